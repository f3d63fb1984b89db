// The editor (File > New hand record, Edit this record): the deal by the deck picker or
// typed codes, calls as buttons of the legal calls, the play by clicking a legal card of
// the seat to play (an illegal one after a confirmation), the engine's suggestions, undo
// and redo, and the findings as they stand. Drawing only: every button calls one of
// EditorModel's functions (replayer/model/editor_model.h).
#include <algorithm>
#include <cstdio>
#include <string>

#include <GLFW/glfw3.h>

#include "replayer/app/views.h"
#include "replayer/model/editor_model.h"
#include "validator/engine/registry.h"

namespace stichprobe::replay::app {
namespace {

const char* say(const EditorModel& m, const char* en, const char* de) { return m.lang() == Lang::De ? de : en; }

// What is being typed into the editor's forms (ImGui keeps no text of its own).
struct Forms {
  char codes[512] = {};
  char take[256] = {}, discard[256] = {};
  int ex_seat = 1, ex_packet = 0;
  char contract[64] = {}, trump[8] = {}, partner[8] = {};
  int declarer = 1;
  char announce_type[64] = {}, announce_cards[128] = {};
  int announce_seat = 1;
  int swap_seat = 1, swap_with = 0;
  char swap_gets[8] = {}, swap_gives[8] = {};
  char save_path[1024] = {};
  bool save_as_open = false;
  // File > New hand record
  int game = 0, variant = 0, players = 0, dealer = 1;
  char names[8][64] = {};
  char options[256] = {};
};
Forms forms;

bool card_button(const EditorModel& m, Card c, bool legal, bool dim, const std::string& id) {
  if (legal) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.15f, 0.55f, 0.25f, 1.0f));
  if (dim) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  const bool clicked = ImGui::Button((card_code(c) + "##" + id).c_str());
  if (dim) ImGui::PopStyleColor();
  if (legal) ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m.names().name(c).c_str());
  return clicked;
}

// Buttons in rows that wrap at the window's edge.
void wrap_next(float width) {
  const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
  if (right < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

std::string target_label(const EditorModel& m, DealTarget t) {
  if (t.kind == DealTarget::Seat) return m.player_name(t.index);
  if (t.kind == DealTarget::Talon) return say(m, "talon", "Talon");
  return std::string(say(m, "packet ", "Paket ")) + std::to_string(t.index);
}

void deal_section(EditorModel& m) {
  std::vector<DealTarget> targets;
  for (int s = 1; s <= m.session().seat_count(); ++s) targets.push_back({DealTarget::Seat, s});
  targets.push_back({DealTarget::Talon, 1});
  if (m.session().session().game == "tapp-tarock")
    for (int k = 1; k <= 2; ++k) targets.push_back({DealTarget::Packet, k});
  float widest = 0.0f;  // the card lists start in one column, right of the longest label
  for (const DealTarget& t : targets)
    widest = std::max(widest, ImGui::CalcTextSize((target_label(m, t) + " (00)").c_str()).x);
  for (const DealTarget& t : targets) {
    const std::vector<Card> cards = m.cards_of(t);
    const std::string label = target_label(m, t) + " (" + std::to_string(cards.size()) + ")";
    if (ImGui::RadioButton(label.c_str(), m.deal_target() == t)) m.set_deal_target(t);
    ImGui::SameLine(widest + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.x * 3.0f);
    std::string line;
    for (Card c : cards) line += card_code(c) + " ";
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
  ImGui::InputText("##codes", forms.codes, sizeof forms.codes);
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Set typed codes", "Codes setzen"))) m.type_cards(m.deal_target(), forms.codes);
  const std::vector<Card> unplaced = m.unplaced();
  ImGui::TextDisabled("%s (%zu)",
                      say(m, "Deck: click a card to deal it to the chosen place",
                          "Kartenstapel: Klick gibt die Karte an die gewählte Stelle"),
                      unplaced.size());
  for (std::size_t i = 0; i < unplaced.size(); ++i) {
    if (card_button(m, unplaced[i], false, false, "deck" + std::to_string(i))) m.pick_card(unplaced[i]);
    if (i + 1 < unplaced.size()) wrap_next(ImGui::GetFontSize() * 2.6f);
  }
}

void auction_section(EditorModel& m) {
  const std::vector<record::Call> calls = m.legal_calls();
  if (calls.empty()) ImGui::TextDisabled("%s", say(m, "no call is legal now", "jetzt ist kein Gebot erlaubt"));
  for (std::size_t i = 0; i < calls.size(); ++i) {
    if (ImGui::Button((m.call_label(calls[i]) + "##call" + std::to_string(i)).c_str())) m.call(calls[i]);
    if (i + 1 < calls.size()) wrap_next(ImGui::GetFontSize() * 8.0f);
  }
  ImGui::Separator();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
  if (ImGui::BeginCombo(say(m, "contract", "Spiel"), forms.contract)) {
    for (const auto& type : m.contract_types())
      if (ImGui::Selectable(type.c_str(), type == forms.contract))
        std::snprintf(forms.contract, sizeof forms.contract, "%s", type.c_str());
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "declarer", "Spieler"), &forms.declarer);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.0f);
  ImGui::InputText(say(m, "trump", "Trumpf"), forms.trump, sizeof forms.trump);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.0f);
  ImGui::InputText(say(m, "partner card", "Partnerkarte"), forms.partner, sizeof forms.partner);
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Set contract", "Spiel setzen")))
    m.set_contract(forms.contract, forms.declarer, forms.trump, forms.partner);
  if (const record::Hand* h = m.session().hand(); h && h->contract)
    ImGui::Text("%s: %s", say(m, "contract", "Spiel"), h->contract->type.c_str());
}

