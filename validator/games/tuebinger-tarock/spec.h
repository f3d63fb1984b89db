// What Tübinger Tarock is, as data: its variant, options, contracts, card names and findings.
#pragma once
#include <vector>

#include "validator/engine/catalogue.h"
#include "validator/engine/game.h"

namespace stichprobe::games::tuebinger_tarock {

const engine::GameSpec& spec();
std::vector<engine::FindingInfo> finding_catalogue();  // findings.cpp
engine::MessageCatalogue message_catalogue();          // messages.cpp

}  // namespace stichprobe::games::tuebinger_tarock
