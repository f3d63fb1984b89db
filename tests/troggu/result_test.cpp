// Troggu's result check against the record: a settlement in another unit. (That every
// code each game reports is catalogued is tests/engine/catalogue_test.cpp, for every game.)
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "validator/engine/catalogue.h"
#include "validator/engine/validate.h"
#include "validator/games/troggu/module.h"

using namespace stichprobe;

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
