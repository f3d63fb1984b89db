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
    // Wrapped: a long computed value (a trick's leader, winner and points) is never cut at the edge.
    ImGui::TextWrapped("%s %s", tr(model, UiText::ComputedLabel), r.computed.c_str());
    if (r.has_recorded) {
      // Beside the computed value where it fits, else on the next line: never cut at the edge.
      auto beside_if_fits = [](const std::string& next) {
        ImGui::SameLine();
        if (ImGui::CalcTextSize(next.c_str()).x > ImGui::GetContentRegionAvail().x) ImGui::NewLine();
      };
      const std::string recorded = std::string("| ") + tr(model, UiText::RecordedLabel) + " " + r.recorded;
      beside_if_fits(recorded);
      ImGui::TextUnformatted(recorded.c_str());
      beside_if_fits(r.mismatch ? tr(model, UiText::Differs) : tr(model, UiText::Agrees));
      if (r.mismatch)
        ImGui::TextColored(severity_colour(Severity::Error), "%s", tr(model, UiText::Differs));
      else
        ImGui::TextColored(ImVec4(0.5f, 0.9f, 0.5f, 1.0f), "%s", tr(model, UiText::Agrees));
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
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
  ImGui::Separator();
}

}  // namespace

void draw_scoring_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const ScoringView v = model.scoring();
  if (!v.outcome.empty()) ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.45f, 1.0f), "%s", v.outcome.c_str());
  if (v.derivation.empty() && v.sheet.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoResult));
    return;
  }
  if (!v.reached) {
    ImGui::TextDisabled("%s", tr(model, UiText::NotFinished));
    if (ImGui::SmallButton(window_title(model, UiText::GoToEnd, "to-end").c_str()))
      out.push_back(Command{CommandKind::Last, 0, {}});
  }
  // What the table recorded beside what the engine computes, mismatches first.
  if (!v.sheet.empty()) {
    heading(tr(model, UiText::SettlementHeading));
    rows(model, v.sheet);
  }
  if (!v.derivation.empty()) {
    ImGui::Spacing();
    heading(tr(model, UiText::ComputationHeading));
    rows(model, v.derivation);
  }
}

void draw_session_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const auto sheet = model.session_sheet();
  if (sheet.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoResult));
    return;
  }
  const int seats = static_cast<int>(sheet.front().computed_pay.size());
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX |
                                     ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("session", seats + 1, kFlags)) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn(tr(model, UiText::ColumnNumber));
  for (int s = 1; s <= seats; ++s) ImGui::TableSetupColumn(model.player_name(s).c_str());
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < sheet.size(); ++i) {
    const SessionRow& row = sheet[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string id = std::to_string(row.n) + "##session" + std::to_string(i);
    if (ImGui::Selectable(id.c_str(), row.current, ImGuiSelectableFlags_SpanAllColumns)) {
      for (std::size_t h = 0; h < model.hands().size(); ++h)
        if (model.hands()[h].n == row.n &&
            model.hands()[h].session == model.hands()[static_cast<std::size_t>(model.current_hand())].session)
          out.push_back(Command{CommandKind::OpenHand, static_cast<int>(h), {}});
    }
    for (int s = 0; s < seats; ++s) {
      const auto k = static_cast<std::size_t>(s);
      ImGui::TableNextColumn();
      // The payment and the running total, the record's beside them where it differs.
      const bool differs = row.pay_differs[k] || row.total_differs[k];
      if (differs) ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
      ImGui::Text("%s  = %s", row.computed_pay[k].c_str(), row.computed_total[k].c_str());
      if (differs) {
        ImGui::Text("(%s %s = %s)", tr(model, UiText::RecordedLabel), row.recorded_pay[k].c_str(),
                    row.recorded_total[k].c_str());
        ImGui::PopStyleColor();
      }
    }
  }
  ImGui::EndTable();
}

}  // namespace stichprobe::replay::app
