// Issue 2: read -> write -> read gives an equal model for every sample, and the
// canonical rewrite is stable; every generated file of every game validates
// against the XSD.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "formats/record_positions.h"
#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "tests/support/expected.h"
#include "tests/support/xmllint.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
namespace fs = std::filesystem;

TEST_CASE("read, write, read gives an equal model for every sample", "[samples][roundtrip]") {
  const auto files = testing::xml_files_below(STICHPROBE_SAMPLES_DIR);
  REQUIRE(!files.empty());
  int compared = 0;
  for (const auto& path : files) {
    ReadResult first = read_thr_file(path);
    if (!first.parsed) continue;  // the malformed samples have nothing to rewrite
    INFO(path);
    const std::string written = write_thr(first.document);
    ReadResult second = read_thr(written);
    REQUIRE(second.parsed);
    record::clear_positions(first.document);
    record::clear_positions(second.document);
    CHECK(second.document == first.document);
    CHECK(write_thr(second.document) == written);
    ++compared;
  }
  CHECK(compared >= static_cast<int>(files.size()) - 5);
}

TEST_CASE("generated files of every game and variant validate against the XSD", "[samples][schema]") {
  const fs::path dir = fs::temp_directory_path() / ("stichprobe-generated-" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::vector<std::string> paths;
  int files = 0;
  for (const engine::GameModule* game : engine::all_games()) {
    for (const auto& variant : game->spec().variants) {
      for (int players : variant.player_counts) {
        engine::SessionRequest req;
        req.variant = variant.id;
        req.players = players;
        req.hands = 6;
        req.seed = static_cast<std::uint64_t>(players) * 7919u + static_cast<std::uint64_t>(files);
        const fs::path p = dir / (game->spec().id + "-" + variant.id + "-" + std::to_string(players) + ".xml");
        std::ofstream(p, std::ios::binary) << write_thr(engine::generate_session(*game, req));
        paths.push_back(p.string());
        ++files;
      }
    }
  }
  REQUIRE(files >= 5);
  const testing::SchemaCheck check = testing::xmllint_schema(paths);
  INFO(check.output);
  int validated = 0;
  for (const auto& [path, ok] : check.verdict) validated += ok ? 1 : 0;
  CHECK(validated == files);
  CHECK(check.status == 0);
  fs::remove_all(dir);
}
