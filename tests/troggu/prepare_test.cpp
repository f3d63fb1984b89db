// The session prep (GameModule::prepare) is only a cache: every hand analysed with it
// gives exactly what analysing without it (rules resolved per hand) gives.
#include <catch2/catch.hpp>

#include "tests/support/playout.h"
#include "validator/engine/validate.h"
#include "validator/games/troggu/rules.h"
#include "validator/games/troggu/troggu.h"

using namespace stichprobe;

namespace {

void check_same(const engine::HandAnalysis& a, const engine::HandAnalysis& b) {
  CHECK(a.findings == b.findings);
  CHECK(a.payments == b.payments);
  REQUIRE(a.derivation.size() == b.derivation.size());
  for (std::size_t i = 0; i < a.derivation.size(); ++i) {
    CHECK(a.derivation[i].item.en == b.derivation[i].item.en);
    CHECK(a.derivation[i].computed == b.derivation[i].computed);
    CHECK(a.derivation[i].recorded == b.derivation[i].recorded);
    CHECK(a.derivation[i].detail.de == b.derivation[i].detail.de);
  }
  REQUIRE(a.steps.size() == b.steps.size());
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    CHECK(a.steps[i].label == b.steps[i].label);
    CHECK(a.steps[i].state.legal == b.steps[i].state.legal);
  }
}

}  // namespace

TEST_CASE("Troggu hands analysed with the session prep and without it agree", "[troggu][prepare]") {
  const auto& game = games::troggu::troggu_module();
  core::Rng rng(99);
  std::uint64_t seed = 300;
  for (const auto& v : games::troggu::variant_table())
    for (int players : v.player_counts) {
      record::Session s = testing::generate_session(game, {v.id, players, 6, seed++, {}});
      testing::inject_revoke(s, game, rng);
      testing::inject_wrong_payout(s, game, rng);
      const engine::SessionReport report = engine::validate_session(s);
      engine::HandContext with = report.context;
      REQUIRE(with.prep != nullptr);
      engine::HandContext without = with;
      without.prep = nullptr;
      for (const engine::AnalysisOptions opts : {engine::AnalysisOptions{}, engine::AnalysisOptions{true, true}})
        for (std::size_t i = 0; i < s.hands.size(); ++i) {
          INFO(v.id << " with " << players << " players, hand " << s.hands[i].n);
          with.hand_index = without.hand_index = i;
          check_same(game.analyse(with, s.hands[i], opts), game.analyse(without, s.hands[i], opts));
        }
    }
}
