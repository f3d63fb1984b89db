#include "validator/engine/registry.h"

// Each game module exposes one factory; adding a game is one line here.
// GAME-FACTORIES-BEGIN
#include "validator/games/dappen/dappen.h"
#include "validator/games/troggu/troggu.h"
#include "validator/games/tuebinger-tarock/tuebinger_tarock.h"
#include "validator/games/tapp-tarock/tapp_tarock.h"
#include "validator/games/tapp/tapp.h"
// GAME-FACTORIES-END

namespace stichprobe::engine {

const std::vector<const GameModule*>& all_games() {
  static const std::vector<const GameModule*> kGames = [] {
    std::vector<const GameModule*> games;
    // GAME-REGISTRATION-BEGIN
    games.push_back(&games::dappen::dappen_module());
    games.push_back(&stichprobe::games::troggu::troggu_module());
    games.push_back(&games::tuebinger::tuebinger_module());
    games.push_back(&games::tapp_tarock::tapp_tarock_module());
    games.push_back(&stichprobe::games::tapp::tapp_module());
    // GAME-REGISTRATION-END
    return games;
  }();
  return kGames;
}

const GameModule* find_game(std::string_view id) {
  for (const GameModule* g : all_games())
    if (g->spec().id == id) return g;
  return nullptr;
}

}  // namespace stichprobe::engine
