// Counting and payment (the comparison with the record is result.cpp). Card points are counted singly (114 in all); the
// Tappist adds his laid-away cards, the Solist the Tapp. 58 wins, 57:57 nobody pays. Factor 1 when the losers have
// 31-56 (St. Niklaus 32-56, Grächen 21-56), 2 below, 3 when the winners took every trick; Solo pays double. With 7-8
// players and a partner: each defender 1x, the partner 2x, the Tappist the rest.
#include <algorithm>

#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::ScoreLine;
using engine::seat_name;
using engine::seat_name_de;

namespace {

std::string str(int v) { return std::to_string(v); }
Message num(int v) { return engine::same_in_both(std::to_string(v)); }

// What the record says for a side's or a seat's card points (the first such entry), for the derivation.
std::optional<std::string> recorded_points(const HandState& st, const char* side, int seat) {
  if (!st.hand || !st.hand->result) return std::nullopt;
  for (const auto& p : st.hand->result->points)
    if ((side && p.side == side) || (seat && p.seat == seat)) return p.value.to_string();
  return std::nullopt;
}

// Every player with `points` and every other player settle the base amount: `sign` +1, those
// with `points` receive it from each other player; -1, they pay it to each.
void settle_with_the_rest(const HandState& st, Scores& sc, int points, int sign) {
  const auto& pts = sc.seat_points;
  const int base = st.rules.base;
  for (int p = 1; p <= st.players; ++p) {
    if (pts[static_cast<std::size_t>(p - 1)] != points) continue;
    for (int q = 1; q <= st.players; ++q) {
      if (pts[static_cast<std::size_t>(q - 1)] == points) continue;
      sc.payments[p] += sign * base;
      sc.payments[q] -= sign * base;
    }
  }
}

void misere_payments(const HandState& st, Scores& sc, bool derive) {
  const auto& pts = sc.seat_points;
  const int hi = *std::max_element(pts.begin(), pts.end());
  const int lo = *std::min_element(pts.begin(), pts.end());
  for (int s = 1; s <= st.players; ++s) sc.payments[s] = 0;
  if (hi == lo) {
    if (derive)
      sc.lines.push_back({{"misere", "Misere"},
                          {"nobody pays", "niemand zahlt"},
                          std::nullopt,
                          false,
                          {"every player has " + str(hi) + " points", "jeder Spieler hat " + str(hi) + " Punkte"}});
    return;
  }
  const MiserePayment mp = st.rules.misere_payment;
  if (mp == MiserePayment::HighestPays || mp == MiserePayment::Both) {
    // "Der Spieler, der am meisten Punkte gemacht hat, muss allen anderen je den Grundbetrag bezahlen."
    settle_with_the_rest(st, sc, hi, -1);
    if (derive)
      sc.lines.push_back(
          {{"misere: most points pays each other player", "Misere: wer am meisten Punkte hat, zahlt jedem anderen"},
           num(st.rules.base),
           std::nullopt,
           false,
           {"most points: " + str(hi), "meiste Punkte: " + str(hi)}});
  }
  if (mp == MiserePayment::LowestReceives || mp == MiserePayment::Both) {
    // St. Niklaus: "bekommt derjenige, der am wenigsten macht, von allen den Grundbetrag bezahlt."
    settle_with_the_rest(st, sc, lo, +1);
    if (derive)
      sc.lines.push_back({{"misere: fewest points receives from each other player",
                           "Misere: wer am wenigsten Punkte hat, bekommt von jedem anderen"},
                          num(st.rules.base),
                          std::nullopt,
                          false,
                          {"fewest points: " + str(lo), "wenigste Punkte: " + str(lo)}});
  }
}

// The hand can be counted: played out, a contract, every won card known, and what the
// declarer adds known too (the Solist counts the Tapp, the Tappist his laid-away cards).
bool countable(const HandState& st) {
  const Contract& k = st.contract;
  if (!st.play_complete || k.type.empty()) return false;
  for (const auto& pile : st.piles)
    for (Card c : pile)
      if (c.is_unknown()) return false;
  if (k.type == "solo" && !st.deal_known) return false;
  return !(k.type == "normal" && st.discards_unknown);
}

// A Misere: "Der Tapp wird nicht gebraucht." Each plays for himself.
void score_misere(const HandState& st, Scores& sc, bool derive) {
  if (derive)
    for (int s = 1; s <= st.players; ++s)
      sc.lines.push_back(engine::beside({seat_name(s) + " card points", "Punkte von " + seat_name_de(s)},
                                        str(sc.seat_points[static_cast<std::size_t>(s - 1)]),
                                        recorded_points(st, nullptr, s)));
  misere_payments(st, sc, derive);
}

// The tricks each side took: "Falls der/die Gewinner alle Sticher erzielt haben" pays triple.
struct SideTricks {
  int declarer = 0, defenders = 0;
};

// "Der Tappist oder Solist zählt den Wert des Tapps zu den eigenen Punkten hinzu.", then
// the sides' sums.
SideTricks count_sides(const HandState& st, Scores& sc, bool derive) {
  const Contract& k = st.contract;
  const engine::CardRow& extra = k.type == "solo" ? st.tapp : st.discards;
  sc.seat_points[static_cast<std::size_t>(k.declarer - 1)] += points_of(extra);
  SideTricks tricks;
  for (int s = 1; s <= st.players; ++s) {
    const int p = sc.seat_points[static_cast<std::size_t>(s - 1)];
    const int won = st.tricks_won[static_cast<std::size_t>(s - 1)];
    (st.on_declarer_side(s) ? sc.declarer_side : sc.defender_side) += p;
    (st.on_declarer_side(s) ? tricks.declarer : tricks.defenders) += won;
  }
  if (!derive) return tricks;
  const bool solo = k.type == "solo";
  const char* const who = solo ? "Solist" : st.partner ? "Tappist and partner" : "Tappist";
  const char* const wer = solo ? "Solist" : st.partner ? "Tappist und Partner" : "Tappist";
  sc.lines.push_back(engine::beside(
      {"declarer card points", "Punkte des Tappisten oder Solisten"}, str(sc.declarer_side),
      recorded_points(st, "declarer", 0),
      {std::string(who) + ": tricks + " + (solo ? "the Tapp " : "laid-away cards ") + str(points_of(extra)),
       std::string(wer) + ": Stiche + " + (solo ? "der Tapp " : "abgelegte Karten ") + str(points_of(extra))}));
  sc.lines.push_back(engine::beside({"defender card points", "Punkte der Gegenseite"}, str(sc.defender_side),
                                    recorded_points(st, "defenders", 0)));
  return tricks;
}

// "Wenn die Verliererseite 30 Punkte oder weniger hat, bezahlt sie den doppelten Grundbetrag"
// (the variant's threshold; with seven or eight and seven-eight-grades=paragraph that
// paragraph's "30 Punkte oder weniger"); the winners took every trick: triple.
int payment_factor(const HandState& st, Scores& sc, int losers_points, int losers_tricks, bool derive) {
  const int threshold = st.rules.paragraph_grades && st.players >= 7 ? 30 : st.rules.variant->double_threshold;
  const int factor = losers_tricks == 0 ? 3 : losers_points <= threshold ? 2 : 1;
  if (derive)
    sc.lines.push_back(
        {{"factor", "Faktor"},
         num(factor),
         std::nullopt,
         false,
         losers_tricks == 0
             ? Message{"the winners took every trick", "die Gewinner haben alle Stiche erzielt"}
             : Message{"losers have " + str(losers_points) + (factor == 2 ? " <= " : " > ") + str(threshold),
                       "die Verlierer haben " + str(losers_points) + (factor == 2 ? " <= " : " > ") + str(threshold)}});
  return factor;
}

// Each defender pays or receives the unit; with a partner "Der Partner des Tappisten bekommt
// oder bezahlt den doppelten Grundbetrag, der Tappist den Rest".
void pay_sides(const HandState& st, Scores& sc, bool declarer_wins, int unit) {
  const int sign = declarer_wins ? 1 : -1;
  int defenders = 0;
  for (int s = 1; s <= st.players; ++s)
    if (!st.on_declarer_side(s)) {
      sc.payments[s] = -sign * unit;
      ++defenders;
    }
  const int declarer = st.contract.declarer;
  if (st.partner) {
    sc.payments[st.partner] = sign * 2 * unit;
    sc.payments[declarer] = sign * (defenders - 2) * unit;
  } else {
    sc.payments[declarer] = sign * defenders * unit;
  }
}

// A normal game or Solo: 58 wins, 57:57 nobody pays; Solo pays double.
void score_game(const HandState& st, Scores& sc, bool derive) {
  const SideTricks tricks = count_sides(st, sc, derive);
  for (int s = 1; s <= st.players; ++s) sc.payments[s] = 0;
  if (sc.declarer_side < kWinningPoints && sc.defender_side < kWinningPoints) {
    // "Wenn die Punkte beidseitig genau 57 betragen, gewinnt keine Seite, und kein Geld wird gezahlt."
    if (derive)
      sc.lines.push_back({{"game", "Spiel"},
                          {"57:57, nobody pays", "57:57, niemand zahlt"},
                          std::nullopt,
                          false,
                          {"neither side wins, no money is paid", "keine Seite gewinnt, kein Geld wird gezahlt"}});
    return;
  }
  const bool declarer_wins = sc.declarer_side >= kWinningPoints;
  const bool solo = st.contract.type == "solo";
  const int factor = payment_factor(st, sc, declarer_wins ? sc.defender_side : sc.declarer_side,
                                    declarer_wins ? tricks.defenders : tricks.declarer, derive);
  const int unit = st.rules.base * factor * (solo ? 2 : 1);
  if (derive)
    sc.lines.push_back({{"unit", "Betrag"},
                        num(unit),
                        std::nullopt,
                        false,
                        {"base " + str(st.rules.base) + " x " + str(factor) + (solo ? " x 2 (Solo)" : ""),
                         "Grundbetrag " + str(st.rules.base) + " x " + str(factor) + (solo ? " x 2 (Solo)" : "")}});
  pay_sides(st, sc, declarer_wins, unit);
}

}  // namespace

