// What a page holds, walked out of the replay model hand by hand and step by step:
//  - "stichprobe-data": every hand's steps with their labels, phases, trick winners and
//    findings, exactly as `stichprobe-replay --dump-steps` writes them, without the
//    geometry (the regions and the cards' places) and the header lines;
//  - "stichprobe-view": what the page draws (the table's frames, the panels, the words).
#pragma once
#include <string>

#include "publish/publish.h"
#include "replayer/model/replay_model.h"

namespace stichprobe::publish {

// The window the page's table is laid out for (the replayer's default size); the
// page scales it to its room.
inline constexpr int kTableWindowW = 1280, kTableWindowH = 800;

struct PageModel {
  std::string data;  // JSON
  std::string view;  // JSON
  Page summary;      // everything but the html
};

// Moves the model's cursor through every step of every hand. `name` is the file's
// name on the page.
PageModel page_model(replay::ReplayModel& model, const std::string& name);

}  // namespace stichprobe::publish
