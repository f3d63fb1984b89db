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
      for (const auto& b : h.result->bonuses)
        ++seen[b.type + (b.side && *b.side == "defenders" ? " (defenders)" : "")];
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
