// Random legal Tapp hands: every contract, both decks, three and four players, with
// the result filled in exactly as the analysis computes it.
#pragma once
#include <optional>

#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/game.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

// Each reachable game equally likely; `game` forces the contract (Ramsch included).
record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req);
record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req, std::optional<Game> game);

}  // namespace stichprobe::games::tapp
