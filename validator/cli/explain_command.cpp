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
  const engine::FindingInfo* info = engine::find_finding_info(args[0]);
  if (!info) {
    err << "stichprobe explain: no finding '" << args[0] << "'";
    if (auto best = closest_name(args[0], engine::all_finding_codes()); !best.empty())
      err << " (did you mean '" << best << "'?)";
    err << '\n';
    return ExitStatus::Usage;
  }
  out << info->code << " (" << severity_name(info->severity) << ")\n  " << info->meaning << "\n  rule: " << info->rule
      << '\n';
  if (!info->example.empty()) out << "  example: " << info->example << '\n';
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
