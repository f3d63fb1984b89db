// Troggu's GameSpec (variants, options, contracts, card names).
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::troggu {

const engine::GameSpec& troggu_spec();

}  // namespace stichprobe::games::troggu
