#include "validator/core/deck.h"

#include <array>

namespace stichprobe::core {
namespace {
Deck make_deck(DeckKind kind) {
  Deck d{kind, {}, {}};
  auto add = [&d](Card c) {
    d.cards.push_back(c);
    d.set.insert(c);
  };
  const bool tarock = kind == DeckKind::Cego54 || kind == DeckKind::Troggu62 || kind == DeckKind::Tarot78;
  if (tarock) {
    for (int n = 1; n <= 21; ++n) add(Card::trump(n));
    add(Card::fool());
  }
  for (Suit s : kSuits) {
    if (tarock) {
      for (Rank r : {Rank::King, Rank::Queen, Rank::Cavalier, Rank::Jack}) add(Card::suited(s, r));
      int lo = 1, hi = 10;  // Tarot78
      if (kind == DeckKind::Cego54) {
        lo = is_red(s) ? 1 : 7;
        hi = is_red(s) ? 4 : 10;
      } else if (kind == DeckKind::Troggu62) {
        lo = is_red(s) ? 1 : 5;
        hi = is_red(s) ? 6 : 10;
      }
      for (int p = lo; p <= hi; ++p) add(Card::suited(s, static_cast<Rank>(p - 1)));
    } else {
      for (Rank r : {Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Pip10, Rank::Pip9, Rank::Pip8, Rank::Pip7})
        add(Card::suited(s, r));
      if (kind == DeckKind::Tapp36) add(Card::suited(s, Rank::Pip6));
    }
  }
  return d;
}
}  // namespace

std::vector<Card> Deck::missing_from(const CardSet& seen) const {
  std::vector<Card> out;
  if ((set & seen) == set) return out;
  for (Card c : cards)
    if (!seen.contains(c)) out.push_back(c);
  return out;
}

const Deck& deck(DeckKind kind) {
  static const std::array<Deck, 5> kDecks{make_deck(DeckKind::Cego54), make_deck(DeckKind::Troggu62),
                                          make_deck(DeckKind::Tarot78), make_deck(DeckKind::Tapp36),
                                          make_deck(DeckKind::Tapp32)};
  return kDecks[static_cast<std::size_t>(kind)];
}

const char* deck_name(DeckKind kind) {
  switch (kind) {
    case DeckKind::Cego54: return "Cego 54";
    case DeckKind::Troggu62: return "Troggu 62";
    case DeckKind::Tarot78: return "Tarot 78";
    case DeckKind::Tapp36: return "Tapp 36";
    case DeckKind::Tapp32: return "Tapp 32";
  }
  return "?";
}

}  // namespace stichprobe::core
