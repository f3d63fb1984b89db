// The resolved rules of a Troggu session: the variant table, the deal table and
// the options, each entry with the sentence it rests on; prepare() resolves them once.
#include "validator/games/troggu/rules.h"

#include <map>
#include "validator/games/troggu/spec.h"

namespace stichprobe::games::troggu {

const std::vector<VariantRules>& variant_table() {
  static const std::vector<VariantRules> kTable{
      {"standard",
       {3, 4, 5, 6, 7, 8},
       FiveException::FourKings,
       30,
       false,
       "Die Regeln erlauben drei bis acht Mitspieler. Wenn die Verliererseite 30 Punkte oder weniger hat, "
       "bezahlt sie den doppelten Grundbetrag."},
      {"visp",
       {4, 5, 6, 7, 8},
       FiveException::FourKings,
       30,
       false,
       "Visp: Erlaubt keine Drei-Spieler-Version. Der Grundbetrag beträgt ... in Visp zehn Rappen."},
      {"st-niklaus",
       {3, 4, 5, 6, 7},
       FiveException::AllSevenFives,
       31,
       false,
       "St. Niklaus: Es ist keine Acht-Spieler-Version vorhanden. Ablage von vier Königen ist nicht erlaubt, "
       "aber wer alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen. Wenn die Verlierer 31 "
       "oder weniger Punkte machen, bezahlen sie den doppelten Grundbetrag."},
      {"graechen",
       {3, 4, 5, 6, 7, 8},
       FiveException::AllSevenFives,
       20,
       true,
       "Grächen: Ebenso ist die Ablage von vier Königen nicht erlaubt, aber wer alle sieben 5-Punkte-Karten "
       "besitzt, darf diese gemeinsam ablegen. Der Tapp wird erst nach der Kartenausteilrunde erstellt. "
       "Wenn die Verlierer 20 oder weniger Punkte machen, bezahlen sie den doppelten Grundbetrag."},
  };
  return kTable;
}

const VariantRules& variant_rules(const std::string& id) {
  for (const auto& v : variant_table())
    if (v.id == id) return v;
  return variant_table().front();
}

const std::vector<DealRow>& deal_table() {
  // "Spieler | Tapp | pro Spieler": 3 | 8 | 6+6+6, 4 | 10 | 4+4+5, 5 | 7 | 4+4+3,
  // 6 | 8 | 4+5, 7 | 6 | 4+4, 8 | 6 | 4+3.
  static const std::vector<DealRow> kTable{
      {3, 8, {6, 6, 6}}, {4, 10, {4, 4, 5}}, {5, 7, {4, 4, 3}}, {6, 8, {4, 5}}, {7, 6, {4, 4}}, {8, 6, {4, 3}},
  };
  return kTable;
}

int DealPlan::hand_size() const {
  int n = 0;
  for (int p : packets_before_tapp) n += p;
  for (int p : packets_after_tapp) n += p;
  return n;
}

DealPlan deal_plan(const VariantRules& v, int players, const engine::Options& options) {
  DealPlan plan;
  plan.players = players;
  for (const auto& row : deal_table()) {
    if (row.players != players) continue;
    plan.tapp = row.tapp;
    plan.packets_after_tapp = row.packets;
    plan.source =
        "Eine bestimmte Anzahl Karten werden dann als verdeckter Stapel (\"Tapp\") in die Mitte des "
        "Tisches gelegt. Dann verteilt der Geber die restlichen Karten (Tabelle: " +
        std::to_string(players) + " Spieler, Tapp " + std::to_string(row.tapp) + ")";
  }
  if (!v.tapp_after_deal) return plan;
  // Grächen lays the Tapp between two rounds of dealing.
  if (players == 5) {
    const auto it = options.find("graechen-five-deal");
    const bool six_first = it != options.end() && it->second == "six-five";
    plan.packets_before_tapp = {six_first ? 6 : 5};
    plan.packets_after_tapp = {six_first ? 5 : 6};
    plan.source =
        "Bei der Fünf-Spieler-Version kann der Geber entscheiden, wie er ausgibt: fünf ausgeben, "
        "Tapp erstellen, sechs ausgeben oder sechs ausgeben, Tapp erstellen, fünf ausgeben.";
  } else if (players == 4) {
    const auto it = options.find("graechen-four-deal");
    if (it != options.end() && it->second == "table") {
      plan.packets_before_tapp = {7};
      plan.packets_after_tapp = {6};
      plan.tapp = 10;
    } else {
      plan.packets_before_tapp = {7};
      plan.packets_after_tapp = {7};
      plan.tapp = 62 - 4 * 14;
    }
    plan.source =
        "Bei der Vier-Spieler-Version wird so ausgegeben: sieben ausgeben, Tapp bilden, restl. sieben "
        "ausgeben.";
  } else {
    // Other counts: the standard packets, the Tapp laid after the last round.
    plan.packets_before_tapp = plan.packets_after_tapp;
    plan.packets_after_tapp.clear();
    plan.source += "; Grächen: Der Tapp wird erst nach der Kartenausteilrunde erstellt.";
  }
  return plan;
}

Rules resolve_rules(const std::string& variant, const engine::Options& options) {
  Rules r;
  r.variant = &variant_rules(variant);
  auto get = [&options](const char* name, const char* fallback) {
    auto it = options.find(name);
    return it == options.end() ? std::string(fallback) : it->second;
  };
  r.base = get("base", r.variant->id == "visp" ? "10" : "5") == "10" ? 10 : 5;
  r.tappist = get("tappist", "bidder") == "dealer" ? Tappist::Dealer : Tappist::Bidder;
  r.bidding_order = get("bidding-order", "right") == "left" ? BiddingOrder::Left : BiddingOrder::Right;
  r.misere_must_trump = get("misere-trumping", "compulsory") == "compulsory";
  const std::string mp = get("misere-payment", r.variant->id == "st-niklaus" ? "lowest-receives" : "highest-pays");
  r.misere_payment = mp == "lowest-receives" ? MiserePayment::LowestReceives
                     : mp == "both"          ? MiserePayment::Both
                                             : MiserePayment::HighestPays;
  r.misere_withhold_narr = get("misere-withhold-narr", "no") == "yes";
  r.narr_to_owner_without_exchange = get("narr-without-exchange", "to-owner") == "to-owner";
  r.solo_from_everyone = get("solo-after-normal", "not-yet-spoken") == "everyone";
  r.paragraph_grades = get("seven-eight-grades", "variant") == "paragraph";
  r.narr_card_from_side = get("narr-exchange-card", "own-pile") == "side-pile";
  // Built once per variant (immutable): a copy of the rules per hand copies no string.
  static const std::map<std::string, std::string> kPrefixes = [] {
    std::map<std::string, std::string> out;
    for (const VariantRules& v : variant_table()) out[v.id] = v.id == "standard" ? "troggu" : "troggu/" + v.id;
    return out;
  }();
  r.rule_prefix = kPrefixes.at(r.variant->id).c_str();
  return r;
}

Prep::Prep(const engine::HandContext& ctx)
    : rules(resolve(ctx)), players(engine::table_size(ctx)), plan(deal_plan(*rules.variant, players, ctx.options)) {}

Rules Prep::resolve(const engine::HandContext& ctx) { return resolve_rules(ctx.variant, ctx.options); }

std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  return engine::prepare_rules<Prep>(spec(), ctx);
}

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) { return engine::prepared_rules<Prep>(ctx); }

engine::PreparedOr<DealPlan> plan_for(const engine::HandContext& ctx, const VariantRules& v, int players) {
  const Prep* prep = engine::prepared<Prep>(ctx);
  return {prep && prep->players == players ? &prep->plan : nullptr, [&] { return deal_plan(v, players, ctx.options); }};
}

}  // namespace stichprobe::games::troggu
