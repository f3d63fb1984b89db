// `validate --list-sessions` lists each session's byte range, line and column, and hand
// count; a session cut out as docs/validating.md says ("Sharding a huge archive") and
// validated alone gives that session's findings at the places the whole file gives them.
#include <catch2/catch.hpp>

#include <sstream>

#include "tests/support/cli_run.h"
#include "tests/support/scratch.h"

using namespace stichprobe;

namespace {

// The finding lines of a text report, the path at their start replaced by "F".
std::vector<std::string> finding_lines(const std::string& report, const std::string& path) {
  std::vector<std::string> out;
  std::istringstream in(report);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(path + ":", 0) == 0) out.push_back("F" + line.substr(path.size()));
  return out;
}

unsigned line_of(const std::string& finding) { return static_cast<unsigned>(std::stoul(finding.substr(2))); }

}  // namespace

TEST_CASE("--list-sessions: each listed session validated alone finds what the archive finds there",
          "[cli][list-sessions]") {
  testing::Scratch scratch("list-sessions");
  std::string archive = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive xmlns=\"urn:tarock-hand-record:1\">\n";
  int seed = 1;
  for (const char* game : {"tapp", "troggu", "tapp-tarock"}) {
    const std::string one = scratch.path("one.xml");
    const auto made = testing::run_cli(
        {"generate", game, "--count", "40", "--seed", std::to_string(seed++), "--faults", "all", "-o", one});
    INFO(made.err);
    REQUIRE(made.status == 0);
    std::string text = testing::slurp(one);
    text = "  " + text.substr(text.find("<session"));
    text.erase(text.find(" xmlns=\"urn:tarock-hand-record:1\""), 33);
    archive += text;
  }
  archive += "</archive>\n";
  const std::string file = scratch.path("archive.xml");
  testing::spit(file, archive);

  const auto listed = testing::run_cli({"validate", "--list-sessions", file});
  REQUIRE(listed.status == 0);
  const auto whole = testing::run_cli({"validate", "--no-source", "--color", "never", file});
  const std::vector<std::string> all = finding_lines(whole.out, file);
  REQUIRE(all.size() > 6);

  std::istringstream rows(listed.out);
  std::vector<std::string> shards;
  unsigned sessions = 0;
  for (std::string row; std::getline(rows, row); ++sessions) {
    std::istringstream fields(row);
    std::string path, at;
    std::uint64_t from = 0, to = 0;
    int hands = 0;
    fields >> path >> from >> to >> at >> hands;
    CHECK(path == file);
    CHECK(hands == 40);
    REQUIRE(to > from);
    CHECK(archive.compare(from, 8, "<session") == 0);
    CHECK(archive.compare(to - 10, 10, "</session>") == 0);
    const unsigned line = static_cast<unsigned>(std::stoul(at)),
                   column = static_cast<unsigned>(std::stoul(at.substr(at.find(':') + 1)));
    const std::string shard = "<archive xmlns=\"urn:tarock-hand-record:1\">" + std::string(line - 1, '\n') +
                              std::string(column - 1, ' ') + archive.substr(from, to - from) + "</archive>\n";
    const std::string shard_file = scratch.path("shard-" + std::to_string(sessions) + ".xml");
    testing::spit(shard_file, shard);
    const auto alone = testing::run_cli({"validate", "--no-source", "--color", "never", shard_file});
    const std::vector<std::string> found = finding_lines(alone.out, shard_file);
    CHECK_FALSE(found.empty());
    for (const auto& f : found) shards.push_back(f);
  }
  CHECK(sessions == 3);
  CHECK(shards == all);  // every finding, in order, at the same line and column
  for (const auto& f : all) CHECK(line_of(f) > 2);
}
