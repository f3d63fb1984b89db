// What Tübinger Tarock's generator reaches: every kind of game and the redeal, the
// hidden partner of a Raus, a hand ended early, Strafen; each hand analysed with no
// finding, its card points adding up to 91, the deal passing as the rules say. (That
// generated hands validate clean after a THR round trip under every option value, and
// that injected faults are found, is tests/engine/playout_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include <map>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

TEST_CASE("generated Tübinger hands reach every game, the redeal keeps the dealer, card points add up to 91",
          "[tuebinger][playout]") {
  const engine::GameModule* game = engine::find_game("tuebinger-tarock");
  REQUIRE(game);
  engine::HandContext ctx;
  ctx.spec = &game->spec();
  ctx.variant = "standard";
  ctx.options = engine::default_options(game->spec(), "standard");
  ctx.seat_count = 4;
  std::map<std::string, int> seen;
  int hidden = 0, early = 0, strafen = 0, counted = 0;
  const record::Session s = testing::generate_session(*game, {"standard", 4, 300, 1, {}});
  for (const testing::PlayedHand& p : testing::analyse_session(*game, s)) {
    const record::Hand& h = *p.hand;
    INFO("hand " << h.n);
    REQUIRE(p.analysis.findings.empty());
    const std::string t = h.contract ? h.contract->type : "redeal";
    ++seen[t];
    if (h.contract && h.contract->partner_card && t == "raus") ++hidden;
    if (h.play && h.play->ended) ++early;
    if (h.result) strafen += static_cast<int>(h.result->bonuses.size());
    // A redeal keeps the dealer, anything else passes it to the right.
    CHECK(game->next_dealer(ctx, h) == (t == "redeal" ? h.dealer : h.dealer % 4 + 1));
    if (!h.result || h.result->points.empty()) continue;
    Rational sum;
    for (const auto& pts : h.result->points) sum += pts.value;
    CHECK(sum == Rational(91));
    ++counted;
  }
  CHECK(seen["rufspiel"] > 50);
  CHECK(seen["raus"] > 30);
  CHECK(seen["tout"] > 10);
  CHECK(seen["redeal"] > 10);
  CHECK(hidden > 5);
  CHECK(early > 0);
  CHECK(strafen > 20);
  CHECK(counted > 100);
}
