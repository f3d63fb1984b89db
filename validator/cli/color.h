// Colour in the text report: only on a terminal, never with NO_COLOR (no-color.org)
// unless asked for with --color always.
#pragma once
#include <string>

namespace stichprobe::cli {

// `when` is auto | always | never; `no_color` and `term` are the environment's values (or null).
bool use_color(const std::string& when, bool terminal, const char* no_color, const char* term);
// The same, with NO_COLOR and TERM read from the environment.
bool use_color(const std::string& when, bool terminal);

// SGR sequences (bold red and so on), and `text` wrapped in one when `on`.
namespace sgr {
inline constexpr const char* kError = "1;31";
inline constexpr const char* kWarning = "1;35";
inline constexpr const char* kInfo = "1;36";
inline constexpr const char* kCode = "1";
inline constexpr const char* kCaret = "1;32";
}  // namespace sgr
std::string paint(const std::string& text, const char* sgr, bool on);

}  // namespace stichprobe::cli
