// The editor's table: the felt exactly as the replayer draws it, the deck fan under it
// while dealing, the chosen place framed; a click anywhere on it goes to the model
// (TableEditor::click_at), which knows from its own layout what was hit.
#include "replayer/app/card_drawing.h"
#include "replayer/app/views.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay::app {
namespace {


void frame_region(ImDrawList* dl, const Ui& ui, const TableLayout& t, const std::string& id) {
  for (const auto& r : t.regions)
    if (r.id == id)
      dl->AddRect(v2(r.r.x - ui.px(3), r.r.y - ui.px(3)), v2(r.r.right() + ui.px(3), r.r.bottom() + ui.px(3)),
                  colour::kToMove, ui.px(6.0f), 0, ui.px(2.5f));
}

}  // namespace

void draw_editor_table(const TableEditor& e, const Ui& ui, EditorEdits& out) {
  const TableView v = e.table();
  if (!v.has_state) {
    ImGui::Spacing();
    ImGui::TextWrapped("%s", ui_text(UiText::NoReplay, e.lang()));
    return;
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const EditorLayout l = e.layout(display.x, display.y);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (l.deck.w > 0)  // the deck's own cloth, a shade darker than the felt
    dl->AddRectFilled(v2(l.deck.x, l.deck.y), v2(l.deck.right(), l.deck.bottom()), rgba(16, 58, 36), ui.px(10.0f));
  draw_felt(dl, ui, e.model().names(), l.table, v);
  if (const auto t = e.deal_target(); t && t->kind != DealTarget::Seat) frame_region(dl, ui, l.table, "talon");
  // The whole table is one button: the model finds what the click hit.
  const Rect& c = l.window.table_content;
  ImGui::SetCursorScreenPos(v2(c.x, c.y));
  if (ImGui::InvisibleButton("##table", v2(std::max(c.w, 1.0f), std::max(c.h, 1.0f)))) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    out.push_back([m, display](TableEditor& ed) { ed.click_at(m.x, m.y, display.x, display.y); });
  }
  if (!ui.screenshot && ImGui::IsItemHovered()) {
    // What a click would take: the card under the pointer, framed.
    const ImVec2 m = ImGui::GetIO().MousePos;
    const TableHit hit = e.hit(l.table, m.x, m.y);
    for (auto it = l.table.cards.rbegin(); hit.card && it != l.table.cards.rend(); ++it)
      if (it->view.card == *hit.card && m.x >= it->r.x && m.x < it->r.right() && m.y >= it->r.y &&
          m.y < it->r.bottom()) {
        dl->AddRect(v2(it->r.x - ui.px(2), it->r.y - ui.px(2)), v2(it->r.right() + ui.px(2), it->r.bottom() + ui.px(2)),
                    rgba(255, 255, 255, 200), ui.px(4.0f), 0, ui.px(1.5f));
        break;
      }
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
    hovered_card_tooltip(e.model().names(), l.table, ui_text(UiText::ThrCodeLabel, e.lang()));
  }
}

}  // namespace stichprobe::replay::app