Scores compute_scores(const HandState& st, bool derive) {
  Scores sc;
  if (!countable(st)) return sc;
  sc.available = true;
  sc.seat_points.assign(static_cast<std::size_t>(st.players), 0);
  for (int s = 1; s <= st.players; ++s)
    sc.seat_points[static_cast<std::size_t>(s - 1)] = points_of(st.piles[static_cast<std::size_t>(s - 1)]);
  if (derive)
    for (const auto& note : st.play_notes)
      sc.lines.push_back({{"the Narr", "der Narr"}, note, std::nullopt, false, {"", ""}});
  if (st.contract.type == "misere")
    score_misere(st, sc, derive);
  else
    score_game(st, sc, derive);
  return sc;
}

std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc) {
  std::vector<engine::ScoreLine> out;
  out.reserve(st.trick_lines.size() + sc.lines.size() + static_cast<std::size_t>(st.players));
  out.insert(out.end(), st.trick_lines.begin(), st.trick_lines.end());
  for (auto& line : sc.lines) out.push_back(std::move(line));
  const record::Result* rec = st.hand && st.hand->result ? &*st.hand->result : nullptr;
  if (rec && sc.available && st.contract.type != "misere")
    // A seat's own points may be written beside the sides' (THR: points seat="k").
    for (const auto& p : rec->points)
      if (p.seat && *p.seat >= 1 && *p.seat <= st.players)
        out.push_back(engine::beside({seat_name(*p.seat) + " card points", "Punkte von " + seat_name_de(*p.seat)},
                                     str(sc.seat_points[static_cast<std::size_t>(*p.seat - 1)]), p.value.to_string()));
  if (rec)
    for (const auto& b : rec->bonuses)  // "Troggu has no bonus": each recorded one is a mismatch
      out.push_back(engine::beside({"bonus " + b.type, "Prämie " + b.type}, "-", b.amount.to_string(),
                                   {"Troggu has no bonuses", "Troggu kennt keine Prämien"}));
  if (rec && rec->settlement && !rec->settlement->unit.empty())  // THR: unit="rappen" (settlement.unit)
    out.push_back({{"settlement unit", "Einheit der Abrechnung"},
                   {"rappen", "Rappen"},
                   rec->settlement->unit,
                   rec->settlement->unit != "rappen",
                   {"", ""}});
  if (sc.available) engine::add_payment_lines(out, sc.payments, st.players, rec);
  return out;
}

}  // namespace stichprobe::games::troggu
