// Sessions of random legal hands, for the playout tests, `stichprobe generate`
// and the benchmark. Deterministic for a seed.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

struct SessionRequest {
  std::string variant;  // empty = the game's default variant
  int players = 0;      // 0 = the variant's first player count
  int hands = 1;
  std::uint64_t seed = 1;
  Options options;  // only those differing from the defaults; written to <rules>
};

// A card list as a generator writes it: the cards in this order, no source positions.
record::CardList card_list(const std::vector<Card>& cards);

// A hand's <settlement> in `unit` from each seat's computed amount (seat -> + receives,
// - pays), in seat order; a seat that neither pays nor receives is left out.
record::Settlement make_settlement(std::string unit, const Payments& payments);

// Dealers rotate by the module's rule; running totals are filled from the settlements.
record::Session generate_session(const GameModule& game, const SessionRequest& request);
// The same hands, each given to `each` as it is made and not kept (a session of any
// length in little memory: the benchmark's files of 100,000 hands); returns the
// session's header.
record::Session generate_session(const GameModule& game, const SessionRequest& request,
                                 const std::function<void(record::Hand&&)>& each);

}  // namespace stichprobe::engine
