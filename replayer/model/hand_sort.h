// Cards in the order players sort them in their hand: the trumps together from
// the highest down (the fool on top), then the suits with colours alternating,
// each from its strongest card down. Tapp packs (with aces) use the Tapp order
// A 10 K Q J 9 8 7 6, and a trump suit named by the contract comes first.
#pragma once
#include <optional>
#include <vector>

#include "formats/card.h"

namespace stichprobe::replay {

struct SortStyle {
  bool tapp_order = false;         // A 10 K Q J ... instead of the tarot order
  std::optional<Suit> trump_suit;  // Tapp: sorted first
};

// A style that fits the cards seen in a hand (aces only exist in Tapp packs).
SortStyle sort_style_for(const std::vector<Card>& all_cards, std::optional<Suit> trump_suit);

std::vector<Card> sort_hand(std::vector<Card> cards, const SortStyle& style);

}  // namespace stichprobe::replay
