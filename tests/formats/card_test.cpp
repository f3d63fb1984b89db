// THR card codes (§3) and CardSet (formats/card.h).
#include <catch2/catch.hpp>

#include "formats/card.h"

using namespace stichprobe;

TEST_CASE("THR §3 codes: trumps, fool, courts, pips, Tapp ace, unknown", "[card]") {
  CHECK(parse_card_code("T1") == Card::trump(1));
  CHECK(parse_card_code("T21") == Card::trump(21));
  CHECK(parse_card_code("F") == Card::fool());
  CHECK(parse_card_code("HK") == Card::suited(Suit::Hearts, Rank::King));
  CHECK(parse_card_code("SC") == Card::suited(Suit::Spades, Rank::Cavalier));  // spades cavalier
  CHECK(parse_card_code("CC") == Card::suited(Suit::Clubs, Rank::Cavalier));
  CHECK(parse_card_code("C10") == Card::suited(Suit::Clubs, Rank::Pip10));
  CHECK(parse_card_code("DA") == Card::suited(Suit::Diamonds, Rank::Ace));
  CHECK(parse_card_code("?") == Card::unknown());
  for (const char* bad : {"", "T0", "T22", "T01", "X1", "H11", "H0", "HKK", "t1", "f", "C1O", "T2x"})
    CHECK_FALSE(parse_card_code(bad).has_value());
}

TEST_CASE("CardSet insert, erase, contains and size", "[card]") {
  CardSet set;
  CHECK(set.empty());
  set.insert(Card::trump(21));
  set.insert(Card::suited(Suit::Diamonds, Rank::Ace));  // an id above 64
  CHECK(set.size() == 2);
  CHECK(set.contains(Card::trump(21)));
  CHECK(set.contains(Card::suited(Suit::Diamonds, Rank::Ace)));
  set.erase(Card::trump(21));
  CHECK_FALSE(set.contains(Card::trump(21)));
  CHECK(set.cards() == std::vector<Card>{Card::suited(Suit::Diamonds, Rank::Ace)});
}

TEST_CASE("every card of the superset round-trips through its THR code", "[formats][cards]") {
  for (int id = 0; id < Card::kIdCount; ++id) {
    const Card c = Card::from_id(id);
    const std::string code = card_code(c);
    const auto back = parse_card_code(code);
    INFO(code);
    REQUIRE(back.has_value());
    CHECK(*back == c);
  }
  CHECK(parse_card_code("?") == Card::unknown());
  CHECK(parse_card_code("F") == Card::fool());
  CHECK(parse_card_code("T21") == Card::trump(21));
  CHECK(parse_card_code("C10") == Card::suited(Suit::Clubs, Rank::Pip10));
  CHECK(parse_card_code("HC") == Card::suited(Suit::Hearts, Rank::Cavalier));
  CHECK(parse_card_code("DA") == Card::suited(Suit::Diamonds, Rank::Ace));
}

TEST_CASE("codes outside the superset are not cards", "[formats][cards]") {
  for (const char* bad : {"", "T0", "T22", "T01", "t21", "X1", "H11", "H0", "HKK", "F1", "??", " T1", "C 10"}) {
    INFO(bad);
    CHECK_FALSE(parse_card_code(bad).has_value());
  }
}
