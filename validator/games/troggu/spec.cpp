// The GameSpec of Troggu: variants (from rules.cpp's table), options, contracts and
// card names; each option carries the sentence it rests on.
#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/rules.h"

namespace stichprobe::games::troggu {

const engine::GameSpec& spec() {
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
        {"solo-after-normal",
         {"not-yet-spoken", "everyone"},
         "not-yet-spoken",
         {},
         "Wenn er ein normales Spiel fordert, sagt er „ich nehm’s“ oder „ich gehe“. In diesem Falle geht es reihum "
         "linksherum, ob ein Spieler doch noch ein Solo spielen will.",
         {"after a normal game is asked for, who may still call a Solo: the players who have not spoken yet "
          "(default; a pass chose among the three games) or every other player once round, those who passed too",
          "wer nach der Forderung eines normalen Spiels noch ein Solo ansagen darf: wer noch nicht gesprochen hat "
          "(Vorgabe; ein Passen war schon eine Wahl unter den drei Spielen) oder jeder andere Spieler einmal "
          "reihum, auch wer gepasst hat"}},
        {"seven-eight-grades",
         {"variant", "paragraph"},
         "variant",
         {"st-niklaus", "graechen"},
         "Die Abstufung der Bezahlung ist um einen Punkt verschoben (St. Niklaus) / ist anders (Grächen) versus "
         "(bei sieben oder acht Spielern) „Wenn das Verliererteam mehr als 30 Punkte gemacht hat … 30 Punkte oder "
         "weniger … wie üblich verdoppelt“",
         {"the doubling grade with seven or eight players: the variant's own (default: St. Niklaus 31, Grächen 20) "
          "or the seven-eight paragraph's 30",
          "die Stufe für den doppelten Betrag bei sieben oder acht Spielern: die der Variante (Vorgabe: St. Niklaus "
          "31, Grächen 20) oder die 30 des Absatzes über sieben oder acht Spieler"}},
        {"narr-exchange-card",
         {"own-pile", "side-pile"},
         "own-pile",
         {},
         "Im Austausch dafür muss er eine niedrige Karte vom eigenen Gewinnstapel den Gewinnern des letzten "
         "Stiches geben.",
         {"where the low card given for a withheld Narr comes from: its owner's own won cards (default) or his "
          "whole side's",
          "woher die niedrige Karte für den zurückbehaltenen Narren kommt: vom eigenen Gewinnstapel seines "
          "Besitzers (Vorgabe) oder von dem seiner ganzen Seite"}},
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
    s.messages = message_catalogue();
    // What the game has no use for (engine/record_parts.h), each with the sentence it rests on.
    s.unused_parts = {
        {engine::RecordPart::SittingOut,
         {},
         {"every Troggu player is dealt and plays", "im Troggu bekommt jeder Spieler Karten und spielt mit"},
         "Geben",
         "Dann verteilt der Geber die restlichen Karten im Gegenuhrzeigersinn an die Spieler, beginnend mit dem "
         "Spieler rechterhand."},
        {engine::RecordPart::TalonPackets,
         {},
         {"the Tapp is one pile", "der Tapp ist ein Stapel"},
         "Geben",
         "Eine bestimmte Anzahl Karten werden dann als verdeckter Stapel („Tapp“ genannt) in die Mitte des Tisches "
         "gelegt."},
        {engine::RecordPart::CallSuit,
         {},
         {"Troggu's calls name no suit", "die Gebote im Troggu nennen keine Farbe"},
         "Bieten",
         "Er hat nun die drei Möglichkeiten ein normales Spiel zu fordern, ein Solo zu spielen oder zu passen."},
        {engine::RecordPart::CallCard,
         {"partner"},
         {"only the Tappist's partner call names a card", "nur der Partnerruf des Tappisten nennt eine Karte"},
         "Normales Spiel",
         "Der Tappist wählt einen Partner, indem er irgendeinen Trumpf, ausgenommen XXI oder den Narren, ausruft."},
        {engine::RecordPart::ContractTrump,
         {},
         {"the trumps are the Tarocks and the Narr, never a suit",
          "die Trümpfe sind die Tarocke und der Narr, nie eine Farbe"},
         "Spielablauf des Normalspiels und Solos",
         "Ein Stich wird vom höchsten Trumpf gewonnen oder, wenn keiner gespielt wurde, von der höchsten Farbkarte der "
         "ausgespielten Farbe."},
        {engine::RecordPart::ExchangePacket,
         {},
         {"the Tappist takes the whole Tapp", "der Tappist nimmt den ganzen Tapp"},
         "Normales Spiel",
         "Der Tappist nimmt alle Karten des Tapps an sich"},
        {engine::RecordPart::Swap,
         {},
         {"no card changes hands but in the Tappist's exchange with the Tapp",
          "keine Karte wechselt die Hand außer beim Tausch des Tappisten mit dem Tapp"},
         "Normales Spiel",
         "Der Tappist nimmt alle Karten des Tapps an sich, ohne sie den anderen Spielern zu zeigen, und legt eine "
         "identische Anzahl Karten wieder verdeckt auf den Tisch zurück."},
        {engine::RecordPart::Announcement,
         {},
         {"Troggu has no announcements", "Troggu kennt keine Ansagen"},
         "Bieten",
         "Es gibt nun drei Möglichkeiten. Entweder wird ein normales Spiel, ein Solo-Spiel oder ein Misere-Spiel "
         "gespielt."},
    };
    return s;
  }();
  return kSpec;
}

}  // namespace stichprobe::games::troggu
