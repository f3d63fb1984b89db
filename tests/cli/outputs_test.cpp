// Nothing lost on the way out: every command of `stichprobe` with its standard output on
// a full disk ends with exit status 2 and one line naming what could not be written and
// why; `-o FILE` that fails half-way (a file size limit, a folder it may not write)
// leaves the old file as it was and no temporary; a closed pipe ends quietly (141);
// with --jobs a failed write stops the run.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <vector>

#include "formats/output.h"
#include "tests/support/scratch.h"
#include "tests/support/shell.h"
#include "validator/cli/cli.h"
#include "validator/cli/outputs.h"
#include "validator/cli/validate_files.h"

using namespace stichprobe;
namespace fs = std::filesystem;
using testing::run_shell;
using testing::Scratch;
using testing::shell_quote;
using testing::slurp;
using testing::spit;

namespace {

const std::string kSampleDir = std::string(STICHPROBE_SAMPLES_DIR);
const std::string kFaulty = kSampleDir + "/tapp/faulty-revoke.xml";
const std::string kPartial = kSampleDir + "/troggu/standard/partial-deal-not-recorded-4p.xml";

std::string command_line(const std::vector<std::string>& args) {
  std::string cmd = testing::stichprobe_command();
  for (const auto& a : args) cmd += " " + shell_quote(a);
  return cmd;
}

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// A record of `hands` Troggu hands (tens of kilobytes), and its transcript, in `dir`.
void write_big_record(const Scratch& dir, int hands) {
  const auto r =
      run_shell(command_line({"generate", "troggu", "--count", std::to_string(hands), "-o", dir.path("big.xml")}) +
                " && " + command_line({"record", "--from", dir.path("big.xml"), "-o", dir.path("big.txt")}));
  REQUIRE(r.status == 0);
  REQUIRE(fs::file_size(dir.path("big.xml")) > static_cast<std::uintmax_t>(hands) * 1000);
}

// The command line in process, its standard output on `fd` through a CheckedStream.
struct InProcess {
  int status = 0;
  std::string err;
};
InProcess run_on_fd(int fd, std::vector<std::string> args, std::size_t buffer = CheckedSink::kBuffer) {
  args.insert(args.begin(), "stichprobe");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  CheckedStream out(fd, "standard output", buffer);
  std::ostringstream err;
  const int status = cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, err.str()};
}

}  // namespace

TEST_CASE("every command with standard output on /dev/full: exit 2 and one line saying why", "[cli][output]") {
  Scratch dir("outputs-full");
  write_big_record(dir, 3);
  struct Case {
    std::vector<std::string> args;
    std::string who;  // the command as the message names it
  };
  const std::vector<Case> cases = {
      {{"validate", kFaulty}, "validate"},
      {{"validate", "--format", "json", kFaulty}, "validate"},
      {{"validate", "--format", "junit", kFaulty}, "validate"},
      {{"validate", "--format", "sarif", kFaulty}, "validate"},
      {{"validate", "--format", "github", kFaulty}, "validate"},
      {{"validate", "--explain", kSampleDir + "/tapp"}, "validate"},
      {{"validate", "--jobs", "3", "--quiet", kSampleDir}, "validate"},
      {{"validate", kSampleDir + "/tapp/valid-farbspiel-3p-32.xml"}, "validate"},  // clean: exit 0 before
      {{"complete", kPartial}, "complete"},
      {{"complete", "-o", "-", kPartial}, "complete"},
      {{"generate", "tapp-tarock", "--count", "2"}, "generate"},
      {{"generate", "tapp", "--count", "8", "--faults", "revoke"}, "generate"},
      {{"record", dir.path("big.txt")}, "record"},
      {{"record", "--from", dir.path("big.xml")}, "record"},
      {{"explain", "play.must-follow-suit"}, "explain"},
      {{"rules"}, "rules"},
      {{"rules", "dappen/furtwangen", "--lang", "de"}, "rules"},
      {{"validate", "--help"}, "validate"},
      {{"help-man"}, "help-man"},
      {{"help-completion", "bash"}, "help-completion"},
      {{"help-completion", "zsh"}, "help-completion"},
      {{"--help"}, ""},
      {{"--version"}, ""},
  };
  for (const auto& c : cases) {
    const std::string cmd = command_line(c.args);
    INFO(cmd);
    const auto r = run_shell(cmd + " > /dev/full");
    CHECK(r.status == 2);
    const std::string prefix = c.who.empty() ? "stichprobe" : "stichprobe " + c.who;
    // `complete` says what it filled only once the record is written: here, nothing else.
    CHECK(r.err == prefix + ": cannot write standard output: No space left on device\n");
  }
}

