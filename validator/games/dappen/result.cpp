// Comparing what the table recorded (points, Ulti, settlement) with the rules' result, item by item.
#include <algorithm>

#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/dappen/analyse.h"

namespace stichprobe::games::dappen {

void compare_result(const Rules& r, const record::Hand& hand, int declarer, const Score& score, engine::Reporter& rep,
                    std::vector<engine::ScoreLine>& lines) {
  if (!hand.result) return;
  const record::Result& res = *hand.result;
  const char* const section = "Wertung";
  for (const auto& p : res.points) {
    if (!score.points_known) {
      rep.info("points.unverifiable", "scoring", {p.pos, 0, p.seat.value_or(0)},
               {"card points cannot be checked: the hand ended when the seven 5ers were shown",
                "die Kartenpunkte sind nicht prüfbar: das Spiel endete mit dem Vorzeigen der sieben 5er"},
               section);
      continue;
    }
    const bool decl = p.side ? *p.side == "declarer" : (p.seat && *p.seat == declarer);
    const Rational want = decl ? score.declarer_points : score.defender_points;
    const char* const who = decl ? "the declarer" : "the defenders";
    const char* const wer = decl ? "der Alleinspieler hat " : "die Gegenspieler haben ";
    for (auto& l : lines)  // empty without --explain
      if (l.item.en == (decl ? "declarer card points" : "defenders' card points")) {
        l.recorded = p.value.to_string();
        l.mismatch = p.value != want;
      }
    if (p.value != want)
      rep.error(
          "points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)},
          {std::string(who) + " have " + want.to_string() + " card points, the record says " + p.value.to_string(),
           std::string(wer) + want.to_string() + " Kartenpunkte, aufgeschrieben ist " + p.value.to_string()},
          section);
  }
  for (const auto& b : res.bonuses) {
    const BonusLine* found = nullptr;
    for (const auto& c : score.bonuses)
      if (c.type == b.type && (!b.seat || *b.seat == c.seat)) found = &c;
    if (!lines.empty())  // --explain: the recorded bonus beside what the hand earns
      lines.push_back({{"recorded " + b.type + (b.seat ? " of " + engine::seat_name(*b.seat) : ""),
                        "aufgeschrieben: " + b.type + (b.seat ? " von " + engine::seat_name_de(*b.seat) : "")},
                       found ? engine::same_in_both(found->amount.to_string()) : Message{"none", "keiner"},
                       b.amount.to_string(),
                       !found || found->amount != b.amount,
                       {}});
    if (!found) {
      rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)},
                {"no " + b.type + " is due in this hand (recorded " + b.amount.to_string() + ")",
                 "in diesem Spiel ist kein " + b.type + " fällig (aufgeschrieben: " + b.amount.to_string() + ")"},
                "Ulti");
    } else if (found->amount != b.amount) {
      rep.error(
          "bonus.amount", "scoring", {b.pos, 0, b.seat.value_or(0)},
          {b.type + " is worth " + found->amount.to_string() + " per defender, the record says " + b.amount.to_string(),
           b.type + " ist " + found->amount.to_string() + " je Gegenspieler wert, aufgeschrieben ist " +
               b.amount.to_string()},
          "Ulti");
    }
  }
  if (!res.settlement) return;
  const record::Settlement& st = *res.settlement;
  if (!lines.empty())
    lines.push_back({{"settlement unit", "Einheit der Abrechnung"},
                     {r.v.unit, r.v.unit == "cent" ? "Cent" : "Punkte"},
                     st.unit,
                     st.unit != r.v.unit,
                     {}});
  if (st.unit != r.v.unit)
    rep.error("settlement.unit", "scoring", {st.pos, 0, 0},
              {"this variant pays in '" + r.v.unit + "', the record says '" + st.unit + "'",
               "diese Variante zahlt in '" + r.v.unit + "', aufgeschrieben ist '" + st.unit + "'"},
              section);
  // Every seat paid or recorded, ascending, each once.
  std::vector<int> seats;
  seats.reserve(score.payments.size() + st.pays.size());
  for (const auto& [seat, amount] : score.payments) seats.push_back(seat);
  for (const auto& p : st.pays) seats.push_back(p.seat);
  std::sort(seats.begin(), seats.end());
  seats.erase(std::unique(seats.begin(), seats.end()), seats.end());
  for (int seat : seats) {
    Rational recorded;
    Pos pos = st.pos;
    for (const auto& p : st.pays)
      if (p.seat == seat) {
        recorded += p.amount;
        pos = p.pos;
      }
    auto it = score.payments.find(seat);
    const Rational want = it == score.payments.end() ? Rational(0) : it->second;
    if (!lines.empty())
      for (auto& l : lines)
        if (l.item.en == engine::seat_name(seat)) {
          l.recorded = recorded.to_string();
          l.mismatch = recorded != want;
        }
    if (recorded != want)
      rep.error(
          "settlement.amount", "scoring", {pos, 0, seat},
          engine::settlement_mismatch(seat, want, recorded, r.v.unit == "cent" ? Message{"cent", "Cent"} : Message{},
                                      {"game value " + std::to_string(score.value) + " per defender, factor " +
                                           std::to_string(score.factor) + " included",
                                       "Spielwert " + std::to_string(score.value) + " je Gegenspieler, Spielfaktor " +
                                           std::to_string(score.factor) + " eingerechnet"}),
          section);
  }
}

}  // namespace stichprobe::games::dappen
