// Resolving "GAME[/VARIANT]" arguments against the registry, with "did you mean".
#pragma once
#include <iosfwd>
#include <string>

#include "validator/engine/game.h"

namespace stichprobe::cli {

struct GameChoice {
  const engine::GameModule* game = nullptr;
  std::string variant;  // empty when none was named
};

// nullptr game (and a message on `err`) when the name is unknown.
GameChoice resolve_game(const std::string& arg, std::ostream& err);

}  // namespace stichprobe::cli
