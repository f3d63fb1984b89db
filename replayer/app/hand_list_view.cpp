// The session's hands: number, contract and declarer with game and variant below, findings.
// The columns and the wrapping come from the model (replayer/model/hand_list.h).
#include <algorithm>
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

// From this many shown hands on, only the rows in view are drawn (with one row of their
// height standing for those above and one for those below).
constexpr std::size_t kClipFrom = 1000;

float row_height(const HandListRow& row, float line_h) {
  return line_h * static_cast<float>(row.lines.size()) +
         ImGui::GetStyle().ItemSpacing.y * static_cast<float>(row.lines.size() - 1);
}

// The layout for this panel, made again only when the hands, the width, the font or the
// language changed; and each shown row's top, again when the filter changed.
const HandListLayout& cached_layout(const ReplayModel& model, HandListState& state) {
  const HandListState::Key key{model.hands_generation(), ImGui::GetWindowWidth(), ImGui::GetFontSize(), model.lang()};
  if (!(key == state.laid_out)) {
    state.layout = hand_list_layout(model, key.width, key.font);
    state.laid_out = key;
    state.tops.clear();
  }
  const auto& shown = model.shown_hands();
  if (state.tops.empty() || state.topped_filter != model.hand_filter() || state.topped_count != shown.size()) {
    const float line_h = ImGui::GetTextLineHeight(), pad = 2 * ImGui::GetStyle().CellPadding.y;
    state.tops.assign(1, 0.0f);
    state.tops.reserve(shown.size() + 1);
    for (const int i : shown)
      state.tops.push_back(state.tops.back() + row_height(state.layout.rows[static_cast<std::size_t>(i)], line_h) +
                           pad);
    state.topped_filter = model.hand_filter();
    state.topped_count = shown.size();
  }
  return state.layout;
}

void draw_row(const ReplayModel& model, const HandListLayout& list, int shown, HandListState& state, Commands& out,
              bool follow) {
  const auto i = static_cast<std::size_t>(shown);
  const HandListRow& row = list.rows[i];
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  const bool selected = shown == model.current_hand();
  const std::string id = row.number + "##hand" + std::to_string(i);
  if (ImGui::Selectable(id.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns,
                        ImVec2(0, row_height(row, ImGui::GetTextLineHeight()))))
    out.push_back(Command{CommandKind::OpenHand, shown, {}});
  // The list follows the current hand, however it changed (keys, the session tab).
  if (follow && selected && state.followed != model.current_hand()) {
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
  draw_findings_count(model.hands()[i]);
}

// A row as tall as the rows it stands for (the scrollbar stays true to the whole list).
void spacer_row(float height) {
  if (height <= 0) return;
  ImGui::TableNextRow(ImGuiTableRowFlags_None, height);
  ImGui::TableNextColumn();
}

// The rows in view of a long list, the current hand scrolled to when it changed.
void draw_clipped(const ReplayModel& model, const HandListLayout& list, HandListState& state, Commands& out) {
  const auto& shown = model.shown_hands();
  const std::vector<float>& tops = state.tops;
  const float view_h = ImGui::GetWindowHeight();
  if (state.followed != model.current_hand()) {
    const auto at = std::lower_bound(shown.begin(), shown.end(), model.current_hand());
    if (at != shown.end() && *at == model.current_hand()) {
      const auto k = static_cast<std::size_t>(at - shown.begin());
      ImGui::SetScrollY(std::max(0.0f, (tops[k] + tops[k + 1]) / 2 - view_h / 2));
    }
    state.followed = model.current_hand();
  }
  const float from_y = ImGui::GetScrollY(), to_y = from_y + view_h;
  // The first row whose bottom is in view, and the first whose top is below it.
  const auto first =
      static_cast<std::size_t>(std::upper_bound(tops.begin() + 1, tops.end(), from_y) - tops.begin() - 1);
  const auto last =
      std::min(shown.size(), static_cast<std::size_t>(std::lower_bound(tops.begin(), tops.end(), to_y) - tops.begin()) +
                                 2);  // the frozen header hides a row
  spacer_row(tops[first]);
  for (std::size_t k = first; k < last; ++k) draw_row(model, list, shown[k], state, out, false);
  spacer_row(tops[shown.size()] - tops[last]);
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
  const HandListLayout& list = cached_layout(model, state);
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV;
  if (!ImGui::BeginTable("hands", 3, kFlags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn(list.headers[0].c_str(), ImGuiTableColumnFlags_WidthFixed, list.widths[0]);
  ImGui::TableSetupColumn(list.headers[1].c_str(), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(list.headers[2].c_str(), ImGuiTableColumnFlags_WidthFixed, list.widths[2]);
  ImGui::TableHeadersRow();
  if (model.shown_hands().size() >= kClipFrom)
    draw_clipped(model, list, state, out);
  else
    for (const int shown : model.shown_hands()) draw_row(model, list, shown, state, out, true);
  ImGui::EndTable();
}

}  // namespace stichprobe::replay::app
