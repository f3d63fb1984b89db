// Dappen's rules as the session resolves them: the five variants as data (every
// parameter carries the sentence of ../shared/rules/dappen.de.txt it rests on; code
// reads these tables, no variant has its own copy of the rules), the options on top
// (Rules), and the bidding as a state machine (auction.cpp), which the generator
// drives too.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "validator/engine/game.h"

namespace stichprobe::games::dappen {

// How the cards are counted: in pairs minus 1 (to 79/78) or in threes minus 2 (to 70).
enum class Counting { Pairs, Threes };
// How a game is paid: Breitnau points rounded up to tens, Furtwangen cents, Jeu du Tarot (D div 5 + 1).
enum class Scoring { TensUp, Cents, DivFive };

struct DealShape {
  int active = 0;  // active players
  int hand = 0;    // cards per player (= tricks)
  int dapp = 0;    // Dapp (talon) size = cards pressed
  std::string source;
};

// One contract: its bid on the ladder and its factor (won / lost).
struct ContractRow {
  std::string type;
  int level = 0;  // bidding ladder position (1 = dappen); 0 = solo, -1 = strecken against a solo
  int factor_won = 1;
  int factor_lost = 1;
  std::string source;
};

struct VariantParams {
  std::string id;
  std::vector<int> table_sizes;  // seats at the table
  int max_active = 7;            // more seats: the dealer sits out
  std::string sitting_out_source;
  std::vector<DealShape> deals;
  std::vector<ContractRow> contracts;  // solo first, then the ladder in order
  bool strecken_against_solo = false;  // Buchenbach
  Counting counting = Counting::Pairs;
  int threshold = 40;  // points the winner needs (Pairs) / the 35 of Jeu du Tarot
  Scoring scoring = Scoring::TensUp;
  std::string unit = "point";
  bool pflichtdappen = false;  // Furtwangen
  bool seven_fives_marsch = false;
  bool ulti = false;
  bool bound_tricks = false;         // Buchenbach: tricks 1-3 trumps, F/T21/T1 bound
  bool honours_rule = false;         // Jeu du Tarot: "honneurs" instead of "never a 5er"
  bool gstiesieren_possible = true;  // false: never (Buchenbach); else the option decides
  std::string rule_prefix;           // "dappen/furtwangen"
  std::string source;
  std::vector<std::string> ladder;  // derived from `contracts` once, when the table is built (ladder())
};

const std::vector<VariantParams>& variant_table();
const VariantParams& variant_params(const std::string& id);  // unknown id: Breitnau

const DealShape* deal_shape(const VariantParams& v, int active);
const ContractRow* contract_row(const VariantParams& v, const std::string& type);
// The bidding ladder (dappen, strecken, ...) by level 1..n.
std::vector<std::string> ladder(const VariantParams& v);
int active_count(const VariantParams& v, int table_size);

enum class Honours { Kings, Fives, Wallis };

// A variant with its options resolved: the session's rules.
struct Rules {
  const VariantParams& v;
  bool sitting_out_pays = false;
  bool raise_any = false;
  bool solo_dapp_defenders = false;
  bool gstiesieren = false;
  bool cents_full = false;
  bool ulti_full = false;
  bool pflicht_a = true;
  bool marsch_half = false;
  bool seven_fives_as_marsch = false;
  bool card_tiebreak = false;
  Honours honours = Honours::Kings;
  bool solo = true;
  bool point_unit_chips = true;  // Furtwangen: a settlement in `point` is chips standing for cents
};

Rules resolve_rules(const std::string& variant, const engine::Options& options);

// The rules resolved once per session (GameModule::prepare); analyse_hand() and card_flow()
// resolve them per hand when the context carries none.
using Prep = engine::RulesPrep<Rules, &resolve_rules>;
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx);
// The session's rules: Prep's, or resolved from ctx when nobody prepared them.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx);

// The Solo question round and the bidding with holding, as a state machine
// (auction.cpp): who acts next, which calls are legal, and the contract it ends in.
//
// "Beginnend mit dem Spieler rechts vom Geber sagen die Spieler der Reihe nach, ob sie Solo spielen wollen. [...]
// Will jemand Solo spielen, ist die Bietrunde zu Ende." Then: "Falls ein Spieler dappt und ein folgender Spieler
// möchte das ebenfalls, kann gesteigert werden [...]. Der Spieler, der vorher geboten hat, kann die Steigerung
// halten («selber»), dann kann der Steigerer nochmals höher bieten."
class AuctionMachine {
 public:
  enum class Phase { SoloQuestion, SoloStrecken, Bidding, Done };

  // order: the active seats in playing order from forehand.
  AuctionMachine(const Rules& rules, const engine::SeatList& order);

  int to_act() const;  // 0 when the auction is over
  Phase phase() const { return phase_; }
  std::vector<std::string> legal_bids() const;
  bool is_legal(const std::string& bid) const;
  // Applies the call of the seat to act, legal or not (an illegal ladder bid counts at its own level;
  // a bid foreign to the variant counts as a pass). Returns the finding code if it was illegal.
  std::optional<std::string> apply(const std::string& bid);

  bool done() const { return phase_ == Phase::Done; }
  bool thrown_in() const { return done() && declarer_ == 0; }
  int declarer() const { return declarer_; }
  const std::string& contract() const { return contract_; }
  // The game on the ladder bid last ("" before any).
  std::string current_bid() const { return level_ > 0 ? ladder_[static_cast<std::size_t>(level_ - 1)] : ""; }
  bool nobody_bid_yet() const { return holder_ == 0 && phase_ == Phase::Bidding; }
  // Seats that dapped or raised and did not become declarer (Furtwangen Marsch liability).
  engine::SeatList displaced_bidders() const;

 private:
  void next_turn();
  void finish();
  int level_of(const std::string& bid) const;
  std::optional<std::string> fault_of(const std::string& bid) const;  // nullopt: the call is legal
  // Each phase's answer to a call; true when it ends the auction.
  bool answer_solo_question(int seat, const std::string& bid);
  bool answer_solo(int seat, const std::string& bid);  // Buchenbach's strecken against a Solo
  void bid_in_turn(int seat, const std::string& bid);  // the ladder, round the table
  void bid_in_duel(int seat, const std::string& bid);  // a raiser and the holder, until one lets go

  const Rules& rules_;
  engine::SeatList order_;
  const std::vector<std::string>& ladder_;  // the variant's (rules.h), never a copy
  Phase phase_ = Phase::SoloQuestion;
  engine::SeatList queue_;
  engine::SeatList passed_in_bidding_;
  int holder_ = 0, level_ = 0;
  int challenger_ = 0;
  bool holder_answers_ = false;  // the holder must answer a raise (hold or pass)
  int soloist_ = 0;
  int declarer_ = 0;
  std::string contract_;
  engine::SeatList bidders_;
};

// Furtwangen Pflichtdappen: why `seat` must dappen now (nobody has dapped yet).
// (b) "Der Spieler sitzt vor dem letzten aktiven Spieler in der Reihe" is enforceable;
// (a) T+H > 22 has no sanction ("Es scheint keine Regel für den Fall zu geben").
struct Pflicht {
  bool a = false;
  bool b = false;
};
Pflicht pflichtdappen(const Rules& r, const engine::SeatList& order, int seat, const CardSet& hand);

}  // namespace stichprobe::games::dappen
