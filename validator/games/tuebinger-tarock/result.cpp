// The result: which claimed Strafen count, the game value and what is written on
// the score sheet, compared item by item with what the table recorded.
#include "validator/games/tuebinger-tarock/result.h"

#include "formats/vocabulary.h"
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::games::tuebinger {
namespace {
using engine::seat_name;
using engine::seat_name_de;
std::string txt(Rational r) { return r.to_string(true); }
}  // namespace

namespace {
// The game value from the piles and the netted Strafen already in `sc`.
GameValue game_value(const Evaluation& ev, const Scored& sc, bool describe) {
  const AuctionResult& a = ev.auction;
  if (a.kind == Kind::Rufspiel)
    return rufspiel_value(sc.declarer_points, sc.strafen_net, a.declarer, ev.partner, ev.rules, describe);
  if (a.kind == Kind::Raus)
    return raus_value(ev.piles[static_cast<std::size_t>(a.declarer)].points, sc.contre.points, sc.strafen_net,
                      a.declarer, ev.rules, describe);
  GameValue g;
  if (a.kind == Kind::Tout) {
    const int tricks = ev.piles[static_cast<std::size_t>(a.declarer)].tricks;
    g.declarer_won = tricks >= kTricks - 1;
    g.value = tout_value(tricks);
    g.pay[static_cast<std::size_t>(a.declarer)] = g.value;
    if (describe)
      g.detail = {seat_name(a.declarer) + " takes " + std::to_string(tricks) + " of 19 tricks",
                  seat_name_de(a.declarer) + " macht " + std::to_string(tricks) + " von 19 Stichen"};
  }
  return g;
}
}  // namespace

Message game_detail(const Evaluation& ev, const Scored& sc) {
  return sc.explained || !ev.played ? sc.game.detail : game_value(ev, sc, true).detail;
}

Scored score(const Evaluation& ev, const std::vector<Strafe>& counted, bool explain) {
  Scored sc;
  sc.explained = explain;
  const AuctionResult& a = ev.auction;
  if (!ev.played) return sc;
  for (const Strafe& s : counted)
    sc.strafen_net += ev.side[static_cast<std::size_t>(s.seat)] == 1 ? s.amount : -s.amount;
  for (int s = 1; s <= kSeats; ++s)
    (ev.side[static_cast<std::size_t>(s)] == 1 ? sc.declarer_points : sc.defender_points) +=
        ev.piles[static_cast<std::size_t>(s)].points;
  if (a.kind == Kind::Raus) sc.contre = best_opponent(ev.piles, a.declarer);
  sc.game = game_value(ev, sc, explain);
  sc.pay = sc.game.pay;
  if (!explain) return sc;
  sc.lines.push_back({{"declaring party card points", "Punkte der spielenden Partei"},
                      engine::same_in_both(txt(sc.declarer_points)),
                      std::nullopt,
                      false,
                      {"with the dealer's laid cards where he belongs to the party",
                       "mit den gelegten Karten des Gebers, wenn er zur Partei gehört"}});
  sc.lines.push_back({{"other party card points", "Punkte der Gegenpartei"},
                      engine::same_in_both(txt(sc.defender_points)),
                      std::nullopt,
                      false,
                      {}});
  if (a.kind == Kind::Raus)
    sc.lines.push_back(
        {{"best opponent (contre) " + seat_name(sc.contre.seat),
          "bester Gegner (Contre) " + seat_name_de(sc.contre.seat)},
         engine::same_in_both(txt(sc.contre.points)),
         std::nullopt,
         false,
         {std::to_string(sc.contre.joined.size()) + " other opponent(s) with leere Stiche added",
          std::to_string(sc.contre.joined.size()) + " andere(r) Gegner mit leeren Stichen hinzugezählt"}});
  sc.lines.push_back({{"Strafen (declaring party, net)", "Strafen (spielende Partei, verrechnet)"},
                      engine::same_in_both(txt(sc.strafen_net)),
                      std::nullopt,
                      false,
                      {}});
  sc.lines.push_back(
      {{"game value", "Spielwert"}, engine::same_in_both(txt(sc.game.value)), std::nullopt, false, sc.game.detail});
  return sc;
}

std::vector<Strafe> counted_strafen(const record::Hand& hand, const Evaluation& ev, engine::Reporter& rep,
                                    std::vector<engine::ScoreLine>* explained) {
  std::vector<Strafe> counted;
  if (!hand.result) return counted;
  const bool applicable = ev.played && (ev.auction.kind == Kind::Rufspiel || ev.auction.kind == Kind::Raus);
  std::vector<bool> used(ev.justified.size(), false);
  for (const record::Bonus& b : hand.result->bonuses) {
    const int seat = b.seat.value_or(0);
    const engine::Reporter::Where at{b.pos, 0, seat};
    // The line for --explain: the recorded Strafe beside what the cards justify ("none").
    const auto explain = [&](const std::optional<Rational>& due) {
      if (!explained) return;
      explained->push_back(
          {{"Strafe " + b.type + " of " + seat_name(seat), "Strafe " + b.type + " von " + seat_name_de(seat)},
           due ? engine::same_in_both(txt(*due)) : Message{"none", "keine"},
           txt(b.amount),
           !due || *due != b.amount,
           {}});
    };
    bool known = false;
    for (const auto& t : strafe_types()) known = known || t == b.type;
    if (!known) {
      const std::string near = closest_name(b.type, strafe_types());
      rep.error("bonus.unknown-type", "scoring", at,
                {"\"" + b.type + "\" is not a Strafe of Tübinger Tarock" +
                     (near.empty() ? "" : "; did you mean \"" + near + "\"?"),
                 "„" + b.type + "“ ist keine Strafe des Tübinger Tarocks" +
                     (near.empty() ? "" : "; gemeint: „" + near + "“?")},
                kSecStrafen);
      explain(std::nullopt);
      continue;
    }
    if (!applicable) {
      rep.error("bonus.unjustified", "scoring", at,
                {"a " + b.type + " is claimed, but Strafen count only in a played Rufspiel or Raus",
                 b.type + " ist angemeldet, aber Strafen zählen nur in einem gespielten Ruf-Spiel oder Raus"},
                kSecStrafen);
      explain(std::nullopt);
      continue;
    }
    std::size_t match = ev.justified.size();
    for (std::size_t i = 0; i < ev.justified.size(); ++i)
      if (!used[i] && ev.justified[i].seat == seat && ev.justified[i].type == b.type) {
        match = i;
        break;
      }
    if (match == ev.justified.size()) {
      rep.error(
          "bonus.unjustified", "scoring", at,
          {seat_name(seat) + " claims " + b.type + " (" + txt(b.amount) + "), which the cards do not justify",
           seat_name_de(seat) + " meldet " + b.type + " (" + txt(b.amount) + ") an, das geben die Karten nicht her"},
          kSecStrafen);
      explain(std::nullopt);
      continue;
    }
    used[match] = true;
    const Strafe& j = ev.justified[match];
    explain(j.amount);
    if (b.amount != j.amount)
      rep.error("bonus.amount", "scoring", at,
                {seat_name(seat) + "'s " + b.type + " (" + j.why + ") is worth " + txt(j.amount) + ", the record has " +
                     txt(b.amount),
                 b.type + " von " + seat_name_de(seat) + " (" + j.why + ") zählt " + txt(j.amount) +
                     ", aufgeschrieben ist " + txt(b.amount)},
                kSecStrafen);
    counted.push_back(j);
  }
  if (applicable)
    for (std::size_t i = 0; i < ev.justified.size(); ++i)
      if (!used[i])
        rep.info("bonus.unclaimed", "scoring", {hand.result->pos, 0, ev.justified[i].seat},
                 {seat_name(ev.justified[i].seat) + " could have claimed " + ev.justified[i].type + " (" +
                      ev.justified[i].why + ", " + txt(ev.justified[i].amount) + "); only claimed Strafen count",
                  seat_name_de(ev.justified[i].seat) + " hätte " + ev.justified[i].type + " anmelden können (" +
                      ev.justified[i].why + ", " + txt(ev.justified[i].amount) + "); nur angemeldete Strafen zählen"},
                 kSecStrafen);
  return counted;
}

void compare_result(const record::Hand& hand, const Evaluation& ev, Scored& sc, engine::Reporter& rep) {
  if (!hand.result) return;
  const record::Result& r = *hand.result;
  const bool counted = ev.played && ev.play_complete;
  for (const record::Points& p : r.points) {
    std::optional<Rational> want;
    const bool of_seat = p.seat && *p.seat >= 1 && *p.seat <= kSeats;
    // Whose points, in words: only for a derivation line or a finding, not for every hand.
    const auto who = [&] {
      if (of_seat) return Message{seat_name(*p.seat), seat_name_de(*p.seat)};
      if (p.side == "declarer") return Message{"the declaring party", "die spielende Partei"};
      return Message{"the defending party", "die Gegenpartei"};
    };
    if (of_seat) {
      want = ev.piles[static_cast<std::size_t>(*p.seat)].points;
    } else if (p.side == "declarer") {
      want = sc.declarer_points;
    } else if (p.side == "defenders") {
      want = sc.defender_points;
    } else {
      rep.error("points.unknown-side", "scoring", {p.pos, 0, p.seat.value_or(0)},
                {"points must name a seat or side=\"declarer\"/\"defenders\"",
                 "Punkte müssen einen Sitz oder side=\"declarer\"/\"defenders\" nennen"},
                kSecCount);
      continue;
    }
    if (!counted) continue;
    if (sc.explained) {
      const Message w = who();
      sc.lines.push_back({{"card points of " + w.en, "Punkte: " + w.de},
                          engine::same_in_both(txt(*want)),
                          txt(p.value),
                          *want != p.value,
                          {}});
    }
    if (*want != p.value) {
      const Message w = who();
      rep.error("points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)},
                {w.en + " has " + txt(*want) + " card points, the record has " + txt(p.value),
                 w.de + " hat " + txt(*want) + " Punkte, aufgeschrieben ist " + txt(p.value)},
                kSecCount);
    }
  }
  if (!r.settlement) return;
  if (ev.auction.kind == Kind::Open || (ev.played == false && !ev.auction.redeal()) ||
      (ev.played && !ev.play_complete && ev.auction.kind != Kind::Tout)) {
    rep.info("settlement.unverifiable", "scoring", {r.settlement->pos, 0, 0},
             {"the settlement cannot be checked: the game was not played out",
              "das Anschreiben lässt sich nicht prüfen: das Spiel wurde nicht zu Ende gespielt"},
             kSecCount);
    return;
  }
  for (int s = 1; s <= kSeats; ++s) {
    Rational recorded;
    Pos pos = r.settlement->pos;
    for (const record::Pay& pay : r.settlement->pays)
      if (pay.seat == s) {
        recorded += pay.amount;
        pos = pay.pos;
      }
    const Rational want = sc.pay[static_cast<std::size_t>(s)];
    if (sc.explained)
      sc.lines.push_back({{seat_name(s) + " is written", seat_name_de(s) + " wird angeschrieben"},
                          engine::same_in_both(txt(want)),
                          txt(recorded),
                          want != recorded,
                          {}});
    if (want != recorded) {
      const Message detail = game_detail(ev, sc);
      rep.error("settlement.amount", "scoring", {pos, 0, s}, engine::settlement_mismatch(s, want, recorded, {}, detail),
                kSecCount);
    }
  }
}

}  // namespace stichprobe::games::tuebinger
