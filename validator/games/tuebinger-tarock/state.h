// One hand run through the rules, phase by phase: the deal (deal.cpp), Legen
// (exchange.cpp), the Ansagen (auction.cpp), the play with the Ski (play.cpp), the
// count with the Strafen (scoring.cpp) and the comparison with the record (result.cpp).
// Legen comes before the Ansagen: the dealer lays his two cards before anyone speaks.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/reporter.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"
#include "validator/games/tuebinger-tarock/cards.h"
#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger_tarock {

// A figure as the messages print it (scoring.cpp, result.cpp).
inline std::string txt(Rational r) { return r.to_string(true); }

// ---- What the Ansagen decide (auction.cpp) ----
enum class Kind { Open, Rufspiel, Raus, Tout, Stecken, ToutRedeal };
const char* kind_name(Kind k);
const char* kind_name_de(Kind k);  // "Ruf-Spiel", "Raus", ... for German messages
struct AuctionResult {
  Kind kind = Kind::Open;      // Open: the record's auction reached no decision
  int declarer = 0;            // Rufer, Raus player, Tout player
  std::optional<Card> called;  // the called card (Rufspiel, hidden Raus)
  bool hidden = false;         // a dealer's hidden Raus
  int tout_asker = 0;
  bool redeal() const { return kind == Kind::Stecken || kind == Kind::ToutRedeal; }
  bool game() const { return kind == Kind::Rufspiel || kind == Kind::Raus || kind == Kind::Tout; }
};

// ---- The piles after play (play.cpp) ----
struct Pile {
  Rational points;  // cards won, laid cards, Ski adjustments
  int tricks = 0;
  bool empty_only = true;  // only 0,5 cards (and the Ski) in its tricks
  bool dealer = false;
};
// Where the Einser went: the trick (1-based), who played it, who took that trick.
struct EinserFate {
  int owner = 0, trick = 0, winner = 0;
};

struct HandState {
  HandState(const record::Hand* h, const Rules& r, bool derive_lines) : hand(h), rules(r), derive(derive_lines) {}

  const record::Hand* hand = nullptr;
  const Rules& rules;  // the session's prepared rules (rules_for)
  AuctionResult auction;
  bool have_hands = false;
  engine::PerSeatList<CardSet> dealt;  // index seat-1, as dealt (the dealer 21 cards)
  engine::PerSeatList<CardSet> start;  // after the dealer laid his two cards
  engine::CardRow laid;
  CardSet dealt_twice;                 // duplicates in the deal: both seats are said to hold them
  int partner = 0;                     // the holder of the called card
  std::array<int, kSeats + 1> side{};  // 1 = the declaring party, 2 = the others
  std::array<Pile, kSeats + 1> piles{};
  EinserFate einser;
  int tricks_played = 0;
  bool play_complete = false;                  // all 19 tricks
  bool played = false;                         // a game was decided and play was recorded
  bool derive = false;                         // --explain: one line per trick (leader, winner, points)
  std::vector<engine::ScoreLine> trick_lines;  // filled when derive
  bool claim_all = false;                      // generating: every justified Strafe counts, as the record will claim it
};

void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl);  // Legen
void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// auction.cpp: a Raus, a Tout or a Rufspiel with each card that may be called, by each seat,
// for a hand recorded without Ansagen and contract (engine/contract_inference.h).
std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand);
void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl);

// ---- Strafen (scoring.cpp) ----
struct Strafe {
  int seat = 0;
  std::string_view type;  // THR bonus type: skimon, obere, untere, koenigreich, ... (a literal)
  Rational amount;        // signed, for the seat's party
  // The reason, a phrase of the catalogue (phrase.strafe/<type>: "{count} Obere", "alle 4
  // Bilder in {suit}") with its values: no string per hand.
  int count = 0;  // Obere, Untere: the run's length
  char suit = 0;  // Familie: the suit's letter
};
// A hand's Strafen (a few per seat at most).
using Strafen = engine::SmallVector<Strafe, 8>;
const std::vector<std::string>& strafe_types();
int obere_length(const CardSet& hand);  // with the Ski filling one gap or extending
int untere_length(const CardSet& hand);
Strafen hand_strafen(const CardSet& hand, int seat);
// Fein / Einser gefasst / fein gefasst. `t1_trick` 1-based, `t1_owner` who played it,
// `winner` who took that trick; `same_party(a, b)`.
Strafen einser_strafen(int t1_owner, int t1_trick, int winner, bool same_party);

