// The result: the engine's derivation step by step beside what the table recorded.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {
namespace {

// One block per line: the item, computed beside recorded, then the working
// (packets, deductions, factors) across the whole width of the panel.
void rows(const ReplayModel& model, const std::vector<ScoreRow>& rows) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const ScoreRow& r = rows[i];
    ImGui::PushID(static_cast<int>(i));
    if (r.mismatch) ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
    ImGui::TextWrapped("%s", r.item.c_str());
    if (r.mismatch) ImGui::PopStyleColor();
    ImGui::Indent();
    ImGui::Text("%s %s", tr(model, UiText::ComputedLabel), r.computed.c_str());
    if (r.has_recorded) {
      ImGui::SameLine();
      ImGui::Text("| %s %s", tr(model, UiText::RecordedLabel), r.recorded.c_str());
      ImGui::SameLine();
      if (r.mismatch) ImGui::TextColored(severity_colour(Severity::Error), "%s", tr(model, UiText::Differs));
      else ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1.0f), "%s", tr(model, UiText::Agrees));
    }
    if (!r.detail.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", r.detail.c_str());
      ImGui::PopStyleColor();
    }
    ImGui::Unindent();
    ImGui::Separator();
    ImGui::PopID();
  }
}

void heading(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.45f, 1.0f));
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  ImGui::Separator();
}

}  // namespace

void draw_scoring_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const ScoringView v = model.scoring();
  if (v.derivation.empty() && v.payments.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoResult));
    return;
  }
  if (!v.reached) {
    ImGui::TextDisabled("%s", tr(model, UiText::NotFinished));
    if (ImGui::SmallButton(window_title(model, UiText::GoToEnd, "to-end").c_str()))
      out.push_back(Command{CommandKind::Last, 0, {}});
  }
  if (!v.derivation.empty()) {
    heading(tr(model, UiText::ComputationHeading));
    rows(model, v.derivation);
  }
  if (!v.payments.empty()) {
    ImGui::Spacing();
    heading(tr(model, UiText::SettlementHeading));
    rows(model, v.payments);
  }
}

}  // namespace stichprobe::replay::app
