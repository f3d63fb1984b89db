#include "validator/cli/game_name.h"

#include <ostream>

#include "formats/vocabulary.h"
#include "validator/engine/registry.h"

namespace stichprobe::cli {

GameChoice resolve_game(const std::string& arg, std::ostream& err) {
  GameChoice out;
  const auto slash = arg.find('/');
  const std::string game = arg.substr(0, slash);
  out.variant = slash == std::string::npos ? "" : arg.substr(slash + 1);
  std::vector<std::string> names;
  for (const auto* g : engine::all_games()) names.push_back(g->spec().id);
  out.game = engine::find_game(game);
  if (!out.game) {
    err << "stichprobe: unknown game '" << game << "'";
    if (auto best = closest_name(game, names); !best.empty()) err << " (did you mean '" << best << "'?)";
    err << "; known: ";
    for (std::size_t i = 0; i < names.size(); ++i) err << (i ? ", " : "") << names[i];
    err << '\n';
    return out;
  }
  if (!out.variant.empty() && !engine::find_variant(out.game->spec(), out.variant)) {
    std::vector<std::string> variants;
    for (const auto& v : out.game->spec().variants) variants.push_back(v.id);
    err << "stichprobe: " << game << " has no variant '" << out.variant << "'";
    if (auto best = closest_name(out.variant, variants); !best.empty()) err << " (did you mean '" << best << "'?)";
    err << '\n';
    out.game = nullptr;
  }
  return out;
}

}  // namespace stichprobe::cli
