// One wording of a wrong payment for every game (finding settlement.amount):
// "seat 2 should pay 10 Rappen (why), the record has 5".
#pragma once
#include "formats/finding.h"
#include "formats/rational.h"

namespace stichprobe::engine {

// `should` and `recorded` are signed as the record writes them: positive is received,
// negative paid. `unit` ("Rappen", "cent") and `why` (the game's derivation in brief)
// may be empty. The recorded amount is given as a plain number when it goes the same
// way as `should`, and with its direction ("the record has seat 2 receive 5") otherwise.
Message settlement_mismatch(int seat, const Rational& should, const Rational& recorded, const Message& unit,
                            const Message& why);

}  // namespace stichprobe::engine
