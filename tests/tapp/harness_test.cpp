// The shared playout harness: generated Tapp sessions survive a THR write/read round
// trip with no finding, and injected faults are found where they are.
#include <catch2/catch.hpp>

#include "tests/support/playout.h"
#include "validator/games/tapp/module.h"

using namespace stichprobe;

namespace {
const engine::GameModule& game() { return games::tapp::module(); }

std::string listing(const Findings& f) {
  std::string out;
  for (const auto& x : f) out += "hand " + std::to_string(x.hand) + " " + x.code + ": " + x.message + "\n";
  return out;
}

const std::vector<std::pair<int, engine::Options>> kTables{
    {3, {}},
    {4, {}},
    {3, {{"deck", "32"}, {"herz-aufnehmen", "on"}}},
    {4, {{"deck", "32"}, {"herz-aufnehmen", "on"}}},
    {4, {{"deck", "32"}, {"deal-32-four", "8-0"}, {"ramsch-tie", "split"}}},
};
}  // namespace

TEST_CASE("harness: generated sessions round-trip through THR with no finding") {
  std::uint64_t seed = 100;
  for (const auto& [players, options] : kTables) {
    testing::PlayoutConfig cfg{"standard", players, 12, ++seed, options};
    const auto rt = testing::round_trip(testing::generate_session(game(), cfg));
    INFO(rt.xml.substr(0, 2000));
    CHECK(listing(rt.read_findings) == "");
    CHECK(listing(rt.findings) == "");
    CHECK(rt.rewrite_identical);
  }
}

TEST_CASE("harness: injected revokes, cards from nowhere and wrong payouts are found") {
  core::Rng rng(7);
  int injected = 0;
  for (int round = 0; round < 30; ++round) {
    const auto& [players, options] = kTables[static_cast<std::size_t>(round) % kTables.size()];
    testing::PlayoutConfig cfg{"standard", players, 4, 500 + static_cast<std::uint64_t>(round), options};
    record::Session s = testing::generate_session(game(), cfg);
    std::optional<testing::Injected> inj;
    switch (round % 3) {
      case 0: inj = testing::inject_revoke(s, game(), rng); break;
      case 1: inj = testing::inject_card_from_nowhere(s, game(), rng); break;
      default: inj = testing::inject_wrong_payout(s, rng); break;
    }
    if (!inj) continue;
    ++injected;
    const auto rt = testing::round_trip(s);
    INFO(inj->what);
    CHECK(testing::check_found(rt.findings, *inj) == "");
  }
  CHECK(injected >= 20);
}
