// Card codes (THR v1 §3) and exact numbers (§5 "decimals and mixed fractions").
#include <catch2/catch.hpp>

#include "formats/card.h"
#include "formats/rational.h"
#include "formats/thr_reader_context.h"

using namespace stichprobe;

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

TEST_CASE("rationals: '35 2/3', '12.5', '-10' parse exactly and print canonically", "[formats][numbers]") {
  CHECK(parse_rational("35 2/3") == Rational(107, 3));
  CHECK(parse_rational("12.5") == Rational(25, 2));
  CHECK(parse_rational("-10") == Rational(-10));
  CHECK(parse_rational("-35 2/3") == Rational(-107, 3));
  CHECK(parse_rational("2/3") == Rational(2, 3));
  CHECK(parse_rational("+4") == Rational(4));
  CHECK(parse_rational("0.25") == Rational(1, 4));
  for (const char* bad : {"", "abc", "1/0", "3x", "1e3", "12.", ".5", "35 2/", "35 4/3", "--1", "1 2"}) {
    INFO(bad);
    CHECK_FALSE(parse_rational(bad).has_value());
  }
  CHECK(Rational(107, 3).to_string() == "35 2/3");
  CHECK(Rational(-15, 2).to_string() == "-7 1/2");
  CHECK(Rational(36).to_string() == "36");
}

TEST_CASE("integers are strict: no trailing junk, no exponent, no empty value", "[formats][numbers]") {
  using thr_detail::parse_strict_int;
  CHECK(parse_strict_int("3") == 3);
  CHECK(parse_strict_int("-10") == -10);
  CHECK(parse_strict_int(" 7 ") == 7);  // XML white space around a token is not content
  for (const char* bad : {"", "3x", "1e3", "x", "-", "2.0", "99999999999", "0x10"}) {
    INFO(bad);
    CHECK_FALSE(parse_strict_int(bad).has_value());
  }
}
