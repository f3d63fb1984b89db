// Moving through a hand: the phase list, the step buttons and slider, the keys.
#include <string>
#include <utility>

#include <GLFW/glfw3.h>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {

void draw_phase_list(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const auto& phases = model.phases();
  if (phases.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoPhases));
    return;
  }
  const int current = model.current_phase();
  for (std::size_t i = 0; i < phases.size(); ++i) {
    const Phase& p = phases[i];
    std::string label = text_in(p.title, model.lang());
    const int cards = p.last_step - p.first_step + 1;
    label += "  (" + std::to_string(cards) + " " + tr(model, cards == 1 ? UiText::StepWord : UiText::StepsWord) + ")";
    label += "##phase" + std::to_string(i);
    const bool selected = static_cast<int>(i) == current;
    if (p.findings > 0) ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
    if (ImGui::Selectable(label.c_str(), selected))
      out.push_back(Command{CommandKind::GoToPhase, static_cast<int>(i), {}});
    if (p.findings > 0) {
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%d %s", p.findings, tr(model, UiText::FindingsHere));
    }
    if (selected && ImGui::IsItemVisible() == false) ImGui::SetScrollHereY();
  }
}

void draw_step_buttons(const ReplayModel& model, float width, Commands& out) {
  auto button = [&](const char* label, CommandKind kind, UiText tip) {
    if (ImGui::Button(label, ImVec2(width, 0))) out.push_back(Command{kind, 0, {}});
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(model, tip));
    ImGui::SameLine();
  };
  ImGui::BeginDisabled(model.step_count() == 0);
  button("|<", CommandKind::First, UiText::FirstStepTip);
  button("<<", CommandKind::PrevTrick, UiText::PrevTrickTip);
  button("<", CommandKind::StepBack, UiText::PrevStepTip);
  button(">", CommandKind::StepForward, UiText::NextStepTip);
  button(">>", CommandKind::NextTrick, UiText::NextTrickTip);
  button(">|", CommandKind::Last, UiText::LastStepTip);
  ImGui::EndDisabled();
}

void draw_step_controls(const ReplayModel& model, const Ui& ui, Commands& out) {
  const int count = model.step_count();
  draw_step_buttons(model, ui.px(44.0f), out);
  ImGui::BeginDisabled(count == 0);
  int step = model.step() + 1;
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderInt("##timeline", &step, 1, count > 0 ? count : 1,
                       tr(model, count > 0 ? UiText::SliderStep : UiText::SliderNoSteps)))
    out.push_back(Command{CommandKind::GoToStep, step - 1, {}});
  ImGui::EndDisabled();

  // What happened at this step, and the findings that point at it.
  const TableView v = model.table();
  if (v.has_state) {
    ImGui::TextUnformatted(v.step_label.c_str());
  }
  for (const auto& f : v.findings_here) {
    ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(f.severity));
    ImGui::TextWrapped("%s %s: %s", severity_word(f.severity, model.lang()), f.code.c_str(),
                       message_in(f, model.lang()).c_str());
    ImGui::PopStyleColor();
    const std::string ruling =
        f.ruling.empty() ? std::string() : std::string(" | ") + tr(model, UiText::RulingLabel) + ": " + f.ruling;
    ImGui::TextDisabled("   %s: %s%s", tr(model, UiText::RuleLabel), rule_in(f.rule, model.lang()).c_str(),
                        ruling.c_str());
  }
}

void keyboard_commands(Commands& out) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  // The window's keys; what each asks for is the model's command_for_key.
  const std::pair<int, Key> keys[] = {{ImGui::GetKeyIndex(ImGuiKey_RightArrow), Key::Right},
                                      {ImGui::GetKeyIndex(ImGuiKey_LeftArrow), Key::Left},
                                      {ImGui::GetKeyIndex(ImGuiKey_PageDown), Key::PageDown},
                                      {ImGui::GetKeyIndex(ImGuiKey_PageUp), Key::PageUp},
                                      {ImGui::GetKeyIndex(ImGuiKey_Home), Key::Home},
                                      {ImGui::GetKeyIndex(ImGuiKey_End), Key::End},
                                      {ImGui::GetKeyIndex(ImGuiKey_DownArrow), Key::Down},
                                      {ImGui::GetKeyIndex(ImGuiKey_UpArrow), Key::Up},
                                      {GLFW_KEY_F, Key::F}};
  for (const auto& [index, key] : keys)
    if (ImGui::IsKeyPressed(index, true)) out.push_back(Command{command_for_key(key, io.KeyShift), 0, {}});
}

}  // namespace stichprobe::replay::app
