#include "formats/output.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <memory>
#include <set>

namespace stichprobe {

std::string WriteError::message() const { return "cannot write " + what + ": " + error.message(); }

bool WriteError::broken_pipe() const { return error == std::errc::broken_pipe; }

namespace {

std::error_code last_error() { return {errno, std::generic_category()}; }

}  // namespace

void ignore_write_signals() {
  (void)std::signal(SIGPIPE, SIG_IGN);
  (void)std::signal(SIGXFSZ, SIG_IGN);
}

std::error_code write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n > 0) {
      bytes.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n == 0) return std::make_error_code(std::errc::io_error);  // nothing taken and no reason: never loop
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {  // a non-blocking descriptor (a shared pipe): wait for room
      pollfd p{fd, POLLOUT, 0};
      if (::poll(&p, 1, -1) < 0 && errno != EINTR) return last_error();
      continue;
    }
    return last_error();
  }
  return {};
}

// ---- the checked sink ----

CheckedSink::CheckedSink(int fd, std::string what, std::size_t buffer)
    : fd_(fd), line_(::isatty(fd) == 1), what_(std::move(what)), buffer_(std::max<std::size_t>(buffer, 1)) {
  reset();
}

CheckedSink::~CheckedSink() { drain(); }

void CheckedSink::reset() {
  used_ = 0;
  if (line_)
    setp(nullptr, nullptr);  // every character comes through overflow() or xsputn(), which see each line end
  else
    setp(buffer_.data(), buffer_.data() + buffer_.size());
}

bool CheckedSink::fail(std::error_code ec) {
  if (!error_) error_ = WriteError{what_, ec};
  return false;
}

bool CheckedSink::drain() {
  const std::size_t n = line_ ? used_ : static_cast<std::size_t>(pptr() - pbase());
  reset();
  if (error_) return false;  // after a failure nothing more goes out (a later write must not look whole)
  if (n == 0) return true;
  if (const std::error_code ec = write_all(fd_, std::string_view(buffer_.data(), n))) return fail(ec);
  return true;
}

CheckedSink::int_type CheckedSink::overflow(int_type ch) {
  if (traits_type::eq_int_type(ch, traits_type::eof())) return drain() ? traits_type::not_eof(ch) : traits_type::eof();
  const char c = traits_type::to_char_type(ch);
  return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
}

std::streamsize CheckedSink::xsputn(const char* s, std::streamsize n) {
  if (error_) return 0;
  if (n <= 0) return n;
  const auto size = static_cast<std::size_t>(n);
  const std::size_t used = line_ ? used_ : static_cast<std::size_t>(pptr() - pbase());
  if (used + size > buffer_.size() && !drain()) return 0;
  if (size >= buffer_.size()) {  // a large piece goes out directly, not through the buffer
    if (const std::error_code ec = write_all(fd_, std::string_view(s, size))) {
      fail(ec);
      return 0;
    }
    return n;
  }
  if (line_) {
    std::memcpy(buffer_.data() + used_, s, size);
    used_ += size;
    if (std::memchr(s, '\n', size) && !drain()) return 0;  // a terminal sees each line as it ends
  } else {
    std::memcpy(pptr(), s, size);
    pbump(static_cast<int>(n));
  }
  return n;
}

int CheckedSink::sync() { return drain() ? 0 : -1; }

CheckedStream::CheckedStream(int fd, std::string what, std::size_t buffer)
    : std::ostream(nullptr), sink_(fd, std::move(what), buffer) {
  rdbuf(&sink_);
}

std::optional<WriteError> CheckedStream::finish() {
  flush();
  return sink_.error();
}

const CheckedSink* checked_sink(const std::ostream& out) { return dynamic_cast<const CheckedSink*>(out.rdbuf()); }

// ---- the atomic file writer ----

namespace {

std::atomic<unsigned> temp_counter{0};

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// Where the bytes go: the file a path names (a link followed), or the path itself when it
// is no regular file (a device, a FIFO) and is written in place.
struct Target {
  std::string path;
  bool direct = false;
  std::optional<struct stat> existing;  // the file being replaced: its mode and owner are kept
};

Target target_of(const std::string& path) {
  Target t{path, false, std::nullopt};
  // Devices and the process's own descriptors (/dev/stdout, /proc/self/fd/1): never renamed over.
  if (starts_with(path, "/dev/") || starts_with(path, "/proc/")) {
    t.direct = true;
    return t;
  }
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return t;  // a new file (or an error the creation will name)
  if (!S_ISREG(st.st_mode)) {
    t.direct = true;  // a FIFO, a terminal, a folder (whose open says "Is a directory")
    return t;
  }
  t.existing = st;
  struct stat link {};
  if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    std::error_code ec;
    const std::filesystem::path real = std::filesystem::canonical(path, ec);
    if (!ec) t.path = real.string();
  }
  return t;
}

