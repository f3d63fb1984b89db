// Troggu's GameSpec (variants, options, contracts, card names).
#pragma once
#include <vector>

#include "validator/engine/catalogue.h"
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

const engine::GameSpec& troggu_spec();
std::vector<engine::FindingInfo> finding_catalogue();

}  // namespace stichprobe::games::troggu
