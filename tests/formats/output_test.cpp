// formats/output.h: the checked sink notices every failed write (a full disk, a closed
// pipe) as it happens, and the atomic writer leaves a file either as it was or whole,
// never half written, and never a temporary file behind.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <pwd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "formats/output.h"
#include "tests/support/scratch.h"

using namespace stichprobe;
namespace fs = std::filesystem;
using testing::Scratch;
using testing::slurp;
using testing::spit;

namespace {

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Runs `body` in a child process (for what must not touch the test process: a file size
// limit, another user); its exit status, or -1 when it did not exit.
int in_child(const std::function<int()>& body) {
  const pid_t pid = ::fork();
  if (pid == 0) ::_exit(body());
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A file descriptor on /dev/full: every write fails with ENOSPC.
struct DevFull {
  DevFull() : fd(::open("/dev/full", O_WRONLY | O_CLOEXEC)) {}
  ~DevFull() { ::close(fd); }
  DevFull(const DevFull&) = delete;
  DevFull& operator=(const DevFull&) = delete;
  int fd;
};

}  // namespace

TEST_CASE("a full disk: the checked stream goes bad at the write and names what and why", "[formats][output]") {
  DevFull full;
  REQUIRE(full.fd >= 0);
  SECTION("a small write is found at the flush") {
    CheckedStream out(full.fd, "standard output");
    out << "a line\n";
    CHECK(out.good());  // still in the buffer
    const auto e = out.finish();
    REQUIRE(e);
    CHECK_FALSE(out.good());
    CHECK(e->error == std::errc::no_space_on_device);
    CHECK(e->message() == "cannot write standard output: No space left on device");
    CHECK_FALSE(e->broken_pipe());
  }
  SECTION("streaming: a write that fills the buffer fails there, and everything after it is dropped") {
    CheckedStream out(full.fd, "report.json", 16);
    out << "0123456789";
    CHECK(out.good());
    out << "0123456789";  // overflows the 16 bytes: written, and fails
    CHECK_FALSE(out.good());
    REQUIRE(out.sink().error());
    out.clear();
    out << "more";
    CHECK_FALSE(out.good());  // never looks whole again
    CHECK(out.finish()->message() == "cannot write report.json: No space left on device");
  }
  SECTION("a piece larger than the buffer goes out directly") {
    CheckedStream out(full.fd, "standard output", 8);
    out << std::string(100, 'x');
    CHECK_FALSE(out.good());
  }
}

TEST_CASE("a pipe whose reader has gone is a broken pipe, not a crash", "[formats][output]") {
  ignore_write_signals();  // as both programs' main does
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  ::close(fds[0]);
  CheckedStream out(fds[1], "standard output");
  out << "anything\n";
  const auto e = out.finish();
  ::close(fds[1]);
  REQUIRE(e);
  CHECK(e->broken_pipe());
  CHECK(write_all(fds[1], "x") == std::errc::bad_file_descriptor);
}

TEST_CASE("a working descriptor gets every byte, in order", "[formats][output]") {
  Scratch dir("output-sink");
  const std::string path = dir.path("out.txt");
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  REQUIRE(fd >= 0);
  std::string expected;
  {
    CheckedStream out(fd, "out.txt", 7);
    for (int i = 0; i < 200; ++i) {
      const std::string piece =
          std::to_string(i) + (i % 3 ? " " : "\n") + std::string(static_cast<std::size_t>(i % 11), '.');
      out << piece;
      out.put('|');
      expected += piece + "|";
    }
    CHECK_FALSE(out.finish());
  }
  ::close(fd);
  CHECK(slurp(path) == expected);
}

TEST_CASE("write_file_atomically: a new file, a replaced one, nothing left beside them", "[formats][output]") {
  Scratch dir("output-atomic");
  const std::string path = dir.path("record.xml");
  REQUIRE_FALSE(write_file_atomically(path, "first"));
  CHECK(slurp(path) == "first");
  ::chmod(path.c_str(), 0640);
  REQUIRE_FALSE(write_file_atomically(path, "second, longer"));
  CHECK(slurp(path) == "second, longer");
  struct stat st {};
  REQUIRE(::stat(path.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0640);  // the replaced file's permissions are kept
  REQUIRE_FALSE(write_file_atomically(path, "", AtomicOptions{false}));
  CHECK(slurp(path).empty());
  CHECK(names_in(dir.dir) == std::vector<std::string>{"record.xml"});
}

TEST_CASE("write_file_atomically follows a symbolic link and keeps it", "[formats][output]") {
  Scratch dir("output-link");
  spit(dir.path("real.xml"), "old");
  fs::create_symlink("real.xml", dir.path("link.xml"));
  REQUIRE_FALSE(write_file_atomically(dir.path("link.xml"), "new"));
  CHECK(fs::is_symlink(dir.path("link.xml")));
  CHECK(slurp(dir.path("real.xml")) == "new");
  CHECK(names_in(dir.dir) == std::vector<std::string>{"link.xml", "real.xml"});
}

TEST_CASE("write_file_atomically writes a device or a FIFO in place, never renames over it", "[formats][output]") {
  CHECK_FALSE(write_file_atomically("/dev/null", "nothing"));
  const auto full = write_file_atomically("/dev/full", "nothing");
  REQUIRE(full);
  CHECK(full->message() == "cannot write /dev/full: No space left on device");
  struct stat st {};
  REQUIRE(::stat("/dev/full", &st) == 0);
  CHECK(S_ISCHR(st.st_mode));  // still the device
}

TEST_CASE("write_file_atomically names what failed and why, and leaves nothing", "[formats][output]") {
  Scratch dir("output-fail");
  SECTION("a missing folder") {
    const auto e = write_file_atomically(dir.path("no-such-folder/out.xml"), "x");
    REQUIRE(e);
    CHECK(e->message() == "cannot write " + dir.path("no-such-folder/out.xml") + ": No such file or directory");
  }
  SECTION("a folder as the target") {
    fs::create_directory(dir.path("sub"));
    const auto e = write_file_atomically(dir.path("sub"), "x");
    REQUIRE(e);
    CHECK(e->error == std::errc::is_a_directory);
  }
  CHECK(names_in(dir.dir).size() <= 1);
}

TEST_CASE("a file size limit reached half-way: the old file untouched, no temporary left", "[formats][output]") {
  Scratch dir("output-fsize");
  const std::string path = dir.path("big.xml");
  spit(path, "the good old record\n");
  const std::string bytes(200'000, 'x');
  const int status = in_child([&] {
    ignore_write_signals();  // SIGXFSZ ignored: the write fails with EFBIG
    const rlimit limit{65536, 65536};
    if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) return 10;
    const auto e = write_file_atomically(path, bytes);
    if (!e) return 11;
    if (e->error != std::errc::file_too_large) return 12;
    return e->message() == "cannot write " + path + ": File too large" ? 0 : 13;
  });
  CHECK(status == 0);
  CHECK(slurp(path) == "the good old record\n");
  CHECK(names_in(dir.dir) == std::vector<std::string>{"big.xml"});
}

TEST_CASE("a folder without write permission: Permission denied, nothing written", "[formats][output]") {
  Scratch dir("output-perm");
  fs::create_directory(dir.path("locked"));
  const std::string path = dir.path("locked/out.xml");
  // As root permissions are not checked: the write is tried as the user nobody.
  const passwd* nobody = ::getpwnam("nobody");
  const bool root = ::geteuid() == 0;
  REQUIRE((!root || nobody));
  if (!root) ::chmod(dir.path("locked").c_str(), 0555);
  const int status = in_child([&] {
    if (root && (::setgid(nobody->pw_gid) != 0 || ::setuid(nobody->pw_uid) != 0)) return 10;
    const auto e = write_file_atomically(path, "x");
    if (!e) return 11;
    return e->message() == "cannot write " + path + ": Permission denied" ? 0 : 12;
  });
  ::chmod(dir.path("locked").c_str(), 0755);
  CHECK(status == 0);
  CHECK(names_in(dir.path("locked")).empty());
}

TEST_CASE("write_files_atomically: when one file cannot be written, none is replaced", "[formats][output]") {
  Scratch dir("output-pair");
  spit(dir.path("a.xml"), "old a");
  const std::string bad = dir.path("missing/a.expected");
  const auto e = write_files_atomically({{dir.path("a.xml"), "new a"}, {bad, "new expected"}});
  REQUIRE(e);
  CHECK(e->what == bad);
  CHECK(slurp(dir.path("a.xml")) == "old a");
  CHECK(names_in(dir.dir) == std::vector<std::string>{"a.xml"});
  REQUIRE_FALSE(write_files_atomically({{dir.path("a.xml"), "new a"}, {dir.path("a.expected"), "new expected"}}));
  CHECK(slurp(dir.path("a.xml")) == "new a");
  CHECK(slurp(dir.path("a.expected")) == "new expected");
  CHECK(names_in(dir.dir) == std::vector<std::string>{"a.expected", "a.xml"});
}
