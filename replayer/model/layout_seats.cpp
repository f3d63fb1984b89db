// The seats on the four sides of the felt: each seat's plate (name, roles, tricks) with
// its hand below, rows along the bottom and the top edge, columns between them.
#include <algorithm>
#include <cmath>

#include "replayer/model/layout_parts.h"

namespace stichprobe::replay::layout_parts {

std::array<int, 4> seats_per_side(int n) {
  switch (n) {
    case 1: return {1, 0, 0, 0};
    case 2: return {1, 0, 1, 0};
    case 3: return {1, 1, 0, 1};
    case 4: return {1, 1, 1, 1};
    case 5: return {1, 1, 2, 1};
    case 6: return {1, 2, 1, 2};
    case 7: return {1, 2, 2, 2};
    default: return {1, 2, n - 5, 2};
  }
}

std::vector<Slot> slots_for(int n) {
  const auto per = seats_per_side(n);
  std::vector<Slot> out;
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < per[static_cast<std::size_t>(s)]; ++i)
      out.push_back(Slot{static_cast<Side>(s), i, per[static_cast<std::size_t>(s)]});
  return out;
}

std::vector<std::string> Builder::plate_lines(const SeatView& s) const {
  std::string roles;
  for (const auto& r : s.role_names) roles += (roles.empty() ? "" : " · ") + r;
  if (!s.active) roles += std::string(roles.empty() ? "" : " · ") + (lang == Lang::De ? "setzt aus" : "sits out");
  const bool de = lang == Lang::De;
  std::string score = std::to_string(s.tricks) + " " +
                      (de ? (s.tricks == 1 ? "Stich" : "Stiche") : (s.tricks == 1 ? "trick" : "tricks"));
  // No running points at the scoring: the header gives the scoring's figure, the only one.
  if (!s.points.empty())
    score += " · " + s.points + " " +
             (de ? (s.points == "1" ? "Punkt" : "Punkte") : "pt" + std::string(s.points == "1" ? "" : "s"));
  if (!s.plate_note.empty()) score = s.plate_note;
  return {s.name + " (" + std::to_string(s.seat) + ")", roles, score};
}

// The roles line at its longest during the hand (bold, as the plate draws it).
float Builder::roles_width(int seat_index, float plate_px) const {
  const auto i = static_cast<std::size_t>(seat_index);
  if (i >= cap.roles.size()) return 0;
  std::string line;
  for (const auto& r : cap.roles[i]) line += (line.empty() ? "" : " · ") + r;
  if (i < v.seats.size() && !v.seats[i].active)
    line += std::string(line.empty() ? "" : " · ") + (lang == Lang::De ? "setzt aus" : "sits out");
  return ui_text_width(line, plate_px, true);
}

// Each seat's size at its side's width; `fits` false when a hand does not fit it.
std::vector<Place> Builder::measure_places(float ch, const Metrics& m, bool& fits) const {
  const int n = static_cast<int>(v.seats.size());
  const auto slots = slots_for(n);
  std::vector<Place> places(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    const SeatView& s = v.seats[static_cast<std::size_t>(i)];
    Place& p = places[static_cast<std::size_t>(i)];
    p.slot = slots[static_cast<std::size_t>(i)];
    const bool row = p.slot.side == Side::Bottom || p.slot.side == Side::Top;
    const float max_w = row ? (felt.w - 2 * m.pad - static_cast<float>(p.slot.count - 1) * m.gap) /
                                  static_cast<float>(p.slot.count) * (n <= 4 ? 0.75f : 1.0f)
                            : felt.w * (n <= 4 ? 0.3f : 0.27f);
    const int count =
        s.active
            ? std::max<int>(cap.hand.size() > static_cast<std::size_t>(i) ? cap.hand[static_cast<std::size_t>(i)] : 0,
                            static_cast<int>(s.hand.size()))
            : 0;
    if (!shape_hand(count, ch, max_w, need_for(s.hand, ch), p.shape)) fits = false;
    // The plate's width follows the name and every role the seat takes during the hand
    // (roles and points change, the layout must not).
    const float text =
        std::max({text_width(plate_lines(s)[0], m.plate_px), roles_width(i, m.plate_px), px(150.0f)}) + 2 * px(6.0f);
    p.plate_w = std::max(p.shape.w, std::min(text, max_w));
    p.w = std::max(p.plate_w, p.shape.w);
    p.h = m.plate_h + (count > 0 ? m.gap + p.shape.h : 0.0f);
  }
  return places;
}

// The rows first: a column then reaches into any corner they leave free.
void Builder::place_rows(std::vector<Place>& places, const Metrics& m) const {
  for (auto& p : places) {
    const Slot& s = p.slot;
    if (s.side != Side::Bottom && s.side != Side::Top) continue;
    // Anticlockwise: along the bottom from left to right, along the top from right to left.
    const int i = s.side == Side::Bottom ? s.index : s.count - 1 - s.index;
    const float sub = (felt.w - 2 * m.pad) / static_cast<float>(s.count);
    const float x = felt.x + m.pad + sub * static_cast<float>(i) + (sub - p.w) * 0.5f;
    const float y = s.side == Side::Bottom ? felt.bottom() - m.pad - p.h : felt.y + m.pad;
    p.rect = Rect{x, y, p.w, p.h};
  }
}

