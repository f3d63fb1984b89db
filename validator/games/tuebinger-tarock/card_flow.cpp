// Where the cards go in Tübinger Tarock: 19 cards each, the dealer 21 ("Nur der Geber
// erhält am Schluss 6 statt 4 Karten"), no talon; the dealer lays two away (Legen).
#include "validator/engine/talon_flow.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) {
  if (engine::table_size(ctx, &hand) != kSeats || hand.dealer < 1 || hand.dealer > kSeats) return std::nullopt;
  engine::TalonFlowSpec flow;
  flow.deck = deck().set;
  flow.game = kGameId;
  for (int k = 1; k <= kSeats; ++k) flow.active.push_back((hand.dealer + k - 1) % kSeats + 1);
  flow.hand_size = [dealer = hand.dealer](int seat) { return seat == dealer ? kDealerDealt : kHandSize; };
  flow.trick_rules = trick_rules();
  flow.first_leader = right_of(hand.dealer);
  flow.tricks = kHandSize;
  flow.lays_away = hand.dealer;
  return engine::talon_flow(hand, flow);
}

}  // namespace stichprobe::games::tuebinger_tarock