TEST_CASE("-o /dev/full is a write that fails like any other", "[cli][output]") {
  Scratch dir("outputs-devfull");
  write_big_record(dir, 2);
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"generate", "tapp", "-o", "/dev/full"},
           {"complete", kPartial, "-o", "/dev/full"},
           {"record", dir.path("big.txt"), "-o", "/dev/full"},
           {"record", "--from", dir.path("big.xml"), "-o", "/dev/full"},
       }) {
    const auto r = run_shell(command_line(args));
    INFO(command_line(args));
    CHECK(r.status == 2);
    CHECK(r.err == "stichprobe " + args[0] + ": cannot write /dev/full: No space left on device\n");
  }
}

TEST_CASE("a file size limit reached half-way: the old file untouched, no temporary left", "[cli][output]") {
  Scratch dir("outputs-fsize");
  write_big_record(dir, 40);
  fs::create_directory(dir.path("out"));
  const std::string out = dir.path("out/result");
  struct Case {
    std::vector<std::string> args;
    std::string who;
  };
  const std::vector<Case> cases = {
      {{"generate", "troggu", "--count", "40", "-o", out}, "generate"},
      {{"complete", dir.path("big.xml"), "-o", out}, "complete"},
      {{"record", dir.path("big.txt"), "-o", out}, "record"},
      {{"record", "--from", dir.path("big.xml"), "-o", out}, "record"},
  };
  for (const auto& c : cases) {
    INFO(command_line(c.args));
    spit(out, "the good old file\n");
    // ulimit -f counts 1024-byte blocks in bash: 8 KiB, far less than each output. SIGXFSZ
    // is ignored (the program ignores it as well), so the write fails with EFBIG.
    const auto r = run_shell("trap '' XFSZ; ulimit -f 8; " + command_line(c.args));
    CHECK(r.status == 2);
    CHECK(r.err == "stichprobe " + c.who + ": cannot write " + out + ": File too large\n");
    CHECK(slurp(out) == "the good old file\n");
    CHECK(names_in(dir.path("out")) == std::vector<std::string>{"result"});
  }
  SECTION("a record and its .expected: neither replaced") {
    spit(dir.path("out/gen.xml"), "old record\n");
    spit(dir.path("out/gen.expected"), "old expected\n");
    fs::remove(out);
    const auto r =
        run_shell("trap '' XFSZ; ulimit -f 8; " + command_line({"generate", "troggu", "--count", "40", "--faults",
                                                                "revoke", "-o", dir.path("out/gen.xml")}));
    CHECK(r.status == 2);
    CHECK(slurp(dir.path("out/gen.xml")) == "old record\n");
    CHECK(slurp(dir.path("out/gen.expected")) == "old expected\n");
    CHECK(names_in(dir.path("out")) == std::vector<std::string>{"gen.expected", "gen.xml"});
  }
  SECTION("standard output into a file under the limit") {
    const auto r = run_shell("trap '' XFSZ; ulimit -f 8; " +
                             command_line({"validate", "--explain", dir.path("big.xml")}) + " > " + shell_quote(out));
    CHECK(r.status == 2);
    CHECK(r.err == "stichprobe validate: cannot write standard output: File too large\n");
  }
}

TEST_CASE("-o into a folder without write permission: Permission denied, nothing written", "[cli][output]") {
  Scratch dir("outputs-perm");
  write_big_record(dir, 2);
  fs::create_directory(dir.path("locked"));
  const std::string out = dir.path("locked/out.xml");
  // Root may write anywhere: the commands run as the user nobody (setpriv, util-linux).
  std::string as_user;
  if (::geteuid() == 0) {
    REQUIRE(run_shell("command -v setpriv").status == 0);
    as_user = "setpriv --reuid=nobody --regid=nogroup --clear-groups ";
  } else {
    fs::permissions(dir.path("locked"), fs::perms::owner_write, fs::perm_options::remove);
  }
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"generate", "tapp", "-o", out},
           {"complete", kPartial, "-o", out},
           {"record", dir.path("big.txt"), "-o", out},
       }) {
    INFO(command_line(args));
    const auto r = run_shell(as_user + command_line(args));
    CHECK(r.status == 2);
    CHECK(r.err == "stichprobe " + args[0] + ": cannot write " + out + ": Permission denied\n");
    CHECK(names_in(dir.path("locked")).empty());
  }
  fs::permissions(dir.path("locked"), fs::perms::owner_all, fs::perm_options::add);
}

