#include "validator/core/trick.h"

#include "validator/core/deck.h"

namespace stichprobe::core {

FollowClass follow_class(Card c, const TrickRules& rules) {
  if (c.is_unknown()) return FollowClass::None;
  if (c.is_fool()) {
    if (rules.fool == FoolRole::HighestTrump && rules.tarock_trumps) return FollowClass::Trump;
    return FollowClass::None;
  }
  if (c.is_trump()) return rules.tarock_trumps ? FollowClass::Trump : FollowClass::None;
  if (rules.trump_suit && c.suit() == *rules.trump_suit) return FollowClass::Trump;
  return static_cast<FollowClass>(static_cast<int>(c.suit()));
}

FollowClass led_class(const std::vector<Card>& trick_so_far, const TrickRules& rules) {
  for (Card c : trick_so_far) {
    FollowClass k = follow_class(c, rules);
    if (k != FollowClass::None) return k;
  }
  return FollowClass::None;
}

CardSet legal_cards(const CardSet& hand, const std::vector<Card>& trick_so_far, const TrickRules& rules) {
  const FollowClass led = led_class(trick_so_far, rules);
  if (led == FollowClass::None) return hand;
  CardSet follow, trumps, free;
  for (Card c : hand.cards()) {
    FollowClass k = follow_class(c, rules);
    if (k == led) follow.insert(c);
    if (k == FollowClass::Trump) trumps.insert(c);
    if (c.is_fool() && rules.fool == FoolRole::Excuse) free.insert(c);
  }
  CardSet out = !follow.empty() ? follow : (rules.must_trump && !trumps.empty()) ? trumps : hand;
  for (Card c : free.cards()) out.insert(c);
  return out;
}

std::optional<PlayFault> play_fault(const CardSet& hand, const std::vector<Card>& trick_so_far, Card card,
                                    const TrickRules& rules) {
  if (!hand.contains(card)) return PlayFault::NotHeld;
  if (legal_cards(hand, trick_so_far, rules).contains(card)) return std::nullopt;
  const FollowClass led = led_class(trick_so_far, rules);
  for (Card c : hand.cards())
    if (follow_class(c, rules) == led) return PlayFault::MustFollowSuit;
  return PlayFault::MustTrump;
}

namespace {
int strength(Card c, const TrickRules& rules) {
  if (c.is_fool()) return 22;
  if (c.is_trump()) return c.trump_number();
  return rules.suit_order == SuitOrder::Tapp ? tapp_suit_strength(c) : tarot_suit_strength(c);
}
}  // namespace

int trick_winner(const std::vector<Card>& trick, const TrickRules& rules) {
  const FollowClass led = led_class(trick, rules);
  int best = -1;
  bool best_trump = false;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    const Card c = trick[static_cast<std::size_t>(i)];
    const FollowClass k = follow_class(c, rules);
    if (k == FollowClass::None) continue;  // an Excuse or powerless fool never wins
    const bool trump = k == FollowClass::Trump;
    if (!trump && k != led) continue;
    if (best < 0 || (trump && !best_trump) ||
        (trump == best_trump && strength(c, rules) > strength(trick[static_cast<std::size_t>(best)], rules))) {
      best = i;
      best_trump = trump;
    }
  }
  return best < 0 ? 0 : best;
}

}  // namespace stichprobe::core
