// A recorded hand replayed step by step through the engine's legal actions
// (validator/engine/legal.h): from the bare deal, each recorded call, taken packet,
// laid-away card, swap, announcement and card is entered where the engine lists it, the
// way a table would have made it. For the legality tests: every step a legal record
// takes must be listed at its place.
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/legal.h"

namespace stichprobe::testing {

// The hand as dealt: the record's deal, dealer and table, nothing played.
record::Hand bare_deal(const record::Hand& hand);

// The steps of `hand` as legal actions (seats of played cards left 0: the engine seats
// them), in the record's order within each part.
struct Steps {
  std::vector<engine::LegalAction> calls, exchange, swaps, announcements, cards;
};
Steps steps_of(const record::Hand& hand);

struct Walk {
  bool complete = false;  // every step was listed where it came
  std::string stuck;      // else: the steps none of which the engine lists, and what it lists
  record::Hand hand;      // as entered
  engine::Turn last;      // what may come next at the end
  int positions = 0;      // how many turns were asked
};

// Replays `hand`'s steps from its bare deal: at each position the first part whose next
// step the engine lists is entered. `at_each`, when given, sees every position before a
// step is taken (the hand so far and its turn).
Walk walk_hand(const engine::GameModule& game, const engine::HandContext& ctx, const record::Hand& hand,
               const std::function<void(const record::Hand&, const engine::Turn&)>& at_each = {});

// A step as text, for messages: "call 2 dreier", "discard 1 HK", "play T21 (trick 3.2)".
std::string describe(const engine::LegalAction& a);

// The place of the element (or card) `a` entered last into `hand`, set to `pos`, so a
// finding about it can be told from the others.
void stamp(record::Hand& hand, const engine::LegalAction& a, Pos pos);

// The hand on its own in a session of the context's game, variant and table, validated:
// its errors and warnings (a hand entered step by step has no result: what that leaves
// unchecked is an info).
Findings faults_of(const engine::HandContext& ctx, const record::Hand& hand);

}  // namespace stichprobe::testing
