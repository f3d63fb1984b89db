#include "tests/support/xmllint.h"

#include <sys/wait.h>

#include <cstdio>
#include <sstream>

namespace stichprobe::testing {
namespace {

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

SchemaCheck xmllint_schema(const std::vector<std::string>& files) {
  SchemaCheck check;
  if (files.empty()) return check;
  std::string cmd =
      "xmllint --noout --schema " + quote(std::string(STICHPROBE_SOURCE_DIR) + "/schemas/hand-record.xsd");
  for (const auto& f : files) cmd += " " + quote(f);
  cmd += " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return check;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) check.output.append(buffer, n);
  const int raw = pclose(pipe);
  check.status = raw != -1 && WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::istringstream lines(check.output);
  for (std::string line; std::getline(lines, line);) {
    for (const auto& f : files) {
      if (line == f + " validates") check.verdict[f] = true;
      if (line == f + " fails to validate") check.verdict[f] = false;
      // A file that is not well-formed gets a parser error and no verdict line.
      if (line.rfind(f + ":", 0) == 0 && line.find(": parser error") != std::string::npos) check.verdict[f] = false;
    }
  }
  return check;
}

}  // namespace stichprobe::testing
