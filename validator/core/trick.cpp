#include "validator/core/trick.h"

#include <array>
#include <cstdint>

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
// 256 places (a Card is one byte): a lookup needs no bound.
using StrengthRow = std::array<std::uint8_t, 256>;
struct StrengthTable {
  StrengthRow tarot{}, tapp{};
  StrengthTable() {
    for (int id = 0; id < Card::kIdCount; ++id) {
      const Card c = Card::from_id(id);
      const std::size_t i = static_cast<std::size_t>(id);
      if (c.is_fool())
        tarot[i] = tapp[i] = 22;
      else if (c.is_trump())
        tarot[i] = tapp[i] = static_cast<std::uint8_t>(c.trump_number());
      else if (c.is_suited()) {
        tarot[i] = static_cast<std::uint8_t>(tarot_suit_strength(c));
        tapp[i] = static_cast<std::uint8_t>(tapp_suit_strength(c));
      }
    }
  }
};

const StrengthRow& strengths(const TrickRules& rules) {
  static const StrengthTable kTable;
  return rules.suit_order == SuitOrder::Tapp ? kTable.tapp : kTable.tarot;
}

// follow_class() of every card id (a Card is one byte) under each way the rules can
// give the classes: whether tarocks are trumps, the trump suit (none or one of four) and
// the fool's role. Built once (immutable): a trick's winner is then one lookup per card.
constexpr std::size_t kClassRules = 2 * 5 * 3;
std::size_t class_rules_index(const TrickRules& rules) {
  const std::size_t suit = rules.trump_suit ? 1 + static_cast<std::size_t>(*rules.trump_suit) : 0;
  return (rules.tarock_trumps ? 1 : 0) + 2 * suit + 10 * static_cast<std::size_t>(rules.fool);
}
using ClassTable = std::array<FollowClass, 256>;
const ClassTable& classes(const TrickRules& rules) {
  static const std::array<ClassTable, kClassRules> kTables = [] {
    std::array<ClassTable, kClassRules> out{};
    for (int tarocks = 0; tarocks < 2; ++tarocks)
      for (int suit = 0; suit < 5; ++suit)
        for (int fool = 0; fool < 3; ++fool) {
          TrickRules r;
          r.tarock_trumps = tarocks == 1;
          if (suit > 0) r.trump_suit = static_cast<Suit>(suit - 1);
          r.fool = static_cast<FoolRole>(fool);
          ClassTable& t = out[class_rules_index(r)];
          for (int id = 0; id < 256; ++id) t[static_cast<std::size_t>(id)] = follow_class(Card::from_id(id), r);
        }
    return out;
  }();
  return kTables[class_rules_index(rules)];
}
}  // namespace

TrickWinner::TrickWinner(const TrickRules& rules)
    : class_of_(classes(rules).data()), strength_(strengths(rules).data()) {}

int trick_winner(std::span<const Card> trick, const TrickRules& rules) {
  TrickWinner winner(rules);
  for (Card c : trick) winner.add(c);
  return winner.best();
}

}  // namespace stichprobe::core
