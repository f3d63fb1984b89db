// The command-line front end. run() parses arguments with Boost.Program_options
// and dispatches to subcommands; it never throws.
#pragma once
#include <iosfwd>

namespace stichprobe::cli {

// One exit-status enum for the whole program. A write that failed is 2 as a usage error
// is; standard output's reader gone is 141 (kBrokenPipeStatus, validator/cli/outputs.h).
enum class ExitStatus : int { Clean = 0, Findings = 1, Usage = 2, WriteFailed = 2 };

// The process (validator/cli/outputs.cpp): standard output written through a checked
// sink, run() below, then standard output closed and standard error flushed, their
// errors checked before the exit status is given.
int run(int argc, char** argv);
// A command line with its outputs; what was written to `out` is flushed and checked
// before the status is returned (settle_output).
int run(int argc, char** argv, std::ostream& out, std::ostream& err);

}  // namespace stichprobe::cli
