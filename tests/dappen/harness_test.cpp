// The shared playout harness on Dappen: generated sessions are written as THR,
// read back and validated without findings; injected corruptions are found.
#include <catch2/catch.hpp>

#include "tests/support/playout.h"
#include "validator/games/dappen/module.h"
#include "validator/games/dappen/rules.h"

using namespace stichprobe;

TEST_CASE("THR round trip of generated Dappen sessions in every variant and player count", "[dappen][playout]") {
  const auto& game = games::dappen::module();
  std::uint64_t seed = 11;
  for (const auto& v : games::dappen::variant_table())
    for (int players : v.table_sizes) {
      testing::PlayoutConfig cfg{v.id, players, 12, seed++, {}};
      const record::Session s = testing::generate_session(game, cfg);
      const testing::RoundTrip rt = testing::round_trip(s);
      INFO(v.id << " with " << players << " players\n" << rt.xml.substr(0, 3000));
      CHECK(rt.read_findings.empty());
      CHECK(rt.rewrite_identical);
      for (const auto& f : rt.findings) FAIL_CHECK(f.code << " hand " << f.hand << ": " << f.message);
    }
}

TEST_CASE("injected corruptions in Dappen sessions are found where they are", "[dappen][playout]") {
  const auto& game = games::dappen::module();
  core::Rng rng(4711);
  int injected = 0;
  for (const auto& v : games::dappen::variant_table())
    for (int players : v.table_sizes)
      for (int round = 0; round < 6; ++round) {
        testing::PlayoutConfig cfg{v.id, players, 4, static_cast<std::uint64_t>(1000 + 37 * players + round), {}};
        record::Session s = testing::generate_session(game, cfg);
        std::optional<testing::Injected> inj;
        switch (round % 3) {
          case 0: inj = testing::inject_revoke(s, game, rng); break;
          case 1: inj = testing::inject_card_from_nowhere(s, game, rng); break;
          default: inj = testing::inject_wrong_payout(s, rng); break;
        }
        if (!inj) continue;
        ++injected;
        const testing::RoundTrip rt = testing::round_trip(s);
        INFO(v.id << " with " << players << " players: " << inj->what);
        CHECK(testing::check_found(rt.findings, *inj) == "");
      }
  CHECK(injected > 30);
}
