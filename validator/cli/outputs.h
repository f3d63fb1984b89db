// What the commands write (formats/output.h underneath): standard output checked as it
// is written, `-o FILE` written atomically, and the exit status a failed write gives:
// 2 with one line on standard error naming what could not be written and why, or
// kBrokenPipeStatus (141), quietly, when standard output's reader has gone.
#pragma once
#include <iosfwd>
#include <string>
#include <string_view>

#include "formats/output.h"
#include "validator/cli/cli.h"

namespace stichprobe::cli {

// What every command's --help and the man page say of kBrokenPipeStatus.
inline constexpr const char* kBrokenPipeMeaning =
    "standard output was a pipe whose reader had gone (... | head): "
    "the command stopped quietly";

// Flushes `out`; true while everything written to it has gone out.
bool written(std::ostream& out);

// Thrown by a command that stops because `out` failed (run() says why and what).
struct OutputFailed {};

// Whether `out` is the process's standard output on a terminal (colour's `auto`).
bool is_terminal(const std::ostream& out);

// `bytes` to the file `path` (atomically) or, for "" or "-", to `out` (flushed). False
// when the write failed: a file's failure is said on `err` ("stichprobe COMMAND: cannot
// write OUT: REASON"); standard output's is said by run() after the command.
bool write_output(const std::string& command, const std::string& path, std::string_view bytes, std::ostream& out,
                  std::ostream& err);
// A file's failure, said: "stichprobe COMMAND: cannot write OUT: REASON".
void say_write_error(const std::string& command, const WriteError& e, std::ostream& err);

// After a command: `status` when all it wrote to `out` has gone out; else 2 with the one
// line on `err` ("stichprobe COMMAND: cannot write standard output: REASON"), or, when
// the reader of the pipe has gone, kBrokenPipeStatus and nothing said. `command` is ""
// for the program's own options (--help, --version).
int settle_output(const std::string& command, ExitStatus status, std::ostream& out, std::ostream& err);

}  // namespace stichprobe::cli
