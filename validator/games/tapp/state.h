// The state of one Tapp hand while the module walks through it, phase by phase:
// deal.cpp, auction.cpp, exchange.cpp (Rufer's swap, Herz mit Aufnehmen), play.cpp,
// scoring.cpp, result.cpp. Each phase checks the record and reports through a Reporter.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/rational.h"
#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/pile.h"
#include "validator/engine/reporter.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"
#include "validator/games/tapp/cards.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

struct HandState {
  HandState(const record::Hand* h, const Rules& r, bool derive_lines) : hand(h), rules(r), derive(derive_lines) {}

  const record::Hand* hand = nullptr;
  const Rules& rules;  // the session's prepared rules (rules_for)
  SessionPlace place;  // where the hand stands in its session (Spielende)
  Contract contract;   // <contract> as recorded, else what the auction gives
  int dealer = 1;

  // The cards as they lie after the deal (and, later, after swap or exchange).
  engine::PerSeatList<CardSet> hands;  // index seat - 1
  engine::CardRow tapp;                // the Tapp as dealt, known cards only
  bool tapp_known = false;             // every Tapp card is known
  engine::CardRow discards;            // Herz mit Aufnehmen: the pressed cards

  // The tricks as played so far.
  engine::PerSeatList<engine::Pile> piles;  // index seat - 1
  engine::SeatList tricks;                  // tricks won, index seat - 1
  int tricks_played = 0;
  int last_winner = 0;
  bool complete = false;  // every trick of the hand is played

  bool derive = false;                         // collect the derivation's trick lines
  std::vector<engine::ScoreLine> trick_lines;  // --explain: one line per trick
};

// The contract the hand is played in: <contract> as recorded, else what the auction gives.
Contract recorded_contract(const record::Hand& hand, const Rules& rules, int dealer);
// A contract as <contract> writes it (auction.cpp).
record::Contract contract_record(const Contract& c);
// The auction's winner, or Ramsch; nullopt when there is no auction.
std::optional<Contract> auction_winner(const record::Hand& hand, const Rules& rules, int dealer);
// The seats of the cards of each recorded trick, computed without checking anything
// (for rebuilding a deal from the play).
std::vector<std::vector<Card>> cards_played_by_seat(const record::Hand& hand, const Rules& rules,
                                                    const Contract& contract, int dealer);

// Checks <deal> (or rebuilds it from the play) against the deck and the deal sizes.
void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// The hand's place in the session, the "ich spiele"/"weg" round, the naming of games,
// <contract> and the Herz-Ass announcement.
void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// Ramsch and each game in each trump by each seat, for a hand recorded without bidding and
// contract (engine/contract_inference.h).
std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand);
// Rufer's <swap> and Herz mit Aufnehmen's <exchange>; changes the hands.
void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// The play on the shared TrickPlay: forehand leads (the declarer in Bettel ouvert),
// follow suit, else trump where Trumpfzwang holds, no Stichzwang; and the early end
// a record may claim with play/@ended="early".
void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl);

enum class Verdict { Open, Won, Lost };

// The result as far as the tricks so far fix it (Bettel is lost with the declarer's
// first trick, Rufer and Durch with the defenders' first, a Farbspiel at 61 Augen).
Verdict verdict(const HandState& st);
Message verdict_name(Verdict v);

// Who won and what each seat pays: the game values of the rank table, the 61 Augen
// of a Farbspiel, Bettel's and Durch's tricks, and Ramsch with its Jungfer.
struct Scores {
  Verdict verdict = Verdict::Open;
  bool points_known = false;
  int declarer_points = 0;  // Farbspiel: the Tapp (or the pressed cards) included
  int defender_points = 0;
  engine::SeatList seat_points;  // index seat - 1; Ramsch: the Tapp with the last trick
  engine::SeatList losers;       // Ramsch: the seats with the most Augen
  engine::SeatList jungfern;     // Ramsch: seats without a trick
  engine::Payments payments;     // seat -> cent, + receives; empty while Open
};

// `derive` is the shape every game has; Tapp's lines are all built by derivation().
Scores compute_scores(const HandState& st, bool derive = true);
// Compares <result> (points, bonuses, settlement) with the computed scores.
void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep);
// The `--explain` lines: each trick, the game, the Augen and each seat's cents, beside
// what the record says.
std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc);

// What a recorded <points> names and the Augen the rules give it (computed is nullopt
// when it names no side or seat of this game).
struct PointsClaim {
  // What it names: a seat's Augen (seat), else a side (en, de); said only for a finding or
  // the derivation, so nothing is built per hand.
  int seat = 0;
  const char* en = "";
  const char* de = "";
  std::optional<int> computed;
  Message what() const;
};
PointsClaim points_claim(const HandState& st, const Scores& sc, const record::Points& pts);

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);

// module.cpp: the whole hand, what the module's analyse() returns.
engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts);

// The source's sections, for Finding::rule.
inline constexpr const char* kRulePrefix = "tapp";
inline constexpr const char* kDealSection = "Geben";
inline constexpr const char* kRulesSection = "Spielregeln";
inline constexpr const char* kGamesSection = "Spiele";
inline constexpr const char* kEndSection = "Spielende";
inline constexpr const char* kRuferSection = "Rufer";
inline constexpr const char* kAufnehmenSection = "Spielregeln (Herz mit Aufnehmen)";

inline const char* game_section(Game g) {
  switch (g) {
    case Game::HerzAufnehmen: return kAufnehmenSection;
    case Game::Farbspiel: return "Farbspiel";
    case Game::Bettel: return "Bettel";
    case Game::Rufer: return kRuferSection;
    case Game::BettelOuvert: return "Aufgelegter Bettel";
    case Game::Durch: return "Durch";
    case Game::Ramsch: return "Ramsch";
  }
  return kGamesSection;
}

}  // namespace stichprobe::games::tapp
