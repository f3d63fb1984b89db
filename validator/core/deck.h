// The five decks (THR v1 §3) and the orders and values the games share.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"

namespace stichprobe::core {

enum class DeckKind {
  Cego54,    // Dappen, Tapp Tarock: T1-T21, F, K Q C J + C,S: 10 9 8 7 / H,D: 1 2 3 4
  Troggu62,  // T1-T21, F, K Q C J + C,S: 10-5 / H,D: 1-6
  Tarot78,   // Tübinger: T1-T21, F, K Q C J 1-10 in every suit
  Tapp36,    // Tapp: A K Q J 10 9 8 7 6 in four French suits
  Tapp32,    // Tapp without the sixes
};

struct Deck {
  DeckKind kind;
  std::vector<Card> cards;  // in a fixed canonical order (trumps, fool, suits)
  CardSet set;
  bool contains(Card c) const { return set.contains(c); }
  int size() const { return static_cast<int>(cards.size()); }
  // The deck's cards not in `seen`, in the deck's order: what a deal lacks (no walk over
  // the deck when every card is there, the common case).
  std::vector<Card> missing_from(const CardSet& seen) const;
};

const Deck& deck(DeckKind kind);
const char* deck_name(DeckKind kind);

// Red suits are hearts and diamonds ("round" cups and coins in Troggu).
constexpr bool is_red(Suit s) { return s == Suit::Hearts || s == Suit::Diamonds; }

// The Trull (Sküs, XXI "Mond", I "Pagat"): the three honours of the tarock games, which
// count five and make bonuses (Tapp Tarock's Trull, Tübinger's four-kings card, Troggu's
// partner calls). One test for every game.
constexpr bool is_trull(Card c) { return c.is_fool() || c.trump_number() == 21 || c.trump_number() == 1; }
inline const CardSet& trull() {
  static const CardSet kTrull = CardSet::of({Card::fool(), Card::trump(21), Card::trump(1)});
  return kTrull;
}

// Strength of a suited card inside its suit, higher wins (constexpr: the trick winner's
// tables are built from them at compile time).
// Tarot order: K Q C J, then black suits 10 high down to 1, red suits 1 high up to 10.
constexpr int tarot_suit_strength(Card c) {
  switch (c.rank()) {
    case Rank::King: return 14;
    case Rank::Queen: return 13;
    case Rank::Cavalier: return 12;
    case Rank::Jack: return 11;
    case Rank::Ace: return 0;  // not in tarot decks
    default: break;
  }
  const int pip = static_cast<int>(c.rank()) + 1;  // 1..10
  return is_red(c.suit()) ? 11 - pip : pip;        // red: 1 high; black: 10 high
}
// Tapp order: A 10 K Q J 9 8 7 6.
constexpr int tapp_suit_strength(Card c) {
  switch (c.rank()) {
    case Rank::Ace: return 9;
    case Rank::Pip10: return 8;
    case Rank::King: return 7;
    case Rank::Queen: return 6;
    case Rank::Jack: return 5;
    case Rank::Pip9: return 4;
    case Rank::Pip8: return 3;
    case Rank::Pip7: return 2;
    case Rank::Pip6: return 1;
    default: return 0;
  }
}

namespace detail {
constexpr int classic_value(Card c) {
  if (is_trull(c)) return 5;
  if (c.is_trump() || c.is_unknown()) return 1;
  switch (c.rank()) {
    case Rank::King: return 5;
    case Rank::Queen: return 4;
    case Rank::Cavalier: return 3;
    case Rank::Jack: return 2;
    default: return 1;
  }
}
// Every possible id (a Card is one byte), so the lookup needs no range check.
inline constexpr auto kClassicValues = [] {
  std::array<std::int8_t, 256> values{};
  for (int id = 0; id < 256; ++id)
    values[static_cast<std::size_t>(id)] = static_cast<std::int8_t>(classic_value(Card::from_id(id)));
  return values;
}();
}  // namespace detail

// The classic tarock values: K, T1, T21, F = 5; Q 4; C 3; J 2; every other card 1.
// (Dappen, Tapp Tarock and Troggu count with these.)
// A table lookup: every pile of three games is summed with it, card by card.
constexpr int tarock_card_value(Card c) { return detail::kClassicValues[static_cast<std::size_t>(c.id())]; }

}  // namespace stichprobe::core
