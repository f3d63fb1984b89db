#include "validator/games/tapp/spec.h"

namespace stichprobe::games::tapp {

const engine::GameSpec& spec() {
  static const engine::GameSpec kSpec = [] {
    engine::GameSpec s;
    s.id = "tapp";
    s.name = "Tapp";
    s.rules_file = "tapp.de.txt";  // in ../shared/rules/
    s.variants.push_back({"standard",
                          {3, 4},
                          {"Württembergischer Tarock: 36 French cards, 11 each + 3 in the Tapp (three players) "
                           "or 8 each + 4 (four); Farbspiel, Bettel, Rufer, Bettel ouvert, Durch, Ramsch",
                           "Württembergischer Tarock: französisches Blatt mit 36 Karten, je 11 und 3 in den Tapp "
                           "(zu dritt) oder je 8 und 4 (zu viert); Farbspiel, Bettel, Rufer, aufgelegter Bettel, "
                           "Durch, Ramsch"},
                          "Tapp kann zu dritt oder zu viert gespielt werden.",
                          {},
                          "Tapp kann zu dritt oder zu viert gespielt werden."});
    s.options = {
        {"deck",
         {"36", "32"},
         "36",
         {},
         "Zum Teil wird nur mit 32 Karten gespielt (ohne Sechser wie beim Skat).",
         {"36 cards, or 32 without the sixes", "36 Karten, oder 32 ohne die Sechser"}},
        {"deal-32-four",
         {"7-4", "8-0"},
         "7-4",
         {},
         "RULES.md: the source gives no deal for 32 cards; three players get 10 each + 2 in the Tapp",
         {"32 cards, four players: 7 each + 4 in the Tapp, or 8 each and no Tapp",
          "32 Karten zu viert: je 7 und 4 in den Tapp, oder je 8 und kein Tapp"}},
        {"herz-aufnehmen",
         {"off", "on"},
         "off",
         {},
         "Es gibt auch die Möglichkeit als niederstes Spiel ein Farbspiel Herz mit Aufnehmen (und anschließendem "
         "Drücken) des Tapps zu spielen.",
         {"allow the lowest game: Herz as trump, the declarer takes the Tapp and discards as many cards",
          "das niederste Spiel zulassen: Herz ist Trumpf, der Spieler nimmt den Tapp auf und drückt ebenso viele "
          "Karten"}},
        {"herz-aufnehmen-value",
         {"10", "5"},
         "10",
         {},
         "Es gibt auch die Möglichkeit als niederstes Spiel ein Farbspiel Herz mit Aufnehmen (und anschließendem "
         "Drücken) des Tapps zu spielen. / Farbspiel: Herz 10 Cent",
         {"value of Herz mit Aufnehmen in cent: that of a Farbspiel Herz (10), or the lowest game's (5)",
          "Wert von Herz mit Aufnehmen in Cent: der eines Farbspiels Herz (10), oder der des niedersten Spiels (5)"}},
        {"trump-obligation",
         {"farbspiel-only", "all-trump-games"},
         "farbspiel-only",
         {},
         "Bei allen Spielen gilt Farbzwang, d. h., es muss Farbe bekannt oder (bei Farbspielen) Trumpf gespielt "
         "werden, falls die Farbe in den Handkarten eines Spielers nicht vorhanden ist (Trumpfzwang).",
         {"whether Trumpfzwang holds only in Farbspiele (farbspiel-only) or also in Rufer and Durch (all-trump-games)",
          "ob der Trumpfzwang nur in Farbspielen gilt (farbspiel-only) oder auch im Rufer und im Durch "
          "(all-trump-games)"}},
        {"naming-order",
         {"auction", "forehand-first", "any"},
         "auction",
         {},
         "Anschließend sagt jeder, welches Spiel er wagen will.",
         {"order in which the players who said 'ich spiele' name their games",
          "Reihenfolge, in der die Spieler, die „ich spiele“ gesagt haben, ihr Spiel ansagen"}},
        {"ramsch-tie",
         {"split", "each-pays", "forward-pays"},
         "split",
         {},
         "Wer die meisten Augen hat, muss bezahlen. Wer keinen Stich hat, ist Jungfer und bekommt 10 Cent, alle "
         "anderen bekommen 5 Cent.",
         {"Ramsch with several top scorers: they share what every other seat gets (split), each pays it in full "
          "(each-pays), or the one further forward pays (forward-pays)",
          "Ramsch mit mehreren Spielern mit den meisten Augen: sie teilen sich, was jeder andere bekommt (split), "
          "jeder zahlt es voll (each-pays), oder der weiter vorne zahlt (forward-pays)"}},
        {"point-unit",
         {"chips", "not-allowed"},
         "chips",
         {},
         "(Natürlich sind auch Spielchips o. Ä. geeignet.)",
         {"a settlement in unit=\"point\": chips standing for cents, read as cents (chips, an info says so), or "
          "a unit the game does not pay in (not-allowed, an error)",
          "eine Abrechnung in unit=\"point\": Spielchips, die für Cent stehen, gelesen als Cent (chips, ein "
          "Hinweis sagt es), oder eine Einheit, in der das Spiel nicht zahlt (not-allowed, ein Fehler)"}},
        {"ramsch-early-end",
         {"when-fixed", "never"},
         "when-fixed",
         {},
         "THR v1 §5: play/@ended=\"early\": the rest was not played because the result was already fixed / "
         "Derjenige, der den letzten Stich macht, muss auch den Tapp nehmen.",
         {"a Ramsch may end early once who pays and how much is fixed (when-fixed: every seat has a trick and the "
          "top scorer cannot be caught) or is always played out (never)",
          "ein Ramsch darf vorzeitig enden, sobald feststeht, wer wie viel zahlt (when-fixed: jeder Sitz hat einen "
          "Stich und der mit den meisten Augen kann nicht mehr eingeholt werden), oder wird immer zu Ende gespielt "
          "(never)"}},
    };
    s.contracts = {"farbspiel", "bettel", "rufer", "bettel-ouvert", "durch", "herz-aufnehmen", "ramsch"};
    const char* suit_names[] = {"Kreuz", "Pik", "Herz", "Karo"};
    const char* suit_codes[] = {"C", "S", "H", "D"};
    const std::pair<const char*, const char*> ranks[] = {
        {"A", "-Ass"}, {"10", "-Zehner"}, {"K", "-König"}, {"Q", "-Dame"}, {"J", "-Bube"}};
    for (int i = 0; i < 4; ++i)
      for (const auto& [code, name] : ranks)
        s.card_names[std::string(suit_codes[i]) + code] = std::string(suit_names[i]) + name;
    s.findings = finding_catalogue();
    s.messages = message_catalogue();
    // What the game has no use for (engine/record_parts.h), each with the sentence it rests on.
    s.unused_parts = {
        {engine::RecordPart::SittingOut,
         {},
         {"every Tapp player is dealt and plays", "im Tapp bekommt jeder Spieler Karten und spielt mit"},
         "Geben",
         "bei vier Spielern: 8 Karten pro Spieler und vier in den Tapp"},
        {engine::RecordPart::TalonPackets,
         {},
         {"the Tapp is one pile", "der Tapp ist ein Stapel"},
         "Geben",
         "bei drei Spielern: 11 Karten pro Spieler und drei in den Talon, hier „Tapp“ genannt"},
        {engine::RecordPart::CallSuit,
         {"farbspiel", "bettel", "rufer", "bettel-ouvert", "durch", "herz-aufnehmen"},
         {"only a named game says its trump suit; \"ich spiele\" and \"weg\" name none",
          "nur ein angesagtes Spiel nennt seine Trumpffarbe; „ich spiele“ und „weg“ nennen keine"},
         "Spielregeln",
         "Anschließend sagt jeder, welches Spiel er wagen will."},
        {engine::RecordPart::CallCard,
         {},
         {"Tapp's calls name no card (the Rufer's called card is his <swap>)",
          "die Gebote im Tapp nennen keine Karte (die Karte, die der Rufer ruft, ist sein <swap>)"},
         "Rufer",
         "Der Spieler sagt die Trumpffarbe an und darf eine beliebige Karte, die ihm fehlt, von seinen Gegenspielern "
         "rufen"},
        {engine::RecordPart::ContractTrump,
         {"farbspiel", "rufer", "durch", "herz-aufnehmen"},
         {"Bettel, Aufgelegter Bettel and Ramsch have no trump",
          "Bettel, Aufgelegter Bettel und Ramsch haben keinen Trumpf"},
         "Bettel",
         "Es gilt Farbzwang, es gibt keinen Trumpf."},
        {engine::RecordPart::ContractPartnerCard,
         {"rufer"},
         {"only the Rufer calls a card", "nur der Rufer ruft eine Karte"},
         "Rufer",
         "darf eine beliebige Karte, die ihm fehlt, von seinen Gegenspielern rufen und dafür eine ungünstige Karte im "
         "Tausch abgeben"},
        {engine::RecordPart::ExchangePacket,
         {},
         {"the Tapp is one pile, taken whole", "der Tapp ist ein Stapel und wird ganz aufgenommen"},
         "Spielregeln (Herz mit Aufnehmen)",
         "Es gibt auch die Möglichkeit als niederstes Spiel ein Farbspiel Herz mit Aufnehmen (und anschließendem "
         "Drücken) des Tapps zu spielen."},
        {engine::RecordPart::AnnouncementCards,
         {},
         {"the Herz-Ass announcement names no cards", "die Ansage Herz-Ass nennt keine Karten"},
         "Spielende",
         "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt."},
    };
    return s;
  }();
  return kSpec;
}

}  // namespace stichprobe::games::tapp
