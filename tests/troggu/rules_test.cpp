// Troggu unit tests, each pinned to the sentence of troggu.de.txt it rests on.
#include <catch2/catch.hpp>

#include "validator/games/troggu/cards.h"
#include "validator/games/troggu/rules.h"
#include "validator/games/troggu/spec.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;

namespace {
Card C(const char* code) { return *parse_card_code(code); }
std::vector<Card> cards(std::initializer_list<const char*> codes) {
  std::vector<Card> out;
  for (const char* c : codes) out.push_back(C(c));
  return out;
}
}  // namespace

TEST_CASE("\"Somit verbleiben im Troggu 62 Karten.\"", "[troggu][deck]") {
  REQUIRE(troggu_deck().size() == 62);
  // "Bei den Schwertern und Stäben werden jeweils die Karten 1, 2, 3 und 4 entfernt,
  //  bei den Münzen und Kelchen 10, 9, 8 und 7."
  for (const char* gone : {"S1", "S4", "C2", "C3", "H7", "H10", "D8", "D9"})
    CHECK_FALSE(troggu_deck().contains(C(gone)));
  for (const char* kept : {"S5", "C10", "H1", "D6", "HK", "SC", "F", "T21"}) CHECK(troggu_deck().contains(C(kept)));
}

TEST_CASE("\"Insgesamt befinden sich so insgesamt 114 Punkte im Spiel.\" - counted card by card", "[troggu][deck]") {
  // "Trumpf XXI, Trumpf I, Narr, Könige 5 Punkte; Königinnen 4; Ritter 3; Buben 2; alle restlichen 1":
  // 7 x 5 + 4 x 4 + 4 x 3 + 4 x 2 + 43 x 1 = 114, singly, with no packets.
  CHECK(points_of(troggu_deck().cards) == 114);
  CHECK(kTotalPoints == 114);
  int fives = 0;
  for (Card c : troggu_deck().cards) fives += is_five(c) ? 1 : 0;
  CHECK(fives == 7);
  CHECK(card_value(C("HQ")) == 4);
  CHECK(card_value(C("SC")) == 3);
  CHECK(card_value(C("DJ")) == 2);
  CHECK(card_value(C("T20")) == 1);  // "Auch Ein-Punkte-Trümpfe können abgelegt werden."
}

TEST_CASE("the deal table: Tapp plus every hand is the 62 cards", "[troggu][deal]") {
  // "Spieler | Tapp | pro Spieler": 3 | 8 | 6+6+6 ... 8 | 6 | 4+3
  const auto& standard = variant_rules("standard");
  const int tapp[] = {0, 0, 0, 8, 10, 7, 8, 6, 6};
  const int size[] = {0, 0, 0, 18, 13, 11, 9, 8, 7};
  for (int n = 3; n <= 8; ++n) {
    const DealPlan p = deal_plan(standard, n, {});
    CHECK(p.tapp == tapp[n]);
    CHECK(p.hand_size() == size[n]);
    CHECK(p.tapp + n * p.hand_size() == 62);
  }
}

TEST_CASE("Grächen: \"Der Tapp wird erst nach der Kartenausteilrunde erstellt.\"", "[troggu][deal]") {
  const auto& g = variant_rules("graechen");
  // "fünf ausgeben, Tapp erstellen, sechs ausgeben oder sechs ausgeben, Tapp erstellen, fünf ausgeben"
  const DealPlan five = deal_plan(g, 5, {});
  CHECK(five.packets_before_tapp == std::vector<int>{5});
  CHECK(five.packets_after_tapp == std::vector<int>{6});
  CHECK(five.tapp == 7);
  const DealPlan six_five = deal_plan(g, 5, {{"graechen-five-deal", "six-five"}});
  CHECK(six_five.packets_before_tapp == std::vector<int>{6});
  // "sieben ausgeben, Tapp bilden, restl. sieben ausgeben": 14 each, so the Tapp is what
  // the counts leave (6), not the table's 10. The written counts win over the table; the
  // option "table" restores the table's Tapp of 10 with 7 + 6.
  const DealPlan four = deal_plan(g, 4, {});
  CHECK(four.hand_size() == 14);
  CHECK(four.tapp == 6);
  CHECK(four.tapp + 4 * four.hand_size() == 62);
  const DealPlan table = deal_plan(g, 4, {{"graechen-four-deal", "table"}});
  CHECK(table.tapp == 10);
  CHECK(table.tapp + 4 * table.hand_size() == 62);
}

