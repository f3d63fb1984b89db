#include <catch2/catch.hpp>

#include "formats/rational.h"

using namespace stichprobe;

TEST_CASE("points parse exactly: \"35 2/3\", \"12.5\", \"-10\" (issue 2)", "[rational]") {
  CHECK(parse_rational("35 2/3") == Rational(107, 3));
  CHECK(parse_rational("12.5") == Rational(25, 2));
  CHECK(parse_rational("-10") == Rational(-10));
  CHECK(parse_rational("+4") == Rational(4));
  CHECK(parse_rational("2/3") == Rational(2, 3));
  CHECK(parse_rational("-35 2/3") == Rational(-107, 3));
  CHECK(parse_rational(" 7 ") == Rational(7));
  CHECK(parse_rational("0.25") == Rational(1, 4));
  for (const char* bad : {"", "abc", "1/0", "3x", "1e3", "35 5/3", "1..2", "- 3", "99999999999999999999", "1/", "."})
    CHECK_FALSE(parse_rational(bad).has_value());
}

TEST_CASE("rational arithmetic, ordering, rounding and canonical text", "[rational]") {
  const Rational a(107, 3);
  CHECK(a.ceil() == 36);  // "at least 35 2/3 = 36 points (rounded up)"
  CHECK(a.floor() == 35);
  CHECK(Rational(-7, 2).ceil() == -3);
  CHECK(Rational(-7, 2).floor() == -4);
  CHECK(a + Rational(1, 3) == Rational(36));
  CHECK(Rational(70) - a == Rational(103, 3));
  CHECK(Rational(1, 2) < Rational(2, 3));
  CHECK(a.to_string() == "35 2/3");
  CHECK(Rational(-25, 2).to_string() == "-12 1/2");
  CHECK(Rational(25, 2).to_string(true) == "12.5");
  CHECK(Rational(2, 3).to_string() == "2/3");
  CHECK(Rational(6, 3).to_string() == "2");
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
