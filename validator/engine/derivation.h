// Lines of the `--explain` derivation that read alike in every game: each trick's
// leader, winner and points, and each seat's payment, beside what the record says,
// with ScoreLine::mismatch (✗) on every difference. A game adds its own lines
// (packets, thresholds, factors) between them.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

// "+10", "0", "-5": a payment as the settlement writes it (+ receives).
std::string signed_text(const Rational& amount);

// One played trick as the rules see it, and what the record wrote for it.
struct TrickSummary {
  int trick = 0;
  int leader = 0;  // the seat the rules make lead
  int winner = 0;  // the seat that wins by the rules
  Rational points;
  std::optional<int> recorded_lead;
  std::optional<int> recorded_winner;
};

// "trick 3: seat 2 leads, seat 4 wins, 7 points", recorded `lead="3"` (and `winner=` if written),
// a mismatch when either differs.
ScoreLine trick_line(const TrickSummary& t);

// A computed value beside the recorded one; mismatch when both are known and differ.
ScoreLine beside(Message item, const std::string& computed, std::optional<std::string> recorded, Message detail = {});

// One line per seat 1..seats: the computed payment beside the recorded settlement
// (a seat the settlement does not list paid nothing), `detail` per seat if given.
void add_payment_lines(std::vector<ScoreLine>& out, const std::map<int, Rational>& computed, int seats,
                       const record::Result* result, const std::map<int, Message>& detail = {});

}  // namespace stichprobe::engine
