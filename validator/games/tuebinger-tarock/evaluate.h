// One hand run through the rules: deal, Legen, Ansagen, play with the Ski, the
// piles and the Strafen the cards justify. analyse() compares its figures with the
// record; generate() writes them into the record.
#pragma once
#include <array>
#include <vector>

#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {

struct Evaluation {
  RuleSet rules;
  AuctionResult auction;
  bool have_hands = false;
  std::vector<CardSet> dealt;  // index seat-1, as dealt (the dealer 21 cards)
  std::vector<CardSet> start;  // after the dealer laid his two cards
  std::vector<Card> laid;
  CardSet dealt_twice;                 // duplicates in the deal: both seats are said to hold them
  int partner = 0;                     // the holder of the called card
  std::array<int, kSeats + 1> side{};  // 1 = the declaring party, 2 = the others
  std::array<Pile, kSeats + 1> piles{};
  int tricks_played = 0;
  bool play_complete = false;  // all 19 tricks
  bool played = false;         // a game was decided and play was recorded
  std::vector<Strafe> justified;
  bool explain_tricks = false;                 // --explain: one line per trick (leader, winner, points)
  std::vector<engine::ScoreLine> trick_lines;  // filled when explain_tricks
};

// Deal and Legen (deal.cpp): fills dealt/start/laid and reports their faults.
void check_deal(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl);
void check_laying(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl);

Evaluation evaluate(const engine::HandContext& ctx, const record::Hand& hand, engine::Reporter& rep,
                    engine::Timeline& tl, bool explain_tricks = false);

// The table's result as the rules compute it, from the Strafen that count.
struct Scored {
  bool explained = true;  // lines and game.detail are filled in
  GameValue game;
  Contre contre;
  Rational strafen_net;  // from the declaring party's side
  Rational declarer_points, defender_points;
  std::array<Rational, kSeats + 1> pay{};
  std::vector<engine::ScoreLine> lines;
};
// Without `explain` no derivation line and no game detail is built.
Scored score(const Evaluation& ev, const std::vector<Strafe>& counted, bool explain = true);
// The game's detail: sc.game.detail, or computed now when `sc` was scored without it.
Message game_detail(const Evaluation& ev, const Scored& sc);

// The rule section names of the source, for findings.
inline constexpr const char* kSecDeal = "Geben";
inline constexpr const char* kSecLay = "Legen";
inline constexpr const char* kSecPlay = "Spielphase";
inline constexpr const char* kSecSki = "Der Ski";
inline constexpr const char* kSecCount = "Zählen und Anschreiben";
inline constexpr const char* kSecStrafen = "Extrapunkte = Strafen";

}  // namespace stichprobe::games::tuebinger
