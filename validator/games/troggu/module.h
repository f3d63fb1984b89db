// Troggu: the Swiss tarock of the Oberwallis (Visp, St. Niklaus, Grächen),
// 3 to 8 players with the 62-card deck (../shared/rules/troggu.de.txt).
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

const engine::GameModule& module();

}  // namespace stichprobe::games::troggu
