#include <algorithm>
#include <ostream>

#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/game_name.h"
#include "validator/engine/registry.h"

namespace stichprobe::cli {
namespace {

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}

// The listing's own words in English and German.
struct RulesWords {
  const char *rules, *contracts, *variants, *default_marker, *players, *source, *options, *default_word;
};
constexpr RulesWords kRulesEnglish{"rules",    "contracts", "variants",      " (default)",
                                   " players", "source",    "rules options", "default"};
constexpr RulesWords kRulesGerman{"Regeln",   "Spiele", "Varianten",     " (Vorgabe)",
                                  " Spieler", "Quelle", "Regeloptionen", "Vorgabe"};

void describe(const engine::GameSpec& spec, const std::string& only_variant, Lang lang, std::ostream& out) {
  const RulesWords& w = lang == Lang::De ? kRulesGerman : kRulesEnglish;
  out << spec.id << " — " << spec.name << " (" << w.rules << ": shared/rules/" << spec.rules_file << ")\n";
  out << "  " << w.contracts << ": " << join(spec.contracts) << "\n  " << w.variants << ":\n";
  for (const auto& v : spec.variants) {
    if (!only_variant.empty() && v.id != only_variant) continue;
    std::string counts;
    for (int c : v.player_counts) counts += (counts.empty() ? "" : ", ") + std::to_string(c);
    out << "    " << v.id << (&v == &spec.variants.front() ? w.default_marker : "") << ": " << counts << w.players;
    if (const std::string& summary = text_in(v.summary, lang); !summary.empty()) out << " — " << summary;
    out << '\n';
    if (!v.source.empty()) out << "      " << w.source << ": " << v.source << '\n';
  }
  out << "  " << w.options << ":\n";
  for (const auto& o : spec.options) {
    if (!only_variant.empty() && !o.variants.empty() &&
        std::find(o.variants.begin(), o.variants.end(), only_variant) == o.variants.end())
      continue;
    std::string deflt = o.default_value;
    if (!only_variant.empty())
      if (const auto* v = engine::find_variant(spec, only_variant))
        if (auto it = v->option_defaults.find(o.name); it != v->option_defaults.end()) deflt = it->second;
    out << "    " << o.name << " = " << join(o.values) << " (" << w.default_word << ' ' << deflt << ")";
    if (!o.variants.empty()) out << " [" << join(o.variants) << "]";
    out << "\n      " << text_in(o.help, lang) << "\n      " << w.source << ": " << o.source << '\n';
  }
}

}  // namespace

CommandInfo rules_info() {
  CommandInfo info;
  info.name = "rules";
  info.summary = "games, variants, player counts, contracts and rules options with their sources";
  info.synopsis = "[options] [GAME[/VARIANT]]";
  info.description =
      "Without GAME: every game with its variants. With GAME (or GAME/VARIANT): its contracts, its variants with "
      "their player counts and sources, and every rules option with its values, its default and the sentence of "
      "the rules it rests on.";
  add_common_options(info, true);
  info.operand = "game";
  info.max_operands = -1;
  info.operand_kind = Operands::Game;
  info.exit_codes = {{0, "listed"}, {2, "usage error, unknown game or variant, or the output could not be written"}};
  info.example = "stichprobe rules dappen/furtwangen";
  return info;
}

ExitStatus rules_command(const Args& all_args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = rules_info();
  po::variables_map vm;
  if (auto done = parse_command(info, all_args, vm, out, err)) return *done;
  const Args args = vm.count("game") ? vm["game"].as<Args>() : Args{};
  if (args.size() > 1) {
    err << "stichprobe rules: give at most one GAME[/VARIANT]\n";
    return ExitStatus::Usage;
  }
  Lang lang = Lang::En;
  parse_lang(vm["lang"].as<std::string>(), lang);
  if (args.empty()) {
    for (const auto* g : engine::all_games()) {
      std::vector<std::string> variants;
      for (const auto& v : g->spec().variants) variants.push_back(v.id);
      out << g->spec().id << " — " << g->spec().name << ": " << join(variants) << '\n';
    }
    return ExitStatus::Clean;
  }
  const GameChoice choice = resolve_game(args[0], err);
  if (!choice.game) return ExitStatus::Usage;
  describe(choice.game->spec(), choice.variant, lang, out);
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
