// `generate --option NAME=VALUE` accepts exactly what `validate` accepts in a record's
// <rules> (THR v1 §6: "An unknown option name or value is an error, not silently
// ignored"): an option of another variant, an unknown name or value is refused before
// anything is generated, with a "did you mean"; everything it does write validates.
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("generate refuses an option its variant does not have, in every game", "[cli][generate]") {
  const auto run = testing::run_cli({"generate", "dappen", "--option", "scoring=full"});
  CHECK(run.status == 2);
  CHECK(run.out.empty());
  CHECK(run.err.find("does not apply to dappen/breitnau (did you mean 'dappen/furtwangen'?)") != std::string::npos);
  int refused = 0;
  for (const engine::GameModule* game : engine::all_games()) {
    const auto& spec = game->spec();
    for (const auto& option : spec.options)
      for (const auto& variant : spec.variants) {
        const std::string where = spec.id + "/" + variant.id;
        INFO(where << " --option " << option.name);
        const bool applies = option.variants.empty() || std::find(option.variants.begin(), option.variants.end(),
                                                                  variant.id) != option.variants.end();
        const auto gen = testing::run_cli({"generate", where, "--option", option.name + "=" + option.values.back()});
        if (!applies) {
          CHECK(gen.status == 2);
          CHECK(gen.out.empty());
          CHECK(gen.err.find("does not apply to " + where) != std::string::npos);
          ++refused;
          continue;
        }
        // What generate writes, validate accepts.
        REQUIRE(gen.status == 0);
        const auto report = engine::validate_document(read_thr(gen.out));
        for (const auto& f : report.findings) CHECK(f.severity == Severity::Info);
        const auto misspelt =
            testing::run_cli({"generate", where, "--option", option.name + "=" + option.values.back() + "x"});
        CHECK(misspelt.status == 2);
        CHECK(misspelt.err.find("did you mean '" + option.values.back() + "'?") != std::string::npos);
      }
  }
  CHECK(refused > 10);
  const auto typo = testing::run_cli({"generate", "troggu", "--option", "bse=10"});
  CHECK(typo.status == 2);
  CHECK(typo.err.find("unknown rules option 'bse' for troggu (did you mean 'base'?)") != std::string::npos);
}
