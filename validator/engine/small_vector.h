// The engine's names for the one inline container (formats/small_vector.h): a hand's
// per-seat lists, bounded by the table, and its short card rows need no allocation of
// their own.
#pragma once
#include <cstddef>

#include "formats/card.h"
#include "formats/small_vector.h"

namespace stichprobe::engine {

template <class T, std::size_t N>
using SmallVector = stichprobe::SmallVector<T, N>;

// Seats of a table in some order (every game seats at most eight).
using SeatList = SmallVector<int, 8>;
// A value per seat, index seat-1.
template <class T>
using PerSeatList = SmallVector<T, 8>;
// A few cards in the order they came (a talon, a Dapp, the Ulti cards, a discard): the
// record's own card list.
using CardRow = InlineCards;

}  // namespace stichprobe::engine
