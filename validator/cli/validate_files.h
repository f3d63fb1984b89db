// Validates a list of files with N worker threads and hands each result to a
// callback in input order. Only a bounded window of results waits to be
// reported, so memory does not grow with the number of files.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "validator/cli/report.h"

namespace stichprobe::cli {

// Reads and validates one file (all hands, all sessions); `with_source` keeps the text.
struct FileOptions {
  bool with_source = false;  // keep the file's text (for caret lines)
  bool explain = false;      // derive each hand's result step by step
};
FileResult validate_file(const std::string& path, const FileOptions& options, bool& unreadable);

// Calls `report(result, unreadable)` for every file, in the order of `files`.
void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options,
                    const std::function<void(FileResult&&, bool unreadable)>& report);

}  // namespace stichprobe::cli
