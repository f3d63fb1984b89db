// Who won and what each seat pays: the game values of the rank table, the 61 Augen
// of a Farbspiel, Bettel's and Durch's tricks, and Ramsch with its Jungfer; and the
// --explain lines that show it beside the record.
#include <algorithm>
#include <cstdint>
#include <optional>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {
constexpr int kTotal = 120;  // "Die Gesamtaugenzahl aller Karten im Spiel beträgt 120 Augen."

int defenders_points(const HandState& st) {
  int sum = 0;
  for (std::size_t i = 0; i < st.piles.size(); ++i)
    if (static_cast<int>(i) + 1 != st.contract.declarer) sum += pile_points(st.piles[i]);
  return sum;
}

int defender_tricks(const HandState& st) {
  int n = 0;
  for (std::size_t i = 0; i < st.tricks.size(); ++i)
    if (static_cast<int>(i) + 1 != st.contract.declarer) n += st.tricks[i];
  return n;
}

int declarer_known_points(const HandState& st) {
  const Contract& c = st.contract;
  if (c.declarer < 1 || c.declarer > static_cast<int>(st.piles.size())) return 0;
  int sum = pile_points(st.piles[static_cast<std::size_t>(c.declarer - 1)]);
  // "Die Karten im Tapp zählen bei Farbspielen zum Stich des Spielers."
  if (c.game == Game::Farbspiel) sum += pile_points(st.tapp);
  if (c.game == Game::HerzAufnehmen) sum += pile_points(st.discards);
  return sum;
}

// Each side's Augen, summed at most once: the verdict and the points share them.
class Augen {
 public:
  explicit Augen(const HandState& st) : st_(st) {}
  int defenders() {
    if (!defenders_) defenders_ = defenders_points(st_);
    return *defenders_;
  }
  int declarer_known() {
    if (!declarer_) declarer_ = declarer_known_points(st_);
    return *declarer_;
  }

 private:
  const HandState& st_;
  std::optional<int> defenders_, declarer_;
};

// A Ramsch ended early (ramsch-early-end=when-fixed): who pays and how much is fixed once every
// seat has a trick (no Jungfer can appear) and one seat has more Augen than any other could reach
// with every Augen still out, the Tapp included. That seat, else 0.
int ramsch_fixed_loser(const HandState& st) {
  if (st.complete || !st.rules.ramsch_early_end || st.tricks_played == 0) return 0;
  const int n = st.rules.players;
  int taken = 0, top = 0, top_seat = 0;
  for (int seat = 1; seat <= n; ++seat) {
    if (st.tricks[static_cast<std::size_t>(seat - 1)] == 0) return 0;
    const int a = pile_points(st.piles[static_cast<std::size_t>(seat - 1)]);
    taken += a;
    if (a > top) top = a, top_seat = seat;
  }
  const int out = kTotal - taken;
  for (int seat = 1; seat <= n; ++seat)
    if (seat != top_seat && pile_points(st.piles[static_cast<std::size_t>(seat - 1)]) + out >= top) return 0;
  return top_seat;
}

Verdict verdict_from(const HandState& st, Augen& augen) {
  const Contract& c = st.contract;
  const int dtricks = c.declarer >= 1 && c.declarer <= static_cast<int>(st.tricks.size())
                          ? st.tricks[static_cast<std::size_t>(c.declarer - 1)]
                          : 0;
  switch (c.game) {
    case Game::Bettel:
    case Game::BettelOuvert:
      // "Sobald der Spieler einen Stich macht, ist das Spiel verloren."
      if (dtricks > 0) return Verdict::Lost;
      return st.complete ? Verdict::Won : Verdict::Open;
    case Game::Rufer:
    case Game::Durch:
      // "Sobald die Gegenspieler einen Stich machen, ist das Spiel verloren."
      if (defender_tricks(st) > 0) return Verdict::Lost;
      return st.complete ? Verdict::Won : Verdict::Open;
    case Game::Farbspiel:
    case Game::HerzAufnehmen: {
      // "Er muss mindestens 61 Augen stechen ... Haben die Gegenspieler zusammen 60 Augen,
      // so ist das Spiel verloren."
      const int def = augen.defenders();
      if (st.complete) return kTotal - def >= 61 ? Verdict::Won : Verdict::Lost;
      if (augen.declarer_known() >= 61) return Verdict::Won;
      if (def >= 60) return Verdict::Lost;
      return Verdict::Open;
    }
    case Game::Ramsch: return st.complete || ramsch_fixed_loser(st) ? Verdict::Won : Verdict::Open;
  }
  return Verdict::Open;
}

