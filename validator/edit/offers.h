// What the editor on the table asks beyond the next card and the legal calls (choices.h):
// which seat the engine's turn has exchange next (the talon taken, cards laid away or
// pressed), and which faults an action would add (an exchange, a swap or an announcement
// recorded only after the archivist confirms it).
#pragma once
#include <cstddef>
#include <optional>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/edit/actions.h"
#include "validator/engine/legal.h"

namespace stichprobe::edit {

// The seat whose exchange comes next (a required take or laid-away card of the turn): the
// Tübinger dealer's laying, a Tapp Tarock or Dappen declarer's talon, Troggu's Tappist.
// nullopt where the turn has no exchange to make.
std::optional<int> expected_exchange(const engine::Turn& turn);

// The faults (errors and warnings) of hand `hand` that applying `action` adds to
// `before` (the session's findings as they stand), compared by code, seat, trick and
// message, since the places after the action move. The action is applied to a copy of
// the session up to the hand, which the engine checks as it stands. Empty: the engine
// accepts it.
Findings added_faults(const record::Session& session, std::size_t hand, const Action& action, std::size_t trick_size,
                      const Findings& before);

}  // namespace stichprobe::edit
