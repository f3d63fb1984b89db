// The table: draws what the model's layout placed (the same geometry as
// `--dump-steps`): the header, seat plates, hands, the trick, talon and discards.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "replayer/app/card_drawing.h"
#include "replayer/app/views.h"

namespace stichprobe::replay::app {
namespace {


ImU32 text_colour(int style) {
  switch (style) {
    case 2: return colour::kDim;
    case 3: return colour::kToMove;
    case 4: return colour::kLegal;
    case 5: return colour::kMarked;
    default: return colour::kText;
  }
}

void draw_region_backgrounds(ImDrawList* dl, const Ui& ui, const TableLayout& t, const TableView& v) {
  for (const auto& r : t.regions) {
    if (r.kind != "seat") continue;
    const ImVec2 a = v2(r.r.x, r.r.y), b = v2(r.r.right(), r.r.bottom());
    dl->AddRectFilled(a, b, colour::kPlate, ui.px(6.0f));
    for (const auto& s : v.seats)
      if ("seat-" + std::to_string(s.seat) == r.id && s.to_move)
        dl->AddRect(a, b, colour::kToMove, ui.px(6.0f), 0, ui.px(2.5f));
  }
}

void draw_texts(ImDrawList* dl, const Ui& ui, const TableLayout& t) {
  for (const auto& tx : t.texts) {
    ImFont* f = tx.style == 1 || tx.style == 3 || tx.style == 4 ? ui.fonts.ui_bold : ui.fonts.ui;
    dl->PushClipRect(v2(tx.clip.x, tx.clip.y), v2(tx.clip.right(), tx.clip.bottom()), true);
    dl->AddText(f, tx.px, v2(tx.x, tx.y), text_colour(tx.style), tx.text.c_str());
    dl->PopClipRect();
  }
}

}  // namespace

void draw_felt(ImDrawList* dl, const Ui& ui, const CardNames& names, const TableLayout& t, const TableView& v) {
  const Rect& f = t.felt;
  dl->AddRectFilled(v2(f.x, f.y), v2(f.right(), f.bottom()), colour::kFeltEdge, ui.px(18.0f));
  dl->AddRectFilled(v2(f.x + ui.px(4), f.y + ui.px(4)), v2(f.right() - ui.px(4), f.bottom() - ui.px(4)), colour::kFelt,
                    ui.px(14.0f));
  draw_region_backgrounds(dl, ui, t, v);
  for (const auto& c : t.cards) draw_card(dl, ui, names, c);
  draw_texts(dl, ui, t);
}

void hovered_card_tooltip(const CardNames& names, const TableLayout& t, const char* code_label) {
  const ImVec2 m = ImGui::GetIO().MousePos;
  for (auto it = t.cards.rbegin(); it != t.cards.rend(); ++it)
    if (m.x >= it->r.x && m.x < it->r.right() && m.y >= it->r.y && m.y < it->r.bottom()) {
      card_tooltip(names, it->view.card, code_label);
      return;
    }
}

void draw_table_view(const ReplayModel& model, const Ui& ui, Commands& /*out*/) {
  const TableView v = model.table();
  if (!v.has_state) {
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr(model, model.hands().empty() ? UiText::NoHandRead : UiText::NoReplay));
    return;
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const TableLayout t = model.layout(display.x, display.y);
  draw_felt(ImGui::GetWindowDrawList(), ui, model.names(), t, v);
  // Claim the space so the window does not scroll; screenshots carry no tooltip.
  const Rect& f = t.felt;
  ImGui::Dummy(ImVec2(f.right() - ImGui::GetCursorScreenPos().x, f.bottom() - ImGui::GetCursorScreenPos().y));
  if (!ui.screenshot && ImGui::IsItemHovered()) hovered_card_tooltip(model.names(), t, tr(model, UiText::ThrCodeLabel));
}

}  // namespace stichprobe::replay::app
