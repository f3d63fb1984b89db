// validate_file reads a file without card positions first and again with them only
// when it has something to report (ReadOptions). Its findings must be exactly those
// of one read with every position, on every sample, valid and faulty, in both forms
// of the report (with and without --explain).
#include <catch2/catch.hpp>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"
#include "validator/cli/validate_files.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("validate_file finds what one read with every card position finds", "[cli][validate-file]") {
  int files = 0, with_findings = 0;
  for (const std::string& path : testing::xml_files_below(STICHPROBE_SAMPLES_DIR)) {
    INFO(path);
    const ReadResult read = read_thr_file(path);
    const engine::DocumentReport reference = engine::validate_document(read);
    for (bool explain : {false, true}) {
      cli::FileOptions options;
      options.with_source = true;
      options.explain = explain;
      bool unreadable = false;
      const cli::FileResult result = cli::validate_file(path, options, unreadable);
      CHECK_FALSE(unreadable);
      CHECK(result.findings == reference.findings);
      CHECK(result.hands.size() == static_cast<std::size_t>(reference.hand_count));
      CHECK(result.source.empty() == reference.findings.empty());
    }
    ++files;
    with_findings += !reference.findings.empty();
  }
  CHECK(files > 300);
  CHECK(with_findings > 100);
}

TEST_CASE("validate_file: an unreadable path is one format.unreadable finding", "[cli][validate-file]") {
  bool unreadable = false;
  const cli::FileResult result = cli::validate_file("/nonexistent/stichprobe.xml", {}, unreadable);
  CHECK(unreadable);
  REQUIRE(result.findings.size() == 1);
  CHECK(result.findings[0].code == "format.unreadable");
}
