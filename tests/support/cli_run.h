// Runs the `stichprobe` command line in process, for the CLI tests.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace stichprobe::testing {

struct CliRun {
  int status = 0;
  std::string out, err;
};

// `args` without the program name: {"validate", "--lang", "de", FILE}.
CliRun run_cli(std::vector<std::string> args);
// The short name the CLI tests use (`using testing::run;`).
inline CliRun run(std::vector<std::string> args) { return run_cli(std::move(args)); }

}  // namespace stichprobe::testing
