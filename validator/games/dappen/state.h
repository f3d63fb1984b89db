// The state of one Dappen hand while the module walks through it, phase by phase
// (deal.cpp, auction.cpp, exchange.cpp, play.cpp, scoring.cpp, result.cpp), and the
// rules of play that the generator shares with the validator (play.cpp).
#pragma once
#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/pile.h"
#include "validator/engine/reporter.h"
#include "validator/engine/scored_analysis.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"
#include "validator/games/dappen/cards.h"
#include "validator/games/dappen/rules.h"

namespace stichprobe::games::dappen {

// The table of one hand: who is active, in which order.
struct Table {
  int seats = 0;
  int dealer = 0;
  int sitting_out = 0;     // 0 = nobody
  engine::SeatList order;  // active seats from forehand ("rechts vom Geber") round to the last
};
// deal.cpp. A dealer outside the table gives no order: nothing is dealt, so nothing is
// checked (the engine reports session.dealer and never passes one; a test may).
Table make_table(const Rules& r, int seats, int dealer);

// ---- The play's own rules (play.cpp): legal cards, Gstiesieren, Ulti ----

struct PlaySetup {
  const Rules* rules = nullptr;
  engine::SeatList order;  // active seats in playing order from forehand
  int declarer = 0;
  engine::PerSeatList<CardSet> hands;  // index seat-1, after the exchange
  int tricks = 0;                      // cards per hand = tricks in the hand
  engine::CardRow ulti;                // the Ulti cards, highest number first (assigned to the last tricks)
};

struct PlayState {
  int gstiesierer = 0;  // the defender who withheld the Gstiess
};

// "Die Karten werden vor dem Spiel der ersten Karte offen ausgelegt [...] In den Ultistichen werden sie vom
// höchsten Wert abwärts gespielt": the trick an Ulti card belongs to (0 if none).
int ulti_trick(const PlaySetup& s, Card c);

// Gstiesieren: "den Gstiess nicht zu spielen, wenn er ansonsten müsste, weil Trumpf gefordert ist und der
// Gstiess sein einziger Trumpf ist."
bool may_withhold(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                  std::span<const Card> so_far);

// Every legal card for `seat` now, withholding the Gstiess included: the one definition of a
// legal card, which the validator's PlayLaw, the replay and the generator all use.
CardSet legal_play(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                   std::span<const Card> so_far);

// The leader of the last trick when the Gstiesierer would lead it: "macht dies stattdessen der Spieler zu seiner
// Rechten."
int adjust_last_leader(const PlaySetup& s, const PlayState& st, int trick_no, int leader);
int next_active(std::span<const int> order, int seat);

// After the last trick: the withheld Gstiess goes to its own party; if the declarer won that trick, the
// defenders give him a one-point card ("damit die Kartenzahl im Stich richtig ist"). After a Marsch of the
// declarer the Gstiess stays with him ("muss die Gegenpartei einen gstiesierten Gstiess abgeben").
struct PileMove {
  Card card;
  int from = 0, to = 0;
};
std::vector<PileMove> gstiess_moves(const PlaySetup& s, int gstiesierer, int last_winner,
                                    const std::vector<std::vector<Card>>& piles);

// What the play left for the count.
struct PlayOutcome {
  engine::PerSeatList<engine::Pile> piles;  // index seat-1
  int declarer_tricks = 0;
  int defender_tricks = 0;
  int tricks_played = 0;
  int gstiesierer = 0;
  engine::SmallVector<std::pair<Card, bool>, 8> ulti;  // each Ulti card: won?
  std::vector<engine::ScoreLine> trick_lines;          // leader, winner, points of each trick (--explain)
};

// ---- One hand, as the phases pass it on ----

struct HandState {
  HandState(const record::Hand* h, const Rules& r, bool derive_lines) : hand(h), rules(r), derive(derive_lines) {}

  const record::Hand* hand = nullptr;
  const Rules& rules;   // the session's prepared rules (rules_for)
  bool derive = false;  // --explain: the trick lines and the count's lines
  Table table;

  // Deal.
  bool deal_known = false;
  engine::PerSeatList<CardSet> dealt;  // index seat-1
  engine::CardRow dapp;                // as dealt

  // Auction.
  int declarer = 0;
  std::string contract;
  bool thrown_in = false;
  engine::SeatList displaced;  // who dapped or raised and did not become declarer (Marsch liability)
  bool played = false;         // a contract is played on a known deal: exchange and play follow

  // Exchange.
  CardSet declarer_hand;      // after the exchange
  engine::CardRow laid_dapp;  // what lies as the Dapp and counts by the Dapp rule (the pressed cards)
  bool seven_fives = false;   // Furtwangen: all seven 5ers shown, a won Marsch without play
  engine::CardRow ulti;       // the Ulti cards laid out, highest number first

