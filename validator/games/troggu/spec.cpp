// The GameSpec tables of Troggu: variants, options, the deal table. Variants and
// house options are data; each entry carries the sentence it rests on.
#include <algorithm>

#include "validator/games/troggu/rules.h"
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

HandRules hand_rules(const std::string& variant, const engine::Options& options) {
  HandRules r;
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
  r.rule_prefix = r.variant->id == "standard" ? "troggu" : "troggu/" + r.variant->id;
  return r;
}

const engine::GameSpec& troggu_spec() {
  static const engine::GameSpec kSpec = [] {
    engine::GameSpec s;
    s.id = "troggu";
    s.name = "Troggu";
    s.rules_file = "troggu.de.txt";
    for (const auto& v : variant_table()) {
      engine::VariantSpec vs;
      vs.id = v.id;
      vs.player_counts = v.player_counts;
      vs.source = v.source;
      // Visp and St. Niklaus name their exception; Grächen none, so the general sentence holds.
      vs.players_source = v.id == "visp"         ? "Erlaubt keine Drei-Spieler-Version."
                          : v.id == "st-niklaus" ? "Es ist keine Acht-Spieler-Version vorhanden."
                                                 : "Die Regeln erlauben drei bis acht Mitspieler";
      if (v.id == "standard")
        vs.summary = {"3-8 players; four kings may be laid away together; double at <= 30",
                      "3-8 Spieler; die vier Könige dürfen zusammen abgelegt werden; doppelt bei <= 30"};
      if (v.id == "visp") {
        vs.summary = {"no three-player game; base 10 Rappen", "keine Drei-Spieler-Version; Grundbetrag 10 Rappen"};
        vs.option_defaults["base"] = "10";
      }
      if (v.id == "st-niklaus") {
        vs.summary = {
            "no eight-player game; all seven 5-pointers may be laid away; double at <= 31; "
            "Misere: the fewest points receives from all",
            "keine Acht-Spieler-Version; alle sieben 5-Punkte-Karten dürfen abgelegt werden; doppelt bei "
            "<= 31; Misere: wer am wenigsten macht, bekommt von allen"};
        vs.option_defaults["misere-payment"] = "lowest-receives";
      }
      if (v.id == "graechen")
        vs.summary = {"Tapp laid during the deal; all seven 5-pointers may be laid away; double at <= 20",
                      "Tapp wird während des Gebens gebildet; alle sieben 5-Punkte-Karten dürfen abgelegt werden; "
                      "doppelt bei <= 20"};
      s.variants.push_back(vs);
    }
    s.options = {
        {"base",
         {"5", "10"},
         "5",
         {},
         "Der Grundbetrag beträgt in St. Niklaus und Grächen üblicherweise fünf Rappen, in Visp zehn Rappen.",
         {"base amount in Rappen (standard: 5, as in two of the three regions)",
          "Grundbetrag in Rappen (Vorgabe: 5, wie in zwei der drei Regionen)"}},
        {"tappist",
         {"bidder", "dealer"},
         "bidder",
         {},
         "Im normalen Spiel spielt der Geber (genannt \"Tappist\") gegen den Rest der Spieler ... versus "
         "\"Wenn er ein normales Spiel fordert, sagt er 'ich nehm's'\"",
         {"who plays the normal game: the player who asked for it (default) or the dealer",
          "wer das normale Spiel spielt: der Spieler, der es gefordert hat (Vorgabe), oder der Geber"}},
        {"bidding-order",
         {"right", "left"},
         "right",
         {},
         "Der Spieler rechts vom Geber ist an der Reihe ... geht es reihum linksherum",
         {"bidding goes in playing order (to the right, default) or to the left as the text says",
          "das Bieten geht in Spielrichtung (nach rechts, Vorgabe) oder linksherum, wie der Text sagt"}},
        {"misere-trumping",
         {"compulsory", "free"},
         "compulsory",
         {},
         "Die Misere gleicht in den Regeln dem Rosenjass oder dem Herzspiel.",
         {"whether a player void in the led suit must trump in a Misere",
          "ob ein Spieler, der nicht Farbe bekennen kann, in der Misere Trumpf spielen muss"}},
        {"misere-payment",
         {"highest-pays", "lowest-receives", "both"},
         "highest-pays",
         {},
         "Der Spieler, der am meisten Punkte gemacht hat, muss allen anderen je den Grundbetrag bezahlen. / "
         "St. Niklaus: Bei der Misere bekommt derjenige, der am wenigsten macht, von allen den Grundbetrag bezahlt.",
         {"who pays in a Misere (St. Niklaus default: lowest-receives)",
          "wer in der Misere bezahlt (Vorgabe in St. Niklaus: lowest-receives)"}},
        {"misere-withhold-narr",
         {"no", "yes"},
         "no",
         {},
         "Spielablauf des Normalspiels und Solos: ... Wenn er aber noch der einzige Trumpf auf der Hand eines "
         "Spieler ist, muss er nicht zugegeben werden.",
         {"whether the Narr may be withheld in a Misere too (the permission stands under the heading of the "
          "normal game and Solo: no by default)",
          "ob der Narr auch in der Misere zurückbehalten werden darf (die Erlaubnis steht unter der Überschrift "
          "des Normalspiels und Solos: Vorgabe nein)"}},
        {"narr-without-exchange",
         {"to-owner", "to-winners"},
         "to-owner",
         {},
         "Erst dann legt der Spieler den Narren und addiert ihn zu den eigenen gewonnenen Karten. Im Austausch "
         "dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des letzten Stiches geben.",
         {"where the withheld Narr goes when its owner's side has won no card to give in exchange: to its owner "
          "(default) or it stays with the last trick's winners",
          "wohin der zurückbehaltene Narr geht, wenn die Seite seines Besitzers keine gewonnene Karte zum Tausch "
          "hat: zu seinem Besitzer (Vorgabe) oder er bleibt bei den Gewinnern des letzten Stiches"}},
        {"graechen-four-deal",
         {"seven-seven", "table"},
         "seven-seven",
         {"graechen"},
         "Bei der Vier-Spieler-Version wird so ausgegeben: sieben ausgeben, Tapp bilden, restl. sieben ausgeben.",
         {"Grächen with four: 7 + Tapp + 7 (14 cards each, Tapp 6, as written) or the table's 13 and Tapp 10",
          "Grächen zu viert: 7 + Tapp + 7 (je 14 Karten, Tapp 6, wie geschrieben) oder die 13 der Tabelle und Tapp "
          "10"}},
        {"graechen-five-deal",
         {"five-six", "six-five"},
         "five-six",
         {"graechen"},
         "fünf ausgeben, Tapp erstellen, sechs ausgeben oder sechs ausgeben, Tapp erstellen, fünf ausgeben",
         {"Grächen with five: the dealer's choice of packet order (hands are 11 either way)",
          "Grächen zu fünft: der Geber wählt, wie er ausgibt (die Hände haben so oder so 11 Karten)"}},
    };
    s.contracts = {"normal", "solo", "misere"};
    s.card_names = {{"T1", "Bagatt"}, {"T21", "Munt"}, {"F", "Bättler (Narr)"}};
    s.findings = finding_catalogue();
    return s;
  }();
  return kSpec;
}

}  // namespace stichprobe::games::troggu
