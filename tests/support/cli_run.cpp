#include "tests/support/cli_run.h"

#include <sstream>

#include "validator/cli/cli.h"

namespace stichprobe::testing {

CliRun run_cli(std::vector<std::string> args) {
  args.insert(args.begin(), "stichprobe");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  std::ostringstream out, err;
  const int status = cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

}  // namespace stichprobe::testing
