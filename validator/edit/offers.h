// What the editor on the table asks of the engine beyond the next card and the legal
// calls (choices.h), the same way: an action tried on a copy of the record and re-checked.
// Two narrow questions: which seat the engine expects to exchange before the play (the
// talon taken, cards laid away or pressed), and which faults an action would add (an
// exchange, a swap or an announcement recorded only after the archivist confirms it).
#pragma once
#include <cstddef>
#include <optional>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/edit/actions.h"

namespace stichprobe::edit {

// The seat whose exchange the engine misses before the first card (its finding
// exchange.missing, asked with a card of the play tried as next_card tries it): the
// Tübinger dealer's laying, a Tapp Tarock or Dappen declarer's talon, Troggu's Tappist.
// nullopt where the hand has its exchange or the game wants none now.
std::optional<int> expected_exchange(const record::Session& session, std::size_t hand, std::size_t trick_size);

// The faults (errors and warnings) of hand `hand` that applying `action` adds to
// `before` (the session's findings as they stand), compared by code, seat, trick and
// message, since the places after the action move. Empty: the engine accepts it.
Findings added_faults(const record::Session& session, std::size_t hand, const Action& action, std::size_t trick_size,
                      const Findings& before);

}  // namespace stichprobe::edit