bool has_seat(const engine::SeatList& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

// "Wer die meisten Augen hat, muss bezahlen. Wer keinen Stich hat, ist Jungfer und
// bekommt 10 Cent, alle anderen bekommen 5 Cent." Ties: option ramsch-tie.
void ramsch_payments(const HandState& st, Scores& s) {
  const Rules& r = st.rules;
  const int n = r.players;
  engine::SeatList payers = s.losers;
  if (r.ramsch_tie == RamschTie::ForwardPays) {
    // As in the auction: "derjenige der weiter vorne ist".
    for (int seat : order_from_forehand(st.dealer, n))
      if (has_seat(s.losers, seat)) {
        payers = {seat};
        break;
      }
  }
  engine::SeatList receivers;
  for (int seat = 1; seat <= n; ++seat)
    if (!has_seat(payers, seat) && (r.ramsch_tie == RamschTie::ForwardPays || !has_seat(s.losers, seat)))
      receivers.push_back(seat);
  for (int seat = 1; seat <= n; ++seat) s.payments[seat] = Rational(0);
  for (int rec : receivers) {
    const Rational a = has_seat(s.jungfern, rec) ? 10 : 5;
    if (r.ramsch_tie == RamschTie::EachPays) {
      for (int pay : payers) {
        s.payments[rec] += a;
        s.payments[pay] -= a;
      }
    } else {
      s.payments[rec] += a;
      const Rational share = a / Rational(static_cast<std::int64_t>(payers.size()));
      for (int pay : payers) s.payments[pay] -= share;
    }
  }
}

void score_ramsch(const HandState& st, Scores& s) {
  if (const int loser = ramsch_fixed_loser(st)) {  // ended early: the payments are fixed, the Augen are not
    s.losers = {loser};
    ramsch_payments(st, s);
    s.verdict = Verdict::Won;
    return;
  }
  if (!st.complete) return;
  // "Derjenige, der den letzten Stich macht, muss auch den Tapp nehmen."
  int played = 0;
  for (int v : s.seat_points) played += v;
  if (st.last_winner >= 1) s.seat_points[static_cast<std::size_t>(st.last_winner - 1)] += kTotal - played;
  s.points_known = true;
  const int top = *std::max_element(s.seat_points.begin(), s.seat_points.end());
  for (int seat = 1; seat <= st.rules.players; ++seat) {
    if (s.seat_points[static_cast<std::size_t>(seat - 1)] == top) s.losers.push_back(seat);
    if (st.tricks[static_cast<std::size_t>(seat - 1)] == 0) s.jungfern.push_back(seat);
  }
  ramsch_payments(st, s);
  s.verdict = Verdict::Won;
}

void score_game(const HandState& st, Augen& augen, Scores& s) {
  const int def = augen.defenders();
  s.defender_points = def;
  if (st.complete) {
    // Everything the defenders did not take is the declarer's: in a Farbspiel the Tapp
    // (or the pressed cards) counts for him; in the other games it counts for nobody.
    const bool tapp_counts = st.contract.game == Game::Farbspiel || st.contract.game == Game::HerzAufnehmen;
    s.declarer_points = tapp_counts ? kTotal - def : augen.declarer_known();
    s.points_known = true;
  } else {
    s.declarer_points = augen.declarer_known();
  }
  if (s.verdict == Verdict::Open) return;
  // "Wird das Spiel gewonnen, so kassiert der Spieler von jedem Gegenspieler den
  // Spielwert. Wird das Spiel verloren, so muss der Spieler jedem Mitspieler den
  // Spielwert zahlen."
  const int n = st.rules.players;
  const Rational v = game_value(st.contract, st.rules) * (s.verdict == Verdict::Won ? 1 : -1);
  for (int seat = 1; seat <= n; ++seat) s.payments[seat] = seat == st.contract.declarer ? v * Rational(n - 1) : -v;
}

// Callers build a line only where --explain asks for it.
void add_line(std::vector<engine::ScoreLine>& lines, Message item, Message computed,
              std::optional<std::string> recorded, Message detail) {
  engine::ScoreLine l{std::move(item), std::move(computed), std::move(recorded), false, std::move(detail)};
  l.mismatch = l.recorded && *l.recorded != l.computed.en;
  lines.push_back(std::move(l));
}

std::string seat_list(const engine::SeatList& seats, std::string (*name)(int)) {
  std::string out;
  for (int s : seats) out += (out.empty() ? "" : ", ") + name(s);
  return out;
}

// Ramsch: who pays (the most Augen), who is Jungfer, and where the Tapp went.
void ramsch_line(const HandState& st, const Scores& sc, std::vector<engine::ScoreLine>& lines) {
  const std::string losers = seat_list(sc.losers, engine::seat_name);
  const std::string losers_de = seat_list(sc.losers, engine::seat_name_de);
  const std::string jungfern = seat_list(sc.jungfern, engine::seat_name);
  const std::string jungfern_de = seat_list(sc.jungfern, engine::seat_name_de);
  add_line(lines, {"Ramsch", "Ramsch"},
           {"most Augen: " + losers + (jungfern.empty() ? "" : "; Jungfer: " + jungfern),
            "die meisten Augen: " + losers_de + (jungfern_de.empty() ? "" : "; Jungfer: " + jungfern_de)},
           std::nullopt,
           {"the Tapp goes with the last trick to " + engine::seat_name(st.last_winner),
            "der Tapp geht mit dem letzten Stich an " + engine::seat_name_de(st.last_winner)});
}

// The recorded Augen and bonuses beside the computed ones.
void record_lines(const HandState& st, const Scores& sc, const record::Result& res,
                  std::vector<engine::ScoreLine>& lines) {
  for (const auto& pts : res.points) {
    const PointsClaim claim = points_claim(st, sc, pts);
    if (!claim.computed || !sc.points_known) continue;
    add_line(lines, claim.what(), engine::same_in_both(std::to_string(*claim.computed)), pts.value.to_string(), {});
  }
  for (const auto& b : res.bonuses)
    add_line(lines, {"bonus " + b.type, "Prämie " + b.type}, {"none", "keine"}, b.amount.to_string(), {});
}

// Each seat's cents: as computed where nothing is recorded, else beside the settlement.
void payment_lines(const HandState& st, const Scores& sc, std::vector<engine::ScoreLine>& lines) {
  const record::Result* res = st.hand->result ? &*st.hand->result : nullptr;
  if (!res || !res->settlement) {
    for (const auto& [seat, amount] : sc.payments)
      add_line(lines, {engine::seat_name(seat) + " receives", engine::seat_name_de(seat) + " bekommt"},
               engine::same_in_both(amount.to_string()), std::nullopt, {"cent", "Cent"});
    return;
  }
  const auto& settlement = *res->settlement;
  add_line(lines, {"settlement unit", "Einheit der Abrechnung"}, {"cent", "Cent"}, settlement.unit, {});
  // Chips standing for cents (point-unit=chips) are the game's unit: an info, not a mismatch.
  if (settlement.unit == "point" && st.rules.point_unit_chips) lines.back().mismatch = false;
  if (sc.verdict == Verdict::Open) return;
  for (int seat = 1; seat <= st.rules.players; ++seat) {
    Rational recorded(0);
    for (const auto& p : settlement.pays)
      if (p.seat == seat) recorded = p.amount;
    const auto it = sc.payments.find(seat);
    const Rational computed = it == sc.payments.end() ? Rational(0) : it->second;
    add_line(lines, {engine::seat_name(seat) + " receives", engine::seat_name_de(seat) + " bekommt"},
             engine::same_in_both(computed.to_string()), recorded.to_string(), {"cent", "Cent"});
  }
}

}  // namespace

