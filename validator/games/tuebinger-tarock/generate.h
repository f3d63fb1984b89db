// Random legal hands of every kind, for `stichprobe generate` and the tests.
#pragma once
#include <vector>

#include "validator/engine/game.h"
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger_tarock {

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req);

// Writes the result (points, every justified Strafe claimed, settlement) as analyse() computes it.
void fill_result(record::Hand& hand, const engine::HandContext& ctx);

}  // namespace stichprobe::games::tuebinger_tarock
