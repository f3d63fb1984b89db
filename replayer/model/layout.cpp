// The geometry of the window and the table: seats on the four sides of the felt,
// the trick, talon and discards between them; the largest cards that fit.
#include "replayer/model/layout.h"

#include <algorithm>
#include <cmath>

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

namespace {

enum class Side { Bottom, Right, Top, Left };

// How many seats sit on each side (anticlockwise from the bottom: seat 1 in front).
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

struct Slot {
  Side side = Side::Bottom;
  int index = 0, count = 1;  // place on its side, in anticlockwise order
};

std::vector<Slot> slots_for(int n) {
  const auto per = seats_per_side(n);
  std::vector<Slot> out;
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < per[static_cast<std::size_t>(s)]; ++i)
      out.push_back(Slot{static_cast<Side>(s), i, per[static_cast<std::size_t>(s)]});
  return out;
}

// A row (or rows) of overlapping cards: each strip at least as wide as the widest index.
struct HandShape {
  int rows = 1, per_row = 0;
  float step = 0, w = 0, h = 0;
};

bool shape_hand(int count, float ch, float max_w, float need, HandShape& out) {
  const float cw = ch * kCardAspect;
  out = HandShape{};
  if (count <= 0) return true;
  for (int rows = 1; rows <= 3; ++rows) {
    const int per_row = (count + rows - 1) / rows;
    const float step = per_row > 1 ? std::min(cw * 0.62f, (max_w - cw) / static_cast<float>(per_row - 1)) : cw;
    if (step + 0.01f < need && per_row > 1) continue;
    if (per_row == 1 && cw > max_w) return false;
    out.rows = rows;
    out.per_row = per_row;
    out.step = per_row > 1 ? std::max(step, need) : cw;
    out.w = cw + out.step * static_cast<float>(per_row - 1);
    out.h = ch + static_cast<float>(rows - 1) * ch * kRowStep + ch * 0.08f;  // legal cards stand proud
    return true;
  }
  return false;
}

struct Built {
  bool fits = true;
  TableLayout out;
};

struct Builder {
  const TableView& v;
  const LayoutCapacity& cap;
  const CardNames& names;
  Rect felt;
  float scale;
  Lang lang;

  float px(float x) const { return x * scale; }

  float need_for(const std::vector<CardView>& cards, float ch) const {
    float need = index_width("22", ch);
    for (const auto& c : cards) need = std::max(need, index_width(names.index(c.card), ch));
    return need;
  }

