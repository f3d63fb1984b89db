// Tapp (Württembergischer Tarock): the game module (../shared/rules/tapp.de.txt).
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::tapp {

const engine::GameModule& module();

}  // namespace stichprobe::games::tapp
