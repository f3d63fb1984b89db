// validate_file reads a file without card positions first and again with them only
// when it has something to report (ReadOptions). Its findings must be exactly those
// of one read with every position, on every sample, valid and faulty, in both forms
// of the report (with and without --explain).
// A large file is checked as its bytes arrive: its report is the report of the same
// file read whole, in every format, with one job and with two (its hands then analysed
// on two threads), from a file and from standard input; and a long run's progress goes
// to standard error only on a terminal.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "formats/thr_reader.h"
#include "formats/thr_stream.h"
#include "tests/support/cli_run.h"
#include "tests/support/expected.h"
#include "tests/support/scratch.h"
#include "validator/cli/reporting.h"
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
namespace fs = std::filesystem;

namespace {

// Every file read whole while this lives.
struct ReadWhole {
  ReadWhole() { cli::set_read_whole_limit(std::size_t{1} << 40); }
  ~ReadWhole() { cli::set_read_whole_limit(kReadWholeUpTo); }
};

testing::CliRun validate(std::vector<std::string> args) {
  args.insert(args.begin(), "validate");
  return testing::run_cli(args);
}

}  // namespace

TEST_CASE("a large file with injected faults: the same report read whole, as it arrives, and with --jobs 2",
          "[cli][stream]") {
  testing::Scratch scratch("stream");
  for (const char* game : {"tapp", "troggu"}) {
    const fs::path file = scratch.dir / (std::string(game) + ".xml");
    const auto made =
        testing::run_cli({"generate", game, "--count", "900", "--seed", "5", "--faults", "all", "-o", file.string()});
    REQUIRE(made.status == 0);
    REQUIRE(fs::file_size(file) > kReadWholeUpTo);  // so that it streams
    for (std::vector<std::string> options : {std::vector<std::string>{"--color", "never"},
                                             {"--format", "json"},
                                             {"--format", "junit"},
                                             {"--format", "sarif"},
                                             {"--format", "github"},
                                             {"--color", "never", "--explain", "--lang", "de"},
                                             {"--color", "never", "--quiet"}}) {
      options.push_back(file.string());
      testing::CliRun whole;
      {
        ReadWhole all;
        whole = validate(options);
      }
      INFO(game << " " << options[0] << " " << options[1]);
      CHECK(whole.status == 1);
      CHECK((whole.out.find("error") != std::string::npos || whole.out.find("Fehler") != std::string::npos));
      const auto streamed = validate(options);
      CHECK(streamed.status == whole.status);
      CHECK(streamed.out == whole.out);
      options.insert(options.begin(), {"--jobs", "2"});
      const auto two = validate(options);
      CHECK(two.status == whole.status);
      CHECK(two.out == whole.out);
      CHECK(two.err.empty());  // never progress when standard error is not a terminal
    }
  }
}

TEST_CASE("a large file on standard input streams and reads as the file", "[cli][stream]") {
  testing::Scratch scratch("stream");
  const fs::path file = scratch.dir / "tapp-tarock.xml";
  REQUIRE(testing::run_cli({"generate", "tapp-tarock", "--count", "800", "--seed", "2", "--faults",
                            "revoke,wrong-payout", "-o", file.string()})
              .status == 0);
  const std::string bytes = testing::slurp(file);
  REQUIRE(bytes.size() > kReadWholeUpTo);
  std::istringstream in(bytes);
  std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
  const auto piped = validate({"--format", "json", "-"});
  std::cin.rdbuf(saved);
  const auto direct = validate({"--format", "json", file.string()});
  std::string expected = direct.out;
  for (std::size_t at; (at = expected.find(file.string())) != std::string::npos;)
    expected.replace(at, file.string().size(), "<stdin>");
  CHECK(piped.status == direct.status);
  CHECK(piped.out == expected);
}

TEST_CASE("an archive of sessions streams as it reads whole, several files around it", "[cli][stream]") {
  testing::Scratch scratch("stream");
  std::string archive = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive xmlns=\"urn:tarock-hand-record:1\">\n";
  int seed = 1;
  for (const char* game : {"dappen", "tuebinger-tarock", "tapp", "tapp-tarock"}) {
    const fs::path one = scratch.dir / "one.xml";
    REQUIRE(testing::run_cli({"generate", game, "--count", "200", "--seed", std::to_string(seed++), "--faults", "all",
                              "-o", one.string()})
                .status == 0);
    std::string text = testing::slurp(one);
    text = text.substr(text.find("<session"));
    text.erase(text.find(" xmlns=\"urn:tarock-hand-record:1\""), 33);
    archive += text;
  }
  archive += "</archive>\n";
  REQUIRE(archive.size() > kReadWholeUpTo);
  testing::spit(scratch.dir / "b-archive.xml", archive);
  for (const char* small : {"a-small.xml", "c-small.xml"})
    REQUIRE(testing::run_cli(
                {"generate", "troggu", "--count", "3", "--faults", "revoke", "-o", (scratch.dir / small).string()})
                .status == 0);
  for (const char* format : {"text", "json"}) {
    testing::CliRun whole;
    {
      ReadWhole all;
      whole = validate({"--color", "never", "--format", format, scratch.dir.string()});
    }
    CHECK(whole.out.find("b-archive.xml") != std::string::npos);
    CHECK(validate({"--color", "never", "--format", format, scratch.dir.string()}).out == whole.out);
    CHECK(validate({"--color", "never", "--jobs", "2", "--format", format, scratch.dir.string()}).out == whole.out);
  }
}

TEST_CASE("the progress line: files, hands, hands per second and the time left", "[cli][stream]") {
  CHECK(cli::Progress::line(3, 10, 25000, 2.0, 0.25) == "3/10 files, 25000 hands, 12500 hands/s, 0:06 left");
  CHECK(cli::Progress::line(1, 1, 100, 1.0, 0) == "1/1 files, 100 hands, 100 hands/s");  // standard input: no total
  CHECK(cli::Progress::line(0, 1, 0, 4000.0, 0.5) == "0/1 files, 0 hands, 0 hands/s, 1:06:40 left");
}
