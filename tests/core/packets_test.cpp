#include <catch2/catch.hpp>

#include "validator/core/deck.h"
#include "validator/core/packets.h"

using namespace stichprobe;

namespace {
std::vector<Card> cards(std::initializer_list<const char*> codes) {
  std::vector<Card> v;
  for (auto code : codes) v.push_back(*parse_card_code(code));
  return v;
}
}  // namespace

TEST_CASE("Tapp Tarock: packets of three minus 2, the whole Cego deck counts 70", "[packets]") {
  // "grouped in packets of three ... Each packet is scored and 2 card points deducted"
  const auto& deck = core::deck(core::DeckKind::Cego54);
  CHECK(core::packet_total(deck.cards, core::tarock_card_value, core::kThreesMinusTwo) == Rational(70));
  // "If one or two are left over they should be low cards ... worth 1/3 point each"
  CHECK(core::packet_total(cards({"T2"}), core::tarock_card_value, core::kThreesMinusTwo) == Rational(1, 3));
  CHECK(core::packet_total(cards({"T2", "S7"}), core::tarock_card_value, core::kThreesMinusTwo) == Rational(2, 3));
  CHECK(core::packet_total(cards({"HK", "T2", "S7"}), core::tarock_card_value, core::kThreesMinusTwo) == Rational(5));
}

TEST_CASE("Dappen: pairs minus 1, a lone card one less; 79 or 78 in all", "[packets]") {
  // "Die Karten werden paarweise zusammen gezählt und 1 vom Paarwert abgezogen.
  //  Überzählige Einzelkarten sind 1 weniger Wert als angegeben."
  CHECK(core::packet_total(cards({"HK", "S7"}), core::tarock_card_value, core::kPairsMinusOne) == Rational(5));
  CHECK(core::packet_total(cards({"HK"}), core::tarock_card_value, core::kPairsMinusOne) == Rational(4));
  const auto& deck = core::deck(core::DeckKind::Cego54);
  // "Der Gesamtwert der Karten ist 79, bzw. 78 wenn beide Parteien je eine überzählige Karte haben."
  CHECK(core::packet_total(deck.cards, core::tarock_card_value, core::kPairsMinusOne) == Rational(79));
  std::vector<Card> a(deck.cards.begin(), deck.cards.begin() + 27), b(deck.cards.begin() + 27, deck.cards.end());
  CHECK(core::packet_total(a, core::tarock_card_value, core::kPairsMinusOne) +
            core::packet_total(b, core::tarock_card_value, core::kPairsMinusOne) ==
        Rational(78));
}

TEST_CASE("packets are laid out a high card with low cards, and sum to the total", "[packets]") {
  const auto pile = cards({"HK", "SQ", "T2", "T3", "S7", "S8", "T21"});
  const auto count = core::count_in_packets(pile, core::tarock_card_value, core::kThreesMinusTwo);
  Rational sum;
  std::size_t n = 0;
  for (const auto& p : count.packets) {
    sum += p.value;
    n += p.cards.size();
    CHECK(p.cards.size() <= 3);
  }
  CHECK(n == pile.size());
  CHECK(sum == count.total);
  CHECK(count.total == core::packet_total(pile, core::tarock_card_value, core::kThreesMinusTwo));
}
