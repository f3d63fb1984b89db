// Every file in samples/ against the findings listed beside it: a valid sample
// (valid-*) has no .expected and must produce no findings; a faulty one
// (faulty-*) must produce exactly what its .expected lists.
#include <catch2/catch.hpp>
#include <filesystem>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

TEST_CASE("every sample reports exactly its expected findings", "[samples]") {
  const auto files = testing::xml_files_below(STICHPROBE_SAMPLES_DIR);
  REQUIRE(!files.empty());
  int checked = 0;
  for (const auto& path : files) {
    const std::filesystem::path p(path);
    const std::string stem = p.stem().string();
    const std::string expected_path = (p.parent_path() / (stem + ".expected")).string();
    const bool has_expected = std::filesystem::exists(expected_path);
    DYNAMIC_SECTION(path) {
      INFO(path);
      // Names say what a sample is: valid ones carry no expectations, faulty ones must.
      if (stem.rfind("valid-", 0) == 0) CHECK_FALSE(has_expected);
      if (stem.rfind("faulty-", 0) == 0) CHECK(has_expected);
      std::vector<std::string> bad;
      const auto expected = has_expected ? testing::read_expected(expected_path, bad) : testing::FindingKeys{};
      INFO("malformed lines in .expected: " << bad.size());
      CHECK(bad.empty());
      const ReadResult read = read_thr_file(path);
      const engine::DocumentReport report = engine::validate_document(read);
      const auto actual = testing::finding_keys(report.findings);
      INFO("difference:\n" << testing::describe_difference(expected, actual));
      CHECK(actual == expected);
      if (stem.rfind("faulty-", 0) == 0) CHECK(!expected.empty());
    }
    ++checked;
  }
  CHECK(checked == static_cast<int>(files.size()));
}

TEST_CASE("every .expected file belongs to a sample", "[samples]") {
  namespace fs = std::filesystem;
  int orphans = 0;
  for (const auto& e : fs::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR)) {
    if (e.path().extension() != ".expected") continue;
    auto xml = e.path();
    xml.replace_extension(".xml");
    if (!fs::exists(xml)) {
      UNSCOPED_INFO("orphan: " << e.path().string());
      ++orphans;
    }
  }
  CHECK(orphans == 0);
}
