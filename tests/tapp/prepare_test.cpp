// prepare(): each hand's place in the session computed once must give what the
// per-hand walk over the earlier hands gives, for the hand itself, for a copy of it
// (the driver analyses the inferred record) and for next_dealer's previous hand.
#include <catch2/catch.hpp>

#include "herz_ass.h"
#include "scenario.h"
#include "tests/support/prepare_check.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/rules.h"

using namespace tapp_test;
namespace gt = stichprobe::games::tapp;

namespace {
// Herz-Ass in hand 1, the watch hand, the last game, the Zwangsramsch round, a game in
// it and two hands after the end, one of them numbered like an earlier hand.
record::Session ending_session() {
  core::Rng rng(9);
  HerzAssOpening opening = herz_ass_opening(rng);
  std::vector<record::Hand>& hands = opening.hands;
  const int holder = opening.holder;
  auto gen = [&](int n, int dealer, std::optional<gt::Game> g) { return tapp_hand(rng, n, dealer, g); };
  hands.push_back(gen(4, holder % 3 + 1, gt::Game::Ramsch));
  hands.push_back(gen(5, (holder + 1) % 3 + 1, gt::Game::Bettel));
  hands.push_back(gen(6, holder, gt::Game::Ramsch));
  hands.push_back(gen(7, holder, gt::Game::Ramsch));
  hands.push_back(gen(3, holder, gt::Game::Ramsch));  // n repeats hand 3's
  return session(3, hands);
}

}  // namespace

TEST_CASE("prepare(): the prepared session places equal the per-hand walk") {
  const record::Session s = ending_session();
  const auto& m = gt::module();
  const engine::HandContext plain = context(s);
  engine::HandContext prepared = plain;
  prepared.prep = m.prepare(prepared);
  REQUIRE(prepared.prep != nullptr);
  const engine::AnalysisOptions all{true, true};
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    INFO("hand index " << i);
    prepared.hand_index = i;
    const std::string expected = testing::analysis_summary(m.analyse(plain, s.hands[i], all));
    CHECK(testing::analysis_summary(m.analyse(prepared, s.hands[i], all)) == expected);
    const record::Hand copy = s.hands[i];  // as the driver passes an inferred record
    CHECK(testing::analysis_summary(m.analyse(prepared, copy, all)) ==
          testing::analysis_summary(m.analyse(plain, copy, all)));
    if (i > 0) CHECK(m.next_dealer(prepared, s.hands[i - 1]) == m.next_dealer(plain, s.hands[i - 1]));
    engine::HandContext unknown_index = prepared;
    unknown_index.hand_index = static_cast<std::size_t>(-1);
    CHECK(testing::analysis_summary(m.analyse(unknown_index, copy, all)) ==
          testing::analysis_summary(m.analyse(plain, copy, all)));
  }
  CHECK(has(m.analyse(prepared, s.hands[4], {}).findings, "session.zwangsramsch"));
  prepared.hand_index = 6;
  CHECK(has(m.analyse(prepared, s.hands[6], {}).findings, "session.after-end"));
}

TEST_CASE("prepare(): nothing to prepare at a table Tapp is not played at") {
  const record::Session s = session(5);
  CHECK(gt::module().prepare(context(s)) == nullptr);
}

TEST_CASE("analyse(): a dealer outside the table or a table of five is the engine's finding, not the module's") {
  // The engine reports session.dealer and session.player-count ("Tapp kann zu dritt oder zu
  // viert gespielt werden.") and calls the module only with a dealer at the table; called
  // directly with either wrong, the module has no deal to check against and says nothing.
  core::Rng rng(3);
  const record::Hand dealt = tapp_hand(rng, 1, 1, gt::Game::Farbspiel);
  for (int dealer : {0, 4, -1}) {
    record::Hand h = dealt;
    h.dealer = dealer;
    const record::Session s = session(3, {h});
    const auto a = analyse(s, 0);
    CHECK(a.findings.empty());
    CHECK(a.payments.empty());
    CHECK_FALSE(gt::module().card_flow(context(s), s.hands[0]));
  }
  const record::Session five = session(5, {dealt});
  CHECK(analyse(five, 0).findings.empty());
  CHECK(gt::module().next_dealer(context(five), five.hands[0]) == 2);  // the engine's default rotation
  // The same hand with its dealer at the table is checked as usual.
  CHECK(describe(analyse(session(3, {dealt}), 0).findings) == "");
}
