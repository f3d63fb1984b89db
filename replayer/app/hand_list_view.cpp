// The session's hands: number, contract and declarer with game and variant below, findings.
// The columns and the wrapping come from the model (replayer/model/hand_list.h).
#include <string>

#include "replayer/app/views.h"
#include "replayer/model/hand_list.h"

namespace stichprobe::replay::app {
namespace {

void draw_findings_count(const HandEntry& h) {
  if (h.findings == 0)
    ImGui::TextDisabled("0");
  else
    ImGui::TextColored(h.errors > 0 ? severity_colour(Severity::Error) : severity_colour(Severity::Warning), "%d",
                       h.findings);
}

}  // namespace

void draw_hand_list(const ReplayModel& model, const Ui& /*ui*/, HandListState& state, Commands& out) {
  const auto& hands = model.hands();
  // The file's name here, wrapped: the window's title bar would cut it.
  if (model.path().empty())
    ImGui::TextDisabled("%s", tr(model, UiText::NoFile));
  else
    ImGui::TextWrapped("%s", model.path().c_str());
  if (hands.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoHands));
    return;
  }
  // A filter: contract, declarer, "errors" ... (the model keeps it; the app the text being typed)
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::InputTextWithHint("##filter", tr(model, UiText::FilterHint), state.filter, sizeof state.filter))
    out.push_back(Command{CommandKind::SetHandFilter, 0, state.filter});
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(model, UiText::FilterTip));
  const HandListLayout list = hand_list_layout(model, ImGui::GetWindowWidth(), ImGui::GetFontSize());
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV;
  if (!ImGui::BeginTable("hands", 3, kFlags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn(list.headers[0].c_str(), ImGuiTableColumnFlags_WidthFixed, list.widths[0]);
  ImGui::TableSetupColumn(list.headers[1].c_str(), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(list.headers[2].c_str(), ImGuiTableColumnFlags_WidthFixed, list.widths[2]);
  ImGui::TableHeadersRow();
  const float line_h = ImGui::GetTextLineHeight();
  for (const int shown : model.shown_hands()) {
    const auto i = static_cast<std::size_t>(shown);
    const HandEntry& h = hands[i];
    const HandListRow& row = list.rows[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool selected = shown == model.current_hand();
    const std::string id = row.number + "##hand" + std::to_string(i);
    const float row_h = line_h * static_cast<float>(row.lines.size()) +
                        ImGui::GetStyle().ItemSpacing.y * static_cast<float>(row.lines.size() - 1);
    if (ImGui::Selectable(id.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns, ImVec2(0, row_h)))
      out.push_back(Command{CommandKind::OpenHand, shown, {}});
    // The list follows the current hand, however it changed (keys, the session tab).
    if (selected && state.followed != model.current_hand()) {
      ImGui::SetScrollHereY();
      state.followed = model.current_hand();
    }
    ImGui::TableNextColumn();
    for (std::size_t l = 0; l < row.lines.size(); ++l) {
      if (l >= row.dim_from)
        ImGui::TextDisabled("%s", row.lines[l].c_str());
      else
        ImGui::TextUnformatted(row.lines[l].c_str());
    }
    ImGui::TableNextColumn();
    draw_findings_count(h);
  }
  ImGui::EndTable();
}

}  // namespace stichprobe::replay::app
