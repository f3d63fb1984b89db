// Zählen und Anschreiben: the Strafen the cards justify and which of them count, the
// reset counts (23 in a Rufspiel, 18 in a Raus), the Strafen netted before the factor,
// the floor at zero, the Tout values, and the --explain derivation.
#include <algorithm>
#include <array>

#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {
using engine::seat_name;
using engine::seat_name_de;
const Rational kTotal{91};
Rational floored(Rational v) { return v < Rational(0) ? Rational(0) : v; }
}  // namespace

// ---- Extrapunkte = "Strafen": those of the hand at the start of play and those of
// the Einser's fate in play. Amounts are for the seat's party (signed). ----

const std::vector<std::string>& strafe_types() {
  static const std::vector<std::string> kTypes{"skimon",
                                               "obere",
                                               "untere",
                                               "koenigreich",
                                               "skisiertes-koenigreich",
                                               "familie",
                                               "skisierte-familie",
                                               "fein",
                                               "einser-gefasst",
                                               "einser-fein-gefasst"};
  return kTypes;
}

namespace {
// Length of the run from `first` stepping by `step`, where the Ski may stand for one
// missing tarock or lengthen the run by one ("Der Ski kann eine Lücke ersetzen, bzw.
// die Zahl der Oberen um 1 erhöhen").
int run_length(const CardSet& hand, int first, int step) {
  int joker = hand.contains(Card::fool()) ? 1 : 0;
  int length = 0;
  for (int t = first; t >= 1 && t <= 21; t += step) {
    if (hand.contains(Card::trump(t))) {
      ++length;
    } else if (joker > 0) {
      --joker;
      ++length;
    } else {
      break;
    }
  }
  return length;
}
}  // namespace

int obere_length(const CardSet& hand) { return run_length(hand, 21, -1); }
int untere_length(const CardSet& hand) { return run_length(hand, 1, +1); }

Strafen hand_strafen(const CardSet& hand, int seat) {
  Strafen out;
  const bool ski = hand.contains(Card::fool());
  if (ski && hand.contains(Card::trump(21)) && hand.contains(Card::trump(1))) out.push_back({seat, "skimon", 10});
  // "Man bekommt Pluspunkte in doppelter Zahl, also mindestens 6."
  if (int n = obere_length(hand); n >= 3) out.push_back({seat, "obere", 2 * n, n});
  if (int n = untere_length(hand); n >= 3) out.push_back({seat, "untere", 2 * n, n});
  const int kings = king_count(hand);
  if (kings == 4) out.push_back({seat, "koenigreich", 10});
  if (kings == 3 && ski) out.push_back({seat, "skisiertes-koenigreich", 5});
  for (Suit s : kSuits) {
    int courts = 0;
    for (Rank r : {Rank::King, Rank::Queen, Rank::Cavalier, Rank::Jack})
      courts += hand.contains(Card::suited(s, r)) ? 1 : 0;
    if (courts == 4) out.push_back({seat, "familie", 10, 0, suit_letter(s)});
    if (courts == 3 && ski) out.push_back({seat, "skisierte-familie", 5, 0, suit_letter(s)});
  }
  return out;
}

Strafen einser_strafen(int t1_owner, int t1_trick, int winner, bool same_party) {
  Strafen out;
  if (t1_owner == 0 || winner == 0) return out;
  const bool last = t1_trick == kTricks;
  if (last && winner == t1_owner) out.push_back({t1_owner, "fein", 10});
  if (!same_party) {
    if (last)
      out.push_back({t1_owner, "einser-fein-gefasst", -10});
    else
      out.push_back({t1_owner, "einser-gefasst", -5});
  }
  return out;
}

// ---- The game value ----

