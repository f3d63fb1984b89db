// Dappen's rules pinned to the sentences of ../shared/rules/dappen.de.txt.
#include <catch2/catch.hpp>

#include "validator/core/deck.h"
#include "validator/games/dappen/state.h"

using namespace stichprobe;
using namespace stichprobe::games::dappen;

namespace {
std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    if (j > i) out.push_back(*parse_card_code(text.substr(i, j - i)));
    i = j + 1;
  }
  return out;
}
CardSet set(const std::string& text) { return CardSet::of(cards(text)); }
Rules rules(const std::string& variant, engine::Options o = {}) { return resolve_rules(variant, o); }
}  // namespace

TEST_CASE("«Der Gesamtwert der Karten ist 79, bzw. 78 wenn beide Parteien je eine überzählige Karte haben.»",
          "[dappen][counting]") {
  const auto& deck = core::deck(core::DeckKind::Cego54).cards;
  CHECK(count_points(deck, Counting::Pairs) == Rational(79));
  const std::vector<Card> a(deck.begin(), deck.begin() + 27), b(deck.begin() + 27, deck.end());
  CHECK(count_points(a, Counting::Pairs) + count_points(b, Counting::Pairs) == Rational(78));
  const std::vector<Card> c(deck.begin(), deck.begin() + 26), d(deck.begin() + 26, deck.end());
  CHECK(count_points(c, Counting::Pairs) + count_points(d, Counting::Pairs) == Rational(79));
  // «Überzählige Einzelkarten sind 1 weniger Wert als angegeben.»
  CHECK(count_points(cards("HK"), Counting::Pairs) == Rational(4));
  CHECK(count_points(cards("HK C7"), Counting::Pairs) == Rational(5));
}

TEST_CASE(
    "Jeu du Tarot: «Vom Wert von je 3 Karten wird 2 abgezogen. Vom Wert einer oder zwei überzähliger Karten "
    "wird 1 abgezogen. Der Gesamtwert der Karten ist 70.»",
    "[dappen][counting]") {
  const auto& deck = core::deck(core::DeckKind::Cego54).cards;
  for (long split = 0; split <= 54; ++split) {
    const std::vector<Card> a(deck.begin(), deck.begin() + split), b(deck.begin() + split, deck.end());
    CHECK(count_points(a, Counting::Threes) + count_points(b, Counting::Threes) == Rational(70));
  }
  CHECK(count_points(cards("HK C7"), Counting::Threes) == Rational(5));
  CHECK(count_points(cards("HK C7 C8"), Counting::Threes) == Rational(5));
}

TEST_CASE(
    "«Wer weniger als 40 hat, hat verloren. Bei Gleichstand 39:39 (möglich im Spiel zu siebt) gewinnt der "
    "Alleinspieler.»",
    "[dappen][threshold]") {
  const Rules r = rules("breitnau");
  CHECK(declarer_wins(r, 40, 39, 20, 20));
  CHECK_FALSE(declarer_wins(r, 39, 40, 20, 20));
  CHECK(declarer_wins(r, 39, 39, 21, 33));
  const Rules j = rules("jeu-du-tarot");
  CHECK(declarer_wins(j, 36, 34, 10, 10));
  CHECK_FALSE(declarer_wins(j, 35, 35, 20, 19));
  const Rules j2 = rules("jeu-du-tarot", {{"win-rule", "35-and-a-card"}});
  CHECK(declarer_wins(j2, 35, 35, 20, 19));  // «35 und einer Karte»
  CHECK_FALSE(declarer_wins(j2, 35, 35, 19, 20));
}

