#include "tests/support/expected.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

namespace stichprobe::testing {

std::string finding_key(const Finding& f) { return expected_line(f); }

FindingKeys finding_keys(const Findings& findings) {
  FindingKeys keys;
  for (const auto& f : findings) keys.insert(finding_key(f));
  return keys;
}

FindingKeys read_expected(const std::string& path, std::vector<std::string>& bad_lines) {
  static const std::regex kLine(R"(^\s*(\d+):(\d+)\s+(error|warning|info)\s+([a-z]+\.[a-z0-9.-]+)\s*$)");
  FindingKeys keys;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::smatch m;
    if (!std::regex_match(line, m, kLine)) {
      bad_lines.push_back(line);
      continue;
    }
    keys.insert(m[1].str() + ":" + m[2].str() + " " + m[3].str() + " " + m[4].str());
  }
  return keys;
}

std::string finding_lines(const Findings& findings) {
  std::string out;
  for (const auto& f : findings)
    out += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + f.code + " " + f.message + "\n";
  return out;
}

std::string describe_difference(const FindingKeys& expected, const FindingKeys& actual) {
  std::string out;
  FindingKeys missing, extra;
  std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(),
                      std::inserter(missing, missing.end()));
  std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(),
                      std::inserter(extra, extra.end()));
  for (const auto& k : missing) out += "  missing:    " + k + "\n";
  for (const auto& k : extra) out += "  unexpected: " + k + "\n";
  return out;
}

std::vector<std::string> xml_files_below(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir, ec))
    if (e.path().extension() == ".xml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace stichprobe::testing
