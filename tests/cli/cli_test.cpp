// The CLI end to end, in process: exit statuses, the text line format, the JSON
// keys of THR v1 §8, directory search, and bad input never ending the run.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/support/cli_run.h"
#include "validator/cli/cli.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

using Run = testing::CliRun;

using testing::run;

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("stichprobe-cli-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const auto p = path / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
};

const char* kMalformed = "<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\"\n";

}  // namespace

TEST_CASE("no command, unknown command and bad options are usage errors (exit 2)", "[cli]") {
  CHECK(run({}).status == 2);
  const Run r = run({"validat"});
  CHECK(r.status == 2);
  CHECK(r.err.find("did you mean 'validate'") != std::string::npos);
  CHECK(run({"validate", "--format", "xml", "x.xml"}).status == 2);
  CHECK(run({"validate", "--no-such-option"}).status == 2);
  CHECK(run({"--help"}).status == 0);
  CHECK(run({"validate", "--help"}).status == 0);
}

TEST_CASE("a malformed file is one format error with its place, and the run goes on", "[cli]") {
  TempDir dir;
  const std::string bad = dir.write("a-bad.xml", kMalformed);
  const std::string missing = (dir.path / "missing.xml").string();
  const Run r = run({"validate", "--no-source", bad, missing});
  CHECK(r.status == 1);
  // `file:line:col: severity: [code] message`
  CHECK(r.out.find(bad + ":") == 0);
  CHECK(r.out.find(": error: [format.") != std::string::npos);
  CHECK(r.out.find(missing + ":") != std::string::npos);  // the second file was still reported
  CHECK(r.out.find("2 files, 0 hands: 2 errors") != std::string::npos);
}

TEST_CASE("input that cannot be read at all is exit 2", "[cli]") {
  TempDir dir;
  CHECK(run({"validate", (dir.path / "nothing-here.xml").string()}).status == 2);
  CHECK(run({"validate", dir.path.string()}).status == 2);  // a directory without *.xml
}

TEST_CASE("directories are searched recursively for *.xml, in sorted order", "[cli]") {
  TempDir dir;
  dir.write("b/two.xml", kMalformed);
  dir.write("a/one.xml", kMalformed);
  dir.write("a/notes.txt", "not a record");
  const Run r = run({"validate", "--no-source", dir.path.string()});
  CHECK(r.status == 1);
  const auto one = r.out.find("one.xml"), two = r.out.find("two.xml");
  REQUIRE(one != std::string::npos);
  REQUIRE(two != std::string::npos);
  CHECK(one < two);
  CHECK(r.out.find("notes.txt") == std::string::npos);
}

TEST_CASE("--format json has the stable keys of THR v1 §8", "[cli][json]") {
  TempDir dir;
  const std::string bad = dir.write("bad.xml", kMalformed);
  const Run r = run({"validate", "--format", "json", bad});
  CHECK(r.status == 1);
  for (const char* key : {"\"files\"", "\"path\"", "\"hands\"", "\"findings\"", "\"severity\"", "\"code\"",
                          "\"category\": \"format\"", "\"message\"", "\"line\"", "\"column\"", "\"rule\"",
                          "\"summary\"", "\"errors\": 1", "\"warnings\": 0", "\"infos\": 0"})
    CHECK(r.out.find(key) != std::string::npos);
}

TEST_CASE("text output shows the source line and a caret under the place", "[cli]") {
  TempDir dir;
  const std::string bad =
      dir.write("bad.xml",
                "<?xml version=\"1.0\"?>\n<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\">\n"
                "  <players></player>\n</session>\n");
  const Run r = run({"validate", bad});
  CHECK(r.status == 1);
  CHECK(r.out.find("  <players></player>") != std::string::npos);
  CHECK(r.out.find("    ^") != std::string::npos);
}

TEST_CASE("--format junit: a suite per file, failing cases carry the findings", "[cli][ci]") {
  TempDir dir;
  const std::string bad = dir.write("bad & odd.xml", kMalformed);
  const Run r = run({"validate", "--format", "junit", bad});
  CHECK(r.status == 1);
  CHECK(r.out.find("<testsuites") != std::string::npos);
  CHECK(r.out.find("bad &amp; odd.xml") != std::string::npos);  // escaped
  CHECK(r.out.find("failures=\"1\"") != std::string::npos);
  CHECK(r.out.find("<failure message=\"1 finding\"") != std::string::npos);
  CHECK(r.out.find("</testsuites>") != std::string::npos);
}

TEST_CASE("--format sarif: SARIF 2.1.0 with rule ids, regions and levels", "[cli][ci]") {
  TempDir dir;
  const std::string bad = dir.write("bad.xml", kMalformed);
  const Run r = run({"validate", "--format", "sarif", bad});
  CHECK(r.status == 1);
  for (const char* key : {"\"version\": \"2.1.0\"", "\"ruleId\": \"format.", "\"level\": \"error\"",
                          "\"startLine\": ", "\"startColumn\": ", "\"artifactLocation\"",
                          "\"driver\": { \"name\": \"stichprobe\"", "\"rules\": ["})
    CHECK(r.out.find(key) != std::string::npos);
}

