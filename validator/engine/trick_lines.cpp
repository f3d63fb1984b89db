// --explain's trick lines: what the README promises an arbiter for every trick (who led,
// who won, its points), computed beside recorded. Kept out of trick_play.cpp: only
// asked for when a derivation is.
#include <algorithm>

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {
namespace {

bool reported(const Findings& findings, const char* code, int trick_no) {
  return std::any_of(findings.begin(), findings.end(),
                     [&](const Finding& f) { return f.trick == trick_no && f.code == code; });
}

}  // namespace

ScoreLine TrickPlay::explain_trick(const record::Trick& trick, int trick_no, int expected_leader,
                                   const TrickResult& result, const Findings& findings) const {
  const bool wrong_leader = reported(findings, "play.wrong-leader", trick_no);
  const bool wrong_winner = reported(findings, "play.wrong-winner", trick_no);
  // The rules' leader where the record's was wrong; else the seat play went on from.
  const int leader = wrong_leader ? expected_leader : result.leader;
  const std::vector<Card> cards(result.cards.begin(), result.cards.end());
  const std::string points = pile_points_ ? pile_points_(std::span<const Card>(cards)).to_string() : "?";
  const char* const unit = points == "1" ? " point" : " points";
  const std::string no = std::to_string(trick_no);
  ScoreLine line;
  line.item = {"trick " + no, "Stich " + no};
  line.computed = {seat_name(leader) + " leads, " + (result.winner ? seat_name(result.winner) : "nobody") + " wins, " +
                       points + unit,
                   seat_name_de(leader) + " spielt aus, " + (result.winner ? seat_name_de(result.winner) : "niemand") +
                       " sticht, " + points + " Augen"};
  // As the record writes it (its attributes read the same in every language).
  std::string recorded;
  if (trick.lead) recorded = "lead=\"" + std::to_string(*trick.lead) + "\"";
  if (trick.winner)
    recorded += (recorded.empty() ? "" : " ") + std::string("winner=\"") + std::to_string(*trick.winner) + "\"";
  if (!recorded.empty()) line.recorded = recorded;
  line.mismatch = wrong_leader || wrong_winner;
  std::string played;
  for (std::size_t i = 0; i < result.cards.size(); ++i)
    played += (played.empty() ? "" : " ") + card_code(result.cards[i]) + " (" + std::to_string(result.seats[i]) + ")";
  line.detail = {"cards (seat): " + played, "Karten (Sitz): " + played};
  return line;
}

}  // namespace stichprobe::engine
