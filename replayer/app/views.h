// One view per file. Each draws from the model into the current ImGui window
// and appends what the user asked for to `out`; the app applies the commands.
#pragma once
#include "replayer/app/ui.h"
#include "replayer/model/commands.h"
#include "replayer/model/replay_model.h"

namespace stichprobe::replay::app {

void draw_table_view(const ReplayModel& model, const Ui& ui, Commands& out);      // table_view.cpp
void draw_hand_list(const ReplayModel& model, const Ui& ui, Commands& out);       // hand_list_view.cpp
void draw_phase_list(const ReplayModel& model, const Ui& ui, Commands& out);      // timeline_view.cpp
void draw_step_controls(const ReplayModel& model, const Ui& ui, Commands& out);   // timeline_view.cpp
void draw_auction_view(const ReplayModel& model, const Ui& ui, Commands& out);    // auction_view.cpp
void draw_findings_view(const ReplayModel& model, const Ui& ui, Commands& out);   // findings_view.cpp
void draw_scoring_view(const ReplayModel& model, const Ui& ui, Commands& out);    // scoring_view.cpp

// The keys: arrows card by card, Page keys trick by trick, Home/End, Up/Down hands.
void keyboard_commands(Commands& out);  // timeline_view.cpp

// Shared helpers (findings_view.cpp).
ImVec4 severity_colour(Severity s);
const char* severity_label(Severity s);

}  // namespace stichprobe::replay::app