void exchange_section(EditorModel& m) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "seat##ex", "Sitz##ex"), &forms.ex_seat);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "packet (0: none)", "Paket (0: keins)"), &forms.ex_packet);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
  ImGui::InputText(say(m, "takes", "nimmt"), forms.take, sizeof forms.take);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
  ImGui::InputText(say(m, "discards", "legt ab"), forms.discard, sizeof forms.discard);
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Add exchange", "Kauf eintragen")))
    m.exchange(forms.ex_seat, forms.ex_packet > 0 ? std::optional<int>(forms.ex_packet) : std::nullopt, forms.take,
               forms.discard);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "seat##sw", "Sitz##sw"), &forms.swap_seat);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "with seat (0: talon)", "mit Sitz (0: Talon)"), &forms.swap_with);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.0f);
  ImGui::InputText(say(m, "gets", "bekommt"), forms.swap_gets, sizeof forms.swap_gets);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.0f);
  ImGui::InputText(say(m, "gives", "gibt"), forms.swap_gives, sizeof forms.swap_gives);
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Add swap", "Tausch eintragen")))
    m.swap(forms.swap_seat, forms.swap_with > 0 ? std::optional<int>(forms.swap_with) : std::nullopt, forms.swap_gets,
           forms.swap_gives);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::InputInt(say(m, "seat##an", "Sitz##an"), &forms.announce_seat);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
  ImGui::InputText(say(m, "announcement", "Ansage"), forms.announce_type, sizeof forms.announce_type);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
  ImGui::InputText(say(m, "cards##an", "Karten##an"), forms.announce_cards, sizeof forms.announce_cards);
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Announce", "Ansagen")))
    m.announce(forms.announce_seat, forms.announce_type, forms.announce_cards);
}

void play_section(EditorModel& m) {
  const auto next = m.next_card();
  if (!next) {
    ImGui::TextDisabled("%s", say(m, "the engine does not reach the play yet (deal, auction, contract first)",
                                  "das Spiel der Karten ist noch nicht erreicht (erst Geben, Reizen, Spiel)"));
  } else {
    ImGui::Text("%s %zu, %s: %s", say(m, "trick", "Stich"), next->trick + 1, say(m, "to play", "spielt"),
                m.player_name(next->seat).c_str());
    if (const record::Hand* h = m.session().hand(); h && h->play && next->trick < h->play->tricks.size()) {
      std::string on_table;
      for (Card c : h->play->tricks[next->trick].cards.cards) on_table += card_code(c) + " ";
      ImGui::SameLine();
      ImGui::TextDisabled("  %s %s", say(m, "on the table:", "liegt:"), on_table.c_str());
    }
    const std::vector<Card> held = next->held.cards();
    for (std::size_t i = 0; i < held.size(); ++i) {
      const bool legal = next->legal.contains(held[i]);
      if (card_button(m, held[i], legal, !legal, "hand" + std::to_string(i))) m.play(held[i]);
      if (i + 1 < held.size()) wrap_next(ImGui::GetFontSize() * 2.6f);
    }
  }
  if (ImGui::Button(say(m, "Trick winners from the engine", "Stichgewinner von der Engine"))) m.winners_from_engine();
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Ended early", "vorzeitig beendet"))) m.end_early();
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Result from the engine", "Ergebnis von der Engine"))) m.take_result();
  // The engine's suggestions: what it computes for the hand as it stands.
  const std::vector<int> winners = m.session().trick_winners();
  if (!winners.empty()) {
    std::string line;
    for (std::size_t t = 0; t < winners.size(); ++t)
      line += std::to_string(t + 1) + ":" + (winners[t] ? std::to_string(winners[t]) : "-") + "  ";
    ImGui::TextWrapped("%s %s", say(m, "winners (trick:seat)", "Stichgewinner (Stich:Sitz)"), line.c_str());
  }
  std::string pays;
  for (const auto& [seat, amount] : m.session().payments())
    pays += m.player_name(seat) + " " + (amount > Rational(0) ? "+" : "") + amount.to_string() + "  ";
  if (!pays.empty()) ImGui::TextWrapped("%s %s", say(m, "settlement:", "Abrechnung:"), pays.c_str());
}

