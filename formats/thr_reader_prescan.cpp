#include "formats/thr_reader_prescan.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>

#include "formats/thr_reader_findings.h"

namespace stichprobe::thr_detail {
namespace {

constexpr int kMaxEntityFindings = 20;  // a file full of them needs only a few to be fixed

std::string hex_byte(unsigned char b) {
  static const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[b >> 4] + digits[b & 15];
}

bool check_encoding_marks(std::string_view bytes, const LineTable& lines, Findings& out, Prescan& r) {
  auto starts = [&](std::initializer_list<unsigned char> prefix) {
    if (bytes.size() < prefix.size()) return false;
    std::size_t i = 0;
    for (unsigned char c : prefix)
      if (static_cast<unsigned char>(bytes[i++]) != c) return false;
    return true;
  };
  const char* found = nullptr;  // the key of what was found
  if (starts({0xFF, 0xFE, 0x00, 0x00}) || starts({0x00, 0x00, 0xFE, 0xFF}))
    found = "format.encoding/utf32-mark";
  else if (starts({0xFF, 0xFE}) || starts({0xFE, 0xFF}))
    found = "format.encoding/utf16-mark";
  else if (starts({0x00, '<'}) || starts({'<', 0x00}))
    found = "format.encoding/utf16-text";
  if (found) {
    out.push_back(format_finding(found, lines.at(0), {}, "§1"));
    r.parse = false;
    return false;
  }
  if (starts({0xEF, 0xBB, 0xBF})) r.start = 3;
  return true;
}

// Every byte: valid UTF-8 and no control characters XML forbids. Reports the first of each.
void check_bytes(std::string_view bytes, std::size_t start, const LineTable& lines, Findings& out, Prescan& r,
                 PrescanCarry& carry) {
  const auto* begin = reinterpret_cast<const unsigned char*>(bytes.data());
  const auto* end = begin + bytes.size();
  bool& bad_utf8 = carry.bad_utf8;
  bool& bad_control = carry.bad_control;
  if (bad_utf8 && bad_control) return;
  for (const unsigned char* p = begin + start; p < end;) {
    // Fast path: eight printable ASCII bytes at once (no byte >= 0x80, none < 0x20).
    while (end - p >= 8) {
      std::uint64_t w;
      std::memcpy(&w, p, 8);
      constexpr std::uint64_t kHigh = 0x8080808080808080ull, kSpace = 0x2020202020202020ull;
      const std::uint64_t flagged = (w | (w - kSpace)) & kHigh;  // a byte >= 0x80, or one below 0x20
      if (flagged != 0) {
        // The lowest flagged byte is exact (a borrow only runs upwards): skip to it.
        if constexpr (std::endian::native == std::endian::little) p += __builtin_ctzll(flagged) / 8;
        break;
      }
      p += 8;
    }
    if (p >= end) break;
    const unsigned char b = *p;
    if (b >= 0x20 && b < 0x80) {
      ++p;
      continue;
    }
    if (b < 0x20) {
      if (b != '\t' && b != '\n' && b != '\r' && !bad_control) {
        bad_control = true;
        const auto off = static_cast<std::size_t>(p - begin);
        out.push_back(format_finding(b == 0 ? "format.binary/nul" : "format.binary", lines.at(off),
                                     {{"byte", hex_byte(b)}}, "§1"));
        if (b == 0) r.parse = false;  // pugixml would stop reading at a NUL
      }
      ++p;
      continue;
    }
    const std::size_t n = utf8_sequence_length(p, end);
    if (n == 0) {
      if (!bad_utf8) {
        bad_utf8 = true;
        const auto off = static_cast<std::size_t>(p - begin);
        out.push_back(format_finding("format.invalid-utf8", lines.at(off), {{"byte", hex_byte(b)}}, "§1"));
      }
      ++p;
    } else {
      p += n;
    }
    if (bad_utf8 && bad_control) return;
  }
}

std::string_view pseudo_attribute(std::string_view decl, std::string_view name) {
  for (std::size_t at = decl.find(name); at != std::string_view::npos; at = decl.find(name, at + 1)) {
    if (at == 0 || !is_xml_space(decl[at - 1])) continue;
    std::size_t i = at + name.size();
    while (i < decl.size() && is_xml_space(decl[i])) ++i;
    if (i >= decl.size() || decl[i] != '=') continue;
    ++i;
    while (i < decl.size() && is_xml_space(decl[i])) ++i;
    if (i >= decl.size() || (decl[i] != '"' && decl[i] != '\'')) continue;
    const char q = decl[i++];
    const std::size_t close = decl.find(q, i);
    if (close == std::string_view::npos) return {};
    return decl.substr(i, close - i);
  }
  return {};
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    if (x != y) return false;
  }
  return true;
}

void check_declaration(std::string_view bytes, std::size_t start, const LineTable& lines, Findings& out) {
  std::string_view rest = bytes.substr(start);
  if (rest.size() < 6 || rest.substr(0, 5) != "<?xml" || !is_xml_space(rest[5])) return;
  const std::size_t close = rest.find("?>");
  if (close == std::string_view::npos) return;  // pugixml reports the syntax error
  const std::string_view decl = rest.substr(0, close);
  const std::string_view enc = pseudo_attribute(decl, "encoding");
  if (!enc.empty() && !iequals(enc, "UTF-8") && !iequals(enc, "UTF8")) {
    const std::size_t at = start + static_cast<std::size_t>(enc.data() - rest.data());
    out.push_back(format_finding("format.encoding", lines.at(at), {{"encoding", enc}}, "§1"));
  }
}

// One reference starting at bytes[at] == '&'; reports it unless it is one of the
// five predefined entities or a character reference to an allowed character.
void check_reference(std::string_view bytes, std::size_t at, const LineTable& lines, Findings& out, int& reported) {
  std::size_t i = at + 1;
  auto report = [&](std::string_view key, MessageValues values = {}) {
    if (reported++ < kMaxEntityFindings) out.push_back(format_finding(key, lines.at(at), values, "§1"));
  };
  if (i < bytes.size() && bytes[i] == '#') {
    ++i;
    const bool hex = i < bytes.size() && bytes[i] == 'x';
    if (hex) ++i;
    std::uint64_t value = 0;
    std::size_t digits = 0;
    for (; i < bytes.size() && digits < 12; ++i, ++digits) {
      const char c = bytes[i];
      int d;
      if (c >= '0' && c <= '9')
        d = c - '0';
      else if (hex && c >= 'a' && c <= 'f')
        d = c - 'a' + 10;
      else if (hex && c >= 'A' && c <= 'F')
        d = c - 'A' + 10;
      else
        break;
      value = value * (hex ? 16 : 10) + static_cast<std::uint64_t>(d);
    }
    if (digits == 0 || i >= bytes.size() || bytes[i] != ';') {
      report("format.entity/character-reference");
      return;
    }
    const bool allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF) ||
                         (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF);
    if (!allowed) report("format.entity/character", {{"reference", bytes.substr(at, i + 1 - at)}});
    return;
  }
  std::size_t name_end = i;
  while (name_end < bytes.size() && name_end - i < 64) {
    const char c = bytes[name_end];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
        c == '.' || c == ':' || static_cast<unsigned char>(c) >= 0x80)
      ++name_end;
    else
      break;
  }
  if (name_end == i || name_end >= bytes.size() || bytes[name_end] != ';') {
    report("format.entity/ampersand");
    return;
  }
  const std::string_view name = bytes.substr(i, name_end - i);
  if (name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos") return;
  report("format.entity", {{"name", name}});
}

