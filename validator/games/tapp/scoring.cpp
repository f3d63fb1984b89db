#include "validator/games/tapp/scoring.h"

#include <algorithm>
#include <optional>

namespace stichprobe::games::tapp {
namespace {
constexpr int kTotal = 120;  // "Die Gesamtaugenzahl aller Karten im Spiel beträgt 120 Augen."

int defenders_points(const Contract& c, const PlayState& p) {
  int sum = 0;
  for (std::size_t i = 0; i < p.piles.size(); ++i)
    if (static_cast<int>(i) + 1 != c.declarer) sum += pile_points(p.piles[i]);
  return sum;
}

int defender_tricks(const Contract& c, const PlayState& p) {
  int n = 0;
  for (std::size_t i = 0; i < p.tricks.size(); ++i)
    if (static_cast<int>(i) + 1 != c.declarer) n += p.tricks[i];
  return n;
}

int declarer_known_points(const Contract& c, const Table& t, const PlayState& p) {
  if (c.declarer < 1 || c.declarer > static_cast<int>(p.piles.size())) return 0;
  int sum = pile_points(p.piles[static_cast<std::size_t>(c.declarer - 1)]);
  // "Die Karten im Tapp zählen bei Farbspielen zum Stich des Spielers."
  if (c.game == Game::Farbspiel) sum += pile_points(t.tapp);
  if (c.game == Game::HerzAufnehmen) sum += pile_points(t.discards);
  return sum;
}

// The verdict with the defenders' Augen and the declarer's known Augen given as
// functions, so compute_score counts each pile once.
template <class Def, class Known>
Verdict verdict_from(const Contract& c, const PlayState& p, Def defenders, Known declarer_known) {
  const int dtricks = c.declarer >= 1 && c.declarer <= static_cast<int>(p.tricks.size())
                          ? p.tricks[static_cast<std::size_t>(c.declarer - 1)]
                          : 0;
  switch (c.game) {
    case Game::Bettel:
    case Game::BettelOuvert:
      // "Sobald der Spieler einen Stich macht, ist das Spiel verloren."
      if (dtricks > 0) return Verdict::Lost;
      return p.complete ? Verdict::Won : Verdict::Open;
    case Game::Rufer:
    case Game::Durch:
      // "Sobald die Gegenspieler einen Stich machen, ist das Spiel verloren."
      if (defender_tricks(c, p) > 0) return Verdict::Lost;
      return p.complete ? Verdict::Won : Verdict::Open;
    case Game::Farbspiel:
    case Game::HerzAufnehmen: {
      // "Er muss mindestens 61 Augen stechen ... Haben die Gegenspieler zusammen 60 Augen,
      // so ist das Spiel verloren."
      const int def = defenders();
      if (p.complete) return kTotal - def >= 61 ? Verdict::Won : Verdict::Lost;
      if (declarer_known() >= 61) return Verdict::Won;
      if (def >= 60) return Verdict::Lost;
      return Verdict::Open;
    }
    case Game::Ramsch: return p.complete ? Verdict::Won : Verdict::Open;
  }
  return Verdict::Open;
}
}  // namespace

Verdict verdict(const Contract& c, const Rules& /*r*/, const Table& t, const PlayState& p) {
  return verdict_from(
      c, p, [&] { return defenders_points(c, p); }, [&] { return declarer_known_points(c, t, p); });
}

Score compute_score(const Contract& c, const Rules& r, const Table& t, const PlayState& p) {
  Score s;
  // Each of these sums at most once: the verdict and the points below share them.
  std::optional<int> def_points, known_points;
  auto defenders = [&] {
    if (!def_points) def_points = defenders_points(c, p);
    return *def_points;
  };
  auto declarer_known = [&] {
    if (!known_points) known_points = declarer_known_points(c, t, p);
    return *known_points;
  };
  s.verdict = verdict_from(c, p, defenders, declarer_known);
  const int n = r.players;
  s.seat_points.assign(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < n && i < static_cast<int>(p.piles.size()); ++i)
    s.seat_points[static_cast<std::size_t>(i)] = pile_points(p.piles[static_cast<std::size_t>(i)]);
  if (c.game == Game::Ramsch) {
    if (!p.complete) return s;
    // "Derjenige, der den letzten Stich macht, muss auch den Tapp nehmen."
    int played = 0;
    for (int v : s.seat_points) played += v;
    if (p.last_winner >= 1) s.seat_points[static_cast<std::size_t>(p.last_winner - 1)] += kTotal - played;
    s.points_known = true;
    const int top = *std::max_element(s.seat_points.begin(), s.seat_points.end());
    for (int seat = 1; seat <= n; ++seat) {
      if (s.seat_points[static_cast<std::size_t>(seat - 1)] == top) s.losers.push_back(seat);
      if (p.tricks[static_cast<std::size_t>(seat - 1)] == 0) s.jungfern.push_back(seat);
    }
    // "Wer die meisten Augen hat, muss bezahlen. Wer keinen Stich hat, ist Jungfer und
    // bekommt 10 Cent, alle anderen bekommen 5 Cent."
    auto amount = [&](int seat) {
      return std::find(s.jungfern.begin(), s.jungfern.end(), seat) != s.jungfern.end() ? 10 : 5;
    };
    std::vector<int> payers = s.losers;
    if (r.ramsch_tie == RamschTie::ForwardPays) {
      // As in the auction: "derjenige der weiter vorne ist".
      const auto order = order_from_forehand(t.dealer, n);
      for (int seat : order)
        if (std::find(s.losers.begin(), s.losers.end(), seat) != s.losers.end()) {
          payers = {seat};
          break;
        }
    }
    std::vector<int> receivers;
    for (int seat = 1; seat <= n; ++seat)
      if (std::find(payers.begin(), payers.end(), seat) == payers.end() &&
          (r.ramsch_tie == RamschTie::ForwardPays ||
           std::find(s.losers.begin(), s.losers.end(), seat) == s.losers.end()))
        receivers.push_back(seat);
    for (int seat = 1; seat <= n; ++seat) s.payments[seat] = Rational(0);
    for (int rec : receivers) {
      const Rational a = amount(rec);
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
    s.verdict = Verdict::Won;
    return s;
  }
  const int def = defenders();
  s.defender_points = def;
  if (p.complete) {
    // Everything the defenders did not take is the declarer's: in a Farbspiel the Tapp
    // (or the pressed cards) counts for him; in the other games it counts for nobody.
    const bool tapp_counts = c.game == Game::Farbspiel || c.game == Game::HerzAufnehmen;
    s.declarer_points = tapp_counts ? kTotal - def : declarer_known();
    s.points_known = true;
  } else {
    s.declarer_points = declarer_known();
  }
  if (s.verdict == Verdict::Open) return s;
  // "Wird das Spiel gewonnen, so kassiert der Spieler von jedem Gegenspieler den
  // Spielwert. Wird das Spiel verloren, so muss der Spieler jedem Mitspieler den
  // Spielwert zahlen."
  const Rational v = game_value(c, r) * (s.verdict == Verdict::Won ? 1 : -1);
  for (int seat = 1; seat <= n; ++seat) s.payments[seat] = seat == c.declarer ? v * Rational(n - 1) : -v;
  return s;
}

}  // namespace stichprobe::games::tapp