  // Play.
  int tricks = 0;  // cards per hand = tricks in the hand
  PlayOutcome play;
  bool play_complete = false;  // every trick played (or the seven 5ers shown): the hand can be counted
};

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// auction.cpp: each contract of the variant by each active seat, for a hand recorded without
// bidding and contract (engine/contract_inference.h).
std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand);
void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl);

// ---- Counting and paying (scoring.cpp) ----

struct Verdict {
  bool declarer_wins = false;
  bool marsch = false;    // one side took every trick (or seven 5ers shown)
  Rational loser_points;  // the losers' card points
  int difference = 0;     // to 40 (or 35), 40 for a Marsch in cent scoring
};

// "Wer weniger als 40 hat, hat verloren. Bei Gleichstand 39:39 (möglich im Spiel zu siebt) gewinnt der
// Alleinspieler." / Jeu du Tarot: "Der Alleinspieler gewinnt mit 35 und einer Karte."
bool declarer_wins(const Rules& r, Rational declarer, Rational defenders, int declarer_cards, int defender_cards);

// Breitnau: "Differenz der Verlierer zu 40, mal Spielfaktor, aufgerundet auf den nächsten 10er."
int tens_up_value(int difference, int factor);
// Furtwangen: "Differenz der Kartenpunkte zu 40, mal dem vereinbarten Centbetrag, kaufmännisch gerundet auf das
// nächste Vielfache von 5 Cent, mindestens aber 5 Cent".
int single_cents(int difference, bool full);
// Jeu du Tarot: "Differenz der Verlierer zu 35, ohne Rest geteilt durch 5, plus 1."
int div_five_value(int difference);

// The factor of a contract, won or lost (Furtwangen: the doubling of the cents).
int contract_factor(const Rules& r, const std::string& contract, bool won);

// Ulti: "Wert der 3 ist 10, 2 = 20, 1 = 30." in ulti points (half: 1/2 cent each).
int ulti_points(Card c);

struct BonusLine {
  int seat = 0;
  std::string type;  // ulti-3, ulti-2, ulti-1
  Rational amount;   // per defender, + won by the declarer, - lost
};

struct Scores {
  bool points_known = true;
  bool dapp_to_declarer = false;
  Rational declarer_points, defender_points;
  Verdict verdict;
  int factor = 1;
  int value = 0;                              // per defender, before any Marsch liability
  engine::SmallVector<BonusLine, 3> bonuses;  // at most three Ulti cards
  engine::Payments payments;                  // seat -> + receives / - pays (only non-zero entries)
  std::vector<engine::ScoreLine> lines;
};

// derive = false: no derivation lines (Scores::lines stays empty).
Scores compute_scores(const HandState& st, bool derive);
// result.cpp: what the table recorded against what the rules compute.
void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep);
// The record read beside the computation (result.cpp), for check_result and derivation alike.
bool is_declarers(const record::Points& p, int declarer);                               // the declarer's side's points?
const BonusLine* computed_bonus(const Scores& sc, const record::Bonus& b);              // null: none is due
std::pair<Rational, Pos> recorded_pay(const record::Settlement& settlement, int seat);  // 0 where none
engine::SeatList settled_seats(const Scores& sc, const record::Settlement& settlement);  // computed or recorded
Rational computed_pay(const Scores& sc, int seat);
// A cent variant's settlement in `point` read as chips (option point-unit=chips).
inline bool settlement_in_chips(const HandState& st, const record::Settlement& settlement) {
  return st.rules.v.unit == "cent" && settlement.unit == "point" && st.rules.point_unit_chips;
}
// The `--explain` lines: each trick, the count (Scores::lines, moved) and the recorded values beside.
std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc);

// card_flow.cpp: where the cards go (the deal shape, the Dapp to the declarer unless Solo).
std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);

// module.cpp: the whole hand; with `scores`, the result it computes as well.
engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                             const engine::AnalysisOptions& opts, Scores* scores);
// The whole hand, what the module's analyse_hand() returns; the result alone, for
// generate() to record (engine/scored_analysis.h).
inline constexpr auto analyse_hand = engine::analysis_only<Scores, &analyse>;
inline constexpr auto computed_scores = engine::scores_only<Scores, &analyse>;

// Sections of the source, for the `rule` of findings.
inline const std::string kDealSection = "Spielerzahl, Geben";
inline const std::string kCardsSection = "Karten";
inline const std::string kBidSection = "Solofrage, Bieten";
inline const std::string kBiddingSection = "Bieten";
inline const std::string kSoloSection = "Solofrage";
inline const std::string kExchangeSection = "Dapp aufnehmen und drücken";
inline const std::string kUltiSection = "Ulti";
inline const std::string kPlaySection = "Spiel der Karten";
inline const std::string kScoringSection = "Wertung";

}  // namespace stichprobe::games::dappen
