// Validating whole documents: session checks (players, variant, options, dealer
// rotation, running totals), each hand through its game module, and rulings.
#pragma once
#include <optional>
#include <string>

#include "formats/record.h"
#include "formats/thr_reader.h"
#include "validator/engine/game.h"

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
