// The editor's questions and forms: an entry the engine faults (recorded only as it
// happened, after a confirmation), Save as, the result typed as the source has it, and
// File > New hand record. Drawing only: what they decide goes to TableEditor's functions.
#include <algorithm>
#include <cstdio>
#include <string>

#include "replayer/app/views.h"
#include "replayer/model/table_editor.h"
#include "validator/engine/registry.h"

namespace stichprobe::replay::app {

const char* tr(const TableEditor& e, UiText t) { return ui_text(t, e.lang()); }

namespace {

void confirm_popup(const TableEditor& e, EditorEdits& out) {
  const std::string title = std::string(tr(e, UiText::ConfirmTitle)) + "###confirm";
  if (e.pending() && !ImGui::IsPopupOpen(title.c_str())) ImGui::OpenPopup(title.c_str());
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  if (!e.pending()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
  ImGui::TextWrapped("%s", e.pending()->question.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button(tr(e, UiText::RecordAsHappened))) {
    out.push_back([](TableEditor& ed) { ed.confirm(); });
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(e, UiText::CancelButton))) {
    out.push_back([](TableEditor& ed) { ed.cancel(); });
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

// A failed save, said where it cannot be missed: the file is as it was, the edits are
// still here and unsaved (closing asks first).
void save_error_lines(const TableEditor& e) {
  if (e.save_error().empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
  ImGui::TextWrapped("%s %s", tr(e, UiText::NotSavedLabel), e.save_error().c_str());
  ImGui::PopStyleColor();
  ImGui::TextWrapped("%s", tr(e, UiText::EditsKept));
}

void save_as_popup(const TableEditor& e, EditorForms& forms, EditorEdits& out) {
  const std::string title = std::string(tr(e, UiText::SaveAsTitle)) + "###saveas";
  if (forms.save_as_open) {
    std::snprintf(forms.save_path, sizeof forms.save_path, "%s", e.session().path().c_str());
    forms.saving = false;
    ImGui::OpenPopup(title.c_str());
    forms.save_as_open = false;
  }
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  // A save asked for in the frame before: closed once it succeeded, kept open with its reason.
  if (forms.saving && e.save_error().empty() && !e.modified()) {
    forms.saving = false;
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::TextUnformatted(tr(e, UiText::SavePathPrompt));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30.0f);
  const bool enter =
      ImGui::InputText("##savepath", forms.save_path, sizeof forms.save_path, ImGuiInputTextFlags_EnterReturnsTrue);
  if (forms.saving) save_error_lines(e);
  if (ImGui::Button(tr(e, UiText::MenuSave)) || enter) {
    const std::string path = forms.save_path;
    forms.saving = true;
    out.push_back([path](TableEditor& ed) { ed.save_as(path); });
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(e, UiText::CancelButton))) {
    forms.saving = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void number_field(const char* id, std::array<char, 32>& buf) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
  ImGui::InputText(id, buf.data(), buf.size());
}

void result_popup(const TableEditor& e, EditorForms& forms, EditorEdits& out) {
  const std::string title = std::string(tr(e, UiText::ResultTitle)) + "###result";
  const auto seats = static_cast<std::size_t>(e.session().seat_count());
  if (forms.result_open) {
    // Start from what the record says, else from the engine's figures.
    const TypedResult now = e.typed_result_now();
    forms.pay.assign(seats, {});
    forms.total.assign(seats, {});
    for (std::size_t i = 0; i < seats; ++i) {
      std::snprintf(forms.pay[i].data(), forms.pay[i].size(), "%s", i < now.pay.size() ? now.pay[i].c_str() : "");
      std::snprintf(forms.total[i].data(), forms.total[i].size(), "%s",
                    i < now.total.size() ? now.total[i].c_str() : "");
    }
    std::snprintf(forms.declarer_points, sizeof forms.declarer_points, "%s", now.declarer_points.c_str());
    std::snprintf(forms.defender_points, sizeof forms.defender_points, "%s", now.defender_points.c_str());
    forms.error.clear();
    ImGui::OpenPopup(title.c_str());
    forms.result_open = false;
  }
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  if (ImGui::BeginTable("##typed", 3, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr(e, UiText::SeatWord));
    ImGui::TableSetupColumn(tr(e, UiText::PayColumn));
    ImGui::TableSetupColumn(tr(e, UiText::TotalColumn));
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < seats && i < forms.pay.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(e.model().player_name(static_cast<int>(i) + 1).c_str());
      ImGui::TableNextColumn();
      number_field(("##pay" + std::to_string(i)).c_str(), forms.pay[i]);
      ImGui::TableNextColumn();
      number_field(("##total" + std::to_string(i)).c_str(), forms.total[i]);
    }
    ImGui::EndTable();
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
  ImGui::InputText(tr(e, UiText::DeclarerPoints), forms.declarer_points, sizeof forms.declarer_points);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
  ImGui::InputText(tr(e, UiText::DefenderPoints), forms.defender_points, sizeof forms.defender_points);
  if (!forms.error.empty()) ImGui::TextColored(colour::kErrorText, "%s", forms.error.c_str());
  if (ImGui::Button(tr(e, UiText::SetResult))) {
    TypedResult r;
    for (std::size_t i = 0; i < forms.pay.size(); ++i) {
      r.pay.emplace_back(forms.pay[i].data());
      r.total.emplace_back(forms.total[i].data());
    }
    r.declarer_points = forms.declarer_points;
    r.defender_points = forms.defender_points;
    out.push_back([r, &forms](TableEditor& ed) {
      forms.error = ed.set_typed_result(r);
      if (!forms.error.empty()) ed.note(forms.error);
    });
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(e, UiText::CancelButton))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace

void draw_save_error(const TableEditor& e) { save_error_lines(e); }

void draw_editor_popups(const TableEditor& e, EditorForms& forms, EditorEdits& out) {
  confirm_popup(e, out);
  save_as_popup(e, forms, out);
  result_popup(e, forms, out);
}

bool draw_new_record_form(TableEditor& e, EditorForms& forms) {
  const auto& games = engine::all_games();
  if (games.empty()) return false;
  forms.game = std::clamp(forms.game, 0, static_cast<int>(games.size()) - 1);
  const engine::GameSpec& spec = games[static_cast<std::size_t>(forms.game)]->spec();
  if (ImGui::BeginCombo(tr(e, UiText::GameLabel), spec.name.c_str())) {
    for (std::size_t i = 0; i < games.size(); ++i)
      if (ImGui::Selectable(games[i]->spec().name.c_str(), static_cast<int>(i) == forms.game)) {
        forms.game = static_cast<int>(i);
        forms.variant = forms.players = 0;
      }
    ImGui::EndCombo();
  }
  forms.variant = std::clamp(forms.variant, 0, static_cast<int>(spec.variants.size()) - 1);
  const engine::VariantSpec& variant = spec.variants[static_cast<std::size_t>(forms.variant)];
  if (ImGui::BeginCombo(tr(e, UiText::VariantLabel), variant.id.c_str())) {
    for (std::size_t i = 0; i < spec.variants.size(); ++i)
      if (ImGui::Selectable(spec.variants[i].id.c_str(), static_cast<int>(i) == forms.variant)) {
        forms.variant = static_cast<int>(i);
        forms.players = 0;
      }
    ImGui::EndCombo();
  }
  forms.players = std::clamp(forms.players, 0, static_cast<int>(variant.player_counts.size()) - 1);
  const int count = variant.player_counts[static_cast<std::size_t>(forms.players)];
  if (ImGui::BeginCombo(tr(e, UiText::PlayersLabel), std::to_string(count).c_str())) {
    for (std::size_t i = 0; i < variant.player_counts.size(); ++i)
      if (ImGui::Selectable(std::to_string(variant.player_counts[i]).c_str(), static_cast<int>(i) == forms.players))
        forms.players = static_cast<int>(i);
    ImGui::EndCombo();
  }
  for (int s = 0; s < count && s < 8; ++s)
    ImGui::InputText((std::string(tr(e, UiText::SeatWord)) + " " + std::to_string(s + 1)).c_str(), forms.names[s],
                     sizeof forms.names[s]);
  ImGui::InputInt(tr(e, UiText::DealerLabel), &forms.dealer);
  forms.dealer = std::clamp(forms.dealer, 1, count);
  ImGui::InputText(tr(e, UiText::OptionsLabel), forms.options, sizeof forms.options);
  if (!ImGui::Button(tr(e, UiText::CreateButton))) return false;
  NewRecord r;
  r.game = spec.id;
  r.variant = variant.id;
  r.options = parse_options(forms.options);
  for (int s = 0; s < count && s < 8; ++s)
    r.players.push_back(forms.names[s][0] ? std::string(forms.names[s])
                                          : tr(e, UiText::DefaultPlayer) + std::to_string(s + 1));
  r.dealer = forms.dealer;
  return e.new_record(r).empty();
}

}  // namespace stichprobe::replay::app
