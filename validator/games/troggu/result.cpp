// The result as recorded, compared with the computed one: card points per side or
// seat, bonuses (Troggu has none), the settlement in Rappen.
#include <array>

#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
using engine::seat_name;
using engine::seat_name_de;

namespace {

// What one recorded points entry is about, and the computed value for it.
struct PointsOf {
  std::optional<int> computed;  // none: not a seat of the table nor a side of this game
  int seat = 0;                 // a seat's own points (its name is built only for a finding)
  const char* what = "";        // else the side, in English and German
  const char* was = "";
};

PointsOf points_of_entry(const HandState& st, const Scores& sc, const record::Points& p) {
  const bool sides = st.contract.type != "misere";
  const bool solo = st.contract.type == "solo";
  if (p.seat && *p.seat >= 1 && *p.seat <= st.players)
    return {sc.seat_points[static_cast<std::size_t>(*p.seat - 1)], *p.seat};
  if (p.side && sides && *p.side == "declarer")
    return {sc.declarer_side, 0, solo ? "the Solist" : "the Tappist's side",
            solo ? "der Solist" : "die Seite des Tappisten"};
  if (p.side && sides && *p.side == "defenders") return {sc.defender_side, 0, "the defenders", "die Gegenseite"};
  return {};
}

// "Auszählen": each recorded points entry against the count.
void check_points(const HandState& st, const Scores& sc, const record::Result& res, Reporter& rep) {
  for (const auto& p : res.points) {
    const PointsOf of = points_of_entry(st, sc, p);
    if (!of.computed) {
      rep.error(st.contract.type == "misere" ? "points.unknown-side/misere" : "points.unknown-side", "scoring",
                {p.pos, 0, p.seat.value_or(0)}, kCountSection);
      continue;
    }
    if (p.value == Rational(*of.computed)) continue;
    const std::string computed = std::to_string(*of.computed);
    rep.error("points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)}, kCountSection,
              {of.seat ? engine::Value{"who", seat_name(of.seat), seat_name_de(of.seat)}
                       : engine::Value{"who", of.what, of.was},
               {"computed", *of.computed},
               {"recorded", p.value.to_string()}});
  }
}

void check_unit(const record::Settlement& set, Reporter& rep) {
  if (set.unit.empty() || set.unit == "rappen") return;
  rep.error("settlement.unit", "scoring", {set.pos, 0, 0}, kPaySection, {{"unit", set.unit}});
}

// "Bezahlen": each seat's recorded payments, summed, against the computed one.
void check_payments(const HandState& st, const Scores& sc, const record::Settlement& set, Reporter& rep) {
  // Per seat 1..st.players (at most 8, as analyse_hand makes sure): what the record pays, and where.
  std::array<Rational, 9> recorded{};
  std::array<std::optional<Pos>, 9> where{};
  for (const auto& pay : set.pays) {
    if (pay.seat < 1 || pay.seat > st.players) {
      rep.error("settlement.bad-seat", "scoring", {pay.pos, 0, pay.seat}, kPaySection,
                {{"seat", seat_name(pay.seat), seat_name_de(pay.seat)}});
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

}  // namespace

void check_result(const HandState& st, const Scores& sc, Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (!hand.result) return;
  const record::Result& res = *hand.result;
  if (!sc.available) {
    if (!res.points.empty() || res.settlement)
      rep.info("points.unverifiable", "scoring", {res.pos, 0, 0}, kCountSection, {});
    return;
  }
  check_points(st, sc, res, rep);
  for (const auto& b : res.bonuses)  // "Troggu has no bonus": each recorded one is a finding
    rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)}, kPaySection, {{"type", b.type}});
  if (!res.settlement) return;
  check_unit(*res.settlement, rep);
  check_payments(st, sc, *res.settlement, rep);
}

}  // namespace stichprobe::games::troggu
