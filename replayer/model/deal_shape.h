// How a hand of the session's game is dealt at this table: the cards each seat gets, the
// talon (or Dapp, Tapp, Tapp Tarock's packets), who sits out, and whether the exchange
// comes before the auction. Learnt from the game's own generator and engine (a hand
// generated for the same variant, options, players and dealer), so the editor knows when
// a seat's hand is full and keeps room for it, with no game knowledge of its own.
#pragma once
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::replay {

struct DealShape {
  bool known = false;
  std::vector<int> hand;         // per seat (index seat - 1): the cards dealt to it (0: sits out)
  int talon = 0;                 // the talon as one list (Tapp, Troggu, Dappen's Dapp)
  std::vector<int> packets;      // the talon in packets (Tapp Tarock)
  std::vector<int> sitting_out;  // seats that sit this hand out (Dappen's dealer at eight)
  // The exchange comes before the auction (Tübinger: the dealer lays before the Ansagen).
  bool exchange_before_auction = false;
  int total() const;
};

// `ctx`: the session's resolved game, variant and options (its seat_count the table's).
DealShape deal_shape(const engine::GameModule& module, const engine::HandContext& ctx, int dealer);

}  // namespace stichprobe::replay
