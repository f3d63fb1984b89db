// Moving through a hand: the phase list, the step buttons and slider, the keys.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {

void draw_phase_list(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const auto& phases = model.phases();
  if (phases.empty()) {
    ImGui::TextDisabled("No phases.");
    return;
  }
  const int current = model.current_phase();
  for (std::size_t i = 0; i < phases.size(); ++i) {
    const Phase& p = phases[i];
    std::string label = p.label;
    const int cards = p.last_step - p.first_step + 1;
    label += "  (" + std::to_string(cards) + (cards == 1 ? " step)" : " steps)");
    label += "##phase" + std::to_string(i);
    const bool selected = static_cast<int>(i) == current;
    if (p.findings > 0) ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
    if (ImGui::Selectable(label.c_str(), selected)) out.push_back(Command{CommandKind::GoToPhase, static_cast<int>(i), {}});
    if (p.findings > 0) {
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%d finding(s) here", p.findings);
    }
    if (selected && ImGui::IsItemVisible() == false) ImGui::SetScrollHereY();
  }
}

void draw_step_controls(const ReplayModel& model, const Ui& ui, Commands& out) {
  const int count = model.step_count();
  auto button = [&](const char* label, CommandKind kind, const char* tip) {
    if (ImGui::Button(label, ImVec2(ui.px(44.0f), 0))) out.push_back(Command{kind, 0, {}});
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
    ImGui::SameLine();
  };
  ImGui::BeginDisabled(count == 0);
  button("|<", CommandKind::First, "First step (Home)");
  button("<<", CommandKind::PrevTrick, "Previous trick / phase (Page Up)");
  button("<", CommandKind::StepBack, "Previous card or call (Left)");
  button(">", CommandKind::StepForward, "Next card or call (Right)");
  button(">>", CommandKind::NextTrick, "Next trick / phase (Page Down)");
  button(">|", CommandKind::Last, "Last step (End)");
  int step = model.step() + 1;
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderInt("##timeline", &step, 1, count > 0 ? count : 1, count > 0 ? "step %d" : "no steps"))
    out.push_back(Command{CommandKind::GoToStep, step - 1, {}});
  ImGui::EndDisabled();

  // What happened at this step, and the findings that point at it.
  const TableView v = model.table();
  if (v.has_state) {
    ImGui::TextUnformatted(v.step_label.c_str());
  }
  for (const auto& f : v.findings_here) {
    ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(f.severity));
    ImGui::TextWrapped("%s %s: %s", severity_label(f.severity), f.code.c_str(), message_in(f, model.lang()).c_str());
    ImGui::PopStyleColor();
    ImGui::TextDisabled("   rule: %s%s%s", f.rule.c_str(), f.ruling.empty() ? "" : " | ruling: ", f.ruling.c_str());
  }
}

void keyboard_commands(Commands& out) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
  if (pressed(ImGuiKey_RightArrow)) out.push_back(Command{CommandKind::StepForward, 0, {}});
  if (pressed(ImGuiKey_LeftArrow)) out.push_back(Command{CommandKind::StepBack, 0, {}});
  if (pressed(ImGuiKey_PageDown)) out.push_back(Command{CommandKind::NextTrick, 0, {}});
  if (pressed(ImGuiKey_PageUp)) out.push_back(Command{CommandKind::PrevTrick, 0, {}});
  if (pressed(ImGuiKey_Home)) out.push_back(Command{CommandKind::First, 0, {}});
  if (pressed(ImGuiKey_End)) out.push_back(Command{CommandKind::Last, 0, {}});
  if (pressed(ImGuiKey_DownArrow)) out.push_back(Command{CommandKind::NextHand, 0, {}});
  if (pressed(ImGuiKey_UpArrow)) out.push_back(Command{CommandKind::PrevHand, 0, {}});
}

}  // namespace stichprobe::replay::app
