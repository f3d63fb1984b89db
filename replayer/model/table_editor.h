// The editor on the table: the replayer's felt is the entry surface (File > New hand
// record, File > Edit this record, --edit). An archivist enters a hand by playing it:
// the deal from a deck fan under the felt, the calls and the other things said as
// buttons under the table, the exchange by clicking cards between hand and talon, every
// card by clicking it in the hand of the seat to play. The editing model is
// validator/edit's EditSession (through EditorModel); what may come next is always the
// engine's answer; everything the replayer shows (sides, points, findings, scoring,
// session sheet) is a ReplayModel fed with the session's analysis after every action.
// Plain C++: the click actions are this class's functions, which the app calls and the
// tests call the same way, without a window. Drawing lives in replayer/app.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "replayer/model/deal_shape.h"
#include "replayer/model/editor_model.h"
#include "replayer/model/layout.h"
#include "replayer/model/replay_model.h"

namespace stichprobe::replay {

// What the table asks of the archivist now.
enum class EntryStage {
  None,      // no hand
  Deal,      // the deck fan: cards to seats and talon
  Exchange,  // a seat takes the talon (or a packet) and lays cards away
  Auction,   // the calls of the seat to speak
  Play,      // a card of the seat to play
  Result,    // the play is over: result and settlement
  Revise,    // the cursor stands before an earlier call or card: it may be changed
};

// What a click on the table hit (TableEditor::hit, from the layout the window draws).
struct TableHit {
  enum class Kind { None, Deck, Hand, Plate, Talon, Trick, Discards };
  Kind kind = Kind::None;
  int seat = 0;    // Hand, Plate, Trick: the seat
  int packet = 0;  // Talon: the packet (1-based), 0 for a talon of one list
  std::optional<Card> card;
};

// A button under the table: one thing that may be entered now, in the game's words.
struct Offer {
  enum class Kind {
    Call,          // `call` (at `at`: a call replaced at an earlier moment)
    CallCard,      // a bid that names a card: the next card clicked on the table (or typed) is it
    Target,        // the deal goes to `target`
    FillRest,      // `target` gets what the deck leaves
    FillUnknown,   // `target`'s missing cards as '?' (the source does not give them)
    LeaveDeal,     // the deal is entered (as the source has it, even short or long)
    ChangeDeal,    // back to the deck on a dealt hand
    ExchangeSeat,  // `seat` exchanges (another than the engine's)
    SkipExchange,  // the source gives no exchange: go on without one
    RecordDraft,   // the drafted exchange, swap or announcement is recorded
    ClearDraft,
    Swap,          // a Rufer's swap: a card from another seat or the Tapp for one of his own
    Announce,      // `type` by `seat`
    EndEarly,      // the rest conceded or claimed
    Winners,       // every trick's winner as the engine computes it, written
    EngineResult,  // the result and settlement as the engine computes them
    Outcome,       // `type`: played | thrown-in | redeal
    NextHand,
    Remove,  // the call, card, exchange, swap or announcement of the next step
    ToEnd,   // back to where the entry goes on
  };
  Kind kind = Kind::Call;
  std::string group;  // the row: "Otto (1):", "Deal to:"
  std::string label;
  bool active = false;  // the chosen place, a draft ready to be recorded
  bool enabled = true;  // false: shown, but nothing to do yet (a draft still empty)
  record::Call call;
  std::optional<std::size_t> at;
  DealTarget target;
  int seat = 0;
  std::string type;
  edit::Part part = edit::Part::Call;
  std::size_t index = 0, place = 0;
};

Offer make_offer(Offer::Kind kind, std::string group, std::string label, bool active = false);

// An action the engine faults, recorded only once the archivist confirms it was so.
struct PendingEntry {
  edit::Action action;
  std::string question;
};

// What is being clicked together before it is recorded: an exchange (talon or packet
// taken, cards laid away), a swap, an announcement naming cards, a call naming a card.
struct Draft {
  enum class Kind { None, Exchange, Swap, Announce, CallCard };
  Kind kind = Kind::None;
  int seat = 0;
  std::optional<int> packet;  // a packet taken whole (Tapp Tarock)
  std::vector<Card> take, discard;
  int from = -1;  // a swap: the seat the card comes from (0: the talon)
  std::optional<Card> gets, gives;
  std::string type;  // an announcement
  std::vector<Card> cards;
  record::Call call;  // a call waiting for its card
};

// The result as the source writes it, typed: each seat's payment and running total (""
// for none), the declarer's and the defenders' card points.
struct TypedResult {
  std::vector<std::string> pay, total;  // per seat (index seat - 1)
  std::string declarer_points, defender_points;
};

// The window's panels for the editor and the table inside: the felt, and under it the
// deck while dealing (region "deck").
struct EditorLayout {
  WindowLayout window;
  TableLayout table;
  Rect deck;  // w == 0: no deck
};

class TableEditor {
 public:
  // ---- the record ----
  bool active() const { return model_.active(); }
  std::string new_record(const NewRecord& r);
  std::string open(const std::string& path);
  std::string open_at(const std::string& path, std::size_t actions);
  void close();
  Lang lang() const { return model_.lang(); }
  void set_lang(Lang l);
  const EditorModel& model() const { return model_; }
  const edit::EditSession& session() const { return model_.session(); }
  const std::string& status() const { return model_.status(); }
  // A message for the status line (a refusal, a code that cannot be read); "" changes nothing.
  void note(const std::string& message) {
    if (!message.empty()) model_.set_status(message);
  }
  bool modified() const { return model_.modified(); }
  bool may_close() const { return model_.may_close(); }
  bool undo();
  bool redo();
  // Save / Save as: written atomically; "" or why not (the edits then stay unsaved).
  std::string save();
  std::string save_as(const std::string& path);
  const std::string& save_error() const { return model_.save_error(); }
  void set_writer(EditorModel::FileWriter writer) { model_.set_writer(std::move(writer)); }
  void next_hand();

