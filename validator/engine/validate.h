// Validating whole documents: session checks (players, variant, options, dealer
// rotation, running totals), each hand through its game module, and rulings.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include "formats/record.h"
#include "formats/thr_reader.h"
#include "validator/engine/game.h"
#include "validator/engine/small_vector.h"

namespace stichprobe::engine {

struct HandReport {
  int n = 0;
  int dealer = 0;        // the dealer the hand was checked with: the record's, or whose turn it was (0: unknown)
  std::string contract;  // e.g. "dreier"
  int declarer = 0;
  HandAnalysis analysis;  // findings are also merged into the session report
};

struct SessionReport {
  std::string game, variant;
  HandContext context;  // resolved game, variant and options
  std::vector<HandReport> hands;
  Findings findings;  // session findings and every hand's findings, in file order
};

struct DocumentReport {
  std::vector<SessionReport> sessions;
  Findings findings;  // format findings of the reader, then every session's findings
  int hand_count = 0;
};

SessionReport validate_session(const record::Session& session, const AnalysisOptions& opts = {});

// A session checked hand by hand, in order: validate_session's driver, and validate's
// for a file read as its bytes arrive (a hand at a time; the session's other hands are
// not kept). A hand goes through three stages: begin() in order (the dealer and its
// rotation, the hand number, the game's walk), analyse() (the hand through its game,
// which needs no other hand, so any thread may run it) and end() in order (the running
// totals, and the hand's findings as the session lists them).
class SessionChecker {
 public:
  // `session`: its header, and when a whole document is checked its hands (the game's
  // context points at it, so it must outlive the checker).
  SessionChecker(const record::Session& session, const AnalysisOptions& opts);
  ~SessionChecker();
  SessionChecker(const SessionChecker&) = delete;
  SessionChecker& operator=(const SessionChecker&) = delete;

  // False when the engine has no rules for the session's game or variant: its hands
  // are only counted.
  bool checks_hands() const;
  const std::string& game() const { return game_; }
  const std::string& variant() const { return variant_; }
  // The session's own findings so far (options, players, a variant without rules).
  Findings take_findings();

  struct HandCheck {
    const record::Hand* written = nullptr;
    std::optional<record::Hand> resolved;  // the hand as dealt by whose turn it was
    bool checked = false;                  // it goes through its game
    Findings before;                       // its dealer, its number
    std::unique_ptr<SessionWalk> walk;     // the game's walk at this hand (detach())
    HandReport report;
  };
  // `hand` (and the hand given before it) must stay where it is until the next
  // begin(); `next` is the hand after it, when there is one.
  void begin(HandCheck& h, const record::Hand& hand, const record::Hand* next);
  // For analyse() on another thread: a copy of the game's walk at this hand.
  void detach(HandCheck& h) const;
  void analyse(HandCheck& h) const;
  // The same with a context of the caller's own (a copy of context(), one per thread).
  void analyse(HandCheck& h, HandContext& ctx) const;
  // The hand's findings, appended to `out` in the order the session lists them (sort
  // them by place with the rest).
  void end(HandCheck& h, Findings& out);
  // The session's end: a game without rules says how many hands were not checked.
  void finish(Findings& out);
  // The running totals after the last hand ended (index = seat); set again, they are
  // where the next end() starts (the replayer checks a hand of a long session again).
  const SmallVector<Rational, 16>& totals() const { return totals_; }
  void set_totals(const SmallVector<Rational, 16>& totals) { totals_ = totals; }
  // The resolved game, variant and options (SessionReport::context).
  HandContext context() const;
  // The same, moved out: the checker is done.
  HandContext take_context();

 private:
  const record::Session& session_;
  AnalysisOptions opts_;
  const GameModule* module_;
  bool unsupported_variant_ = false;
  std::string game_, variant_;
  HandContext ctx_;
  std::unique_ptr<SessionWalk> walk_;
  SmallVector<Rational, 16> totals_, expected_;  // the running totals (index = seat)
  Findings findings_;
  std::size_t hands_ = 0;
  std::optional<int> previous_n_;
  const record::Hand* rotation_base_ = nullptr;  // the hand before, when its dealer is known
  std::optional<record::Hand> rotation_copy_;    // it, as dealt by whose turn it was (a wrong dealer)
};

// Findings in the order of their places (stable: ties keep their order).
void sort_by_place(Findings& findings);
DocumentReport validate_document(const ReadResult& read, const AnalysisOptions& opts = {});

// What is wrong with rules option NAME=VALUE in spec's `variant` (the record's <option>,
// `generate --option`): an unknown name or value (with a "did you mean"), or an option
// of another variant. nullopt: nothing.
struct OptionProblem {
  std::string code;  // format.unknown-option, format.option-not-in-variant, format.bad-option-value
  Message message;
};
std::optional<OptionProblem> option_problem(const GameSpec& spec, const std::string& variant, const std::string& name,
                                            const std::string& value);

// A ruling that accepts a fault turns the matching finding into an info with its text.
void apply_rulings(const record::Hand& hand, Findings& findings);

}  // namespace stichprobe::engine
