// The GameSpec of Tapp: variant, rules options with their source sentences.
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::tapp {

const engine::GameSpec& tapp_spec();

}  // namespace stichprobe::games::tapp
