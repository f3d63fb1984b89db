// One slip, one finding, where the trick play alone cannot tell (README "One mistake, one
// finding"). trick_play.cpp takes the seat's one card no trick shows in place of a card it
// finds wrong when the record shows that card again. Two slips it cannot place:
// - the earlier of a card's two places, legal as written: the trick's winner, the next
//   leader and every later trick follow from the wrong card (a cascade);
// - a card written once that its seat does not hold: a slip in the trick or in the deal.
// Here each such place is tried with each card no trick shows; where exactly one change
// makes the whole hand fit (no error left: play, card points, payments), that is the
// slip, and the hand is reported as so read, with one finding at the slip. Where none or
// several fit, the findings stand as they are: nothing is guessed.
#pragma once
#include <functional>
#include <optional>

#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

// The hand's analysis through the session driver (inferred cards, variant hints).
using AnalyseHand = std::function<HandAnalysis(const record::Hand&, const AnalysisOptions&)>;

// Whether a slip may explain the findings: two errors or more, and a card written twice or
// one its seat did not hold.
bool needs_slip_resync(const record::Hand& hand, const Findings& findings);

// The hand's analysis with the one slip that makes the rest of it fit, and one finding at
// the slip (play.written-twice, or play.card-not-held for a card written once); nullopt
// when no single change, or more than one, makes the hand fit.
std::optional<HandAnalysis> resync_slip(const record::Hand& hand, const Findings& findings, const std::string& game,
                                        const AnalysisOptions& opts, const AnalyseHand& analyse);

}  // namespace stichprobe::engine
