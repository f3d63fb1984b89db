// What Tapp Tarock's generator reaches: every contract, the all-pass hand, both
// announcements and every bonus (for the declarer's side and the defenders'), each hand
// analysed with no finding, its settlement summing to zero and its card points to 70;
// the bidding and announcement options change what is generated. (That generated hands
// validate clean after a THR round trip, and that injected faults are found, is
// tests/engine/playout_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include <map>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

namespace {

const engine::GameModule& tapp_tarock() {
  const engine::GameModule* game = engine::find_game("tapp-tarock");
  REQUIRE(game);
  return *game;
}

}  // namespace

TEST_CASE("3,000 generated hands cover every contract and bonus, with no finding", "[tapp-tarock][playout]") {
  const engine::GameModule& game = tapp_tarock();
  std::map<std::string, int> seen;
  int hands = 0;
  for (const char* variant : {"standard", "old-talon"}) {
    const record::Session s = testing::generate_session(game, {variant, 3, 1500, variant[0] == 'o' ? 2u : 1u, {}});
    for (const testing::PlayedHand& p : testing::analyse_session(game, s)) {
      const record::Hand& h = *p.hand;
      INFO(variant << " hand " << h.n);
      REQUIRE(p.analysis.findings.empty());
      ++hands;
      if (!h.contract) {
        ++seen["all-pass"];
        continue;
      }
      ++seen[h.contract->type];
      for (const auto& an : h.announcements) ++seen["announce " + an.type];
      for (const auto& b : h.result->bonuses) ++seen[b.type + (b.side && *b.side == "defenders" ? " (defenders)" : "")];
      Rational sum;
      for (const auto& [seat, amount] : p.analysis.payments) sum += amount;
      REQUIRE(sum == Rational(0));
      REQUIRE(h.result->points[0].value + h.result->points[1].value == Rational(70));
      if (h.contract->type == "solo")
        for (const auto& b : h.result->bonuses)
          if (b.type == "pagat-ultimo") ++seen["pagat-ultimo in solo"];
    }
  }
  std::string summary;
  for (const auto& [k, v] : seen) summary += k + "=" + std::to_string(v) + " ";
  INFO(summary);
  CHECK(hands >= 3000);
  for (const char* key : {"dreier", "unterer", "oberer", "solo", "all-pass", "announce pagat-ultimo", "announce valat",
                          "koepfe", "tarock-trull", "royal-trull", "pagat-ultimo", "pagat-ultimo (defenders)", "valat",
                          "valat (defenders)", "pagat-ultimo in solo"})
    CHECK(seen[key] > 0);
}

TEST_CASE("generated hands follow the bidding and announcement options both ways", "[tapp-tarock][playout]") {
  // Defaults: no Solo before a Dreier, at most one announcement. With solo-opening=yes and
  // announcements=both the generator makes both, and they validate under those options.
  const engine::GameModule& game = tapp_tarock();
  const engine::Options loose{{"solo-opening", "yes"}, {"announcements", "both"}};
  std::map<std::string, int> seen;
  for (const bool options : {false, true}) {
    // Both announcements need the Pagat and a Valat try in one hand: rare, so the loose
    // run goes on, 600 hands at a time, until it has seen one (or gives up).
    const std::string key = options ? "loose " : "default ";
    for (std::uint64_t seed = 1; seed <= (options ? 30u : 1u); ++seed) {
      if (seen[key + "both announcements"] > 0) break;
      const record::Session s =
          testing::generate_session(game, {"standard", 3, 600, seed * 104729, options ? loose : engine::Options{}});
      for (const testing::PlayedHand& p : testing::analyse_session(game, s)) {
        const record::Hand& h = *p.hand;
        INFO(key << "seed " << seed << ", hand " << h.n);
        REQUIRE(p.analysis.findings.empty());
        for (const auto& c : h.auction->calls) {
          if (c.bid == "pass") continue;
          if (c.bid == "solo") ++seen[key + "solo opening"];
          break;
        }
        if (h.announcements.size() == 2) ++seen[key + "both announcements"];
      }
    }
  }
  CHECK(seen["default solo opening"] == 0);
  CHECK(seen["default both announcements"] == 0);
  CHECK(seen["loose solo opening"] > 0);
  CHECK(seen["loose both announcements"] > 0);
}
