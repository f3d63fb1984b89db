// Talon (or Dapp, Tapp) and discards: packets side by side, or two rows, label above.
#include <algorithm>
#include <cmath>

#include "replayer/model/layout_parts.h"

namespace stichprobe::replay::layout_parts {

// A packet row: talon packets side by side, or the discards; label above.
bool Builder::lay_pile(TableLayout& t, const std::vector<std::vector<CardView>>& packets, int capacity,
                       const std::string& kind, const std::string& label, float ch, float max_w, float x, float y,
                       Rect& used, bool place) const {
  const float cw = ch * kCardAspect, label_h = std::round(px(16.0f)), gap = cw * 0.3f;
  std::vector<CardView> all;
  for (const auto& p : packets) all.insert(all.end(), p.begin(), p.end());
  const float need = need_for(all, ch);
  // Width at capacity: one packet's strips plus the gaps between packets.
  const int shown = std::max<int>(capacity, static_cast<int>(all.size()));
  const int packet_count = std::max<int>(1, static_cast<int>(packets.size()));
  float w = cw + need * static_cast<float>(std::max(shown - packet_count, 0)) +
            (cw + gap) * static_cast<float>(packet_count - 1);
  int rows = 1;
  if (w > max_w && packets.size() <= 1) {
    rows = 2;
    const int per_row = (shown + 1) / 2;
    w = cw + need * static_cast<float>(per_row - 1);
  }
  w = std::max(w, text_width(label, px(13.0f)));
  if (w > max_w) return false;
  const float h = label_h + ch + static_cast<float>(rows - 1) * ch * kRowStep;
  used = Rect{x, y, w, h};
  if (!place) return true;
  t.texts.push_back(LaidText{label, x, y, px(13.0f), 1, used});
  float cx = x;
  for (const auto& p : packets) {
    HandShape shape;
    shape.rows = rows;
    shape.per_row = rows == 1 ? std::max<int>(1, static_cast<int>(p.size())) : (std::max(shown, 1) + 1) / 2;
    shape.step = need;
    lay_cards(t, p, kind, cx, y + label_h, ch, shape, false);
    cx += cw + need * static_cast<float>(std::max<int>(static_cast<int>(p.size()) - 1, 0)) + gap;
  }
  t.regions.push_back(Region{kind, kind, used});
  return true;
}

}  // namespace stichprobe::replay::layout_parts

namespace stichprobe::replay::layout_parts {

// Talon and discards at their largest during the hand: their sizes, and whether the
// discards go beside the talon (else below it).
Piles Builder::measure_piles(TableLayout& t, float ch, const Metrics& m, float max_w, bool& fits) const {
  Piles p;
  p.card_h = ch * 0.8f;
  p.talon = v.talon;
  p.discards = {v.discards};
  p.has_talon = cap.talon > 0 || !v.talon.empty();
  p.has_discards = cap.discards > 0 || !v.discards.empty();
  if (p.has_talon) {
    if (!lay_pile(t, p.talon, cap.talon, "talon", v.talon_label, p.card_h, max_w, 0, 0, p.talon_r, false)) fits = false;
    p.w = p.talon_r.w;
    p.h = p.talon_r.h;
  }
  if (p.has_discards) {
    if (!lay_pile(t, p.discards, cap.discards, "discards", v.discards_label, p.card_h, max_w, 0, 0, p.discard_r, false))
      fits = false;
    p.beside = p.w + m.gap * 2 + p.discard_r.w <= max_w;
    p.w = p.beside ? p.w + (p.has_talon ? m.gap * 2 : 0.0f) + p.discard_r.w : std::max(p.w, p.discard_r.w);
    p.h = p.beside ? std::max(p.h, p.discard_r.h) : p.h + m.gap + p.discard_r.h;
  }
  return p;
}

void Builder::lay_piles(TableLayout& t, Piles& p, const Metrics& m, float max_w, float x, float y) const {
  if (p.has_talon) {
    lay_pile(t, p.talon, cap.talon, "talon", v.talon_label, p.card_h, max_w, x, y, p.talon_r, true);
    if (p.beside)
      x += p.talon_r.w + m.gap * 2;
    else
      y += p.talon_r.h + m.gap;
  }
  if (p.has_discards)
    lay_pile(t, p.discards, cap.discards, "discards", v.discards_label, p.card_h, max_w, x, y, p.discard_r, true);
}

// The middle of the felt: the trick, the piles below it, else beside it.
void Builder::lay_centre(TableLayout& t, const std::vector<Rect>& seats, float ch, const Metrics& m, const Centre& c,
                         bool& fits) const {
  const Rect trick = lay_trick(t, seats, ch, c.x, c.y, c.w, false);
  Piles piles = measure_piles(t, ch, m, c.w, fits);
  const float gap = m.gap;
  const float stack_h = trick.h + (piles.h > 0 ? gap * 2 + piles.h : 0.0f);
  const float row_w = trick.w + (piles.w > 0 ? gap * 3 + piles.w : 0.0f);
  const bool stacked = trick.w <= c.w && piles.w <= c.w && stack_h <= c.h;
  if (!stacked && (row_w > c.w || std::max(trick.h, piles.h) > c.h)) fits = false;
  if (!fits) return;
  const float trick_x = stacked ? c.x : c.x + (c.w - row_w) * 0.5f;
  const float trick_y = stacked ? c.y + (c.h - stack_h) * 0.5f : c.y + (c.h - trick.h) * 0.5f;
  lay_trick(t, seats, ch, trick_x, trick_y, stacked ? c.w : trick.w, true);
  const float x = stacked ? c.x + (c.w - piles.w) * 0.5f : trick_x + trick.w + gap * 3;
  const float y = stacked ? trick_y + trick.h + gap * 2 : c.y + (c.h - piles.h) * 0.5f;
  lay_piles(t, piles, m, c.w, x, y);
}

}  // namespace stichprobe::replay::layout_parts
