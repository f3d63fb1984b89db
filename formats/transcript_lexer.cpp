#include "formats/transcript_lexer.h"

namespace stichprobe::transcript {

std::vector<Token> tokenize(std::string_view line, unsigned line_number, std::string& problem, Pos& problem_pos) {
  std::vector<Token> out;
  std::size_t i = 0;
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (i < line.size()) {
    if (space(line[i])) {
      ++i;
      continue;
    }
    if (line[i] == '#') break;
    Token t;
    t.pos = {line_number, static_cast<unsigned>(i + 1)};
    if (line[i] == '"') {
      t.quoted = true;
      ++i;
      bool closed = false;
      while (i < line.size()) {
        const char c = line[i++];
        if (c == '"') {
          closed = true;
          break;
        }
        if (c == '\\' && i < line.size()) {
          const char e = line[i++];
          t.text += e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e;
        } else {
          t.text += c;
        }
      }
      if (!closed) {
        problem = "a quoted text without its closing '\"'";
        problem_pos = t.pos;
      }
    } else {
      while (i < line.size() && !space(line[i]) && line[i] != '#' && line[i] != '"') t.text += line[i++];
    }
    out.push_back(std::move(t));
  }
  return out;
}

std::string quote(std::string_view text, bool force) {
  bool plain = !text.empty() && !force;
  for (char c : text)
    plain = plain && static_cast<unsigned char>(c) > ' ' && c != '"' && c != '#' && c != '\\' && c != 0x7f;
  if (plain) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: out += c;
    }
  }
  return out + "\"";
}

}  // namespace stichprobe::transcript
