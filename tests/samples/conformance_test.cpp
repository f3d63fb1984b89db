// Issue 8: "samples/ grows a conformance/ index (one table: file, game, variant,
// expected verdict and findings) so another implementation can test itself against
// our samples." The table is built from the samples and their .expected files; this
// test keeps the committed copy equal to it. To rewrite it after changing samples:
//   STICHPROBE_UPDATE_CONFORMANCE=1 build/tests/test_samples "[conformance]"
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

const std::string kIndex = std::string(STICHPROBE_SAMPLES_DIR) + "/conformance/index.tsv";

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// Expected findings in file order (line, column), as `LINE:COL SEVERITY CODE`.
std::vector<std::string> ordered(const testing::FindingKeys& keys) {
  std::vector<std::string> v(keys.begin(), keys.end());
  auto place = [](const std::string& k) {
    unsigned line = 0, column = 0;
    std::sscanf(k.c_str(), "%u:%u", &line, &column);
    return std::pair{line, column};
  };
  std::stable_sort(v.begin(), v.end(), [&](const std::string& a, const std::string& b) {
    return place(a) != place(b) ? place(a) < place(b) : a < b;
  });
  return v;
}

std::string build_index() {
  std::ostringstream out;
  out << "file\tgame\tvariant\tplayers\tverdict\texit\tfindings\n";
  for (const auto& path : testing::xml_files_below(STICHPROBE_SAMPLES_DIR)) {
    const fs::path p(path);
    const std::string rel = fs::relative(p, STICHPROBE_SAMPLES_DIR).generic_string();
    const std::string expected_path = (p.parent_path() / (p.stem().string() + ".expected")).string();
    std::vector<std::string> bad;
    const auto keys = fs::exists(expected_path) ? testing::read_expected(expected_path, bad) : testing::FindingKeys{};
    std::vector<std::string> games, variants, players;
    const ReadResult read = read_thr_file(path);
    for (const auto& s : read.document.sessions) {
      games.push_back(s.game.empty() ? "-" : s.game);
      variants.push_back(s.variant.empty() ? "-" : s.variant);
      players.push_back(std::to_string(s.players.size()));
    }
    bool errors = false;
    for (const auto& k : keys) errors = errors || k.find(" error ") != std::string::npos;
    out << rel << '\t' << (games.empty() ? "-" : join(games, ",")) << '\t'
        << (variants.empty() ? "-" : join(variants, ",")) << '\t' << (players.empty() ? "-" : join(players, ","))
        << '\t' << (errors ? "invalid" : "valid") << '\t' << (errors ? 1 : 0) << '\t'
        << (keys.empty() ? "-" : join(ordered(keys), " | ")) << '\n';
  }
  return out.str();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("samples/conformance/index.tsv lists every sample with its expected verdict and findings",
          "[samples][conformance]") {
  const std::string built = build_index();
  if (const char* update = std::getenv("STICHPROBE_UPDATE_CONFORMANCE"); update && std::string(update) == "1") {
    std::ofstream(kIndex, std::ios::binary) << built;
    WARN("rewrote " << kIndex);
  }
  REQUIRE(fs::exists(kIndex));
  const std::string committed = read_file(kIndex);
  INFO(
      "samples/conformance/index.tsv is out of date; rewrite it with\n"
      "  STICHPROBE_UPDATE_CONFORMANCE=1 build/tests/test_samples \"[conformance]\"");
  CHECK(committed == built);
  // One row per sample, and every faulty sample's row names at least one finding.
  std::istringstream rows(committed);
  std::string row;
  std::getline(rows, row);
  int count = 0;
  while (std::getline(rows, row)) {
    ++count;
    const std::string file = row.substr(0, row.find('\t'));
    const std::string name = file.substr(file.rfind('/') + 1);
    if (name.rfind("faulty-", 0) == 0) {
      INFO(row);
      CHECK(row.substr(row.rfind('\t') + 1) != "-");
    }
  }
  CHECK(count == static_cast<int>(testing::xml_files_below(STICHPROBE_SAMPLES_DIR).size()));
}
