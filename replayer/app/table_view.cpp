// The table: seats around the felt with their hands face up, the trick at each
// player's place, the talon and discards, won tricks per side.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "replayer/app/card_drawing.h"
#include "replayer/app/views.h"

namespace stichprobe::replay::app {
namespace {

struct Hit {
  ImVec2 a, b;
  Card card;
};

struct Geometry {
  ImVec2 p0, p1, centre;
  float rx = 0, ry = 0, card_h = 0;
};

// Anticlockwise from the bottom: seat 1 in front, seat 2 to its right (THR §2).
float seat_angle(int index, int count) {
  constexpr float kPi = 3.14159265f;
  if (count == 3) {
    static constexpr float kThree[3] = {-90.0f, 0.0f, 180.0f};
    return kThree[index] * kPi / 180.0f;
  }
  return (-90.0f + 360.0f * static_cast<float>(index) / static_cast<float>(count)) * kPi / 180.0f;
}

ImVec2 clamp_box(ImVec2 pos, ImVec2 size, const Geometry& g, float pad) {
  pos.x = std::clamp(pos.x, g.p0.x + pad, std::max(g.p0.x + pad, g.p1.x - pad - size.x));
  pos.y = std::clamp(pos.y, g.p0.y + pad, std::max(g.p0.y + pad, g.p1.y - pad - size.y));
  return pos;
}

// A row (or two) of overlapping cards no wider than max_w; returns its size.
ImVec2 layout_cards(int n, float ch, float max_w, int& rows, int& per_row, float& step) {
  const float cw = ch * kCardAspect;
  rows = 1;
  per_row = std::max(n, 1);
  auto fit = [&] { return per_row > 1 ? std::min(cw * 0.62f, (max_w - cw) / static_cast<float>(per_row - 1)) : cw; };
  step = fit();
  if (n > 1 && step < cw * 0.36f) {
    rows = 2;
    per_row = (n + 1) / 2;
    step = fit();
  }
  step = std::max(step, cw * 0.12f);
  const float w = n > 0 ? cw + step * static_cast<float>(per_row - 1) : 0.0f;
  const float h = n > 0 ? ch + static_cast<float>(rows - 1) * ch * 0.45f : 0.0f;
  return ImVec2(w, h);
}

void draw_cards(ImDrawList* dl, const Ui& ui, const CardNames& names, const std::vector<CardView>& cards,
                ImVec2 pos, float ch, int per_row, float step, std::vector<Hit>& hits) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const int row = static_cast<int>(i) / per_row, col = static_cast<int>(i) % per_row;
    // Legal cards stand a little proud of the hand.
    const float lift = cards[i].legal ? ch * 0.08f : 0.0f;
    const ImVec2 p(pos.x + step * static_cast<float>(col), pos.y + static_cast<float>(row) * ch * 0.45f - lift);
    draw_card(dl, ui, names, cards[i], p, ch);
    hits.push_back(Hit{p, ImVec2(p.x + ch * kCardAspect, p.y + ch), cards[i].card});
  }
}

void draw_seat(ImDrawList* dl, const Ui& ui, const ReplayModel& model, const SeatView& s, ImVec2 anchor,
               float max_w, const Geometry& g, std::vector<Hit>& hits) {
  ImFont* bold = ui.fonts.ui_bold;
  const float fs = ui.px(15.0f), small = ui.px(13.0f), pad = ui.px(6.0f);
  int rows = 1, per_row = 1;
  float step = 0;
  const ImVec2 cards = s.active ? layout_cards(static_cast<int>(s.hand.size()), g.card_h, max_w, rows, per_row, step)
                                : ImVec2(0, 0);
  std::string roles;
  for (const auto& r : s.role_names) roles += (roles.empty() ? "" : " · ") + r;
  if (!s.active) roles += (roles.empty() ? "" : " · ") + std::string(tr(model, UiText::SittingOut));
  const std::string title = s.name + "  (" + std::to_string(s.seat) + ")";
  const char* tricks = tr(model, s.tricks == 1 ? UiText::TrickWord : UiText::TricksWord);
  const std::string score =
      std::to_string(s.tricks) + " " + tricks + " · " + s.points + " " + tr(model, UiText::PointsWord);
  const float text_w = std::max({bold->CalcTextSizeA(fs, 1e9f, 0, title.c_str()).x,
                                 ui.fonts.ui->CalcTextSizeA(small, 1e9f, 0, roles.c_str()).x,
                                 ui.fonts.ui->CalcTextSizeA(small, 1e9f, 0, score.c_str()).x});
  const float plate_w = std::max(text_w + 2 * pad, std::min(cards.x, ui.px(170.0f)));
  const float plate_h = fs + 2 * small + 2 * pad + ui.px(2.0f);
  const ImVec2 box(std::max(plate_w, cards.x), plate_h + ui.px(4.0f) + cards.y + g.card_h * 0.08f);
  const ImVec2 origin = clamp_box(ImVec2(anchor.x - box.x * 0.5f, anchor.y - box.y * 0.5f), box, g, ui.px(4.0f));
  const ImVec2 plate0(origin.x + (box.x - plate_w) * 0.5f, origin.y);
  const ImVec2 plate1(plate0.x + plate_w, plate0.y + plate_h);
  dl->AddRectFilled(plate0, plate1, colour::kPlate, ui.px(6.0f));
  if (s.to_move) dl->AddRect(plate0, plate1, colour::kToMove, ui.px(6.0f), 0, ui.px(2.5f));
  const ImU32 ink = s.active ? colour::kText : colour::kDim;
  dl->AddText(bold, fs, ImVec2(plate0.x + pad, plate0.y + pad), s.to_move ? colour::kToMove : ink, title.c_str());
  dl->AddText(ui.fonts.ui, small, ImVec2(plate0.x + pad, plate0.y + pad + fs + ui.px(1.0f)), rgba(250, 215, 120),
              roles.c_str());
  dl->AddText(ui.fonts.ui, small, ImVec2(plate0.x + pad, plate0.y + pad + fs + small + ui.px(2.0f)), colour::kDim,
              score.c_str());
  if (s.active)
    draw_cards(dl, ui, model.names(), s.hand,
               ImVec2(origin.x + (box.x - cards.x) * 0.5f, plate1.y + ui.px(4.0f) + g.card_h * 0.08f), g.card_h,
               per_row, step, hits);
}

