// The deck's values and the card rules of Legen, Tout and "von oben herunter".
#include "validator/games/tuebinger-tarock/cards.h"

namespace stichprobe::games::tuebinger_tarock {

namespace {
// A card's Zählwert in halves: integers add without a Rational's gcd per card.
// Tübinger values are the classic ones less a half (K, Sküs, Mond, Pagat 4½; Q 3½;
// C 2½; J 1½; "alle Blättle" and the other tarocks ½), so the honours are told apart
// by the shared core::tarock_card_value, not by a second copy of it.
constexpr int half_points(Card c) { return 2 * core::tarock_card_value(c) - 1; }
static_assert(half_points(Card::fool()) == 9 && half_points(Card::suited(Suit::Hearts, Rank::Queen)) == 7 &&
              half_points(Card::suited(Suit::Clubs, Rank::Jack)) == 3 && half_points(Card::trump(7)) == 1);
}  // namespace

const core::Deck& deck() { return core::deck(core::DeckKind::Tarot78); }

Rational card_value(Card c) { return {half_points(c), 2}; }

Rational pile_value(std::span<const Card> cards) {
  int halves = 0;
  for (Card c : cards) halves += half_points(c);
  return {halves, 2};
}

bool is_low(Card c) { return half_points(c) == 1; }

bool may_lay(Card c) {
  if (c.is_fool() || c.trump_number() == 1 || c.trump_number() == 21) return false;
  return !(c.is_suited() && c.rank() == Rank::King);
}

int king_count(const CardSet& hand) {
  int n = 0;
  for (Suit s : kSuits) n += hand.contains(Card::suited(s, Rank::King)) ? 1 : 0;
  return n;
}

int tarock_count(const CardSet& hand, bool ski_is_tarock) {
  int n = 0;
  for (int t = 1; t <= 21; ++t) n += hand.contains(Card::trump(t)) ? 1 : 0;
  if (ski_is_tarock && hand.contains(Card::fool())) ++n;
  return n;
}

bool tout_eligible(const CardSet& hand) {
  for (Card c : hand)
    if (!is_low(c)) return false;  // excludes kings, courts, T1, T21 and the Ski
  return tarock_count(hand, false) <= 7;
}

std::optional<Card> von_oben_required(const CardSet& hand, Card lead, const CardSet& gone) {
  if (!lead.is_trump()) return std::nullopt;
  std::optional<Card> required;
  // Walk up from the led tarock: a higher one held through a run of tarocks that are
  // no longer in another hand must be led first ("muss den 21er legen").
  for (int t = lead.trump_number() + 1; t <= 21; ++t) {
    const Card c = Card::trump(t);
    if (hand.contains(c)) {
      required = c;
    } else if (!gone.contains(c)) {
      break;  // "wenn der 18er noch auf einer anderen Hand im Spiel ist"
    }
  }
  return required;
}

core::TrickRules trick_rules() {
  core::TrickRules r;
  r.tarock_trumps = true;
  r.fool =
      core::FoolRole::Excuse;  // "Er darf anstelle jeder anderen Karte gespielt werden. Er besitzt keine Stichkraft."
  r.must_trump = true;         // "so muss er stechen (tarocken)"
  r.suit_order = core::SuitOrder::Tarot;
  return r;
}

}  // namespace stichprobe::games::tuebinger_tarock
