// Counting and paying a hand: the Dapp rule, the win threshold, the game value
// of each variant, Furtwangen's Marsch liability and Ulti.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "validator/engine/game.h"
#include "validator/games/dappen/play.h"

namespace stichprobe::games::dappen {

struct ScoreInput {
  const Rules* rules = nullptr;
  int declarer = 0;
  std::string contract;
  std::vector<int> payers;   // the defenders who pay and receive (a sitting-out dealer by option)
  bool seven_fives = false;  // Furtwangen: all seven 5ers shown, a won Marsch without play
  std::vector<Card> dapp;    // the Dapp as it lies after the exchange (pressed cards, or the Solo's talon)
  PlayOutcome play;
  int tricks = 0;
  std::vector<int> displaced;  // defenders who dapped or raised (Marsch liability)
  bool derive = true;          // false: no derivation lines (Score::lines stays empty)
};

struct BonusLine {
  int seat = 0;
  std::string type;  // ulti-3, ulti-2, ulti-1
  Rational amount;   // per defender, + won by the declarer, - lost
};

struct Score {
  bool points_known = true;
  bool dapp_to_declarer = false;
  Rational declarer_points, defender_points;
  Verdict verdict;
  int factor = 1;
  int value = 0;  // per defender, before any Marsch liability
  std::vector<BonusLine> bonuses;
  std::map<int, Rational> payments;  // seat -> + receives / - pays (only non-zero entries)
  std::vector<engine::ScoreLine> lines;
};

Score score_hand(const ScoreInput& in);

}  // namespace stichprobe::games::dappen
