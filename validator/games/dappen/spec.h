// Dappen's GameSpec (variants, options, contracts) and its finding catalogue.
#pragma once
#include <vector>

#include "validator/engine/catalogue.h"
#include "validator/engine/game.h"

namespace stichprobe::games::dappen {

const engine::GameSpec& spec();
// What each Dappen finding code means, for `stichprobe explain` (findings.cpp).
std::vector<engine::FindingInfo> finding_catalogue();
engine::MessageCatalogue message_catalogue();  // messages.cpp

}  // namespace stichprobe::games::dappen
