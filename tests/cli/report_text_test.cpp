// `validate --explain` shows what the README promises an arbiter: "who won each trick,
// card points [...], each seat's payment, beside what the table recorded, mismatches
// marked with ✗". For all five games, on every sample:
// one ✗ for each finding that is a recorded value differing from the computed one, the
// ✗ of a wrong leader or winner at its trick's line (leader, winner, points); and a line
// for every trick of a complete play. (Troggu's own test checks its lines in detail.)
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/cli_run.h"
#include "tests/support/expected.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

// Findings that say "the record has X where the rules give Y": each must have its ✗ line.
bool is_mismatch(const Finding& f) {
  static const std::set<std::string> kCodes = {
      "play.wrong-winner", "play.wrong-leader", "points.card-points", "settlement.amount", "settlement.unit",
      "bonus.amount",      "bonus.unjustified", "bonus.unknown-type", "bonus.missing",     "session.running-total"};
  return f.severity != Severity::Info && kCodes.count(f.code) > 0;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

TEST_CASE("--explain: each trick's leader, winner and points, and a ✗ at every recorded mismatch", "[cli][explain]") {
  const std::regex trick_line(
      R"(^(  ✗ |    )trick (\d+): seat \d leads, seat \d wins, [0-9 /]+ points?(   \(recorded.*\))?$)");
  int files = 0, marked = 0;
  for (const std::string game : {"dappen", "tapp", "tapp-tarock", "troggu", "tuebinger-tarock"}) {
    for (const std::string& path : testing::xml_files_below(std::string(STICHPROBE_SAMPLES_DIR) + "/" + game)) {
      INFO(path);
      const ReadResult read = read_thr_file(path);
      if (!read.parsed) continue;
      const auto report = engine::validate_document(read);
      const auto run = testing::run_cli({"validate", "--explain", "--no-source", path});
      std::set<int> tricks_marked;
      int crosses = 0;
      for (const std::string& line : lines_of(run.out)) {
        if (line.rfind("  ✗ ", 0) == 0) ++crosses;
        std::smatch m;
        if (!std::regex_match(line, m, trick_line)) continue;
        if (m[1] == "  ✗ ") tricks_marked.insert(std::stoi(m[2]));
      }
      int mismatches = 0;
      for (const auto& f : report.findings) {
        if (is_mismatch(f)) ++mismatches;
        if ((f.code == "play.wrong-winner" || f.code == "play.wrong-leader") && f.severity == Severity::Error)
          CHECK(tricks_marked.count(f.trick) == 1);  // the ✗ stands at that trick's line
      }
      CHECK(crosses == mismatches);
      ++files;
      marked += crosses > 0 ? 1 : 0;
    }
  }
  CHECK(files > 100);
  CHECK(marked > 15);
}

TEST_CASE("--explain: a wrong trick winner is marked at its trick, recorded beside computed", "[cli][explain]") {
  const auto run = testing::run_cli(
      {"validate", "--explain", "--no-source", std::string(STICHPROBE_SAMPLES_DIR) + "/tapp/faulty-trick-winner.xml"});
  CHECK(run.out.find("    trick 1: seat 1 leads, seat 1 wins, 11 points   (recorded lead=\"1\")") != std::string::npos);
  CHECK(run.out.find("  ✗ trick 4: seat 1 leads, seat 1 wins, 3 points   (recorded: lead=\"1\" winner=\"2\")") !=
        std::string::npos);
  CHECK(run.out.find("cards (seat): CA (1) S6 (2) D6 (3)") != std::string::npos);
}

TEST_CASE("--explain: every game but Troggu shows a line per trick for a complete play", "[cli][explain]") {
  for (const char* file : {"dappen/breitnau/valid-6p-solo.xml", "tapp/valid-farbspiel-4p-36.xml",
                           "tapp-tarock/valid-tarock-trull.xml", "tuebinger-tarock/valid-option-defender-credit.xml"}) {
    INFO(file);
    const std::string path = std::string(STICHPROBE_SAMPLES_DIR) + "/" + file;
    const ReadResult read = read_thr_file(path);
    REQUIRE(read.document.sessions.size() == 1);
    const auto& hand = read.document.sessions[0].hands.at(0);
    REQUIRE(hand.play);
    const auto run = testing::run_cli({"validate", "--explain", "--no-source", path});
    for (std::size_t t = 1; t <= hand.play->tricks.size(); ++t)
      CHECK(run.out.find("    trick " + std::to_string(t) + ": seat ") != std::string::npos);
    CHECK(run.out.find("✗") == std::string::npos);  // valid: nothing marked
  }
}
