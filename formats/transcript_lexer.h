// Splits one transcript line into tokens: bare words, or "quoted strings" with the
// escapes \" \\ \n \r \t. A '#' outside quotes starts a comment, kept apart. Spaces,
// tabs, commas and semicolons separate words ("HK, HQ; HJ"); a comma between two digits
// belongs to its number (a decimal comma: "44,5").
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/finding.h"

namespace stichprobe::transcript {

struct Token {
  std::string text;
  Pos pos;
  bool quoted = false;
  bool is(std::string_view word) const { return !quoted && text == word; }
};

struct Lexed {
  std::vector<Token> tokens;
  // Set (and the rest of the line dropped) for an unterminated quote.
  std::string problem;
  Pos problem_pos;
  // The comment's text after its '#', when the line has one.
  std::optional<std::string> comment;
  // The line before its comment, without trailing white space: the words as typed.
  std::string code;
};

Lexed tokenize(std::string_view line, unsigned line_number);

// Makes `text` fit for XML: each byte that is not valid UTF-8, and each control
// character other than tab, newline and carriage return, becomes U+FFFD. Returns
// "invalid-utf8", "control" for the first kind replaced, or "" when nothing was.
std::string make_xml_safe(std::string& text);

// A free text as one token: bare when it is a plain word, else quoted.
std::string quote(std::string_view text, bool force = false);

}  // namespace stichprobe::transcript
