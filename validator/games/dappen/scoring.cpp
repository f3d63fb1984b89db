// Counting and paying a hand: the Dapp rule, the win threshold, the game value of
// each variant, Furtwangen's Marsch liability and Ulti.
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

bool declarer_wins(const Rules& r, Rational declarer, Rational defenders, int declarer_cards, int defender_cards) {
  if (r.v.counting == Counting::Threes) {
    if (declarer > Rational(35)) return true;
    return r.card_tiebreak && declarer == Rational(35) && declarer_cards > defender_cards;
  }
  if (declarer >= Rational(40)) return true;
  return declarer == Rational(39) && defenders == Rational(39);
}

int tens_up_value(int difference, int factor) {
  const int raw = difference * factor;
  return (raw + 9) / 10 * 10;
}

int single_cents(int difference, bool full) {
  // Work in half cents so "kaufmännisch" (half up) stays exact: nearest multiple of 10 half-cents.
  const int half_cents = full ? 2 * difference : difference;
  const int rounded = (half_cents + 5) / 10 * 5;
  return rounded == 0 ? 5 : rounded;
}

int div_five_value(int difference) { return difference / 5 + 1; }

int contract_factor(const Rules& r, const std::string& contract, bool won) {
  const ContractRow* row = contract_row(r.v, contract);
  if (!row) return 1;
  return won ? row->factor_won : row->factor_lost;
}

int ulti_points(Card c) {
  switch (c.trump_number()) {
    case 3: return 10;
    case 2: return 20;
    case 1: return 30;
    default: return 0;
  }
}

