// Each game's RULES.md states the severity of some of its findings; the finding catalogue
// (the game's findings.cpp, shared codes in engine/catalogue.cpp) is what the code reports
// and `explain` shows, so the two must agree. A statement has one of two forms:
//   `code` (severity)        e.g. "`settlement.unit` (error)"
//   severity `code`          e.g. "info `deal.card-inferred`"
// Every other use of the words error, warning or info in a RULES.md is reported too, so a
// severity cannot hide in prose this test does not read. The last link, code to catalogue:
// every finding the samples draw has its catalogue severity.
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"
#include "validator/engine/catalogue.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

struct Statement {
  std::string code;
  std::string severity;
  std::string text;  // the statement as written, for the message
};

// The document with every line break and its indent made one space: a statement may be
// wrapped across lines.
std::string flattened(const fs::path& file) {
  const std::string raw = read_file_bytes(file.string()).bytes;
  static const std::regex wrap("\\s*\\n\\s*");
  return std::regex_replace(raw, wrap, " ");
}

const std::string kCode = "([a-z]+\\.[a-z0-9]+(?:-[a-z0-9]+)*)";

// The statements, and the uses of a severity word outside any statement.
void read_statements(const std::string& text, std::vector<Statement>& out, std::vector<std::string>& stray) {
  static const std::regex after("`" + kCode + "` \\((error|warning|info)\\)");
  static const std::regex before("\\b(error|warning|info) `" + kCode + "`");
  static const std::regex word("\\b(errors?|warnings?|infos?)\\b", std::regex::icase);
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (std::sregex_iterator m(text.begin(), text.end(), after), end; m != end; ++m) {
    out.push_back({(*m)[1].str(), (*m)[2].str(), m->str()});
    spans.emplace_back(static_cast<std::size_t>(m->position()), static_cast<std::size_t>(m->position() + m->length()));
  }
  for (std::sregex_iterator m(text.begin(), text.end(), before), end; m != end; ++m) {
    out.push_back({(*m)[2].str(), (*m)[1].str(), m->str()});
    spans.emplace_back(static_cast<std::size_t>(m->position()), static_cast<std::size_t>(m->position() + m->length()));
  }
  for (std::sregex_iterator m(text.begin(), text.end(), word), end; m != end; ++m) {
    const auto at = static_cast<std::size_t>(m->position());
    bool inside = false;
    for (const auto& [from, to] : spans) inside = inside || (at >= from && at < to);
    if (inside) continue;
    const std::size_t from = at < 60 ? 0 : at - 60;
    stray.push_back("…" + text.substr(from, 120) + "…");
  }
}

// The game's own entry for `code`, else the shared one.
const engine::FindingInfo* catalogued(const engine::GameSpec& spec, const std::string& code) {
  for (const auto& f : spec.findings)
    if (f.code == code) return &f;
  for (const auto& f : engine::shared_findings())
    if (f.code == code) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("every severity a game's RULES.md states is the catalogue's", "[catalogue][rules]") {
  const fs::path root = STICHPROBE_SOURCE_DIR;
  int games = 0, statements = 0;
  for (const engine::GameModule* g : engine::all_games()) {
    const engine::GameSpec& spec = g->spec();
    const fs::path file = root / "validator" / "games" / spec.id / "RULES.md";
    INFO(file.generic_string());
    REQUIRE(fs::exists(file));
    ++games;
    std::vector<Statement> stated;
    std::vector<std::string> stray;
    read_statements(flattened(file), stated, stray);
    for (const auto& s : stated) {
      INFO("RULES.md states " << s.text);
      const engine::FindingInfo* info = catalogued(spec, s.code);
      CHECK(info != nullptr);  // a code the game does not report
      if (info) CHECK(s.severity == severity_name(info->severity));
      ++statements;
    }
    std::string listing;
    for (const auto& s : stray) listing += "\n  " + s;
    INFO("a severity word outside \"`code` (severity)\" or \"severity `code`\":" << listing);
    CHECK(stray.empty());
  }
  CHECK(games == 5);
  CHECK(statements >= 10);
}

TEST_CASE("the severity statements are read in both forms, wrapped or not", "[catalogue][rules]") {
  std::vector<Statement> stated;
  std::vector<std::string> stray;
  read_statements("a `settlement.unit` (error); info `deal.card-inferred`, then a warning of no code", stated, stray);
  REQUIRE(stated.size() == 2);
  CHECK(stated[0].code == "settlement.unit");
  CHECK(stated[0].severity == "error");
  CHECK(stated[1].code == "deal.card-inferred");
  CHECK(stated[1].severity == "info");
  REQUIRE(stray.size() == 1);
  CHECK(stray[0].find("a warning of no code") != std::string::npos);
}

TEST_CASE("every finding the samples draw has the severity the catalogue gives its code", "[catalogue][rules]") {
  // (A ruling that accepts a fault turns it into an info: those are left out.)
  const auto files = testing::xml_files_below(STICHPROBE_SAMPLES_DIR);
  REQUIRE(files.size() > 100);
  int compared = 0;
  for (const auto& path : files) {
    const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
    for (const auto& f : report.findings) {
      if (!f.ruling.empty()) continue;
      const engine::FindingInfo* info = engine::find_finding_info(f.code);
      if (!info) continue;  // the catalogue test names codes without an entry
      INFO(path << ": " << f.code << " reported as " << severity_name(f.severity));
      CHECK(f.severity == info->severity);
      ++compared;
    }
  }
  CHECK(compared > 100);
}
