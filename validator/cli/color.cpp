#include "validator/cli/color.h"

#include <cstdlib>
#include <string_view>

namespace stichprobe::cli {

bool use_color(const std::string& when, bool terminal, const char* no_color, const char* term) {
  if (when == "always") return true;
  if (when == "never") return false;
  if (no_color && *no_color) return false;  // "present and not an empty string"
  if (term && std::string_view(term) == "dumb") return false;
  return terminal;
}

bool use_color(const std::string& when, bool terminal) {
  return use_color(when, terminal, std::getenv("NO_COLOR"), std::getenv("TERM"));
}

std::string paint(const std::string& text, const char* sgr, bool on) {
  if (!on) return text;
  return "\x1b[" + std::string(sgr) + "m" + text + "\x1b[0m";
}

}  // namespace stichprobe::cli
