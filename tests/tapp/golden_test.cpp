// Golden deals: the fixed deal of scenario.h played out in each contract, with the
// legal sets, Augen and cents known by hand.
#include <catch2/catch.hpp>

#include "scenario.h"
#include "validator/core/trick.h"
#include "validator/games/tapp/cards.h"

using namespace tapp_test;
namespace gt = stichprobe::games::tapp;

namespace {}  // namespace

TEST_CASE("golden: Farbspiel Kreuz by forehand takes all 120 Augen and wins 5 cent from each") {
  auto h = scenario_hand({{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "farbspiel", "C"}}, "farbspiel", 1,
                         "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  record::Points d;
  d.side = "declarer";
  d.value = 120;
  h.result->points.push_back(d);
  const auto a = run(h);
  CHECK(describe(a.findings) == "");
  CHECK(a.payments.at(1) == Rational(10));
  CHECK(a.payments.at(2) == Rational(-5));
}

TEST_CASE("golden: legal sets in the fixed deal (Farbspiel Karo by seat 3)") {
  gt::Contract c{gt::Game::Farbspiel, 3, Suit::Diamonds};
  const auto rules = gt::trick_rules(c, gt::resolve_rules("standard", {}, 3));
  const CardSet s2 = CardSet::of(cards("SA S10 SK SQ SJ S9 S8 S7 S6 HK HQ"));
  const CardSet s3 = CardSet::of(cards("DA D10 DK DQ DJ D9 D8 D7 D6 HJ H9"));
  // Seat 2 has neither clubs nor Karo trumps: "kann eine beliebige Karte abgeworfen werden".
  CHECK(core::legal_cards(s2, cards("CA"), rules) == s2);
  // Seat 3 has no clubs but trumps: "(bei Farbspielen) Trumpf gespielt werden".
  CHECK(core::legal_cards(s3, cards("CA S6"), rules) == CardSet::of(cards("DA D10 DK DQ DJ D9 D8 D7 D6")));
  // Hearts led: follow with hearts, no need to overtake ("Es gilt kein Stichzwang").
  CHECK(core::legal_cards(s3, cards("HA HK"), rules) == CardSet::of(cards("HJ H9")));
  // Bettel: no trumps, so seat 3 may discard anything on clubs.
  const auto bettel = gt::trick_rules({gt::Game::Bettel, 3, std::nullopt}, gt::resolve_rules("standard", {}, 3));
  CHECK(core::legal_cards(s3, cards("CA"), bettel) == s3);
}

TEST_CASE("golden: Farbspiel Karo by seat 3, seat 3 must trump the led club") {
  auto h = scenario_hand({{2, "pass", ""}, {3, "play", ""}, {1, "pass", ""}, {3, "farbspiel", "D"}}, "farbspiel", 3,
                         "D", {{1, "CA S6 HJ"}}, {}, false);
  const auto a = run(h);
  CHECK(codes(a.findings) == std::vector<std::string>{"play.must-trump", "play.incomplete", "settlement.unverifiable"});
}

TEST_CASE("golden: Bettel by seat 3 never takes a trick and wins 15 cent from each") {
  const auto a = run(scenario_hand({{2, "pass", ""}, {3, "play", ""}, {1, "pass", ""}, {3, "bettel", ""}}, "bettel", 3,
                                   "", seat1_takes_all(), {{1, -15}, {2, -15}, {3, 30}}));
  CHECK(describe(a.findings) == "");
}

TEST_CASE("golden: Bettel ouvert by seat 3 leads itself and is lost with its first trick") {
  // "Der Spieler beginnt bei diesem Spiel selbst." / "Sobald der Spieler einen Stich macht,
  // ist das Spiel verloren."
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "play", ""}, {1, "pass", ""}, {3, "bettel-ouvert", ""}};
  auto ok = run(scenario_hand(calls, "bettel-ouvert", 3, "", {{3, "D6 C6 S6"}}, {{1, 30}, {2, 30}, {3, -60}}, true));
  CHECK(describe(ok.findings) == "");
  auto wrong_lead =
      run(scenario_hand(calls, "bettel-ouvert", 3, "", {{1, "C6 S6 D6"}}, {{1, 30}, {2, 30}, {3, -60}}, true));
  CHECK(has(wrong_lead.findings, "play.wrong-leader"));
}

TEST_CASE("golden: Durch Pik by seat 1 is lost with the defenders' first trick") {
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "durch", "S"}};
  const auto a = run(scenario_hand(calls, "durch", 1, "S", {{1, "CA S6 D6"}}, {{1, -60}, {2, 30}, {3, 30}}, true));
  CHECK(describe(a.findings) == "");
  const auto wrong = run(scenario_hand(calls, "durch", 1, "S", {{1, "CA S6 D6"}}, {{1, 60}, {2, -30}, {3, -30}}, true));
  CHECK(codes(wrong.findings) ==
        std::vector<std::string>{"settlement.amount", "settlement.amount", "settlement.amount"});
}

TEST_CASE("golden: Durch Kreuz by seat 1 takes every trick: 30 cent from each") {
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "durch", "C"}};
  CHECK(
      describe(run(scenario_hand(calls, "durch", 1, "C", seat1_takes_all(), {{1, 60}, {2, -30}, {3, -30}})).findings) ==
      "");
  // An early end while the defenders have no trick is not justified.
  const auto early = run(scenario_hand(calls, "durch", 1, "C", {{1, "CA S6 D6"}}, {{1, 60}, {2, -30}, {3, -30}}, true));
  CHECK(codes(early.findings) == std::vector<std::string>{"play.ended-early", "settlement.unverifiable"});
}