  void lay_cards(TableLayout& t, const std::vector<CardView>& cards, const std::string& region, float x, float y,
                 float ch, const HandShape& shape, bool lift) const {
    const float cw = ch * kCardAspect;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const int row = static_cast<int>(i) / std::max(shape.per_row, 1),
                col = static_cast<int>(i) % std::max(shape.per_row, 1);
      // Legal cards of the first row stand proud; lower down they would rise into the index
      // band of the row above, so there their frame alone says it.
      const float up = lift && row == 0 && cards[i].legal ? ch * 0.08f : 0.0f;
      const Rect r{x + shape.step * static_cast<float>(col),
                   y + (lift ? ch * 0.08f : 0.0f) + static_cast<float>(row) * ch * kRowStep - up, cw, ch};
      t.cards.push_back(LaidCard{cards[i], region, r, index_width(names.index(cards[i].card), ch), 0, false, false});
    }
  }

  std::vector<std::string> plate_lines(const SeatView& s) const {
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
    return {s.name + " (" + std::to_string(s.seat) + ")", roles, score};
  }

  // A packet row: talon packets side by side, or the discards; label above.
  bool lay_pile(TableLayout& t, const std::vector<std::vector<CardView>>& packets, int capacity,
                const std::string& kind, const std::string& label, float ch, float max_w, float x, float y, Rect& used,
                bool place) const {
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

  Built build(float ch) const {
    Built b;
    TableLayout& t = b.out;
    t.felt = felt;
    t.card_h = ch;
    const float gap = px(6.0f), pad = px(6.0f);
    const float plate_px = std::round(px(13.0f)), line_h = plate_px + px(3.0f);
    const float plate_h = 3 * line_h + px(6.0f);
    const int n = static_cast<int>(v.seats.size());
    const auto slots = slots_for(n);
    const auto per = seats_per_side(n);

    // Each seat's size at its side's width.
    struct Place {
      Slot slot;
      HandShape shape;
      float w = 0, h = 0, plate_w = 0;
      Rect rect;
    };
    std::vector<Place> places(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      const SeatView& s = v.seats[static_cast<std::size_t>(i)];
      Place& p = places[static_cast<std::size_t>(i)];
      p.slot = slots[static_cast<std::size_t>(i)];
      const bool row = p.slot.side == Side::Bottom || p.slot.side == Side::Top;
      const float max_w = row ? (felt.w - 2 * pad - static_cast<float>(p.slot.count - 1) * gap) /
                                    static_cast<float>(p.slot.count) * (n <= 4 ? 0.75f : 1.0f)
                              : felt.w * (n <= 4 ? 0.3f : 0.27f);
      const int count =
          s.active
              ? std::max<int>(cap.hand.size() > static_cast<std::size_t>(i) ? cap.hand[static_cast<std::size_t>(i)] : 0,
                              static_cast<int>(s.hand.size()))
              : 0;
      if (!shape_hand(count, ch, max_w, need_for(s.hand, ch), p.shape)) b.fits = false;
      // The plate's width follows the name only (roles and points change, the layout must not).
      const float text = std::max(text_width(plate_lines(s)[0], plate_px), px(150.0f)) + 2 * px(6.0f);
      p.plate_w = std::max(p.shape.w, std::min(text, max_w));
      p.w = std::max(p.plate_w, p.shape.w);
      p.h = plate_h + (count > 0 ? gap + p.shape.h : 0.0f);
    }
    // Rows along the bottom and the top edge, columns between them.
    auto row_h = [&](Side side) {
      float h = 0;
      for (const auto& p : places)
        if (p.slot.side == side) h = std::max(h, p.h);
      return h;
    };
    const float top_h = row_h(Side::Top), bottom_h = row_h(Side::Bottom);
    const float top_end = felt.y + pad + top_h, bottom_start = felt.bottom() - pad - bottom_h;
    float left_end = felt.x + pad, right_start = felt.right() - pad;
    // The rows first: a column then reaches into any corner they leave free.
    for (auto& p : places) {
      const Slot& s = p.slot;
      if (s.side != Side::Bottom && s.side != Side::Top) continue;
      // Anticlockwise: along the bottom from left to right, along the top from right to left.
      const int i = s.side == Side::Bottom ? s.index : s.count - 1 - s.index;
      const float sub = (felt.w - 2 * pad) / static_cast<float>(s.count);
      const float x = felt.x + pad + sub * static_cast<float>(i) + (sub - p.w) * 0.5f;
      const float y = s.side == Side::Bottom ? felt.bottom() - pad - p.h : felt.y + pad;
      p.rect = Rect{x, y, p.w, p.h};
    }
    for (const Side side : {Side::Left, Side::Right}) {
      float col_w = 0;
      for (const auto& p : places)
        if (p.slot.side == side) col_w = std::max(col_w, p.w);
      if (col_w <= 0) continue;
      const float cx0 = side == Side::Left ? felt.x + pad : felt.right() - pad - col_w, cx1 = cx0 + col_w;
      float y0 = felt.y + pad, y1 = felt.bottom() - pad;
      for (const auto& p : places) {
        if ((p.slot.side != Side::Top && p.slot.side != Side::Bottom) || p.rect.right() <= cx0 || p.rect.x >= cx1)
          continue;
        if (p.slot.side == Side::Top)
          y0 = std::max(y0, p.rect.bottom() + gap);
        else
          y1 = std::min(y1, p.rect.y - gap);
      }
      for (auto& p : places) {
        const Slot& s = p.slot;
        if (s.side != side) continue;
        const float sub = (y1 - y0) / static_cast<float>(s.count);
        // Up the right side, down the left side.
        const int i = s.side == Side::Right ? s.count - 1 - s.index : s.index;
        if (p.h > sub) b.fits = false;
        const float y = y0 + sub * static_cast<float>(i) + (sub - p.h) * 0.5f;
        const float x = side == Side::Left ? cx0 : cx1 - p.w;
        p.rect = Rect{x, y, p.w, p.h};
        if (side == Side::Left)
          left_end = std::max(left_end, p.rect.right());
        else
          right_start = std::min(right_start, p.rect.x);
      }
    }
    for (const auto& p : places)
      if (p.rect.x < felt.x || p.rect.right() > felt.right() + 0.5f) b.fits = false;
    for (std::size_t i = 0; i < places.size(); ++i)
      for (std::size_t j = i + 1; j < places.size(); ++j)
        if (places[i].rect.overlaps(places[j].rect)) b.fits = false;

    // Plates and hands.
    for (int i = 0; i < n; ++i) {
      const SeatView& s = v.seats[static_cast<std::size_t>(i)];
      const Place& p = places[static_cast<std::size_t>(i)];
      const Rect plate{p.rect.x + (p.w - p.plate_w) * 0.5f, p.rect.y, p.plate_w, plate_h};
      const Rect hand{p.rect.x + (p.w - p.shape.w) * 0.5f, plate.bottom() + gap, p.shape.w, p.shape.h};
      const std::string id = std::to_string(s.seat);
      t.regions.push_back(Region{"seat", "seat-" + id, plate});
      t.seats.push_back(SeatPlace{s.seat, plate, hand});
      const auto lines = plate_lines(s);
      for (std::size_t l = 0; l < lines.size(); ++l)
        t.texts.push_back(LaidText{lines[l], plate.x + px(6.0f), plate.y + px(3.0f) + line_h * static_cast<float>(l),
                                   plate_px,
                                   l == 0   ? (s.to_move ? 3 : 1)
                                   : l == 1 ? 3
                                            : 2,
                                   plate});
      if (p.shape.per_row > 0) {
        t.regions.push_back(Region{"hand", "hand-" + id, hand});
        lay_cards(t, s.hand, "hand-" + id, hand.x, hand.y, ch, p.shape, true);
      }
    }

    // Between the rows and columns: the trick above, talon and discards below.
    const Rect centre{left_end + gap, (per[2] > 0 ? top_end : felt.y + pad) + gap, 0, 0};
    const float centre_w = right_start - gap - centre.x, centre_h = bottom_start - gap - centre.y;
    if (centre_w <= 0 || centre_h <= 0) {
      b.fits = false;
      return b;
    }
    const Rect trick = lay_trick(
        t, places.size(), [&](std::size_t i) { return places[i].rect; }, ch, centre.x, centre.y, centre_w, centre_h,
        false);
    // Talon and discards at their largest during the hand.
    std::vector<std::vector<CardView>> talon = v.talon;
    const std::vector<std::vector<CardView>> discards{v.discards};
    const float pile_h = ch * 0.8f;
    Rect talon_r, discard_r;
    const bool has_talon = cap.talon > 0 || !v.talon.empty(), has_discards = cap.discards > 0 || !v.discards.empty();
    float piles_w = 0, piles_h = 0;
    if (has_talon) {
      if (!lay_pile(t, talon, cap.talon, "talon", v.talon_label, pile_h, centre_w, 0, 0, talon_r, false))
        b.fits = false;
      piles_w = talon_r.w;
      piles_h = talon_r.h;
    }
    bool beside = true;
    if (has_discards) {
      if (!lay_pile(t, discards, cap.discards, "discards", v.discards_label, pile_h, centre_w, 0, 0, discard_r, false))
        b.fits = false;
      beside = piles_w + gap * 2 + discard_r.w <= centre_w;
      piles_w = beside ? piles_w + (has_talon ? gap * 2 : 0.0f) + discard_r.w : std::max(piles_w, discard_r.w);
      piles_h = beside ? std::max(piles_h, discard_r.h) : piles_h + gap + discard_r.h;
    }
    // The piles below the trick, else beside it.
    const float stack_h = trick.h + (piles_h > 0 ? gap * 2 + piles_h : 0.0f);
    const float row_w = trick.w + (piles_w > 0 ? gap * 3 + piles_w : 0.0f);
    const bool stacked = trick.w <= centre_w && piles_w <= centre_w && stack_h <= centre_h;
    if (!stacked && (row_w > centre_w || std::max(trick.h, piles_h) > centre_h)) b.fits = false;
    if (!b.fits) return b;
    const float trick_x = stacked ? centre.x : centre.x + (centre_w - row_w) * 0.5f;
    const float trick_y = stacked ? centre.y + (centre_h - stack_h) * 0.5f : centre.y + (centre_h - trick.h) * 0.5f;
    lay_trick(
        t, places.size(), [&](std::size_t i) { return places[i].rect; }, ch, trick_x, trick_y,
        stacked ? centre_w : trick.w, trick.h, true);
    float px0 = stacked ? centre.x + (centre_w - piles_w) * 0.5f : trick_x + trick.w + gap * 3;
    float py0 = stacked ? trick_y + trick.h + gap * 2 : centre.y + (centre_h - piles_h) * 0.5f;
    if (has_talon) {
      lay_pile(t, talon, cap.talon, "talon", v.talon_label, pile_h, centre_w, px0, py0, talon_r, true);
      if (beside)
        px0 += talon_r.w + gap * 2;
      else
        py0 += talon_r.h + gap;
    }
    if (has_discards)
      lay_pile(t, discards, cap.discards, "discards", v.discards_label, pile_h, centre_w, px0, py0, discard_r, true);
    return b;
  }

  // Each trick card towards its player, spread until no two (with their labels) touch.
  template <class RectOf>
  Rect lay_trick(TableLayout& t, std::size_t n, RectOf rect_of, float ch, float x, float y, float w, float h,
                 bool place) const {
    const float cw = ch * kCardAspect, label_px = std::round(px(12.0f)), label_h = label_px + px(3.0f);
    const float fx = felt.x + felt.w * 0.5f, fy = felt.y + felt.h * 0.5f;
    std::vector<std::string> labels(n);
    for (std::size_t i = 0; i < n; ++i) labels[i] = trick_label(v.seats[i]);
    // Room for the longest label any card may get, so the trick stays put.
    const float label_w = text_width(lang == Lang::De ? "Sitz 8" : "seat 8", label_px);
    std::vector<Rect> boxes(n);
    // Each card on an ellipse in its player's direction; the flattest, narrowest ellipse
    // on which no two cards (with their labels) touch.
    const float bw = std::max(cw, label_w), bh = ch + label_h;
    std::vector<std::pair<float, float>> dir(n);
    for (std::size_t i = 0; i < n; ++i) {
      const Rect r = rect_of(i);
      const float dx = (r.x + r.w * 0.5f - fx) / (felt.w * 0.5f), dy = (r.y + r.h * 0.5f - fy) / (felt.h * 0.5f);
      const float len = std::max(std::sqrt(dx * dx + dy * dy), 1e-3f);
      dir[i] = {dx / len, dy / len};
    }
    auto place_at = [&](float rx, float ry) {
      for (std::size_t i = 0; i < n; ++i)
        boxes[i] = Rect{dir[i].first * rx - bw * 0.5f, dir[i].second * ry - bh * 0.5f, bw, bh};
    };
    auto clear = [&] {
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
          Rect a = boxes[i];
          a.x -= px(3.0f);
          a.w += px(6.0f);
          if (a.overlaps(boxes[j]) && v.seats[i].active && v.seats[j].active) return false;
        }
      return true;
    };
    bool found = false;
    for (float ky = 0.0f; ky <= 2.5f && !found; ky += 0.125f)
      for (float kx = 0.0f; kx <= 4.0f && !found; kx += 0.125f) {
        place_at(kx * bw, ky * bh);
        found = clear();
      }
    if (!found) place_at(4.0f * bw, 2.5f * bh);
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (std::size_t i = 0; i < n; ++i) {
      if (!v.seats[i].active) continue;
      x0 = std::min(x0, boxes[i].x);
      y0 = std::min(y0, boxes[i].y);
      x1 = std::max(x1, boxes[i].right());
      y1 = std::max(y1, boxes[i].bottom());
    }
    if (x0 > x1) return Rect{x, y, 0, 0};
    const Rect region{x + (w - (x1 - x0)) * 0.5f, y, x1 - x0, y1 - y0};
    if (!place) return region;
    t.regions.push_back(Region{"trick", "trick", region});
    std::vector<std::pair<int, std::size_t>> order;
    for (std::size_t i = 0; i < n; ++i)
      if (v.seats[i].trick_card) order.emplace_back(v.seats[i].trick_position, i);
    std::sort(order.begin(), order.end());
    for (const auto& [unused, i] : order) {
      const SeatView& s = v.seats[i];
      const float bx = region.x + boxes[i].x - x0, by = region.y + boxes[i].y - y0;
      const Rect card{bx + (boxes[i].w - cw) * 0.5f, by, cw, ch};
      t.cards.push_back(LaidCard{*s.trick_card, "trick", card, index_width(names.index(s.trick_card->card), ch), 0,
                                 s.led, v.trick_winner == s.seat});
      const float lw = text_width(labels[i], label_px);
      const bool wins = v.trick_winner == s.seat;
      t.texts.push_back(LaidText{labels[i], bx + (boxes[i].w - lw) * 0.5f, by + ch + px(1.0f), label_px,
                                 wins    ? 4
                                 : s.led ? 3
                                         : 2,
                                 region});
      if (s.led) t.led_seat = s.seat;
    }
    t.winner_seat = v.trick_winner;
    (void)h;
    return region;
  }

  // Under a trick card: whose it is (its colour and frame say led / wins; the header says it in words).
  std::string trick_label(const SeatView& s) const {
    return (lang == Lang::De ? "Sitz " : "seat ") + std::to_string(s.seat);
  }
};

}  // namespace

