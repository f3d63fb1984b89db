// The session prep (GameModule::prepare) is only a cache: every hand analysed with it
// must give exactly what analysing without it (rules resolved per hand) gives, and
// the findings must not depend on whether a derivation or a timeline is asked for
// (their texts are built lazily). One check, run by every game's tests.
#pragma once
#include <cstdint>
#include <string>

#include "validator/engine/game.h"

namespace stichprobe::testing {

// Findings (every field, both languages) and payments as one text.
std::string findings_summary(const engine::HandAnalysis& a);
// The same plus the derivation lines and the replay steps (label, legal cards): two
// analyses agree when their summaries do.
std::string analysis_summary(const engine::HandAnalysis& a);

// For every variant and player count of `game`: a generated session with a revoke
// and a wrong payout injected, each hand analysed with the driver's prep and without
// it, plain and with timeline and derivation. Returns the hands compared.
int check_prepare_agrees(const engine::GameModule& game, std::uint64_t seed);

}  // namespace stichprobe::testing