TEST_CASE(
    "«Differenz der Verlierer zu 40, mal Spielfaktor, aufgerundet auf den nächsten 10er.» «Solo 2, Dappen 1, "
    "Strecken 2, Stupfen 3.»",
    "[dappen][value]") {
  CHECK(tens_up_value(1, 1) == 10);
  CHECK(tens_up_value(10, 1) == 10);
  CHECK(tens_up_value(11, 3) == 40);
  CHECK(tens_up_value(40, 2) == 80);
  const Rules r = rules("breitnau");
  CHECK(contract_factor(r, "solo", true) == 2);
  CHECK(contract_factor(r, "dappen", false) == 1);
  CHECK(contract_factor(r, "strecken", true) == 2);
  CHECK(contract_factor(r, "stupfen", true) == 3);
  const Rules b = rules("buchenbach");  // «Gegen ein Solo (Faktor gewonnen 1, verloren 2) kann ... strecken (Faktor 2)»
  CHECK(contract_factor(b, "solo", true) == 1);
  CHECK(contract_factor(b, "solo", false) == 2);
  CHECK(contract_factor(b, "strecken", false) == 2);
  CHECK(contract_factor(b, "geiss", true) == 4);
  CHECK(contract_factor(b, "zwei-hannes", true) == 3);
}

TEST_CASE(
    "Furtwangen half scoring: the table «39–26 = 5, 25–16 = 10, 15–6 = 15, 5–0 = 20» agrees with ½ cent × "
    "difference, kaufmännisch gerundet, mindestens 5",
    "[dappen][cents]") {
  for (int loser = 0; loser <= 39; ++loser) {
    const int want = loser >= 26 ? 5 : loser >= 16 ? 10 : loser >= 6 ? 15 : 20;
    INFO("loser points " << loser);
    CHECK(single_cents(40 - loser, false) == want);
  }
}

TEST_CASE(
    "Furtwangen full scoring: the formula (1 cent × difference to the nearest 5) wins over the table row "
    "«7– 3 » = 36 »», which it contradicts: 33..37 give 35",
    "[dappen][cents]") {
  struct Row {
    int hi, lo, cents;
  };
  const Row table[] = {{39, 33, 5},  {32, 28, 10}, {27, 23, 15}, {22, 18, 20},
                       {17, 13, 25}, {12, 8, 30},  {7, 3, 36},   {2, 0, 40}};
  for (const Row& row : table)
    for (int loser = row.lo; loser <= row.hi; ++loser) {
      INFO("loser points " << loser);
      if (row.cents == 36)
        CHECK(single_cents(40 - loser, true) == 35);  // the formula; the table's 36 is not a multiple of 5
      else
        CHECK(single_cents(40 - loser, true) == row.cents);
    }
}

TEST_CASE("Jeu du Tarot: «Differenz der Verlierer zu 35, ohne Rest geteilt durch 5, plus 1.»", "[dappen][value]") {
  CHECK(div_five_value(0) == 1);
  CHECK(div_five_value(4) == 1);
  CHECK(div_five_value(5) == 2);
  CHECK(div_five_value(35) == 8);
}

TEST_CASE(
    "Pflichtdappen (a): «Gstiess allein oder weitere Trümpfe, 21 und wenigstens ein weiterer Trumpf, 20 und "
    "wenigstens zwei, 19 und drei» = T+H > 22",
    "[dappen][pflicht]") {
  CHECK(pflichtdappen_a(set("F HK")));
  CHECK_FALSE(pflichtdappen_a(set("T21 HK")));
  CHECK(pflichtdappen_a(set("T21 T2")));
  CHECK_FALSE(pflichtdappen_a(set("T20 T2")));
  CHECK(pflichtdappen_a(set("T20 T2 T3")));
  CHECK(pflichtdappen_a(set("T19 T2 T3 T4")));
  CHECK_FALSE(pflichtdappen_a(set("C7 C8")));
  // (b) «Der Spieler sitzt vor dem letzten aktiven Spieler in der Reihe»
  const Rules r = rules("furtwangen");
  CHECK(pflichtdappen(r, {2, 3, 4, 5, 6, 1}, 6, set("C7")).b);
  CHECK_FALSE(pflichtdappen(r, {2, 3, 4, 5, 6, 1}, 1, set("C7")).b);
  CHECK_FALSE(pflichtdappen(rules("furtwangen", {{"pflichtdappen-a", "off"}}), {2, 3, 4, 5, 6, 1}, 2, set("F")).a);
  CHECK_FALSE(pflichtdappen(rules("breitnau"), {2, 3, 4, 5, 6, 1}, 6, set("F")).b);
}

