// The hand's rows and the index band: a lower row may cover a card's lower part, never
// its index, the suit below it or its marks (3-seat Tapp Tarock covered the suits when a
// legal card of the second row stood proud into the first).
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "replayer/model/layout.h"
#include "replayer/model/replay_model.h"
#include "tests/support/sweep.h"

using namespace stichprobe;
using namespace stichprobe::replay;

namespace {

LaidCard card_at(float x, float y, float h) {
  LaidCard c;
  c.r = Rect{x, y, h * kCardAspect, h};
  return c;
}

}  // namespace

TEST_CASE("visibility counts a card below that reaches into the index band as covering", "[layout][legibility]") {
  const float h = 100;
  // A second-row card raised by the legal lift (0.08 h) used to sit 0.37 h below: over the suit.
  std::vector<LaidCard> raised{card_at(0, 0, h), card_at(0, h * 0.37f, h)};
  compute_visibility(raised);
  CHECK(raised[0].visible_w == 0.0f);
  // A whole row step below, the band stays clear.
  std::vector<LaidCard> row{card_at(0, 0, h), card_at(0, h * kRowStep, h)};
  compute_visibility(row);
  CHECK(row[0].visible_w == Approx(h * kCardAspect));
  CHECK(kRowStep >= kIndexBand);
  // The next card of the same row leaves the strip to its left.
  std::vector<LaidCard> strip{card_at(0, 0, h), card_at(30, 0, h)};
  compute_visibility(strip);
  CHECK(strip[0].visible_w == Approx(30.0f));
}

TEST_CASE("3-seat Tapp Tarock: no card of a hand's lower row reaches into the index band of the row above",
          "[layout][legibility]") {
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/valid-dreier-upper-packet.xml"));
  m.apply(Command{CommandKind::OpenHand, 0, {}});
  int two_rows = 0;
  for (int s = 0; s < m.step_count(); ++s) {
    m.apply(Command{CommandKind::GoToStep, s, {}});
    for (const auto& [w, hgt] : {std::pair(1280.0f, 800.0f), std::pair(1600.0f, 1000.0f)}) {
      const TableLayout t = m.layout(w, hgt);
      for (std::size_t i = 0; i < t.cards.size(); ++i)
        for (std::size_t j = i + 1; j < t.cards.size(); ++j) {
          const LaidCard &a = t.cards[i], &b = t.cards[j];
          if (a.region != b.region || a.region.rfind("hand-", 0) != 0 || b.r.y - a.r.y <= a.r.h * 0.1f)
            continue;  // the same row (a legal card raised)
          if (b.r.x >= a.r.right() || b.r.right() <= a.r.x) continue;
          ++two_rows;
          INFO("step " << s + 1 << " " << card_code(a.view.card) << " under " << card_code(b.view.card));
          CHECK(b.r.y - a.r.y >= a.r.h * kIndexBand - 0.01f);
        }
    }
  }
  CHECK(two_rows > 0);  // the sample does lay a hand in two rows
}

TEST_CASE("every line of text on the table of every sample fits its place, in English and German",
          "[layout][legibility][text]") {
  // The header, the seats' plates, the labels of talon, discards and trick cards: Dear ImGui
  // clips a line at its place's edge, so a line that does not fit is cut.
  std::size_t sample = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(STICHPROBE_SAMPLES_DIR)) {
    if (e.path().extension() != ".xml") continue;
    ++sample;
    ReplayModel m;
    if (!m.open_file(e.path().string())) continue;
    for (const Lang lang : {Lang::En, Lang::De}) {
      m.set_lang(lang);
      for (std::size_t h = 0; h < m.hands().size(); ++h) {
        m.apply(Command{CommandKind::OpenHand, static_cast<int>(h), {}});
        for (int s = 0; s < m.step_count(); ++s) {
          if (!testing::in_sweep(static_cast<std::size_t>(s), sample + h)) continue;
          m.apply(Command{CommandKind::GoToStep, s, {}});
          const TableLayout t = m.layout(1280, 800);
          for (const auto& tx : t.texts) {
            const bool bold = tx.style == 1 || tx.style == 3 || tx.style == 4;
            INFO(e.path().string() << " step " << s + 1 << ": " << tx.text);
            CHECK(tx.x + ui_text_width(tx.text, tx.px, bold) <= tx.clip.right() + 0.5f);
            CHECK(tx.px >= 10.0f);  // set smaller where needed, still legible
          }
        }
      }
    }
  }
}
