// What the table recorded against what the rules give: Augen, no bonuses, cents per seat.
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp/scoring.h"

namespace stichprobe::games::tapp {
namespace {
std::string verdict_name(Verdict v) { return v == Verdict::Won ? "won" : v == Verdict::Lost ? "lost" : "open"; }
std::string verdict_name_de(Verdict v) {
  return v == Verdict::Won ? "gewonnen" : v == Verdict::Lost ? "verloren" : "offen";
}
}  // namespace

void check_result(const record::Hand& hand, const Rules& rules, const Contract& contract, const PlayState& play,
                  const Score& score, engine::Reporter& rep, std::vector<engine::ScoreLine>* derivation) {
  const std::string section = contract.game == Game::Ramsch ? "Ramsch" : "Spiele";
  const int n = rules.players;
  // Callers guard each line with `derivation`: its text is built only when asked for.
  auto line = [&](Message item, Message computed, std::optional<std::string> recorded, Message detail) {
    engine::ScoreLine l{std::move(item), std::move(computed), std::move(recorded), false, std::move(detail)};
    l.mismatch = l.recorded && *l.recorded != l.computed.en;
    derivation->push_back(std::move(l));
  };
  if (derivation && contract.game != Game::Ramsch) {
    line({"game", "Spiel"},
         {contract_name(contract) + ", " + verdict_name(score.verdict),
          contract_name_de(contract) + ", " + verdict_name_de(score.verdict)},
         std::nullopt,
         {"value " + std::to_string(game_value(contract, rules)) + " cent from or to each other player",
          "Wert " + std::to_string(game_value(contract, rules)) + " Cent von jedem oder an jeden anderen Spieler"});
  }
  const record::Result* res = hand.result ? &*hand.result : nullptr;

  // Augen.
  if (res)
    for (const auto& pts : res->points) {
      std::optional<int> computed;
      Message what;
      if (pts.side == std::optional<std::string>("declarer")) {
        what = {"declarer's Augen", "Augen des Spielers"};
        if (contract.game != Game::Ramsch) computed = score.declarer_points;
      } else if (pts.side == std::optional<std::string>("defenders")) {
        what = {"defenders' Augen", "Augen der Gegenspieler"};
        if (contract.game != Game::Ramsch) computed = score.defender_points;
      } else if (pts.seat && *pts.seat >= 1 && *pts.seat <= n) {
        what = {"Augen of " + engine::seat_name(*pts.seat), "Augen von " + engine::seat_name_de(*pts.seat)};
        computed = *pts.seat == contract.declarer ? score.declarer_points
                                                  : score.seat_points[static_cast<std::size_t>(*pts.seat - 1)];
      }
      if (!computed) {
        rep.error("points.side", "scoring", {pts.pos, 0, pts.seat.value_or(0)},
                  {"these points name no side or seat of this " + std::string(game_token(contract.game)),
                   "diese Augen nennen keine Partei und keinen Sitz dieses Spiels (" +
                       std::string(game_name_de(contract.game)) + ")"},
                  section);
        continue;
      }
      if (!score.points_known) {
        rep.info("points.unverifiable", "scoring", {pts.pos, 0, pts.seat.value_or(0)},
                 {"the play is not complete, so the " + what.en + " cannot be checked",
                  "das Spiel ist nicht vollständig, die " + what.de + " lassen sich nicht prüfen"},
                 section);
        continue;
      }
      if (derivation) line(what, engine::same_in_both(std::to_string(*computed)), pts.value.to_string(), {});
      if (pts.value != Rational(*computed))
        rep.error("points.card-points", "scoring", {pts.pos, 0, pts.seat.value_or(0)},
                  {what.en + ": " + std::to_string(*computed) + " by the tricks" +
                       (contract.game == Game::Farbspiel ? " (the Tapp included)" : "") + ", the record has " +
                       pts.value.to_string(),
                   what.de + ": " + std::to_string(*computed) + " nach den Stichen" +
                       (contract.game == Game::Farbspiel ? " (mit dem Tapp)" : "") + ", aufgeschrieben ist " +
                       pts.value.to_string()},
                  section);
    }
  if (res)
    for (const auto& b : res->bonuses) {
      if (derivation) line({"bonus " + b.type, "Prämie " + b.type}, {"none", "keine"}, b.amount.to_string(), {});
      rep.error("bonus.unjustified", "scoring", {b.pos, 0, b.seat.value_or(0)},
                {"Tapp pays only the game value (and the Ramsch amounts); there is no bonus \"" + b.type + "\"",
                 "beim Tapp wird nur der Spielwert gezahlt (und die Beträge des Ramschs); eine Prämie „" + b.type +
                     "“ gibt es nicht"},
                "Spiele");
    }

  // Cents per seat.
  if (derivation && contract.game == Game::Ramsch && score.verdict != Verdict::Open) {
    std::string losers, jungfern, losers_de, jungfern_de;
    for (int s : score.losers) {
      losers += (losers.empty() ? "" : ", ") + engine::seat_name(s);
      losers_de += (losers_de.empty() ? "" : ", ") + engine::seat_name_de(s);
    }
    for (int s : score.jungfern) {
      jungfern += (jungfern.empty() ? "" : ", ") + engine::seat_name(s);
      jungfern_de += (jungfern_de.empty() ? "" : ", ") + engine::seat_name_de(s);
    }
    line({"Ramsch", "Ramsch"},
         {"most Augen: " + losers + (jungfern.empty() ? "" : "; Jungfer: " + jungfern),
          "die meisten Augen: " + losers_de + (jungfern_de.empty() ? "" : "; Jungfer: " + jungfern_de)},
         std::nullopt,
         {"the Tapp goes with the last trick to " + engine::seat_name(play.last_winner),
          "der Tapp geht mit dem letzten Stich an " + engine::seat_name_de(play.last_winner)});
  }
  if (!res || !res->settlement) {
    if (derivation)
      for (const auto& [seat, amount] : score.payments)
        line({engine::seat_name(seat) + " receives", engine::seat_name_de(seat) + " bekommt"},
             engine::same_in_both(amount.to_string()), std::nullopt, {"cent", "Cent"});
    return;
  }
  const auto& st = *res->settlement;
  if (derivation) line({"settlement unit", "Einheit der Abrechnung"}, {"cent", "Cent"}, st.unit, {});
  if (st.unit != "cent")
    rep.error("settlement.unit", "scoring", {st.pos, 0, 0},
              {"Tapp is played for cents (\"Es wird in der Regel um Geld gespielt\"), the settlement is in \"" +
                   st.unit + "\"",
               "Tapp wird um Cent gespielt („Es wird in der Regel um Geld gespielt“), die Abrechnung ist in „" +
                   st.unit + "“"},
              "Spiele");
  if (score.verdict == Verdict::Open) {
    rep.info("settlement.unverifiable", "scoring", {st.pos, 0, 0},
             {"the play does not decide the game, so the settlement cannot be checked",
              "der Spielverlauf entscheidet das Spiel nicht, die Abrechnung lässt sich nicht prüfen"},
             section);
    return;
  }
  for (int seat = 1; seat <= n; ++seat) {
    Rational recorded(0);
    Pos pos = st.pos;
    for (const auto& p : st.pays)
      if (p.seat == seat) {
        recorded = p.amount;
        pos = p.pos;
      }
    const auto it = score.payments.find(seat);
    const Rational computed = it == score.payments.end() ? Rational(0) : it->second;
    if (derivation)
      line({engine::seat_name(seat) + " receives", engine::seat_name_de(seat) + " bekommt"},
           engine::same_in_both(computed.to_string()), recorded.to_string(), {"cent", "Cent"});
    if (recorded != computed)
      rep.error("settlement.amount", "scoring", {pos, 0, seat},
                engine::settlement_mismatch(seat, computed, recorded, {"cent", "Cent"},
                                            {contract_name(contract) + ", " + verdict_name(score.verdict),
                                             contract_name_de(contract) + ", " + verdict_name_de(score.verdict)}),
                section);
  }
  for (const auto& p : st.pays)
    if (p.seat < 1 || p.seat > n)
      rep.error("settlement.amount", "scoring", {p.pos, 0, p.seat},
                {"a payment for seat " + std::to_string(p.seat) + ", but the table has seats 1.." + std::to_string(n),
                 "eine Zahlung für Sitz " + std::to_string(p.seat) + ", der Tisch hat aber die Sitze 1.." +
                     std::to_string(n)},
                section);
}

}  // namespace stichprobe::games::tapp
