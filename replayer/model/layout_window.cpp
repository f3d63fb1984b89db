// The window's panels, the card index and what of each card stays visible.
#include <algorithm>
#include <cmath>

#include "replayer/model/layout.h"

namespace stichprobe::replay {

WindowLayout window_layout(float width, float height) {
  WindowLayout w;
  w.scale = std::clamp(std::min(width / 1280.0f, height / 800.0f), 0.7f, 3.0f);
  w.font_px = std::round(15.0f * w.scale);
  // Dear ImGui's menu and title bars: the font and a frame padding of 3 above and below.
  w.menu_h = w.font_px + 6.0f;
  w.title_h = w.font_px + 6.0f;
  const float left = std::round(width * 0.18f), right = std::round(width * 0.25f);
  const float centre = width - left - right, top = w.menu_h, h = height - w.menu_h;
  const float controls = std::round(128.0f * w.scale);
  const float hands_h = std::round(h * 0.36f), findings_h = std::round(h * 0.46f);
  w.hands = {0, top, left, hands_h};
  w.phases = {0, top + hands_h, left, h - hands_h};
  w.table = {left, top, centre, h - controls};
  w.step = {left, top + h - controls, centre, controls};
  w.findings = {left + centre, top, right, findings_h};
  w.side = {left + centre, top + findings_h, right, h - findings_h};
  w.table_content = {w.table.x + w.padding, w.table.y + w.title_h + w.padding, w.table.w - 2 * w.padding,
                     w.table.h - w.title_h - 2 * w.padding};
  return w;
}

float index_font_px(float card_h) { return std::round(card_h * 0.2f); }

float index_width(const std::string& index, float card_h) {
  const float w = card_h * kCardAspect;
  // The fool prints a star in its corner instead of an index.
  if (index.empty()) return std::ceil(w * 0.2f + card_h * 0.09f + 1.0f);
  return std::ceil(w * 0.07f + text_width(index, index_font_px(card_h)) + 2.0f);
}

void compute_visibility(std::vector<LaidCard>& cards) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Rect& a = cards[i].r;
    const Rect band{a.x, a.y, a.w, a.h * kIndexBand};  // the index, the suit below it, the marks
    float visible = a.w;
    for (std::size_t j = i + 1; j < cards.size(); ++j) {
      const Rect& b = cards[j].r;
      if (!b.overlaps(band)) continue;
      visible = b.x > a.x ? std::min(visible, b.x - a.x) : 0.0f;
    }
    cards[i].visible_w = visible;
  }
}

}  // namespace stichprobe::replay
