// One slip, one finding (README "One mistake, one finding"): a trick left out of the
// record. Every seat then ends the play holding one card, the later tricks are checked
// against hands that still hold the left-out cards, and the play is a trick short: a
// cascade of findings for one slip. Here the left-out cards are tried as a trick at each
// place of the play, led by each seat; where a place makes the whole hand fit (no error
// left), the hand is reported as so read, with one finding at the first such place.
#pragma once
#include <optional>
#include <string>

#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/slip_resync.h"

namespace stichprobe::engine {

// Whether a left-out trick may explain the findings: errors, the deal recorded, the play
// not ended early and one trick fewer than the smallest hand dealt.
bool needs_trick_resync(const record::Hand& hand, const Findings& findings);

// The hand's analysis with the left-out trick in its place and one finding there
// (play.trick-missing); nullopt when no place makes the hand fit.
std::optional<HandAnalysis> resync_missing_trick(const record::Hand& hand, const std::string& game,
                                                 const AnalysisOptions& opts, const AnalyseHand& analyse);

}  // namespace stichprobe::engine
