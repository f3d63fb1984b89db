// The phases of one Tapp hand as the analysis runs them: deal, auction, swap or
// exchange, play, scoring. Each checks the record and reports through a Reporter.
#pragma once
#include <optional>
#include <vector>

#include "formats/record.h"
#include "validator/engine/reporter.h"
#include "validator/engine/timeline.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

// The cards as they lie after the deal (and, later, after swap or exchange).
struct Table {
  int dealer = 1;
  std::vector<CardSet> hands;  // index seat - 1
  std::vector<Card> tapp;      // the Tapp as dealt, known cards only
  bool tapp_known = false;     // every Tapp card is known
  std::vector<Card> discards;  // Herz mit Aufnehmen: the pressed cards
};

// The contract the hand is played in: <contract> as recorded, else what the auction gives.
Contract recorded_contract(const record::Hand& hand, const Rules& rules, int dealer);
// The auction's winner, or Ramsch; nullopt when there is no auction.
std::optional<Contract> auction_winner(const record::Hand& hand, const Rules& rules, int dealer);

// Checks <deal> (or rebuilds it from the play) against the deck and the deal sizes.
Table check_deal(const record::Hand& hand, const Rules& rules, const Contract& contract, engine::Reporter& rep,
                 engine::Timeline& tl);

// Checks the "ich spiele"/"weg" round, the naming of games and <contract>.
void check_auction(const record::Hand& hand, const Rules& rules, const Contract& contract, engine::Reporter& rep,
                   engine::Timeline& tl);

// Rufer's <swap> and Herz mit Aufnehmen's <exchange>; changes the table's hands.
void check_swap_and_exchange(const record::Hand& hand, const Rules& rules, const Contract& contract, Table& table,
                             engine::Reporter& rep, engine::Timeline& tl);

// The seats of the cards of each recorded trick, computed without checking anything
// (for rebuilding a deal from the play).
std::vector<std::vector<Card>> cards_played_by_seat(const record::Hand& hand, const Rules& rules,
                                                    const Contract& contract, int dealer);

}  // namespace stichprobe::games::tapp