TableLayout lay_out_table(const TableView& v, const LayoutCapacity& cap, const CardNames& names, Rect content,
                          float scale, const std::vector<std::string>& header_lines, Lang lang) {
  const float header_px = std::round(14.0f * scale), line_h = header_px + std::round(4.0f * scale);
  const float header_h = static_cast<float>(header_lines.size()) * line_h + std::round(4.0f * scale);
  const Rect header{content.x, content.y, content.w, header_h};
  const Rect felt{content.x, content.y + header_h, content.w, std::max(content.h - header_h, 1.0f)};
  Builder b{v, cap, names, felt, scale, lang};
  const int n = std::max<int>(1, static_cast<int>(v.seats.size()));
  const float largest = std::min(felt.h * 0.2f, felt.w * 0.135f) * (n <= 4 ? 1.0f : n <= 6 ? 0.85f : 0.75f);
  const float smallest = std::round(40.0f * scale);
  Built best;
  for (float ch = std::floor(largest); ch >= smallest; ch -= 1.0f) {
    best = b.build(ch);
    if (best.fits) break;
  }
  if (!best.fits) best = b.build(smallest);
  TableLayout& t = best.out;
  t.regions.insert(t.regions.begin(), Region{"info", "header", header});
  for (std::size_t i = 0; i < header_lines.size(); ++i)
    t.texts.insert(t.texts.begin() + static_cast<std::ptrdiff_t>(i),
                   LaidText{header_lines[i], header.x, header.y + line_h * static_cast<float>(i), header_px,
                            i == 0 ? 1 : 0, header});
  compute_visibility(t.cards);
  return t;
}

}  // namespace stichprobe::replay
