// How wide text is drawn, without a GUI: the table's labels (DejaVu Sans Bold, a
// conservative estimate) and the panels' and the header's text (Dear ImGui's advances).
#pragma once
#include <string>

namespace stichprobe::replay {

// A conservative width of `text` in DejaVu Sans (Bold) at `px`.
float text_width(const std::string& text, float px);

// The width Dear ImGui draws `text` in the UI font (DejaVu Sans, or its Bold) at `px`, rounded up.
float ui_text_width(const std::string& text, float px, bool bold = false);

// `px`, or the largest whole size below it at which `text` is no wider than `width`.
float px_to_fit(const std::string& text, float px, float width, bool bold = false);

}  // namespace stichprobe::replay
