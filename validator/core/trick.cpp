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

namespace detail {
// The rules that class_rules_index() gives `index` (the classes' part of them).
constexpr TrickRules class_rules(std::size_t index) {
  TrickRules r;
  r.tarock_trumps = index % 2 == 1;
  if (const std::size_t suit = index / 2 % 5; suit > 0) r.trump_suit = static_cast<Suit>(suit - 1);
  r.fool = static_cast<FoolRole>(index / 10);
  return r;
}
static_assert([] {
  for (std::size_t i = 0; i < kClassRules; ++i)
    if (class_rules_index(class_rules(i)) != i) return false;
  return true;
}());
}  // namespace detail

namespace {

constexpr CardSet suit_cards(Suit s) {
  const int first = Card::suited(s, Rank::Pip1).id();
  return CardSet::range(first, first + kRankCount - 1);
}

constexpr CardSet kTrumps = CardSet::range(1, 21);
constexpr CardSet kFool = CardSet::range(22, 22);
constexpr std::array<CardSet, 4> kSuitCards{suit_cards(Suit::Clubs), suit_cards(Suit::Spades), suit_cards(Suit::Hearts),
                                            suit_cards(Suit::Diamonds)};

// The cards of each follow class under `rules`, as masks: the same partition as
// follow_class(), so a hand is split with three ANDs instead of a loop over its cards.
constexpr CardSet class_mask(FollowClass k, const TrickRules& rules) {
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

// class_mask of every class under each way the rules give the classes (as the class
// tables, trick.h): a legal set or a fault is then a few ANDs, asked for every card that
// does not follow the led class.
constexpr std::size_t kClasses = static_cast<std::size_t>(FollowClass::None) + 1;
using ClassMasks = std::array<std::array<CardSet, kClasses>, detail::kClassRules>;
constexpr ClassMasks kClassMasks = [] {
  ClassMasks out{};
  for (std::size_t i = 0; i < detail::kClassRules; ++i)
    for (std::size_t k = 0; k < kClasses; ++k)
      out[i][k] = class_mask(static_cast<FollowClass>(k), detail::class_rules(i));
  return out;
}();

CardSet class_cards(FollowClass k, const TrickRules& rules) {
  return kClassMasks[detail::class_rules_index(rules)][static_cast<std::size_t>(k)];
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

namespace detail {
// Strength of every card id under both suit orders, looked up once per card of a trick.
// 256 places (a Card is one byte): a lookup needs no bound.
constexpr StrengthRow strength_row(SuitOrder order) {
  StrengthRow row{};
  for (int id = 0; id < Card::kIdCount; ++id) {
    const Card c = Card::from_id(id);
    const auto i = static_cast<std::size_t>(id);
    if (c.is_fool())
      row[i] = 22;
    else if (c.is_trump())
      row[i] = static_cast<std::uint8_t>(c.trump_number());
    else if (c.is_suited())
      row[i] = static_cast<std::uint8_t>(order == SuitOrder::Tapp ? tapp_suit_strength(c) : tarot_suit_strength(c));
  }
  return row;
}
constexpr std::array<StrengthRow, 2> kStrengthRows{strength_row(SuitOrder::Tarot), strength_row(SuitOrder::Tapp)};

constexpr std::array<ClassTable, kClassRules> kClassTables = [] {
  std::array<ClassTable, kClassRules> out{};
  for (std::size_t i = 0; i < kClassRules; ++i)
    for (int id = 0; id < 256; ++id)
      out[i][static_cast<std::size_t>(id)] = follow_class(Card::from_id(id), class_rules(i));
  return out;
}();
}  // namespace detail

int trick_winner(std::span<const Card> trick, const TrickRules& rules) {
  TrickWinner winner(rules);
  for (Card c : trick) winner.add(c);
  return winner.best();
}

}  // namespace stichprobe::core