TEST_CASE("-o replaces a file whole, follows a link, keeps permissions, leaves nothing beside", "[cli][output]") {
  Scratch dir("outputs-replace");
  spit(dir.path("real.xml"), "old");
  fs::permissions(dir.path("real.xml"), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  fs::create_symlink("real.xml", dir.path("link.xml"));
  const auto r = run_shell(command_line({"generate", "tapp", "--count", "2", "-o", dir.path("link.xml")}));
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(fs::is_symlink(dir.path("link.xml")));
  CHECK(slurp(dir.path("real.xml")).rfind("<?xml", 0) == 0);
  CHECK(fs::status(dir.path("real.xml")).permissions() ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  CHECK(names_in(dir.dir) == std::vector<std::string>{"link.xml", "real.xml"});
}

TEST_CASE("a pipe whose reader has gone: quiet, exit 141, as Unix tools", "[cli][output]") {
  ignore_write_signals();
  SECTION("in process") {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    ::close(fds[0]);
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"validate", kSampleDir + "/tapp"}, {"generate", "tapp"}, {"rules"}, {"--help"}}) {
      const auto r = run_on_fd(fds[1], args);
      CHECK(r.status == kBrokenPipeStatus);
      CHECK(r.err.empty());
    }
    ::close(fds[1]);
  }
  SECTION("the program, its pipe closed before it writes") {
    // The reader's end is closed before the program starts (no race with a reader that
    // has not yet exited); SIGPIPE at its default, as a shell leaves it.
    const Scratch dir("outputs-pipe");
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const pid_t pid = ::fork();
    if (pid == 0) {
      ::signal(SIGPIPE, SIG_DFL);
      ::close(fds[0]);
      ::dup2(fds[1], STDOUT_FILENO);
      const int err = ::open(dir.path("err").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(err, STDERR_FILENO);
      const char* bin = std::getenv("STICHPROBE_BIN");
      const std::string program = bin && *bin ? bin : std::string(STICHPROBE_BINARY_DIR) + "/stichprobe";
      const std::string samples = kSampleDir;
      ::execl(program.c_str(), program.c_str(), "validate", samples.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(fds[0]);
    ::close(fds[1]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    CHECK_FALSE(WIFSIGNALED(status));  // no death by SIGPIPE
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == kBrokenPipeStatus);
    CHECK(slurp(dir.path("err")).empty());
  }
  SECTION("validate ... | head") {
    // Far more than the pipe and the program's buffer hold: the program is still writing
    // when head has its line and goes.
    const auto r = run_shell(command_line({"validate", "--explain", "--jobs", "2", kSampleDir, kSampleDir, kSampleDir}) +
                             " | head -n 1");
    CHECK(r.status == kBrokenPipeStatus);
    CHECK(r.err.empty());
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 1);
  }
}

TEST_CASE("--jobs: a failed write stops the run, nothing after it reported", "[cli][output][jobs]") {
  const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
  REQUIRE(full >= 0);
  SECTION("the command") {
    for (const char* jobs : {"1", "4"}) {
      const auto r = run_on_fd(full, {"validate", "--jobs", jobs, kSampleDir}, 64);
      CHECK(r.status == 2);
      CHECK(r.err == "stichprobe validate: cannot write standard output: No space left on device\n");
    }
  }
  SECTION("validate_files stops taking files and joins its workers") {
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(kSampleDir + "/tapp"))
      if (e.path().extension() == ".xml") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() > 12);
    std::atomic<int> started{0};
    int reported = 0;
    CHECK_THROWS_AS(cli::validate_files(
                        files, 3, {},
                        [&](cli::FileResult&&, bool) {
                          if (++reported == 2) throw cli::OutputFailed{};
                        },
                        [&](std::function<void()> body) {
                          ++started;
                          return std::thread(std::move(body));
                        }),
                    cli::OutputFailed);
    CHECK(reported == 2);
    CHECK(started == 3);
  }
  ::close(full);
}
