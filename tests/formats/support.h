// Small helpers for the formats tests: building documents and finding findings.
#pragma once
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "formats/thr_reader.h"

namespace Catch {
template <>
struct StringMaker<stichprobe::Pos> {
  static std::string convert(const stichprobe::Pos& p) {
    return std::to_string(p.line) + ":" + std::to_string(p.column);
  }
};
}  // namespace Catch

namespace stichprobe::test {

// A minimal valid session around `hands` (inserted after <players>).
inline std::string session_xml(std::string_view hands, std::string_view game = "tapp-tarock") {
  return std::string(
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<session xmlns=\"urn:tarock-hand-record:1\" version=\"1\" game=\"") +
         std::string(game) +
         "\">\n"
         "  <players><player seat=\"1\"/><player seat=\"2\"/><player seat=\"3\"/></players>\n" +
         std::string(hands) + "</session>\n";
}

inline const Finding* find(const ReadResult& r, std::string_view code) {
  for (const auto& f : r.findings)
    if (f.code == code) return &f;
  return nullptr;
}

inline bool has(const ReadResult& r, std::string_view code, unsigned line, unsigned column) {
  for (const auto& f : r.findings)
    if (f.code == code && f.pos.line == line && f.pos.column == column) return true;
  return false;
}

// Line and column of the `nth` occurrence of `needle` in `text` (both from 1).
inline Pos pos_of(std::string_view text, std::string_view needle, int nth = 0) {
  std::size_t at = text.find(needle);
  while (at != std::string_view::npos && nth-- > 0) at = text.find(needle, at + 1);
  if (at == std::string_view::npos) return {};
  Pos p{1, 1};
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

inline bool has(const ReadResult& r, std::string_view code, Pos pos) { return has(r, code, pos.line, pos.column); }

inline std::string describe(const ReadResult& r) {
  std::string s;
  for (const auto& f : r.findings)
    s += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + f.code + " " + f.message + "\n";
  return s;
}

}  // namespace stichprobe::test
