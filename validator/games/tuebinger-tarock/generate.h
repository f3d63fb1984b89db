// Random legal hands of every kind (generate.cpp) and the redeal test the module shares.
#pragma once
#include "validator/engine/game.h"
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {

record::Hand generate_hand(const engine::GameModule& module, core::Rng& rng, const engine::GenerateRequest& req);

// Random legal play from `hands` (after laying); a lost Tout of `tout_player` may end early.
void play_out(core::Rng& rng, record::Hand& hand, std::vector<CardSet> hands, const std::vector<Card>& laid,
              const RuleSet& rules, int tout_player);

// Writes the result (points, every justified Strafe claimed, settlement) as analyse() computes it.
void fill_result(record::Hand& hand, const engine::HandContext& ctx);

// A hand after which the same dealer deals again (Stecken, a Tout nobody takes).
bool is_redeal(const record::Hand& hand);

}  // namespace stichprobe::games::tuebinger
