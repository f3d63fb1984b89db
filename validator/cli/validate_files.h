// Validates a list of files with N worker threads and hands each result to a
// callback in input order. Only a bounded window of results waits to be
// reported, so memory does not grow with the number of files.
#pragma once
#include <cstdint>
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

// What a run gives out, file by file in the order of the files: a file read whole at
// once (whole()), a file read as its bytes arrive in parts (open(), its hands, rulings,
// derivations and findings as they come, close()).
class FileSink {
 public:
  virtual ~FileSink() = default;
  virtual void whole(FileResult&& result, bool unreadable) = 0;
  virtual void open(const std::string& path) = 0;
  virtual void hand(int n, std::vector<RulingNote>&& rulings, HandDerivation* derivation) = 0;
  virtual void findings(std::vector<engine::SourcedFinding>&& in_order) = 0;
  virtual void close(int hands, bool unreadable) = 0;
  // Progress: bytes read of the file being read (for standard input its total is 0).
  virtual void progress(std::uint64_t /*read*/, std::uint64_t /*total*/) {}
};

// Every file, in the order of `files`. A file of at most kReadWholeUpTo bytes is read
// whole, N at a time on `jobs` threads (never more threads than files); a larger file,
// or standard input that turns out larger, is read as its bytes arrive, its hands
// analysed on `jobs` threads. Throws WorkerStartError before reporting anything of
// the file a worker thread could not be started for. What `sink` throws
// (cli::OutputFailed: the report's output failed) stops the run: no further file is
// taken, the workers are joined, and the exception goes on.
void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options, FileSink& sink,
                    const ThreadStarter& start = start_thread);

// The same, each file given whole to `report(result, unreadable)` (a large file's parts
// put together: for tests and the benchmark).
void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options,
                    const std::function<void(FileResult&&, bool unreadable)>& report,
                    const ThreadStarter& start = start_thread);

// Where a file is read from: the largest read whole (tests make it small, to stream
// every file).
void set_read_whole_limit(std::size_t bytes);

}  // namespace stichprobe::cli
