// Resynchronising a hand after a call or a dealer the record gets wrong (README "One
// mistake, one finding"): a fact the reader could not read (a misspelt attribute, an
// unknown bid token) and a call written for the wrong seat are each one finding; the
// hand is then checked as its later calls, contract and play show it went, never with
// a guess the record contradicts.
#pragma once
#include <optional>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

// Where a call stands in the source: its place up to the next call's on its line, or to
// the line's end (a transcript types a run of calls on one line, THR one call a line).
struct CallSpan {
  Pos from, to;
  bool holds(Pos p) const { return from <= p && p < to; }
};

struct CallResync {
  record::Hand hand;             // the hand as it is checked: resynchronised seats, bids and dealer
  Findings findings;             // one finding per call checked as another seat's than written
  std::vector<CallSpan> unread;  // where the unreadable calls stand: their own findings are left out
};

// Whether the hand needs resynchronising: an unreadable call, or an auction error at a call
// (which may be a call written for the wrong seat). `findings` are the hand's analysis.
bool needs_call_resync(const record::Hand& hand, const Findings& findings);

// The hand with each unreadable seat, bid, suit or card of a call replaced by the one that
// makes the rest of the hand fit best (the seat whose turn it was; the call the later calls
// show), and each call by the wrong seat taken as the right seat's when that removes the
// findings it caused. nullopt: nothing to change.
std::optional<CallResync> resync_calls(const GameModule& module, const HandContext& ctx, const record::Hand& hand);

// The dealer a hand with an unreadable dealer fits best (its calls and play), when exactly
// one seat fits best; 0 otherwise.
int best_fitting_dealer(const GameModule& module, const HandContext& ctx, const record::Hand& hand);

}  // namespace stichprobe::engine
