// A CardSet built from a list of cards without a branch per card. CardSet::insert picks
// the mask word by the card's id, a branch the processor guesses wrong for about every
// second card of a dealt hand (issue 21: CardSet::of was most of Dappen's deal check);
// here each card ORs both words of a one-card set from a table.
#pragma once
#include <array>
#include <span>

#include "formats/card.h"

namespace stichprobe::engine {

namespace card_set_detail {
// The one-card set of every id a Card can hold (CardSet::range keeps insert's meaning).
inline constexpr std::array<CardSet, 256> kOneCard = [] {
  std::array<CardSet, 256> t{};
  for (int id = 0; id < 256; ++id) t[static_cast<std::size_t>(id)] = CardSet::range(id, id);
  return t;
}();
}  // namespace card_set_detail

// The same set as CardSet::of(cards).
inline CardSet card_set(std::span<const Card> cards) {
  CardSet s;
  for (Card c : cards) s |= card_set_detail::kOneCard[static_cast<std::size_t>(c.id())];
  return s;
}

// A dealt list as a set, and whether every card of it is new to the deal: no '?', no card
// outside `deck`, no card twice and none of `before` (every legal deal, so the deal checks
// take the list as a whole and go card by card only to find what is wrong). The repeat
// test rides along with the set instead of counting its cards (CardSet::size calls
// libgcc's popcount in this build).
struct DealtList {
  CardSet cards;  // CardSet::of(list)
  bool fresh = false;
};
inline DealtList dealt_list(std::span<const Card> list, const CardSet& deck, const CardSet& before) {
  CardSet s;
  bool repeated = false;
  for (Card c : list) {
    const CardSet& one = card_set_detail::kOneCard[static_cast<std::size_t>(c.id())];
    repeated |= !(s & one).empty();
    s |= one;
  }
  return {s, !repeated && !s.contains(Card::unknown()) && (s & deck) == s && (s & before).empty()};
}

}  // namespace stichprobe::engine
