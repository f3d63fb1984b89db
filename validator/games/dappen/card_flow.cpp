// Where the cards go in Dappen: the deal shape of the variant (hands and the Dapp);
// "Im Dappen und seinen Steigerungsstufen nimmt der Alleinspieler den Dapp in seine
// Hand auf [...] und drückt"; "Im Solo nimmt der Alleinspieler den Dapp nicht auf".
#include "validator/core/deck.h"
#include "validator/engine/talon_flow.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) {
  const auto prepared_rules = rules_for(ctx);
  const Rules& r = *prepared_rules;
  const Table t = make_table(r, engine::table_size(ctx, &hand), hand.dealer);
  const DealShape* shape = deal_shape(r.v, static_cast<int>(t.order.size()));
  if (!shape || t.order.empty()) return std::nullopt;
  engine::TalonFlowSpec spec;
  spec.deck = deck().set;
  spec.game = r.v.rule_prefix;
  spec.active.assign(t.order.begin(), t.order.end());
  spec.hand_size = [shape](int) { return shape->hand; };
  if (shape->dapp > 0) spec.talon_sizes = {shape->dapp};
  spec.tricks = shape->hand;
  if (hand.contract && hand.contract->type != "solo") spec.taker = hand.contract->declarer.value_or(0);
  // Without a contract, the seat that presses took the Dapp (a Solo presses nothing).
  if (!hand.contract && !hand.exchanges.empty()) spec.taker = hand.exchanges.front().seat;
  return engine::talon_flow(hand, spec);
}

}  // namespace stichprobe::games::dappen
