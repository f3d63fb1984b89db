// Validates a list of files with N worker threads and hands each result to a
// callback in input order. Only a bounded window of results waits to be
// reported, so memory does not grow with the number of files.
#pragma once
#include <functional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "validator/cli/report.h"

namespace stichprobe::cli {

// Reads and validates one file (all hands, all sessions); `with_source` keeps the text.
struct FileOptions {
  bool with_source = false;  // keep the file's text (for caret lines)
  bool explain = false;      // derive each hand's result step by step
};
FileResult validate_file(const std::string& path, const FileOptions& options, bool& unreadable);

// How a worker thread is started (std::thread; tests substitute one that fails).
using ThreadStarter = std::function<std::thread(std::function<void()>)>;
std::thread start_thread(std::function<void()> body);

// A worker thread could not be started (the system's limit on threads): nothing has
// been reported, every thread that did start has been joined.
struct WorkerStartError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Calls `report(result, unreadable)` for every file, in the order of `files`, with at
// most one thread per file. Throws WorkerStartError before reporting anything. What
// `report` throws (cli::OutputFailed: the report's output failed) stops the run: no
// further file is taken, the workers are joined, and the exception goes on.
void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options,
                    const std::function<void(FileResult&&, bool unreadable)>& report,
                    const ThreadStarter& start = start_thread);

}  // namespace stichprobe::cli
