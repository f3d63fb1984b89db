#include "validator/cli/cli.h"

#include <exception>
#include <ostream>

#include "formats/vocabulary.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/outputs.h"

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
  Lang lang = Lang::En;
  if (name == "help-man" && (args.empty() || (args.size() == 2 && args[0] == "--lang" && parse_lang(args[1], lang)))) {
    print_man_page(out, lang);
    return ExitStatus::Clean;
  }
  if (name == "help-completion" && args.size() == 1 && print_completion(args[0], out)) return ExitStatus::Clean;
  err << "usage: stichprobe help-man [--lang en|de] | stichprobe help-completion bash|zsh\n";
  return ExitStatus::Usage;
}

// The command line's work, before its output is settled; `name` is the command run.
ExitStatus dispatch(int argc, char** argv, std::string& name, std::ostream& out, std::ostream& err) {
  if (argc < 2) {
    print_usage(err);
    return ExitStatus::Usage;
  }
  const std::string first = argv[1];
  if (first == "--help" || first == "-h" || first == "help") {
    print_usage(out);
    return ExitStatus::Clean;
  }
  if (first == "--version" || first == "-V") {
    out << "stichprobe " << version() << '\n';
    return ExitStatus::Clean;
  }
  Args args(argv + 2, argv + argc);
  if (first == "help-man" || first == "help-completion") {
    name = first;
    return help_output(name, args, out, err);
  }
  std::vector<std::string> names;
  for (const auto& c : commands()) {
    if (first == c.name) {
      name = first;
      return c.run(args, out, err);
    }
    names.emplace_back(c.name);
  }
  names.insert(names.end(), {"--help", "--version"});
  err << "stichprobe: unknown command '" << first << "'";
  if (auto best = closest_name(first, names); !best.empty()) err << " (did you mean '" << best << "'?)";
  err << "\n";
  print_usage(err);
  return ExitStatus::Usage;
}

}  // namespace

int run(int argc, char** argv, std::ostream& out, std::ostream& err) {
  std::string name;
  ExitStatus status = ExitStatus::Usage;
  try {
    status = dispatch(argc, argv, name, out, err);
  } catch (const OutputFailed&) {  // a command stopped where its output failed
    status = ExitStatus::WriteFailed;
  } catch (const std::exception& e) {  // nothing may escape main, even an allocation failure
    err << "stichprobe: internal error: " << e.what() << '\n';
    status = ExitStatus::Usage;
  }
  return settle_output(name, status, out, err);
}

}  // namespace stichprobe::cli
