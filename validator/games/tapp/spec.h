// The GameSpec of Tapp: variant, rules options with their source sentences.
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::tapp {

const engine::GameSpec& spec();
// The finding codes of the Tapp module beyond the shared ones.
std::vector<engine::FindingInfo> finding_catalogue();
engine::MessageCatalogue message_catalogue();  // messages.cpp

}  // namespace stichprobe::games::tapp
