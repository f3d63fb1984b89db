#include "validator/cli/cli.h"

#include <exception>
#include <iostream>

#include "formats/vocabulary.h"
#include "validator/cli/commands.h"

namespace stichprobe::cli {
namespace {

struct Command {
  const char* name;
  ExitStatus (*run)(const Args&, std::ostream&, std::ostream&);
  const char* summary;
};

const std::vector<Command>& commands() {
  static const std::vector<Command> kCommands{
      {"validate", validate_command, "check hand records (FILE|DIR...; default: the samples)"},
      {"generate", generate_command, "random legal hands of a game as THR (deterministic for a seed)"},
      {"complete", complete_command, "a record with every unknown card ('?') that the rest of it determines filled in"},
      {"record", record_command, "a THR record from a transcript typed from a paper source (or --from a record)"},
      {"explain", explain_command, "what a finding code means, the rule it rests on, an example"},
      {"rules", rules_command, "games, variants, player counts, contracts and rules options with their sources"},
  };
  return kCommands;
}

void usage(std::ostream& os) {
  os << "usage: stichprobe COMMAND [options] [args]\n\ncommands:\n";
  for (const auto& c : commands()) os << "  " << c.name << "  " << c.summary << '\n';
  os << "\n'stichprobe COMMAND --help' describes a command's options.\n";
}

}  // namespace

int run(int argc, char** argv) { return run(argc, argv, std::cout, std::cerr); }

int run(int argc, char** argv, std::ostream& out, std::ostream& err) {
  try {
    if (argc < 2) {
      usage(err);
      return static_cast<int>(ExitStatus::Usage);
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
      usage(out);
      return static_cast<int>(ExitStatus::Clean);
    }
    Args args(argv + 2, argv + argc);
    std::vector<std::string> names;
    for (const auto& c : commands()) {
      if (name == c.name) return static_cast<int>(c.run(args, out, err));
      names.emplace_back(c.name);
    }
    err << "stichprobe: unknown command '" << name << "'";
    if (auto best = closest_name(name, names); !best.empty()) err << " (did you mean '" << best << "'?)";
    err << "\n";
    usage(err);
    return static_cast<int>(ExitStatus::Usage);
  } catch (const std::exception& e) {  // nothing may escape main, even an allocation failure
    err << "stichprobe: internal error: " << e.what() << '\n';
    return static_cast<int>(ExitStatus::Usage);
  }
}

}  // namespace stichprobe::cli