TEST_CASE("«Ausnahme: 5er drücken ist nicht erlaubt!»", "[dappen][exchange]") {
  const Rules r = rules("breitnau");
  const CardSet held = set("HK C7 C8 C9");
  CHECK(discard_fault(r, 6, held, cards("C7 C8"), "dappen") == std::nullopt);
  CHECK(discard_fault(r, 6, held, cards("HK C8"), "dappen").has_value());
  // Seven 5ers and a kept hand of six (seven players): exactly one 5er must go.
  const CardSet seven = set("F T21 T1 HK SK CK DK C7");
  CHECK(discard_fault(r, 7, seven, cards("C7 HK"), "dappen") == std::nullopt);
  CHECK(discard_fault(r, 7, seven, cards("HK SK"), "dappen").has_value());
}

TEST_CASE(
    "Jeu du Tarot: «honneurs dürfen nicht abgelegt werden, es sei denn der Spieler halte deren 4. Im Spiel zu "
    "siebt gibt es keine Einschränkung für das Ablegen.»",
    "[dappen][exchange]") {
  const Rules kings = rules("jeu-du-tarot");
  CHECK(discard_fault(kings, 6, set("HK SK C7 T1"), cards("HK"), "dappen").has_value());
  CHECK(discard_fault(kings, 6, set("HK SK CK DK"), cards("HK"), "dappen") == std::nullopt);
  CHECK(discard_fault(kings, 6, set("HK SK C7 T1"), cards("T1"), "dappen") == std::nullopt);
  CHECK(discard_fault(kings, 7, set("HK SK C7 T1"), cards("HK"), "dappen") == std::nullopt);
  const Rules wallis = rules("jeu-du-tarot", {{"honneurs", "wallis"}});
  CHECK(discard_fault(wallis, 6, set("HK SK CK DK T1"), cards("T1"), "dappen").has_value());
  CHECK(discard_fault(wallis, 6, set("HK SK CK DK T1"), cards("DK"), "dappen") == std::nullopt);
  const Rules fives = rules("jeu-du-tarot", {{"honneurs", "fives"}});
  CHECK(discard_fault(fives, 5, set("HK SK T1 F"), cards("T1"), "dappen") == std::nullopt);
  CHECK(discard_fault(fives, 5, set("HK SK T1 C7"), cards("T1"), "dappen").has_value());
}

TEST_CASE("Buchenbach: «Ein Hannes (2): Der Alleinspieler hält einen König.» «Zwei Hannes (3)» «Geiss (4)»",
          "[dappen][buchenbach]") {
  CHECK(contract_cards_missing("hannes", set("HK C7")) == std::nullopt);
  CHECK(contract_cards_missing("hannes", set("C7")).has_value());
  CHECK(contract_cards_missing("zwei-hannes", set("HK C7")).has_value());
  CHECK(contract_cards_missing("zwei-hannes", set("HK SK")) == std::nullopt);
  CHECK(contract_cards_missing("geiss", set("T1")) == std::nullopt);
  CHECK(contract_cards_missing("geiss", set("T2")).has_value());
}

TEST_CASE(
    "Buchenbach: «Gstiess muss im ersten Stich gespielt werden [...], Mund im zweiten, Geiss im dritten. Wer "
    "keinen Trumpf zugeben kann oder darf [...], spielt eine leere Karte, sonst eine beliebige Farbkarte.»",
    "[dappen][buchenbach][golden]") {
  CHECK(bound_legal(1, set("F T5 HK")) == set("F"));
  CHECK(bound_legal(1, set("T21 T1 T5 C7")) == set("T5"));
  CHECK(bound_legal(1, set("T21 T1 C7 HK HQ")) == set("C7"));
  CHECK(bound_legal(1, set("T21 HK HQ")) == set("HK HQ"));
  CHECK(bound_legal(2, set("T21 T5")) == set("T21"));
  CHECK(bound_legal(2, set("T1 T5 C7")) == set("T5"));
  CHECK(bound_legal(3, set("T1 T5")) == set("T1"));
  CHECK(bound_legal(3, set("T5 T6 C7")) == set("T5 T6"));
}