  // ---- what the replayer's panels show, and their commands ----
  const ReplayModel& view() const { return view_; }
  // Cursor, phases, findings and hands: a move back stands before an earlier call or
  // card (EntryStage::Revise); the end goes on entering.
  void view_command(const Command& c);

  // ---- what to enter ----
  EntryStage stage() const;
  // One line under the table: whose turn it is and what a click does.
  std::string prompt() const;
  std::vector<Offer> offers() const;
  void choose(const Offer& o);
  const std::optional<PendingEntry>& pending() const { return pending_; }
  void confirm();
  void cancel() { pending_.reset(); }
  const Draft& draft() const { return draft_; }
  std::optional<DealTarget> deal_target() const { return target_; }
  std::optional<Card> selected() const { return selected_; }
  const DealShape& shape() const { return shape_; }
  // The seat whose card comes next (0: none), and its legal cards, at the cursor.
  int seat_to_play() const;
  CardSet legal_to_play() const;

  // ---- the table ----
  TableView table() const;
  EditorLayout layout(float width, float height) const;
  TableHit hit(const TableLayout& t, float x, float y) const;
  void click(const TableHit& h);
  // A click at window position (x, y) in a window of width x height: what the app calls.
  void click_at(float x, float y, float width, float height);
  // Typed codes ("T21 F HK ?"): to the deal's place, or the card a call names.
  std::string type_codes(const std::string& codes);
  // The result typed as the source says; "" or what cannot be read.
  std::string set_typed_result(const TypedResult& r);
  TypedResult typed_result_now() const;  // the record's result (else the engine's) to start from

 private:
  void fresh(bool other_hand);
  std::string started(const std::string& error);
  void sync();
  void refresh_entry();
  void refresh_revise();
  int entry_step() const;
  bool at_entry() const;
  const engine::Step* next_step() const;
  std::string who(int seat) const;
  const char* say(const char* en, const char* de) const;
  void apply(const edit::Action& a, const std::string& what, bool confirmed = false);
  // what is proposed: applied, or pending when the engine faults it
  void propose(const edit::Action& a, const std::string& what);

  // the deal (table_editor_deal.cpp)
  bool deal_open() const;
  bool deal_complete() const;
  int expected(DealTarget t) const;
  std::vector<DealTarget> places() const;
  std::vector<Card> deck_cards() const;
  TableView deal_table() const;
  void click_deal(const TableHit& h);
  void deal_card(Card c, DealTarget t);
  void take_back(DealTarget t, Card c);
  void advance_target();
  void fill(DealTarget t, bool unknown);
  std::string place_name(DealTarget t) const;
  int count(DealTarget t) const;
  DealTarget talon_place(int packet) const;
  void deal_offers(std::vector<Offer>& out) const;
  LayoutCapacity deal_capacity() const;

  // calls, exchange, swap, announcements (table_editor_entry.cpp)
  void call_offers(std::vector<Offer>& out) const;
  void exchange_offers(std::vector<Offer>& out) const;
  void draft_offers(std::vector<Offer>& out, const std::string& group, const std::string& what, bool ready) const;
  void announce_offers(std::vector<Offer>& out) const;
  void play_offers(std::vector<Offer>& out) const;
  void result_offers(std::vector<Offer>& out) const;
  void revise_offers(std::vector<Offer>& out) const;
  void click_exchange(const TableHit& h);
  void click_swap(const TableHit& h);
  void click_announce(const TableHit& h);
  void click_call_card(const TableHit& h);
  void click_play(const TableHit& h);
  void record_draft();
  void call_with_card(Card c);
  void apply_draft(TableView& v) const;
  void start_draft(Draft::Kind kind, int seat);
  void click_trick(const TableHit& h);
  void replace_next(const edit::Action& a, const std::string& what, bool legal);
  void step_onto_change();
  // The record element a step stands for: its part, index and (a card) place in its trick.
  std::optional<Offer> element_of(const engine::Step& step) const;
  int declarer() const;

  EditorModel model_;
  ReplayModel view_;
  bool follow_ = true;  // the cursor follows the entry (else it stands at an earlier moment)
  std::optional<PendingEntry> pending_;
  Draft draft_;
  // the deal
  std::optional<DealTarget> target_;
  std::optional<Card> selected_;
  bool deal_released_ = false;     // "the deal is entered" though the shape says otherwise
  bool deal_reopened_ = false;     // the deck open on a dealt hand
  bool exchange_skipped_ = false;  // the source gives no exchange
  DealShape shape_;
  // what the engine says the hand needs next, computed once per change
  EntryStage entry_ = EntryStage::None;
  std::optional<int> exchange_seat_;
  std::vector<record::Call> calls_;
  std::optional<edit::NextCard> next_;
  std::vector<Card> deck_, unplaced_;  // the game's deck, and what of it the deal has not placed
  // At an earlier call: the calls the engine allows there (asked once per cursor move).
  std::vector<record::Call> revise_calls_;
};

// The editor's panels at width x height: the replayer's, with a taller bar under the
// table for the buttons of what may be entered.
WindowLayout editor_window_layout(float width, float height);

}  // namespace stichprobe::replay
