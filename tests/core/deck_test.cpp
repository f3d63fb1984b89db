// The decks of THR §3 (core): their sizes and cards, every card's code round-tripping,
// and the suit orders.
#include <catch2/catch.hpp>

#include "formats/card.h"
#include "validator/core/deck.h"

using namespace stichprobe;

TEST_CASE("THR card codes round-trip for every card of every deck", "[card]") {
  for (auto kind : {core::DeckKind::Cego54, core::DeckKind::Troggu62, core::DeckKind::Tarot78, core::DeckKind::Tapp36,
                    core::DeckKind::Tapp32}) {
    for (Card c : core::deck(kind).cards) {
      auto parsed = parse_card_code(card_code(c));
      REQUIRE(parsed);
      CHECK(*parsed == c);
    }
  }
}

TEST_CASE("deck sizes are those of THR §3", "[deck]") {
  CHECK(core::deck(core::DeckKind::Cego54).size() == 54);
  CHECK(core::deck(core::DeckKind::Troggu62).size() == 62);
  CHECK(core::deck(core::DeckKind::Tarot78).size() == 78);
  CHECK(core::deck(core::DeckKind::Tapp36).size() == 36);
  CHECK(core::deck(core::DeckKind::Tapp32).size() == 32);
  // Cego: "in ♠ und ♣: 10, 9, 8, 7; in ♥ und ♦: A, 2, 3, 4" (dappen.de.txt, Das Cego-Blatt)
  const auto& cego = core::deck(core::DeckKind::Cego54);
  CHECK(cego.contains(*parse_card_code("S7")));
  CHECK_FALSE(cego.contains(*parse_card_code("S6")));
  CHECK(cego.contains(*parse_card_code("H4")));
  CHECK_FALSE(cego.contains(*parse_card_code("H5")));
  // Troggu: swords and batons lose 1-4, cups and coins 10-7 (troggu.de.txt, Karten)
  const auto& troggu = core::deck(core::DeckKind::Troggu62);
  CHECK(troggu.contains(*parse_card_code("S5")));
  CHECK_FALSE(troggu.contains(*parse_card_code("S4")));
  CHECK(troggu.contains(*parse_card_code("D6")));
  CHECK_FALSE(troggu.contains(*parse_card_code("D7")));
  CHECK_FALSE(core::deck(core::DeckKind::Tapp32).contains(*parse_card_code("H6")));
}

TEST_CASE("suit orders: black 10 high, red 1 high, courts above; Tapp A 10 K Q J 9 8 7 6", "[deck]") {
  auto s = [](const char* code) { return core::tarot_suit_strength(*parse_card_code(code)); };
  // "Bei den schwarzen Farben hat der Zehner die höchste Stichkraft, bei den roten der Einser."
  CHECK(s("C10") > s("C9"));
  CHECK(s("H1") > s("H2"));
  CHECK(s("HJ") > s("H1"));
  CHECK(s("SK") > s("SQ"));
  CHECK(s("SQ") > s("SC"));
  CHECK(s("SC") > s("SJ"));
  auto t = [](const char* code) { return core::tapp_suit_strength(*parse_card_code(code)); };
  CHECK(t("HA") > t("H10"));
  CHECK(t("H10") > t("HK"));
  CHECK(t("HJ") > t("H9"));
  CHECK(t("H7") > t("H6"));
}
