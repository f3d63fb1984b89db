// Turns the command line's FILE|DIR arguments into the list of files to read.
#pragma once
#include <string>
#include <vector>

namespace stichprobe::cli {

// Directories are searched recursively for *.xml (sorted, so runs are repeatable);
// a path that does not exist is kept, so the reader reports it as unreadable.
std::vector<std::string> collect_inputs(const std::vector<std::string>& args);

}  // namespace stichprobe::cli
