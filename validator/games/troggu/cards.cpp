// Card values, trick rules with the Narr, and the Tappist's discard rule.
#include <algorithm>

#include "validator/games/troggu/cards.h"

#include "validator/engine/messages.h"
#include "validator/engine/small_vector.h"
#include "validator/games/troggu/spec.h"

namespace stichprobe::games::troggu {

// "Trumpf XXI, Trumpf I, Narr, Könige 5 Punkte; Königinnen 4; Ritter 3; Buben 2;
// alle restlichen Karten 1" - counted card by card, no packets.
int card_value(Card c) { return core::tarock_card_value(c); }

int points_of(std::span<const Card> cards) {
  int sum = 0;
  for (Card c : cards) sum += card_value(c);
  return sum;
}

bool is_five(Card c) { return !c.is_unknown() && card_value(c) == 5; }

const core::Deck& troggu_deck() { return core::deck(core::DeckKind::Troggu62); }

core::TrickRules trick_rules(bool must_trump, bool powerless_narr) {
  core::TrickRules r;
  r.tarock_trumps = true;
  r.fool = powerless_narr ? core::FoolRole::Powerless : core::FoolRole::HighestTrump;
  r.must_trump = must_trump;
  r.suit_order = core::SuitOrder::Tarot;
  return r;
}

bool may_withhold_narr(const CardSet& hand, std::span<const Card> trick_so_far, const core::TrickRules& rules) {
  // Asked for every card played after the lead: set compares, not CardSet::size (libgcc's
  // popcount in this build). "The Narr and at least one other card" / "the Narr alone".
  const CardSet narr_alone = CardSet::of({Card::fool()});
  if (!hand.contains(Card::fool()) || hand == narr_alone || trick_so_far.empty()) return false;
  return core::legal_cards(hand, trick_so_far, rules) == narr_alone;
}

bool discard_allowed(std::span<const Card> discard, FiveException ex, std::string& why) {
  Message m;
  const bool ok = discard_allowed(discard, ex, m);
  if (!ok) why = m.en;
  return ok;
}

bool discard_allowed(std::span<const Card> discard, FiveException ex, Message& why) {
  engine::CardRow fives;
  for (Card c : discard)
    if (is_five(c)) fives.push_back(c);
  if (fives.empty()) return true;
  std::sort(fives.begin(), fives.end());
  fives.erase(std::unique(fives.begin(), fives.end()), fives.end());
  engine::CardRow allowed;
  if (ex == FiveException::FourKings) {
    for (Suit s : kSuits) allowed.push_back(Card::suited(s, Rank::King));
  } else {
    for (Card c : troggu_deck().cards)
      if (is_five(c)) allowed.push_back(c);
  }
  std::sort(allowed.begin(), allowed.end());
  if (fives == allowed) return true;
  const bool kings = ex == FiveException::FourKings;
  why = engine::say(message_catalogue(), kings ? "phrase.fives-but-kings" : "phrase.fives-but-all",
                    {{"fives", cards_to_string(fives)}});
  return false;
}

}  // namespace stichprobe::games::troggu