Verdict verdict(const HandState& st) {
  Augen augen(st);
  return verdict_from(st, augen);
}

Message verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Won: return {"won", "gewonnen"};
    case Verdict::Lost: return {"lost", "verloren"};
    case Verdict::Open: break;
  }
  return {"open", "offen"};
}

Scores compute_scores(const HandState& st, bool /*derive*/) {
  Scores s;
  Augen augen(st);
  s.verdict = verdict_from(st, augen);
  const int n = st.rules.players;
  s.seat_points.assign(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < n && i < static_cast<int>(st.piles.size()); ++i)
    s.seat_points[static_cast<std::size_t>(i)] = pile_points(st.piles[static_cast<std::size_t>(i)]);
  if (st.contract.game == Game::Ramsch)
    score_ramsch(st, s);
  else
    score_game(st, augen, s);
  return s;
}

Message PointsClaim::what() const {
  if (seat) return {"Augen of " + engine::seat_name(seat), "Augen von " + engine::seat_name_de(seat)};
  return {en, de};
}

PointsClaim points_claim(const HandState& st, const Scores& sc, const record::Points& pts) {
  const bool ramsch = st.contract.game == Game::Ramsch;
  if (pts.side == std::optional<std::string>("declarer"))
    return {0, "declarer's Augen", "Augen des Spielers",
            ramsch ? std::nullopt : std::optional<int>(sc.declarer_points)};
  if (pts.side == std::optional<std::string>("defenders"))
    return {0, "defenders' Augen", "Augen der Gegenspieler",
            ramsch ? std::nullopt : std::optional<int>(sc.defender_points)};
  if (pts.seat && *pts.seat >= 1 && *pts.seat <= st.rules.players)
    return {*pts.seat, "", "",
            *pts.seat == st.contract.declarer ? sc.declarer_points
                                              : sc.seat_points[static_cast<std::size_t>(*pts.seat - 1)]};
  return {};
}

std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc) {
  std::vector<engine::ScoreLine> lines = st.trick_lines;
  const Contract& c = st.contract;
  if (c.game != Game::Ramsch) {
    const Message outcome = verdict_name(sc.verdict);
    const std::string value = std::to_string(game_value(c, st.rules));
    add_line(lines, {"game", "Spiel"}, {contract_name(c) + ", " + outcome.en, contract_name_de(c) + ", " + outcome.de},
             std::nullopt,
             {"value " + value + " cent from or to each other player",
              "Wert " + value + " Cent von jedem oder an jeden anderen Spieler"});
  }
  if (st.hand->result) record_lines(st, sc, *st.hand->result, lines);
  if (c.game == Game::Ramsch && sc.verdict != Verdict::Open) ramsch_line(st, sc, lines);
  payment_lines(st, sc, lines);
  return lines;
}

}  // namespace stichprobe::games::tapp
