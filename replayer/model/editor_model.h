// The desktop editor's model (File > New hand record, Edit mode): the editing session
// (validator/edit) and the functions the editor's buttons call, so a whole hand can be
// entered and tested without a window. Drawing lives in replayer/app/editor_view.cpp.
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/output.h"
#include "replayer/model/card_names.h"
#include "validator/edit/edit_session.h"

namespace stichprobe::replay {

struct NewRecord {
  std::string game, variant;  // variant "": the game's default
  std::map<std::string, std::string> options;
  std::vector<std::string> players;  // names in seat order
  int dealer = 1;
};

// Where the deck picker puts a clicked card: a seat's hand, the talon, or talon packet k.
struct DealTarget {
  enum Kind { Seat, Talon, Packet } kind = Seat;
  int index = 1;  // the seat, or the packet (1-based)
  bool operator==(const DealTarget&) const = default;
};

enum class PlayAnswer { Played, NeedsConfirmation, Refused };

class EditorModel {
 public:
  bool active() const { return session_.has_value(); }
  // File > New hand record: a session with one hand begun. "" or why not.
  std::string new_record(const NewRecord& r);
  // Edit mode on a file (its first session; the last hand is current). "" or why not.
  std::string open(const std::string& path);
  // The file's last hand entered anew up to its first `actions` actions (the hands before
  // it as they are): the editor mid-hand, for screenshots and tests.
  std::string open_at(const std::string& path, std::size_t actions);
  void close();

  const edit::EditSession& session() const { return *session_; }
  const CardNames& names() const { return names_; }
  Lang lang() const { return lang_; }
  void set_lang(Lang l) { lang_ = l; }
  std::string player_name(int seat) const;
  // The last thing that happened, for the status line ("seat 2 plays HK", a refusal).
  const std::string& status() const { return status_; }

  // ---- the hands ----
  // A new hand after the last one, dealt by the seat the game's rotation gives (the
  // engine's next_dealer); it becomes the current hand.
  void start_next_hand();
  void select_hand(std::size_t index) { session_->select_hand(index); }

  // ---- the deal ----
  DealTarget deal_target() const { return target_; }
  void set_deal_target(DealTarget t) { target_ = t; }
  // The cards of the game's deck (the engine's card flow) not yet in the deal.
  std::vector<Card> unplaced() const;
  std::vector<Card> deck() const;
  std::vector<Card> cards_of(DealTarget t) const;
  // The deck picker: the card goes to the target (a second click takes it back).
  void pick_card(Card c);
  // Typed codes for a target ("T21 F HK ?"); "" or the first code it cannot read.
  std::string type_cards(DealTarget t, const std::string& codes);

  // ---- the auction and the contract ----
  std::vector<record::Call> legal_calls() const { return session_->legal_calls(); }
  std::string call_label(const record::Call& c) const;
  void call(const record::Call& c, bool confirmed = false);
  std::vector<std::string> contract_types() const;
  void set_contract(const std::string& type, int declarer, const std::string& trump = "",
                    const std::string& partner_card = "");
  // ---- exchange, swap, announcement (typed) ----
  std::string exchange(int seat, std::optional<int> packet, const std::string& take, const std::string& discard);
  std::string swap(int seat, std::optional<int> with_seat, const std::string& gets, const std::string& gives);
  void announce(int seat, const std::string& type, const std::string& cards = "");

  // ---- the play ----
  std::optional<edit::NextCard> next_card() const { return session_->next_card(); }
  // A legal card is played; an illegal one only once confirmed (then it carries its finding).
  PlayAnswer play(Card c, bool confirmed = false);
  const std::optional<Card>& pending() const { return pending_; }
  PlayAnswer confirm_pending();
  void cancel_pending() { pending_.reset(); }
  // The play ended early (the rest conceded or claimed); the hand's outcome.
  void end_early(bool early = true);
  void set_outcome(const std::string& type);
  // The engine's suggestions: each complete trick's winner, the result.
  void winners_from_engine();
  void take_result();

  // ---- undo, saving, closing ----
  bool undo();
  bool redo();
  bool modified() const { return session_ && session_->modified(); }
  // Save (to the opened path) / Save as. "" or why not ("cannot write PATH: REASON").
  // The file is written atomically (formats/output.h): a failed save leaves the file as
  // it was, and the edits stay unsaved in the editor (modified(), the question before
  // closing) until a save succeeds.
  std::string save();
  std::string save_as(const std::string& path);
  // Why the last save failed; "" when it succeeded (or none was tried).
  const std::string& save_error() const { return save_error_; }
  // How a record reaches its file: write_file_atomically; tests inject a failing one.
  using FileWriter = std::function<std::optional<WriteError>(const std::string& path, std::string_view bytes)>;
  void set_writer(FileWriter writer) { writer_ = std::move(writer); }
  // Close asked for: true when it may close now; false when unsaved changes must be
  // confirmed first (then ask, and call close()).
  bool may_close() const { return !modified(); }

  // The hand's findings, each with its text in the editor's language.
  const Findings& findings() const { return session_->findings(); }

 private:
  void applied(const edit::Applied& a, const std::string& what);
  void put_cards(DealTarget t, const std::vector<Card>& cards, const std::string& what);
  void begin(edit::EditSession s);
  std::optional<edit::EditSession> session_;
  CardNames names_;
  DealTarget target_;
  std::optional<Card> pending_;
  std::string status_;
  std::string save_error_;
  FileWriter writer_;
  Lang lang_ = Lang::En;
};

// "name=value name=value" as typed into File > New hand record.
std::map<std::string, std::string> parse_options(const std::string& text);

// Card codes separated by spaces; nullopt and the bad code in `bad` when one is no code.
std::optional<std::vector<Card>> parse_cards(const std::string& codes, std::string* bad = nullptr);

}  // namespace stichprobe::replay
