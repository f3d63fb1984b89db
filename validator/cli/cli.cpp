#include "validator/cli/cli.h"

#include <exception>
#include <iostream>

#include "formats/vocabulary.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"

namespace stichprobe::cli {
namespace {

struct Command {
  const char* name;
  ExitStatus (*run)(const Args&, std::ostream&, std::ostream&);
};

// In the order of all_command_infos(), which holds each command's summary and options.
const std::vector<Command>& commands() {
  static const std::vector<Command> kCommands{
      {"validate", validate_command}, {"generate", generate_command}, {"complete", complete_command},
      {"record", record_command},     {"publish", publish_command},   {"explain", explain_command},
      {"rules", rules_command},
  };
  return kCommands;
}

// For the build and packagers: the man page and the completions, from the option tables.
ExitStatus help_output(const std::string& name, const Args& args, std::ostream& out, std::ostream& err) {
  if (name == "help-man" && args.empty()) {
    print_man_page(out);
    return ExitStatus::Clean;
  }
  if (name == "help-completion" && args.size() == 1 && print_completion(args[0], out)) return ExitStatus::Clean;
  err << "usage: stichprobe help-man | stichprobe help-completion bash|zsh\n";
  return ExitStatus::Usage;
}

}  // namespace

int run(int argc, char** argv) { return run(argc, argv, std::cout, std::cerr); }

int run(int argc, char** argv, std::ostream& out, std::ostream& err) {
  try {
    if (argc < 2) {
      print_usage(err);
      return static_cast<int>(ExitStatus::Usage);
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
      print_usage(out);
      return static_cast<int>(ExitStatus::Clean);
    }
    if (name == "--version" || name == "-V") {
      out << "stichprobe " << version() << '\n';
      return static_cast<int>(ExitStatus::Clean);
    }
    Args args(argv + 2, argv + argc);
    if (name == "help-man" || name == "help-completion") return static_cast<int>(help_output(name, args, out, err));
    std::vector<std::string> names;
    for (const auto& c : commands()) {
      if (name == c.name) return static_cast<int>(c.run(args, out, err));
      names.emplace_back(c.name);
    }
    names.insert(names.end(), {"--help", "--version"});
    err << "stichprobe: unknown command '" << name << "'";
    if (auto best = closest_name(name, names); !best.empty()) err << " (did you mean '" << best << "'?)";
    err << "\n";
    print_usage(err);
    return static_cast<int>(ExitStatus::Usage);
  } catch (const std::exception& e) {  // nothing may escape main, even an allocation failure
    err << "stichprobe: internal error: " << e.what() << '\n';
    return static_cast<int>(ExitStatus::Usage);
  }
}

}  // namespace stichprobe::cli