void draw_label(ImDrawList* dl, const Ui& ui, ImVec2 pos, const std::string& text) {
  dl->AddText(ui.fonts.ui_bold, ui.px(14.0f), pos, colour::kText, text.c_str());
}

// Talon packets and discards as small overlapping rows, the discards below
// the talon or (side_by_side) to its right.
void draw_talon(ImDrawList* dl, const Ui& ui, const ReplayModel& model, const TableView& v, ImVec2 pos, float ch,
                bool side_by_side, std::vector<Hit>& hits) {
  const float cw = ch * kCardAspect, step = cw * 0.42f, label_h = ui.px(18.0f);
  float y = pos.y;
  if (!v.talon.empty()) {
    draw_label(dl, ui, ImVec2(pos.x, y), tr(model, v.talon.size() > 1 ? UiText::TalonPackets : UiText::Talon));
    float x = pos.x;
    for (const auto& packet : v.talon) {
      draw_cards(dl, ui, model.names(), packet, ImVec2(x, y + label_h), ch, std::max<int>(1, static_cast<int>(packet.size())),
                 step, hits);
      x += cw + step * static_cast<float>(std::max<std::size_t>(packet.size(), 1) - 1) + cw * 0.35f;
    }
    if (side_by_side) pos.x = std::max(x, pos.x + ui.px(60.0f)) + cw * 0.4f;
    else y += label_h + ch + ui.px(8.0f);
  }
  if (!v.discards.empty()) {
    const std::string who = v.discard_seat ? " (" + model.player_name(v.discard_seat) + ")" : std::string();
    draw_label(dl, ui, ImVec2(pos.x, y), tr(model, UiText::Discards) + who);
    draw_cards(dl, ui, model.names(), v.discards, ImVec2(pos.x, y + label_h), ch,
               static_cast<int>(v.discards.size()), step, hits);
  }
}

// Won tricks and running card points per side, one line above the felt
// (every corner of the table may hold a seat).
void draw_sides(const ReplayModel& model, const TableView& v) {
  if (v.sides.empty()) return;
  for (std::size_t i = 0; i < v.sides.size(); ++i) {
    const SideView& side = v.sides[i];
    if (i > 0) {
      ImGui::SameLine();
      ImGui::TextDisabled("|");
      ImGui::SameLine();
    }
    ImGui::TextColored(i == 0 ? ImVec4(1.0f, 0.85f, 0.45f, 1.0f) : ImVec4(0.75f, 0.9f, 1.0f, 1.0f),
                       "%s: %d %s, %s %s", side.label.c_str(), side.tricks,
                       tr(model, side.tricks == 1 ? UiText::TrickWord : UiText::TricksWord), side.points.c_str(),
                       tr(model, UiText::PointsWord));
  }
}

}  // namespace

