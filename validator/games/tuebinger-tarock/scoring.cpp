// Zählen und Anschreiben: the reset counts (23 in a Rufspiel, 18 in a Raus), the
// Strafen netted before the factor, the floor at zero, and the Tout values.
#include <algorithm>

#include "validator/games/tuebinger-tarock/rules.h"

namespace stichprobe::games::tuebinger {
namespace {
const Rational kTotal{91};
std::string txt(Rational r) { return r.to_string(true); }
Rational floored(Rational v) { return v < Rational(0) ? Rational(0) : v; }
}  // namespace

GameValue rufspiel_value(Rational party_points, Rational strafen_net, int caller, int partner, const RuleSet& rules,
                         bool describe) {
  GameValue g;
  // "Man zählt bis 23 und beginnt dann wieder bei 0." Both parties count so.
  const Rational decl = party_points - 23, def = kTotal - party_points - 23;
  if (decl >= Rational(23)) {
    g.declarer_won = true;
    g.score = decl;
    g.strafen = strafen_net;
    g.value = rules.floor_won_games ? floored(decl + strafen_net) : decl + strafen_net;
    g.pay[static_cast<std::size_t>(caller)] += g.value;
    if (partner != caller && partner != 0) g.pay[static_cast<std::size_t>(partner)] += g.value;
    if (describe)
      g.detail = {"caller's party " + txt(party_points) + " - 23 = " + txt(decl) + ", Strafen " + txt(strafen_net) +
                      ": caller and partner each +" + txt(g.value),
                  "Partei des Rufers " + txt(party_points) + " - 23 = " + txt(decl) + ", Strafen " + txt(strafen_net) +
                      ": Rufer und Gerufener je +" + txt(g.value)};
    return g;
  }
  if (def < Rational(23)) {
    g.tie = true;  // 45,5 : 45,5 -> 22,5 : 22,5, neither party reaches 23 again
    if (!rules.tie_caller_loses) {
      if (describe)
        g.detail = {"22,5 : 22,5 after the reset: nobody reaches 23, nothing is written",
                    "22,5 : 22,5 nach dem Null-Durchgang: niemand erreicht 23, es wird nichts angeschrieben"};
      return g;
    }
  }
  g.score = def;
  g.strafen =
      -strafen_net;  // "bei einem verlorenen Spiel von den in den Stichen der Gegner erzielten Punkten abgezogen"
  g.value = floored(def - strafen_net);                    // "ein Punktabzug nur bis Null zulässig"
  g.pay[static_cast<std::size_t>(caller)] -= 2 * g.value;  // "dem Rufer 2 mal 29 = 58 Punkte abgezogen"
  if (rules.defenders_credited)
    for (int s = 1; s <= kSeats; ++s)
      if (s != caller && s != partner) g.pay[static_cast<std::size_t>(s)] += g.value;
  if (describe)
    g.detail = {"defenders " + txt(kTotal - party_points) + " - 23 = " + txt(def) + ", caller's Strafen " +
                    txt(strafen_net) + ": caller -2 x " + txt(g.value) + ", partner 0",
                "Gegenpartei " + txt(kTotal - party_points) + " - 23 = " + txt(def) + ", Strafen des Rufers " +
                    txt(strafen_net) + ": Rufer -2 x " + txt(g.value) + ", Gerufener 0"};
  return g;
}

GameValue raus_value(Rational soloist_points, Rational contre_points, Rational strafen_net, int soloist,
                     const RuleSet& rules, bool describe) {
  GameValue g;
  // "Im ersten Durchgang wird nur bis 18 gezählt und dann erneut mit 0 angefangen."
  const Rational solo = soloist_points - 18;
  const Rational contre = rules.raus_opponent_reset ? contre_points - 18 : contre_points;
  if (solo > contre) {  // "wenn er mehr Punkte gesammelt hat als der beste seiner Gegner"
    g.declarer_won = true;
    g.score = solo;
    g.strafen = strafen_net;
    g.value = rules.floor_won_games ? floored(solo + strafen_net) : solo + strafen_net;
    g.pay[static_cast<std::size_t>(soloist)] += 3 * g.value;
    if (describe)
      g.detail = {"Raus " + txt(soloist_points) + " - 18 = " + txt(solo) + " beats the best opponent's " + txt(contre) +
                      ", Strafen " + txt(strafen_net) + ": 3 x " + txt(g.value),
                  "Raus " + txt(soloist_points) + " - 18 = " + txt(solo) + " schlägt den besten Gegner mit " +
                      txt(contre) + ", Strafen " + txt(strafen_net) + ": 3 x " + txt(g.value)};
    return g;
  }
  g.score = contre;
  g.strafen = -strafen_net;
  g.value = floored(contre - strafen_net);
  g.pay[static_cast<std::size_t>(soloist)] -=
      3 * g.value;  // "Es bleibt also auch bei einem verlorenen Raus beim Faktor 3."
  if (rules.defenders_credited)
    for (int s = 1; s <= kSeats; ++s)
      if (s != soloist) g.pay[static_cast<std::size_t>(s)] += g.value;
  if (describe)
    g.detail = {"Raus " + txt(solo) + " does not beat the best opponent's " + txt(contre) + ", Strafen " +
                    txt(strafen_net) + ": -3 x " + txt(g.value),
                "Raus " + txt(solo) + " schlägt den besten Gegner mit " + txt(contre) + " nicht, Strafen " +
                    txt(strafen_net) + ": -3 x " + txt(g.value)};
  return g;
}

Rational tout_value(int tricks_won) {
  if (tricks_won == kTricks) return 240;      // "großer Tout ... 240 Pluspunkte"
  if (tricks_won == kTricks - 1) return 120;  // "kleiner Tout ... 120 Pluspunkte"
  return -240;                                // "Muss er 2 oder mehr Stiche abgeben, erhält er 240 Minuspunkte."
}

Contre best_opponent(const std::array<Pile, kSeats + 1>& piles, int soloist) {
  // "Gewonnen hat der Alleinspieler, wenn er mehr Punkte gesammelt hat als der beste
  // seiner Gegner. ... Punkte eines anderen Gegners dürfen beim besten Gegner
  // hinzugezählt werden, wenn sie aus höchstens 3 leeren Stichen bestehen": the best
  // is the opponent with the most points of his own; the others' leere Stiche are
  // added to him afterwards and so never change who is best. The dealer's laid cards
  // go with his pile. Between equal best, the opponents add where it counts most.
  auto joinable = [&](int s) {
    const Pile& p = piles[static_cast<std::size_t>(s)];
    return p.tricks <= 3 && p.empty_only;
  };
  auto own = [&](int s) { return piles[static_cast<std::size_t>(s)].points; };
  Rational top;
  bool any = false;
  for (int o = 1; o <= kSeats; ++o)
    if (o != soloist && (!any || own(o) > top)) {
      top = own(o);
      any = true;
    }
  Contre best;
  for (int o = 1; o <= kSeats; ++o) {
    if (o == soloist || own(o) != top) continue;
    Contre c{o, own(o), {}};
    for (int other = 1; other <= kSeats; ++other) {
      if (other == soloist || other == o || !joinable(other)) continue;
      c.points += own(other);
      c.joined.push_back(other);
    }
    if (best.seat == 0 || c.points > best.points) best = c;
  }
  return best;
}

}  // namespace stichprobe::games::tuebinger
