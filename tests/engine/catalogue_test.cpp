// The finding catalogue behind `stichprobe explain` against the sources: every code
// a string literal in formats/ or validator/ can report has an entry, each game lists
// the codes its own module reports, and no entry is stale, shadowed or contradictory.
// When a game module is merged without its findings.cpp, this test names what is missing.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "formats/thr_reader.h"
#include "tests/support/expected.h"
#include "tests/support/playout.h"
#include "validator/cli/cli.h"
#include "validator/engine/catalogue.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;
namespace fs = std::filesystem;

namespace {

const char* const kCategories = "(format|deal|auction|exchange|announcement|play|points|bonus|settlement|session)";

// Where a code is reported: "validator/games/dappen/deal.cpp:52", and the game folder ("" outside games/).
struct Site {
  std::string where;
  std::string game;
};

bool is_catalogue_file(const fs::path& rel) {
  const std::string s = rel.generic_string();
  return s == "validator/engine/catalogue.cpp" || s == "validator/engine/shared_messages.cpp" ||
         (s.rfind("validator/games/", 0) == 0 &&
          (rel.filename() == "findings.cpp" || rel.filename() == "messages.cpp"));
}

// Every string literal of the form "<category>.<kebab-name>" in the sources, with its
// sites; the catalogue files themselves are not sources of findings.
std::map<std::string, std::vector<Site>> reported_codes() {
  const fs::path root = STICHPROBE_SOURCE_DIR;
  // A message template's key names its code, with a "/form" where the code has several.
  const std::regex literal(std::string("\"(") + kCategories + "\\.[a-z0-9-]+)(?:/[a-z0-9-]+)?\"");
  std::map<std::string, std::vector<Site>> out;
  for (const char* dir : {"formats", "validator"}) {
    for (const auto& e : fs::recursive_directory_iterator(root / dir)) {
      const auto ext = e.path().extension();
      if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
      const fs::path rel = fs::relative(e.path(), root);
      if (is_catalogue_file(rel)) continue;
      std::string game;
      auto it = rel.begin();
      if (*it == "validator" && ++it != rel.end() && *it == "games" && ++it != rel.end()) game = it->string();
      std::ifstream in(e.path());
      std::string line;
      for (int n = 1; std::getline(in, line); ++n)
        for (std::sregex_iterator m(line.begin(), line.end(), literal), end; m != end; ++m)
          out[(*m)[1].str()].push_back({rel.generic_string() + ":" + std::to_string(n), game});
    }
  }
  return out;
}

bool well_formed(const std::string& code) {
  static const std::regex form(std::string("^") + kCategories + "\\.[a-z0-9]+(-[a-z0-9]+)*$");
  return std::regex_match(code, form);
}

bool listed(const std::vector<engine::FindingInfo>& list, const std::string& code) {
  for (const auto& f : list)
    if (f.code == code) return true;
  return false;
}

std::string run_cli(std::vector<std::string> args, int& status) {
  args.insert(args.begin(), "stichprobe");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  std::ostringstream out, err;
  status = cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return out.str();
}

}  // namespace

TEST_CASE("every finding code in formats/ and validator/ has a catalogue entry", "[catalogue]") {
  const auto codes = reported_codes();
  REQUIRE(codes.size() > 100);  // the scan found the sources (shared codes alone are ~50)
  std::string missing;
  for (const auto& [code, sites] : codes)
    if (!engine::find_finding_info(code)) missing += "\n  " + code + " (" + sites.front().where + ")";
  INFO(
      "codes reported but not in the catalogue (add them to the game's findings.cpp or shared_findings()):" << missing);
  CHECK(missing.empty());
}

TEST_CASE("each game lists the codes its own module reports", "[catalogue]") {
  // find_finding_info() finds a game's code in any game's list; `explain` must give the
  // meaning in the terms of a game that reports it, so each game lists its own codes.
  std::string missing;
  for (const auto& [code, sites] : reported_codes()) {
    if (listed(engine::shared_findings(), code)) continue;
    std::set<std::string> games;
    for (const auto& s : sites)
      if (!s.game.empty()) games.insert(s.game);
    for (const auto& g : games) {
      const engine::GameModule* m = engine::find_game(g);
      INFO("validator/games/" << g << "/ is not a registered game");
      REQUIRE(m != nullptr);
      if (!listed(m->spec().findings, code)) missing += "\n  " + g + ": " + code;
    }
  }
  INFO("codes a game reports but does not list in its GameSpec::findings:" << missing);
  CHECK(missing.empty());
}

