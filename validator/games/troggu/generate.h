// Random legal Troggu hands, with the result filled in as analyse() computes it.
#pragma once
#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req);

}  // namespace stichprobe::games::troggu