TEST_CASE(
    "Gstiesieren: «kann sich entscheiden, den Gstiess nicht zu spielen, wenn er ansonsten müsste, weil Trumpf "
    "gefordert ist und der Gstiess sein einziger Trumpf ist»",
    "[dappen][gstiesieren][golden]") {
  const Rules r = rules("furtwangen");
  PlaySetup s;
  s.rules = &r;
  s.order = {2, 3, 4, 5, 6, 1};
  s.declarer = 2;
  s.tricks = 7;
  PlayState st;
  // Trump led: the lone Gstiess may be withheld; any card is then legal.
  CHECK(may_withhold(s, st, 2, 3, set("F HK C7"), cards("T5")));
  CHECK(legal_play(s, st, 2, 3, set("F HK C7"), cards("T5")) == set("F HK C7"));
  // With another trump he must follow with a trump (the Gstiess included).
  CHECK_FALSE(may_withhold(s, st, 2, 3, set("F T2 C7"), cards("T5")));
  CHECK(legal_play(s, st, 2, 3, set("F T2 C7"), cards("T5")) == set("F T2"));
  // He can follow suit: nothing to withhold.
  CHECK_FALSE(may_withhold(s, st, 2, 3, set("F HK C7"), cards("C8")));
  // Not the declarer: «Ein Gegenspieler, der den Gstiess hält».
  CHECK_FALSE(may_withhold(s, st, 2, 2, set("F HK C7"), cards("T5")));
  // Not in Breitnau by default.
  const Rules b = rules("breitnau");
  s.rules = &b;
  CHECK(legal_play(s, st, 2, 3, set("F HK C7"), cards("T5")) == set("F"));
  // «Falls der Gstiesierer eigentlich zum letzten Stich anspielen müsste, macht dies stattdessen der Spieler zu
  // seiner Rechten.»
  s.rules = &r;
  st.gstiesierer = 3;
  CHECK(adjust_last_leader(s, st, 7, 3) == 4);
  CHECK(adjust_last_leader(s, st, 6, 3) == 3);
  // A withheld Gstiess is not played before the last trick.
  CHECK(legal_play(s, st, 4, 3, set("F HK"), cards("T5")) == set("HK"));
}

TEST_CASE(
    "Gstiesieren: «Gewinnt der Alleinspieler den letzten Stich, müssen die Gegenspieler ihm eine einwertige "
    "Karte geben»; after his Marsch the Gstiess is his",
    "[dappen][gstiesieren]") {
  const Rules r = rules("furtwangen");
  PlaySetup s;
  s.rules = &r;
  s.order = {2, 3};
  s.declarer = 2;
  std::vector<std::vector<Card>> piles{{}, cards("F HK C7"), cards("SQ T5")};
  const auto moves = gstiess_moves(s, 3, 2, piles);
  REQUIRE(moves.size() == 2);
  CHECK(moves[0].card == Card::fool());
  CHECK(moves[0].to == 3);
  CHECK(moves[1].card == Card::trump(5));
  CHECK(moves[1].to == 2);
  std::vector<std::vector<Card>> marsch{{}, cards("F HK C7 SQ T5"), {}};
  CHECK(gstiess_moves(s, 3, 2, marsch).empty());
  CHECK(gstiess_moves(s, 3, 3, piles).empty());
}

TEST_CASE(
    "Ulti: «Die Karten [...] dürfen vor den ihnen zugeordneten Stichen nicht gespielt werden, wenn der Spieler "
    "eine andere Möglichkeit hat. In den Ultistichen werden sie vom höchsten Wert abwärts gespielt.» «Wert der 3 "
    "ist 10, 2 = 20, 1 = 30»",
    "[dappen][ulti][golden]") {
  const Rules r = rules("furtwangen");
  PlaySetup s;
  s.rules = &r;
  s.order = {2, 3};
  s.declarer = 2;
  s.tricks = 7;
  s.ulti = cards("T3 T1");
  CHECK(ulti_trick(s, Card::trump(3)) == 6);
  CHECK(ulti_trick(s, Card::trump(1)) == 7);
  PlayState st;
  CHECK(legal_play(s, st, 2, 2, set("T3 T1 T9 C7"), cards("T5")) == set("T9"));
  CHECK(legal_play(s, st, 2, 2, set("T3 T1 C7"), cards("T5")) == set("T3 T1"));
  CHECK(legal_play(s, st, 6, 2, set("T3 T1"), {}) == set("T3"));
  CHECK(ulti_points(Card::trump(3)) == 10);
  CHECK(ulti_points(Card::trump(2)) == 20);
  CHECK(ulti_points(Card::trump(1)) == 30);
}

