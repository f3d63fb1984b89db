// What Troggu's generator reaches, in every variant and table size: every contract, the
// called partner, the forced normal game, the withheld Narr, its exchange and its lead
// to the last trick; each hand analysed with no finding. (That generated hands validate
// clean after a THR round trip, and that injected faults are found, is
// tests/engine/playout_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "tests/support/playout.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

namespace {

bool withheld_narr(const engine::HandAnalysis& a) {
  for (const auto& step : a.steps)
    for (const auto& seat : step.state.seats)
      for (const auto& r : seat.roles)
        if (r == "narr withheld") return true;
  return false;
}

}  // namespace

TEST_CASE("generated Troggu hands reach every contract and the Narr's and partner's roles", "[troggu][playout]") {
  const engine::GameModule* game = engine::find_game("troggu");
  REQUIRE(game);
  std::map<std::string, int> seen;
  std::uint64_t seed = 1;
  for (const auto& variant : game->spec().variants) {
    for (int players : variant.player_counts) {
      for (int round = 0; round < 3; ++round, ++seed) {
        testing::PlayoutConfig cfg{variant.id, players, 10, seed * 7919, {}};
        if (round == 2 && variant.id == "standard") cfg.options = {{"tappist", "dealer"}, {"bidding-order", "left"}};
        if (round == 2 && variant.id == "graechen")
          cfg.options = {{"graechen-four-deal", "table"}, {"graechen-five-deal", "six-five"}};
        if (round == 2 && variant.id == "st-niklaus")
          cfg.options = {{"misere-payment", "both"}, {"misere-trumping", "free"}};
        const record::Session s = testing::generate_session(*game, cfg);
        for (const testing::PlayedHand& p : testing::analyse_session(*game, s)) {
          const record::Hand& hand = *p.hand;
          const engine::HandAnalysis& a = p.analysis;
          INFO(variant.id << " with " << players << " players, seed " << cfg.seed << ", hand " << hand.n);
          REQUIRE(a.findings.empty());
          ++seen[hand.contract->type];
          if (hand.contract->partner_card) ++seen["partner-call"];
          if (hand.contract->type == "normal" && players >= 7 && hand.auction->calls.front().bid == "pass" &&
              std::all_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                          [](const record::Call& c) { return c.bid == "pass" || c.bid == "partner"; }))
            ++seen["forced-normal"];
          if (withheld_narr(a)) ++seen["narr-withheld"];
          // "Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der Narr
          // gelegt": the owner of the withheld Narr leads the last trick with it.
          if (withheld_narr(a) && hand.play->tricks.back().cards.cards.front() == Card::fool())
            ++seen["narr-leads-last"];
          // "Im Austausch dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des
          // letzten Stiches geben": when the other side won the last trick, the Narr moves to its owner.
          for (const auto& line : a.derivation) {
            if (line.item.en != "the Narr" || line.computed.en.find("goes to seat ") == std::string::npos) continue;
            ++seen["narr-exchanged"];
            const int owner = line.computed.en[line.computed.en.find("goes to seat ") + 13] - '0';
            const auto& pile = a.steps.back().state.seats[static_cast<std::size_t>(owner - 1)].won;
            CHECK(std::find(pile.begin(), pile.end(), Card::fool()) != pile.end());
          }
        }
      }
    }
  }
  WARN("normal " << seen["normal"] << ", solo " << seen["solo"] << ", misere " << seen["misere"] << ", partner "
                 << seen["partner-call"] << ", forced " << seen["forced-normal"] << ", narr withheld "
                 << seen["narr-withheld"] << ", narr exchanged " << seen["narr-exchanged"]
                 << ", narr leads the last trick " << seen["narr-leads-last"]);
  for (const char* k : {"normal", "solo", "misere", "partner-call", "forced-normal", "narr-withheld", "narr-exchanged",
                        "narr-leads-last"})
    CHECK(seen[k] > 0);
}
