// The "ich spiele"/"weg" round, naming and ranking of games, and the session end.
#include <catch2/catch.hpp>

#include "herz_ass.h"
#include "scenario.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/rules.h"

using namespace tapp_test;
namespace gt = stichprobe::games::tapp;

namespace {
const auto kFarbC = std::vector<CallSpec>{{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "farbspiel", "C"}};
}  // namespace

TEST_CASE("\"Der nächste Spieler (rechts von Vorhand) beginnt mit dem Reizen\": order 2, 3, 1 with dealer 3") {
  const auto ok = scenario_hand(kFarbC, "farbspiel", 1, "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(describe(run(ok).findings) == "");
  auto bad = ok;
  std::swap(bad.auction->calls[0], bad.auction->calls[2]);  // forehand speaks first
  CHECK(codes(run(bad).findings) == std::vector<std::string>{"auction.out-of-turn"});
  auto short_round = ok;
  short_round.auction->calls.erase(short_round.auction->calls.begin() + 1);
  CHECK(codes(run(short_round).findings) == std::vector<std::string>{"auction.out-of-turn", "auction.missing-call"});
}

TEST_CASE("\"Das Spiel hat, wer die Spielart mit dem höchsten Rang spielt\"") {
  // Seat 2 names a Bettel, seat 1 a Farbspiel: the Bettel wins the auction.
  const std::vector<CallSpec> calls{
      {2, "play", ""}, {3, "pass", ""}, {1, "play", ""}, {2, "bettel", ""}, {1, "farbspiel", "C"}};
  const auto h = scenario_hand(calls, "farbspiel", 1, "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(codes(run(h).findings) == std::vector<std::string>{"auction.wrong-contract"});
}

TEST_CASE("\"Bei gleichwertigen Spielen hat es derjenige der weiter vorne ist\"") {
  // Farbspiel Pik by seat 2 and Farbspiel Kreuz by forehand (seat 1): equal rank, forehand is further forward.
  const std::vector<CallSpec> calls{
      {2, "play", ""}, {3, "pass", ""}, {1, "play", ""}, {2, "farbspiel", "S"}, {1, "farbspiel", "C"}};
  const auto ok = scenario_hand(calls, "farbspiel", 1, "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(describe(run(ok).findings) == "");
  auto wrong = ok;
  wrong.contract->declarer = 2;
  wrong.contract->trump = "S";
  CHECK(has(run(wrong).findings, "auction.wrong-declarer"));
}

TEST_CASE("Naming games: suit named, only after \"ich spiele\", order by option") {
  auto nosuit = scenario_hand({{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "farbspiel", ""}}, "farbspiel", 1,
                              "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(has(run(nosuit).findings, "auction.suit"));
  auto bettel_suit = scenario_hand({{2, "pass", ""}, {3, "play", ""}, {1, "pass", ""}, {3, "bettel", "H"}}, "bettel", 3,
                                   "", seat1_takes_all(), {{1, -15}, {2, -15}, {3, 30}});
  CHECK(codes(run(bettel_suit).findings) == std::vector<std::string>{"auction.suit"});
  auto passer =
      scenario_hand({{2, "pass", ""}, {3, "pass", ""}, {1, "play", ""}, {3, "bettel", ""}, {1, "farbspiel", "C"}},
                    "farbspiel", 1, "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(has(run(passer).findings, "auction.game-without-play"));
  // Both play: by default the naming follows the first round (seat 2 before forehand).
  const std::vector<CallSpec> forehand_first{
      {2, "play", ""}, {3, "pass", ""}, {1, "play", ""}, {1, "farbspiel", "C"}, {2, "farbspiel", "S"}};
  const auto h = scenario_hand(forehand_first, "farbspiel", 1, "C", seat1_takes_all(), {{1, 10}, {2, -5}, {3, -5}});
  CHECK(codes(run(h).findings) == std::vector<std::string>{"auction.out-of-turn"});
  CHECK(describe(run(h, {{"naming-order", "forehand-first"}}).findings) == "");
  CHECK(describe(run(h, {{"naming-order", "any"}}).findings) == "");
}

TEST_CASE("Early end must be consistent; a stopped record without it is incomplete") {
  const auto calls = std::vector<CallSpec>{{2, "pass", ""}, {3, "play", ""}, {1, "pass", ""}, {3, "bettel", ""}};
  auto h = scenario_hand(calls, "bettel", 3, "", {{1, "CA S6 D6"}}, {{1, -15}, {2, -15}, {3, 30}}, true);
  CHECK(codes(run(h).findings) == std::vector<std::string>{"play.ended-early", "settlement.unverifiable"});
  h.play->ended.reset();
  CHECK(codes(run(h).findings) == std::vector<std::string>{"play.incomplete", "settlement.unverifiable"});
}

TEST_CASE("Deal faults: sizes, duplicates, cards outside the deck") {
  auto h = scenario_hand(kAllPass, "ramsch", 0, "", seat1_takes_all(), {{1, -20}, {2, 10}, {3, 10}});
  auto dup = h;
  dup.deal->hands[1].cards = list("SA S10 SK SQ SJ S9 S8 S7 S6 HK HA");
  const auto f = run(dup).findings;
  CHECK(has(f, "deal.duplicate-card"));
  auto c32 = h;
  CHECK(has(run(c32, {{"deck", "32"}}).findings, "deal.not-in-deck"));
}

TEST_CASE("Spielende: Herz-Ass, the holder deals the last game, then one Zwangsramsch round") {
  core::Rng rng(9);
  // Hand 2 is the "nächste Runde": its Herz-Ass holder deals hand 3, the last game.
  HerzAssOpening opening = herz_ass_opening(rng);
  std::vector<record::Hand>& hands = opening.hands;
  const int holder = opening.holder;
  auto gen = [&](int n, int dealer, std::optional<gt::Game> g) { return tapp_hand(rng, n, dealer, g); };
  for (int i = 0; i < 3; ++i) hands.push_back(gen(4 + i, (holder + i) % 3 + 1, gt::Game::Ramsch));
  record::Session s = session(3, hands);
  const auto ctx = context(s);
  const auto& m = gt::module();
  CHECK(m.next_dealer(ctx, s.hands[0]) == 2);
  CHECK(m.next_dealer(ctx, s.hands[1]) == holder);  // "gibt zur letzten Runde"
  CHECK(m.next_dealer(ctx, s.hands[2]) == holder % 3 + 1);
  for (std::size_t i = 0; i < s.hands.size(); ++i) CHECK(describe(analyse(s, i).findings) == "");
  // A game in the closing round, and a hand after it.
  record::Session bad = s;
  bad.hands[4] = gen(5, (holder + 1) % 3 + 1, gt::Game::Bettel);
  CHECK(has(analyse(bad, 4).findings, "session.zwangsramsch"));
  bad.hands.push_back(gen(7, holder, gt::Game::Ramsch));
  CHECK(has(analyse(bad, 6).findings, "session.after-end"));
}
