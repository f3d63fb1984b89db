// The byte-level checks pugixml does not make (THR v1 §1, §4): empty files, byte
// order marks and encodings other than UTF-8, invalid UTF-8, binary data, a DOCTYPE,
// entity references beyond the five predefined ones, a misplaced XML declaration.
#pragma once
#include <cstddef>
#include <string_view>

#include "formats/finding.h"
#include "formats/xml_positions.h"

namespace stichprobe::thr_detail {

struct Prescan {
  bool parse = true;      // false: the bytes are not worth handing to the XML parser
  std::size_t start = 0;  // offset after a UTF-8 byte order mark
};

Prescan prescan(std::string_view bytes, const LineTable& lines, Findings& out);

// What a file's earlier parts reported, for the checks of a later part: the first
// control character and the first broken UTF-8 of a file are reported, and so many
// entity findings.
struct PrescanCarry {
  bool bad_utf8 = false, bad_control = false, doctype_reported = false;
  int entity_findings = 0;
};
// The same checks on [begin, end) of `bytes`, a part of a file read on its own (reading
// as the bytes arrive); `file_start`: the part begins the file (a byte order mark, the
// XML declaration). A NUL byte leaves `parse` false, as for a whole file.
Prescan prescan_part(std::string_view bytes, std::size_t begin, std::size_t end, bool file_start,
                     const LineTable& lines, PrescanCarry& carry, Findings& out);

// Length of a valid UTF-8 sequence at p (RFC 3629: no overlongs, no surrogates,
// nothing above U+10FFFF), or 0 when it is invalid.
std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end);

}  // namespace stichprobe::thr_detail