// ---- Zählen und Anschreiben (scoring.cpp) ----
struct GameValue {
  bool declarer_won = false;
  bool tie = false;                        // 22,5 : 22,5
  Rational score;                          // the winner's score after the reset (23 / 18)
  Rational strafen;                        // net Strafen from the winner's side
  Rational value;                          // score + strafen, floored at zero where the rules say
  std::array<Rational, kSeats + 1> pay{};  // index = seat
  Message detail;                          // the derivation, in English and German
};
// Rufspiel: caller's party card points, net Strafen of the caller's party.
// Without `describe` the detail stays empty (it is only read for a finding, the
// derivation or the replay).
GameValue rufspiel_value(Rational party_points, Rational strafen_net, int caller, int partner, const Rules& rules,
                         bool describe = true);
// Raus: soloist's points, the best opponent's (contre) points, net Strafen of the soloist.
GameValue raus_value(Rational soloist_points, Rational contre_points, Rational strafen_net, int soloist,
                     const Rules& rules, bool describe = true);
// Tout: +240 all tricks, +120 all but one, -240 otherwise.
Rational tout_value(int tricks_won);

struct Contre {
  int seat = 0;
  Rational points;
  engine::SeatList joined;  // other opponents whose "leere Stiche" were added
};
// The best single opponent of `soloist`, with the "leere Stiche" of the others.
Contre best_opponent(const std::array<Pile, kSeats + 1>& piles, int soloist);

// A recorded <bonus> as the cards judge it: only a justified claim counts.
struct Claim {
  enum class Verdict { UnknownType, NotApplicable, Unjustified, Justified };
  const record::Bonus* bonus = nullptr;
  Verdict verdict = Verdict::Unjustified;
  std::size_t match = 0;  // index into Scores::justified when Justified
};

// The table's result as the rules compute it, from the Strafen that count.
struct Scores {
  bool explained = true;                  // lines and game.detail are filled in
  Strafen justified;                      // what the cards justify
  bool strafen_apply = false;             // a played Rufspiel or Raus: Strafen count
  engine::SmallVector<Claim, 8> claims;   // one per recorded <bonus>, in record order
  engine::SmallVector<char, 16> claimed;  // per justified Strafe: a claim took it
  GameValue game;
  Contre contre;
  Rational strafen_net;  // from the declaring party's side
  Rational declarer_points, defender_points;
  std::array<Rational, kSeats + 1> pay{};
  std::vector<engine::ScoreLine> lines;  // the count
};
// derive = false: no derivation line and no game detail is built.
Scores compute_scores(const HandState& st, bool derive = true);
// The game's detail: sc.game.detail, or computed now when `sc` was scored without it.
Message game_detail(const HandState& st, const Scores& sc);
// Reports the claimed Strafen, card points and settlement that differ from the count (result.cpp).
void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep);
// The recorded card points and settlement beside the count, for --explain (result.cpp).
std::vector<engine::ScoreLine> result_lines(const HandState& st, const Scores& sc);
// The `--explain` lines: each trick, each claimed Strafe, the count, then the record beside it.
std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc);

// A hand after which the same dealer deals again (Stecken, a Tout nobody takes): auction.cpp.
bool is_redeal(const record::Hand& hand);

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);

// module.cpp: the whole hand, what the module's analyse() returns.
engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts);

// The rule section names of the source, for findings.
inline constexpr const char* kSecDeal = "Geben";
inline constexpr const char* kSecLay = "Legen";
inline constexpr const char* kSecAnsagen = "Ansagen vor dem Spiel";
inline constexpr const char* kSecRufen = "Rufen";
inline constexpr const char* kSecTout = "Kleiner und großer Tout";
inline constexpr const char* kSecStecken = "Stecken";
inline constexpr const char* kSecPlay = "Spielphase";
inline constexpr const char* kSecSki = "Der Ski";
inline constexpr const char* kSecCount = "Zählen und Anschreiben";
inline constexpr const char* kSecStrafen = "Extrapunkte = Strafen";

}  // namespace stichprobe::games::tuebinger_tarock
