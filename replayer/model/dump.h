// `stichprobe-replay FILE --dump-steps OUT.json`: the model the window draws, every
// hand and every step, as JSON (labels, phase, findings, regions, cards), so a test
// can hold the replayer to `validate` and to its legibility rules without a window.
#pragma once
#include <string>

#include "replayer/model/replay_model.h"

namespace stichprobe::replay {

// Moves the model's cursor through every step of every hand; leaves it at the end.
std::string dump_steps(ReplayModel& model, int width, int height);

}  // namespace stichprobe::replay
