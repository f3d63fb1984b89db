// Every command README.md, CONTRIBUTING.md and docs/*.md show is run against the build,
// with the files it names, and prints what the page shows: a stale path, option or
// output fails the suite. The convention (CONTRIBUTING.md, "The commands in the
// documentation"): `$ ` lines in ```sh blocks are commands, the lines after one its
// output (`...` for lines left out), `# exit N` the status it must end with, `# not run:
// REASON` one that is not run (its files must still exist), and a ```text file=NAME block
// a file written for the commands after it. Each page runs in a scratch folder of its own.
#include <sys/wait.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/scratch.h"

namespace fs = std::filesystem;

namespace {

struct Step {
  int line = 0;      // where the page shows it
  std::string file;  // a file block: its name ...
  std::string text;  // ... and content; a command: its text
  std::vector<std::string> output;
  std::string not_run;      // the reason a command is not run
  std::optional<int> exit;  // the status `# exit N` asks for
  bool command() const { return file.empty(); }
};

struct Page {
  std::vector<Step> steps;
  std::vector<std::string> errors;  // what breaks the convention
};

bool starts_with(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }

// The markers at a command's end: "  # not run: REASON", "  # exit N".
void take_markers(Step& step) {
  static const std::regex not_run(R"(^(.*?)\s+# not run: (.+)$)");
  static const std::regex exit_status(R"(^(.*?)\s+# exit (\d+)$)");
  std::smatch m;
  if (std::regex_match(step.text, m, not_run)) {
    step.not_run = m[2].str();
    step.text = m[1].str();
  } else if (std::regex_match(step.text, m, exit_status)) {
    step.exit = std::stoi(m[2].str());
    step.text = m[1].str();
  }
}

Page parse(std::istream& in) {
  Page page;
  std::string line, info;
  bool in_block = false, continued = false;
  Step* file = nullptr;
  for (int n = 1; std::getline(in, line); ++n) {
    if (starts_with(line, "```")) {
      if (in_block) {
        in_block = false;
        file = nullptr;
        continue;
      }
      in_block = true;
      info = line.substr(3);
      continued = false;
      static const std::regex file_block(R"(^text file=(\S+)$)");
      std::smatch m;
      if (std::regex_match(info, m, file_block)) {
        page.steps.push_back({n, m[1].str(), "", {}, "", std::nullopt});
        file = &page.steps.back();
      } else if (info == "bash" || info == "shell" || info == "console" || info == "zsh" || info == "shell-session") {
        page.errors.push_back("line " + std::to_string(n) + ": a ```" + info + " block; commands go in ```sh blocks");
      }
      continue;
    }
    if (!in_block) continue;
    if (file) {
      file->text += line + "\n";
      continue;
    }
    if (info != "sh") continue;
    bool command_line = true;
    if (continued) {
      page.steps.back().text += "\n" + line;
    } else if (starts_with(line, "$ ")) {
      page.steps.push_back({n, "", line.substr(2), {}, "", std::nullopt});
    } else if (!page.steps.empty() && page.steps.back().command()) {
      page.steps.back().output.push_back(line);
      command_line = false;
    } else {
      page.errors.push_back("line " + std::to_string(n) + ": output before any `$ ` command");
      command_line = false;
    }
    continued = command_line && !line.empty() && line.back() == '\\';
  }
  for (auto& step : page.steps)
    if (step.command()) take_markers(step);
  return page;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The output shown against the output printed: equal, where a shown "..." stands for any
// run of lines (none included).
bool output_matches(const std::vector<std::string>& shown, std::size_t s, const std::vector<std::string>& got,
                    std::size_t g) {
  if (s == shown.size()) return g == got.size();
  if (shown[s] == "...") {
    for (std::size_t k = g; k <= got.size(); ++k)
      if (output_matches(shown, s + 1, got, k)) return true;
    return false;
  }
  return g < got.size() && got[g] == shown[s] && output_matches(shown, s + 1, got, g + 1);
}

// The words of a command that name a file of the source tree (by its top folder).
std::vector<std::string> tree_paths(const std::string& command, const std::set<std::string>& top) {
  std::vector<std::string> out;
  std::istringstream words(command);
  for (std::string w; words >> w;) {
    while (!w.empty() && (w.front() == '"' || w.front() == '\'' || w.front() == '(')) w.erase(0, 1);
    while (!w.empty() && (w.back() == '"' || w.back() == '\'' || w.back() == ')' || w.back() == ';')) w.pop_back();
    if (starts_with(w, "./")) w.erase(0, 2);
    const auto slash = w.find('/');
    const std::string first = w.substr(0, slash);
    if (top.count(first) && slash != std::string::npos) out.push_back(w);
  }
  return out;
}

// The scratch folder of one page: the source tree's folders and files as links, the build
// as build/.
fs::path scratch_for(const std::string& page, std::set<std::string>& top) {
  const fs::path root = STICHPROBE_SOURCE_DIR;
  const fs::path dir = fs::path(STICHPROBE_BINARY_DIR) / "docs-commands" / page;
  fs::remove_all(dir);
  fs::create_directories(dir / ".state");
  for (const auto& e : fs::directory_iterator(root)) {
    const std::string name = e.path().filename().string();
    if (name == ".git" || starts_with(name, "build")) continue;
    top.insert(name);
    fs::create_symlink(e.path(), dir / name);
  }
  fs::create_symlink(STICHPROBE_BINARY_DIR, dir / "build");
  return dir;
}

struct Ran {
  int status = -1;
  std::string out, err;
};

Ran run(const fs::path& dir, const std::string& command) {
  std::ofstream(dir / ".command.sh") << command << "\n";
  const std::string bin = STICHPROBE_BINARY_DIR;
  const std::string shell = "cd '" + dir.string() + "' && PATH='" + bin + "':\"$PATH\" HOME='" + dir.string() +
                            "' XDG_STATE_HOME='" + (dir / ".state").string() +
                            "' NO_COLOR=1 timeout 300 bash .command.sh >.out 2>.err";
  const int raw = std::system(shell.c_str());
  Ran r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = stichprobe::testing::slurp(dir / ".out");
  r.err = stichprobe::testing::slurp(dir / ".err");
  return r;
}

const bool kHasReplayer = fs::exists(fs::path(STICHPROBE_BINARY_DIR) / "stichprobe-replay");

void check_page(const fs::path& path, const std::string& name, int& ran, int& skipped) {
  std::string flat = name;
  std::replace(flat.begin(), flat.end(), '/', '-');
  std::ifstream in(path);
  const Page page = parse(in);
  for (const auto& e : page.errors) FAIL_CHECK(name << ": " << e);
  std::set<std::string> top;
  const fs::path dir = scratch_for(flat, top);
  for (const auto& step : page.steps) {
    if (!step.command()) {
      std::ofstream(dir / step.file, std::ios::binary) << step.text;
      continue;
    }
    INFO(name << ":" << step.line << ": $ " << step.text);
    for (const auto& p : tree_paths(step.text, top)) {
      INFO("the file " << p);
      CHECK(fs::exists(dir / p));
    }
    if (!step.not_run.empty() || (!kHasReplayer && step.text.find("stichprobe-replay") != std::string::npos)) {
      std::istringstream words(step.text);
      std::string program;
      words >> program;
      if (starts_with(program, "build/")) CHECK(fs::exists(dir / program));
      ++skipped;
      continue;
    }
    const Ran r = run(dir, step.text);
    ++ran;
    INFO("exit " << r.status << "\nstandard output:\n" << r.out << "standard error:\n" << r.err);
    if (step.exit)
      CHECK(r.status == *step.exit);
    else
      CHECK((r.status == 0 || r.status == 1));
    if (!step.output.empty()) {
      std::vector<std::string> got = lines_of(r.out);
      for (auto& l : lines_of(r.err)) got.push_back(l);
      CHECK(output_matches(step.output, 0, got, 0));
    }
  }
}

}  // namespace

TEST_CASE("the convention: commands, output, markers and file blocks", "[docs]") {
  std::istringstream md(
      "text\n```sh\n$ echo a \\\n  b\na b\n$ false  # exit 1\n$ rm -rf /  # not run: needs root\n```\n"
      "```text file=x.txt\nhello\n```\n```bash\n$ ls\n```\n```text\n$ not a command\n```\n");
  const Page page = parse(md);
  REQUIRE(page.steps.size() == 4);
  CHECK(page.steps[0].text == "echo a \\\n  b");
  CHECK(page.steps[0].output == std::vector<std::string>{"a b"});
  CHECK(page.steps[1].text == "false");
  CHECK(page.steps[1].exit == 1);
  CHECK(page.steps[2].text == "rm -rf /");
  CHECK(page.steps[2].not_run == "needs root");
  CHECK(page.steps[3].file == "x.txt");
  CHECK(page.steps[3].text == "hello\n");
  REQUIRE(page.errors.size() == 1);
  CHECK(page.errors[0].find("```bash") != std::string::npos);

  const std::vector<std::string> got{"one", "two", "three"};
  CHECK(output_matches({"one", "two", "three"}, 0, got, 0));
  CHECK_FALSE(output_matches({"one", "three"}, 0, got, 0));
  CHECK(output_matches({"one", "...", "three"}, 0, got, 0));
  CHECK(output_matches({"...", "two", "..."}, 0, got, 0));
  CHECK(output_matches({"one", "two", "three", "..."}, 0, got, 0));
  CHECK_FALSE(output_matches({"one", "...", "four"}, 0, got, 0));

  const std::set<std::string> top{"samples", "scripts"};
  CHECK(tree_paths("build/stichprobe validate samples/a.xml './scripts/x.sh' -o out/y.xml", top) ==
        std::vector<std::string>{"samples/a.xml", "scripts/x.sh"});
}

TEST_CASE("every command the documentation shows runs as shown", "[docs]") {
  const fs::path root = STICHPROBE_SOURCE_DIR;
  std::vector<std::pair<fs::path, std::string>> pages{{root / "README.md", "README.md"},
                                                      {root / "CONTRIBUTING.md", "CONTRIBUTING.md"}};
  std::vector<fs::path> docs;
  for (const auto& e : fs::directory_iterator(root / "docs"))
    if (e.path().extension() == ".md") docs.push_back(e.path());
  std::sort(docs.begin(), docs.end());
  for (const auto& d : docs) pages.emplace_back(d, "docs/" + d.filename().string());
  int ran = 0, skipped = 0;
  for (const auto& [path, name] : pages) check_page(path, name, ran, skipped);
  CHECK(ran > 20);
  // Few commands are shown without being run (they need root, a window or minutes).
  INFO(ran << " commands run, " << skipped << " not run");
  CHECK(skipped * 2 < ran);
}
