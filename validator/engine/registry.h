// The games the engine knows. Modules are created once and never change.
#pragma once
#include <string_view>
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::engine {

const std::vector<const GameModule*>& all_games();
const GameModule* find_game(std::string_view id);

}  // namespace stichprobe::engine
