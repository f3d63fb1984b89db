#include "validator/engine/derivation.h"

#include "validator/engine/trick_play.h"

namespace stichprobe::engine {

std::string signed_text(const Rational& amount) { return (amount > Rational(0) ? "+" : "") + amount.to_string(); }

ScoreLine trick_line(const TrickSummary& t) {
  const std::string n = std::to_string(t.trick), p = t.points.to_string();
  ScoreLine line{{"trick " + n, "Stich " + n},
                 {seat_name(t.leader) + " leads, " + seat_name(t.winner) + " wins, " + p + " points",
                  seat_name_de(t.leader) + " spielt aus, " + seat_name_de(t.winner) + " gewinnt, " + p + " Punkte"},
                 std::nullopt,
                 false,
                 {"", ""}};
  if (!t.recorded_lead && !t.recorded_winner) return line;
  // As the record writes it (its attributes read the same in every language).
  std::string rec;
  if (t.recorded_lead) rec = "lead=\"" + std::to_string(*t.recorded_lead) + "\"";
  if (t.recorded_winner)
    rec += (rec.empty() ? "" : " ") + std::string("winner=\"") + std::to_string(*t.recorded_winner) + "\"";
  line.recorded = rec;
  line.mismatch =
      (t.recorded_lead && *t.recorded_lead != t.leader) || (t.recorded_winner && *t.recorded_winner != t.winner);
  return line;
}

ScoreLine beside(Message item, const std::string& computed, std::optional<std::string> recorded, Message detail) {
  const bool mismatch = recorded && *recorded != computed;
  return {std::move(item), same_in_both(computed), std::move(recorded), mismatch, std::move(detail)};
}

void add_payment_lines(std::vector<ScoreLine>& out, const std::map<int, Rational>& computed, int seats,
                       const record::Result* result, const std::map<int, Message>& detail) {
  const bool settled = result && result->settlement;
  std::map<int, Rational> recorded;
  if (settled)
    for (const auto& p : result->settlement->pays) recorded[p.seat] += p.amount;
  for (int seat = 1; seat <= seats; ++seat) {
    const auto c = computed.find(seat);
    const auto r = recorded.find(seat);
    const auto d = detail.find(seat);
    std::optional<std::string> rec;
    if (settled) rec = signed_text(r == recorded.end() ? Rational(0) : r->second);
    out.push_back(beside({seat_name(seat) + " settles", "Abrechnung " + seat_name_de(seat)},
                         signed_text(c == computed.end() ? Rational(0) : c->second), rec,
                         d == detail.end() ? Message{"", ""} : d->second));
  }
}

}  // namespace stichprobe::engine
