#include <ostream>

#include "formats/vocabulary.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/message_forms.h"
#include "validator/engine/catalogue.h"

namespace stichprobe::cli {

CommandInfo explain_info() {
  CommandInfo info;
  info.name = "explain";
  info.summary = "what a finding code means, the rule it rests on, an example";
  info.synopsis = "[options] CODE";
  info.description =
      "Prints what the finding CODE means, its severity, the rule it rests on and a record fragment that draws "
      "it; each game's wording where several games report the code.";
  add_common_options(info, true);
  info.operand = "code";
  info.max_operands = -1;
  info.operand_kind = Operands::Code;
  info.exit_codes = {{0, "the code is known"}, {2, "usage error, unknown code, or the output could not be written"}};
  info.example = "stichprobe explain play.must-follow-suit";
  return info;
}

namespace {

// The message templates of `code` in `game`'s catalogue (the engine's for ""), one line a
// form: what a finding of it says, with its named values in braces.
void print_forms(std::ostream& out, const std::string& game, const std::string& code, Lang lang) {
  for (const CodeForm& f : forms_of(catalogue_of(game), code)) {
    out << "    " << (lang == Lang::De ? "sagt" : "says");
    if (!f.form.empty()) out << " (" << f.form << ")";
    out << ": " << (lang == Lang::De ? f.message->de : f.message->en) << '\n';
  }
}

}  // namespace

ExitStatus explain_command(const Args& all_args, std::ostream& out, std::ostream& err) {
  po::variables_map vm;
  if (auto done = parse_command(explain_info(), all_args, vm, out, err)) return *done;
  const Args args = vm.count("code") ? vm["code"].as<Args>() : Args{};
  if (args.size() != 1) {
    err << "stichprobe explain: give one finding CODE (e.g. play.must-follow-suit)\n";
    return ExitStatus::Usage;
  }
  Lang lang = Lang::En;
  parse_lang(vm["lang"].as<std::string>(), lang);
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
    print_forms(out, game, args[0], lang);
  }
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
