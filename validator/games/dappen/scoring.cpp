#include "validator/games/dappen/scoring.h"

#include <algorithm>

#include "validator/engine/trick_play.h"

namespace stichprobe::games::dappen {
namespace {

void add_line(Score& s, Message item, Message computed, Message detail) {
  engine::ScoreLine l;
  l.item = std::move(item);
  l.computed = std::move(computed);
  l.detail = std::move(detail);
  s.lines.push_back(std::move(l));
}

// A number as the computed value.
void add_line(Score& s, Message item, std::string number, Message detail) {
  add_line(s, std::move(item), engine::same_in_both(std::move(number)), std::move(detail));
}

void pay(Score& s, int from, int to, Rational amount) {
  s.payments[from] -= amount;
  s.payments[to] += amount;
}

}  // namespace

Score score_hand(const ScoreInput& in) {
  const Rules& r = *in.rules;
  Score s;
  const int defenders = static_cast<int>(in.payers.size());
  if (in.seven_fives) {
    // "Hält der Alleinspieler vor oder nach Aufnahme des Dapp alle sieben 5er auf der Hand, dann zeigt er das vor
    // und es zählt als gewonnener Marsch."
    s.points_known = false;
    s.verdict.declarer_wins = true;
    s.verdict.marsch = true;
    s.verdict.difference = 40;
  } else {
    // Each side's cards as a tally (count_points needs no more), not as a merged pile.
    CardTally decl = tally(in.play.piles[static_cast<std::size_t>(in.declarer - 1)]);
    CardTally def;
    for (std::size_t i = 0; i < in.play.piles.size(); ++i)
      if (static_cast<int>(i) + 1 != in.declarer) def += tally(in.play.piles[i]);
    // "Der Dapp zählt zu den Stichen des Alleinspielers wenn dieser wenigstens einen Stich macht, sonst fällt er an
    // die Gegenspieler."
    s.dapp_to_declarer = in.play.declarer_tricks > 0 && !(in.contract == "solo" && r.solo_dapp_defenders);
    (s.dapp_to_declarer ? decl : def) += tally(in.dapp);
    s.declarer_points = count_points(decl, r.v.counting);
    s.defender_points = count_points(def, r.v.counting);
    s.verdict.declarer_wins = declarer_wins(r, s.declarer_points, s.defender_points, static_cast<int>(decl.cards),
                                            static_cast<int>(def.cards));
    s.verdict.marsch =
        in.play.tricks_played == in.tricks && (in.play.declarer_tricks == 0 || in.play.defender_tricks == 0);
    s.verdict.loser_points = s.verdict.declarer_wins ? s.defender_points : s.declarer_points;
    const Rational diff = Rational(r.v.threshold) - s.verdict.loser_points;
    s.verdict.difference = diff < Rational(0) ? 0 : static_cast<int>(diff.floor());
    // Furtwangen: "Ein Marsch zählt immer 40 Differenzpunkte für die Sieger."
    if (r.v.scoring == Scoring::Cents && s.verdict.marsch) s.verdict.difference = 40;
    const bool pairs = r.v.counting == Counting::Pairs;
    if (in.derive)
      add_line(s, {"declarer card points", "Kartenpunkte des Alleinspielers"}, s.declarer_points.to_string(),
               {std::string(pairs ? "pairs minus 1" : "threes minus 2") +
                    (s.dapp_to_declarer ? ", the Dapp included" : ", without the Dapp"),
                std::string(pairs ? "paarweise, je 1 abgezogen" : "in 3er-Lagen, je 2 abgezogen") +
                    (s.dapp_to_declarer ? ", mit dem Dapp" : ", ohne den Dapp")});
    if (in.derive)
      add_line(s, {"defenders' card points", "Kartenpunkte der Gegenspieler"}, s.defender_points.to_string(),
               s.dapp_to_declarer ? Message{"", ""} : Message{"the Dapp included", "mit dem Dapp"});
  }
  if (in.play.gstiesierer != 0 && in.derive)
    add_line(s, {"Gstiesieren", "Gstiesieren"},
             Message{engine::seat_name(in.play.gstiesierer), engine::seat_name_de(in.play.gstiesierer)},
             {"withheld the Gstiess, shown in the last trick",
              "hat den Gstiess nicht gespielt und im letzten Stich vorgezeigt"});
  const bool won = s.verdict.declarer_wins;
  s.factor = contract_factor(r, in.contract, won);
  const int diff = s.verdict.difference;
  switch (r.v.scoring) {
    case Scoring::TensUp: s.value = tens_up_value(diff, s.factor); break;
    case Scoring::Cents: s.value = single_cents(diff, r.cents_full) * s.factor; break;
    case Scoring::DivFive: s.value = div_five_value(diff) * s.factor; break;
  }
  if (in.derive)
    add_line(
        s, {"game value (" + in.contract + ")", "Spielwert (" + in.contract + ")"}, std::to_string(s.value),
        {std::string(won ? "declarer wins" : "declarer loses") + ", difference " + std::to_string(diff) + ", factor " +
             std::to_string(s.factor) + (s.verdict.marsch ? ", Marsch" : ""),
         std::string(won ? "Alleinspieler gewinnt" : "Alleinspieler verliert") + ", Differenz " + std::to_string(diff) +
             ", Spielfaktor " + std::to_string(s.factor) + (s.verdict.marsch ? ", Marsch" : "")});
  // Furtwangen Marsch liability: "Hat ein Gegenspieler allerdings gedappt, gestreckt oder gstiesiert, muss dieser
  // den Marsch des Alleinspielers allein zahlen".
  std::vector<int> liable;
  if (r.v.scoring == Scoring::Cents && won && s.verdict.marsch && (!in.seven_fives || r.seven_fives_as_marsch)) {
    for (int d : in.displaced)
      if (std::find(in.payers.begin(), in.payers.end(), d) != in.payers.end()) liable.push_back(d);
    if (in.play.gstiesierer != 0 && std::find(liable.begin(), liable.end(), in.play.gstiesierer) == liable.end())
      liable.push_back(in.play.gstiesierer);
  }
  const Rational value(s.value);
  if (liable.empty() || defenders == 0) {
    for (int p : in.payers) won ? pay(s, p, in.declarer, value) : pay(s, in.declarer, p, value);
  } else {
    const Rational total = value * Rational(defenders);
    const Rational alone = r.marsch_half ? total / Rational(2) : total;
    for (int p : liable) pay(s, p, in.declarer, alone / Rational(static_cast<std::int64_t>(liable.size())));
    if (r.marsch_half)
      for (int p : in.payers) pay(s, p, in.declarer, total / Rational(2) / Rational(defenders));
    if (in.derive)
      add_line(s, {"Marsch liability", "Marsch allein zu zahlen"}, "",
               {"paid by the seat(s) who dapped, streckt or gstiesiert",
                "zahlt, wer gedappt, gestreckt oder gstiesiert hat"});
  }
  // Ulti: "Die Ultis werden einzeln gewonnen oder verloren, nicht en bloc." Never doubled.
  for (const auto& [card, ulti_won] : in.play.ulti) {
    const Rational cents = r.ulti_full ? Rational(ulti_points(card)) : Rational(ulti_points(card), 2);
    s.bonuses.push_back({in.declarer, "ulti-" + std::to_string(card.trump_number()), ulti_won ? cents : -cents});
    for (int p : in.payers) ulti_won ? pay(s, p, in.declarer, cents) : pay(s, in.declarer, p, cents);
    if (in.derive)
      add_line(s, {"Ulti with " + card_code(card), "Ulti mit " + card_code(card)},
               (ulti_won ? "+" : "-") + cents.to_string(), {"per defender", "je Gegenspieler"});
  }
  for (auto it = s.payments.begin(); it != s.payments.end();)
    it = it->second == Rational(0) ? s.payments.erase(it) : std::next(it);
  if (in.derive)
    for (const auto& [seat, amount] : s.payments)
      add_line(s, {engine::seat_name(seat), engine::seat_name_de(seat)}, amount.to_string(), {"", ""});
  return s;
}

}  // namespace stichprobe::games::dappen
