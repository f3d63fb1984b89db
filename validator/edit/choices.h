// What may come next, as the engine's legal actions say it (validator/engine/legal.h):
// the seat to act and every action the rules allow it, for the hand as the editing model
// holds it, with labels in the game's own words. The editor offers only these, so the
// validator and the editor never disagree.
#pragma once
#include <cstddef>
#include <optional>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/legal.h"

namespace stichprobe::edit {

// The engine's turn after hand `hand` of `session` as it stands: the seat to act, the
// legal actions, the contract the auction gives and the outcome once the hand is over
// (an empty turn for a game or variant the engine does not know, or no such hand).
engine::Turn next_turn(const record::Session& session, std::size_t hand);

// The next card: who plays it, the cards the rules allow that seat (the turn's plays), and
// where it goes.
struct NextCard {
  int seat = 0;
  CardSet legal;
  CardSet held;           // that seat's cards as the engine has them
  std::size_t trick = 0;  // 0-based: where the card goes
  std::size_t place = 0;
};

// nullopt where the turn is no card (the deal, the auction or the exchange is not over, or
// every trick is played). `held` comes from the analysis' table when given.
std::optional<NextCard> next_card(const engine::Turn& turn, const engine::HandAnalysis* analysis = nullptr);

// The calls of the turn (the seat to speak, and any other seat's optional call).
std::vector<record::Call> legal_calls(const engine::Turn& turn);

// Whether `call` is one of `legal` (seat, bid, suit and card alike).
bool contains_call(const std::vector<record::Call>& legal, const record::Call& call);

}  // namespace stichprobe::edit
