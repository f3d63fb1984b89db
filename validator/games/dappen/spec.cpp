// The GameSpec of Dappen: variants and the house options the source leaves open
// (each decision is explained in RULES.md).
#include "validator/games/dappen/spec.h"

#include "validator/games/dappen/rules.h"

namespace stichprobe::games::dappen {
namespace {

engine::GameSpec make_spec() {
  engine::GameSpec s;
  s.id = "dappen";
  s.name = "Dappen";
  s.rules_file = "dappen.de.txt";
  for (const auto& v : variant_table()) {
    engine::VariantSpec vs;
    vs.id = v.id;
    vs.player_counts = v.table_sizes;
    // The summary is the source's own German sentence for the variant, in both languages.
    vs.summary = {v.source, v.source};
    vs.source = v.sitting_out_source;
    vs.option_defaults = {};
    if (v.id == "furtwangen") vs.option_defaults = {{"raise-by", "any"}, {"gstiesieren", "on"}};
    if (v.id == "schollach") vs.option_defaults = {{"gstiesieren", "on"}};
    s.variants.push_back(vs);
  }
  s.options = {
      {"sitting-out-pays",
       {"no", "yes"},
       "no",
       {"breitnau", "furtwangen", "schollach"},
       "Es muss verabredet werden, ob ein nichtspielender Geber zur Gegenpartei zählt oder nicht an der Zahlung des "
       "Spielergebnisses teilnimmt.",
       {"whether a dealer who sits out pays and receives like a defender",
        "ob ein nichtspielender Geber wie ein Gegenspieler zahlt und erhält"}},
      {"raise-by",
       {"following", "any"},
       "following",
       {"breitnau", "furtwangen", "schollach", "jeu-du-tarot"},
       "Falls ein Spieler dappt und ein folgender Spieler möchte das ebenfalls, kann gesteigert werden (Breitnau) / "
       "guckt herum, ob jemand anderes strecken will (Furtwangen)",
       {"who may raise a Dappen: only the players after the bidder, or anyone (also those who passed before)",
        "wer ein Dappen steigern darf: nur die Spieler nach dem Bieter oder jeder (auch wer vorher «Fort» sagte)"}},
      {"solo-dapp",
       {"declarer-if-trick", "defenders"},
       "declarer-if-trick",
       {},
       "Der Dapp zählt zu den Stichen des Alleinspielers wenn dieser wenigstens einen Stich macht, sonst fällt er an "
       "die Gegenspieler.",
       {"whom the untouched Dapp of a Solo counts for", "für wen der unberührte Dapp eines Solos zählt"}},
      {"gstiesieren",
       {"off", "on"},
       "off",
       {"breitnau", "furtwangen", "schollach", "jeu-du-tarot"},
       "Gstiesieren – Ein Gegenspieler, der den Gstiess hält, kann sich entscheiden, den Gstiess nicht zu spielen "
       "[...] "
       "/ ob man ihn wie in Furtwangen squiesieren kann, ist nicht bekannt.",
       {"whether a defender may withhold a lone Gstiess (on by default in Furtwangen and Schollach)",
        "ob ein Gegenspieler einen einzelnen Gstiess zurückhalten (gstiesieren) darf (in Furtwangen und Schollach "
        "Vorgabe on)"}},
      {"scoring",
       {"half", "full"},
       "half",
       {"furtwangen"},
       "Es wird verabredet, ob ein Wertungspunkt ½ Cent (halbes Spiel) oder 1 Cent (volles Spiel) zählt.",
       {"cents per point of difference: half = 1/2 cent, full = 1 cent",
        "Cent je Differenzpunkt: half = ½ Cent (halbes Spiel), full = 1 Cent (volles Spiel)"}},
      {"ulti-scoring",
       {"half", "full"},
       "half",
       {"furtwangen"},
       "Es wird wieder vereinbart, ob ein Ultipunkt halb = ½ Cent zählt [...] oder voll = 1 Cent",
       {"Ulti values 5/10/15 (half) or 10/20/30 cents (full)", "Ultiwerte 5/10/15 (half) oder 10/20/30 Cent (full)"}},
      {"pflichtdappen-a",
       {"on", "off"},
       "on",
       {"furtwangen"},
       "Als «Kindervariante» gilt bei den Klausmanns das Spiel ohne Regel (a).",
       {"off = the Kindervariante without Pflichtdappen (a)",
        "off = die «Kindervariante» ohne Pflichtdappen nach Regel (a)"}},
      {"marsch-liability",
       {"alone", "half"},
       "alone",
       {"furtwangen"},
       "Es gibt die Variante, dass der für den Marsch verantwortliche Gegenspieler nur den halben Betrag allein zahlt, "
       "und sich alle die andere Hälfte teilen.",
       {"the defender responsible for a Marsch pays all of it, or half alone and a share of the other half",
        "der für den Marsch verantwortliche Gegenspieler zahlt alles, oder die Hälfte allein und seinen Anteil an "
        "der anderen Hälfte"}},
      {"seven-fives-liability",
       {"shared", "as-marsch"},
       "shared",
       {"furtwangen"},
       "Ob ein Marsch, der dadurch zustande kommt, dass der Alleinspieler alle 7 5er hält [...] ebenfalls ggf. unter "
       "die "
       "Alleinverantwortlichkeit eines Gegenspielers fällt, oder ob man die Zahlung immer aufteilt [...], muss vorher "
       "vereinbart werden.",
       {"a seven-5ers Marsch is always shared, or falls under the Marsch liability",
        "ein Marsch mit allen sieben 5ern wird immer geteilt, oder fällt unter die Alleinverantwortlichkeit beim "
        "Marsch"}},
      {"win-rule",
       {"more-than-35", "35-and-a-card"},
       "more-than-35",
       {"jeu-du-tarot"},
       "Der Alleinspieler gewinnt mit 35 und einer Karte.",
       {"more-than-35: 36 points needed; 35-and-a-card: 35 also wins with more cards than the defenders",
        "more-than-35: 36 Punkte nötig; 35-and-a-card: auch 35 gewinnen, mit mehr Karten als die Gegenspieler"}},
      {"honneurs",
       {"kings", "fives", "wallis"},
       "kings",
       {"jeu-du-tarot"},
       "«honneurs» dürfen nicht abgelegt werden, es sei denn der Spieler halte deren 4. [...] In Baden bezeichnet "
       "honneur einen König",
       {"kings: kings only, pressable when all four are held; fives: the seven 5ers, pressable when four or more are "
        "held; wallis: kings when all four are held, 5er trumps never",
        "kings: nur Könige, zu drücken, wenn alle vier gehalten werden; fives: die sieben 5er, zu drücken, wenn vier "
        "oder mehr gehalten werden; wallis: Könige, wenn alle vier gehalten werden, 5er-Trümpfe nie"}},
      {"solo",
       {"on", "off"},
       "on",
       {"jeu-du-tarot"},
       "Die Notizen enthalten keinen Hinweis auf Solo oder Ulti. Im Wallis hat Solo den doppelten Spielwert wie der "
       "Dapper.",
       {"whether Solo is offered in the Jeu du Tarot", "ob es im Jeu du Tarot ein Solo gibt"}},
      {"point-unit",
       {"chips", "not-allowed"},
       "chips",
       {"furtwangen"},
       "Im Familienspiel der Klausmanns wird nicht um Geld gespielt, die Münzen dienen nur als Spielmarken.",
       {"a settlement in unit=\"point\": chips standing for cents, read as cents (chips, an info says so), or a "
        "unit the variant does not pay in (not-allowed, an error)",
        "eine Abrechnung in unit=\"point\": Spielmarken, die für Cent stehen, gelesen als Cent (chips, ein Hinweis "
        "sagt es), oder eine Einheit, in der die Variante nicht zahlt (not-allowed, ein Fehler)"}},
  };
  s.contracts = {"solo", "dappen", "strecken", "stupfen", "hannes", "zwei-hannes", "geiss"};
  s.card_names = {{"F", "Gstiess"}, {"T21", "Mund"}, {"T1", "Geiss"}};
  s.findings = finding_catalogue();
  s.messages = message_catalogue();
  // What the game has no use for (engine/record_parts.h), each with the sentence it rests on.
  s.unused_parts = {
      {engine::RecordPart::TalonPackets,
       {},
       {"the Dapp is one pile", "der Dapp ist ein Stapel"},
       "Spielziel",
       "Der Alleinspieler kann die Karten eines grossen Talons (Dapp, Leger) zur Verbesserung seiner Hand benutzen."},
      {engine::RecordPart::CallSuit,
       {},
       {"Dappen's bids name no suit", "die Gebote im Dappen nennen keine Farbe"},
       "Bieten",
       "Falls ein Spieler dappt und ein folgender Spieler möchte das ebenfalls, kann gesteigert werden"},
      {engine::RecordPart::CallCard,
       {},
       {"Dappen's bids name no card", "die Gebote im Dappen nennen keine Karte"},
       "Bieten",
       "Falls ein Spieler dappt und ein folgender Spieler möchte das ebenfalls, kann gesteigert werden"},
      {engine::RecordPart::ContractTrump,
       {},
       {"the trumps are the numbered cards and the Gstiess, never a suit",
        "die Trümpfe sind die nummerierten Karten und der Gstiess, nie eine Farbe"},
       "Karten",
       "Die Karten mit den grossen Ziffern, nummeriert von 1 (Geiss) bis 21 (Mund / Mond) und darüber der Gstiess "
       "(oder Stiess, eine Narrenfigur) sind Trumpf."},
      {engine::RecordPart::ContractPartnerCard,
       {},
       {"one plays against all the others: no card is called",
        "einer spielt gegen alle anderen: keine Karte wird gerufen"},
       "Spielziel",
       "Es spielt einer gegen alle anderen"},
      {engine::RecordPart::ExchangePacket,
       {},
       {"the declarer takes the whole Dapp", "der Alleinspieler nimmt den ganzen Dapp auf"},
       "Dapp aufnehmen und drücken",
       "Im Dappen und seinen Steigerungsstufen nimmt der Alleinspieler den Dapp in seine Hand auf"},
      {engine::RecordPart::Swap,
       {},
       {"no card changes hands but the Dapp", "keine Karte wechselt die Hand außer dem Dapp"},
       "Dapp aufnehmen und drücken",
       "Im Dappen und seinen Steigerungsstufen nimmt der Alleinspieler den Dapp in seine Hand auf, ohne die Karten den "
       "anderen zu zeigen, und drückt (legt verdeckt ab) 12 Karten seiner Wahl."},
  };
  return s;
}

}  // namespace

const engine::GameSpec& spec() {
  static const engine::GameSpec kSpec = make_spec();
  return kSpec;
}

}  // namespace stichprobe::games::dappen
