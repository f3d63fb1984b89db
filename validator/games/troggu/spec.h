// Troggu's GameSpec (variants, options, contracts, card names) and its finding catalogue.
#pragma once
#include <vector>

#include "validator/engine/catalogue.h"
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

const engine::GameSpec& spec();
std::vector<engine::FindingInfo> finding_catalogue();  // findings.cpp
engine::MessageCatalogue message_catalogue();          // messages.cpp

}  // namespace stichprobe::games::troggu
