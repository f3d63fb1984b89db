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
      rep.error("points.unknown-side", "scoring", where,
                {"these points name no side or seat of this " + std::string(game_token(st.contract.game)),
                 "diese Augen nennen keine Partei und keinen Sitz dieses Spiels (" +
                     std::string(game_name_de(st.contract.game)) + ")"},
                section);
      continue;
    }
    if (!sc.points_known) {
      rep.info("points.unverifiable", "scoring", where,
               {"the play is not complete, so the " + claim.what().en + " cannot be checked",
                "das Spiel ist nicht vollständig, die " + claim.what().de + " lassen sich nicht prüfen"},
               section);
      continue;
    }
    if (pts.value == Rational(*claim.computed)) continue;
    const bool farbspiel = st.contract.game == Game::Farbspiel;
    rep.error("points.card-points", "scoring", where,
              {claim.what().en + ": " + std::to_string(*claim.computed) + " by the tricks" +
                   (farbspiel ? " (the Tapp included)" : "") + ", the record has " + pts.value.to_string(),
               claim.what().de + ": " + std::to_string(*claim.computed) + " nach den Stichen" +
                   (farbspiel ? " (mit dem Tapp)" : "") + ", aufgeschrieben ist " + pts.value.to_string()},
              section);
  }
}

void check_bonuses(const record::Result& res, engine::Reporter& rep) {
  for (const auto& b : res.bonuses)
    rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)},
              {"Tapp pays only the game value (and the Ramsch amounts); there is no bonus \"" + b.type + "\"",
               "beim Tapp wird nur der Spielwert gezahlt (und die Beträge des Ramschs); eine Prämie „" + b.type +
                   "“ gibt es nicht"},
              kGamesSection);
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
      rep.error("settlement.amount", "scoring", {pos, 0, seat},
                engine::settlement_mismatch(seat, computed, recorded, {"cent", "Cent"},
                                            {contract_name(st.contract) + ", " + outcome.en,
                                             contract_name_de(st.contract) + ", " + outcome.de}),
                section);
  }
  for (const auto& p : settlement.pays)
    if (p.seat < 1 || p.seat > n)
      rep.error("settlement.amount", "scoring", {p.pos, 0, p.seat},
                {"a payment for seat " + std::to_string(p.seat) + ", but the table has seats 1.." + std::to_string(n),
                 "eine Zahlung für Sitz " + std::to_string(p.seat) + ", der Tisch hat aber die Sitze 1.." +
                     std::to_string(n)},
                section);
}

// "Es wird in der Regel um Geld gespielt": the settlement in cent, checked once the game is decided.
void check_settlement(const HandState& st, const Scores& sc, const record::Settlement& settlement,
                      engine::Reporter& rep) {
  if (settlement.unit == "point" && st.rules.point_unit_chips)
    rep.info("settlement.chips", "scoring", {settlement.pos, 0, 0},
             {"the settlement is in points: read as chips standing for cents (\"Natürlich sind auch Spielchips o. Ä. "
              "geeignet\"; option point-unit=chips)",
              "die Abrechnung ist in Punkten: gelesen als Spielchips, die für Cent stehen („Natürlich sind auch "
              "Spielchips o. Ä. geeignet“; Option point-unit=chips)"},
             "Die Ausrüstung");
  else if (settlement.unit != "cent")
    rep.error("settlement.unit", "scoring", {settlement.pos, 0, 0},
              {"Tapp is played for cents (\"Es wird in der Regel um Geld gespielt\"), the settlement is in \"" +
                   settlement.unit + "\"",
               "Tapp wird um Cent gespielt („Es wird in der Regel um Geld gespielt“), die Abrechnung ist in „" +
                   settlement.unit + "“"},
              kGamesSection);
  if (sc.verdict == Verdict::Open) {
    rep.info("settlement.unverifiable", "scoring", {settlement.pos, 0, 0},
             {"the play does not decide the game, so the settlement cannot be checked",
              "der Spielverlauf entscheidet das Spiel nicht, die Abrechnung lässt sich nicht prüfen"},
             result_section(st));
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
