// The replayer's model: a loaded document (record + validation), the hands
// list, a cursor over one hand's timeline, and everything the views show.
// Plain C++, no GUI types: tested without a window.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "formats/thr_reader.h"
#include "formats/thr_stream.h"
#include "replayer/model/card_names.h"
#include "replayer/model/commands.h"
#include "replayer/model/layout.h"
#include "replayer/model/recent_files.h"
#include "replayer/model/views.h"
#include "validator/engine/legal.h"
#include "validator/engine/validate.h"

namespace stichprobe::replay {

class ReplayModel {
 public:
  explicit ReplayModel(RecentFiles recent = RecentFiles{});

  // Reads and validates a file (timeline and derivation on). Never throws: an
  // unreadable or malformed file is loaded with its format findings. Returns
  // false when nothing could be parsed. A readable file joins the recent list.
  // A file larger than kReadWholeUpTo (formats/thr_stream.h) is read as validate reads
  // it, hand by hand, keeping where each hand lies and what was found (an index); a hand
  // is read again and checked with its timeline when it is shown, so a file of 100,000
  // hands opens in about a second.
  bool open_file(const std::string& path);
  // The largest file read whole (tests make it small, to index every file).
  static void set_read_whole_limit(std::size_t bytes);
  // Whether the file is indexed (read hand by hand) rather than held whole.
  bool indexed() const { return indexed_; }
  // The same from a reader result already in memory (`label` names it).
  void open_read_result(const std::string& label, ReadResult read);
  // Hand-made data (tests): the record and its reports, session by session.
  void open_reports(const std::string& label, record::Document doc, std::vector<engine::SessionReport> reports,
                    Findings format_findings = {});

  void apply(const Command& cmd);
  void apply(const Commands& cmds);

  // ---- the document ----
  const std::string& path() const { return path_; }
  bool loaded() const { return loaded_; }
  const Findings& document_findings() const { return findings_; }  // format + sessions + hands
  const std::vector<HandEntry>& hands() const { return hands_; }
  // The hands list's filter: every word of `filter` (case-insensitive) is in the hand's
  // n, contract, game, variant, declarer (seat or name), or "findings" / "errors".
  bool hand_matches(int index, const std::string& filter) const;
  // The filter the list shows (CommandKind::SetHandFilter) and the hands it lets through,
  // in order; Up/Down (NextHand/PrevHand) step through these.
  const std::string& hand_filter() const { return hand_filter_; }
  const std::vector<int>& shown_hands() const { return shown_; }
  // Changes whenever hands() is made anew (a view keeps what it lays out of them till then).
  int hands_generation() const { return hands_generation_; }
  // The session's meta, the hand's note and its rulings, one line each.
  std::vector<std::string> record_notes() const;
  RecentFiles& recent() { return recent_; }
  const RecentFiles& recent() const { return recent_; }

  // ---- the cursor ----
  int current_hand() const { return hand_; }  // -1: none
  int step() const { return step_; }          // -1: the hand has no steps
  int step_count() const;
  const engine::Step* current_step() const;
  const std::vector<engine::Step>* steps() const;
  const std::vector<Phase>& phases() const { return phases_; }
  int current_phase() const;  // index into phases(), -1 if none
  const std::vector<FindingAt>& hand_findings() const { return hand_findings_; }
  int selected_finding() const { return selected_finding_; }

  // ---- what to show at the cursor ----
  const CardNames& names() const { return names_; }
  std::string player_name(int seat) const;
  TableView table() const;
  // Where the window at width x height draws everything of the current step.
  TableLayout layout(float width, float height) const;
  // The most cards each place holds during the current hand.
  const LayoutCapacity& capacity() const { return capacity_; }
  // The same with the roles in the model's language, as the layout measures them.
  LayoutCapacity layout_capacity() const;
  std::vector<CallView> auction() const;
  ScoringView scoring() const;
  // Every hand of the current session: each seat's payment and running total (in a
  // session of more than kSheetRows hands, the kSheetRows around the current one).
  std::vector<SessionRow> session_sheet() const;
  static constexpr int kSheetRows = 2000;
  // What may come next at the cursor: the engine's legal actions for the hand as recorded
  // up to the current step (engine/legal.h), with their labels in the game's words.
  const engine::Turn& next_here() const;
  // The legal cards of the player to move next, from next_here() (empty when nobody is
  // to play).
  int legal_seat() const;
  CardSet legal_now() const;
  const record::Hand* hand_record() const;
  // The session of the current hand (its meta and players); null when no hand is open.
  const record::Session* session_record() const;
  // The language of everything the model shows: findings, the derivation, step labels,
  // the auction, the contract, roles and sides (English by default, German with --lang de).
  Lang lang() const { return lang_; }
  void set_lang(Lang lang) { lang_ = lang; }
  const engine::HandReport* hand_report() const;

