// The commit-msg hook (.githooks/commit-msg) holds commit messages to the rule
// CONTRIBUTING.md states: a subject of at most 72 characters, then a blank line.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

// The hook's exit status on a message file holding `message`.
int hook(const std::string& message) {
  const std::filesystem::path file = std::filesystem::path(STICHPROBE_BINARY_DIR) / "commit-msg-test.txt";
  std::ofstream(file, std::ios::binary) << message;
  const std::string command =
      "LC_ALL=C '" + std::string(STICHPROBE_SOURCE_DIR) + "/.githooks/commit-msg' '" + file.string() + "' 2>/dev/null";
  const int raw = std::system(command.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

}  // namespace

TEST_CASE("commit-msg: a subject of at most 72 characters, then a blank line", "[docs][commit-msg]") {
  const std::string s72(72, 'x');
  CHECK(hook(s72 + "\n") == 0);
  CHECK(hook(s72 + "\n\nThe reasons, and the figures: 706 s -> 300 s.\n") == 0);
  CHECK(hook(std::string(73, 'x') + "\n") == 1);
  // Characters, not bytes: 72 letters with umlauts pass whatever the locale.
  std::string umlauts;
  for (int i = 0; i < 36; ++i) umlauts += "üx";
  CHECK(hook(umlauts + "\n") == 0);
  CHECK(hook(umlauts + "y\n") == 1);
  CHECK(hook("subject\nbody without the blank line\n") == 1);
  CHECK(hook("\n\nbody only\n") == 1);
  CHECK(hook("# a comment git drops\nsubject\n\nbody\n") == 0);
}
