// A dealt list checked as a whole (issue 21: the deal checks were most of Dappen's deal
// time): its set built from CardSet::one's table, with whether it is new to the deal.
#pragma once
#include <span>

#include "formats/card.h"

namespace stichprobe::engine {

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
    const CardSet one = CardSet::one(c);
    repeated |= !(s & one).empty();
    s |= one;
  }
  return {s, !repeated && !s.contains(Card::unknown()) && (s & deck) == s && (s & before).empty()};
}

}  // namespace stichprobe::engine
