// Counting and payment. Card points are counted singly (114 in all); the Tappist
// adds his laid-away cards, the Solist the Tapp. 58 wins, 57:57 nobody pays.
// Factor 1 when the losers have 31-56 (St. Niklaus 32-56, Grächen 21-56), 2 below,
// 3 when the winners took every trick; Solo pays double. With 7-8 players and a
// partner: each defender 1x, the partner 2x, the Tappist the rest.
#include <algorithm>
#include <array>

#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/analysis.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
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
  const int base = st.rules.base;
  const MiserePayment mp = st.rules.misere_payment;
  if (mp == MiserePayment::HighestPays || mp == MiserePayment::Both) {
    // "Der Spieler, der am meisten Punkte gemacht hat, muss allen anderen je den Grundbetrag bezahlen."
    for (int p = 1; p <= st.players; ++p) {
      if (pts[static_cast<std::size_t>(p - 1)] != hi) continue;
      for (int q = 1; q <= st.players; ++q) {
        if (pts[static_cast<std::size_t>(q - 1)] == hi) continue;
        sc.payments[p] -= base;
        sc.payments[q] += base;
      }
    }
    if (derive)
      sc.lines.push_back(
          {{"misere: most points pays each other player", "Misere: wer am meisten Punkte hat, zahlt jedem anderen"},
           num(base),
           std::nullopt,
           false,
           {"most points: " + str(hi), "meiste Punkte: " + str(hi)}});
  }
  if (mp == MiserePayment::LowestReceives || mp == MiserePayment::Both) {
    // St. Niklaus: "bekommt derjenige, der am wenigsten macht, von allen den Grundbetrag bezahlt."
    for (int p = 1; p <= st.players; ++p) {
      if (pts[static_cast<std::size_t>(p - 1)] != lo) continue;
      for (int q = 1; q <= st.players; ++q) {
        if (pts[static_cast<std::size_t>(q - 1)] == lo) continue;
        sc.payments[p] += base;
        sc.payments[q] -= base;
      }
    }
    if (derive)
      sc.lines.push_back({{"misere: fewest points receives from each other player",
                           "Misere: wer am wenigsten Punkte hat, bekommt von jedem anderen"},
                          num(base),
                          std::nullopt,
                          false,
                          {"fewest points: " + str(lo), "wenigste Punkte: " + str(lo)}});
  }
}

}  // namespace

