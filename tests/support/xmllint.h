// Runs `xmllint --noout --schema schemas/hand-record.xsd` (libxml2-utils) over files in
// one call, for the schema tests of formats/ and of the samples and generated records.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace stichprobe::testing {

struct SchemaCheck {
  std::map<std::string, bool> verdict;  // file -> validates (a file xmllint cannot parse: false)
  std::string output;                   // everything xmllint printed
  int status = -1;                      // its exit status (0: every file validates)
};

SchemaCheck xmllint_schema(const std::vector<std::string>& files);

}  // namespace stichprobe::testing
