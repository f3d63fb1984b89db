// Tapp Tarock's GameSpec: variants, rules options, contracts and card names, each with
// the sentence it rests on; and the finding codes the module reports (findings.cpp).
#pragma once
#include <vector>

#include "validator/engine/catalogue.h"
#include "validator/engine/game.h"

namespace stichprobe::games::tapp_tarock {

const engine::GameSpec& spec();
std::vector<engine::FindingInfo> finding_catalogue();
engine::MessageCatalogue message_catalogue();  // messages.cpp

}  // namespace stichprobe::games::tapp_tarock
