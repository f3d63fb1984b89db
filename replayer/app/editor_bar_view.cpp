// Under the editor's table: the steps (back to change an earlier call or card), what to do
// now, one button per thing that may be entered in the game's own words, the typed codes.
#include <cstdio>
#include <string>

#include "replayer/app/views.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay::app {
namespace {

void step_buttons(const TableEditor& e, const Ui& ui, Commands& cmds) {
  const ReplayModel& m = e.view();
  draw_step_buttons(m, ui.px(34.0f), cmds);
  const TableView v = m.table();
  ImGui::Text("%s %d/%d: %s", ui_text(UiText::StepWord, e.lang()), m.step() + 1, m.step_count(), v.step_label.c_str());
}

// Buttons in rows that wrap at the window's edge.
void same_line_if_room(float next_width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + next_width;
  if (right < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

float button_width(const std::string& label) {
  return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

void offer_buttons(const TableEditor& e, EditorEdits& out) {
  const std::vector<Offer> offers = e.offers();
  std::string group;
  for (std::size_t i = 0; i < offers.size(); ++i) {
    const Offer& o = offers[i];
    if (o.group != group) {
      group = o.group;
      if (i > 0) same_line_if_room(ImGui::CalcTextSize(group.c_str()).x + button_width(o.label) + 20.0f);
      ImGui::AlignTextToFramePadding();
      ImGui::TextDisabled("%s", group.c_str());
      ImGui::SameLine();
    } else {
      same_line_if_room(button_width(o.label));
    }
    ImGui::BeginDisabled(!o.enabled);
    if (o.active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.48f, 0.08f, 1.0f));
    if (ImGui::Button((o.label + "##offer" + std::to_string(i)).c_str()))
      out.push_back([o](TableEditor& ed) { ed.choose(o); });
    if (o.active) ImGui::PopStyleColor();
    ImGui::EndDisabled();
  }
}

void codes_field(const TableEditor& e, EditorForms& forms, EditorEdits& out) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16.0f);
  const bool enter = ImGui::InputTextWithHint("##codes", ui_text(UiText::CodesHint, e.lang()), forms.codes,
                                              sizeof forms.codes, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button(ui_text(UiText::EnterCodes, e.lang())) || enter) {
    const std::string codes = forms.codes;
    forms.codes[0] = '\0';
    out.push_back([codes](TableEditor& ed) { ed.note(ed.type_codes(codes)); });
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", ui_text(UiText::EnterCodesTip, e.lang()));
}

}  // namespace

void draw_editor_bar(const TableEditor& e, const Ui& ui, EditorForms& forms, EditorEdits& out, Commands& cmds) {
  step_buttons(e, ui, cmds);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kToMove));
  ImGui::TextWrapped("%s", e.prompt().c_str());
  ImGui::PopStyleColor();
  offer_buttons(e, out);
  const EntryStage st = e.stage();
  if (st == EntryStage::Deal || st == EntryStage::Play || st == EntryStage::Revise ||
      e.draft().kind == Draft::Kind::CallCard) {
    same_line_if_room(ImGui::GetFontSize() * 24.0f);
    codes_field(e, forms, out);
  }
  if (st == EntryStage::Result) {
    same_line_if_room(button_width(ui_text(UiText::TypeResult, e.lang())));
    if (ImGui::Button(ui_text(UiText::TypeResult, e.lang()))) forms.result_open = true;
  }
  if (!e.status().empty()) ImGui::TextDisabled("%s", e.status().c_str());
  draw_save_error(e);
}

}  // namespace stichprobe::replay::app
