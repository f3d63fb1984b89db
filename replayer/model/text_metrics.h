// How wide text is drawn, without a GUI: the table's labels (DejaVu Sans Bold, a
// conservative estimate) and the panels' and the header's text (Dear ImGui's advances).
#pragma once
#include <string>

namespace stichprobe::replay {

// A conservative width of `text` in DejaVu Sans (Bold) at `px`.
float text_width(const std::string& text, float px);

// The width Dear ImGui draws `text` in the UI font (DejaVu Sans, or its Bold) at `px`, rounded up.
float ui_text_width(const std::string& text, float px, bool bold = false);

}  // namespace stichprobe::replay
