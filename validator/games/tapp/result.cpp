// What the table recorded against what the rules give: Augen, no bonuses, cents per seat.
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

std::string result_section(const HandState& st) { return st.contract.game == Game::Ramsch ? "Ramsch" : kGamesSection; }

// "Die Gesamtaugenzahl aller Karten im Spiel beträgt 120 Augen": each recorded <points>
// against the tricks (the Tapp with the Farbspiel declarer, in Ramsch with the last trick).
void check_points(const HandState& st, const Scores& sc, const record::Result& res, engine::Reporter& rep) {
  const std::string section = result_section(st);
  for (const auto& pts : res.points) {
    const engine::Reporter::Where where{pts.pos, 0, pts.seat.value_or(0)};
    const PointsClaim claim = points_claim(st, sc, pts);
    if (!claim.computed) {
      rep.error("points.unknown-side", "scoring", where, section,
                {{"game", game_token(st.contract.game), game_name_de(st.contract.game)}});
      continue;
    }
    if (!sc.points_known) {
      rep.info("points.unverifiable", "scoring", where, section, {{"what", claim.what()}});
      continue;
    }
    if (pts.value == Rational(*claim.computed)) continue;
    const bool farbspiel = st.contract.game == Game::Farbspiel;
    rep.error(farbspiel ? "points.card-points/farbspiel" : "points.card-points", "scoring", where, section,
              {{"what", claim.what()}, {"computed", *claim.computed}, {"recorded", pts.value.to_string()}});
  }
}

void check_bonuses(const record::Result& res, engine::Reporter& rep) {
  for (const auto& b : res.bonuses)
    rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)}, kGamesSection, {{"type", b.type}});
}

// Each seat's cents against the game value or the Ramsch amounts.
void check_amounts(const HandState& st, const Scores& sc, const record::Settlement& settlement, engine::Reporter& rep) {
  const std::string section = result_section(st);
  const int n = st.rules.players;
  const Message outcome = verdict_name(sc.verdict);
  for (int seat = 1; seat <= n; ++seat) {
    Rational recorded(0);
    Pos pos = settlement.pos;
    for (const auto& p : settlement.pays)
      if (p.seat == seat) {
        recorded = p.amount;
        pos = p.pos;
      }
    const auto it = sc.payments.find(seat);
    const Rational computed = it == sc.payments.end() ? Rational(0) : it->second;
    if (recorded != computed)
      rep.error(
          "settlement.amount", "scoring", {pos, 0, seat},
          engine::settlement_mismatch(
              seat, computed, recorded, {"cent", "Cent"},
              rep.say("phrase.settlement-why",
                      {{"contract", contract_name(st.contract), contract_name_de(st.contract)}, {"outcome", outcome}})),
          section);
  }
  for (const auto& p : settlement.pays)
    if (p.seat < 1 || p.seat > n)
      rep.error("settlement.amount", "scoring", {p.pos, 0, p.seat}, section, {{"seat", p.seat}, {"number", n}});
}

// "Es wird in der Regel um Geld gespielt": the settlement in cent, checked once the game is decided.
void check_settlement(const HandState& st, const Scores& sc, const record::Settlement& settlement,
                      engine::Reporter& rep) {
  if (settlement.unit == "point" && st.rules.point_unit_chips)
    rep.info("settlement.chips", "scoring", {settlement.pos, 0, 0}, "Die Ausrüstung", {});
  else if (settlement.unit != "cent")
    rep.error("settlement.unit", "scoring", {settlement.pos, 0, 0}, kGamesSection, {{"unit", settlement.unit}});
  if (sc.verdict == Verdict::Open) {
    rep.info("settlement.unverifiable", "scoring", {settlement.pos, 0, 0}, result_section(st), {});
    return;
  }
  check_amounts(st, sc, settlement, rep);
}

}  // namespace

void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep) {
  if (!st.hand->result) return;
  const record::Result& res = *st.hand->result;
  check_points(st, sc, res, rep);
  check_bonuses(res, rep);
  if (res.settlement) check_settlement(st, sc, *res.settlement, rep);
}

}  // namespace stichprobe::games::tapp
