// Scoring a hand and comparing it with the recorded result (result.cpp).
#pragma once
#include "validator/games/tuebinger-tarock/evaluate.h"

namespace stichprobe::games::tuebinger {

// The justified Strafen the record claims; reports unjustified, wrong and unclaimed ones.
// `explained`: where --explain wants each recorded Strafe beside what the cards justify, or null.
std::vector<Strafe> counted_strafen(const record::Hand& hand, const Evaluation& ev, engine::Reporter& rep,
                                    std::vector<engine::ScoreLine>* explained = nullptr);
// Compares recorded points and settlement with `sc`; adds the derivation lines.
void compare_result(const record::Hand& hand, const Evaluation& ev, Scored& sc, engine::Reporter& rep);

}  // namespace stichprobe::games::tuebinger
