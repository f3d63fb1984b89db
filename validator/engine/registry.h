// The games the engine knows. Each game registers its module from its own
// module.cpp (STICHPROBE_REGISTER_GAME), as OpenSpiel's REGISTER_SPIEL_GAME does,
// so the engine includes no game. Modules are created once and never change.
#pragma once
#include <string_view>
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::engine {

// Every registered game, by rank (the order `stichprobe rules` lists them in).
const std::vector<const GameModule*>& all_games();
const GameModule* find_game(std::string_view id);

// Adds a module at static initialisation; use the macro below.
struct GameRegistration {
  GameRegistration(int rank, const GameModule& module);
};

}  // namespace stichprobe::engine

// In a game's module.cpp, at namespace scope: STICHPROBE_REGISTER_GAME(30, module());
// The games library is linked whole (WHOLE_ARCHIVE), so no registration is dropped.
// The rank (a literal, distinct per game) names the object, so two games' modules can
// share a unity-build file.
#define STICHPROBE_REGISTER_GAME(rank, module_ref)                                            \
  namespace {                                                                                 \
  const ::stichprobe::engine::GameRegistration kGameRegistration##rank{(rank), (module_ref)}; \
  }