GameValue rufspiel_value(Rational party_points, Rational strafen_net, int caller, int partner, const Rules& rules,
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
                     const Rules& rules, bool describe) {
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

// ---- The hand's count ----

namespace {
// The Strafen belong to the games counted by card points: the hand Strafen of each seat,
// then the Einser's.
Strafen justified_strafen(const HandState& st) {
  Strafen out;
  if (st.auction.kind != Kind::Rufspiel && st.auction.kind != Kind::Raus) return out;
  for (int s = 1; s <= kSeats; ++s) {
    const auto i = static_cast<std::size_t>(s - 1);
    for (auto& strafe : hand_strafen(st.rules.strafen_as_dealt ? st.dealt[i] : st.start[i], s))
      out.push_back(std::move(strafe));
  }
  const EinserFate& e = st.einser;
  if (e.owner != 0)
    for (auto& strafe :
         einser_strafen(e.owner, e.trick, e.winner,
                        st.side[static_cast<std::size_t>(e.owner)] == st.side[static_cast<std::size_t>(e.winner)]))
      out.push_back(std::move(strafe));
  return out;
}

bool is_strafe_type(const std::string& type) {
  const auto& types = strafe_types();
  return std::find(types.begin(), types.end(), type) != types.end();
}

// Each recorded <bonus> against the justified Strafen: a claim takes the first
// justified one of its seat and type that no earlier claim took.
void judge_claims(const HandState& st, Scores& sc) {
  sc.strafen_apply = st.played && (st.auction.kind == Kind::Rufspiel || st.auction.kind == Kind::Raus);
  sc.claimed.assign(sc.justified.size(), false);
  if (!st.hand->result) return;
  for (const record::Bonus& b : st.hand->result->bonuses) {
    Claim c{&b, Claim::Verdict::Unjustified, 0};
    if (!is_strafe_type(b.type)) {
      c.verdict = Claim::Verdict::UnknownType;
    } else if (!sc.strafen_apply) {
      c.verdict = Claim::Verdict::NotApplicable;
    } else {
      for (std::size_t i = 0; i < sc.justified.size(); ++i)
        if (!sc.claimed[i] && sc.justified[i].seat == b.seat.value_or(0) && sc.justified[i].type == b.type) {
          sc.claimed[i] = true;
          c = {&b, Claim::Verdict::Justified, i};
          break;
        }
    }
    sc.claims.push_back(c);
  }
}

// Only claimed Strafen count ("Strafen ... anmelden"; forgotten ones help nothing): the
// justified claims, or every justified Strafe for a record being written.
engine::SmallVector<const Strafe*, 16> counted_strafen(const HandState& st, const Scores& sc) {
  engine::SmallVector<const Strafe*, 16> counted;  // borrowed from sc.justified: no copy
  if (st.claim_all)
    for (const Strafe& s : sc.justified) counted.push_back(&s);
  else
    for (const Claim& c : sc.claims)
      if (c.verdict == Claim::Verdict::Justified) counted.push_back(&sc.justified[c.match]);
  return counted;
}

// The game value from the piles and the netted Strafen already in `sc`.
GameValue game_value(const HandState& st, const Scores& sc, bool describe) {
  const AuctionResult& a = st.auction;
  if (a.kind == Kind::Rufspiel)
    return rufspiel_value(sc.declarer_points, sc.strafen_net, a.declarer, st.partner, st.rules, describe);
  if (a.kind == Kind::Raus)
    return raus_value(st.piles[static_cast<std::size_t>(a.declarer)].points, sc.contre.points, sc.strafen_net,
                      a.declarer, st.rules, describe);
  GameValue g;
  if (a.kind == Kind::Tout) {
    const int tricks = st.piles[static_cast<std::size_t>(a.declarer)].tricks;
    g.declarer_won = tricks >= kTricks - 1;
    g.value = tout_value(tricks);
    g.pay[static_cast<std::size_t>(a.declarer)] = g.value;
    if (describe)
      g.detail = {seat_name(a.declarer) + " takes " + std::to_string(tricks) + " of 19 tricks",
                  seat_name_de(a.declarer) + " macht " + std::to_string(tricks) + " von 19 Stichen"};
  }
  return g;
}

engine::ScoreLine count_line(Message label, Rational value, Message note = {}) {
  return {std::move(label), engine::same_in_both(txt(value)), std::nullopt, false, std::move(note)};
}

// The count as --explain shows it: both parties, the contre in a Raus, Strafen, game value.
void add_count_lines(const HandState& st, Scores& sc) {
  sc.lines.push_back(count_line({"declaring party card points", "Punkte der spielenden Partei"}, sc.declarer_points,
                                {"with the dealer's laid cards where he belongs to the party",
                                 "mit den gelegten Karten des Gebers, wenn er zur Partei gehört"}));
  sc.lines.push_back(count_line({"other party card points", "Punkte der Gegenpartei"}, sc.defender_points));
  if (st.auction.kind == Kind::Raus)
    sc.lines.push_back(
        count_line({"best opponent (contre) " + seat_name(sc.contre.seat),
                    "bester Gegner (Contre) " + seat_name_de(sc.contre.seat)},
                   sc.contre.points,
                   {std::to_string(sc.contre.joined.size()) + " other opponent(s) with leere Stiche added",
                    std::to_string(sc.contre.joined.size()) + " andere(r) Gegner mit leeren Stichen hinzugezählt"}));
  sc.lines.push_back(
      count_line({"Strafen (declaring party, net)", "Strafen (spielende Partei, verrechnet)"}, sc.strafen_net));
  sc.lines.push_back(count_line({"game value", "Spielwert"}, sc.game.value, sc.game.detail));
}

// --explain's line for a recorded Strafe beside what the cards justify ("none").
engine::ScoreLine claim_line(const Claim& c, const Scores& sc) {
  const record::Bonus& b = *c.bonus;
  const int seat = b.seat.value_or(0);
  std::optional<Rational> due;
  if (c.verdict == Claim::Verdict::Justified) due = sc.justified[c.match].amount;
  return {{"Strafe " + b.type + " of " + seat_name(seat), "Strafe " + b.type + " von " + seat_name_de(seat)},
          due ? engine::same_in_both(txt(*due)) : Message{"none", "keine"},
          txt(b.amount),
          !due || *due != b.amount,
          {}};
}
}  // namespace

Scores compute_scores(const HandState& st, bool derive) {
  Scores sc;
  sc.explained = derive;
  sc.justified = justified_strafen(st);
  judge_claims(st, sc);
  if (!st.played) return sc;
  for (const Strafe* s : counted_strafen(st, sc))
    sc.strafen_net += st.side[static_cast<std::size_t>(s->seat)] == 1 ? s->amount : -s->amount;
  for (int s = 1; s <= kSeats; ++s)
    (st.side[static_cast<std::size_t>(s)] == 1 ? sc.declarer_points : sc.defender_points) +=
        st.piles[static_cast<std::size_t>(s)].points;
  if (st.auction.kind == Kind::Raus) sc.contre = best_opponent(st.piles, st.auction.declarer);
  sc.game = game_value(st, sc, derive);
  sc.pay = sc.game.pay;
  if (derive) add_count_lines(st, sc);
  return sc;
}

Message game_detail(const HandState& st, const Scores& sc) {
  return sc.explained || !st.played ? sc.game.detail : game_value(st, sc, true).detail;
}

std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc) {
  std::vector<engine::ScoreLine> out = st.trick_lines;  // the play first, then the count
  for (const Claim& c : sc.claims) out.push_back(claim_line(c, sc));
  for (auto& line : sc.lines) out.push_back(std::move(line));
  for (auto& line : result_lines(st, sc)) out.push_back(std::move(line));
  // "jeweils 29 Punkte gut geschrieben": the sheet is in points.
  if (const auto& res = st.hand->result; res && res->settlement && !res->settlement->unit.empty())
    out.push_back({{"settlement unit", "Einheit der Abrechnung"},
                   {"point", "Punkte"},
                   res->settlement->unit,
                   res->settlement->unit != "point",
                   {}});
  return out;
}

}  // namespace stichprobe::games::tuebinger_tarock
