// Compares what the table recorded (points, bonuses, settlement) with what the
// rules compute.
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
// The score with its items' labels and reasons: computed again, only when a finding
// shows them (the same input gives the same items in the same order).
class DescribedScore {
 public:
  DescribedScore(const HandState& st, const Scores& score) : st_(st), score_(score) {}
  const Scores& get() {
    if (score_.described) return score_;
    if (!full_) full_ = compute_scores(st_.score_in, st_.rules, true);
    return *full_;
  }

 private:
  const HandState& st_;
  const Scores& score_;
  std::optional<Scores> full_;
};

void check_points(const HandState& st, engine::Reporter& rep, const record::Result& result, const Scores& score) {
  for (const record::Points& p : result.points) {
    bool declarer_side = p.side ? *p.side == "declarer" : p.seat && *p.seat == st.declarer;
    if (p.side && *p.side != "declarer" && *p.side != "defenders") {
      rep.error("points.unknown-side", "scoring", {p.pos, 0, 0}, kCardPoints, {{"side", *p.side}});
      continue;
    }
    if (st.ended_early) {
      rep.info("points.unverifiable", "scoring", {p.pos, 0, 0}, kCardPoints, {});
      continue;
    }
    const Rational computed = declarer_side ? score.declarer_points : score.defender_points;
    if (p.value != computed)
      rep.error(declarer_side ? "points.card-points/declarer" : "points.card-points/defenders", "scoring",
                {p.pos, 0, p.seat.value_or(0)}, kCardPoints,
                {{"computed", computed.to_string()}, {"recorded", p.value.to_string()}});
  }
}

// "from one's opening hand": what an opening hand not known whole leaves open, said once
// per seat, at its first claim or else at the result.
void report_open_honours(engine::Reporter& rep, const record::Result& result, const Scores& score) {
  for (int seat = 1; seat <= kSeats; ++seat) {
    const unsigned char open = score.open[static_cast<std::size_t>(seat)];
    if (!open) continue;
    Pos at = result.pos;
    for (const record::Bonus& b : result.bonuses)
      if ((!b.seat || *b.seat == seat) && open_bonus(score, b)) {
        at = b.pos;
        break;
      }
    rep.info(open == (kOpenHonours | kOpenKings) ? "bonus.unverifiable/both"
             : open == kOpenKings                ? "bonus.unverifiable/kings"
                                                 : "bonus.unverifiable",
             "scoring", {at, 0, seat}, kValues, {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}});
  }
}

// Each recorded bonus against the item it claims (Scores::recorded_item): earned, and
// worth what the record says; then each earned bonus the record leaves out. An honour
// bonus the opening hand leaves open is neither (report_open_honours says so).
void check_bonuses(engine::Reporter& rep, const record::Result& result, const Scores& score,
                   DescribedScore& described) {
  engine::SmallVector<char, 8> matched(score.items.size(), 0);
  report_open_honours(rep, result, score);
  for (std::size_t j = 0; j < result.bonuses.size(); ++j) {
    const record::Bonus& b = result.bonuses[j];
    const int found = j < score.recorded_item.size() ? score.recorded_item[j] : -1;
    const int seat = b.seat.value_or(0);
    if (found < 0 && open_bonus(score, b)) continue;
    if (found < 0) {
      rep.error(b.seat ? "bonus.unjustified/seat" : "bonus.unjustified", "scoring", {b.pos, 0, seat}, kValues,
                {{"type", b.type}, {"seat", engine::seat_name(seat), engine::seat_name_de(seat)}});
      continue;
    }
    const ScoreItem& item = score.items[static_cast<std::size_t>(found)];
    matched[static_cast<std::size_t>(found)] = 1;
    if (b.amount != Rational(item.amount)) {
      const ScoreItem& shown = described.get().items[static_cast<std::size_t>(found)];
      rep.error("bonus.amount", "scoring", {b.pos, 0, seat}, kValues,
                {{"label", shown.label}, {"amount", item.amount}, {"recorded", b.amount.to_string()}});
    }
  }
  for (std::size_t i = 0; i < score.items.size(); ++i) {
    if (matched[i] || score.items[i].type == "game") continue;
    const ScoreItem& item = described.get().items[i];
    rep.warning("bonus.missing", "scoring", {result.pos, 0, item.seat}, kValues,
                {{"label", item.label}, {"amount", item.amount}, {"why", item.why}});
  }
}

void check_settlement(const HandState& st, engine::Reporter& rep, const record::Settlement& settlement,
                      const Scores& score, DescribedScore& described) {
  std::array<Rational, kSeats + 1> recorded{};         // index = seat
  std::array<std::optional<Pos>, kSeats + 1> where{};  // the seat's first pay
  for (const record::Pay& p : settlement.pays) {
    if (p.seat < 1 || p.seat > kSeats) {
      rep.error("settlement.amount", "scoring", {p.pos, 0, p.seat}, kValues, {{"seat", p.seat}});
      continue;
    }
    const auto si = static_cast<std::size_t>(p.seat);
    recorded[si] += p.amount;
    if (!where[si]) where[si] = p.pos;
  }
  for (int seat = 1; seat <= kSeats; ++seat) {
    const Rational computed = score.payments.at(seat);
    const auto si = static_cast<std::size_t>(seat);
    const Rational rec = recorded[si];
    if (rec == computed) continue;
    const Message items = itemise(described.get(), seat, st.declarer);
    rep.error("settlement.amount", "scoring", {where[si].value_or(settlement.pos), 0, seat},
              engine::settlement_mismatch(
                  seat, computed, rec, {},
                  {std::string(seat == st.declarer ? "declarer" : "defender") + ": " + items.en,
                   std::string(seat == st.declarer ? "Alleinspieler" : "Gegenspieler") + ": " + items.de}),
              kValues);
  }
}
}  // namespace

void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  if (!st.hand.result) return;
  const record::Result& result = *st.hand.result;
  DescribedScore described(st, sc);
  check_points(st, rep, result, sc);
  check_bonuses(rep, result, sc, described);
  if (!result.settlement) return;
  // "Game values and bonuses ... Points": the game is scored in points, not money.
  if (const std::string& unit = result.settlement->unit; !unit.empty() && unit != "point")
    rep.error("settlement.unit", "scoring", {result.settlement->pos, 0, 0}, "Game values and bonuses",
              {{"unit", unit}});
  if (!sc.decided()) {  // an open honour bonus: the payments are not decided
    rep.info("settlement.unverifiable", "scoring", {result.settlement->pos, 0, 0}, kValues, {});
    return;
  }
  check_settlement(st, rep, *result.settlement, sc, described);
}

}  // namespace stichprobe::games::tapp_tarock
