// Where the cards go in Troggu: the table's hands and Tapp ("Spieler | Tapp | pro
// Spieler"); in the normal game the Tappist takes the whole Tapp unseen and lays away
// as many cards; Solo and Misere leave the Tapp untouched.
#include "validator/engine/talon_flow.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) {
  const int players = engine::table_size(ctx, &hand);
  const auto rules = rules_for(ctx);
  const auto prepared_plan = plan_for(ctx, *rules->variant, players);
  const DealPlan& plan = *prepared_plan;
  if (plan.tapp == 0) return std::nullopt;
  engine::TalonFlowSpec spec;
  spec.deck = troggu_deck().set;
  spec.game = rules->rule_prefix;
  for (int s = 1; s <= players; ++s) spec.active.push_back(s);
  const int size = plan.hand_size();
  spec.hand_size = [size](int) { return size; };
  spec.talon_sizes = {plan.tapp};
  spec.tricks = size;
  if (hand.contract && hand.contract->type == "normal") spec.taker = hand.contract->declarer.value_or(0);
  return engine::talon_flow(hand, spec);
}

}  // namespace stichprobe::games::troggu
