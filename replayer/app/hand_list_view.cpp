// The session's hands: game, variant, contract, declarer, findings.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {

void draw_hand_list(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const auto& hands = model.hands();
  if (hands.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoHands));
    return;
  }
  // A filter: contract, declarer, "errors" ...
  static char filter[64] = "";
  ImGui::SetNextItemWidth(-1.0f);
  ImGui::InputTextWithHint("##filter", tr(model, UiText::FilterHint), filter, sizeof filter);
  constexpr ImGuiTableFlags kFlags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("hands", 5, kFlags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn(tr(model, UiText::ColumnNumber));
  ImGui::TableSetupColumn(tr(model, UiText::ColumnGame), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(tr(model, UiText::ColumnContract));
  ImGui::TableSetupColumn(tr(model, UiText::ColumnDeclarer));
  ImGui::TableSetupColumn(tr(model, UiText::ColumnFindings));
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const HandEntry& h = hands[i];
    if (filter[0] && !model.hand_matches(static_cast<int>(i), filter)) continue;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool selected = static_cast<int>(i) == model.current_hand();
    const std::string id = std::to_string(h.n) + "##hand" + std::to_string(i);
    if (ImGui::Selectable(id.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns))
      out.push_back(Command{CommandKind::OpenHand, static_cast<int>(i), {}});
    // The list follows the current hand, however it changed (keys, the session tab).
    static int followed = -1;
    if (selected && followed != model.current_hand()) {
      ImGui::SetScrollHereY();
      followed = model.current_hand();
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(h.game.c_str());
    ImGui::TextDisabled("%s", h.variant.empty() ? "-" : h.variant.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(h.contract.empty() ? "-" : h.contract.c_str());
    ImGui::TableNextColumn();
    if (h.declarer > 0)
      ImGui::Text("%d", h.declarer);
    else
      ImGui::TextDisabled("-");
    ImGui::TableNextColumn();
    if (h.findings == 0)
      ImGui::TextDisabled("0");
    else
      ImGui::TextColored(h.errors > 0 ? severity_colour(Severity::Error) : severity_colour(Severity::Warning), "%d",
                         h.findings);
  }
  ImGui::EndTable();
}

}  // namespace stichprobe::replay::app
