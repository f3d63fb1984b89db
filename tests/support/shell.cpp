#include "tests/support/shell.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "tests/support/scratch.h"

namespace stichprobe::testing {

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char ch : s) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

ShellRun run_shell(const std::string& script) {
  const Scratch dir("shell");
  const std::string out = dir.path("out"), err = dir.path("err");
  const std::string cmd =
      "bash -c " + shell_quote("set -o pipefail\n" + script) + " > " + shell_quote(out) + " 2> " + shell_quote(err);
  const int raw = std::system(cmd.c_str());
  ShellRun r;
  r.status = raw != -1 && WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

std::string stichprobe_command() {
  const char* bin = std::getenv("STICHPROBE_BIN");
  return shell_quote(bin && *bin ? bin : std::string(STICHPROBE_BINARY_DIR) + "/stichprobe");
}

}  // namespace stichprobe::testing