void draw_table_view(const ReplayModel& model, const Ui& ui, Commands& /*out*/) {
  const TableView v = model.table();
  if (!v.has_state) {
    ImGui::Spacing();
    if (model.hands().empty())
      ImGui::TextWrapped("%s", tr(model, UiText::NoHandRead));
    else
      ImGui::TextWrapped("%s", tr(model, UiText::NoReplay));
    return;
  }
  // Header line: contract, phase, the step.
  ImGui::PushFont(ui.fonts.ui_bold);
  ImGui::TextUnformatted(v.contract.empty() ? tr(model, UiText::NoContractYet) : v.contract.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  const std::string trick =
      v.trick_number > 0 ? ", " + std::string(tr(model, UiText::TrickWord)) + " " + std::to_string(v.trick_number) : "";
  ImGui::TextDisabled("| %s%s | %s %d/%d: %s", v.phase_name.c_str(), trick.c_str(), tr(model, UiText::StepWord),
                      v.step + 1, v.step_count, v.step_label.c_str());

  draw_sides(model, v);
  Geometry g;
  g.p0 = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  g.p1 = ImVec2(g.p0.x + avail.x, g.p0.y + std::max(avail.y, ui.px(200.0f)));
  const float W = g.p1.x - g.p0.x, H = g.p1.y - g.p0.y;
  g.centre = ImVec2((g.p0.x + g.p1.x) * 0.5f, (g.p0.y + g.p1.y) * 0.5f);
  const int n = static_cast<int>(v.seats.size());
  // Smaller cards for many seats and for long hands (Tübingen's 19 cards).
  std::size_t longest = 0;
  for (const auto& s : v.seats) longest = std::max(longest, s.hand.size());
  const float crowd = std::clamp(14.0f / static_cast<float>(std::max<std::size_t>(longest, 1)), 0.8f, 1.0f);
  g.card_h = std::min(H * 0.2f, W * 0.135f) * (n <= 4 ? 1.0f : n <= 6 ? 0.8f : 0.68f) * crowd;
  g.rx = W * 0.5f;
  g.ry = H * 0.5f;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(g.p0, g.p1, colour::kFeltEdge, ui.px(18.0f));
  dl->AddRectFilled(ImVec2(g.p0.x + ui.px(5), g.p0.y + ui.px(5)), ImVec2(g.p1.x - ui.px(5), g.p1.y - ui.px(5)),
                    colour::kFelt, ui.px(14.0f));
  std::vector<Hit> hits;

  // Talon, discards and sides in the corners (in the middle with many seats).
  const float small_h = g.card_h * 0.62f;
  if (n <= 4) {
    draw_talon(dl, ui, model, v, ImVec2(g.p0.x + ui.px(14), g.p0.y + ui.px(12)), small_h, false, hits);
  } else {  // every corner has a seat: talon and discards below the trick
    draw_talon(dl, ui, model, v, ImVec2(g.centre.x - W * 0.2f, g.centre.y + g.ry * 0.4f), small_h * 0.9f, true, hits);
  }

  // Seats around the table.
  for (int i = 0; i < n; ++i) {
    const float a = seat_angle(i, n);
    const ImVec2 anchor(g.centre.x + g.rx * std::cos(a), g.centre.y - g.ry * std::sin(a));
    const bool across = std::abs(std::sin(a)) > 0.7f;
    const float max_w = n <= 4 ? (across ? W * 0.7f : W * 0.34f) : W * 0.3f;
    draw_seat(dl, ui, model, v.seats[static_cast<std::size_t>(i)], anchor, max_w, g, hits);
  }

  // The trick: each card at its player's place, in the order played.
  const float trick_h = g.card_h * 1.05f;
  std::vector<std::pair<int, std::size_t>> order;  // position in trick, seat index
  for (std::size_t i = 0; i < v.seats.size(); ++i)
    if (v.seats[i].trick_card) order.emplace_back(v.seats[i].trick_position, i);
  std::sort(order.begin(), order.end());
  for (const auto& [unused, idx] : order) {
    const auto& s = v.seats[idx];
    const float a = seat_angle(static_cast<int>(idx), n);
    const ImVec2 c(g.centre.x + g.rx * 0.26f * std::cos(a), g.centre.y - g.ry * 0.22f * std::sin(a));
    const ImVec2 p(c.x - trick_h * kCardAspect * 0.5f, c.y - trick_h * 0.5f);
    draw_card(dl, ui, model.names(), *s.trick_card, p, trick_h);
    hits.push_back(Hit{p, ImVec2(p.x + trick_h * kCardAspect, p.y + trick_h), s.trick_card->card});
    if (s.led)
      dl->AddText(ui.fonts.ui, ui.px(12.0f), ImVec2(p.x, p.y - ui.px(15.0f)), colour::kToMove, tr(model, UiText::Led));
  }

  // The name and THR code of the card under the mouse (topmost first).
  ImGui::InvisibleButton("##table", ImVec2(W, H));
  if (ImGui::IsItemHovered()) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    for (auto it = hits.rbegin(); it != hits.rend(); ++it)
      if (m.x >= it->a.x && m.x < it->b.x && m.y >= it->a.y && m.y < it->b.y) {
        card_tooltip(model.names(), it->card, tr(model, UiText::ThrCodeLabel));
        break;
      }
  }
}

}  // namespace stichprobe::replay::app