TEST_CASE("catalogue entries are complete, unique and consistent across games", "[catalogue]") {
  // The rule: a code is listed once in shared_findings() or once per game that reports it.
  // A game does not relist a shared code (`explain` would never show it). Games may word a
  // code in their own terms, but its usual severity is the same everywhere, since `explain`
  // shows the first game's entry for all of them.
  const auto reported = reported_codes();
  std::set<std::string> shared;
  for (const auto& f : engine::shared_findings()) {
    INFO(f.code);
    CHECK(well_formed(f.code));
    CHECK_FALSE(f.meaning.en.empty());
    CHECK_FALSE(f.rule.empty());
    CHECK(shared.insert(f.code).second);
    CHECK(reported.count(f.code) == 1);  // not stale: something reports it
  }
  std::map<std::string, std::pair<Severity, std::string>> first;  // code -> severity, game
  for (const engine::GameModule* g : engine::all_games()) {
    const auto& spec = g->spec();
    std::set<std::string> own;
    for (const auto& f : spec.findings) {
      INFO(spec.id << ": " << f.code);
      CHECK(well_formed(f.code));
      CHECK_FALSE(f.meaning.en.empty());
      CHECK_FALSE(f.example.empty());
      // "<game>: <section>" or "<game>/<variant>: <section>"
      CHECK((f.rule.rfind(spec.id + ": ", 0) == 0 || f.rule.rfind(spec.id + "/", 0) == 0));
      CHECK(f.rule.size() > spec.id.size() + 2);
      CHECK(own.insert(f.code).second);
      CHECK(shared.count(f.code) == 0);
      const auto r = reported.find(f.code);
      bool reported_here = false;
      if (r != reported.end())
        for (const auto& s : r->second) reported_here = reported_here || s.game == spec.id;
      CHECK(reported_here);  // not stale: this game's module reports it
      const auto [it, fresh] = first.emplace(f.code, std::make_pair(f.severity, spec.id));
      if (!fresh) {
        INFO("listed first by " << it->second.second << " as " << severity_name(it->second.first));
        CHECK(f.severity == it->second.first);
      }
    }
  }
}

TEST_CASE("explain shows a game's own code: Dappen's Pflichtdappen, Tapp Tarock's packet", "[catalogue]") {
  int status = -1;
  std::string out = run_cli({"explain", "auction.pflichtdappen"}, status);
  CHECK(status == 0);
  CHECK(out.find("auction.pflichtdappen (error)") != std::string::npos);
  CHECK(out.find("dappen/furtwangen: Pflichtdappen (b)") != std::string::npos);
  out = run_cli({"explain", "exchange.wrong-packet"}, status);
  CHECK(status == 0);
  CHECK(out.find("tapp-tarock/old-talon") != std::string::npos);
  out = run_cli({"explain", "auction.pflichtdappen-missed"}, status);
  CHECK(out.find("(warning)") != std::string::npos);
}

// Per game, on every registered game: the codes its sources name, its samples draw and
// faults in its generated hands draw all have entries, and its own entries are complete.

TEST_CASE("every registered game: each code in its folder is its own or a shared one", "[catalogue]") {
  const std::regex code("\"((deal|auction|exchange|announcement|play|points|bonus|settlement|session)\\.[a-z-]+)\"");
  for (const engine::GameModule* g : engine::all_games()) {
    const auto& spec = g->spec();
    int seen = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(STICHPROBE_SOURCE_DIR) / "validator/games" / spec.id)) {
      if (entry.path().extension() != ".cpp" || entry.path().filename() == "findings.cpp") continue;
      std::ifstream in(entry.path());
      std::stringstream text;
      text << in.rdbuf();
      const std::string s = text.str();
      for (std::sregex_iterator it(s.begin(), s.end(), code), end; it != end; ++it) {
        const std::string c = (*it)[1];
        ++seen;
        INFO(spec.id << ": " << c << " in " << entry.path().filename().string());
        CHECK((listed(spec.findings, c) || listed(engine::shared_findings(), c)));
      }
    }
    INFO(spec.id);
    CHECK(seen > 40);
  }
}

TEST_CASE("every registered game: every code its samples draw is catalogued", "[catalogue]") {
  for (const engine::GameModule* g : engine::all_games()) {
    const auto& spec = g->spec();
    const auto files = testing::xml_files_below(std::string(STICHPROBE_SAMPLES_DIR) + "/" + spec.id);
    INFO(spec.id);
    REQUIRE(files.size() >= 30);
    int reported = 0;
    for (const auto& path : files) {
      const engine::DocumentReport report = engine::validate_document(read_thr_file(path));
      for (const auto& f : report.findings) {
        INFO(path << ": " << f.code);
        CHECK(engine::find_finding_info(f.code) != nullptr);
        ++reported;
      }
    }
    CHECK(reported > 30);
    for (const auto& info : spec.findings) {
      INFO(info.code);
      CHECK_FALSE(info.meaning.en.empty());
      CHECK((info.rule.rfind(spec.id + ": ", 0) == 0 || info.rule.rfind(spec.id + "/", 0) == 0));
    }
  }
}

TEST_CASE("every registered game: faults edited into generated hands draw catalogued codes", "[catalogue]") {
  // A call by the next seat, two cards of the third trick swapped, a discard's first card
  // made the fool, a bonus off by one: the findings they draw all have entries.
  for (const engine::GameModule* g : engine::all_games()) {
    const auto& spec = g->spec();
    int findings = 0;
    for (const auto& v : spec.variants) {
      const int players = v.player_counts.front();
      record::Session s = testing::generate_session(*g, {v.id, players, 40, 1, {}});
      for (auto& h : s.hands) {
        if (h.auction && !h.auction->calls.empty()) h.auction->calls[0].seat = h.auction->calls[0].seat % players + 1;
        if (h.play && h.play->tricks.size() > 3 && h.play->tricks[2].cards.cards.size() > 2)
          std::swap(h.play->tricks[2].cards.cards[1], h.play->tricks[2].cards.cards[2]);
        if (!h.exchanges.empty() && h.exchanges[0].discard && !h.exchanges[0].discard->cards.empty())
          h.exchanges[0].discard->cards[0] = Card::fool();
        if (h.result && !h.result->bonuses.empty()) h.result->bonuses[0].amount += 1;
      }
      for (const auto& f : engine::validate_session(s).findings) {
        INFO(spec.id << "/" << v.id << ": " << f.code);
        CHECK(engine::find_finding_info(f.code) != nullptr);
        ++findings;
      }
    }
    INFO(spec.id);
    CHECK(findings > 0);
  }
}
