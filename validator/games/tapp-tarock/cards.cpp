// The deck, the card values and the trick rules of Tapp Tarock.
#include "validator/games/tapp-tarock/cards.h"
#include "validator/core/packets.h"

namespace stichprobe::games::tapp_tarock {

const core::Deck& cego_deck() { return core::deck(core::DeckKind::Cego54); }

// "Players must follow suit if able; otherwise must play a trump"; the Sküs is
// "simply being the 22nd and highest trump".
core::TrickRules trick_rules() {
  core::TrickRules r;
  r.tarock_trumps = true;
  r.fool = core::FoolRole::HighestTrump;
  r.must_trump = true;
  r.suit_order = core::SuitOrder::Tarot;
  return r;
}

int card_value(Card c) { return core::tarock_card_value(c); }

// "grouped in packets of three ... Each packet is scored and 2 card points deducted."
Rational count_points(std::span<const Card> cards) {
  return core::packet_total(cards, card_value, core::kThreesMinusTwo);
}

bool is_king(Card c) { return c.is_suited() && c.rank() == Rank::King; }

}  // namespace stichprobe::games::tapp_tarock
