// The trick: each card towards its player on the flattest, narrowest ellipse on which no
// two cards (with the label saying whose it is) touch; the led card and the winner marked.
#include <algorithm>
#include <cmath>
#include <utility>

#include "replayer/model/layout_parts.h"

namespace stichprobe::replay::layout_parts {
namespace {

using Direction = std::pair<float, float>;

// Each seat's direction from the middle of the felt, as a unit vector.
std::vector<Direction> directions(const std::vector<Rect>& seats, Rect felt) {
  const float fx = felt.x + felt.w * 0.5f, fy = felt.y + felt.h * 0.5f;
  std::vector<Direction> dir(seats.size());
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const Rect& r = seats[i];
    const float dx = (r.x + r.w * 0.5f - fx) / (felt.w * 0.5f), dy = (r.y + r.h * 0.5f - fy) / (felt.h * 0.5f);
    const float len = std::max(std::sqrt(dx * dx + dy * dy), 1e-3f);
    dir[i] = {dx / len, dy / len};
  }
  return dir;
}

// Boxes of bw x bh on the ellipse with radii rx, ry (around 0, 0).
void place_on_ellipse(std::vector<Rect>& boxes, const std::vector<Direction>& dir, float bw, float bh, float rx,
                      float ry) {
  for (std::size_t i = 0; i < boxes.size(); ++i)
    boxes[i] = Rect{dir[i].first * rx - bw * 0.5f, dir[i].second * ry - bh * 0.5f, bw, bh};
}

// No two boxes of seats that play touch (with `margin` beside each).
bool apart(const std::vector<Rect>& boxes, const std::vector<SeatView>& seats, float margin) {
  for (std::size_t i = 0; i < boxes.size(); ++i)
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      Rect a = boxes[i];
      a.x -= margin;
      a.w += 2 * margin;
      if (a.overlaps(boxes[j]) && seats[i].active && seats[j].active) return false;
    }
  return true;
}

// The boxes spread on the flattest, narrowest ellipse on which they stand apart.
std::vector<Rect> spread(const std::vector<Direction>& dir, const std::vector<SeatView>& seats, float bw, float bh,
                         float margin) {
  std::vector<Rect> boxes(dir.size());
  for (float ky = 0.0f; ky <= 2.5f; ky += 0.125f)
    for (float kx = 0.0f; kx <= 4.0f; kx += 0.125f) {
      place_on_ellipse(boxes, dir, bw, bh, kx * bw, ky * bh);
      if (apart(boxes, seats, margin)) return boxes;
    }
  place_on_ellipse(boxes, dir, bw, bh, 4.0f * bw, 2.5f * bh);
  return boxes;
}

// The box around the boxes of the seats that play; w < 0 when none does.
Rect bounds(const std::vector<Rect>& boxes, const std::vector<SeatView>& seats) {
  float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (!seats[i].active) continue;
    x0 = std::min(x0, boxes[i].x);
    y0 = std::min(y0, boxes[i].y);
    x1 = std::max(x1, boxes[i].right());
    y1 = std::max(y1, boxes[i].bottom());
  }
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

}  // namespace

Rect Builder::lay_trick(TableLayout& t, const std::vector<Rect>& seats, float ch, float x, float y, float w,
                        bool place) const {
  const float cw = ch * kCardAspect, label_px = std::round(px(12.0f)), label_h = label_px + px(3.0f);
  // Room for the longest label any card may get, so the trick stays put.
  const float label_w = text_width(lang == Lang::De ? "Sitz 8" : "seat 8", label_px);
  const float bw = std::max(cw, label_w), bh = ch + label_h;
  const std::vector<Rect> boxes = spread(directions(seats, felt), v.seats, bw, bh, px(3.0f));
  const Rect all = bounds(boxes, v.seats);
  if (all.w < 0) return Rect{x, y, 0, 0};
  const Rect region{x + (w - all.w) * 0.5f, y, all.w, all.h};
  if (!place) return region;
  t.regions.push_back(Region{"trick", "trick", region});
  // In the order played, so a later card lies over an earlier one.
  std::vector<std::pair<int, std::size_t>> order;
  for (std::size_t i = 0; i < v.seats.size(); ++i)
    if (v.seats[i].trick_card) order.emplace_back(v.seats[i].trick_position, i);
  std::sort(order.begin(), order.end());
  for (const auto& [unused, i] : order) {
    const SeatView& s = v.seats[i];
    const bool wins = v.trick_winner == s.seat;
    const float bx = region.x + boxes[i].x - all.x, by = region.y + boxes[i].y - all.y;
    const Rect card{bx + (boxes[i].w - cw) * 0.5f, by, cw, ch};
    t.cards.push_back(
        LaidCard{*s.trick_card, "trick", card, index_width(names.index(s.trick_card->card), ch), 0, s.led, wins});
    // The label below the winner's frame, which stands out from the card (the box has room).
    const std::string label = trick_label(s);
    const float lw = text_width(label, label_px);
    t.texts.push_back(LaidText{label, bx + (boxes[i].w - lw) * 0.5f, by + ch + px(3.0f), label_px,
                               wins    ? 4
                               : s.led ? 3
                                       : 2,
                               region});
    if (s.led) t.led_seat = s.seat;
  }
  t.winner_seat = v.trick_winner;
  return region;
}

// Under a trick card: whose it is (its colour and frame say led / wins; the header says it in words).
std::string Builder::trick_label(const SeatView& s) const {
  return (lang == Lang::De ? "Sitz " : "seat ") + std::to_string(s.seat);
}

}  // namespace stichprobe::replay::layout_parts