void findings_section(const EditorModel& m) {
  if (m.findings().empty()) ImGui::TextDisabled("%s", say(m, "no finding", "kein Befund"));
  for (const auto& f : m.findings()) {
    ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(f.severity));
    if (f.pos.line > 0)  // an element of the opened file, at its place there
      ImGui::TextWrapped("%u:%u %s", f.pos.line, f.pos.column, f.code.c_str());
    else  // an element entered in the editor (a place of its own, line 0)
      ImGui::TextWrapped("%s %s", say(m, "(entered)", "(eingetragen)"), f.code.c_str());
    ImGui::PopStyleColor();
    ImGui::TextWrapped("%s", message_in(f, m.lang()).c_str());
  }
}

void confirm_popup(EditorModel& m) {
  const char* title = say(m, "Record an illegal card?###illegal", "Unerlaubte Karte eintragen?###illegal");
  if (m.pending() && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextWrapped("%s", m.status().c_str());
  if (ImGui::Button(say(m, "Record it as it happened", "So eintragen, wie gespielt"))) {
    m.confirm_pending();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Cancel", "Abbrechen"))) {
    m.cancel_pending();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

// A failed save, said where it cannot be missed: the file is as it was, the edits are
// still here and unsaved (closing asks first).
void save_error_line(const EditorModel& m) {
  if (m.save_error().empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, severity_colour(Severity::Error));
  ImGui::TextWrapped("%s %s", say(m, "Not saved:", "Nicht gespeichert:"), m.save_error().c_str());
  ImGui::PopStyleColor();
  ImGui::TextWrapped("%s", say(m, "The edits are kept here; the file is as it was.",
                               "Die Änderungen bleiben hier erhalten; die Datei ist unverändert."));
}

void save_as_popup(EditorModel& m) {
  const char* title = say(m, "Save as###saveas", "Speichern unter###saveas");
  if (forms.save_as_open) {
    ImGui::OpenPopup(title);
    forms.save_as_open = false;
  }
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::InputText("##savepath", forms.save_path, sizeof forms.save_path);
  save_error_line(m);  // a failed save keeps the form open with its reason
  if (ImGui::Button(say(m, "Save", "Speichern")) && m.save_as(forms.save_path).empty()) ImGui::CloseCurrentPopup();
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Cancel##save", "Abbrechen##save"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void keys(EditorModel& m) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.KeyCtrl || io.WantTextInput) return;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Z), false)) io.KeyShift ? m.redo() : m.undo();
  if (ImGui::IsKeyPressed(GLFW_KEY_Y, false)) m.redo();
}

}  // namespace

void draw_editor(EditorModel& m, const Ui& /*ui*/, bool& close_requested) {
  const std::string path =
      m.session().path().empty() ? say(m, "(not saved yet)", "(noch nicht gespeichert)") : m.session().path();
  ImGui::Text("%s%s  |  %s %s", path.c_str(), m.modified() ? " *" : "", m.session().session().game.c_str(),
              m.session().session().variant.c_str());
  if (ImGui::Button(say(m, "Undo", "Rückgängig"))) m.undo();
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Redo", "Wiederholen"))) m.redo();
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Save", "Speichern"))) {
    if (m.session().path().empty())
      forms.save_as_open = true;
    else
      m.save();
  }
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Save as", "Speichern unter"))) {
    std::snprintf(forms.save_path, sizeof forms.save_path, "%s", m.session().path().c_str());
    forms.save_as_open = true;
  }
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Close editor", "Editor schließen"))) close_requested = true;
  ImGui::SameLine();
  if (ImGui::Button(say(m, "Next hand", "Nächstes Spiel"))) m.start_next_hand();
  const auto& hands = m.session().session().hands;
  if (hands.size() > 1) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
    const std::size_t current = m.session().current_hand();
    const std::string label = std::string(say(m, "hand ", "Spiel ")) + std::to_string(hands[current].n);
    if (ImGui::BeginCombo("##hand", label.c_str())) {
      for (std::size_t i = 0; i < hands.size(); ++i)
        if (ImGui::Selectable((std::string(say(m, "hand ", "Spiel ")) + std::to_string(hands[i].n)).c_str(),
                              i == current))
          m.select_hand(i);
      ImGui::EndCombo();
    }
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", m.status().c_str());
  save_error_line(m);
  ImGui::Separator();
  const float left = ImGui::GetContentRegionAvail().x * 0.58f;
  ImGui::BeginChild("edit-left", ImVec2(left, 0), false);
  if (ImGui::CollapsingHeader(say(m, "Deal", "Geben"), ImGuiTreeNodeFlags_DefaultOpen)) deal_section(m);
  if (ImGui::CollapsingHeader(say(m, "Play", "Spiel der Karten"), ImGuiTreeNodeFlags_DefaultOpen)) play_section(m);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("edit-right", ImVec2(0, 0), false);
  if (ImGui::CollapsingHeader(say(m, "Auction and contract", "Reizen und Spiel"), ImGuiTreeNodeFlags_DefaultOpen))
    auction_section(m);
  if (ImGui::CollapsingHeader(say(m, "Exchange, swap and announcements", "Kauf, Tausch und Ansagen")))
    exchange_section(m);
  if (ImGui::CollapsingHeader(say(m, "Findings", "Befunde"), ImGuiTreeNodeFlags_DefaultOpen)) findings_section(m);
  ImGui::EndChild();
  confirm_popup(m);
  save_as_popup(m);
  keys(m);
}