TEST_CASE("--format sarif: each rule carries its message forms from the templates", "[cli][ci][messages]") {
  // A dealer out of turn: the code has two forms, "default" and "fits" (SARIF 2.1.0 §3.49.11),
  // with the named values kept in doubled braces (§3.11.5: a literal brace is doubled).
  const Run r = run({"validate", "--format", "sarif", "samples/tapp-tarock/faulty-dealer-rotation.xml"});
  CHECK(r.status == 1);
  CHECK(r.out.find("\"id\": \"session.dealer-rotation\"") != std::string::npos);
  CHECK(r.out.find("\"messageStrings\": { \"default\": { \"text\": \"hand {{hand}} must be dealt by seat "
                   "{{expected}}") != std::string::npos);
  CHECK(r.out.find("\"fits\": { \"text\": \"hand {{hand}}") != std::string::npos);
  CHECK(r.out.find("\"shortDescription\"") != std::string::npos);  // the meaning stays
  const Run de =
      run({"validate", "--format", "sarif", "--lang", "de", "samples/tapp-tarock/faulty-dealer-rotation.xml"});
  CHECK(de.out.find("\"default\": { \"text\": \"Spiel {{hand}} gibt Sitz {{expected}}") != std::string::npos);
}

TEST_CASE("--format github: workflow annotations with escaped properties", "[cli][ci]") {
  TempDir dir;
  const std::string bad = dir.write("a,b:c.xml", kMalformed);
  const Run r = run({"validate", "--format", "github", bad});
  CHECK(r.status == 1);
  CHECK(r.out.find("::error file=") == 0);
  CHECK(r.out.find("a%2Cb%3Ac.xml,line=") != std::string::npos);
  CHECK(r.out.find(",title=format.") != std::string::npos);
  // The summary counts in the singular where there is one.
  CHECK(r.out.find("\nstichprobe: 1 file, 0 hands: ") != std::string::npos);
}

TEST_CASE("--jobs gives the same report in the same order as one job", "[cli][jobs]") {
  TempDir dir;
  for (int i = 0; i < 12; ++i) dir.write("f" + std::to_string(100 + i) + ".xml", kMalformed);
  const Run one = run({"validate", "--no-source", dir.path.string()});
  const Run two = run({"validate", "--no-source", "--jobs", "2", dir.path.string()});
  const Run many = run({"validate", "--no-source", "-j", "0", dir.path.string()});
  CHECK(one.status == 1);
  CHECK(two.out == one.out);
  CHECK(many.out == one.out);
  CHECK(run({"validate", "--jobs", "-3", dir.path.string()}).status == 2);
}

TEST_CASE("rules and generate know the registry's games and suggest names", "[cli]") {
  const Run unknown = run({"rules", "tapp-tarok"});
  CHECK(unknown.status == 2);
  const Run gen = run({"generate", "nosuchgame"});
  CHECK(gen.status == 2);
  CHECK(gen.err.find("unknown game") != std::string::npos);
  CHECK(run({"rules"}).status == 0);
}

TEST_CASE("explain CODE describes a finding; unknown codes get a did-you-mean", "[cli][explain]") {
  const Run r = run({"explain", "play.must-follow-suit"});
  CHECK(r.status == 0);
  CHECK(r.out.find("play.must-follow-suit (error)") != std::string::npos);
  CHECK(r.out.find("rule: ") != std::string::npos);
  const Run typo = run({"explain", "play.must-folow-suit"});
  CHECK(typo.status == 2);
  CHECK(typo.err.find("did you mean 'play.must-follow-suit'") != std::string::npos);
  CHECK(run({"explain"}).status == 2);
}

TEST_CASE("explain shows each game's wording of a code several games report", "[cli][explain]") {
  const Run r = run({"explain", "deal.hand-size"});
  CHECK(r.status == 0);
  int games = 0;
  for (const char* g : {"[dappen]", "[tapp]", "[troggu]", "[tapp-tarock]", "[tuebinger-tarock]"})
    games += r.out.find(g) != std::string::npos ? 1 : 0;
  CHECK(games >= 2);
}

// A missing part of a played hand is an info (tests/engine/missing_parts_test.cpp).
TEST_CASE("--quiet hides what could not be checked; the exit status ignores it", "[missing-parts][cli]") {
  const std::string file = std::string(STICHPROBE_SAMPLES_DIR) + "/tapp/partial-play-not-recorded.xml";
  const auto loud = testing::run_cli({"validate", "--no-source", file});
  CHECK(loud.status == 0);
  CHECK(loud.out.find("[play.not-recorded]") != std::string::npos);
  const auto quiet = testing::run_cli({"validate", "--quiet", file});
  CHECK(quiet.status == 0);
  CHECK(quiet.out.find("play.not-recorded") == std::string::npos);
  CHECK(quiet.out.find("1 info") != std::string::npos);  // still counted in the summary
}
