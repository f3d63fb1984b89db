// What the reader and the validator report (THR v1 §7, §8).
#pragma once
#include <string>
#include <vector>

namespace stichprobe {

enum class Severity { Error, Warning, Info };
enum class Category { Format, Deal, Auction, Exchange, Announcement, Play, Points, Bonus, Settlement, Session };

const char* severity_name(Severity s);   // "error", "warning", "info"
const char* category_name(Category c);   // "format", "deal", ...

// A place in the source file; 0 means unknown. Columns count bytes from 1.
struct Pos {
  unsigned line = 0;
  unsigned column = 0;
  bool operator==(const Pos&) const = default;
};

struct Finding {
  Severity severity = Severity::Error;
  std::string code;        // stable, e.g. "play.must-follow-suit"
  Category category = Category::Format;
  std::string message;     // what was expected and what was found
  Pos pos;
  int hand = 0;            // the hand's n; 0 = not tied to a hand
  int trick = 0;           // 1-based; 0 = not tied to a trick
  int seat = 0;            // 0 = not tied to a seat
  std::string phase;       // "deal", "auction", "exchange", "play", "scoring", ...
  std::string rule;        // "tapp-tarock: Play" — game, variant, the source's section
  std::string ruling;      // text of an accepting ruling (the finding is then an info)
  bool operator==(const Finding&) const = default;
};

using Findings = std::vector<Finding>;

// A finding as one line of a sample's .expected file: "41:9 error play.must-follow-suit".
std::string expected_line(const Finding& f);

}  // namespace stichprobe
