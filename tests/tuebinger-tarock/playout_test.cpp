// Random playout: generate() reaches every kind of game, and each generated hand
// validates with no finding at all, under every rules option.
#include "helpers.h"

#include <map>

#include "validator/games/tuebinger-tarock/generate.h"

using namespace tue_test;

TEST_CASE("generated hands validate without findings and reach every game", "[tuebinger][playout]") {
  std::map<std::string, int> seen;
  int hidden = 0, early = 0, strafen = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const int dealer = static_cast<int>(seed % 4) + 1;
    const record::Hand h = generated(seed, {}, dealer);
    const Findings f = analyse(h);
    INFO("seed " << seed << "\n" << dump(f));
    REQUIRE(f.empty());
    const std::string t = h.contract ? h.contract->type : "redeal";
    ++seen[t];
    if (h.contract && h.contract->partner_card && t == "raus") ++hidden;
    if (h.play && h.play->ended) ++early;
    if (h.result) strafen += static_cast<int>(h.result->bonuses.size());
    // a redeal keeps the dealer, anything else passes it to the right
    const int next = tue::module().next_dealer(context(), h);
    CHECK(next == (t == "redeal" ? dealer : dealer % 4 + 1));
  }
  CHECK(seen["rufspiel"] > 50);
  CHECK(seen["raus"] > 30);
  CHECK(seen["tout"] > 10);
  CHECK(seen["redeal"] > 10);
  CHECK(hidden > 5);
  CHECK(early > 0);
  CHECK(strafen > 20);
}

TEST_CASE("generated hands validate under every option value", "[tuebinger][playout]") {
  const auto& spec = tue::module().spec();
  for (const auto& o : spec.options)
    for (const auto& v : o.values) {
      const engine::Options opts{{o.name, v}};
      for (std::uint64_t seed = 1000; seed < 1040; ++seed) {
        const record::Hand h = generated(seed, opts);
        const Findings f = analyse(h, opts);
        INFO(o.name << "=" << v << " seed " << seed << "\n" << dump(f));
        REQUIRE(f.empty());
      }
    }
}

TEST_CASE("generated card points add up to 91", "[tuebinger][playout]") {
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    const record::Hand h = generated(seed);
    if (!h.result || h.result->points.empty()) continue;
    Rational sum;
    for (const auto& p : h.result->points) sum += p.value;
    INFO("seed " << seed);
    CHECK(sum == Rational(91));
  }
}

TEST_CASE("a corrupted card in a generated hand is found", "[tuebinger][playout]") {
  int found = 0, tried = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    record::Hand h = generated(seed);
    if (!h.play || h.play->tricks.size() < 5) continue;
    ++tried;
    // two seats exchange their cards in trick 3: each plays a card it does not hold
    auto& a = h.play->tricks[2].cards.cards;
    std::swap(a[1], a[2]);
    if (!analyse(h).empty()) ++found;
  }
  CHECK(tried > 30);
  CHECK(found == tried);
}