TEST_CASE(
    "\"Es ist nicht erlaubt, 5-Punkte-Karten abzulegen; einzige Ausnahme ist, wenn vier Könige zusammen "
    "abgelegt werden.\"",
    "[troggu][exchange]") {
  std::string why;
  CHECK(discard_allowed(cards({"T2", "T20", "H1", "SQ"}), FiveException::FourKings, why));
  CHECK_FALSE(discard_allowed(cards({"T2", "CK", "H1"}), FiveException::FourKings, why));
  CHECK_FALSE(discard_allowed(cards({"T1", "H1"}), FiveException::FourKings, why));
  CHECK_FALSE(discard_allowed(cards({"F", "H1"}), FiveException::FourKings, why));
  CHECK(discard_allowed(cards({"CK", "SK", "HK", "DK", "H2"}), FiveException::FourKings, why));
  CHECK_FALSE(discard_allowed(cards({"CK", "SK", "HK", "DK", "T21"}), FiveException::FourKings, why));
  // St. Niklaus / Grächen: "Ablage von vier Königen ist nicht erlaubt, aber wer alle sieben
  // 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen."
  CHECK_FALSE(discard_allowed(cards({"CK", "SK", "HK", "DK", "H2"}), FiveException::AllSevenFives, why));
  CHECK(discard_allowed(cards({"CK", "SK", "HK", "DK", "T1", "T21", "F", "H2"}), FiveException::AllSevenFives, why));
  CHECK(variant_rules("st-niklaus").five_exception == FiveException::AllSevenFives);
  CHECK(variant_rules("graechen").five_exception == FiveException::AllSevenFives);
  CHECK(variant_rules("visp").five_exception == FiveException::FourKings);
}

TEST_CASE(
    "\"Der Narr zählt als höchster Trumpf. Wenn er aber noch der einzige Trumpf auf der Hand eines "
    "Spieler ist, muss er nicht zugegeben werden.\"",
    "[troggu][play]") {
  const auto rules = trick_rules(true, false);
  // Trump led, the Narr the only trump: it may be withheld.
  CHECK(may_withhold_narr(CardSet::of(cards({"F", "H1", "S5"})), cards({"T3"}), rules));
  // A suit led and held: no question of the Narr.
  CHECK_FALSE(may_withhold_narr(CardSet::of(cards({"F", "H1", "S5"})), cards({"HK"}), rules));
  // Void in the led suit, the Narr the only trump: it may be withheld.
  CHECK(may_withhold_narr(CardSet::of(cards({"F", "H1", "S5"})), cards({"DK"}), rules));
  // Another trump beside it: it must be played as a trump like any other.
  CHECK_FALSE(may_withhold_narr(CardSet::of(cards({"F", "T2", "S5"})), cards({"T3"}), rules));
  // Its last card: nothing to withhold it for.
  CHECK_FALSE(may_withhold_narr(CardSet::of(cards({"F"})), cards({"T3"}), rules));
  // As a trump it wins over XXI.
  CHECK(core::trick_winner(cards({"T21", "F", "T5"}), rules) == 1);
  // Withheld, in the last trick: "verliert der Narr seine Stichkraft"; led by it, the next card
  // sets the suit ("die Karte des Spielers rechts neben ihm zeigt nun die Farbe an").
  const auto last = trick_rules(true, true);
  CHECK(core::trick_winner(cards({"F", "H3", "H1", "H6"}), last) == 2);
  CHECK(core::legal_cards(CardSet::of(cards({"H2", "T4"})), cards({"F", "H3"}), last) == CardSet::of(cards({"H2"})));
}

TEST_CASE("variants are data: thresholds and table sizes", "[troggu][variants]") {
  // "Wenn die Verliererseite 30 Punkte oder weniger hat, bezahlt sie den doppelten Grundbetrag."
  CHECK(variant_rules("standard").double_threshold == 30);
  // St. Niklaus: "Wenn die Verlierer 31 oder weniger Punkte machen, bezahlen sie den doppelten Grundbetrag."
  CHECK(variant_rules("st-niklaus").double_threshold == 31);
  // Grächen: "Wenn die Verlierer 20 oder weniger Punkte machen, bezahlen sie den doppelten Grundbetrag."
  CHECK(variant_rules("graechen").double_threshold == 20);
  const auto& spec = games::troggu::spec();
  // Visp: "Erlaubt keine Drei-Spieler-Version."  St. Niklaus: "keine Acht-Spieler-Version"
  CHECK(engine::find_variant(spec, "visp")->player_counts == std::vector<int>{4, 5, 6, 7, 8});
  CHECK(engine::find_variant(spec, "st-niklaus")->player_counts == std::vector<int>{3, 4, 5, 6, 7});
  // "Der Grundbetrag beträgt in St. Niklaus und Grächen üblicherweise fünf Rappen, in Visp zehn Rappen."
  CHECK(resolve_rules("visp", engine::default_options(spec, "visp")).base == 10);
  CHECK(resolve_rules("graechen", engine::default_options(spec, "graechen")).base == 5);
  CHECK(resolve_rules("st-niklaus", engine::default_options(spec, "st-niklaus")).misere_payment ==
        MiserePayment::LowestReceives);
  for (const auto& o : spec.options) {
    CHECK_FALSE(o.source.empty());
    CHECK(std::find(o.values.begin(), o.values.end(), o.default_value) != o.values.end());
  }
}
