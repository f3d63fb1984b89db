// Applying one resolved action to a session's record: plain data in, plain data out.
// "Resolved": what the engine fills (TakeResult, SetTrickWinner::from_engine) has been
// turned into typed values by the EditSession before.
#pragma once
#include <cstddef>
#include <string>

#include "formats/record.h"
#include "validator/edit/actions.h"

namespace stichprobe::edit {

// Applies `action` to hand `current` of `session` (StartHand appends a hand and makes it
// current). `trick_size`: the cards of a full trick (the active seats), which decides
// whether PlayCard starts a new trick. Returns an empty string, or why the action does
// not fit the record (no hand yet, an index past the end); the record is then unchanged.
std::string apply_action(record::Session& session, std::size_t& current, const Action& action, std::size_t trick_size);

}  // namespace stichprobe::edit
