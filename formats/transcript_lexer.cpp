#include "formats/transcript_lexer.h"

namespace stichprobe::transcript {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }

// A comma inside a bare word: a decimal comma between two digits ("44,5", "1:12,5"),
// unless the digits after it run into a ':' (then it separates "1:15,2:-45").
bool decimal_comma(std::string_view line, std::size_t i) {
  if (i == 0 || i + 1 >= line.size() || !digit(line[i - 1]) || !digit(line[i + 1])) return false;
  std::size_t k = i + 1;
  while (k < line.size() && digit(line[k])) ++k;
  return k >= line.size() || line[k] != ':';
}

}  // namespace

Lexed tokenize(std::string_view line, unsigned line_number) {
  Lexed out;
  std::size_t i = 0;
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == ',' || c == ';'; };
  std::size_t code_end = line.size();
  while (i < line.size()) {
    if (space(line[i])) {
      ++i;
      continue;
    }
    if (line[i] == '#') {
      code_end = i;
      std::string_view c = line.substr(i + 1);
      while (!c.empty() && (c.back() == '\r' || c.back() == ' ' || c.back() == '\t')) c.remove_suffix(1);
      out.comment = std::string(c);
      break;
    }
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
        out.problem = "a quoted text without its closing '\"'";
        out.problem_pos = t.pos;
      }
    } else {
      while (i < line.size() && (!space(line[i]) || (line[i] == ',' && decimal_comma(line, i))) && line[i] != '#' &&
             line[i] != '"')
        t.text += line[i++];
    }
    out.tokens.push_back(std::move(t));
  }
  std::string_view code = line.substr(0, code_end);
  while (!code.empty() && (code.back() == ' ' || code.back() == '\t' || code.back() == '\r')) code.remove_suffix(1);
  const auto first = code.find_first_not_of(" \t");
  out.code = first == std::string_view::npos ? std::string() : std::string(code.substr(first));
  return out;
}

namespace {

// The length of the valid UTF-8 sequence at `i`, or 0 (overlong forms, surrogates and
// code points above U+10FFFF are invalid, as in XML).
std::size_t utf8_length(const std::string& s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return 1;
  std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (n == 0 || c > 0xF4 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((b(i + k) & 0xC0) != 0x80) return 0;
  if ((c == 0xE0 && b(i + 1) < 0xA0) || (c == 0xED && b(i + 1) > 0x9F) || (c == 0xF0 && b(i + 1) < 0x90) ||
      (c == 0xF4 && b(i + 1) > 0x8F))
    return 0;
  return n;
}

}  // namespace

std::string make_xml_safe(std::string& text) {
  std::string reason, out;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_length(text, i);
    const bool control = n == 1 && (c < 0x20 || c == 0x7F) && c != '\t' && c != '\n' && c != '\r';
    if (n == 0 || control) {
      if (reason.empty()) reason = n == 0 ? "invalid-utf8" : "control";
      out += "\xEF\xBF\xBD";
      i += n == 0 ? 1 : n;
      continue;
    }
    out.append(text, i, n);
    i += n;
  }
  if (!reason.empty()) text = std::move(out);
  return reason;
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
