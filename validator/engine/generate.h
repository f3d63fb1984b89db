// Sessions of random legal hands, for the playout tests, `stichprobe generate`
// and the benchmark. Deterministic for a seed.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/legal.h"

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

// ---- A hand played on by the rules: what a game's generator does after its deal ----

// Picks one of turn.actions for the hand so far: its index, or -1 to stop here (an early
// end the game allows). A generator's policy (which contract it aims at, how often a
// player withholds a card); what is legal is the engine's.
using Choose = std::function<int(const Turn& turn, const record::Hand& hand)>;

// Plays `hand` on from where its record stops, one legal action at a time
// (GameModule::next_turn), each chosen by `choose` and entered as a record writes it; the
// contract the auction gives is written once it is over (where the hand had none; kept up
// to date with a later call, as a partner's), and the outcome once the hand is decided. Returns the turn it stopped at
// (outcome empty: stopped by `choose`, or no action was legal).
Turn play_on(const GameModule& game, const HandContext& ctx, record::Hand& hand, const Choose& choose);

// Each complete trick's winner as the rules have it written on the trick, where `keep`
// says so (a table writes some and leaves others).
void write_winners(const GameModule& game, const HandContext& ctx, record::Hand& hand,
                   const std::function<bool()>& keep);

// Whether the turn's card leads a trick (a trick's start: where a play may end early).
bool leads_trick(const Turn& turn);

// Whether the validator accepts the play ending here (play/@ended="early"): the result is
// fixed, as the game's rules say (no play.ended-early, no play.incomplete).
bool early_end_accepted(const GameModule& game, const HandContext& ctx, const record::Hand& hand);

// The index of the first listed action `pred` accepts, or -1.
int find_action(const Turn& turn, const std::function<bool(const LegalAction&)>& pred);
// A random listed action: a required one (an optional one only with `optional_percent`
// chance, or where nothing is required).
int random_action(core::Rng& rng, const Turn& turn, int optional_percent = 0);
// The call `bid` of the seat to act, if listed, else -1.
int find_call(const Turn& turn, const std::string& bid);

// A context for generating: the game's spec, variant, options and table.
HandContext generation_context(const GameModule& game, const GenerateRequest& req);

}  // namespace stichprobe::engine