bool draw_new_record_form(EditorModel& m) {
  const auto& games = engine::all_games();
  if (games.empty()) return false;
  forms.game = std::clamp(forms.game, 0, static_cast<int>(games.size()) - 1);
  const engine::GameSpec& spec = games[static_cast<std::size_t>(forms.game)]->spec();
  if (ImGui::BeginCombo(say(m, "game", "Spiel"), spec.name.c_str())) {
    for (std::size_t i = 0; i < games.size(); ++i)
      if (ImGui::Selectable(games[i]->spec().name.c_str(), static_cast<int>(i) == forms.game)) {
        forms.game = static_cast<int>(i);
        forms.variant = forms.players = 0;
      }
    ImGui::EndCombo();
  }
  forms.variant = std::clamp(forms.variant, 0, static_cast<int>(spec.variants.size()) - 1);
  const engine::VariantSpec& variant = spec.variants[static_cast<std::size_t>(forms.variant)];
  if (ImGui::BeginCombo(say(m, "variant", "Variante"), variant.id.c_str())) {
    for (std::size_t i = 0; i < spec.variants.size(); ++i)
      if (ImGui::Selectable(spec.variants[i].id.c_str(), static_cast<int>(i) == forms.variant)) {
        forms.variant = static_cast<int>(i);
        forms.players = 0;
      }
    ImGui::EndCombo();
  }
  forms.players = std::clamp(forms.players, 0, static_cast<int>(variant.player_counts.size()) - 1);
  const int count = variant.player_counts[static_cast<std::size_t>(forms.players)];
  if (ImGui::BeginCombo(say(m, "players", "Spieler"), std::to_string(count).c_str())) {
    for (std::size_t i = 0; i < variant.player_counts.size(); ++i)
      if (ImGui::Selectable(std::to_string(variant.player_counts[i]).c_str(), static_cast<int>(i) == forms.players))
        forms.players = static_cast<int>(i);
    ImGui::EndCombo();
  }
  for (int s = 0; s < count && s < 8; ++s)
    ImGui::InputText((std::string(say(m, "seat ", "Sitz ")) + std::to_string(s + 1)).c_str(), forms.names[s],
                     sizeof forms.names[s]);
  ImGui::InputInt(say(m, "dealer", "Geber"), &forms.dealer);
  ImGui::InputText(say(m, "options (name=value ...)", "Optionen (Name=Wert ...)"), forms.options, sizeof forms.options);
  if (!ImGui::Button(say(m, "Create", "Anlegen"))) return false;
  NewRecord r;
  r.game = spec.id;
  r.variant = variant.id;
  r.options = parse_options(forms.options);
  for (int s = 0; s < count && s < 8; ++s)
    r.players.push_back(forms.names[s][0] ? std::string(forms.names[s]) : "Spieler " + std::to_string(s + 1));
  r.dealer = forms.dealer;
  return m.new_record(r).empty();
}

}  // namespace stichprobe::replay::app
