// The command-line front end. run() parses arguments with Boost.Program_options
// and dispatches to subcommands; it never throws.
#pragma once
#include <iosfwd>

namespace stichprobe::cli {

// One exit-status enum for the whole program.
enum class ExitStatus : int { Clean = 0, Findings = 1, Usage = 2 };

int run(int argc, char** argv);
int run(int argc, char** argv, std::ostream& out, std::ostream& err);

}  // namespace stichprobe::cli
