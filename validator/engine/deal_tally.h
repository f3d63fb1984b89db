// The card accounting every deal check shares: each dealt card is unknown ('?'),
// outside the game's deck, or one dealt more often than once; afterwards, which cards
// of the deck nobody got. The games word the findings (their deck, their section), so
// the faults come back through callbacks at the token that shows them.
#pragma once
#include <array>
#include <cstddef>
#include <span>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"
#include "validator/engine/small_vector.h"

namespace stichprobe::engine {

class DealTally {
 public:
  explicit DealTally(const CardSet& deck) : deck_(deck) {}

  // `not_in_deck(card, pos)` for a card the deck lacks, `dealt_twice(card, pos)` at a
  // card's second appearance (once per card, however often it recurs).
  template <class NotInDeck, class DealtTwice>
  void note(const record::CardList& list, NotInDeck&& not_in_deck, DealtTwice&& dealt_twice) {
    for (std::size_t i = 0; i < list.cards.size(); ++i) {
      const Card c = list.cards[i];
      const Pos pos = i < list.token_pos.size() ? list.token_pos[i] : list.pos;
      if (c.is_unknown()) {
        unknown_ = true;
      } else if (!deck_.contains(c)) {
        not_in_deck(c, pos);
      } else if (++count_[static_cast<std::size_t>(c.id())] == 2) {
        dealt_twice(c, pos);
      }
    }
  }

  bool any_unknown() const { return unknown_; }
  bool dealt(Card c) const { return count_[static_cast<std::size_t>(c.id())] > 0; }
  // The deck's cards nobody was dealt, in the deck's order.
  CardRow missing(std::span<const Card> deck_order) const {
    CardRow out;
    for (Card c : deck_order)
      if (!dealt(c)) out.push_back(c);
    return out;
  }

 private:
  const CardSet& deck_;
  std::array<int, Card::kIdCount> count_{};
  bool unknown_ = false;
};

}  // namespace stichprobe::engine
