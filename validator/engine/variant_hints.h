// Variant hints: when a hand fails under its stated variant or options but
// would be valid under another variant or one other option value of the same
// game, its error findings say so ("valid under dappen/schollach",
// "valid with scoring=full"). Tried only for failing hands.
#pragma once
#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

void add_variant_hints(const GameModule& module, const HandContext& ctx, const record::Hand& hand,
                       HandAnalysis& analysis);

}  // namespace stichprobe::engine
