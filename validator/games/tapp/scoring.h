// Who won and what each seat pays: the game values of the rank table, the 61 Augen
// of a Farbspiel, Bettel's and Durch's tricks, and Ramsch with its Jungfer.
#pragma once
#include <map>
#include <vector>

#include "formats/rational.h"
#include "validator/games/tapp/phases.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

// The tricks as played so far.
struct PlayState {
  std::vector<std::vector<Card>> piles;  // index seat - 1
  std::vector<int> tricks;               // tricks won, index seat - 1
  int tricks_played = 0;
  int last_winner = 0;
  bool complete = false;  // every trick of the hand is played
};

enum class Verdict { Open, Won, Lost };

// The result as far as the tricks so far fix it (Bettel is lost with the declarer's
// first trick, Rufer and Durch with the defenders' first, a Farbspiel at 61 Augen).
Verdict verdict(const Contract& c, const Rules& r, const Table& t, const PlayState& p);

struct Score {
  Verdict verdict = Verdict::Open;
  bool points_known = false;
  int declarer_points = 0;  // Farbspiel: the Tapp (or the pressed cards) included
  int defender_points = 0;
  std::vector<int> seat_points;      // index seat - 1; Ramsch: the Tapp with the last trick
  std::vector<int> losers;           // Ramsch: the seats with the most Augen
  std::vector<int> jungfern;         // Ramsch: seats without a trick
  std::map<int, Rational> payments;  // seat -> cent, + receives; empty while Open
};

Score compute_score(const Contract& c, const Rules& r, const Table& t, const PlayState& p);

}  // namespace stichprobe::games::tapp

#include "validator/engine/reporter.h"

namespace stichprobe::games::tapp {

// Compares <result> (points, bonuses, settlement) with the computed score and fills
// the derivation lines (null: not wanted, and their text is not built).
void check_result(const record::Hand& hand, const Rules& rules, const Contract& contract, const PlayState& play,
                  const Score& score, engine::Reporter& rep, std::vector<engine::ScoreLine>* derivation);

}  // namespace stichprobe::games::tapp
