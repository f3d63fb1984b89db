// The auction call by call: made calls, the current one, calls still to come.
#include <string>

#include "replayer/app/views.h"

namespace stichprobe::replay::app {

void draw_auction_view(const ReplayModel& model, const Ui& /*ui*/, Commands& out) {
  const auto calls = model.auction();
  if (calls.empty()) {
    ImGui::TextDisabled("%s", tr(model, UiText::NoAuction));
    return;
  }
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const CallView& c = calls[i];
    const std::string label =
        std::to_string(i + 1) + ". " + c.text + (c.marked ? "   (!)" : "") + "##call" + std::to_string(i);
    if (c.marked)
      ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
    else if (!c.made)
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    if (ImGui::Selectable(label.c_str(), c.current) && c.step >= 0)
      out.push_back(Command{CommandKind::GoToStep, c.step, {}});
    if (c.marked || !c.made) ImGui::PopStyleColor();
  }
  if (const record::Hand* h = model.hand_record(); h && h->contract) {
    ImGui::Separator();
    ImGui::Text("%s: %s", tr(model, UiText::ContractLabel), h->contract->type.c_str());
    if (h->contract->declarer)
      ImGui::Text("%s: %s", tr(model, UiText::DeclarerLabel), model.player_name(*h->contract->declarer).c_str());
    if (h->contract->trump) ImGui::Text("%s: %s", tr(model, UiText::TrumpLabel), h->contract->trump->c_str());
    if (h->contract->partner_card)
      ImGui::Text("%s: %s (%s)", tr(model, UiText::PartnerCardLabel),
                  model.names().name(*h->contract->partner_card).c_str(),
                  card_code(*h->contract->partner_card).c_str());
  }
}

}  // namespace stichprobe::replay::app
