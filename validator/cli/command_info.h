// One table per command: synopsis, options with their defaults, operands, exit
// codes and an example. `--help`, the man page and the bash and zsh completions are
// all printed from these tables, so none of them can drift from the others.
#pragma once
#include <boost/program_options.hpp>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "validator/cli/cli.h"

namespace stichprobe::cli {
namespace po = boost::program_options;

using Args = std::vector<std::string>;

// What a command's operands are, for the completions.
enum class Operands { Files, OneFile, Game, Code };

struct OptionChoices {
  std::string option;               // long name
  std::vector<std::string> values;  // the only values it takes
};

struct CommandInfo {
  std::string name;
  std::string summary;      // one line, for the command list
  std::string synopsis;     // what follows "stichprobe NAME "
  std::string description;  // paragraphs, separated by "\n\n"
  po::options_description options{"options"};
  std::string operand;   // the positional's name in the variables map ("" = none)
  int max_operands = 0;  // -1: any number
  Operands operand_kind = Operands::Files;
  std::vector<OptionChoices> choices;
  std::vector<std::pair<int, std::string>> exit_codes;
  std::string example;  // one command line
};

CommandInfo validate_info();
CommandInfo generate_info();
CommandInfo complete_info();
CommandInfo record_info();
CommandInfo publish_info();
CommandInfo explain_info();
CommandInfo rules_info();
// Every command, in the order of the command list.
std::vector<CommandInfo> all_command_infos();

// The options every command shares: --help, and --lang where `with_lang`.
void add_common_options(CommandInfo& info, bool with_lang);

// Parses `args` against `info`. Returns the exit status when the command is done
// (--help printed: Clean; a usage error explained on `err`: Usage), else nullopt.
std::optional<ExitStatus> parse_command(const CommandInfo& info, const Args& args, po::variables_map& vm,
                                        std::ostream& out, std::ostream& err);

// One option as the man page and the completions show it.
struct OptionRow {
  std::string short_name, long_name;  // "-j", "--jobs" (short may be empty)
  std::string value_name;             // "N" ("" for a switch)
  std::string default_value;          // "" when none
  std::string description;
};
std::vector<OptionRow> option_rows(const po::options_description& options);

void print_help(const CommandInfo& info, std::ostream& out);
// The program's own list of commands (aligned), as `stichprobe --help` prints it.
void print_usage(std::ostream& out);

// roff for man(1): the page of `stichprobe` with every command.
void print_man_page(std::ostream& out, Lang lang = Lang::En);
// A completion script for `shell` ("bash" or "zsh"); false for another shell.
bool print_completion(const std::string& shell, std::ostream& out);

// The program's version (CMake's project() version) and the project's address.
const char* version();
const char* homepage();

}  // namespace stichprobe::cli
