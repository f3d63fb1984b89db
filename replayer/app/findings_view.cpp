// Every finding of the file; the current hand's jump to their moment.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {

ImVec4 severity_colour(Severity s) {
  switch (s) {
    case Severity::Error: return colour::kErrorText;
    case Severity::Warning: return colour::kWarningText;
    case Severity::Info: return colour::kInfoText;
  }
  return colour::kInfoText;
}

namespace {

void finding_text(const Finding& shown, Lang lang, const std::function<Pos(Pos)>& place) {
  Finding f = shown;
  if (place) f.pos = place(f.pos);
  ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(f.severity));
  ImGui::TextWrapped("%s  %s", severity_word(f.severity, lang), f.code.c_str());
  ImGui::PopStyleColor();
  ImGui::TextWrapped("%s", message_in(f, lang).c_str());
  // Wrapped: a long rule reference is never cut at the panel's edge.
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s%s%s", finding_place(f, lang).c_str(), f.rule.empty() ? "" : "  |  ",
                     rule_in(f.rule, lang).c_str());
  ImGui::PopStyleColor();
  if (!f.ruling.empty()) ImGui::TextDisabled("%s: %s", ui_text(UiText::RulingLabel, lang), f.ruling.c_str());
}

}  // namespace

void draw_findings_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out,
                        const std::function<Pos(Pos)>& place) {
  // Findings of the file and session (format, session checks): not tied to a step.
  int outside = 0;
  for (const auto& f : model.document_findings()) {
    if (f.hand != 0) continue;
    ++outside;
    ImGui::PushID(outside);
    finding_text(f, model.lang(), place);
    ImGui::Separator();
    ImGui::PopID();
  }
  const auto& findings = model.hand_findings();
  if (model.current_hand() >= 0) {
    if (findings.empty()) ImGui::TextDisabled("%s", tr(model, UiText::NoHandFindings));
    for (std::size_t i = 0; i < findings.size(); ++i) {
      const FindingAt& fa = findings[i];
      ImGui::PushID(static_cast<int>(i) + 1000);
      const bool selected = static_cast<int>(i) == model.selected_finding();
      const bool here = fa.step >= 0 && fa.step == model.step();
      ImGui::BeginGroup();
      finding_text(fa.finding, model.lang(), place);
      ImGui::EndGroup();
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      if (selected || here)
        ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2),
                                            ImGui::GetColorU32(ImGuiCol_PlotHistogram), 3.0f);
      ImGui::SetCursorScreenPos(a);
      if (ImGui::InvisibleButton("jump", ImVec2(std::max(1.0f, b.x - a.x), std::max(1.0f, b.y - a.y))))
        out.push_back(Command{CommandKind::GoToFinding, static_cast<int>(i), {}});
      if (ImGui::IsItemHovered()) {
        if (fa.step >= 0)
          ImGui::SetTooltip("%s %d", tr(model, UiText::GoToStep), fa.step + 1);
        else
          ImGui::SetTooltip("%s", tr(model, UiText::NotTiedToStep));
      }
      ImGui::Separator();
      ImGui::PopID();
    }
  } else if (outside == 0) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoFindings));
  }
}

}  // namespace stichprobe::replay::app