TEST_CASE("golden: Rufer Kreuz by seat 1 calls the Pik-Ass from seat 2 and gives the Kreuz-6") {
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "rufer", "C"}};
  const std::vector<std::pair<int, std::string>> tricks{
      {1, "CA C6 D6"}, {1, "C10 S6 D7"}, {1, "CK S7 D8"},  {1, "CQ S8 D9"}, {1, "CJ S9 DJ"}, {1, "C9 SJ DQ"},
      {1, "C8 SQ DK"}, {1, "C7 SK D10"}, {1, "SA S10 DA"}, {1, "HA HK HJ"}, {1, "H10 HQ H9"}};
  auto h = scenario_hand(calls, "rufer", 1, "C", tricks, {{1, 30}, {2, -15}, {3, -15}});
  record::Swap sw;
  sw.seat = 1;
  sw.with_seat = 2;
  sw.gets = *parse_card_code("SA");
  sw.gives = *parse_card_code("C6");
  h.swaps.push_back(sw);
  CHECK(describe(run(h).findings) == "");
  // "eine beliebige Karte, die ihm fehlt": calling a card he holds is wrong.
  auto held = h;
  held.swaps[0].gets = *parse_card_code("CA");
  CHECK(has(run(held).findings, "exchange.called-card-held"));
  // The card lies with seat 2, not in the Tapp.
  auto talon = h;
  talon.swaps[0].with_seat.reset();
  talon.swaps[0].with_talon = true;
  CHECK(has(run(talon).findings, "exchange.swap-holder"));
}

TEST_CASE("golden: Rufer calling a card from the Tapp changes no cards") {
  // "Liegt die Karte im Tapp ist es Pech für den Spieler. ... kann aber die ungünstige
  // Karte auch nicht abgeben."
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "rufer", "C"}};
  auto h = scenario_hand(calls, "rufer", 1, "C", seat1_takes_all(), {{1, 30}, {2, -15}, {3, -15}});
  record::Swap sw;
  sw.seat = 1;
  sw.with_talon = true;
  sw.gets = *parse_card_code("H8");
  h.swaps.push_back(sw);
  CHECK(describe(run(h).findings) == "");
  // "dafür eine ungünstige Karte im Tausch abgeben": the card offered is his own, also
  // when the called card lies in the Tapp and the swap falls through.
  auto own = h;
  own.swaps[0].gives = *parse_card_code("C6");
  CHECK(describe(run(own).findings) == "");
  auto other = h;
  other.swaps[0].gives = *parse_card_code("S6");  // seat 2's card
  CHECK(codes(run(other).findings) == std::vector<std::string>{"exchange.swap-card-not-held"});
}

TEST_CASE("golden: Ramsch, seat 1 takes every trick and the Tapp, two Jungfern get 10 each") {
  auto h = scenario_hand(kAllPass, "ramsch", 0, "", seat1_takes_all(), {{1, -20}, {2, 10}, {3, 10}});
  record::Points p;
  p.seat = 1;
  p.value = 120;
  h.result->points.push_back(p);
  CHECK(describe(run(h).findings) == "");
}

TEST_CASE("golden: Herz mit Aufnehmen by seat 2 takes up the Tapp and presses three cards") {
  const auto calls =
      std::vector<CallSpec>{{2, "play", ""}, {3, "pass", ""}, {1, "pass", ""}, {2, "herz-aufnehmen", ""}};
  // Seat 2 takes H8 H7 H6 and presses S6 S7 S8; its hearts are now HK HQ H8 H7 H6.
  // The defenders take 23 Augen (HA H10 HJ), the declarer 97 with the pressed cards.
  const std::vector<std::pair<int, std::string>> tricks{
      {1, "HA H6 H9"}, {1, "H10 H7 HJ"}, {1, "CA H8 D6"}, {2, "SA D7 C10"}, {2, "S10 D8 CK"}, {2, "SK D9 CQ"},
      {2, "SQ DJ CJ"}, {2, "SJ DQ C9"},  {2, "S9 DK C8"}, {2, "HK D10 C7"}, {2, "HQ DA C6"}};
  // "ein Farbspiel Herz mit Aufnehmen": worth a Farbspiel Herz, 10 cent from each.
  auto h = scenario_hand(calls, "herz-aufnehmen", 2, "", tricks, {{1, -10}, {2, 20}, {3, -10}});
  record::Exchange ex;
  ex.seat = 2;
  ex.discard = list("S6 S7 S8");
  h.exchanges.push_back(ex);
  const auto off = run(h);
  CHECK(has(off.findings, "auction.option-off"));
  const auto on = run(h, {{"herz-aufnehmen", "on"}});
  CHECK(describe(on.findings) == "");
  // Option herz-aufnehmen-value=5: the lowest game's value.
  const auto five = run(h, {{"herz-aufnehmen", "on"}, {"herz-aufnehmen-value", "5"}});
  CHECK(codes(five.findings) ==
        std::vector<std::string>{"settlement.amount", "settlement.amount", "settlement.amount"});
}
