// Golden scores: piles with known card points and the payments the source gives.
#include <catch2/catch.hpp>
#include <deque>
#include <utility>

#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/state.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;

namespace {

// The rules a table() is played by, kept for the whole run (HandState borrows them).
const Rules& kept(Rules rules) {
  static std::deque<Rules> all;
  return all.emplace_back(std::move(rules));
}

// A table of `n` players after the play: the declarer side's piles hold exactly
// `declarer_points` (in the declarer's pile), the rest lies with the first defender.
HandState table(const std::string& variant, int n, const std::string& type, int declarer_points, int partner = 0,
                bool defenders_took_tricks = true, const engine::Options& extra = {}) {
  engine::Options options = engine::default_options(spec(), variant);
  for (const auto& [k, v] : extra) options[k] = v;
  HandState st(nullptr, kept(resolve_rules(variant, options)), false);
  st.players = n;
  st.dealer = n;
  st.contract.type = type;
  st.contract.declarer = 1;
  st.partner = partner;
  st.piles.assign(static_cast<std::size_t>(n), {});
  st.tricks_won.assign(static_cast<std::size_t>(n), 0);
  st.play_complete = true;
  st.deal_known = true;
  std::vector<Card> pack = troggu_deck().cards;
  std::stable_sort(pack.begin(), pack.end(), [](Card a, Card b) { return card_value(a) > card_value(b); });
  int sum = 0;
  for (Card c : pack) {
    if (sum + card_value(c) <= declarer_points) {
      st.piles[0].push_back(c);
      sum += card_value(c);
    } else {
      st.piles[1].push_back(c);
    }
  }
  REQUIRE(sum == declarer_points);
  st.tricks_won[0] = 5;
  st.tricks_won[1] = defenders_took_tricks ? 3 : 0;
  return st;
}

Rational pay(const Scores& sc, int seat) { return sc.payments.at(seat); }

}  // namespace

TEST_CASE("\"Die Seite, die nun mehr als die Hälfte der Punkte (58 oder mehr) gemacht hat, gewinnt.\"",
          "[troggu][scoring]") {
  // "Wenn die Verliererseite zwischen 31 und 56 Punkte gemacht hat, bezahlt sie der Gewinnerseite
  // den einfachen Grundbetrag." Base 5 Rappen, three players: each defender pays 5.
  const Scores sc = compute_scores(table("standard", 3, "normal", 58));
  REQUIRE(sc.available);
  CHECK(sc.declarer_side == 58);
  CHECK(sc.defender_side == 56);
  CHECK(pay(sc, 1) == 10);
  CHECK(pay(sc, 2) == -5);
  CHECK(pay(sc, 3) == -5);
  const Scores lost = compute_scores(table("standard", 4, "normal", 56));
  CHECK(pay(lost, 1) == -15);
  CHECK(pay(lost, 4) == 5);
}

TEST_CASE("\"Wenn die Punkte beidseitig genau 57 betragen, gewinnt keine Seite, und kein Geld wird gezahlt.\"",
          "[troggu][scoring]") {
  const Scores sc = compute_scores(table("standard", 5, "normal", 57));
  for (int s = 1; s <= 5; ++s) CHECK(pay(sc, s) == 0);
}

TEST_CASE(
    "\"Wenn die Verliererseite 30 Punkte oder weniger hat, bezahlt sie den doppelten Grundbetrag. Falls "
    "der/die Gewinner alle Stiche erzielt haben, muss die Gegenseite den dreifachen Grundbetrag zahlen.\"",
    "[troggu][scoring]") {
  CHECK(pay(compute_scores(table("standard", 3, "normal", 84)), 2) == -10);  // losers 30
  CHECK(pay(compute_scores(table("standard", 3, "normal", 83)), 2) == -5);   // losers 31
  CHECK(pay(compute_scores(table("standard", 3, "normal", 100, 0, false)), 2) == -15);
  // The Tappist losing with 30 pays each defender double.
  CHECK(pay(compute_scores(table("standard", 3, "normal", 30)), 1) == -20);
}

TEST_CASE("\"Solospiel: Die Bezahlung ist gleich abgestuft wie beim Normalspiel, nur mit dem doppelten Preis.\"",
          "[troggu][scoring]") {
  const Scores sc = compute_scores(table("standard", 4, "solo", 60));
  CHECK(pay(sc, 1) == 30);
  CHECK(pay(sc, 2) == -10);
  CHECK(pay(compute_scores(table("standard", 4, "solo", 90)), 3) == -20);
}

