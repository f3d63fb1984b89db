// The pieces of Tübinger Tarock as pure functions, shared by analyse(), generate()
// and the unit tests. Seats 1..4 play anticlockwise: the player to the right of
// seat k is k+1 (THR §2). The "Ski" is the fool (Excuse), the "Einser" trump I,
// the "Einundzwanziger" trump XXI, "Blättle" the pips, "Bilder" the courts.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "formats/record.h"
#include "validator/core/trick.h"
#include "validator/engine/game.h"
#include "validator/engine/reporter.h"
#include "validator/engine/timeline.h"

namespace stichprobe::games::tuebinger {

inline constexpr int kSeats = 4;
inline constexpr int kTricks = 19;
inline constexpr int kHandSize = 19;
inline constexpr int kDealerDealt = 21;  // "Nur der Geber erhält am Schluss 6 statt 4 Karten."
inline constexpr const char* kGameId = "tuebinger-tarock";

inline int right_of(int seat) { return seat % kSeats + 1; }

// The rules options (spec.cpp lists them with their source sentences).
struct RuleSet {
  bool ski_is_tarock = false;       // ski-is-tarock: the Ski counts toward the 8 Tarock of "fort mit"
  bool ski_goes_over = false;       // ski-without-low-card=goes-over (default: settle-at-count)
  bool raus_opponent_reset = true;  // raus-opponent-reset: the best opponent also counts from 18
  bool tie_caller_loses = false;    // rufspiel-tie=caller-loses (default: nobody scores)
  bool defenders_credited = false;  // defender-credit=game-value (default: none)
  bool laid_tarock_gone = true;     // laid-tarock=gone: a laid-away tarock is no longer "im Spiel"
  bool strafen_as_dealt = false;    // strafen-hand=as-dealt (default: after-laying)
  bool floor_won_games = true;      // strafen-floor=both (default) | lost-only
};
RuleSet rule_set(const engine::Options& options);
// The rules resolved once per session (GameModule::prepare).
struct SessionRules final : engine::SessionPrep {
  RuleSet rules;
};
// The session's rules: SessionRules', or read from ctx's options when nobody prepared them.
inline engine::PreparedOr<RuleSet> rules_for(const engine::HandContext& ctx) {
  const SessionRules* prep = engine::prepared<SessionRules>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return rule_set(ctx.options); }};
}
const engine::GameSpec& game_spec();
std::vector<engine::FindingInfo> finding_catalogue();  // findings.cpp

// ---- Cards (cards.cpp) ----
// Zählwerte: 4,5 König, T21, T1, Ski; 3,5 Dame; 2,5 Cavall; 1,5 Bube; 0,5 Blättle and T2–T20.
Rational card_value(Card c);
Rational pile_value(const std::vector<Card>& cards);
bool is_low(Card c);  // worth 0,5: a "leerer" card
bool may_lay(
    Card c);  // "Gelegt werden dürfen alle Karten außer den Königen, dem Ski, dem Einser und dem Einundzwanziger."
int king_count(const CardSet& hand);
int tarock_count(const CardSet& hand, bool ski_is_tarock);
// "keine Karte ... die mehr als 0,5 Punkte wert ist ..., höchstens 7 Tarocks"
bool tout_eligible(const CardSet& hand_after_laying);
// "Anspielen muss man Tarock von oben herunter": the tarock the leader must lead
// instead of `lead`, or nullopt when `lead` is allowed. `gone` holds the tarocks
// no longer in another hand (played, and laid away when laid-tarock=gone).
std::optional<Card> von_oben_required(const CardSet& hand, Card lead, const CardSet& gone);
core::TrickRules trick_rules();

// ---- Auction (auction.cpp) ----
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
};
// `hands`: index seat-1, each seat's hand after the dealer laid his two cards.
AuctionResult check_auction(const record::Hand& hand, const std::vector<CardSet>& hands, const RuleSet& rules,
                            engine::Reporter& rep, engine::Timeline& tl);

// ---- Strafen (strafen.cpp) ----
struct Strafe {
  int seat = 0;
  std::string type;  // THR bonus type: skimon, obere, untere, koenigreich, ...
  Rational amount;   // signed, for the seat's party
  std::string why;
};
const std::vector<std::string>& strafe_types();
int obere_length(const CardSet& hand);  // with the Ski filling one gap or extending
int untere_length(const CardSet& hand);
std::vector<Strafe> hand_strafen(const CardSet& hand, int seat);
// Fein / Einser gefasst / fein gefasst. `t1_trick` 1-based, `t1_owner` who played it,
// `winner` who took that trick; `same_party(a, b)`.
std::vector<Strafe> einser_strafen(int t1_owner, int t1_trick, int winner, bool same_party);

// ---- Scoring (scoring.cpp) ----
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
GameValue rufspiel_value(Rational party_points, Rational strafen_net, int caller, int partner, const RuleSet& rules,
                         bool describe = true);
// Raus: soloist's points, the best opponent's (contre) points, net Strafen of the soloist.
GameValue raus_value(Rational soloist_points, Rational contre_points, Rational strafen_net, int soloist,
                     const RuleSet& rules, bool describe = true);
// Tout: +240 all tricks, +120 all but one, -240 otherwise.
Rational tout_value(int tricks_won);

struct Pile {
  Rational points;  // cards won, laid cards, Ski adjustments
  int tricks = 0;
  bool empty_only = true;  // only 0,5 cards (and the Ski) in its tricks
  bool dealer = false;
};
struct Contre {
  int seat = 0;
  Rational points;
  std::vector<int> joined;  // other opponents whose "leere Stiche" were added
};
// The best single opponent of `soloist`, with the "leere Stiche" of the others.
Contre best_opponent(const std::array<Pile, kSeats + 1>& piles, int soloist);

}  // namespace stichprobe::games::tuebinger
