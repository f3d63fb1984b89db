// The five variants of ../shared/rules/dappen.de.txt as data, and the session's rules
// resolved from a variant and its options.
#include "validator/games/dappen/rules.h"

#include "validator/games/dappen/spec.h"

namespace stichprobe::games::dappen {
namespace {

const char* kDeal6 =
    "Im Spiel zu sechst gibt der Geber zuerst jedem 4, legt dann 6 dapp (verdeckt auf den Tisch), dann jedem 3 "
    "(zusammen 7) und dann nochmal 6 dapp (insgesamt 12).";
const char* kDeal7 = "Im Spiel zu siebt erhält jeder zweimal 3 = 6 Karten.";
const char* kFactors = "Der Spielfaktor ist: Solo 2, Dappen 1, Strecken 2, Stupfen 3.";

std::vector<DealShape> black_forest_deals() { return {{6, 7, 12, kDeal6}, {7, 6, 12, kDeal7}}; }

VariantParams breitnau() {
  VariantParams v;
  v.id = "breitnau";
  v.table_sizes = {6, 7, 8};
  v.max_active = 7;
  v.sitting_out_source = "Es gibt 6 oder 7 aktive Spieler. [...] Bei 8 Spielern setzt der Geber jeweils aus.";
  v.deals = black_forest_deals();
  v.contracts = {{"solo", 0, 2, 2, kFactors},
                 {"dappen", 1, 1, 1, kFactors},
                 {"strecken", 2, 2, 2, kFactors},
                 {"stupfen", 3, 3, 3, kFactors}};
  v.rule_prefix = "dappen/breitnau";
  v.source = "Variante von Breitnau: Referenz für die Grundregeln";
  return v;
}

VariantParams furtwangen() {
  VariantParams v = breitnau();
  v.id = "furtwangen";
  const char* doubling =
      "Der so berechnete einfache Centbetrag wird verdoppelt für ein gewonnenes Solo (ein verlorenes zählt einfach), "
      "Strecken und gestreckten Dapper.";
  v.contracts = {{"solo", 0, 2, 1, doubling}, {"dappen", 1, 1, 1, doubling}, {"strecken", 2, 2, 2, doubling}};
  v.scoring = Scoring::Cents;
  v.unit = "cent";
  v.pflichtdappen = true;
  v.seven_fives_marsch = true;
  v.ulti = true;
  v.rule_prefix = "dappen/furtwangen";
  v.source =
      "Will niemand Solo spielen, gibt es nur Dappen und als Steigerung Strecken, das vom Dapper gehalten "
      "werden kann (gestreckter Dapper).";
  return v;
}

VariantParams schollach() {
  VariantParams v = breitnau();
  v.id = "schollach";
  v.table_sizes = {6, 7};
  v.max_active = 6;
  v.sitting_out_source = "Man spielt nur zu sechst, bei sieben setzt der Geber aus.";
  v.deals = {{6, 7, 12, kDeal6}};
  v.contracts = {{"solo", 0, 2, 2, kFactors}, {"dappen", 1, 1, 1, kFactors}, {"strecken", 2, 2, 2, kFactors}};
  v.rule_prefix = "dappen/schollach";
  v.source =
      "Es gibt die Spiele Solo, Dappen und Strecken (gegen Dappen), kein Stupfen. Wie in Furtwangen ist "
      "Gstiesieren möglich. Ultis gibt es nicht.";
  return v;
}

VariantParams buchenbach() {
  VariantParams v = breitnau();
  v.id = "buchenbach";
  v.table_sizes = {6};
  v.max_active = 6;
  v.sitting_out_source = "Man spielt nur zu sechst.";
  v.deals = {{6, 7, 12, kDeal6}};
  const char* solo =
      "Gegen ein Solo (Faktor gewonnen 1, verloren 2) kann ein anderer Spieler strecken (Faktor 2) "
      "und den Dapp aufnehmen.";
  const char* ladder =
      "Wenn kein Solo geboten wurde, sind die Steigerungen des Dappen (1): Ein Hannes (2) [...] Zwei "
      "Hannes (3) [...] Geiss (4)";
  v.contracts = {{"solo", 0, 1, 2, solo},     {"strecken", -1, 2, 2, solo},     {"dappen", 1, 1, 1, ladder},
                 {"hannes", 2, 2, 2, ladder}, {"zwei-hannes", 3, 3, 3, ladder}, {"geiss", 4, 4, 4, ladder}};
  v.strecken_against_solo = true;
  v.bound_tricks = true;
  v.gstiesieren_possible = false;
  v.rule_prefix = "dappen/buchenbach";
  v.source = "Die Regeln stammen von Thomas Eckmann der ursprünglich aus Buchenbach kommt.";
  return v;
}

VariantParams jeu_du_tarot() {
  VariantParams v = breitnau();
  v.id = "jeu-du-tarot";
  v.table_sizes = {3, 4, 5, 6, 7};
  v.max_active = 7;
  v.sitting_out_source = "Es spielen 3 bis 7.";
  const char* table = "Gegeben wird (in Klammern der Dapp, frz. Ecart): ";
  v.deals = {{3, 16, 6, std::string(table) + "3 Spieler: (6), 3, 3, 3, 3, 4 = 16 (6)"},
             {4, 12, 6, std::string(table) + "4 Spieler: (6), 3, 3, 3, 3 = 12 (6)"},
             {5, 9, 9, std::string(table) + "5 Spieler: (3), 3, (3), 3, (3), 3 = 9 (9)"},
             {6, 7, 12, std::string(table) + "6 Spieler: (6), 3, (6), 4 = 7 (12)"},
             {7, 6, 12, std::string(table) + "7 Spieler: (6), 3, (6), 3 = 6 (12)"}};
  const char* wallis = "Im Wallis hat Solo den doppelten Spielwert wie der Dapper.";
  v.contracts = {{"solo", 0, 2, 2, wallis},
                 {"dappen", 1, 1, 1, kFactors},
                 {"strecken", 2, 2, 2, kFactors},
                 {"stupfen", 3, 3, 3, kFactors}};
  v.counting = Counting::Threes;
  v.threshold = 35;
  v.scoring = Scoring::DivFive;
  v.honours_rule = true;
  v.rule_prefix = "dappen/jeu-du-tarot";
  v.source =
      "Die Grundregeln des Spiels werden als bekannt vorausgesetzt: Rang und Abspiel der Karten, Spielarten, "
      "Rolle des Squies.";
  return v;
}

}  // namespace

namespace {
// The bidding ladder is read for every hand: derive it once with the table.
VariantParams with_ladder(VariantParams v) {
  for (const auto& c : v.contracts)
    if (c.level >= 1) v.ladder.push_back(c.type);
  return v;
}
}  // namespace

const std::vector<VariantParams>& variant_table() {
  static const std::vector<VariantParams> kTable{with_ladder(breitnau()), with_ladder(furtwangen()),
                                                 with_ladder(schollach()), with_ladder(buchenbach()),
                                                 with_ladder(jeu_du_tarot())};
  return kTable;
}

const VariantParams& variant_params(const std::string& id) {
  for (const auto& v : variant_table())
    if (v.id == id) return v;
  return variant_table().front();
}

const DealShape* deal_shape(const VariantParams& v, int active) {
  for (const auto& d : v.deals)
    if (d.active == active) return &d;
  return nullptr;
}

const ContractRow* contract_row(const VariantParams& v, const std::string& type) {
  for (const auto& c : v.contracts)
    if (c.type == type) return &c;
  return nullptr;
}

std::vector<std::string> ladder(const VariantParams& v) { return v.ladder; }

int active_count(const VariantParams& v, int table_size) {
  return table_size > v.max_active ? table_size - 1 : table_size;
}

Rules resolve_rules(const std::string& variant, const engine::Options& given) {
  engine::Options o = engine::default_options(spec(), variant);
  for (const auto& [k, val] : given) o[k] = val;
  const VariantParams& v = variant_params(variant);
  Rules r{v};
  r.sitting_out_pays = o["sitting-out-pays"] == "yes";
  r.raise_any = o["raise-by"] == "any";
  r.solo_dapp_defenders = o["solo-dapp"] == "defenders";
  r.gstiesieren = v.gstiesieren_possible && o["gstiesieren"] == "on";
  r.cents_full = o["scoring"] == "full";
  r.ulti_full = o["ulti-scoring"] == "full";
  r.pflicht_a = o["pflichtdappen-a"] != "off";
  r.marsch_half = o["marsch-liability"] == "half";
  r.seven_fives_as_marsch = o["seven-fives-liability"] == "as-marsch";
  r.card_tiebreak = o["win-rule"] == "35-and-a-card";
  r.point_unit_chips = o["point-unit"] != "not-allowed";
  r.honours = o["honneurs"] == "fives" ? Honours::Fives : o["honneurs"] == "wallis" ? Honours::Wallis : Honours::Kings;
  r.solo = !(v.id == "jeu-du-tarot" && o["solo"] == "off");
  return r;
}

std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  return engine::prepare_rules<Prep>(spec(), ctx);
}

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) { return engine::prepared_rules<Prep>(ctx); }

}  // namespace stichprobe::games::dappen
