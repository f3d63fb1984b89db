// Issue 20: the CLI conventions of a Debian command-line tool. --version, '-' for
// standard input, --color (only on a terminal, NO_COLOR honoured), "did you mean"
// for options, --help of every command (options, defaults, exit codes, an example),
// the man page and completions printed from the same tables, SARIF's rule metadata,
// plurals. (The documentation's example outputs are tests/docs/commands_test.cpp.)
#include <catch2/catch.hpp>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include "tests/support/cli_run.h"
#include "validator/cli/color.h"
#include "validator/cli/command_info.h"

using namespace stichprobe;

namespace {

using testing::run;

const std::string kRevoke = "samples/tapp-tarock/faulty-revoke.xml";

// Runs the CLI with `input` as standard input.
testing::CliRun run_with_stdin(std::vector<std::string> args, const std::string& input) {
  std::istringstream in(input);
  std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
  testing::CliRun r = run(std::move(args));
  std::cin.rdbuf(saved);
  return r;
}

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("--version prints CMake's project() version; SARIF and JSON carry it", "[cli][conventions]") {
  const auto r = run({"--version"});
  CHECK(r.status == 0);
  CHECK(r.out == std::string("stichprobe ") + cli::version() + "\n");
  CHECK(std::regex_match(std::string(cli::version()), std::regex("[0-9]+\\.[0-9]+\\.[0-9]+")));
  const auto sarif = run({"validate", "--format", "sarif", kRevoke});
  CHECK(sarif.out.find(std::string("\"semanticVersion\": \"") + cli::version() + "\"") != std::string::npos);
  const auto json = run({"validate", "--format", "json", kRevoke});
  CHECK(json.out.find(std::string("\"version\": \"") + cli::version() + "\"") != std::string::npos);
}

TEST_CASE("SARIF: the project's informationUri, each rule described from the catalogue", "[cli][conventions]") {
  const auto r = run({"validate", "--format", "sarif", kRevoke});
  CHECK(r.out.find("example.invalid") == std::string::npos);
  CHECK(r.out.find(std::string("\"informationUri\": \"") + cli::homepage() + "\"") != std::string::npos);
  CHECK(std::string(cli::homepage()).rfind("https://", 0) == 0);
  const auto rule = r.out.find("{ \"id\": \"play.must-follow-suit\"");
  REQUIRE(rule != std::string::npos);
  const auto next = r.out.find("{ \"id\": ", rule + 1);
  const std::string entry = r.out.substr(rule, next == std::string::npos ? std::string::npos : next - rule);
  CHECK(entry.find("\"shortDescription\": { \"text\": \"") != std::string::npos);
  CHECK(entry.find("\"help\": { \"text\": \"rule: ") != std::string::npos);
  CHECK(entry.find("\"defaultConfiguration\": { \"level\": \"error\" }") != std::string::npos);
}

TEST_CASE("'-' reads standard input (validate, complete)", "[cli][conventions]") {
  const std::string xml = file_text(kRevoke);
  const auto from_file = run({"validate", "--no-source", kRevoke});
  const auto from_stdin = run_with_stdin({"validate", "--no-source", "-"}, xml);
  CHECK(from_stdin.status == from_file.status);
  std::string expected = from_file.out;
  for (std::size_t at; (at = expected.find(kRevoke)) != std::string::npos;)
    expected.replace(at, kRevoke.size(), "<stdin>");
  CHECK(from_stdin.out == expected);
  const std::string partial = "samples/troggu/standard/partial-deal-not-recorded-4p.xml";
  const auto completed = run_with_stdin({"complete", "-"}, file_text(partial));
  CHECK(completed.status == run({"complete", partial}).status);
  CHECK(completed.out == run({"complete", partial}).out);
}

TEST_CASE("--color: only when asked or on a terminal, never with NO_COLOR", "[cli][conventions]") {
  CHECK(cli::use_color("auto", true, nullptr, "xterm"));
  CHECK_FALSE(cli::use_color("auto", false, nullptr, "xterm"));
  CHECK_FALSE(cli::use_color("auto", true, "1", "xterm"));  // NO_COLOR set and not empty
  CHECK(cli::use_color("auto", true, "", "xterm"));         // empty: as if unset
  CHECK_FALSE(cli::use_color("auto", true, nullptr, "dumb"));
  CHECK(cli::use_color("always", false, "1", nullptr));
  CHECK_FALSE(cli::use_color("never", true, nullptr, "xterm"));
  const auto plain = run({"validate", kRevoke});
  CHECK(plain.out.find('\x1b') == std::string::npos);  // not a terminal
  const auto colour = run({"validate", "--color", "always", kRevoke});
  CHECK(colour.out.find("\x1b[1;31merror\x1b[0m: \x1b[1m[play.must-follow-suit]\x1b[0m") != std::string::npos);
  CHECK(colour.out.find("\x1b[1;32m^\x1b[0m") != std::string::npos);
  CHECK(run({"validate", "--color", "sometimes", kRevoke}).status == 2);
}

TEST_CASE("a mistyped option or value gets a did-you-mean", "[cli][conventions]") {
  const auto format = run({"validate", "--fromat", "json", kRevoke});
  CHECK(format.status == 2);
  CHECK(format.err.find("unknown option '--fromat' (did you mean '--format'?)") != std::string::npos);
  const auto explain = run({"validate", "--explian", kRevoke});
  CHECK(explain.err.find("(did you mean '--explain'?)") != std::string::npos);
  const auto value = run({"validate", "--format", "jsno", kRevoke});
  CHECK(value.status == 2);
  CHECK(value.err.find("unknown --format 'jsno' (did you mean 'json'?)") != std::string::npos);
  CHECK(run({"generate", "troggu", "--seeed", "3"}).err.find("did you mean '--seed'") != std::string::npos);
  CHECK(run({"rules", "--lnag", "de"}).err.find("did you mean '--lang'") != std::string::npos);
  CHECK(run({"--verison"}).err.find("did you mean '--version'") != std::string::npos);
}

TEST_CASE("--help of every command: options with defaults, exit codes, an example", "[cli][conventions]") {
  for (const auto& info : cli::all_command_infos()) {
    INFO(info.name);
    const auto r = run({info.name, "--help"});
    CHECK(r.status == 0);
    CHECK(r.out.rfind("usage: stichprobe " + info.name, 0) == 0);
    CHECK(r.out.find("options:\n") != std::string::npos);
    CHECK(r.out.find("exit status:\n  0  ") != std::string::npos);
    CHECK(r.out.find("example:\n  stichprobe " + info.name) != std::string::npos);
    for (const auto& row : cli::option_rows(info.options)) {
      CHECK(r.out.find(row.long_name) != std::string::npos);
      if (!row.default_value.empty()) CHECK(r.out.find("(=" + row.default_value + ")") != std::string::npos);
    }
  }
  CHECK(run({"validate", "--help"}).out.find("-j [ --jobs ] N (=1)") != std::string::npos);
}

TEST_CASE("the command list is aligned", "[cli][conventions]") {
  const auto r = run({"--help"});
  std::istringstream lines(r.out.substr(r.out.find("commands:\n") + 10));
  std::size_t column = 0;
  int commands = 0;
  for (std::string line; std::getline(lines, line) && !line.empty(); ++commands) {
    const std::size_t summary = line.find_first_not_of(' ', line.find(' ', 2));
    if (column == 0) column = summary;
    CHECK(summary == column);
  }
  CHECK(commands == static_cast<int>(stichprobe::cli::all_command_infos().size()));
  CHECK(r.out.find("  record ") != std::string::npos);
}

TEST_CASE("the man page and the completions come from the option tables", "[cli][conventions]") {
  const auto man = run({"help-man"});
  CHECK(man.status == 0);
  CHECK(man.out.find(".TH STICHPROBE 1") != std::string::npos);
  for (const auto& info : cli::all_command_infos())
    for (const auto& row : cli::option_rows(info.options)) {
      std::string roff;
      for (char c : row.long_name) roff += c == '-' ? std::string("\\-") : std::string(1, c);
      CHECK(man.out.find("\\fB" + roff + "\\fR") != std::string::npos);
    }
  // Every finding code with its meaning and the forms of its message, from the templates.
  CHECK(man.out.find(".SH FINDINGS") != std::string::npos);
  CHECK(man.out.find(".B session.dealer\\-rotation\n") != std::string::npos);
  CHECK(man.out.find("says (fits): hand {hand} must be dealt by seat {expected}") != std::string::npos);
  const auto man_de = run({"help-man", "--lang", "de"});
  CHECK(man_de.status == 0);
  CHECK(man_de.out.find("sagt (fits): Spiel {hand} gibt Sitz {expected}") != std::string::npos);
  CHECK(run({"help-man", "--lang", "fr"}).status == 2);
  const auto bash = run({"help-completion", "bash"});
  CHECK(bash.out.find("complete -F _stichprobe stichprobe") != std::string::npos);
  CHECK(bash.out.find("--format) COMPREPLY=($(compgen -W 'text json junit sarif github'") != std::string::npos);
  const auto zsh = run({"help-completion", "zsh"});
  CHECK(zsh.out.rfind("#compdef stichprobe", 0) == 0);
  CHECK(zsh.out.find("play.must-follow-suit") != std::string::npos);
  CHECK(run({"help-completion", "fish"}).status == 2);
}

TEST_CASE("counts are in the singular for one", "[cli][conventions]") {
  const auto one = run({"validate", "--no-source", kRevoke});
  CHECK(one.out.find("1 file, 1 hand: 1 error, 0 warnings, 0 infos") != std::string::npos);
  const auto completed = run({"complete", "samples/troggu/standard/partial-deal-not-recorded-4p.xml"});
  CHECK(completed.err.find("unknown card(s)") == std::string::npos);
}