TEST_CASE("variant thresholds: St. Niklaus doubles at 31, Grächen at 20", "[troggu][scoring]") {
  // "Die Abstufung der Bezahlung ist um einen Punkt verschoben: Wenn die Verlierer 31 oder weniger ..."
  CHECK(pay(compute_scores(table("st-niklaus", 3, "normal", 83)), 2) == -10);
  CHECK(pay(compute_scores(table("st-niklaus", 3, "normal", 82)), 2) == -5);
  // Grächen: "Wenn die Verlierer 20 oder weniger Punkte machen, bezahlen sie den doppelten Grundbetrag."
  CHECK(pay(compute_scores(table("graechen", 3, "normal", 94)), 2) == -10);
  CHECK(pay(compute_scores(table("graechen", 3, "normal", 93)), 2) == -5);
  CHECK(pay(compute_scores(table("graechen", 3, "normal", 84)), 2) == -5);
  // Visp pays ten Rappen.
  CHECK(pay(compute_scores(table("visp", 4, "normal", 70)), 2) == -10);
}

TEST_CASE(
    "7-8 players: \"Der Partner des Tappisten bekommt oder bezahlt den doppelten Grundbetrag, der "
    "Tappist den Rest (dreifacher Grundbetrag bei sieben Spielern, oder vierfacher Grundbetrag bei acht "
    "Spielern).\"",
    "[troggu][scoring]") {
  const Scores seven = compute_scores(table("standard", 7, "normal", 70, 3));
  CHECK(pay(seven, 1) == 15);
  CHECK(pay(seven, 3) == 10);
  for (int s : {2, 4, 5, 6, 7}) CHECK(pay(seven, s) == -5);
  const Scores eight = compute_scores(table("standard", 8, "normal", 40, 5));
  CHECK(pay(eight, 1) == -20);
  CHECK(pay(eight, 5) == -10);
  CHECK(pay(eight, 8) == 5);
  // "Wenn das Verliererteam 30 Punkte oder weniger hat ... werden diese Beträge wie üblich verdoppelt"
  const Scores doubled = compute_scores(table("standard", 8, "normal", 90, 5));
  CHECK(pay(doubled, 1) == 40);
  CHECK(pay(doubled, 5) == 20);
  CHECK(pay(doubled, 2) == -10);
  // The formula "den Rest" and the stated 3x / 4x agree; without a partner the Tappist takes it all.
  const Scores alone = compute_scores(table("standard", 7, "normal", 70, 0));
  CHECK(pay(alone, 1) == 30);
}

TEST_CASE(
    "Misere: \"Der Spieler, der am meisten Punkte gemacht hat, muss allen anderen je den Grundbetrag "
    "bezahlen.\"",
    "[troggu][scoring]") {
  HandState st = table("standard", 4, "misere", 20);
  st.contract.declarer = 0;
  // seat 1: 20, seat 2: 94, seats 3 and 4: 0
  Scores sc = compute_scores(st);
  CHECK(pay(sc, 2) == -15);
  CHECK(pay(sc, 1) == 5);
  CHECK(pay(sc, 3) == 5);
  // St. Niklaus: "Bei der Misere bekommt derjenige, der am wenigsten macht, von allen den Grundbetrag bezahlt."
  HandState sn = table("st-niklaus", 4, "misere", 20);
  sn.contract.declarer = 0;
  sc = compute_scores(sn);
  // seats 3 and 4 tie for fewest (0): each receives 5 from seats 1 and 2.
  CHECK(pay(sc, 3) == 10);
  CHECK(pay(sc, 4) == 10);
  CHECK(pay(sc, 1) == -10);
  CHECK(pay(sc, 2) == -10);
}

TEST_CASE(
    "seven or eight in St. Niklaus and Grächen: the variant's grade (default) or the paragraph's \"30 Punkte oder "
    "weniger\" (seven-eight-grades=paragraph)",
    "[troggu][scoring]") {
  // "Die Abstufung der Bezahlung ist um einen Punkt verschoben: Wenn die Verlierer 31 oder weniger Punkte machen,
  // bezahlen sie den doppelten Grundbetrag." The losers have 31: double by the variant, single by the paragraph.
  CHECK(pay(compute_scores(table("st-niklaus", 7, "normal", 83, 3)), 2) == -10);
  CHECK(pay(compute_scores(table("st-niklaus", 7, "normal", 83, 3, true, {{"seven-eight-grades", "paragraph"}})), 2) ==
        -5);
  // Grächen ("20 oder weniger"): losers with 25 pay single by the variant, double by the paragraph.
  CHECK(pay(compute_scores(table("graechen", 8, "normal", 89, 3)), 2) == -5);
  CHECK(pay(compute_scores(table("graechen", 8, "normal", 89, 3, true, {{"seven-eight-grades", "paragraph"}})), 2) ==
        -10);
  // Below seven players the option changes nothing: the paragraph speaks of seven or eight.
  CHECK(pay(compute_scores(table("st-niklaus", 4, "normal", 83, 0, true, {{"seven-eight-grades", "paragraph"}})), 2) ==
        -10);
}
