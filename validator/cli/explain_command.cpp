#include <iostream>

#include "formats/vocabulary.h"
#include "validator/cli/commands.h"
#include "validator/engine/catalogue.h"

namespace stichprobe::cli {

ExitStatus explain_command(const Args& all_args, std::ostream& out, std::ostream& err) {
  Args args;
  Lang lang = Lang::En;
  if (!take_lang_option(all_args, args, lang, "explain", err)) return ExitStatus::Usage;
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    const bool help = args.size() == 1;
    (help ? out : err) << "usage: stichprobe explain [--lang en|de] CODE   (e.g. play.must-follow-suit)\n";
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
  const bool de = lang == Lang::De;
  out << args[0] << " (" << severity_word(entries.front().second->severity, lang) << ")\n";
  for (const auto& [game, info] : entries) {
    out << "  " << (game.empty() ? "" : "[" + game + "] ") << text_in(info->meaning, lang) << "\n    "
        << (de ? "Regel: " : "rule: ") << info->rule << '\n';
    if (!info->example.empty()) out << "    " << (de ? "Beispiel: " : "example: ") << info->example << '\n';
  }
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
