// Where the cards go in Tübinger Tarock: 19 cards each, the dealer 21 ("Nur der Geber
// erhält am Schluss 6 statt 4 Karten"), no talon; the dealer lays two away (Legen).
#include "validator/core/deck.h"
#include "validator/engine/talon_flow.h"
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) {
  if (ctx.seat_count != 4 || hand.dealer < 1 || hand.dealer > 4) return std::nullopt;
  engine::TalonFlowSpec spec;
  spec.deck = core::deck(core::DeckKind::Tarot78).set;
  spec.game = "tuebinger-tarock";
  for (int k = 1; k <= 4; ++k) spec.active.push_back((hand.dealer + k - 1) % 4 + 1);
  spec.hand_size = [dealer = hand.dealer](int seat) { return seat == dealer ? kDealerDealt : kHandSize; };
  spec.trick_rules = trick_rules();
  spec.first_leader = hand.dealer % 4 + 1;
  spec.tricks = kHandSize;
  spec.lays_away = hand.dealer;
  return engine::talon_flow(hand, spec);
}

}  // namespace stichprobe::games::tuebinger
