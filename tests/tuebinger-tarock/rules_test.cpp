// Tübinger Tarock: each rule pinned to its sentence in tuebinger-tarock.de.txt.
#include "support.h"

#include "validator/core/deck.h"
#include "validator/games/tuebinger-tarock/state.h"

using namespace tue_test;

TEST_CASE("Zählwerte: 4,5 / 3,5 / 2,5 / 1,5 / 0,5 add up to 91", "[tuebinger][cards]") {
  // "4,5 Punkte: König, Einundzwanziger-Tarock und Einser-Tarock, Ski" ... "0,5 Punkte: alle Blättle sowie die Tarocks
  // 2–20"
  const auto& deck = core::deck(core::DeckKind::Tarot78);
  REQUIRE(deck.size() == 78);
  Rational sum;
  for (Card c : deck.cards) sum += tue::card_value(c);
  CHECK(sum == Rational(91));
  CHECK(tue::card_value(card("HK")) == Rational(9, 2));
  CHECK(tue::card_value(card("T21")) == Rational(9, 2));
  CHECK(tue::card_value(card("T1")) == Rational(9, 2));
  CHECK(tue::card_value(card("F")) == Rational(9, 2));
  CHECK(tue::card_value(card("SQ")) == Rational(7, 2));
  CHECK(tue::card_value(card("DC")) == Rational(5, 2));
  CHECK(tue::card_value(card("CJ")) == Rational(3, 2));
  CHECK(tue::card_value(card("H1")) == Rational(1, 2));
  CHECK(tue::card_value(card("T20")) == Rational(1, 2));
}

TEST_CASE("the formula beats the text: 91 - 2 x 23 = 45 are reachable after the first 23", "[tuebinger][cards]") {
  // "mehr als die Hälfte der 45 Punkte, die nach den ersten 23 erreichbar sind"
  CHECK(Rational(91) - 2 * Rational(23) == Rational(45));
  // 23 is more than half of 45, 22,5 is exactly half: neither party wins a 45,5 : 45,5
  const auto tie = tue::rufspiel_value(Rational(91, 2), 0, 1, 3, tue::Rules{});
  CHECK(tie.tie);
  CHECK(tie.pay[1] == Rational(0));
}

TEST_CASE("Stichkraft: black suits 10 high, red suits 1 high, below the courts", "[tuebinger][cards]") {
  // "Bei den schwarzen Farben hat der Zehner die höchste Stichkraft, bei den roten der Einser.
  //  (Der Einser rangiert nicht über dem König, wie das As beim Skat.)"
  const auto r = tue::trick_rules();
  CHECK(core::trick_winner(cards("C9 C10 CJ C1"), r) == 2);
  CHECK(core::trick_winner(cards("C9 C10 C1 C2"), r) == 1);
  CHECK(core::trick_winner(cards("H2 H1 H10 H9"), r) == 1);
  CHECK(core::trick_winner(cards("H1 HK H2 H3"), r) == 1);
  CHECK(core::trick_winner(cards("DQ D1 DK DC"), r) == 2);
}

TEST_CASE("Legen: never a king, the Ski, the Einser or the Einundzwanziger", "[tuebinger][legen]") {
  // "Gelegt werden dürfen alle Karten außer den Königen, dem Ski, dem Einser und dem Einundzwanziger."
  for (const char* c : {"HK", "SK", "CK", "DK", "F", "T1", "T21"}) CHECK_FALSE(tue::may_lay(card(c)));
  for (const char* c : {"HQ", "SC", "CJ", "D1", "T2", "T20", "C10"}) CHECK(tue::may_lay(card(c)));
}

TEST_CASE("Tout: nothing above 0,5, at most 7 Tarocks", "[tuebinger][tout]") {
  // "keine Karte auf der Hand hat, die mehr als 0,5 Punkte wert ist ..., also nur Blättle und höchstens 7 Tarocks"
  const CardSet seven = set("T2 T3 T4 T5 T6 T7 T8 C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 H1 H2");
  CHECK(tue::tout_eligible(seven));
  CHECK_FALSE(tue::tout_eligible(set("T2 T3 T4 T5 T6 T7 T8 T9 C2 C3 C4 C5 C6 C7 C8 C9 C10 H1 H2")));
  CHECK_FALSE(tue::tout_eligible(set("T2 T3 CJ C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 H1 H2 H3 H4 H5 H6")));
  CHECK_FALSE(tue::tout_eligible(set("T1 T3 C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 H1 H2 H3 H4 H5 H6 H7")));
  // "Gelingt ihm das, erhält er 120 Pluspunkte. Macht er alle Stiche, ... 240 ... 2 oder mehr Stiche ... 240
  // Minuspunkte."
  CHECK(tue::tout_value(19) == Rational(240));
  CHECK(tue::tout_value(18) == Rational(120));
  CHECK(tue::tout_value(17) == Rational(-240));
  CHECK(tue::tout_value(0) == Rational(-240));
}

