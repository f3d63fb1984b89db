// `stichprobe generate --faults` (issue 9) end to end: for every game and variant the
// generated session carries its injected faults, the .expected beside it lists exactly
// what `validate` then finds, and each revoke is found under the code its trick's rule
// gives it (a revoke in Buchenbach's trump-bound first tricks is play.bound-card).
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "tests/support/expected.h"
#include "tests/support/scratch.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

using testing::Scratch;
using testing::slurp;

}  // namespace

TEST_CASE("generate --faults all: every game and variant, the findings are the .expected", "[cli][generate]") {
  Scratch scratch("generate-faults");
  int sessions = 0;
  for (const engine::GameModule* game : engine::all_games())
    for (const auto& variant : game->spec().variants)
      for (int seed : {3, 18, 41}) {
        const std::string name = game->spec().id + "-" + variant.id + "-" + std::to_string(seed);
        const std::string out = (scratch.dir / (name + ".xml")).string();
        const auto gen = testing::run_cli({"generate", game->spec().id + "/" + variant.id, "--count", "12", "--seed",
                                           std::to_string(seed), "--faults", "all", "-o", out});
        INFO(name << ": " << gen.err);
        REQUIRE(gen.status == 0);
        std::vector<std::string> bad;
        const auto expected = testing::read_expected((scratch.dir / (name + ".expected")).string(), bad);
        CHECK(bad.empty());
        CHECK(expected.size() >= 3);  // a revoke, a card from nowhere, a wrong payout at the least
        const ReadResult read = read_thr(slurp(out));
        const auto report = engine::validate_document(read);
        const auto found = testing::finding_keys(report.findings);
        INFO(testing::describe_difference(expected, found));
        CHECK(found == expected);
        ++sessions;
      }
  CHECK(sessions >= 13 * 3);
}

TEST_CASE("generate --faults revoke in Buchenbach's bound tricks is found as play.bound-card", "[cli][generate]") {
  Scratch scratch("generate-faults");
  const std::string out = (scratch.dir / "buchenbach.xml").string();
  const auto gen = testing::run_cli(
      {"generate", "dappen/buchenbach", "--count", "10", "--seed", "11", "--faults", "all", "-o", out});
  INFO(gen.err);
  REQUIRE(gen.status == 0);
  CHECK(slurp(scratch.dir / "buchenbach.expected").find("error play.bound-card") != std::string::npos);
}
