// Random legal hands for playout tests and `stichprobe generate`.
#pragma once
#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/game.h"

namespace stichprobe::games::tapp_tarock {

// A legal hand dealt, bid, exchanged and played at random, its result filled in
// exactly as analyse() computes it. Weighted so that every contract, both
// announcements and every bonus occur within a few thousand hands.
record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req);

}  // namespace stichprobe::games::tapp_tarock
