// The editing model: a THR session being entered or corrected, one action at a time,
// with undo and redo, re-checked by the engine after every action (validator/edit/
// analysis.h: the record model checked as it stands, at the model's own places). What
// may come next (the seat to act and its legal actions, in the game's words) is the
// engine's answer (choices.h, engine/legal.h). An archive's other sessions are checked
// once; an edit re-checks only the session it changes. No GUI and no I/O beyond the
// formats' reader and writer; the CLI and stichprobe-replay's editor drive it.
#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "formats/thr_reader.h"
#include "validator/edit/actions.h"
#include "validator/edit/analysis.h"
#include "validator/edit/choices.h"

namespace stichprobe::edit {

// A new session: game, variant (empty: the game's default), the options that differ from
// the defaults, the players' names in seat order.
struct NewSession {
  std::string game, variant;
  std::map<std::string, std::string> options;
  std::vector<std::string> players;
};

// What became of an action.
struct Applied {
  bool applied = false;
  // The faults the engine reports at the action's place (an illegal card or call): when
  // applied, what it now carries; when refused, why.
  Findings faults;
  std::string refusal;  // why it was not applied ("" when applied)
};

class EditSession {
 public:
  // A new, empty session (no hand yet: StartHand begins one).
  static EditSession create(const NewSession& request);
  // An opened file: session `session_index` of the document is edited, the others kept
  // as they are. The reader's findings stay in open_findings(); a file that is no XML
  // at all gives nullopt.
  static std::optional<EditSession> open_file(const std::string& path, std::size_t session_index = 0,
                                              Findings* read_findings = nullptr);
  static EditSession from_document(record::Document doc, std::size_t session_index = 0, Findings read_findings = {});

  // Applies an action to the current hand. A card outside next_card()->legal or a call
  // outside legal_calls() is refused unless `accept_illegal`: then it is applied and
  // carries the engine's finding (in findings() and the result's faults).
  Applied apply(const Action& action, bool accept_illegal = false);
  // Applies one of the engine's legal actions (turn().actions) as the table made it: a
  // call, a laid-away card (into its seat's exchange), a called card and the one given
  // for it, an announcement, a card at its place.
  Applied apply(const engine::LegalAction& action);
  // Actions taken as they happened, as one step (one undo, labelled `label`): each applied
  // in turn as apply(action, true) applies it, the engine checking the record once at the
  // end (and before an action only it can fill in: the engine's result or winner, a card
  // without its place). The record and findings are those of applying them one by one;
  // for entering a whole hand from a source (`stichprobe record`). Returns, for each
  // action, why it was not applied ("" when it was).
  std::vector<std::string> apply_all(const std::vector<Action>& actions, const std::string& label);
  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  bool undo();
  bool redo();
  // The actions undo and redo would take back / do again, the last first.
  std::vector<std::string> undo_labels() const;
  std::vector<std::string> redo_labels() const;

  // ---- the record ----
  const record::Document& document() const { return doc_; }
  // The document, moved out (to go on with another of its sessions without a copy).
  record::Document take_document() && { return std::move(doc_); }
  const record::Session& session() const { return doc_.sessions[session_]; }
  std::size_t current_hand() const { return hand_; }
  const record::Hand* hand() const;
  void select_hand(std::size_t index);  // a cursor move, not an action
  int seat_count() const { return static_cast<int>(session().players.size()); }

  // ---- what the engine says ----
  // Of the whole document, at the model's places: the edited session's, computed when
  // first asked after a change, and an archive's other sessions', checked once (no edit
  // changes them).
  const Findings& findings() const;
  const Findings& open_findings() const { return open_findings_; }  // the reader's, when opened
  // Where a place of the model (an element read from the file, or one of the editor's
  // own) stands in the file Save writes now: what `validate` of that file says. A place
  // the file does not hold is given back as it is.
  Pos saved_place(Pos model) const;
  // The findings with their places in the file Save writes (saved_place()).
  Findings saved_findings() const;
  const Analysis& analysis() const;  // of the edited session, when first asked after a change
  // How often the engine checked a session of the document (the edited one after each
  // change it was asked about, each other one once): for the tests of that promise.
  int sessions_checked() const { return sessions_checked_; }
  const engine::HandReport* hand_report() const;
  // The cards of a full trick: the active seats of the current hand.
  std::size_t trick_size() const;
  // What may come next in the current hand (engine/legal.h): the seat to act, its legal
  // actions with labels in the game's words, the contract the auction gives, the outcome.
  const engine::Turn& turn() const;
  std::optional<NextCard> next_card() const;
  std::vector<record::Call> legal_calls() const;
  // Each trick's winner by the rules (0 where the trick is not complete), and each seat's
  // card points and tricks so far, as the engine counts them.
  std::vector<int> trick_winners() const;
  std::map<int, Rational> card_points() const;
  // Each seat's computed settlement (+ receives) and the derivation of the result.
  engine::Payments payments() const;
  std::vector<engine::ScoreLine> derivation() const;
  // The result as the engine computes it for the current hand (TakeResult writes it).
  std::optional<record::Result> engine_result() const;
  // The unit the game's own generator writes for this variant and table (cent, rappen, point).
  std::optional<std::string> game_unit() const;

  // ---- saving ----
  // The whole document as canonical THR: what Save writes (the caller writes the file).
  std::string save_text() const;
  // The file now holds save_text(): it becomes the path, and nothing is unsaved.
  void mark_saved(const std::string& path);
  const std::string& path() const { return path_; }
  bool modified() const { return modified_; }

 private:
  EditSession() = default;
  void refresh();                   // after a change: the analysis and the turn are asked anew
  void refresh(Analysis analysis);  // `analysis` is analyse(session())
  // New elements of the current hand get places of their own (analysis.h).
  void number_new_elements();
  // The action with what the engine fills made concrete (TakeResult, a winner from the engine).
  std::optional<Action> resolve(const Action& action) const;
  // A new card or call that is none of the engine's choices here.
  bool outside_choices(const Action& action) const;
  record::Session& session_mut() { return doc_.sessions[session_]; }

  // One done action: the session before and after it (undo and redo restore them, so
  // both give back exactly the record that was).
  struct Done {
    Action action;
    std::string label;  // for several actions as one step; else describe(action)
    record::Session before, after;
    std::size_t hand_before = 0, hand_after = 0;
    // What the engine said may come next before it (undo needs no new question).
    std::optional<engine::Turn> turn_before;
  };
  record::Document doc_;
  std::size_t session_ = 0;
  std::size_t hand_ = 0;
  std::vector<Done> undo_, redo_;
  mutable Analysis analysis_;      // the last one computed (trick_size() reads it while stale)
  mutable bool analysed_ = false;  // analysis_ is that of the session as it stands
  Findings open_findings_;
  mutable std::optional<Findings> findings_;  // findings(), once asked
  // saved_place()'s pairs (model, saved), sorted; made when first asked after a change.
  mutable std::optional<std::vector<std::pair<Pos, Pos>>> saved_places_;
  // The other sessions' findings (index as in doc_.sessions; the edited one unused).
  mutable std::optional<std::vector<Findings>> others_;
  mutable int sessions_checked_ = 0;
  unsigned next_place_ = 1;  // the next column of a place of the editor's own (line 0)
  std::string path_;
  bool modified_ = false;
  mutable std::optional<engine::Turn> turn_;  // turn(), once asked; cleared by every change
};

}  // namespace stichprobe::edit
