// What each finding code means, the rule it rests on, and an example: the data
// behind `stichprobe explain CODE`. Shared codes (format, session, the play
// phase every game shares) are listed here; each game lists its own codes in
// its GameSpec::findings.
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"

namespace stichprobe::engine {

struct FindingInfo {
  std::string code;
  Severity severity = Severity::Error;
  Message meaning;      // what the finding says, in English and German, in the games' terms
  std::string rule;     // the rule or format section it rests on
  std::string example;  // a record fragment that draws it
};

const std::vector<FindingInfo>& shared_findings();

// The entry for `code`: the shared list, then every game's list; nullptr if unknown.
const FindingInfo* find_finding_info(const std::string& code);
// Every entry for `code`, with the game that lists it ("" for a shared entry):
// several games may describe the same code in their own terms.
std::vector<std::pair<std::string, const FindingInfo*>> find_finding_infos(const std::string& code);
// Every known code once (for "did you mean", the completions and the catalogue test).
std::vector<std::string> all_finding_codes();

}  // namespace stichprobe::engine
