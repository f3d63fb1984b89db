// What the reader and the validator report (THR v1 §7, §8).
#pragma once
#include <compare>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stichprobe {

enum class Severity { Error, Warning, Info };
enum class Category { Format, Deal, Auction, Exchange, Announcement, Play, Points, Bonus, Settlement, Session };

const char* severity_name(Severity s);  // "error", "warning", "info"
const char* category_name(Category c);  // "format", "deal", ...
// The category a finding code names by its prefix ("play.must-trump" -> Play).
Category category_of(std::string_view code);

// The languages the reports speak: English by default, German with `--lang de`
// (the arbiters and archivists of these games mostly read German).
enum class Lang { En, De };

// A finding's message in both languages, each in the games' own terms. There is no
// English-only constructor, so the compiler finds any message written without German.
struct Message {
  Message() = default;
  Message(std::string english, std::string german) : en(std::move(english)), de(std::move(german)) {}
  std::string en;
  std::string de;
  bool operator==(const Message&) const = default;
};

// A place in the source file; 0 means unknown. Columns count bytes from 1. Places order
// by line, then column (the members' order).
struct Pos {
  unsigned line = 0;
  unsigned column = 0;
  auto operator<=>(const Pos&) const = default;
};

struct Finding {
  Severity severity = Severity::Error;
  std::string code;  // stable, e.g. "play.must-follow-suit"
  Category category = Category::Format;
  std::string message;     // what was expected and what was found (English)
  std::string message_de;  // the same in German; empty where none is written yet
  Pos pos;
  int hand = 0;        // the hand's n; 0 = not tied to a hand
  int trick = 0;       // 1-based; 0 = not tied to a trick
  int seat = 0;        // 0 = not tied to a seat
  std::string phase;   // "deal", "auction", "exchange", "play", "scoring", ...
  std::string rule;    // "tapp-tarock: Play" — game, variant, the source's section
  std::string ruling;  // text of an accepting ruling (the finding is then an info)
  bool operator==(const Finding&) const = default;
};

using Findings = std::vector<Finding>;

// The warnings and errors among `findings` (infos are not faults): how well a trial reading fits.
int count_faults(const Findings& findings);

// A message's text in `lang` (German falls back to English where it has none).
const std::string& text_in(const Message& m, Lang lang);
// Parses "en" / "de"; false for anything else.
bool parse_lang(const std::string& name, Lang& out);

// The message in `lang` (German falls back to English where it has none).
const std::string& message_in(const Finding& f, Lang lang);
// A rule reference in `lang`. The games' sources are quoted as written (German
// headings, the English Tapp Tarock source's English ones); only our own words
// ("dealing", THR's "Result", "unknown cards", "transcript notation") are translated.
std::string rule_in(const std::string& rule, Lang lang);
// Sets both languages of a finding's message.
void set_message(Finding& f, Message m);
// Appends to both languages of a finding's message.
void append_message(Finding& f, const Message& m);
// "error"/"Fehler", "warning"/"Warnung", "info"/"Hinweis".
const char* severity_word(Severity s, Lang lang);

// A finding as one line of a sample's .expected file: "41:9 error play.must-follow-suit".
std::string expected_line(const Finding& f);

}  // namespace stichprobe
