// Writing bytes so that nothing is lost on the way out, for both programs (the CLI and
// the replayer) and every command: a checked sink for standard output (any file
// descriptor) that keeps the first failed write, and an atomic file writer that puts a
// temporary file beside the target and renames it into place only when all is written.
// A failure is a WriteError: what could not be written and why (strerror's text).
#pragma once
#include <cstddef>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace stichprobe {

struct WriteError {
  std::string what;       // the file's path as given, or "standard output"
  std::error_code error;  // errno's code (std::generic_category)

  // "cannot write WHAT: REASON", REASON as strerror says it ("No space left on device").
  std::string message() const;
  // The reader of a pipe has gone (EPIPE): the caller stops quietly, as Unix tools do.
  bool broken_pipe() const;
};

// The exit status of a program whose standard output's reader went away: 128 + SIGPIPE,
// what a shell shows for a Unix tool that SIGPIPE ended (`yes | head`), without the signal.
inline constexpr int kBrokenPipeStatus = 141;

// For a program's main: SIGPIPE and SIGXFSZ ignored, so a write to a closed pipe or past
// the file size limit (ulimit -f) fails with EPIPE or EFBIG, which the writers report and
// clean up after, instead of ending the process half-way (a temporary file left behind).
void ignore_write_signals();

// Writes all of `bytes` to `fd`: short writes and EINTR retried, a non-blocking descriptor
// waited on. The error of the write that failed, or none.
std::error_code write_all(int fd, std::string_view bytes);

// A buffered std::streambuf over a file descriptor that checks every write to it: the
// first failure is kept and everything after it dropped, and the std::ostream over it
// goes bad at that write (or flush), so a report written as it goes can stop there.
// On a terminal each line goes out as it ends (as stdio's line buffering does).
class CheckedSink : public std::streambuf {
 public:
  static constexpr std::size_t kBuffer = std::size_t{64} << 10;
  // `what` names the output in the error ("standard output"). The descriptor stays open.
  CheckedSink(int fd, std::string what, std::size_t buffer = kBuffer);
  ~CheckedSink() override;  // writes what is buffered; an error there is kept, never thrown
  CheckedSink(const CheckedSink&) = delete;
  CheckedSink& operator=(const CheckedSink&) = delete;

  int fd() const { return fd_; }
  const std::optional<WriteError>& error() const { return error_; }

 protected:
  int_type overflow(int_type ch) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;

 private:
  bool drain();  // the buffer to the descriptor; false once anything failed
  bool fail(std::error_code ec);
  void reset();  // the buffer empty

  int fd_;
  bool line_;             // a terminal: written line by line, the put area unused
  std::size_t used_ = 0;  // line_: the bytes waiting in buffer_
  std::string what_;
  std::vector<char> buffer_;
  std::optional<WriteError> error_;
};

// A std::ostream over a CheckedSink.
class CheckedStream : public std::ostream {
 public:
  CheckedStream(int fd, std::string what, std::size_t buffer = CheckedSink::kBuffer);
  // Flushes; the first failure since the stream was made, if any.
  std::optional<WriteError> finish();
  CheckedSink& sink() { return sink_; }

 private:
  CheckedSink sink_;
};

// The CheckedSink under `out`, or null when `out` writes elsewhere (a string, a test's stream).
const CheckedSink* checked_sink(const std::ostream& out);

// How a file is written in place.
struct AtomicOptions {
  // fsync the file before it is renamed into place (and its folder after), so that after a
  // crash the path holds the old bytes or all of the new ones. Off only for scratch output.
  bool sync = true;
};

// One file to write and its bytes.
struct FileContent {
  std::string path;
  std::string_view bytes;
};

// Writes `bytes` to `path` so that `path` holds either what it held before or all of
// `bytes`, never part of them: a temporary file beside it (".NAME.stichprobe-PID-N", in
// the same folder) is written, synced and renamed over `path`; on any failure it is
// removed and `path` is untouched. A symbolic link is followed (the file it names is
// replaced, the link stays); an existing file's permissions are kept. A target that is
// not a regular file (/dev/null, a FIFO, a terminal, anything under /dev or /proc) is
// written directly. Safe to call from several threads.
std::optional<WriteError> write_file_atomically(const std::string& path, std::string_view bytes,
                                                const AtomicOptions& options = {});

// Several files that change together (a record and its .expected): every temporary is
// written and synced first, then each is renamed into place; a failure before the first
// rename changes none of them. The first failure, or none.
std::optional<WriteError> write_files_atomically(const std::vector<FileContent>& files,
                                                 const AtomicOptions& options = {});

}  // namespace stichprobe
