// Comparing what the table recorded (points, Ulti, settlement) with the rules' result,
// item by item; the readings of the record here serve the derivation's lines too.
#include <algorithm>

#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

bool is_declarers(const record::Points& p, int declarer) {
  return p.side ? *p.side == "declarer" : (p.seat && *p.seat == declarer);
}

const BonusLine* computed_bonus(const Scores& sc, const record::Bonus& b) {
  const BonusLine* found = nullptr;
  for (const auto& c : sc.bonuses)
    if (c.type == b.type && (!b.seat || *b.seat == c.seat)) found = &c;
  return found;
}

// What the record has each seat pay or receive (0 where it names none), and where.
std::pair<Rational, Pos> recorded_pay(const record::Settlement& settlement, int seat) {
  Rational recorded;
  Pos pos = settlement.pos;
  for (const auto& p : settlement.pays)
    if (p.seat == seat) {
      recorded += p.amount;
      pos = p.pos;
    }
  return {recorded, pos};
}

// Every seat paid or recorded, ascending, each once.
engine::SeatList settled_seats(const Scores& sc, const record::Settlement& settlement) {
  engine::SeatList seats;  // kept sorted and unique as the seats come
  const auto add = [&seats](int seat) {
    const int* at = std::lower_bound(seats.begin(), seats.end(), seat);
    if (at == seats.end() || *at != seat) seats.insert(at, seat);
  };
  for (const auto& [seat, amount] : sc.payments) add(seat);
  for (const auto& p : settlement.pays) add(p.seat);
  return seats;
}

Rational computed_pay(const Scores& sc, int seat) {
  auto it = sc.payments.find(seat);
  return it == sc.payments.end() ? Rational(0) : it->second;
}

namespace {

void check_points(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  for (const auto& p : st.hand->result->points) {
    if (!sc.points_known) {
      rep.info("points.unverifiable", "scoring", {p.pos, 0, p.seat.value_or(0)}, kScoringSection, {});
      continue;
    }
    const bool decl = is_declarers(p, st.declarer);
    const Rational want = decl ? sc.declarer_points : sc.defender_points;
    if (p.value != want)
      rep.error(decl ? "points.card-points/declarer" : "points.card-points/defenders", "scoring",
                {p.pos, 0, p.seat.value_or(0)}, kScoringSection,
                {{"computed", want.to_string()}, {"recorded", p.value.to_string()}});
  }
}

void check_bonuses(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  for (const auto& b : st.hand->result->bonuses) {
    const BonusLine* found = computed_bonus(sc, b);
    if (!found) {
      rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)}, kUltiSection,
                {{"type", b.type}, {"amount", b.amount.to_string()}});
    } else if (found->amount != b.amount) {
      rep.error("bonus.amount", "scoring", {b.pos, 0, b.seat.value_or(0)}, kUltiSection,
                {{"type", b.type}, {"amount", found->amount.to_string()}, {"recorded", b.amount.to_string()}});
    }
  }
}

void check_settlement(const HandState& st, const Scores& sc, const record::Settlement& settlement,
                      engine::Reporter& rep) {
  const VariantParams& v = st.rules.v;
  if (settlement_in_chips(st, settlement))
    rep.info("settlement.chips", "scoring", {settlement.pos, 0, 0}, kScoringSection, {});
  else if (settlement.unit != v.unit)
    rep.error("settlement.unit", "scoring", {settlement.pos, 0, 0}, kScoringSection,
              {{"unit", v.unit}, {"recorded", settlement.unit}});
  for (int seat : settled_seats(sc, settlement)) {
    const auto [recorded, pos] = recorded_pay(settlement, seat);
    const Rational want = computed_pay(sc, seat);
    if (recorded != want)
      rep.error(
          "settlement.amount", "scoring", {pos, 0, seat},
          engine::settlement_mismatch(seat, want, recorded, v.unit == "cent" ? Message{"cent", "Cent"} : Message{},
                                      rep.say("phrase.settlement-why", {{"value", sc.value}, {"factor", sc.factor}})),
          kScoringSection);
  }
}

}  // namespace

void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  if (!st.hand->result) return;
  check_points(st, sc, rep);
  check_bonuses(st, sc, rep);
  if (st.hand->result->settlement) check_settlement(st, sc, *st.hand->result->settlement, rep);
}

}  // namespace stichprobe::games::dappen
