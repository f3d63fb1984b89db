// The result: the engine's derivation step by step beside what the table recorded.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {
namespace {

void rows_table(const char* id, const std::vector<ScoreRow>& rows) {
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable(id, 4, kFlags)) return;
  ImGui::TableSetupColumn("Item", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("Computed");
  ImGui::TableSetupColumn("Recorded");
  ImGui::TableSetupColumn(" ");
  ImGui::TableHeadersRow();
  for (const auto& r : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", r.item.c_str());
    if (!r.detail.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", r.detail.c_str());
      ImGui::PopStyleColor();
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.computed.c_str());
    ImGui::TableNextColumn();
    if (r.has_recorded) ImGui::TextUnformatted(r.recorded.c_str());
    else ImGui::TextDisabled("-");
    ImGui::TableNextColumn();
    if (r.mismatch) ImGui::TextColored(severity_colour(Severity::Error), "differs");
    else if (r.has_recorded) ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1.0f), "ok");
  }
  ImGui::EndTable();
}

}  // namespace

void draw_scoring_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const ScoringView v = model.scoring();
  if (v.derivation.empty() && v.payments.empty()) {
    ImGui::TextDisabled("No result to compare in this hand.");
    return;
  }
  if (!v.reached) {
    ImGui::TextDisabled("The hand is not finished at this step.");
    if (ImGui::SmallButton("Go to the end")) out.push_back(Command{CommandKind::Last, 0, {}});
  }
  if (!v.derivation.empty()) {
    ImGui::TextUnformatted("Computation");
    rows_table("derivation", v.derivation);
  }
  if (!v.payments.empty()) {
    ImGui::Spacing();
    ImGui::TextUnformatted("Settlement per seat (+ receives)");
    rows_table("payments", v.payments);
  }
}

}  // namespace stichprobe::replay::app