namespace {

void add_line(Scores& s, Message item, Message computed, Message detail) {
  engine::ScoreLine l;
  l.item = std::move(item);
  l.computed = std::move(computed);
  l.detail = std::move(detail);
  s.lines.push_back(std::move(l));
}

// A number as the computed value.
void add_line(Scores& s, Message item, std::string number, Message detail) {
  add_line(s, std::move(item), engine::same_in_both(std::move(number)), std::move(detail));
}

void pay(Scores& s, int from, int to, Rational amount) {
  s.payments[from] -= amount;
  s.payments[to] += amount;
}

// The defenders who pay and receive, and a sitting-out dealer where the option says so.
engine::SeatList payers(const HandState& st) {
  engine::SeatList out;
  out.reserve(st.table.order.size() + 1);
  for (int s : st.table.order)
    if (s != st.declarer) out.push_back(s);
  if (st.table.sitting_out && st.rules.sitting_out_pays) out.push_back(st.table.sitting_out);
  return out;
}

// Each side's card points and who wins: "Der Dapp zählt zu den Stichen des Alleinspielers wenn dieser
// wenigstens einen Stich macht, sonst fällt er an die Gegenspieler."
void count_cards(const HandState& st, Scores& s, bool derive) {
  const Rules& r = st.rules;
  const PlayOutcome& play = st.play;
  // Each side's cards as a tally (count_points needs no more), not as a merged pile.
  CardTally decl = tally(play.piles[static_cast<std::size_t>(st.declarer - 1)]);
  CardTally def;
  for (std::size_t i = 0; i < play.piles.size(); ++i)
    if (static_cast<int>(i) + 1 != st.declarer) def += tally(play.piles[i]);
  s.dapp_to_declarer = play.declarer_tricks > 0 && !(st.contract == "solo" && r.solo_dapp_defenders);
  (s.dapp_to_declarer ? decl : def) += tally(st.laid_dapp);
  s.declarer_points = count_points(decl, r.v.counting);
  s.defender_points = count_points(def, r.v.counting);
  s.verdict.declarer_wins =
      declarer_wins(r, s.declarer_points, s.defender_points, static_cast<int>(decl.cards), static_cast<int>(def.cards));
  s.verdict.marsch = play.tricks_played == st.tricks && (play.declarer_tricks == 0 || play.defender_tricks == 0);
  s.verdict.loser_points = s.verdict.declarer_wins ? s.defender_points : s.declarer_points;
  const Rational diff = Rational(r.v.threshold) - s.verdict.loser_points;
  s.verdict.difference = diff < Rational(0) ? 0 : static_cast<int>(diff.floor());
  // Furtwangen: "Ein Marsch zählt immer 40 Differenzpunkte für die Sieger."
  if (r.v.scoring == Scoring::Cents && s.verdict.marsch) s.verdict.difference = 40;
  if (!derive) return;
  const bool pairs = r.v.counting == Counting::Pairs;
  add_line(s, {"declarer card points", "Kartenpunkte des Alleinspielers"}, s.declarer_points.to_string(),
           {std::string(pairs ? "pairs minus 1" : "threes minus 2") +
                (s.dapp_to_declarer ? ", the Dapp included" : ", without the Dapp"),
            std::string(pairs ? "paarweise, je 1 abgezogen" : "in 3er-Lagen, je 2 abgezogen") +
                (s.dapp_to_declarer ? ", mit dem Dapp" : ", ohne den Dapp")});
  add_line(s, {"defenders' card points", "Kartenpunkte der Gegenspieler"}, s.defender_points.to_string(),
           s.dapp_to_declarer ? Message{"", ""} : Message{"the Dapp included", "mit dem Dapp"});
}

// The game value per defender, by the variant's scoring and the contract's factor.
void value_game(const HandState& st, Scores& s, bool derive) {
  const Rules& r = st.rules;
  const bool won = s.verdict.declarer_wins;
  s.factor = contract_factor(r, st.contract, won);
  const int diff = s.verdict.difference;
  switch (r.v.scoring) {
    case Scoring::TensUp: s.value = tens_up_value(diff, s.factor); break;
    case Scoring::Cents: s.value = single_cents(diff, r.cents_full) * s.factor; break;
    case Scoring::DivFive: s.value = div_five_value(diff) * s.factor; break;
  }
  if (derive)
    add_line(
        s, {"game value (" + st.contract + ")", "Spielwert (" + st.contract + ")"}, std::to_string(s.value),
        {std::string(won ? "declarer wins" : "declarer loses") + ", difference " + std::to_string(diff) + ", factor " +
             std::to_string(s.factor) + (s.verdict.marsch ? ", Marsch" : ""),
         std::string(won ? "Alleinspieler gewinnt" : "Alleinspieler verliert") + ", Differenz " + std::to_string(diff) +
             ", Spielfaktor " + std::to_string(s.factor) + (s.verdict.marsch ? ", Marsch" : "")});
}

// Furtwangen Marsch liability: "Hat ein Gegenspieler allerdings gedappt, gestreckt oder gstiesiert, muss dieser
// den Marsch des Alleinspielers allein zahlen".
engine::SeatList liable_for_marsch(const HandState& st, const Scores& s, std::span<const int> payers) {
  const Rules& r = st.rules;
  engine::SeatList liable;
  if (r.v.scoring != Scoring::Cents || !s.verdict.declarer_wins || !s.verdict.marsch ||
      (st.seven_fives && !r.seven_fives_as_marsch))
    return liable;
  for (int d : st.displaced)
    if (std::find(payers.begin(), payers.end(), d) != payers.end()) liable.push_back(d);
  const int g = st.play.gstiesierer;
  if (g != 0 && std::find(liable.begin(), liable.end(), g) == liable.end()) liable.push_back(g);
  return liable;
}

// The game paid: by every defender, or by the liable ones for a Marsch.
void pay_game(const HandState& st, Scores& s, std::span<const int> payers, bool derive) {
  const Rules& r = st.rules;
  const bool won = s.verdict.declarer_wins;
  const int defenders = static_cast<int>(payers.size());
  const engine::SeatList liable = liable_for_marsch(st, s, payers);
  const Rational value(s.value);
  if (liable.empty() || defenders == 0) {
    for (int p : payers) won ? pay(s, p, st.declarer, value) : pay(s, st.declarer, p, value);
    return;
  }
  const Rational total = value * Rational(defenders);
  const Rational alone = r.marsch_half ? total / Rational(2) : total;
  for (int p : liable) pay(s, p, st.declarer, alone / Rational(static_cast<std::int64_t>(liable.size())));
  if (r.marsch_half)
    for (int p : payers) pay(s, p, st.declarer, total / Rational(2) / Rational(defenders));
  if (derive)
    add_line(
        s, {"Marsch liability", "Marsch allein zu zahlen"}, "",
        {"paid by the seat(s) who dapped, streckt or gstiesiert", "zahlt, wer gedappt, gestreckt oder gstiesiert hat"});
}

// Ulti: "Die Ultis werden einzeln gewonnen oder verloren, nicht en bloc." Never doubled.
void pay_ulti(const HandState& st, Scores& s, std::span<const int> payers, bool derive) {
  for (const auto& [card, ulti_won] : st.play.ulti) {
    const Rational cents = st.rules.ulti_full ? Rational(ulti_points(card)) : Rational(ulti_points(card), 2);
    s.bonuses.push_back({st.declarer, "ulti-" + std::to_string(card.trump_number()), ulti_won ? cents : -cents});
    for (int p : payers) ulti_won ? pay(s, p, st.declarer, cents) : pay(s, st.declarer, p, cents);
    if (derive)
      add_line(s, {"Ulti with " + card_code(card), "Ulti mit " + card_code(card)},
               (ulti_won ? "+" : "-") + cents.to_string(), {"per defender", "je Gegenspieler"});
  }
}

// The recorded card points beside the computed ones.
void note_points(const HandState& st, const Scores& sc, std::vector<engine::ScoreLine>& lines) {
  if (!sc.points_known) return;
  for (const auto& p : st.hand->result->points) {
    const bool decl = is_declarers(p, st.declarer);
    const Rational want = decl ? sc.declarer_points : sc.defender_points;
    for (auto& l : lines)
      if (l.item.en == (decl ? "declarer card points" : "defenders' card points")) {
        l.recorded = p.value.to_string();
        l.mismatch = p.value != want;
      }
  }
}

// Each recorded bonus beside what the hand earns.
void note_bonuses(const HandState& st, const Scores& sc, std::vector<engine::ScoreLine>& lines) {
  for (const auto& b : st.hand->result->bonuses) {
    const BonusLine* found = computed_bonus(sc, b);
    lines.push_back({{"recorded " + b.type + (b.seat ? " of " + engine::seat_name(*b.seat) : ""),
                      "aufgeschrieben: " + b.type + (b.seat ? " von " + engine::seat_name_de(*b.seat) : "")},
                     found ? engine::same_in_both(found->amount.to_string()) : Message{"none", "keiner"},
                     b.amount.to_string(),
                     !found || found->amount != b.amount,
                     {}});
  }
}

// The recorded unit and each seat's recorded payment beside the computed ones.
void note_settlement(const HandState& st, const Scores& sc, const record::Settlement& settlement,
                     std::vector<engine::ScoreLine>& lines) {
  const std::string& unit = st.rules.v.unit;
  lines.push_back({{"settlement unit", "Einheit der Abrechnung"},
                   {unit, unit == "cent" ? "Cent" : "Punkte"},
                   settlement.unit,
                   settlement.unit != unit && !settlement_in_chips(st, settlement),
                   {}});
  for (int seat : settled_seats(sc, settlement)) {
    const Rational recorded = recorded_pay(settlement, seat).first;
    const Rational want = computed_pay(sc, seat);
    for (auto& l : lines)
      if (l.item.en == engine::seat_name(seat)) {
        l.recorded = recorded.to_string();
        l.mismatch = recorded != want;
      }
  }
}

}  // namespace

