// The record's result against the count: the claimed Strafen, the card points and
// what is written on the score sheet, item by item.
#include "formats/vocabulary.h"
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {
// A Strafe's reason in the source's words ("5 Obere", "alle 4 Bilder in H"): its phrase.
Message strafe_why(const engine::Reporter& rep, const Strafe& j) {
  return rep.say("phrase.strafe/" + std::string(j.type), {{"count", j.count}, {"suit", j.suit}});
}

using engine::seat_name;
using engine::seat_name_de;

// One recorded <bonus> the cards do not back as claimed.
void report_claim(const Claim& c, const Scores& sc, engine::Reporter& rep) {
  const record::Bonus& b = *c.bonus;
  const int seat = b.seat.value_or(0);
  const engine::Reporter::Where at{b.pos, 0, seat};
  switch (c.verdict) {
    case Claim::Verdict::UnknownType: {
      const std::string near = closest_name(b.type, strafe_types());
      rep.error(near.empty() ? "bonus.unknown-type" : "bonus.unknown-type/near", "scoring", at, kSecStrafen,
                {{"type", b.type}, {"near", near}});
      return;
    }
    case Claim::Verdict::NotApplicable:
      rep.error("bonus.unjustified", "scoring", at, kSecStrafen, {{"type", b.type}});
      return;
    case Claim::Verdict::Unjustified:
      rep.error("bonus.unjustified/claim", "scoring", at, kSecStrafen,
                {{"seat", seat_name(seat), seat_name_de(seat)}, {"type", b.type}, {"amount", txt(b.amount)}});
      return;
    case Claim::Verdict::Justified: {
      const Strafe& j = sc.justified[c.match];
      if (b.amount != j.amount)
        rep.error("bonus.amount", "scoring", at, kSecStrafen,
                  {{"seat", seat_name(seat), seat_name_de(seat)},
                   {"type", b.type},
                   {"why", strafe_why(rep, j)},
                   {"amount", txt(j.amount)},
                   {"recorded", txt(b.amount)}});
      return;
    }
  }
}

// The claims, then each justified Strafe nobody claimed (it does not count).
void report_strafen(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  for (const Claim& c : sc.claims) report_claim(c, sc, rep);
  if (!sc.strafen_apply) return;
  for (std::size_t i = 0; i < sc.justified.size(); ++i) {
    if (sc.claimed[i]) continue;
    const Strafe& j = sc.justified[i];
    rep.info("bonus.unclaimed", "scoring", {st.hand->result->pos, 0, j.seat}, kSecStrafen,
             {{"seat", seat_name(j.seat), seat_name_de(j.seat)},
              {"type", std::string(j.type)},
              {"why", strafe_why(rep, j)},
              {"amount", txt(j.amount)}});
  }
}

bool of_seat(const record::Points& p) { return p.seat && *p.seat >= 1 && *p.seat <= kSeats; }

// The count for recorded <points>: of a seat or of a party; nullopt when they name neither.
std::optional<Rational> points_due(const HandState& st, const Scores& sc, const record::Points& p) {
  if (of_seat(p)) return st.piles[static_cast<std::size_t>(*p.seat)].points;
  if (p.side == "declarer") return sc.declarer_points;
  if (p.side == "defenders") return sc.defender_points;
  return std::nullopt;
}

// Whose points, in words: only for a derivation line or a finding, not for every hand.
Message whose(const record::Points& p) {
  if (of_seat(p)) return {seat_name(*p.seat), seat_name_de(*p.seat)};
  if (p.side == "declarer") return {"the declaring party", "die spielende Partei"};
  return {"the defending party", "die Gegenpartei"};
}

// Card points are only counted after all 19 tricks.
bool points_counted(const HandState& st) { return st.played && st.play_complete; }

void check_points(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  for (const record::Points& p : st.hand->result->points) {
    const std::optional<Rational> due = points_due(st, sc, p);
    if (!due) {
      rep.error("points.unknown-side", "scoring", {p.pos, 0, p.seat.value_or(0)}, kSecCount, {});
      continue;
    }
    if (!points_counted(st) || *due == p.value) continue;
    const Message w = whose(p);
    rep.error("points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)}, kSecCount,
              {{"who", w}, {"computed", txt(*due)}, {"recorded", txt(p.value)}});
  }
}

// A settlement is checked for a decided game played out (a Tout may end early) or a redeal.
bool settlement_checkable(const HandState& st) {
  const Kind k = st.auction.kind;
  if (k == Kind::Open) return false;
  if (!st.played) return st.auction.redeal();
  return st.play_complete || k == Kind::Tout;
}

// What the record writes `seat` (the sum of its <pay>s) and where.
Rational recorded_pay(const record::Settlement& s, int seat, Pos& pos) {
  Rational recorded;
  pos = s.pos;
  for (const record::Pay& pay : s.pays)
    if (pay.seat == seat) {
      recorded += pay.amount;
      pos = pay.pos;
    }
  return recorded;
}

void check_settlement(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  const record::Settlement& settlement = *st.hand->result->settlement;
  if (!settlement_checkable(st)) {
    rep.info("settlement.unverifiable", "scoring", {settlement.pos, 0, 0}, kSecCount, {});
    return;
  }
  for (int s = 1; s <= kSeats; ++s) {
    Pos pos;
    const Rational recorded = recorded_pay(settlement, s, pos);
    const Rational want = sc.pay[static_cast<std::size_t>(s)];
    if (want != recorded)
      rep.error("settlement.amount", "scoring", {pos, 0, s},
                engine::settlement_mismatch(s, want, recorded, {}, game_detail(st, sc)), kSecCount);
  }
}
}  // namespace

void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  if (!st.hand->result) return;
  report_strafen(st, sc, rep);
  check_points(st, sc, rep);
  if (!st.hand->result->settlement) return;
  // "werden dem Rufer und dem Gerufenen jeweils 29 Punkte gut geschrieben": points on the sheet, not money.
  if (const record::Settlement& set = *st.hand->result->settlement; !set.unit.empty() && set.unit != "point")
    rep.error("settlement.unit", "scoring", {set.pos, 0, 0}, kSecCount, {{"unit", set.unit}});
  check_settlement(st, sc, rep);
}

std::vector<engine::ScoreLine> result_lines(const HandState& st, const Scores& sc) {
  std::vector<engine::ScoreLine> out;
  if (!st.hand->result) return out;
  const record::Result& r = *st.hand->result;
  for (const record::Points& p : r.points) {
    const std::optional<Rational> due = points_due(st, sc, p);
    if (!due || !points_counted(st)) continue;
    const Message w = whose(p);
    out.push_back({{"card points of " + w.en, "Punkte: " + w.de},
                   engine::same_in_both(txt(*due)),
                   txt(p.value),
                   *due != p.value,
                   {}});
  }
  if (!r.settlement || !settlement_checkable(st)) return out;
  for (int s = 1; s <= kSeats; ++s) {
    Pos pos;
    const Rational recorded = recorded_pay(*r.settlement, s, pos);
    const Rational want = sc.pay[static_cast<std::size_t>(s)];
    out.push_back({{seat_name(s) + " is written", seat_name_de(s) + " wird angeschrieben"},
                   engine::same_in_both(txt(want)),
                   txt(recorded),
                   want != recorded,
                   {}});
  }
  return out;
}

}  // namespace stichprobe::games::tuebinger_tarock
