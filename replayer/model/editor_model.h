// The editor's record (File > New hand record, Edit this record): the editing session
// (validator/edit) with the status line, the deal's places and cards, undo, redo and
// saving. The editor on the table (table_editor.h) enters a hand through it; no window.
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
#include "replayer/model/deal_shape.h"
#include "validator/edit/edit_session.h"

namespace stichprobe::replay {

struct NewRecord {
  std::string game, variant;  // variant "": the game's default
  std::map<std::string, std::string> options;
  std::vector<std::string> players;  // names in seat order
  int dealer = 1;
};

// A place of the deal: a seat's hand, the talon, or talon packet k.
struct DealTarget {
  enum Kind { Seat, Talon, Packet } kind = Seat;
  int index = 1;  // the seat, or the packet (1-based)
  bool operator==(const DealTarget&) const = default;
};

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
  void set_status(std::string s) { status_ = std::move(s); }
  // Any action, with `what` for the status line (its faults appended); what became of it.
  edit::Applied apply(const edit::Action& action, bool accept_illegal, const std::string& what);
  // How the session's game deals a hand at this table with `dealer` (deal_shape.h).
  DealShape shape_for(int dealer) const;

  // ---- the hands ----
  // A new hand after the last one, dealt by the seat the game's rotation gives (the
  // engine's next_dealer); it becomes the current hand.
  void start_next_hand();
  void select_hand(std::size_t index) { session_->select_hand(index); }

  // ---- the deal ----
  // The cards of the game's deck (the engine's card flow) not yet in the deal.
  std::vector<Card> unplaced() const;
  std::vector<Card> deck() const;
  std::vector<Card> cards_of(DealTarget t) const;
  // The place's cards as a whole (one action, one undo); `what` starts the status line.
  void deal_to(DealTarget t, const std::vector<Card>& cards, const std::string& what);
  // Each complete trick's winner as the engine computes it, written.
  void winners_from_engine();

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
  void begin(edit::EditSession s);
  std::optional<edit::EditSession> session_;
  CardNames names_;
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