Scores compute_scores(const HandState& st, bool derive) {
  Scores sc;
  const Contract& k = st.contract;
  if (!st.play_complete || k.type.empty()) return sc;
  for (const auto& pile : st.piles)
    for (Card c : pile)
      if (c.is_unknown()) return sc;
  // The Solist counts the Tapp, the Tappist his laid-away cards: both must be known.
  if (k.type == "solo" && !st.deal_known) return sc;
  if (k.type == "normal" && st.discards_unknown) return sc;
  sc.available = true;
  sc.seat_points.assign(static_cast<std::size_t>(st.players), 0);
  for (int s = 1; s <= st.players; ++s)
    sc.seat_points[static_cast<std::size_t>(s - 1)] = points_of(st.piles[static_cast<std::size_t>(s - 1)]);
  if (derive)
    for (const auto& note : st.play_notes)
      sc.lines.push_back({{"the Narr", "der Narr"}, note, std::nullopt, false, {"", ""}});
  if (k.type == "misere") {
    // "Der Tapp wird nicht gebraucht." Each plays for himself.
    if (derive)
      for (int s = 1; s <= st.players; ++s)
        sc.lines.push_back(engine::beside({seat_name(s) + " card points", "Punkte von " + seat_name_de(s)},
                                          str(sc.seat_points[static_cast<std::size_t>(s - 1)]),
                                          recorded_points(st, nullptr, s)));
    misere_payments(st, sc, derive);
    return sc;
  }
  // "Der Tappist oder Solist zählt den Wert des Tapps zu den eigenen Punkten hinzu."
  const std::vector<Card>& extra = k.type == "solo" ? st.tapp : st.discards;
  sc.seat_points[static_cast<std::size_t>(k.declarer - 1)] += points_of(extra);
  int decl_tricks = 0, def_tricks = 0;
  for (int s = 1; s <= st.players; ++s) {
    const int p = sc.seat_points[static_cast<std::size_t>(s - 1)];
    if (st.on_declarer_side(s)) {
      sc.declarer_side += p;
      decl_tricks += st.tricks_won[static_cast<std::size_t>(s - 1)];
    } else {
      sc.defender_side += p;
      def_tricks += st.tricks_won[static_cast<std::size_t>(s - 1)];
    }
  }
  const char* const who = k.type == "solo" ? "Solist" : st.partner ? "Tappist and partner" : "Tappist";
  const char* const wer = k.type == "solo" ? "Solist" : st.partner ? "Tappist und Partner" : "Tappist";
  if (derive) {
    sc.lines.push_back(
        engine::beside({"declarer card points", "Punkte des Tappisten oder Solisten"}, str(sc.declarer_side),
                       recorded_points(st, "declarer", 0),
                       {std::string(who) + ": tricks + " + (k.type == "solo" ? "the Tapp " : "laid-away cards ") +
                            str(points_of(extra)),
                        std::string(wer) + ": Stiche + " + (k.type == "solo" ? "der Tapp " : "abgelegte Karten ") +
                            str(points_of(extra))}));
    sc.lines.push_back(engine::beside({"defender card points", "Punkte der Gegenseite"}, str(sc.defender_side),
                                      recorded_points(st, "defenders", 0)));
  }
  for (int s = 1; s <= st.players; ++s) sc.payments[s] = 0;
  if (sc.declarer_side < kWinningPoints && sc.defender_side < kWinningPoints) {
    // "Wenn die Punkte beidseitig genau 57 betragen, gewinnt keine Seite, und kein Geld wird gezahlt."
    if (derive)
      sc.lines.push_back({{"game", "Spiel"},
                          {"57:57, nobody pays", "57:57, niemand zahlt"},
                          std::nullopt,
                          false,
                          {"neither side wins, no money is paid", "keine Seite gewinnt, kein Geld wird gezahlt"}});
    return sc;
  }
  const bool declarer_wins = sc.declarer_side >= kWinningPoints;
  const int losers_points = declarer_wins ? sc.defender_side : sc.declarer_side;
  const int losers_tricks = declarer_wins ? def_tricks : decl_tricks;
  const int threshold = st.rules.variant->double_threshold;
  const int factor = losers_tricks == 0 ? 3 : losers_points <= threshold ? 2 : 1;
  const int unit = st.rules.base * factor * (k.type == "solo" ? 2 : 1);
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
  if (derive)
    sc.lines.push_back(
        {{"unit", "Betrag"},
         num(unit),
         std::nullopt,
         false,
         {"base " + str(st.rules.base) + " x " + str(factor) + (k.type == "solo" ? " x 2 (Solo)" : ""),
          "Grundbetrag " + str(st.rules.base) + " x " + str(factor) + (k.type == "solo" ? " x 2 (Solo)" : "")}});
  const int sign = declarer_wins ? 1 : -1;
  int defenders = 0;
  for (int s = 1; s <= st.players; ++s)
    if (!st.on_declarer_side(s)) {
      sc.payments[s] = -sign * unit;
      ++defenders;
    }
  if (st.partner) {
    // "Der Partner des Tappisten bekommt oder bezahlt den doppelten Grundbetrag, der Tappist den Rest"
    sc.payments[st.partner] = sign * 2 * unit;
    sc.payments[k.declarer] = sign * (defenders - 2) * unit;
  } else {
    sc.payments[k.declarer] = sign * defenders * unit;
  }
  return sc;
}

