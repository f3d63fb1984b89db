// Runs a shell script (bash) for the tests that need a real process: redirections to
// /dev/full, a file size limit (ulimit -f), another user, a pipe closed early.
#pragma once
#include <string>

namespace stichprobe::testing {

struct ShellRun {
  int status = -1;  // the script's exit status (-1: it did not exit)
  std::string out, err;
};

// `script` run by `bash -c` with `set -o pipefail`; its standard output and error captured.
ShellRun run_shell(const std::string& script);

// `s` single-quoted for the shell.
std::string shell_quote(const std::string& s);

// The stichprobe program, quoted (STICHPROBE_BIN as ctest sets it, else the build tree's).
std::string stichprobe_command();

}  // namespace stichprobe::testing
