// The shared playout harness: generated sessions survive the THR write/read round
// trip with zero findings, and injected corruptions are found where they are.
#include <catch2/catch.hpp>

#include "helpers.h"
#include "tests/support/playout.h"

using namespace tt_test;
namespace st = stichprobe::testing;

TEST_CASE("2,000 generated hands round-trip through THR and validate clean", "[playout][thr]") {
  // Issue 2: >= 2,000 random legal hands written as THR, read back, validated clean.
  for (const char* variant : {"standard", "old-talon"}) {
    st::PlayoutConfig cfg;
    cfg.variant = variant;
    cfg.players = 3;
    cfg.hands = 1000;
    cfg.seed = 42;
    const record::Session s = st::generate_session(tt::module(), cfg);
    const st::RoundTrip rt = st::round_trip(s);
    INFO(variant << "\n" << describe(rt.read_findings) << describe(rt.findings));
    CHECK(rt.read_findings.empty());
    CHECK(rt.findings.empty());
    CHECK(rt.rewrite_identical);
    CHECK(rt.read_back.hands.size() == 1000);
  }
}

TEST_CASE("injected corruptions are found at their hand, trick and seat", "[playout][inject]") {
  int revoke = 0, nowhere = 0, payout = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    st::PlayoutConfig cfg;
    cfg.variant = seed % 2 ? "standard" : "old-talon";
    cfg.players = 3;
    cfg.hands = 4;
    cfg.seed = seed;
    const record::Session clean = st::generate_session(tt::module(), cfg);
    core::Rng rng(seed);
    for (int kind = 0; kind < 3; ++kind) {
      record::Session s = clean;
      std::optional<st::Injected> inj = kind == 0   ? st::inject_revoke(s, tt::module(), rng)
                                        : kind == 1 ? st::inject_card_from_nowhere(s, tt::module(), rng)
                                                    : st::inject_wrong_payout(s, rng);
      if (!inj) continue;
      const st::RoundTrip rt = st::round_trip(s);
      const std::string problem = st::check_found(rt.findings, *inj);
      INFO(inj->what);
      CHECK(problem == "");
      (kind == 0 ? revoke : kind == 1 ? nowhere : payout) += 1;
    }
  }
  CHECK(revoke >= 5);
  CHECK(nowhere >= 5);
  CHECK(payout >= 5);
}
