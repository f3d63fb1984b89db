// prepare() resolves the rules options once per session; analyse() must report what
// it reports resolving them per hand, and a settlement finding must show the game's
// detail whether or not the derivation (which builds it eagerly) is asked for.
#include "support.h"
#include "tests/support/prepare_check.h"

using namespace tue_test;

namespace {
// Every second written amount off by one: settlement.amount with the game's detail.
record::Hand miswritten(record::Hand h) {
  if (h.result && h.result->settlement)
    for (std::size_t i = 0; i < h.result->settlement->pays.size(); i += 2)
      h.result->settlement->pays[i].amount += Rational(1);
  return h;
}
}  // namespace

TEST_CASE("prepare(): the same findings and payments as resolving the options per hand", "[prepare]") {
  const auto& m = tue::module();
  const std::vector<engine::Options> tables{
      {},
      {{"ski-without-low-card", "goes-over"}, {"rufspiel-tie", "caller-loses"}, {"defender-credit", "game-value"}},
      {{"raus-opponent-reset", "no"}, {"strafen-floor", "lost-only"}, {"laid-tarock", "in-play"}}};
  int settlement_findings = 0;
  for (const auto& options : tables) {
    const engine::HandContext plain = context(options);
    engine::HandContext prepared = plain;
    prepared.prep = m.prepare(prepared);
    REQUIRE(prepared.prep != nullptr);
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      for (const bool damage : {false, true}) {
        record::Hand h = generated(seed, options, static_cast<int>(seed % 4) + 1);
        if (damage) h = miswritten(h);
        INFO("seed " << seed << " damaged " << damage);
        const auto full = m.analyse(plain, h, {true, true});
        const auto quick = m.analyse(prepared, h, {});
        CHECK(testing::findings_summary(quick) == testing::findings_summary(full));
        for (const auto& f : quick.findings) settlement_findings += f.code == "settlement.amount" ? 1 : 0;
        const auto replay = m.analyse(prepared, h, {true, false});
        REQUIRE(replay.steps.size() == full.steps.size());
        if (!full.steps.empty()) CHECK(replay.steps.back().label == full.steps.back().label);
      }
    }
  }
  CHECK(settlement_findings > 0);
}