TEST_CASE(
    "Bidding: «die erste Steigerung heisst Strecken, die zweite Stupfen. Der Spieler, der vorher geboten hat, "
    "kann die Steigerung halten («selber»), dann kann der Steigerer nochmals höher bieten.»",
    "[dappen][auction][golden]") {
  const Rules r = rules("breitnau");
  AuctionMachine m(r, {2, 3, 4, 5, 6, 1});
  for (int i = 0; i < 6; ++i) REQUIRE_FALSE(m.apply("pass"));  // «Fort Solo!»
  CHECK(m.to_act() == 2);
  CHECK_FALSE(m.apply("dappen"));
  CHECK(m.legal_bids() == std::vector<std::string>{"pass", "strecken"});
  CHECK(m.apply("stupfen") == std::optional<std::string>("auction.illegal-overcall"));  // no jump
  AuctionMachine a(r, {2, 3, 4, 5, 6, 1});
  for (int i = 0; i < 6; ++i) a.apply("pass");
  a.apply("dappen");    // 2
  a.apply("strecken");  // 3
  CHECK(a.to_act() == 2);
  CHECK(a.legal_bids() == std::vector<std::string>{"pass", "hold"});
  a.apply("hold");  // «selber»
  CHECK(a.to_act() == 3);
  a.apply("stupfen");
  CHECK(a.to_act() == 2);
  a.apply("hold");
  CHECK(a.done());  // nothing above Stupfen
  CHECK(a.declarer() == 2);
  CHECK(a.contract() == "stupfen");
  CHECK(a.displaced_bidders() == std::vector<int>{3});
  // «Will jemand Solo spielen, ist die Bietrunde zu Ende.»
  AuctionMachine s(r, {2, 3, 4, 5, 6, 1});
  s.apply("pass");
  s.apply("solo");
  CHECK(s.done());
  CHECK(s.contract() == "solo");
  CHECK(s.declarer() == 3);
  // «Will niemand Solo spielen oder dappen, werden die Karten zusammen geworfen»
  AuctionMachine t(r, {2, 3, 4, 5, 6, 1});
  for (int i = 0; i < 12; ++i) t.apply("pass");
  CHECK(t.thrown_in());
}

TEST_CASE("Buchenbach: «Strecken kann weder gesteigert noch gehalten werden.» «Sprunggebote [...] sind nicht erlaubt.»",
          "[dappen][auction][buchenbach]") {
  const Rules r = rules("buchenbach");
  AuctionMachine m(r, {2, 3, 4, 5, 6, 1});
  m.apply("solo");
  CHECK(m.legal_bids() == std::vector<std::string>{"pass", "strecken"});
  m.apply("pass");
  m.apply("strecken");
  CHECK(m.done());
  CHECK(m.declarer() == 4);
  CHECK(m.contract() == "strecken");
  AuctionMachine b(r, {2, 3, 4, 5, 6, 1});
  for (int i = 0; i < 6; ++i) b.apply("pass");
  b.apply("dappen");
  CHECK(b.apply("zwei-hannes") == std::optional<std::string>("auction.illegal-overcall"));
}

TEST_CASE("Furtwangen: «Strecken, das vom Dapper gehalten werden kann (gestreckter Dapper)»; anyone may strecken",
          "[dappen][auction]") {
  const Rules r = rules("furtwangen");
  AuctionMachine m(r, {2, 3, 4, 5, 6, 1});
  for (int i = 0; i < 6; ++i) m.apply("pass");
  m.apply("pass");                              // 2
  m.apply("dappen");                            // 3
  for (int i = 0; i < 4; ++i) m.apply("pass");  // 4 5 6 1
  CHECK(m.to_act() == 2);                       // raise-by=any: seat 2, who passed before, may still strecken
  m.apply("strecken");
  m.apply("hold");
  CHECK(m.done());
  CHECK(m.declarer() == 3);
  CHECK(m.contract() == "strecken");
}
