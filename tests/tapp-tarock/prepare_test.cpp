// prepare() resolves the rules once per session; analyse() must then report exactly
// what it reports resolving them per hand, and the findings must not depend on
// whether the derivation or the timeline is asked for (their texts are built lazily).
#include <catch2/catch.hpp>

#include "support.h"
#include "tests/support/prepare_check.h"
#include "validator/core/packets.h"

using namespace tt_test;

namespace {
// Bonus amounts off by one, a bonus left out, a payment off: the findings that show
// the score items' labels and reasons.
record::Hand damaged(record::Hand h, int how) {
  if (!h.result) return h;
  auto& r = *h.result;
  if (how == 1 && !r.bonuses.empty()) r.bonuses.front().amount += Rational(1);
  if (how == 2 && !r.bonuses.empty()) r.bonuses.pop_back();
  if (how == 3 && r.settlement && !r.settlement->pays.empty()) r.settlement->pays.front().amount += Rational(2);
  return h;
}
}  // namespace

TEST_CASE("prepare(): the same findings, payments and derivation as resolving per hand", "[prepare]") {
  const auto& m = tt::module();
  const std::vector<std::pair<std::string, engine::Options>> tables{
      {"standard", {}},
      {"old-talon", {{"valat", "adds"}, {"defender-honours", "ignore"}}},
      {"standard", {{"pagat-captured", "no-bonus"}, {"all-pass", "redeal"}}}};
  for (const auto& [variant, options] : tables) {
    const engine::HandContext plain = context(variant, options);
    engine::HandContext prepared = plain;
    prepared.prep = m.prepare(prepared);
    REQUIRE(prepared.prep != nullptr);
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      for (int how = 0; how <= 3; ++how) {
        const record::Hand h = damaged(generated(seed, variant, static_cast<int>(seed % 3) + 1, options), how);
        INFO(variant << " seed " << seed << " damage " << how);
        const auto full = m.analyse(plain, h, {true, true});
        const auto quick = m.analyse(prepared, h, {});
        CHECK(testing::findings_summary(quick) == testing::findings_summary(full));
        const auto explained = m.analyse(prepared, h, {false, true});
        REQUIRE(explained.derivation.size() == full.derivation.size());
        for (std::size_t i = 0; i < full.derivation.size(); ++i) {
          CHECK(explained.derivation[i].item.de == full.derivation[i].item.de);
          CHECK(explained.derivation[i].computed.en == full.derivation[i].computed.en);
          CHECK(explained.derivation[i].computed.de == full.derivation[i].computed.de);
          CHECK(explained.derivation[i].detail.en == full.derivation[i].detail.en);
        }
      }
    }
  }
}

TEST_CASE("count_points equals the packet count of threes minus two for every pile size", "[points]") {
  const auto& deck = tt::cego_deck().cards;
  core::Rng rng(7);
  for (std::size_t n = 0; n <= deck.size(); ++n) {
    std::vector<Card> pile = deck;
    rng.shuffle(pile);
    pile.resize(n);
    CHECK(tt::count_points(pile) == core::packet_total(pile, tt::card_value, core::kThreesMinusTwo));
  }
}
