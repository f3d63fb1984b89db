// The state of one hand while the module walks through it, phase by phase
// (deal.cpp, auction.cpp, exchange.cpp, play.cpp, scoring.cpp, result.cpp), and the
// declarations of those phases.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/engine/derivation.h"
#include "validator/engine/game.h"
#include "validator/engine/per_trick.h"
#include "validator/engine/pile.h"
#include "validator/engine/reporter.h"
#include "validator/engine/scored_analysis.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"
#include "validator/games/troggu/rules.h"

namespace stichprobe::games::troggu {

struct Contract {
  std::string type;  // normal | solo | misere; empty = none could be determined
  int declarer = 0;  // Tappist or Solist; 0 in a Misere
  std::optional<Card> partner_card;
  bool forced = false;  // 7-8 players, all passed: the holder of the Narr (or Bagatt) must play
};

struct HandState {
  HandState(const record::Hand* h, const Rules& r, bool derive_lines) : hand(h), rules(r), derive(derive_lines) {}

  const record::Hand* hand = nullptr;
  const Rules& rules;              // the session's prepared rules (rules_for)
  const DealPlan* plan = nullptr;  // the session's (Prep) or one made for this hand
  int players = 0;
  int dealer = 1;
  engine::PerSeat<int> order;      // seats 1..N in playing order (3..8: seat_table)
  engine::PerSeat<CardSet> dealt;  // index seat-1, as dealt (unknown cards left out)
  engine::CardRow tapp;
  bool deal_known = false;  // every hand and the Tapp are known
  Contract contract;
  engine::CardRow discards;       // laid away by the Tappist (normal game)
  bool discards_unknown = false;  // not recorded, or with '?' cards: the Tappist's points are unknown
  int partner = 0;                // 7-8 players: the holder of the called trump, 0 = alone

  // Play.
  engine::PerSeat<engine::Pile> piles;  // index seat-1
  engine::PerSeat<int> tricks_won;
  bool play_complete = false;
  int narr_withheld_by = 0;
  std::vector<Message> play_notes;  // for the derivation (the Narr's exchange)
  bool derive = false;              // collect the derivation's trick lines
  std::vector<engine::ScoreLine> trick_lines;

  int next(int seat) const { return seat % players + 1; }
  int forehand() const { return next(dealer); }
  bool on_declarer_side(int seat) const {
    return contract.declarer != 0 && (seat == contract.declarer || seat == partner);
  }
};

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// auction.cpp: Misere, and a Solo or a normal game (at seven or eight with each partner worth
// trying) by each seat, for a hand recorded without bidding and contract
// (engine/contract_inference.h).
std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand);
void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl);

struct Scores {
  bool available = false;
  engine::PerSeat<int> seat_points;  // index seat-1: own tricks (+ discards or Tapp for the declarer)
  int declarer_side = 0, defender_side = 0;
  engine::Payments payments;
  std::vector<engine::ScoreLine> lines;
};
// derive = false: no derivation lines (Scores::lines stays empty).
Scores compute_scores(const HandState& st, bool derive = true);
// The `--explain` lines: each trick, the count (Scores::lines) and each seat's payment,
// beside what the record says.
std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc);

void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep);  // result.cpp

// Where the cards go (card_flow.cpp): the hands, the Tapp and the Tappist's exchange.
std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);

// module.cpp: the whole hand; with `scores`, the result it computes as well.
engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                             const engine::AnalysisOptions& opts, Scores* scores);
// The whole hand, what the module's analyse_hand() returns; the result alone, for
// generate() to record (engine/scored_analysis.h).
inline constexpr auto analyse_hand = engine::analysis_only<Scores, &analyse>;
inline constexpr auto computed_scores = engine::scores_only<Scores, &analyse>;

// Sections of the source, for the `rule` of findings.
inline const std::string kDealSection = "Geben";
inline const std::string kBidSection = "Bieten";
inline const std::string kForcedBidSection = kBidSection + " (sieben oder acht Spieler)";
inline const std::string kNormalSection = "Normales Spiel";
inline const std::string kSoloSection = "Solo";
inline const std::string kMisereSection = "Misere";
inline const std::string kPlaySection = "Spielablauf des Normalspiels und Solos";
inline const std::string kCountSection = "Auszählen";
inline const std::string kPaySection = "Bezahlen";
inline const std::string kVariantSection = "Variationen der Regionen";

}  // namespace stichprobe::games::troggu
