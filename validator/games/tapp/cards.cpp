#include "validator/games/tapp/cards.h"

#include <array>
#include <cstdint>

namespace stichprobe::games::tapp {

namespace {
constexpr int augen(Card c) {
  if (!c.is_suited()) return 0;
  switch (c.rank()) {
    case Rank::Ace: return 11;
    case Rank::Pip10: return 10;
    case Rank::King: return 4;
    case Rank::Queen: return 3;
    case Rank::Jack: return 2;
    default: return 0;
  }
}

// Augen by card id: piles are summed for every verdict and score.
constexpr std::array<std::uint8_t, Card::kIdCount> kAugen = [] {
  std::array<std::uint8_t, Card::kIdCount> t{};
  for (int id = 0; id < Card::kIdCount; ++id)
    t[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(augen(Card::from_id(id)));
  return t;
}();
}  // namespace

int card_points(Card c) {
  const auto id = static_cast<std::size_t>(c.id());
  return id < kAugen.size() ? kAugen[id] : augen(c);
}

int pile_points(std::span<const Card> cards) {
  int sum = 0;
  for (Card c : cards) sum += card_points(c);
  return sum;
}

core::TrickRules trick_rules(const Contract& c, const Rules& r) {
  core::TrickRules t;
  t.tarock_trumps = false;
  t.suit_order = core::SuitOrder::Tapp;
  t.fool = core::FoolRole::Powerless;
  if (has_trump(c.game)) t.trump_suit = c.trump;
  // "es muss Farbe bekannt oder (bei Farbspielen) Trumpf gespielt werden": Farbspiele
  // name the game type (Herz mit Aufnehmen is "ein Farbspiel Herz"); option trump-obligation.
  t.must_trump =
      c.game == Game::Farbspiel || c.game == Game::HerzAufnehmen || (r.trump_in_all_trump_games && has_trump(c.game));
  return t;
}

}  // namespace stichprobe::games::tapp
