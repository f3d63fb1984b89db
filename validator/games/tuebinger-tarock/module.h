// Tübinger Tarock: four players, 78 cards, Rufspiel / Raus / Tout
// (../shared/rules/tuebinger-tarock.de.txt, "Tarock nach der Regel der Tübinger Studenten um 1890").
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::tuebinger_tarock {

const engine::GameModule& module();

}  // namespace stichprobe::games::tuebinger_tarock
