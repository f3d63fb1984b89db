#include <algorithm>
#include <iostream>

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

void describe(const engine::GameSpec& spec, const std::string& only_variant, std::ostream& out) {
  out << spec.id << " — " << spec.name << " (rules: shared/rules/" << spec.rules_file << ")\n";
  out << "  contracts: " << join(spec.contracts) << "\n  variants:\n";
  for (const auto& v : spec.variants) {
    if (!only_variant.empty() && v.id != only_variant) continue;
    std::string counts;
    for (int c : v.player_counts) counts += (counts.empty() ? "" : ", ") + std::to_string(c);
    out << "    " << v.id << (&v == &spec.variants.front() ? " (default)" : "") << ": " << counts << " players";
    if (!v.summary.empty()) out << " — " << v.summary;
    out << '\n';
    if (!v.source.empty()) out << "      source: " << v.source << '\n';
  }
  out << "  rules options:\n";
  for (const auto& o : spec.options) {
    if (!only_variant.empty() && !o.variants.empty() &&
        std::find(o.variants.begin(), o.variants.end(), only_variant) == o.variants.end())
      continue;
    std::string deflt = o.default_value;
    if (!only_variant.empty())
      if (const auto* v = engine::find_variant(spec, only_variant))
        if (auto it = v->option_defaults.find(o.name); it != v->option_defaults.end()) deflt = it->second;
    out << "    " << o.name << " = " << join(o.values) << " (default " << deflt << ")";
    if (!o.variants.empty()) out << " [" << join(o.variants) << "]";
    out << "\n      " << o.help << "\n      source: " << o.source << '\n';
  }
}

}  // namespace

ExitStatus rules_command(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.size() > 1 || (args.size() == 1 && (args[0] == "--help" || args[0] == "-h"))) {
    (args.size() > 1 ? err : out) << "usage: stichprobe rules [GAME[/VARIANT]]\n";
    return args.size() > 1 ? ExitStatus::Usage : ExitStatus::Clean;
  }
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
  describe(choice.game->spec(), choice.variant, out);
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
