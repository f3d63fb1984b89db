#include "replayer/model/hand_sort.h"

#include <algorithm>

#include "validator/core/deck.h"

namespace stichprobe::replay {

SortStyle sort_style_for(const std::vector<Card>& all_cards, std::optional<Suit> trump_suit) {
  SortStyle style;
  style.trump_suit = trump_suit;
  style.tapp_order =
      std::any_of(all_cards.begin(), all_cards.end(), [](Card c) { return c.is_suited() && c.rank() == Rank::Ace; });
  return style;
}

namespace {

// Black and red suits alternate so neighbouring suits are easy to tell apart.
int suit_slot(Suit s, const SortStyle& style) {
  static constexpr int kAlternating[4] = {0, 2, 1, 3};  // C, S, H, D -> C H S D
  const int base = kAlternating[static_cast<int>(s)];
  if (style.trump_suit && *style.trump_suit == s) return -1;
  return base;
}

// Smaller key sorts first.
long sort_key(Card c, const SortStyle& style) {
  if (c.is_unknown()) return 1'000'000;  // unknown cards at the end
  if (c.is_fool()) return 0;
  if (c.is_trump()) return 100 - c.trump_number();  // XXI first
  const int strength = style.tapp_order ? core::tapp_suit_strength(c) : core::tarot_suit_strength(c);
  return 1'000 + (suit_slot(c.suit(), style) + 1) * 1'000 - strength;
}

}  // namespace

std::vector<Card> sort_hand(std::vector<Card> cards, const SortStyle& style) {
  std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return sort_key(a, style) < sort_key(b, style); });
  return cards;
}

}  // namespace stichprobe::replay
