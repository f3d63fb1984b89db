// The shared playout harness: generated sessions survive THR write/read, validate
// clean (dealer rotation with redeals and running totals included), and injected
// corruptions are found where they are.
#include "helpers.h"

#include "tests/support/playout.h"

using namespace tue_test;

TEST_CASE("generated sessions round-trip through THR and validate clean", "[tuebinger][harness]") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    testing::PlayoutConfig cfg{"standard", 4, 12, seed, {}};
    if (seed == 6) cfg.options = {{"ski-without-low-card", "goes-over"}, {"defender-credit", "game-value"}};
    const record::Session s = testing::generate_session(tue::module(), cfg);
    const testing::RoundTrip rt = testing::round_trip(s);
    INFO("seed " << seed << "\n" << dump(rt.read_findings) << dump(rt.findings));
    CHECK(rt.read_findings.empty());
    CHECK(rt.rewrite_identical);
    CHECK(rt.findings.empty());
  }
}

TEST_CASE("injected corruptions are found at their place", "[tuebinger][harness]") {
  core::Rng rng(7);
  int revokes = 0, nowhere = 0, payouts = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const record::Session clean = testing::generate_session(tue::module(), {"standard", 4, 6, seed, {}});
    for (int kind = 0; kind < 3; ++kind) {
      record::Session s = clean;
      std::optional<testing::Injected> inj;
      if (kind == 0) inj = testing::inject_revoke(s, tue::module(), rng);
      if (kind == 1) inj = testing::inject_card_from_nowhere(s, tue::module(), rng);
      if (kind == 2) inj = testing::inject_wrong_payout(s, rng);
      if (!inj) continue;
      const testing::RoundTrip rt = testing::round_trip(s);
      const std::string problem = testing::check_found(rt.findings, *inj);
      INFO("seed " << seed << ": " << inj->what);
      CHECK(problem == "");
      (kind == 0 ? revokes : kind == 1 ? nowhere : payouts)++;
    }
  }
  CHECK(revokes > 3);
  CHECK(nowhere > 5);
  CHECK(payouts > 5);
}