namespace {

float row_height(const std::vector<Place>& places, Side side) {
  float h = 0;
  for (const auto& p : places)
    if (p.slot.side == side) h = std::max(h, p.h);
  return h;
}

// The span [y0, y1] a column on `side` from cx0 to cx1 has between the rows' seats.
void column_span(const std::vector<Place>& places, float cx0, float cx1, float gap, float& y0, float& y1) {
  for (const auto& p : places) {
    if ((p.slot.side != Side::Top && p.slot.side != Side::Bottom) || p.rect.right() <= cx0 || p.rect.x >= cx1) continue;
    if (p.slot.side == Side::Top)
      y0 = std::max(y0, p.rect.bottom() + gap);
    else
      y1 = std::min(y1, p.rect.y - gap);
  }
}

}  // namespace

Centre Builder::place_columns(std::vector<Place>& places, const Metrics& m, bool& fits) const {
  const float top_end = felt.y + m.pad + row_height(places, Side::Top);
  const float bottom_start = felt.bottom() - m.pad - row_height(places, Side::Bottom);
  float left_end = felt.x + m.pad, right_start = felt.right() - m.pad;
  for (const Side side : {Side::Left, Side::Right}) {
    float col_w = 0;
    for (const auto& p : places)
      if (p.slot.side == side) col_w = std::max(col_w, p.w);
    if (col_w <= 0) continue;
    const float cx0 = side == Side::Left ? felt.x + m.pad : felt.right() - m.pad - col_w, cx1 = cx0 + col_w;
    float y0 = felt.y + m.pad, y1 = felt.bottom() - m.pad;
    column_span(places, cx0, cx1, m.gap, y0, y1);
    for (auto& p : places) {
      const Slot& s = p.slot;
      if (s.side != side) continue;
      const float sub = (y1 - y0) / static_cast<float>(s.count);
      // Up the right side, down the left side.
      const int i = s.side == Side::Right ? s.count - 1 - s.index : s.index;
      if (p.h > sub) fits = false;
      const float y = y0 + sub * static_cast<float>(i) + (sub - p.h) * 0.5f;
      const float x = side == Side::Left ? cx0 : cx1 - p.w;
      p.rect = Rect{x, y, p.w, p.h};
      if (side == Side::Left)
        left_end = std::max(left_end, p.rect.right());
      else
        right_start = std::min(right_start, p.rect.x);
    }
  }
  // Between the rows and columns: the trick above, talon and discards below.
  const bool top_row = seats_per_side(static_cast<int>(v.seats.size()))[2] > 0;
  Centre c;
  c.x = left_end + m.gap;
  c.y = (top_row ? top_end : felt.y + m.pad) + m.gap;
  c.w = right_start - m.gap - c.x;
  c.h = bottom_start - m.gap - c.y;
  return c;
}

bool Builder::places_fit(const std::vector<Place>& places) const {
  for (const auto& p : places)
    if (p.rect.x < felt.x || p.rect.right() > felt.right() + 0.5f) return false;
  for (std::size_t i = 0; i < places.size(); ++i)
    for (std::size_t j = i + 1; j < places.size(); ++j)
      if (places[i].rect.overlaps(places[j].rect)) return false;
  return true;
}

// Plates and hands.
void Builder::lay_seats(TableLayout& t, const std::vector<Place>& places, float ch, const Metrics& m) const {
  for (std::size_t i = 0; i < places.size(); ++i) {
    const SeatView& s = v.seats[i];
    const Place& p = places[i];
    const Rect plate{p.rect.x + (p.w - p.plate_w) * 0.5f, p.rect.y, p.plate_w, m.plate_h};
    const Rect hand{p.rect.x + (p.w - p.shape.w) * 0.5f, plate.bottom() + m.gap, p.shape.w, p.shape.h};
    const std::string id = std::to_string(s.seat);
    t.regions.push_back(Region{"seat", "seat-" + id, plate});
    t.seats.push_back(SeatPlace{s.seat, plate, hand});
    const auto lines = plate_lines(s);
    for (std::size_t l = 0; l < lines.size(); ++l) {
      // The name bold (highlighted for the seat to move), the roles highlighted, the score dim.
      const int style = l == 0 ? (s.to_move ? 3 : 1) : l == 1 ? 3 : 2;
      // A line wider than the plate (a side's plate is at most its column wide) is set smaller.
      const float fit = px_to_fit(lines[l], m.plate_px, plate.w - 2 * px(6.0f), style != 2);
      t.texts.push_back(LaidText{lines[l], plate.x + px(6.0f), plate.y + px(3.0f) + m.line_h * static_cast<float>(l),
                                 fit, style, plate});
    }
    if (p.shape.per_row > 0) {
      t.regions.push_back(Region{"hand", "hand-" + id, hand});
      lay_cards(t, s.hand, "hand-" + id, hand.x, hand.y, ch, p.shape, true);
    }
  }
}

}  // namespace stichprobe::replay::layout_parts
