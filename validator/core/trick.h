// Follow suit / must trump and the trick winner, shared by all five games.
// A game describes its trick rules as data (TrickRules); special roles that
// depend on the moment (a withheld fool, Bettel without trumps) are chosen by
// the game when it builds the rules for a trick.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "formats/card.h"

namespace stichprobe::core {

enum class FoolRole {
  HighestTrump,  // Sküs / Gstiess / Narr as the 22nd trump: follows and wins as a trump
  Excuse,        // Ski: may be played to any trick instead of a legal card, never wins
  Powerless,     // a withheld fool in its last trick: a card of no suit that cannot win
};

enum class SuitOrder { Tarot, Tapp };

struct TrickRules {
  bool tarock_trumps = true;       // T1..T21 (and the fool unless Excuse) are the trump suit
  std::optional<Suit> trump_suit;  // Tapp: a French suit as trump
  FoolRole fool = FoolRole::HighestTrump;
  bool must_trump = true;  // unable to follow: must trump if able
  SuitOrder suit_order = SuitOrder::Tarot;
};

// What a card is for following: a suit, the trump suit, or nothing (an Excuse).
// Inline: it is asked for every card of every trick, several times.
enum class FollowClass { Clubs, Spades, Hearts, Diamonds, Trump, None };
constexpr FollowClass follow_class(Card c, const TrickRules& rules) {
  if (c.is_unknown()) return FollowClass::None;
  if (c.is_fool()) {
    if (rules.fool == FoolRole::HighestTrump && rules.tarock_trumps) return FollowClass::Trump;
    return FollowClass::None;
  }
  if (c.is_trump()) return rules.tarock_trumps ? FollowClass::Trump : FollowClass::None;
  if (rules.trump_suit && c.suit() == *rules.trump_suit) return FollowClass::Trump;
  return static_cast<FollowClass>(static_cast<int>(c.suit()));
}

// The class the trick asks for: that of the first card with a class (an Excuse
// led leaves the choice to the next card). None if no card so far has one.
FollowClass led_class(std::span<const Card> trick_so_far, const TrickRules& rules);

// The cards of `hand` that may be played next to `trick_so_far`.
CardSet legal_cards(const CardSet& hand, std::span<const Card> trick_so_far, const TrickRules& rules);

// Why a card is illegal, for findings; nullopt if legal.
enum class PlayFault { NotHeld, MustFollowSuit, MustTrump };
std::optional<PlayFault> play_fault(const CardSet& hand, std::span<const Card> trick_so_far, Card card,
                                    const TrickRules& rules);

// The same two with the led class already known: a trick's players keep it as the
// trick goes on instead of scanning the cards so far for every card.
CardSet legal_cards(const CardSet& hand, FollowClass led, const TrickRules& rules);
// A held card when nothing is led yet or that follows the led class is legal without
// more (the common case, inline); the rest builds the legal set.
std::optional<PlayFault> play_fault_beyond_following(const CardSet& hand, FollowClass led, Card card,
                                                     const TrickRules& rules);
inline std::optional<PlayFault> play_fault(const CardSet& hand, FollowClass led, Card card, const TrickRules& rules) {
  if (!hand.contains(card)) return PlayFault::NotHeld;
  // follow_class and the legal set's class masks are the same partition of the real cards.
  if (led == FollowClass::None || (card.id() < Card::kIdCount && follow_class(card, rules) == led)) return std::nullopt;
  return play_fault_beyond_following(hand, led, card, rules);
}

namespace detail {
// follow_class() of every card id (a Card is one byte) under each way the rules can give
// the classes: whether tarocks are trumps, the trump suit (none or one of four) and the
// fool's role; and each card's strength under each suit order. Built at compile time
// (trick.cpp): a trick's winner is one lookup per card, and finding the tables one index.
inline constexpr std::size_t kClassRules = 2 * 5 * 3;
constexpr std::size_t class_rules_index(const TrickRules& rules) {
  const std::size_t suit = rules.trump_suit ? 1 + static_cast<std::size_t>(*rules.trump_suit) : 0;
  return (rules.tarock_trumps ? 1 : 0) + 2 * suit + 10 * static_cast<std::size_t>(rules.fool);
}
using ClassTable = std::array<FollowClass, 256>;
using StrengthRow = std::array<std::uint8_t, 256>;
extern const std::array<ClassTable, kClassRules> kClassTables;
extern const std::array<StrengthRow, 2> kStrengthRows;  // SuitOrder::Tarot, SuitOrder::Tapp
}  // namespace detail

// The winner of a trick found as its cards come (one pass: the trick play adds each card
// as it checks it). Each card is one lookup in tables built once per way of giving the
// classes and the suit order.
class TrickWinner {
 public:
  explicit TrickWinner(const TrickRules& rules)
      : class_of_(detail::kClassTables[detail::class_rules_index(rules)].data()),
        strength_(detail::kStrengthRows[rules.suit_order == SuitOrder::Tapp ? 1 : 0].data()) {}
  // follow_class(c, rules), by the table.
  FollowClass class_of(Card c) const { return class_of_[c.id()]; }
  // The class the trick asks for so far (led_class of the cards added).
  FollowClass led() const { return led_; }
  void add(Card c) {
    const int i = count_++;
    const FollowClass k = class_of_[c.id()];
    if (k == FollowClass::None) return;  // an Excuse or powerless fool never wins
    if (led_ == FollowClass::None) led_ = k;
    const bool trump = k == FollowClass::Trump;
    if (!trump && k != led_) return;
    const int s = strength_[c.id()];
    if (best_ < 0 || (trump && !best_trump_) || (trump == best_trump_ && s > best_strength_)) {
      best_ = i;
      best_strength_ = s;
      best_trump_ = trump;
    }
  }
  // Index (into the cards added) of the winning card; 0 when none can win.
  int best() const { return best_ < 0 ? 0 : best_; }

 private:
  const FollowClass* class_of_;   // 256 places: a Card is one byte
  const std::uint8_t* strength_;  // 256 places
  FollowClass led_ = FollowClass::None;
  int count_ = 0, best_ = -1, best_strength_ = 0;
  bool best_trump_ = false;
};

// Index (into `trick`) of the card that wins the complete trick.
int trick_winner(std::span<const Card> trick, const TrickRules& rules);
inline int trick_winner(const std::vector<Card>& trick, const TrickRules& rules) {
  return trick_winner(std::span<const Card>(trick), rules);
}

}  // namespace stichprobe::core