void check_result(const HandState& st, const Scores& sc, Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (!hand.result) return;
  const record::Result& res = *hand.result;
  if (!sc.available) {
    if (!res.points.empty() || res.settlement)
      rep.info("points.unverifiable", "scoring", {res.pos, 0, 0},
               {"the play is incomplete or has unknown cards: the recorded points and payments are not checked",
                "das Spiel ist unvollständig oder hat unbekannte Karten: die aufgeschriebenen Punkte und Zahlungen "
                "werden nicht geprüft"},
               kCountSection);
    return;
  }
  for (const auto& p : res.points) {
    std::optional<int> computed;
    std::string what, was;
    if (p.seat && *p.seat >= 1 && *p.seat <= st.players) {
      computed = sc.seat_points[static_cast<std::size_t>(*p.seat - 1)];
      what = seat_name(*p.seat);
      was = seat_name_de(*p.seat);
    } else if (p.side && st.contract.type != "misere" && *p.side == "declarer") {
      computed = sc.declarer_side;
      what = st.contract.type == "solo" ? "the Solist" : "the Tappist's side";
      was = st.contract.type == "solo" ? "der Solist" : "die Seite des Tappisten";
    } else if (p.side && st.contract.type != "misere" && *p.side == "defenders") {
      computed = sc.defender_side;
      what = "the defenders";
      was = "die Gegenseite";
    }
    if (!computed) {
      rep.error("points.unknown-side", "scoring", {p.pos, 0, p.seat.value_or(0)},
                st.contract.type == "misere"
                    ? Message{"in a Misere each player counts for himself: points seat=\"k\"",
                              "in der Misere zählt jeder für sich selber: points seat=\"k\""}
                    : Message{"points are recorded for side=\"declarer\", side=\"defenders\" or a seat",
                              "Punkte werden für side=\"declarer\", side=\"defenders\" oder einen Sitz aufgeschrieben"},
                kCountSection);
      continue;
    }
    if (p.value != Rational(*computed))
      rep.error(
          "points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)},
          {what + " took " + std::to_string(*computed) + " card points, the record says " + p.value.to_string(),
           was + " hat " + std::to_string(*computed) + " Punkte gemacht, aufgeschrieben ist " + p.value.to_string()},
          kCountSection);
  }
  for (const auto& b : res.bonuses)
    rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)},
              {"Troggu has no bonus \"" + b.type + "\"", "Troggu kennt keine Prämie \"" + b.type + "\""}, kPaySection);
  if (!res.settlement) return;
  const record::Settlement& set = *res.settlement;
  if (!set.unit.empty() && set.unit != "rappen")
    rep.error("settlement.unit", "scoring", {set.pos, 0, 0},
              {"Troggu is paid in Rappen (\"Der Grundbetrag beträgt ... fünf Rappen, in Visp zehn Rappen\"), the "
               "record says unit=\"" +
                   set.unit + "\"",
               "Troggu wird in Rappen bezahlt (\"Der Grundbetrag beträgt ... fünf Rappen, in Visp zehn "
               "Rappen\"), aufgeschrieben ist unit=\"" +
                   set.unit + "\""},
              kPaySection);
  // Per seat 1..st.players (at most 8, as analyse_hand checks): what the record pays, and where.
  std::array<Rational, 9> recorded{};
  std::array<std::optional<Pos>, 9> where{};
  for (const auto& pay : set.pays) {
    if (pay.seat < 1 || pay.seat > st.players) {
      rep.error("settlement.bad-seat", "scoring", {pay.pos, 0, pay.seat},
                {"the settlement pays " + seat_name(pay.seat) + ", who is not at the table",
                 "die Abrechnung zahlt an " + seat_name_de(pay.seat) + ", der nicht am Tisch sitzt"},
                kPaySection);
      continue;
    }
    recorded[static_cast<std::size_t>(pay.seat)] += pay.amount;
    where[static_cast<std::size_t>(pay.seat)] = pay.pos;
  }
  for (int s = 1; s <= st.players; ++s) {
    const auto it = sc.payments.find(s);
    const Rational want = it == sc.payments.end() ? Rational(0) : it->second;
    const Rational got = recorded[static_cast<std::size_t>(s)];
    if (want == got) continue;
    const Pos pos = where[static_cast<std::size_t>(s)].value_or(set.pos);
    rep.error("settlement.amount", "scoring", {pos, 0, s},
              engine::settlement_mismatch(s, want, got, {"Rappen", "Rappen"}, {}),
              st.contract.type == "misere" ? kMisereSection : kPaySection);
  }
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
