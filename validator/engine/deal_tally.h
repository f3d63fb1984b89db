// The card accounting every deal check shares: each dealt card is unknown ('?'),
// outside the game's deck, or one dealt more often than once; afterwards, which cards
// of the deck nobody got. The games word the findings (their deck, their section), so
// the faults come back through callbacks at the token that shows them.
#pragma once
#include <cstddef>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"
#include "validator/core/deck.h"
#include "validator/engine/card_set.h"
#include "validator/engine/small_vector.h"

namespace stichprobe::engine {

class DealTally {
 public:
  explicit DealTally(const CardSet& deck) : deck_(deck) {}

  // `not_in_deck(card, pos)` for a card the deck lacks, `dealt_twice(card, pos)` at a
  // card's second appearance (once per card, however often it recurs). Returns the
  // list's cards as a set (CardSet::of).
  template <class NotInDeck, class DealtTwice>
  CardSet note(const record::CardList& list, NotInDeck&& not_in_deck, DealtTwice&& dealt_twice) {
    const auto [cards, fresh] = dealt_list(list.cards, deck_, seen_);
    if (fresh) {
      seen_ |= cards;
      return cards;
    }
    for (std::size_t i = 0; i < list.cards.size(); ++i) {
      const Card c = list.cards[i];
      const Pos pos = i < list.token_pos.size() ? list.token_pos[i] : list.pos;
      if (c.is_unknown()) {
        unknown_ = true;
      } else if (!deck_.contains(c)) {
        not_in_deck(c, pos);
      } else if (!seen_.contains(c)) {
        seen_.insert(c);
      } else if (!twice_.contains(c)) {
        twice_.insert(c);
        dealt_twice(c, pos);
      }
    }
    return cards;
  }

  bool any_unknown() const { return unknown_; }
  bool dealt(Card c) const { return seen_.contains(c); }
  // The deck's cards nobody was dealt, in the deck's order (`deck`: the deck this tally
  // was made with).
  CardRow missing(const core::Deck& deck) const {
    const std::vector<Card> out = deck.missing_from(seen_);
    return {out.begin(), out.end()};
  }

 private:
  const CardSet& deck_;
  CardSet seen_;   // dealt at least once
  CardSet twice_;  // dealt twice or more: said once
  bool unknown_ = false;
};

}  // namespace stichprobe::engine
