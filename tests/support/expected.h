// Expected findings of a sample: `<name>.expected` beside `<name>.xml`, one
// finding per line as `LINE:COL SEVERITY CODE`; `#` starts a comment.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "formats/finding.h"

namespace stichprobe::testing {

using FindingKeys = std::multiset<std::string>;

std::string finding_key(const Finding& f);  // "41:9 error play.must-follow-suit"
FindingKeys finding_keys(const Findings& findings);
// Parses an .expected file; malformed lines are returned in `bad_lines`.
FindingKeys read_expected(const std::string& path, std::vector<std::string>& bad_lines);
// Human-readable difference: what is missing and what is unexpected.
std::string describe_difference(const FindingKeys& expected, const FindingKeys& actual);

// One line per finding: "LINE:COL CODE MESSAGE" (for a failing check's message).
std::string finding_lines(const Findings& findings);

// Every *.xml below `dir`, sorted.
std::vector<std::string> xml_files_below(const std::string& dir);

}  // namespace stichprobe::testing
