// Helpers shared by the THR reader's parts: every reader finding is a format error
// whose rule names the section of THR v1 it rests on.
#pragma once
#include <string>
#include <string_view>

#include "formats/finding.h"
#include "formats/message_template.h"

namespace stichprobe::thr_detail {

// XML's white space (the reader's parts and the prescan).
inline bool is_xml_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline Finding format_error(std::string code, Pos pos, Message message, const char* section) {
  Finding f;
  f.severity = Severity::Error;
  f.category = Category::Format;
  f.code = std::move(code);
  set_message(f, std::move(message));
  f.pos = pos;
  f.rule = std::string("THR v1 ") + section;
  return f;
}

// The finding of `key` (its code, or code/form) with its message from the readers'
// catalogue (formats/format_messages.cpp).
inline Finding format_finding(std::string_view key, Pos pos, MessageValues values, const char* section) {
  return format_error(std::string(code_of_key(key)), pos, format_message(key, values), section);
}

}  // namespace stichprobe::thr_detail
