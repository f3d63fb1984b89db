#include "validator/cli/outputs.h"

#include <unistd.h>

#include <cerrno>
#include <iostream>

namespace stichprobe::cli {
namespace {

std::string prefix(const std::string& command) { return command.empty() ? "stichprobe" : "stichprobe " + command; }

}  // namespace

bool written(std::ostream& out) {
  out.flush();
  return static_cast<bool>(out);
}

bool is_terminal(const std::ostream& out) {
  const CheckedSink* sink = checked_sink(out);
  return sink && ::isatty(sink->fd()) == 1;
}

void say_write_error(const std::string& command, const WriteError& e, std::ostream& err) {
  err << prefix(command) << ": " << e.message() << '\n';
}

bool write_output(const std::string& command, const std::string& path, std::string_view bytes, std::ostream& out,
                  std::ostream& err) {
  if (path.empty() || path == "-") {
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return written(out);
  }
  if (auto e = write_file_atomically(path, bytes)) {
    say_write_error(command, *e, err);
    return false;
  }
  return true;
}

int settle_output(const std::string& command, ExitStatus status, std::ostream& out, std::ostream& err) {
  if (written(out)) return static_cast<int>(status);
  const CheckedSink* sink = checked_sink(out);
  const WriteError e =
      sink && sink->error() ? *sink->error() : WriteError{"standard output", std::make_error_code(std::errc::io_error)};
  if (e.broken_pipe()) return kBrokenPipeStatus;
  say_write_error(command, e, err);
  return static_cast<int>(ExitStatus::WriteFailed);
}

int run(int argc, char** argv) {
  ignore_write_signals();
  int status = 0;
  {
    CheckedStream out(STDOUT_FILENO, "standard output");
    status = run(argc, argv, out, std::cerr);
  }
  // The descriptor's own close can fail too (a file system that reports late, NFS).
  if (::close(STDOUT_FILENO) != 0) {
    const std::error_code ec(errno, std::generic_category());
    if (ec != std::errc::bad_file_descriptor && ec != std::errc::interrupted && status != kBrokenPipeStatus) {
      say_write_error("", WriteError{"standard output", ec}, std::cerr);
      status = static_cast<int>(ExitStatus::WriteFailed);
    }
  }
  // Nothing can be said when standard error fails, but the status does not claim success.
  std::cerr.flush();
  if (!std::cerr && status < static_cast<int>(ExitStatus::WriteFailed))
    status = static_cast<int>(ExitStatus::WriteFailed);
  return status;
}

}  // namespace stichprobe::cli
