// Turns the command line's FILE|DIR arguments into the list of files to read.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/thr_reader.h"

namespace stichprobe::cli {

// Directories are searched recursively for *.xml (sorted, so runs are repeatable);
// a path that does not exist is kept, so the reader reports it as unreadable.
// "-" (standard input) is kept as it is.
std::vector<std::string> collect_inputs(const std::vector<std::string>& args);

// The samples `validate` reads when given no path: installed beside the executable
// (PREFIX/bin/../share/stichprobe/samples), or, for an executable inside the build
// tree, the source tree's samples/. nullopt when neither exists.
std::optional<std::string> default_samples();

// The name reports give standard input, and its bytes (read once, to the end).
inline constexpr const char* kStdinName = "<stdin>";
FileBytes read_stdin_bytes();

}  // namespace stichprobe::cli
