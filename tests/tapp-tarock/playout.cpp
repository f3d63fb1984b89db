// Random playout: generated hands are legal, cover every contract, announcement
// and bonus, and validate with zero findings.
#include <catch2/catch.hpp>
#include <map>

#include "helpers.h"

using namespace tt_test;

TEST_CASE("2,000+ generated hands validate with zero findings and cover every contract and bonus", "[playout]") {
  std::map<std::string, int> seen;
  int hands = 0;
  for (const char* variant : {"standard", "old-talon"}) {
    for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
      const int dealer = 1 + static_cast<int>(seed % 3);
      const record::Hand h = generated(seed * 7919 + (variant[0] == 'o' ? 1 : 0), variant, dealer);
      const auto a = analyse(h, context(variant), {true, true});
      INFO(variant << " seed " << seed << "\n" << describe(a.findings));
      REQUIRE(a.findings.empty());
      ++hands;
      if (!h.contract) {
        ++seen["all-pass"];
        continue;
      }
      ++seen[h.contract->type];
      for (const auto& an : h.announcements) ++seen["announce " + an.type];
      for (const auto& b : h.result->bonuses) ++seen[b.type + (b.side && *b.side == "defenders" ? " (defenders)" : "")];
      Rational sum;
      for (const auto& [seat, amount] : a.payments) sum += amount;
      REQUIRE(sum == Rational(0));
      REQUIRE(h.result->points[0].value + h.result->points[1].value == Rational(70));
      if (h.contract->type == "solo") {
        for (const auto& b : h.result->bonuses)
          if (b.type == "pagat-ultimo") ++seen["pagat-ultimo in solo"];
      }
    }
  }
  std::string summary;
  for (const auto& [k, v] : seen) summary += k + "=" + std::to_string(v) + " ";
  INFO(summary);
  CHECK(hands >= 2000);
  for (const char* key : {"dreier", "unterer", "oberer", "solo", "all-pass", "announce pagat-ultimo", "announce valat",
                          "koepfe", "tarock-trull", "royal-trull", "pagat-ultimo", "pagat-ultimo (defenders)", "valat",
                          "valat (defenders)", "pagat-ultimo in solo"})
    CHECK(seen[key] > 0);
  WARN(summary);
}

TEST_CASE("generated hands follow the bidding and announcement options both ways", "[playout]") {
  // Defaults: no Solo before a Dreier, at most one announcement. With solo-opening=yes and
  // announcements=both the generator makes both, and they validate under those options.
  const engine::Options loose{{"solo-opening", "yes"}, {"announcements", "both"}};
  std::map<std::string, int> seen;
  for (const bool options : {false, true}) {
    // Both announcements need the Pagat and a Valat try in one hand: rare, so the loose
    // run goes on until it has seen one (or gives up).
    for (std::uint64_t seed = 1; seed <= (options ? 20000u : 600u); ++seed) {
      if (options && seed > 600 && seen["loose both announcements"] > 0) break;
      const record::Hand h =
          generated(seed * 104729, "standard", 1 + static_cast<int>(seed % 3), options ? loose : engine::Options{});
      const auto a = analyse(h, context("standard", options ? loose : engine::Options{}));
      INFO("seed " << seed << "\n" << describe(a.findings));
      REQUIRE(a.findings.empty());
      const std::string key = options ? "loose " : "default ";
      for (const auto& c : h.auction->calls) {
        if (c.bid == "pass") continue;
        if (c.bid == "solo") ++seen[key + "solo opening"];
        break;
      }
      if (h.announcements.size() == 2) ++seen[key + "both announcements"];
    }
  }
  CHECK(seen["default solo opening"] == 0);
  CHECK(seen["default both announcements"] == 0);
  CHECK(seen["loose solo opening"] > 0);
  CHECK(seen["loose both announcements"] > 0);
}