// True when the only "<!" or "<?" of the file is a processing instruction (the XML
// declaration) at `start`: then there are no comments, CDATA sections, DOCTYPEs or
// misplaced declarations, and every '&' after that instruction is in the markup.
// `after` is where the references begin.
bool plain_markup(std::string_view bytes, std::size_t start, std::size_t& after) {
  after = start;
  const char* data = bytes.data();
  for (char mark : {'!', '?'}) {
    for (std::size_t i = start; i < bytes.size();) {
      const void* hit = std::memchr(data + i, mark, bytes.size() - i);
      if (!hit) break;
      const auto at = static_cast<std::size_t>(static_cast<const char*>(hit) - data);
      if (at > start && data[at - 1] == '<') {
        if (!(mark == '?' && at - 1 == start)) return false;
        const std::size_t close = bytes.find("?>", at + 1);
        after = close == std::string_view::npos ? bytes.size() : close + 2;
      }
      i = at + 1;
    }
  }
  return true;
}

// Walks the markup outside comments, CDATA sections and processing instructions.
// `declaration_at`: where an XML declaration may stand (the file's start; npos in a
// part of the file after it).
void check_markup(std::string_view bytes, std::size_t start, std::size_t declaration_at, const LineTable& lines,
                  Findings& out, PrescanCarry& carry) {
  int& entity_findings = carry.entity_findings;
  if (std::size_t after = 0; declaration_at == start && plain_markup(bytes, start, after)) {
    // The common case, in a few passes over the whole buffer instead of one search per tag.
    for (std::size_t i = after; i < bytes.size();) {
      const void* a = std::memchr(bytes.data() + i, '&', bytes.size() - i);
      if (!a) break;
      const auto amp = static_cast<std::size_t>(static_cast<const char*>(a) - bytes.data());
      check_reference(bytes, amp, lines, out, entity_findings);
      i = amp + 1;
    }
    return;
  }
  bool& doctype_reported = carry.doctype_reported;
  std::size_t pos = start;
  const char* data = bytes.data();
  auto skip_to = [&](std::size_t from, std::string_view terminator) {
    const std::size_t at = bytes.find(terminator, from);
    return at == std::string_view::npos ? bytes.size() : at + terminator.size();
  };
  while (pos < bytes.size()) {
    const void* lt_ptr = std::memchr(data + pos, '<', bytes.size() - pos);
    const std::size_t lt = lt_ptr ? static_cast<std::size_t>(static_cast<const char*>(lt_ptr) - data) : bytes.size();
    for (std::size_t amp = pos; amp < lt;) {
      const void* a = std::memchr(data + amp, '&', lt - amp);
      if (!a) break;
      amp = static_cast<std::size_t>(static_cast<const char*>(a) - data);
      check_reference(bytes, amp, lines, out, entity_findings);
      ++amp;
    }
    if (lt >= bytes.size()) break;
    const std::string_view rest = bytes.substr(lt);
    if (rest.starts_with("<!--")) {
      pos = skip_to(lt + 4, "-->");
    } else if (rest.starts_with("<![CDATA[")) {
      pos = skip_to(lt + 9, "]]>");
    } else if (rest.starts_with("<?")) {
      if (lt != declaration_at && rest.size() > 5 && iequals(rest.substr(2, 3), "xml") && is_xml_space(rest[5]))
        out.push_back(format_finding("format.xml-syntax/declaration", lines.at(lt), {}, "§4"));
      pos = skip_to(lt + 2, "?>");
    } else if (rest.starts_with("<!DOCTYPE")) {
      if (!doctype_reported) {
        doctype_reported = true;
        out.push_back(format_finding("format.doctype", lines.at(lt), {}, "§1"));
      }
      // Skip an internal subset "[ ... ]" before the closing '>'.
      const std::size_t gt = bytes.find('>', lt);
      const std::size_t bracket = bytes.find('[', lt);
      if (bracket != std::string_view::npos && (gt == std::string_view::npos || bracket < gt)) {
        const std::size_t close = bytes.find(']', bracket);
        pos = close == std::string_view::npos ? bytes.size() : skip_to(close, ">");
      } else {
        pos = gt == std::string_view::npos ? bytes.size() : gt + 1;
      }
    } else {
      pos = lt + 1;
    }
  }
}

}  // namespace

