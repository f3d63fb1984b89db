// One view per file. Each draws from the model into the current ImGui window
// and appends what the user asked for to `out`; the app applies the commands.
#pragma once
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "replayer/app/ui.h"
#include "replayer/model/commands.h"
#include "replayer/model/hand_list.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/ui_text.h"

namespace stichprobe::replay {
class TableEditor;
}

namespace stichprobe::replay::app {

// What the hands list keeps between frames (the app owns it): the text being typed into
// the filter (the model holds the filter itself) and the hand it last scrolled to.
// A long list keeps its layout (wrapping 100,000 rows takes tens of milliseconds) and
// each shown row's top, and draws only the rows in view.
struct HandListState {
  char filter[64] = "";
  int followed = -1;
  struct Key {
    int generation = -1;
    float width = 0, font = 0;
    Lang lang = Lang::En;
    bool operator==(const Key&) const = default;
  } laid_out;
  HandListLayout layout;
  std::string topped_filter;
  std::size_t topped_count = 0;
  std::vector<float> tops;  // per shown row, its top from the list's first row; one more: the end
};

void draw_table_view(const ReplayModel& model, const Ui& ui, Commands& out);  // table_view.cpp
// The felt with everything the layout placed on it (the replayer's and the editor's table).
void draw_felt(ImDrawList* dl, const Ui& ui, const CardNames& names, const TableLayout& t,
               const TableView& v);                                                               // table_view.cpp
void hovered_card_tooltip(const CardNames& names, const TableLayout& t, const char* code_label);  // table_view.cpp
void draw_hand_list(const ReplayModel& model, const Ui& ui, HandListState& state,
                    Commands& out);                                              // hand_list_view.cpp
void draw_phase_list(const ReplayModel& model, const Ui& ui, Commands& out);     // timeline_view.cpp
void draw_step_controls(const ReplayModel& model, const Ui& ui, Commands& out);  // timeline_view.cpp
// |< << < > >> >| in one row (each `width` wide), the cursor keys' buttons.
void draw_step_buttons(const ReplayModel& model, float width, Commands& out);   // timeline_view.cpp
void draw_auction_view(const ReplayModel& model, const Ui& ui, Commands& out);  // auction_view.cpp
// `place`: where a finding's place stands as shown (the editor: in the file Save writes).
void draw_findings_view(const ReplayModel& model, const Ui& ui, Commands& out,
                        const std::function<Pos(Pos)>& place = {});             // findings_view.cpp
void draw_scoring_view(const ReplayModel& model, const Ui& ui, Commands& out);  // scoring_view.cpp
void draw_session_view(const ReplayModel& model, const Ui& ui, Commands& out);  // scoring_view.cpp

// ---- the editor on the table ----
// What a view asks of the editor; the app applies it after the frame, as it applies Commands.
using EditorEdits = std::vector<std::function<void(TableEditor&)>>;
// What is being typed into the editor's fields between frames (the app owns it).
struct EditorForms {
  char codes[512] = {};
  char save_path[1024] = {};
  bool save_as_open = false;
  bool saving = false;  // Save as asked for: the popup closes once it succeeded
  bool result_open = false;
  std::vector<std::array<char, 32>> pay, total;
  char declarer_points[32] = {}, defender_points[32] = {};
  std::string error;
  // File > New hand record
  int game = 0, variant = 0, players = 0, dealer = 1;
  char names[8][64] = {};
  char options[256] = {};
};
// The table: the felt as the replayer draws it, the deck under it while dealing; a click
// on it is TableEditor::click_at.
void draw_editor_table(const TableEditor& e, const Ui& ui, EditorEdits& out);  // editor_table_view.cpp
// Under the table: what to do now, the buttons of what may be entered, typed codes, the steps.
void draw_editor_bar(const TableEditor& e, const Ui& ui, EditorForms& forms, EditorEdits& out,
                     Commands& cmds);  // editor_bar_view.cpp
// The questions: an illegal entry, Save as, the typed result.
void draw_editor_popups(const TableEditor& e, EditorForms& forms, EditorEdits& out);  // editor_view.cpp
// A failed save: why, and that the edits are kept and the file is as it was.
void draw_save_error(const TableEditor& e);  // editor_view.cpp
// File > New hand record's form: true once the record is created.
bool draw_new_record_form(TableEditor& e, EditorForms& forms);  // editor_view.cpp
// The app's word in the editor's language.
const char* tr(const TableEditor& e, UiText t);  // editor_view.cpp

// The keys: arrows card by card, Page keys trick by trick, Home/End, Up/Down hands.
void keyboard_commands(Commands& out);  // timeline_view.cpp

// The app's own words in the model's language (the table in replayer/model/ui_text.cpp).
inline const char* tr(const ReplayModel& model, UiText t) { return ui_text(t, model.lang()); }
// A window title in the model's language with a stable ImGui id ("Tisch###table"), so
// switching the language keeps the window's place and state.
inline std::string window_title(const ReplayModel& model, UiText t, const char* id) {
  return std::string(tr(model, t)) + "###" + id;
}

// Shared helpers (findings_view.cpp).
ImVec4 severity_colour(Severity s);

}  // namespace stichprobe::replay::app
