// How wide text is drawn, without a GUI: the table's labels (DejaVu Sans Bold, a
// conservative estimate) and the panels' text (DejaVu Sans, Dear ImGui's advances).
#pragma once
#include <string>

namespace stichprobe::replay {

// A conservative width of `text` in DejaVu Sans (Bold) at `px`.
float text_width(const std::string& text, float px);

// The width Dear ImGui draws `text` in the UI font (DejaVu Sans) at `px`, rounded up.
float ui_text_width(const std::string& text, float px);

}  // namespace stichprobe::replay