TEST_CASE("von oben herunter", "[tuebinger][play]") {
  // "Wenn man z. B. den 21er, 20er und 19er besitzt, darf man ... nicht den 19er anspielen, sondern muss den 21er
  // legen.
  //  Wohl darf man aber den 17er anspielen, wenn der 18er noch auf einer anderen Hand im Spiel ist."
  const CardSet h = set("T21 T20 T19 T17 C1");
  CHECK(tue::von_oben_required(h, card("T19"), {}) == card("T21"));
  CHECK(tue::von_oben_required(h, card("T20"), {}) == card("T21"));
  CHECK_FALSE(tue::von_oben_required(h, card("T21"), {}).has_value());
  CHECK_FALSE(tue::von_oben_required(h, card("T17"), {}).has_value());
  // once the 18er is gone (played or laid away), the 17er joins the run
  CHECK(tue::von_oben_required(h, card("T17"), set("T18")) == card("T21"));
  CHECK_FALSE(tue::von_oben_required(h, card("C1"), {}).has_value());
}

TEST_CASE("the Ski: played instead of any card, never wins", "[tuebinger][ski]") {
  // "Er darf anstelle jeder anderen Karte gespielt werden. Er besitzt keine Stichkraft."
  const auto r = tue::trick_rules();
  CHECK(core::legal_cards(set("F C1 T5"), cards("H3"), r) == set("F T5"));
  CHECK(core::legal_cards(set("F H2 T5"), cards("H3"), r) == set("F H2"));
  CHECK(core::trick_winner(cards("F C3 C4 C5"), r) == 3);
  CHECK(core::trick_winner(cards("H3 F H4 H5"), r) == 0);  // red: the 3 beats the 4 and 5
  // a trump lead must be followed with trump: "Wird Tarock angespielt, ist Tarock zu bedienen."
  CHECK(core::legal_cards(set("T2 C1 F"), cards("T9"), r) == set("T2 F"));
  // "Hat ein Mitspieler keinen Tarock, darf er jede beliebige Karte beigeben."
  CHECK(core::legal_cards(set("C1 HQ"), cards("T9"), r) == set("C1 HQ"));
}

TEST_CASE("Obere and Untere with the Ski", "[tuebinger][strafen]") {
  // "21er + 20er + 19er et cetera in lückenloser Reihe. Der Ski kann eine Lücke ersetzen, bzw. die Zahl der Oberen um 1
  // erhöhen."
  CHECK(tue::obere_length(set("T21 T20 T19")) == 3);
  CHECK(tue::obere_length(set("T21 T20 T18")) == 2);
  CHECK(tue::obere_length(set("T21 T20 T18 F")) == 4);  // the Ski fills the 19er
  CHECK(tue::obere_length(set("T21 T20 T19 F")) == 4);  // the Ski lengthens
  CHECK(tue::obere_length(set("T21 T19 T17 F")) == 3);  // only one gap
  CHECK(tue::untere_length(set("T1 T2 T4 T5 F")) == 5);
  // "Man bekommt Pluspunkte in doppelter Zahl, also mindestens 6."
  auto st = tue::hand_strafen(set("T21 T20 T19"), 2);
  REQUIRE(st.size() == 1);
  CHECK(st[0].type == "obere");
  CHECK(st[0].amount == Rational(6));
}

