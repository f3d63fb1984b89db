// Random legal Dappen hands with the result the engine computes (playout tests,
// `stichprobe generate`, the benchmark corpus).
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::dappen {

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req);

}  // namespace stichprobe::games::dappen