Scores compute_scores(const HandState& st, bool derive) {
  Scores s;
  if (st.seven_fives) {
    // "Hält der Alleinspieler vor oder nach Aufnahme des Dapp alle sieben 5er auf der Hand, dann zeigt er das vor
    // und es zählt als gewonnener Marsch."
    s.points_known = false;
    s.verdict.declarer_wins = true;
    s.verdict.marsch = true;
    s.verdict.difference = 40;
  } else {
    count_cards(st, s, derive);
  }
  if (st.play.gstiesierer != 0 && derive)
    add_line(s, {"Gstiesieren", "Gstiesieren"},
             Message{engine::seat_name(st.play.gstiesierer), engine::seat_name_de(st.play.gstiesierer)},
             {"withheld the Gstiess, shown in the last trick",
              "hat den Gstiess nicht gespielt und im letzten Stich vorgezeigt"});
  value_game(st, s, derive);
  const engine::SeatList who_pays = payers(st);
  pay_game(st, s, who_pays, derive);
  pay_ulti(st, s, who_pays, derive);
  for (auto it = s.payments.begin(); it != s.payments.end();)
    it = it->second == Rational(0) ? s.payments.erase(it) : std::next(it);
  if (derive)
    for (const auto& [seat, amount] : s.payments)
      add_line(s, {engine::seat_name(seat), engine::seat_name_de(seat)}, amount.to_string(), {"", ""});
  return s;
}

std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc) {
  std::vector<engine::ScoreLine> lines = st.play.trick_lines;  // the play first, then the count
  lines.insert(lines.end(), std::make_move_iterator(sc.lines.begin()), std::make_move_iterator(sc.lines.end()));
  sc.lines.clear();
  if (!st.hand->result) return lines;
  note_points(st, sc, lines);
  note_bonuses(st, sc, lines);
  if (st.hand->result->settlement) note_settlement(st, sc, *st.hand->result->settlement, lines);
  return lines;
}

}  // namespace stichprobe::games::dappen
