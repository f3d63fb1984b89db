// One view per file. Each draws from the model into the current ImGui window
// and appends what the user asked for to `out`; the app applies the commands.
#pragma once
#include <string>
#include <vector>

#include "replayer/app/ui.h"
#include "replayer/model/commands.h"
#include "replayer/model/hand_list.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/ui_text.h"

namespace stichprobe::replay {
class EditorModel;
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
void draw_hand_list(const ReplayModel& model, const Ui& ui, HandListState& state,
                    Commands& out);                                              // hand_list_view.cpp
void draw_phase_list(const ReplayModel& model, const Ui& ui, Commands& out);     // timeline_view.cpp
void draw_step_controls(const ReplayModel& model, const Ui& ui, Commands& out);  // timeline_view.cpp
void draw_auction_view(const ReplayModel& model, const Ui& ui, Commands& out);   // auction_view.cpp
void draw_findings_view(const ReplayModel& model, const Ui& ui, Commands& out);  // findings_view.cpp
void draw_scoring_view(const ReplayModel& model, const Ui& ui, Commands& out);   // scoring_view.cpp
void draw_session_view(const ReplayModel& model, const Ui& ui, Commands& out);   // scoring_view.cpp

// The editor over the whole window; `close_requested` is set by its Close button.
void draw_editor(EditorModel& m, const Ui& ui, bool& close_requested);  // editor_view.cpp
// File > New hand record's form: true once the record is created.
bool draw_new_record_form(EditorModel& m);  // editor_view.cpp

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