// ".NAME.stichprobe-PID-N" beside `path` (NAME shortened so the name stays within NAME_MAX).
std::string temp_name(const std::string& path) {
  const std::filesystem::path p(path);
  std::string name = p.filename().string();
  constexpr std::size_t kKeep = 200;
  if (name.size() > kKeep) name.resize(kKeep);
  const std::string temp =
      "." + name + ".stichprobe-" + std::to_string(::getpid()) + "-" + std::to_string(temp_counter.fetch_add(1));
  return (p.parent_path() / temp).string();
}

// The folder's entry for a renamed file made durable.
void sync_folder(const std::filesystem::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  // Best effort: the rename has been made; a folder some file systems cannot sync
  // (EINVAL) does not undo it.
  (void)::fsync(fd);
  ::close(fd);
}

// One file being written: its temporary until it is renamed into place (or removed).
class PendingFile {
 public:
  PendingFile(std::string shown, AtomicOptions options) : shown_(std::move(shown)), options_(options) {}
  ~PendingFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!temp_.empty()) ::unlink(temp_.c_str());
  }
  PendingFile(const PendingFile&) = delete;
  PendingFile& operator=(const PendingFile&) = delete;

  // All of `bytes` in the temporary (or, for a device, in the target), synced and closed.
  std::optional<WriteError> write(std::string_view bytes) {
    target_ = target_of(shown_);
    if (target_.direct) return write_direct(bytes);
    if (auto e = create()) return e;
    keep_owner_and_mode();
    if (const std::error_code ec = write_all(fd_, bytes)) return failed(ec);
    if (options_.sync && ::fsync(fd_) != 0) return failed(last_error());
    return close_file();
  }

  // The temporary renamed over the target.
  std::optional<WriteError> commit() {
    if (temp_.empty()) return std::nullopt;  // written in place
    if (::rename(temp_.c_str(), target_.path.c_str()) != 0) return failed(last_error());
    temp_.clear();
    return std::nullopt;
  }

  const std::string& target() const { return target_.path; }
  bool renamed_in_place() const { return !target_.direct; }

 private:
  std::optional<WriteError> failed(std::error_code ec) const { return WriteError{shown_, ec}; }

  std::optional<WriteError> create() {
    for (int attempt = 0; attempt < 100; ++attempt) {
      const std::string name = temp_name(target_.path);
      fd_ = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);  // the umask applies
      if (fd_ >= 0) {
        temp_ = name;
        return std::nullopt;
      }
      if (errno != EEXIST) return failed(last_error());
    }
    return failed(std::make_error_code(std::errc::file_exists));
  }

  // The file replaced keeps its owner (where we may give it) and its permissions.
  void keep_owner_and_mode() const {
    if (!target_.existing) return;
    const struct stat& st = *target_.existing;
    if (st.st_uid != ::geteuid() || st.st_gid != ::getegid()) (void)::fchown(fd_, st.st_uid, st.st_gid);
    (void)::fchmod(fd_, st.st_mode & 07777);
  }

  std::optional<WriteError> close_file() {
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0 && errno != EINTR) return failed(last_error());  // Linux closes it even then
    return std::nullopt;
  }

  std::optional<WriteError> write_direct(std::string_view bytes) {
    fd_ = ::open(target_.path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd_ < 0) return failed(last_error());
    if (const std::error_code ec = write_all(fd_, bytes)) return failed(ec);
    return close_file();
  }

  std::string shown_;
  AtomicOptions options_;
  Target target_;
  int fd_ = -1;
  std::string temp_;  // the temporary's path while it exists
};

}  // namespace

std::optional<WriteError> write_file_atomically(const std::string& path, std::string_view bytes,
                                                const AtomicOptions& options) {
  return write_files_atomically({{path, bytes}}, options);
}

std::optional<WriteError> write_files_atomically(const std::vector<FileContent>& files, const AtomicOptions& options) {
  std::vector<std::unique_ptr<PendingFile>> pending;
  pending.reserve(files.size());
  for (const auto& f : files) {
    pending.push_back(std::make_unique<PendingFile>(f.path, options));
    if (auto e = pending.back()->write(f.bytes)) return e;  // every temporary removed, no target touched
  }
  std::set<std::filesystem::path> folders;
  for (auto& p : pending) {
    if (auto e = p->commit()) return e;
    if (!p->renamed_in_place()) continue;
    const std::filesystem::path dir = std::filesystem::path(p->target()).parent_path();
    folders.insert(dir.empty() ? std::filesystem::path(".") : dir);
  }
  if (options.sync)
    for (const auto& dir : folders) sync_folder(dir);
  return std::nullopt;
}

}  // namespace stichprobe
