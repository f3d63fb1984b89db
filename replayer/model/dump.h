// `stichprobe-replay FILE --dump-steps OUT.json`: the model the window draws, every
// hand and every step, as JSON (labels, phase, findings, regions, cards), so a test
// can hold the replayer to `validate` and to its legibility rules without a window.
#pragma once
#include <string>

#include "replayer/model/replay_model.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay {

// Moves the model's cursor through every step of every hand; leaves it at the end.
std::string dump_steps(ReplayModel& model, int width, int height);

// `--edit FILE [--step K] --dump-steps OUT.json`: the editor's table as it stands, in the
// same schema as one hand with one step (its regions include the deck while dealing),
// with what the editor asks ("stage", "prompt", "offers"); every finding of the file Save
// writes appears once (at the step, the hand's others, the rest at the top).
std::string dump_editor(const TableEditor& editor, int width, int height);

}  // namespace stichprobe::replay
