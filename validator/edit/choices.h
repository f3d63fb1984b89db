// What may come next, asked of the engine rather than copied from the rules: each
// candidate action is tried on a copy of the record and re-checked; it is legal where the
// engine reports no fault at the place it was written. So the validator and the editor
// can never disagree.
#pragma once
#include <cstddef>
#include <optional>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"

namespace stichprobe::edit {

// The next card: who plays it (by the engine's seating: the leader after the last
// trick's winner, then to the right) and the cards the engine allows that seat (its
// TrickPlay and the game's PlayLaw: the same cards `validate` checks against).
struct NextCard {
  int seat = 0;
  CardSet legal;
  CardSet held;           // that seat's cards as the engine has them
  std::size_t trick = 0;  // 0-based: where the card goes
  std::size_t place = 0;
};

// nullopt where the engine does not reach the play with the record as it stands (no deal,
// no contract yet) or the hand's tricks are all played.
std::optional<NextCard> next_card(const record::Session& session, std::size_t hand, std::size_t trick_size);

// The calls the engine accepts next: each bid of the game's THR vocabulary for each seat,
// tried on a copy of the record; a bid the engine faults bare is tried with each suit and
// then each card of the deal (Tapp's farbspiel, Tübinger's called king) for the seats
// whose turn it is.
std::vector<record::Call> legal_calls(const record::Session& session, std::size_t hand, int seat_count);

// Whether `call` is one of `legal` (seat, bid, suit and card alike).
bool contains_call(const std::vector<record::Call>& legal, const record::Call& call);

}  // namespace stichprobe::edit