 private:
  void rebuild_hands();
  static HandEntry hand_entry(int session, int index, const record::Session& header,
                              const engine::SessionReport* report, const record::Hand& hand,
                              const engine::HandReport* hr);
  void refilter();
  void show_first_hand();
  void open_hand(int index);
  bool open_indexed(const std::string& path);
  void load_indexed_hand(int index);
  std::vector<SessionRow> indexed_sheet() const;
  void step_hand(int direction);  // the next / previous hand the filter shows
  void go_to(int step);
  const engine::SessionReport* session_report() const;
  std::optional<Card> card_at(Pos pos) const;
  bool inferred(Card c) const;
  std::vector<std::string> header(const TableView& v) const;
  std::vector<SideView> sides(const engine::TableState& st) const;
  // A called partner the table does not know yet (before the called card falls).
  bool partner_hidden() const { return step_ < partner_shown_from_; }
  // At the scoring step, the scoring's card points per side ("declarer card points: 42 | …"); else empty.
  std::string scoring_points() const;

  RecentFiles recent_;
  Lang lang_ = Lang::En;
  std::string path_;
  bool loaded_ = false;
  record::Document doc_;
  std::vector<engine::SessionReport> reports_;
  Findings findings_;
  Findings format_findings_;  // the reader's: some name a hand the engine never saw them in
  std::vector<HandEntry> hands_;
  std::string hand_filter_;
  std::vector<int> shown_;  // the hands the filter lets through
  int hands_generation_ = 0;

  // An indexed file: doc_ holds each session's header (no hands) and reports_ each
  // session's report without its hands; per hand, where to read it again and how it was
  // checked; the hand shown is read and checked with its timeline when it is opened.
  struct IndexedHand {
    ThrStream::Span span;
    int dealer = 0;                                   // the dealer it was checked as, where the record's was unknown
    bool checked = false;                             // it went through its game
    bool rules = false;                               // the engine has rules for its session's game and variant
    std::shared_ptr<const engine::SessionWalk> walk;  // the game's walk at this hand
    int own_findings = 0, own_errors = 0;             // its game's (where the session lists none)
  };
  struct SheetCells {  // a hand's line of the score sheet, per seat (index = seat - 1)
    int n = 0;
    std::string contract;
    bool has_pay = false;
    std::vector<Rational> pay, recorded_pay, total, recorded_total;
    std::vector<bool> has_total;
    engine::SmallVector<Rational, 16> after;  // the running totals after it (index = seat), as validate keeps them
  };
  struct IndexedSession {
    std::shared_ptr<const ThrStream::SessionMark> mark;
    Pos begin;  // where its findings begin (up to the next session's)
    int seats = 0;
    std::vector<SheetCells> sheet;
  };
  bool indexed_ = false;
  std::vector<IndexedHand> index_;
  std::vector<IndexedSession> index_sessions_;
  record::Hand loaded_hand_;
  engine::HandReport loaded_report_;
  bool loaded_has_report_ = false;
  friend class Indexer;

  int hand_ = -1;
  int step_ = -1;
  std::vector<Phase> phases_;
  std::vector<FindingAt> hand_findings_;
  int selected_finding_ = -1;
  CardNames names_;
  LayoutCapacity capacity_;
  int partner_shown_from_ = 0;  // the step from which a called partner's role shows
  // next_here(), for the hand and step it was asked at.
  mutable std::optional<engine::Turn> next_;
  mutable int next_hand_ = -1, next_step_ = -1;
  std::vector<Card> recorded_cards_;  // cards the record's deal and exchanges name (the rest: inferred)
};

// The step of `steps` a finding points at: its exact place, else its trick and
// seat, else the last step written before it, else its phase; -1 if none.
int step_of_finding(const Finding& f, const std::vector<engine::Step>& steps);

// Consecutive steps grouped into deal, auction, exchange, each trick, scoring.
std::vector<Phase> phases_of(const std::vector<engine::Step>& steps);

// The table's words in `lang` (table_view.cpp): a seat's role (the engine's token), a
// phase (the engine's token), the talon as the game calls it (Dapp, Tapp, Talon), the
// laid-away or pressed cards.
std::string role_name(const std::string& role, const std::string& game, Lang lang);
std::string phase_name(const std::string& phase, Lang lang);
std::string talon_label(const std::string& game, std::size_t packets, bool de);
std::string discards_label(const std::string& game, bool de);

}  // namespace stichprobe::replay
