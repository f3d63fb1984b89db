// docs/findings.md lists every finding code from the catalogue `stichprobe explain` prints
// from: the page below its marker line must be what the catalogue gives now, so a code
// added to a game's findings.cpp or to shared_findings() cannot be left out of it.
// STICHPROBE_UPDATE_DOCS=1 rewrites the page's list (the text above the marker stays).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "tests/support/scratch.h"
#include "validator/engine/catalogue.h"

using namespace stichprobe;

namespace {

const char* const kGeneratedMarker = "<!-- generated from the finding catalogue: do not edit below this line -->\n";

// The categories in the order a hand is checked (formats/finding.h).
const char* const kSectionOrder[] = {"format", "deal",   "auction", "exchange",   "announcement",
                                   "play",   "points", "bonus",   "settlement", "session"};

std::string entry_text(const engine::FindingInfo& info) {
  std::string out = info.meaning.en + " — *rule:* " + info.rule;
  if (!info.example.empty()) out += "; *example:* `" + info.example + "`";
  return out;
}

// The list below the marker: a section per category, a line per code, and where several
// games word a code in their own terms a line per game.
std::string generated_list() {
  std::map<std::string, std::vector<std::string>> by_category;
  for (const auto& code : engine::all_finding_codes()) by_category[code.substr(0, code.find('.'))].push_back(code);
  std::string out;
  for (const char* category : kSectionOrder) {
    auto it = by_category.find(category);
    if (it == by_category.end()) continue;
    std::sort(it->second.begin(), it->second.end());
    out += "\n### " + std::string(category) + "\n\n";
    for (const auto& code : it->second) {
      const auto entries = engine::find_finding_infos(code);
      out += "- **`" + code + "`** (" + severity_name(entries.front().second->severity) + ")";
      if (entries.size() == 1) {
        out += ": " + entry_text(*entries.front().second) + "\n";
        continue;
      }
      out += "\n";
      for (const auto& [game, info] : entries)
        out += "  - " + (game.empty() ? std::string("every game") : game) + ": " + entry_text(*info) + "\n";
    }
    by_category.erase(it);
  }
  for (const auto& [category, codes] : by_category) FAIL("a category the page does not know: " << category);
  return out;
}

}  // namespace

TEST_CASE("docs/findings.md lists every finding code as the catalogue gives it", "[catalogue][findings-doc]") {
  const std::string path = std::string(STICHPROBE_SOURCE_DIR) + "/docs/findings.md";
  const std::string page = testing::slurp(path);
  const std::size_t marker = page.find(kGeneratedMarker);
  REQUIRE(marker != std::string::npos);
  const std::string head = page.substr(0, marker + std::string(kGeneratedMarker).size());
  const std::string list = generated_list();
  if (const char* update = std::getenv("STICHPROBE_UPDATE_DOCS"); update && std::string(update) == "1")
    std::ofstream(path, std::ios::binary) << head << list;
  INFO("docs/findings.md is out of date: STICHPROBE_UPDATE_DOCS=1 build/tests/test_engine \"[findings-doc]\"");
  CHECK(page.substr(head.size()) == list);
  for (const auto& code : engine::all_finding_codes()) {
    INFO(code);
    CHECK(list.find("**`" + code + "`**") != std::string::npos);
  }
}
