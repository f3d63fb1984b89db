// Tapp Tarock (Viennese Tappen): three players, the 54-card Cego deck, a talon of
// two packets of three, bids Dreier < Unterer < Oberer < Solo.
// Source: ../shared/rules/tapp-tarock.en.txt; decisions in RULES.md beside this file.
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::tapp_tarock {

const engine::GameModule& module();

}  // namespace stichprobe::games::tapp_tarock
