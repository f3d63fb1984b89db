// Random playout over every variant and player count: generated hands are written
// as THR, read back and validated with no findings; injected faults are found where
// they are. Also checks that every contract and the Narr's and partner's roles occur.
#include <catch2/catch.hpp>

#include <map>

#include "tests/support/playout.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"

using namespace stichprobe;
using namespace stichprobe::games::troggu;

namespace {

std::string listing(const Findings& fs) {
  std::string out;
  for (const auto& f : fs)
    out += "\n  " + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " hand " +
           std::to_string(f.hand) + " trick " + std::to_string(f.trick) + " " + f.code + ": " + f.message;
  return out;
}

bool withheld_narr(const engine::HandAnalysis& a) {
  for (const auto& step : a.steps)
    for (const auto& seat : step.state.seats)
      for (const auto& r : seat.roles)
        if (r == "narr withheld") return true;
  return false;
}

}  // namespace

TEST_CASE("random playout: every variant and player count validates clean after a THR round trip",
          "[troggu][playout]") {
  const engine::GameModule& game = module();
  std::map<std::string, int> seen;
  std::uint64_t seed = 1;
  for (const auto& variant : game.spec().variants) {
    for (int players : variant.player_counts) {
      for (int round = 0; round < 3; ++round, ++seed) {
        testing::PlayoutConfig cfg{variant.id, players, 6, seed * 7919, {}};
        if (round == 2 && variant.id == "standard") cfg.options = {{"tappist", "dealer"}, {"bidding-order", "left"}};
        if (round == 2 && variant.id == "graechen")
          cfg.options = {{"graechen-four-deal", "table"}, {"graechen-five-deal", "six-five"}};
        if (round == 2 && variant.id == "st-niklaus")
          cfg.options = {{"misere-payment", "both"}, {"misere-trumping", "free"}};
        const record::Session s = testing::generate_session(game, cfg);
        const testing::RoundTrip rt = testing::round_trip(s);
        INFO(variant.id << " with " << players << " players, seed " << cfg.seed << listing(rt.findings)
                        << listing(rt.read_findings));
        CHECK(rt.read_findings.empty());
        CHECK(rt.findings.empty());
        CHECK(rt.rewrite_identical);
        engine::HandContext ctx;
        ctx.session = &s;
        ctx.spec = &game.spec();
        ctx.variant = variant.id;
        ctx.options = engine::default_options(game.spec(), variant.id);
        for (const auto& [k, v] : cfg.options) ctx.options[k] = v;
        ctx.seat_count = players;
        for (const auto& hand : s.hands) {
          ++seen[hand.contract->type];
          if (hand.contract->partner_card) ++seen["partner-call"];
          if (hand.contract->type == "normal" && players >= 7 && hand.auction->calls.front().bid == "pass" &&
              std::all_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                          [](const record::Call& c) { return c.bid == "pass" || c.bid == "partner"; }))
            ++seen["forced-normal"];
          engine::AnalysisOptions opts;
          opts.timeline = true;
          opts.derivation = true;
          const engine::HandAnalysis a = game.analyse(ctx, hand, opts);
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

TEST_CASE("random playout: injected faults are found at their place", "[troggu][playout]") {
  const engine::GameModule& game = module();
  core::Rng rng(4242);
  int injected = 0;
  std::uint64_t seed = 100;
  for (const auto& variant : game.spec().variants) {
    for (int players : variant.player_counts) {
      ++seed;
      const record::Session base = testing::generate_session(game, {variant.id, players, 3, seed, {}});
      for (int kind = 0; kind < 3; ++kind) {
        record::Session s = base;
        std::optional<testing::Injected> inj = kind == 0   ? testing::inject_revoke(s, game, rng)
                                               : kind == 1 ? testing::inject_card_from_nowhere(s, game, rng)
                                                           : testing::inject_wrong_payout(s, rng);
        if (!inj) continue;
        ++injected;
        const testing::RoundTrip rt = testing::round_trip(s);
        INFO(variant.id << " with " << players << " players: " << inj->what);
        CHECK(testing::check_found(rt.findings, *inj) == "");
      }
    }
  }
  CHECK(injected >= 40);
}