TEST_CASE("the hand Strafen", "[tuebinger][strafen]") {
  auto types = [](const tue::Strafen& v) {
    std::vector<std::string> out;
    for (const auto& s : v) out.push_back(std::string(s.type) + "=" + s.amount.to_string());
    std::sort(out.begin(), out.end());
    return out;
  };
  // "Skimon ...: Ski + Einundzwanziger + Einser = 10 Punkte"
  CHECK(types(tue::hand_strafen(set("F T21 T1"), 1)) == std::vector<std::string>{"skimon=10"});
  // "Königreich: Wenn jemand alle 4 Könige auf der Hand hatte, erhält er 10 Punkte."
  CHECK(types(tue::hand_strafen(set("CK SK HK DK"), 1)) == std::vector<std::string>{"koenigreich=10"});
  // "Skisiertes Königreich: Wenn jemand 3 Könige und den Ski auf der Hand hatte, erhält er 5 Punkte."
  CHECK(types(tue::hand_strafen(set("CK SK HK F"), 1)) == std::vector<std::string>{"skisiertes-koenigreich=5"});
  // "Natürliche Familie: Alle 4 Bilder einer Farbe = 10 Punkte"; "Skisierte Familie: 3 Bilder einer Farbe + Ski = 5
  // Punkte."
  CHECK(types(tue::hand_strafen(set("HK HQ HC HJ SQ SC SJ F"), 1)) ==
        std::vector<std::string>{"familie=10", "skisierte-familie=5"});
  CHECK(tue::hand_strafen(set("HK HQ HC SQ SC SJ"), 1).empty());
}

TEST_CASE("Fein, Einser gefasst, Einser fein gefasst", "[tuebinger][strafen]") {
  // "Fein: Gewann der Einser den letzten Stich, ergeben sich 10 positive Punkte."
  auto fein = tue::einser_strafen(2, 19, 2, true);
  REQUIRE(fein.size() == 1);
  CHECK(fein[0].type == "fein");
  CHECK(fein[0].amount == Rational(10));
  // "Einser gefasst: Fiel der Einser den Gegnern zu, ergeben sich 5 negative Punkte."
  auto gefasst = tue::einser_strafen(2, 7, 3, false);
  REQUIRE(gefasst.size() == 1);
  CHECK(gefasst[0].type == "einser-gefasst");
  CHECK(gefasst[0].amount == Rational(-5));
  // "Einser fein gefasst: Fiel der Einser den Gegnern im letzten Stich zu, ergeben sich 10 negative Punkte."
  auto fein_gefasst = tue::einser_strafen(2, 19, 3, false);
  REQUIRE(fein_gefasst.size() == 1);
  CHECK(fein_gefasst[0].amount == Rational(-10));
  // taken by the partner: nothing
  CHECK(tue::einser_strafen(2, 7, 4, true).empty());
}

TEST_CASE("Rufspiel: 23 and again; the caller pays twice, the partner nothing", "[tuebinger][scoring]") {
  const tue::Rules rules;
  // "Erzielte die Partei zum Beispiel 29 Punkte, werden dem Rufer und dem Gerufenen jeweils 29 Punkte gut geschrieben."
  auto won = tue::rufspiel_value(Rational(52), 0, 1, 3, rules);
  CHECK(won.declarer_won);
  CHECK(won.pay[1] == Rational(29));
  CHECK(won.pay[3] == Rational(29));
  CHECK(won.pay[2] == Rational(0));
  // "Wenn die Gegenpartei ... 29 Punkte, werden dem Rufer 2 mal 29 = 58 Punkte abgezogen. Der Gerufene bekommt keine
  // Punkte abgezogen."
  auto lost = tue::rufspiel_value(Rational(39), 0, 1, 3, rules);
  CHECK_FALSE(lost.declarer_won);
  CHECK(lost.pay[1] == Rational(-58));
  CHECK(lost.pay[3] == Rational(0));
  // "Die Verrechnung der Strafen erfolgt vor der Multiplikation"
  auto lost_strafen = tue::rufspiel_value(Rational(39), 10, 1, 3, rules);
  CHECK(lost_strafen.pay[1] == Rational(-38));
  // "Bei einem verlorenen Spiel ist ein Punktabzug nur bis Null zulässig."
  auto to_zero = tue::rufspiel_value(Rational(39), 40, 1, 3, rules);
  CHECK(to_zero.pay[1] == Rational(0));
  CHECK_FALSE(to_zero.declarer_won);
  // won game: Strafen added
  CHECK(tue::rufspiel_value(Rational(52), 15, 1, 3, rules).pay[3] == Rational(44));
}

