#include "validator/core/trick.h"

#include <array>

#include "validator/core/deck.h"

namespace stichprobe::core {

FollowClass led_class(std::span<const Card> trick_so_far, const TrickRules& rules) {
  for (Card c : trick_so_far) {
    FollowClass k = follow_class(c, rules);
    if (k != FollowClass::None) return k;
  }
  return FollowClass::None;
}

namespace {

constexpr CardSet suit_cards(Suit s) {
  const int first = Card::suited(s, Rank::Pip1).id();
  return CardSet::range(first, first + kRankCount - 1);
}

// The cards of each follow class under `rules`, as masks: the same partition as
// follow_class(), so a hand is split with three ANDs instead of a loop over its cards.
CardSet class_cards(FollowClass k, const TrickRules& rules) {
  static constexpr CardSet kTrumps = CardSet::range(1, 21);
  static constexpr CardSet kFool = CardSet::range(22, 22);
  static constexpr std::array<CardSet, 4> kSuitCards{suit_cards(Suit::Clubs), suit_cards(Suit::Spades),
                                                     suit_cards(Suit::Hearts), suit_cards(Suit::Diamonds)};
  if (k == FollowClass::None) return {};
  if (k == FollowClass::Trump) {
    CardSet out;
    if (rules.tarock_trumps) {
      out |= kTrumps;
      if (rules.fool == FoolRole::HighestTrump) out |= kFool;
    }
    if (rules.trump_suit) out |= kSuitCards[static_cast<std::size_t>(*rules.trump_suit)];
    return out;
  }
  const auto suit = static_cast<Suit>(static_cast<int>(k));
  if (rules.trump_suit && *rules.trump_suit == suit) return {};
  return kSuitCards[static_cast<std::size_t>(suit)];
}

CardSet legal_for(const CardSet& hand, FollowClass led, const TrickRules& rules) {
  if (led == FollowClass::None) return hand;
  const CardSet follow = hand & class_cards(led, rules);
  const CardSet trumps = hand & class_cards(FollowClass::Trump, rules);
  CardSet out = !follow.empty() ? follow : (rules.must_trump && !trumps.empty()) ? trumps : hand;
  if (rules.fool == FoolRole::Excuse && hand.contains(Card::fool())) out.insert(Card::fool());
  return out;
}

}  // namespace

CardSet legal_cards(const CardSet& hand, std::span<const Card> trick_so_far, const TrickRules& rules) {
  return legal_for(hand, led_class(trick_so_far, rules), rules);
}

CardSet legal_cards(const CardSet& hand, FollowClass led, const TrickRules& rules) {
  return legal_for(hand, led, rules);
}

std::optional<PlayFault> play_fault_beyond_following(const CardSet& hand, FollowClass led, Card card,
                                                     const TrickRules& rules) {
  if (legal_for(hand, led, rules).contains(card)) return std::nullopt;
  if (!(hand & class_cards(led, rules)).empty()) return PlayFault::MustFollowSuit;
  return PlayFault::MustTrump;
}

std::optional<PlayFault> play_fault(const CardSet& hand, std::span<const Card> trick_so_far, Card card,
                                    const TrickRules& rules) {
  return play_fault(hand, led_class(trick_so_far, rules), card, rules);
}

namespace {
// Strength of every card id under both suit orders, looked up once per card of a trick.
struct StrengthTable {
  std::array<int, Card::kIdCount> tarot{}, tapp{};
  StrengthTable() {
    for (int id = 0; id < Card::kIdCount; ++id) {
      const Card c = Card::from_id(id);
      const std::size_t i = static_cast<std::size_t>(id);
      if (c.is_fool())
        tarot[i] = tapp[i] = 22;
      else if (c.is_trump())
        tarot[i] = tapp[i] = c.trump_number();
      else if (c.is_suited()) {
        tarot[i] = tarot_suit_strength(c);
        tapp[i] = tapp_suit_strength(c);
      }
    }
  }
};

const std::array<int, Card::kIdCount>& strengths(const TrickRules& rules) {
  static const StrengthTable kTable;
  return rules.suit_order == SuitOrder::Tapp ? kTable.tapp : kTable.tarot;
}
}  // namespace

int trick_winner(std::span<const Card> trick, const TrickRules& rules) {
  FollowClass led = FollowClass::None;  // led_class(trick), found on the way: the first card with a class
  const auto& strength = strengths(rules);
  int best = -1, best_strength = 0;
  bool best_trump = false;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    const Card c = trick[static_cast<std::size_t>(i)];
    const FollowClass k = follow_class(c, rules);
    if (k == FollowClass::None) continue;  // an Excuse or powerless fool never wins
    if (led == FollowClass::None) led = k;
    const bool trump = k == FollowClass::Trump;
    if (!trump && k != led) continue;
    const int s = strength[static_cast<std::size_t>(c.id()) % strength.size()];
    if (best < 0 || (trump && !best_trump) || (trump == best_trump && s > best_strength)) {
      best = i;
      best_strength = s;
      best_trump = trump;
    }
  }
  return best < 0 ? 0 : best;
}

}  // namespace stichprobe::core
