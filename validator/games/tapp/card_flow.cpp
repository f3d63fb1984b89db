// Where the cards go in Tapp: hands and the Tapp of the table's deal; "Der Tapp bleibt
// immer verdeckt" except in Herz mit Aufnehmen, where the declarer takes it and presses
// as many cards; a Rufer's swapped cards change hands.
#include "validator/engine/talon_flow.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) {
  // The engine asks only with a dealer at the table; anything else has no flow to infer.
  const int seats = engine::table_size(ctx, &hand);
  if (hand.dealer < 1 || hand.dealer > seats) return std::nullopt;
  const auto rules = rules_for(ctx);
  const Rules& r = *rules;
  engine::TalonFlowSpec spec;
  spec.deck = core::deck(r.deck).set;
  spec.game = "tapp";
  const engine::SeatList order = order_from_forehand(hand.dealer, seats);
  spec.active.assign(order.begin(), order.end());
  spec.hand_size = [size = r.hand_size](int) { return size; };
  if (r.tapp_size > 0) spec.talon_sizes = {r.tapp_size};
  spec.tricks = r.hand_size;
  if (hand.contract && hand.contract->type == "herz-aufnehmen") spec.taker = hand.contract->declarer.value_or(0);
  return engine::talon_flow(hand, spec);
}

}  // namespace stichprobe::games::tapp
