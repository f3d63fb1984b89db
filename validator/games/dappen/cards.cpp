// Dappen's cards: the 5ers, the count, pressing, the trick rules and the bound tricks.
#include "validator/games/dappen/cards.h"

namespace stichprobe::games::dappen {

bool is_five(Card c) { return !c.is_unknown() && core::tarock_card_value(c) == 5; }

int count_fives(const CardSet& cards) {
  int n = 0;
  for (Card c : cards) n += is_five(c) ? 1 : 0;
  return n;
}

Rational count_points(std::span<const Card> cards, Counting counting) { return count_points(tally(cards), counting); }

CardTally tally(std::span<const Card> cards) {
  CardTally t;
  for (Card c : cards) t.value += core::tarock_card_value(c);
  t.cards = static_cast<std::int64_t>(cards.size());
  return t;
}

Rational count_points(const CardTally& t, Counting counting) {
  const std::int64_t sum = t.value;
  const std::int64_t n = t.cards;
  if (counting == Counting::Pairs) return Rational(sum - n / 2 - n % 2);
  // Threes: 2 off each three, 1 off one or two left over (not a share of 2).
  return Rational(sum - 2 * (n / 3) - (n % 3 != 0 ? 1 : 0));
}

bool pflichtdappen_a(const CardSet& hand) {
  int t = 0, h = 0;
  for (Card c : hand) {
    if (c.is_fool()) {
      ++t;
      h = 22;
    } else if (c.is_trump()) {
      ++t;
      if (c.trump_number() > h) h = c.trump_number();
    }
  }
  return t > 0 && t + h > 22;
}

namespace {
bool is_king(Card c) { return c.is_suited() && c.rank() == Rank::King; }

int count_if(const CardSet& s, bool (*pred)(Card)) {
  int n = 0;
  for (Card c : s) n += pred(c) ? 1 : 0;
  return n;
}
bool is_trump_five(Card c) { return is_five(c) && !is_king(c); }
}  // namespace

std::optional<DiscardFault> discard_fault(const Rules& r, int active, const CardSet& held,
                                          std::span<const Card> discard, const std::string& contract) {
  int fives = 0, kings = 0, trump_fives = 0;
  for (Card c : discard) {
    fives += is_five(c) ? 1 : 0;
    kings += is_king(c) ? 1 : 0;
    trump_fives += is_trump_five(c) ? 1 : 0;
  }
  if (r.v.honours_rule) {
    // "Im Spiel zu siebt gibt es keine Einschränkung für das Ablegen."
    if (active == 7) return std::nullopt;
    switch (r.honours) {
      case Honours::Kings:
        if (kings > 0 && count_if(held, is_king) < 4) return DiscardFault{"exchange.forbidden-discard/king-honneur"};
        return std::nullopt;
      case Honours::Fives:
        if (fives > 0 && count_fives(held) < 4) return DiscardFault{"exchange.forbidden-discard/five-honneur"};
        return std::nullopt;
      case Honours::Wallis:
        if (trump_fives > 0) return DiscardFault{"exchange.forbidden-discard/trump-five"};
        if (kings > 0 && count_if(held, is_king) < 4) return DiscardFault{"exchange.forbidden-discard/king"};
        return std::nullopt;
    }
  }
  // "5er drücken ist nicht erlaubt!" — unless the kept hand is too small for them all.
  const int kept = held.size() - static_cast<int>(discard.size());
  const int unavoidable = count_fives(held) > kept ? count_fives(held) - kept : 0;
  if (fives > unavoidable)
    return DiscardFault{unavoidable == 0   ? "exchange.forbidden-discard/five"
                        : unavoidable == 1 ? "exchange.forbidden-discard/only-one"
                                           : "exchange.forbidden-discard/only",
                        unavoidable};
  (void)contract;
  return std::nullopt;
}

std::optional<std::string_view> contract_cards_missing(const std::string& contract, const CardSet& hand) {
  const int kings = count_if(hand, is_king);
  if (contract == "hannes" && kings < 1) return "exchange.contract-not-held/hannes";
  if (contract == "zwei-hannes" && kings < 2) return "exchange.contract-not-held/zwei-hannes";
  if (contract == "geiss" && !hand.contains(Card::trump(1))) return "exchange.contract-not-held/geiss";
  return std::nullopt;
}

const core::Deck& deck() { return core::deck(core::DeckKind::Cego54); }

core::TrickRules trick_rules(bool powerless_fool) {
  core::TrickRules r;
  r.fool = powerless_fool ? core::FoolRole::Powerless : core::FoolRole::HighestTrump;
  return r;
}

Card bound_card(int trick_no) {
  switch (trick_no) {
    case 1: return Card::fool();
    case 2: return Card::trump(21);
    case 3: return Card::trump(1);
    default: return Card::unknown();
  }
}

bool is_bound_trick(const Rules& r, int trick_no) { return r.v.bound_tricks && trick_no >= 1 && trick_no <= 3; }

CardSet bound_legal(int trick_no, const CardSet& hand) {
  // "In den ersten drei Stichen muss Trumpf gespielt werden. [...] Wer keinen Trumpf zugeben kann oder darf [...],
  // spielt eine leere Karte, sonst eine beliebige Farbkarte."
  const Card bound = bound_card(trick_no);
  if (hand.contains(bound)) return CardSet::of({bound});
  CardSet trumps, empty, suited;
  for (Card c : hand) {
    bool later_bound = false;
    for (int t = trick_no + 1; t <= 3; ++t) later_bound = later_bound || c == bound_card(t);
    if ((c.is_trump() || c.is_fool()) && !later_bound) trumps.insert(c);
    if (c.is_suited()) {
      suited.insert(c);
      if (c.rank() <= Rank::Pip10) empty.insert(c);
    }
  }
  if (!trumps.empty()) return trumps;
  if (!empty.empty()) return empty;
  if (!suited.empty()) return suited;
  return hand;
}

}  // namespace stichprobe::games::dappen
