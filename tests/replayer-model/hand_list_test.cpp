// The hands list: columns sized from their content, lines wrapped, nothing cut, at
// 1280x800 and 1600x1000, in English and German, for every sample ("furtwange…" and
// the cut column names were the complaint).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "replayer/model/hand_list.h"
#include "replayer/model/layout.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

std::string without_spaces(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  return s;
}

// Every header, number, count and line fits its column; the columns fit the panel; the
// wrapped lines still say the whole contract, game and variant.
void check_list(const ReplayModel& m, float width, float height) {
  const WindowLayout w = window_layout(width, height);
  const HandListLayout list = hand_list_layout(m, w.hands.w, w.font_px);
  const float px = w.font_px;
  CHECK(list.widths[0] + list.widths[1] + list.widths[2] <= hand_list_room(w.hands.w) + 0.5f);
  for (std::size_t c = 0; c < 3; ++c) {
    INFO("header " << list.headers[c]);
    CHECK(ui_text_width(list.headers[c], px) <= list.widths[c]);
  }
  REQUIRE(list.rows.size() == m.hands().size());
  for (std::size_t i = 0; i < list.rows.size(); ++i) {
    const HandListRow& row = list.rows[i];
    const HandEntry& h = m.hands()[i];
    CHECK(ui_text_width(row.number, px) <= list.widths[0]);
    CHECK(ui_text_width(row.findings, px) <= list.widths[2]);
    std::string joined;
    for (const auto& line : row.lines) {
      INFO("line " << line);
      CHECK(ui_text_width(line, px) <= list.widths[1]);
      joined += line;
    }
    joined = without_spaces(joined);
    for (const std::string& part : {h.contract, h.game, h.variant})
      CHECK(joined.find(without_spaces(part)) != std::string::npos);
    CHECK(row.dim_from <= row.lines.size());
  }
}

}  // namespace

TEST_CASE("the hands list of every sample fits its panel, nothing cut", "[hand-list][legibility]") {
  for (const auto& e : fs::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR)) {
    if (e.path().extension() != ".xml") continue;
    ReplayModel m;
    if (!m.open_file(e.path().string())) continue;
    for (const Lang lang : {Lang::En, Lang::De}) {
      m.set_lang(lang);
      for (const auto& [w, h] : {std::pair(1280.0f, 800.0f), std::pair(1600.0f, 1000.0f)}) {
        INFO(e.path().string() << " at " << w << "x" << h << (lang == Lang::De ? " de" : " en"));
        check_list(m, w, h);
      }
    }
  }
}

TEST_CASE("a long variant keeps its name whole on a line of its own", "[hand-list]") {
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/dappen/furtwangen/valid-6p-dappen.xml"));
  const WindowLayout w = window_layout(1280, 800);
  const HandListLayout list = hand_list_layout(m, w.hands.w, w.font_px);
  REQUIRE_FALSE(list.rows.empty());
  const auto& lines = list.rows.front().lines;
  CHECK(std::any_of(lines.begin(), lines.end(),
                    [](const std::string& l) { return l.find("furtwangen") != std::string::npos; }));
}

TEST_CASE("text wraps at spaces and after hyphens, a word wider than the line where it must", "[hand-list]") {
  const float px = 15;
  CHECK(wrap_text("tuebinger-tarock", ui_text_width("tuebinger-", px), px) ==
        std::vector<std::string>{"tuebinger-", "tarock"});
  CHECK(wrap_text("dreier · seat 3", 1000, px) == std::vector<std::string>{"dreier · seat 3"});
  CHECK(wrap_text("dreier · seat 3", ui_text_width("dreier ·", px), px) ==
        std::vector<std::string>{"dreier ·", "seat 3"});
  const auto broken = wrap_text("Kaltenegger", ui_text_width("Kalte", px), px);
  REQUIRE(broken.size() >= 2);
  std::string joined;
  for (const auto& l : broken) {
    CHECK(ui_text_width(l, px) <= ui_text_width("Kalte", px));
    joined += l;
  }
  CHECK(joined == "Kaltenegger");
  // The advances are Dear ImGui's for DejaVu Sans: "W" is wider than "i".
  CHECK(ui_text_width("W", 100) > ui_text_width("i", 100) * 3);
}
