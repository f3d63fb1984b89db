// The window: GLFW + OpenGL 3 + Dear ImGui, the layout of the views, keys,
// drag and drop, the recent-files menu and the screenshot mode.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace stichprobe::replay::app {

struct AppOptions {
  std::string file;                                // opened at start (may be empty)
  std::optional<int> hand;                         // the hand's n
  std::optional<int> step;                         // 1-based step (screenshot mode)
  std::string screenshot;                          // PNG to write; empty = interactive
  bool export_view = false;                        // --export-view: File > Export view as PNG once, then exit
  std::optional<std::pair<float, float>> pointer;  // --pointer X,Y: a simulated mouse (tests)
  std::vector<std::pair<float, float>> clicks;     // --click X,Y: clicks before the screenshot (tests)
  int width = 1280, height = 800;
  std::string recent_path;  // recent-files storage; empty = default
  bool german = false;      // --lang de: everything shown in German
  bool edit = false;        // --edit FILE: the editor on FILE (with --step K: its last hand up to action K)
};

// The exit status of a write that failed (--screenshot, --export-view, --dump-steps):
// 2, as in the stichprobe CLI, with one line on standard error naming what and why.
inline constexpr int kWriteFailed = 2;

// Returns the process exit status.
int run_app(const AppOptions& opts);

}  // namespace stichprobe::replay::app
