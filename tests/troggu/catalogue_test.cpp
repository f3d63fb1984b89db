// Every code the Troggu module reports is in the finding catalogue (`stichprobe explain`).
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"
#include "validator/engine/catalogue.h"
#include "validator/engine/validate.h"
#include "validator/games/troggu/module.h"

using namespace stichprobe;

TEST_CASE("every code reported on the Troggu samples is catalogued", "[troggu][catalogue]") {
  const auto files = testing::xml_files_below(std::string(STICHPROBE_SAMPLES_DIR) + "/troggu");
  REQUIRE(files.size() > 100);
  int reported = 0;
  for (const auto& path : files) {
    const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
    for (const auto& f : report.findings) {
      INFO(path << ": " << f.code);
      CHECK(engine::find_finding_info(f.code) != nullptr);
      ++reported;
    }
  }
  CHECK(reported > 30);
  for (const auto& info : games::troggu::module().spec().findings) {
    INFO(info.code);
    CHECK_FALSE(info.meaning.en.empty());
    CHECK(info.rule.rfind("troggu: ", 0) == 0);
  }
}

TEST_CASE("another settlement unit is an error, in the code, the catalogue and RULES.md alike", "[troggu][catalogue]") {
  // "Der Grundbetrag beträgt in St. Niklaus und Grächen üblicherweise fünf Rappen, in Visp zehn Rappen."
  // The amounts are compared as Rappen: a record in cents contradicts the rules (THR §7: an error).
  const std::string path = std::string(STICHPROBE_SAMPLES_DIR) + "/troggu/standard/faulty-settlement-unit.xml";
  const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings.front().code == "settlement.unit");
  CHECK(report.findings.front().severity == Severity::Error);
  for (const auto& info : games::troggu::module().spec().findings)
    if (info.code == "settlement.unit") CHECK(info.severity == Severity::Error);
}
