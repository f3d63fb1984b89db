#include <iostream>

#include "formats/vocabulary.h"
#include "validator/cli/commands.h"
#include "validator/engine/catalogue.h"

namespace stichprobe::cli {

ExitStatus explain_command(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    const bool help = args.size() == 1;
    (help ? out : err) << "usage: stichprobe explain CODE   (e.g. play.must-follow-suit)\n";
    return help ? ExitStatus::Clean : ExitStatus::Usage;
  }
  const auto entries = engine::find_finding_infos(args[0]);
  if (entries.empty()) {
    err << "stichprobe explain: no finding '" << args[0] << "'";
    if (auto best = closest_name(args[0], engine::all_finding_codes()); !best.empty())
      err << " (did you mean '" << best << "'?)";
    err << '\n';
    return ExitStatus::Usage;
  }
  out << args[0] << " (" << severity_name(entries.front().second->severity) << ")\n";
  for (const auto& [game, info] : entries) {
    out << "  " << (game.empty() ? "" : "[" + game + "] ") << info->meaning << "\n    rule: " << info->rule << '\n';
    if (!info->example.empty()) out << "    example: " << info->example << '\n';
  }
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