std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end) {
  const unsigned char b = p[0];
  auto cont = [&](std::size_t i) { return p + i < end && (p[i] & 0xC0) == 0x80; };
  if (b >= 0xC2 && b <= 0xDF) return cont(1) ? 2 : 0;
  if (b >= 0xE0 && b <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (b == 0xE0 && p[1] < 0xA0) return 0;   // overlong
    if (b == 0xED && p[1] >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (b >= 0xF0 && b <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (b == 0xF0 && p[1] < 0x90) return 0;   // overlong
    if (b == 0xF4 && p[1] >= 0x90) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}

Prescan prescan(std::string_view bytes, const LineTable& lines, Findings& out) {
  Prescan r;
  std::size_t first = 0;
  while (first < bytes.size() && is_xml_space(bytes[first])) ++first;
  if (first == bytes.size() || (bytes.size() == 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF")) {
    out.push_back(
        format_finding(bytes.empty() ? "format.empty-file" : "format.empty-file/white-space", lines.at(0), {}, "§4"));
    r.parse = false;
    return r;
  }
  if (!check_encoding_marks(bytes, lines, out, r)) return r;
  PrescanCarry carry;
  check_bytes(bytes, r.start, lines, out, r, carry);
  if (!r.parse) return r;
  check_declaration(bytes, r.start, lines, out);
  check_markup(bytes, r.start, r.start, lines, out, carry);
  return r;
}

Prescan prescan_part(std::string_view bytes, std::size_t begin, std::size_t end, bool file_start,
                     const LineTable& lines, PrescanCarry& carry, Findings& out) {
  Prescan r;
  const std::string_view upto = bytes.substr(0, end);
  if (file_start) {
    if (!check_encoding_marks(upto, lines, out, r)) return r;
    begin = std::max(begin, r.start);
  }
  check_bytes(upto, begin, lines, out, r, carry);
  if (!r.parse) return r;
  if (file_start) check_declaration(upto, begin, lines, out);
  check_markup(upto, begin, file_start ? begin : std::string_view::npos, lines, out, carry);
  return r;
}

}  // namespace stichprobe::thr_detail