TEST_CASE("Raus: 18 and again, factor 3 won or lost", "[tuebinger][scoring]") {
  const tue::Rules rules;
  // "Hat der Alleinspieler z. B. nach dem 18-Null-Durchgang 21 Punkte erreicht, der beste der Gegner aber nur 20,
  //  so werden dem Alleinspieler 3 mal 21 = 63 Punkte gut geschrieben."
  auto won = tue::raus_value(Rational(39), Rational(38), 0, 2, rules);
  CHECK(won.declarer_won);
  CHECK(won.pay[2] == Rational(63));
  // "Hat der Alleinspieler nur 20 erreicht und bei 21 Punkten des besten Gegners verloren, werden ... 63 Punkte
  // abgezogen."
  auto lost = tue::raus_value(Rational(38), Rational(39), 0, 2, rules);
  CHECK(lost.pay[2] == Rational(-63));
  // a tie is no win: "wenn er mehr Punkte gesammelt hat als der beste seiner Gegner"
  CHECK_FALSE(tue::raus_value(Rational(30), Rational(30), 0, 2, rules).declarer_won);
  // option raus-opponent-reset=no: the contre counts without the reset
  tue::Rules no_reset;
  no_reset.raus_opponent_reset = false;
  CHECK_FALSE(tue::raus_value(Rational(39), Rational(30), 0, 2, no_reset).declarer_won);
  CHECK(tue::raus_value(Rational(39), Rational(30), 0, 2, no_reset).pay[2] == Rational(-90));
}

TEST_CASE("Raus: the best opponent takes up to 3 leere Stiche of another", "[tuebinger][scoring]") {
  // "Punkte eines anderen Gegners dürfen beim besten Gegner hinzugezählt werden, wenn sie aus höchstens 3
  //  leeren Stichen bestehen ... Die vom Geber anfangs gelegten 2 Karten dürfen ebenfalls hinzugezählt werden,
  //  selbst wenn es sich um Bilder handelt, allerdings nur, wenn der Geber höchstens 3 leere Stiche gemacht haben."
  std::array<tue::Pile, 5> piles{};
  piles[1] = {Rational(40), 10, false, false};  // soloist
  piles[2] = {Rational(30), 6, false, false};
  piles[3] = {Rational(2), 2, true, false};   // two leere Stiche
  piles[4] = {Rational(19), 1, false, true};  // the dealer: 1 trick, not empty
  auto c = tue::best_opponent(piles, 1);
  CHECK(c.seat == 2);
  CHECK(c.points == Rational(32));
  piles[4] = {Rational(8), 1, true, true};  // one leerer Stich (2) + laid cards (6): joins
  piles[2] = {Rational(30), 6, false, false};
  piles[3] = {Rational(2), 4, true, false};  // four leere Stiche: too many
  c = tue::best_opponent(piles, 1);
  CHECK(c.points == Rational(38));
  CHECK(c.joined == std::vector<int>{4});
}

TEST_CASE("Raus: adding another opponent's leere Stiche does not change who is best", "[tuebinger][scoring]") {
  // "Gewonnen hat der Alleinspieler, wenn er mehr Punkte gesammelt hat als der beste seiner Gegner. ... Punkte
  //  eines anderen Gegners dürfen beim besten Gegner hinzugezählt werden, wenn sie aus höchstens 3 leeren Stichen
  //  bestehen": the best opponent is found on his own points; the others' leere Stiche go to him.
  std::array<tue::Pile, 5> piles{};
  piles[1] = {Rational(70), 14, false, false};  // soloist
  piles[2] = {Rational(3), 1, false, false};    // one trick with a Bube: not leer
  piles[3] = {Rational(6), 3, true, false};     // three leere Stiche: the best on his own
  piles[4] = {Rational(0), 0, true, true};      // the dealer without tricks (laid cards counted elsewhere: 0 here)
  auto c = tue::best_opponent(piles, 1);
  CHECK(c.seat == 3);              // not seat 2, whose 3 + 6 would be 9
  CHECK(c.points == Rational(6));  // seat 2's trick is not leer, seat 4 adds nothing
  CHECK(c.joined == std::vector<int>{4});
  // Equal own points: the opponents add where it counts most.
  piles[2] = {Rational(6), 1, false, false};
  c = tue::best_opponent(piles, 1);
  CHECK(c.seat == 2);
  CHECK(c.points == Rational(12));
}

TEST_CASE("the options table carries its source sentences", "[tuebinger][spec]") {
  const auto& spec = tue::module().spec();
  CHECK(spec.id == "tuebinger-tarock");
  REQUIRE(spec.variants.size() == 1);
  CHECK(spec.variants[0].player_counts == std::vector<int>{4});
  CHECK(spec.options.size() == 8);
  for (const auto& o : spec.options) {
    CHECK_FALSE(o.source.empty());
    CHECK(std::find(o.values.begin(), o.values.end(), o.default_value) != o.values.end());
  }
}
