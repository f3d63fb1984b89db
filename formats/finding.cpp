#include "formats/finding.h"

namespace stichprobe {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
  }
  return "error";
}

const char* category_name(Category c) {
  switch (c) {
    case Category::Format: return "format";
    case Category::Deal: return "deal";
    case Category::Auction: return "auction";
    case Category::Exchange: return "exchange";
    case Category::Announcement: return "announcement";
    case Category::Play: return "play";
    case Category::Points: return "points";
    case Category::Bonus: return "bonus";
    case Category::Settlement: return "settlement";
    case Category::Session: return "session";
  }
  return "format";
}

std::string expected_line(const Finding& f) {
  return std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + severity_name(f.severity) + " " +
         f.code;
}

}  // namespace stichprobe
