#include "validator/engine/catalogue.h"

#include <algorithm>

#include "validator/engine/registry.h"

namespace stichprobe::engine {

const std::vector<FindingInfo>& shared_findings() {
  using S = Severity;
  // A table, one finding per entry: kept as written.
  // clang-format off
  static const std::vector<FindingInfo> kShared{
      // The reader (THR v1).
      {"format.xml-syntax", S::Error, {"the file is not well-formed XML; the place is where the parser stopped",
       "die Datei ist kein wohlgeformtes XML; die Stelle ist die, an der der Parser aufgehört hat"},
       "THR v1 §1 (XML 1.0)", "<players><player seat=\"1\"></players>"},
      {"format.doctype", S::Error, {"a DOCTYPE declaration: THR files have none (they would allow entity bombs)",
       "eine DOCTYPE-Deklaration: THR-Dateien haben keine (sie würden Entity-Bomben erlauben)"},
       "THR v1 §1", "<!DOCTYPE session [<!ENTITY a \"b\">]>"},
      {"format.entity", S::Error, {"an entity reference other than the five predefined ones and character references",
       "ein Entity-Verweis außer den fünf vordefinierten und Zeichenreferenzen"},
       "THR v1 §1", "<note>&nbsp;</note>"},
      {"format.encoding", S::Error, {"the file is not UTF-8 (another encoding declared, or a UTF-16/32 byte order mark)",
       "die Datei ist nicht UTF-8 (eine andere Kodierung ist deklariert, oder eine UTF-16/32-Bytereihenfolgemarke)"},
       "THR v1 §1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"},
      {"format.invalid-utf8", S::Error, {"a byte sequence that is not valid UTF-8",
       "eine Bytefolge, die kein gültiges UTF-8 ist"}, "THR v1 §1", "<note>\\xC3\\x28</note>"},
      {"format.binary", S::Error, {"NUL bytes or other binary content: not a text file",
       "NUL-Bytes oder anderer binärer Inhalt: keine Textdatei"}, "THR v1 §1", "an ELF binary"},
      {"format.empty-file", S::Error, {"the file is empty or holds only white space",
       "die Datei ist leer oder enthält nur Leerraum"}, "THR v1 §4", "(0 bytes)"},
      {"format.unreadable", S::Error, {"the file cannot be opened (missing, no permission, or a directory)",
       "die Datei lässt sich nicht öffnen (fehlt, keine Berechtigung, oder ein Verzeichnis)"}, "THR v1 §4",
       "stichprobe validate missing.xml"},
      {"format.root", S::Error, {"the root element is neither <session> nor <archive>",
       "das Wurzelelement ist weder <session> noch <archive>"}, "THR v1 §4", "<record>…</record>"},
      {"format.namespace", S::Error, {"the THR elements are not in the namespace urn:tarock-hand-record:1",
       "die THR-Elemente stehen nicht im Namensraum urn:tarock-hand-record:1"}, "THR v1 §1",
       "<session version=\"1\" game=\"tapp\">"},
      {"format.version", S::Error, {"session/@version is missing or not \"1\"",
       "session/@version fehlt oder ist nicht \"1\""}, "THR v1 §4", "<session version=\"2\" …>"},
      {"format.unknown-game", S::Error, {"session/@game is not one of the five games (with a \"did you mean\")",
       "session/@game ist keines der fünf Spiele (mit einem \"gemeint: …?\")"},
       "THR v1 §4", "game=\"tapp-tarok\""},
      {"format.unknown-variant", S::Error, {"session/@variant is not a variant of the game",
       "session/@variant ist keine Variante des Spiels"}, "THR v1 §4",
       "game=\"troggu\" variant=\"zermatt\""},
      {"format.unknown-element", S::Error, {"an element in the THR namespace that the format does not define there",
       "ein Element im THR-Namensraum, das das Format an dieser Stelle nicht kennt"},
       "THR v1 §4, §5", "<hand …><bidding/></hand>"},
      {"format.unknown-attribute", S::Error, {"an attribute without namespace that the element does not define",
       "ein Attribut ohne Namensraum, das das Element nicht kennt"},
       "THR v1 §4, §5", "<trick leader=\"1\">"},
      {"format.missing-attribute", S::Error, {"a required attribute is missing",
       "ein Pflichtattribut fehlt"}, "THR v1 §4, §5", "<hand n=\"1\">"},
      {"format.missing-element", S::Error, {"a required element is missing",
       "ein Pflichtelement fehlt"}, "THR v1 §4", "<session …> without <players>"},
      {"format.duplicate-attribute", S::Error, {"the same attribute twice on one element (XML forbids it)",
       "dasselbe Attribut zweimal an einem Element (XML verbietet das)"}, "THR v1 §1",
       "<call seat=\"1\" seat=\"2\" bid=\"pass\"/>"},
      {"format.duplicate-id", S::Error, {"two hands of the file have the same hand/@id (\"optional-unique-id\")",
       "zwei Spiele der Datei haben dieselbe hand/@id („optional-unique-id“)"}, "THR v1 §5",
       "<hand n=\"1\" id=\"a\"> … <hand n=\"2\" id=\"a\">"},
      {"format.duplicate-element", S::Error, {"an element that may stand once stands twice",
       "ein Element, das nur einmal stehen darf, steht zweimal"}, "THR v1 §5",
       "two <deal> in one <hand>"},
      {"format.element-order", S::Error, {"a hand's children are not in the order of the format",
       "die Kindelemente eines Spiels stehen nicht in der Reihenfolge des Formats"}, "THR v1 §5",
       "<play> before <auction>"},
      {"format.unexpected-text", S::Error, {"text where the format has none, or cards and packets mixed in one talon",
       "Text, wo das Format keinen vorsieht, oder Karten und Päckchen in einem Talon gemischt"},
       "THR v1 §5", "<players>Anna</players>"},
      {"format.too-deep", S::Error, {"elements nested deeper than any record needs; the rest is not read",
       "Elemente tiefer verschachtelt, als ein Protokoll je braucht; der Rest wird nicht gelesen"},
       "THR v1 §1 (hardening)", "a million nested foreign elements"},
      {"format.bad-number", S::Error,
       {"a number that does not parse exactly: integers for seats and counts; amounts and points may be "
       "\"-10\", \"12.5\" or \"35 2/3\"",
       "eine Zahl, die sich nicht genau lesen lässt: ganze Zahlen für Sitze und Anzahlen; Beträge und Augen "
       "dürfen \"-10\", \"12.5\" oder \"35 2/3\" sein"},
       "THR v1 §5 Result", "<pay seat=\"1\" amount=\"ten\"/>"},
      {"format.bad-value", S::Error, {"an attribute value outside the values the format allows",
       "ein Attributwert außerhalb der Werte, die das Format erlaubt"}, "THR v1 §5",
       "<ruling decision=\"maybe\">"},
      {"format.unknown-card", S::Error, {"a token that is not a THR card code",
       "ein Wort, das kein THR-Kartencode ist"}, "THR v1 §3", "<cards seat=\"1\">T22 HX</cards>"},
      {"format.unknown-bid", S::Error, {"call/@bid is not a bid of this game",
       "call/@bid ist kein Gebot dieses Spiels"}, "THR v1 §5 Calls",
       "<call seat=\"1\" bid=\"dreierl\"/>"},
      {"format.unknown-contract", S::Error, {"contract/@type is not a contract of this game",
       "contract/@type ist kein Spiel (Kontrakt) dieses Spiels"}, "THR v1 §5 Contract types",
       "<contract declarer=\"1\" type=\"grand\"/>"},
      {"format.unknown-option", S::Error, {"a rules option the game does not have (with a \"did you mean\")",
       "eine Regeloption, die das Spiel nicht hat (mit einem \"gemeint: …?\")"}, "THR v1 §6",
       "<option name=\"scoreing\" value=\"half\"/>"},
      {"format.bad-option-value", S::Error, {"a value the rules option does not allow",
       "ein Wert, den die Regeloption nicht erlaubt"}, "THR v1 §6",
       "<option name=\"scoring\" value=\"double\"/>"},
      {"format.duplicate-option", S::Error, {"the same rules option twice",
       "dieselbe Regeloption zweimal"}, "THR v1 §6", "two <option name=\"base\">"},
      {"format.option-not-in-variant", S::Error, {"a rules option that does not apply to the session's variant",
       "eine Regeloption, die für die Variante der Sitzung nicht gilt"},
       "THR v1 §6", "dappen/breitnau with <option name=\"scoring\" …>"},
      // The session driver.
      {"session.players", S::Error, {"seats must be numbered 1..N, once each",
       "die Sitze sind je einmal mit 1..N zu nummerieren"}, "THR v1 §2",
       "<player seat=\"1\"/><player seat=\"3\"/>"},
      {"session.player-count", S::Error, {"the variant is not played by this many players",
       "die Variante wird nicht mit so vielen Spielern gespielt"}, "the game's rules",
       "troggu/visp with three players"},
      {"session.dealer", S::Error, {"hand/@dealer is not a seat at the table",
       "hand/@dealer ist kein Sitz am Tisch"}, "THR v1 §5", "<hand n=\"1\" dealer=\"5\"> with 3 players"},
      {"session.dealer-rotation", S::Error,
       {"the dealer did not move as the game says (to the right, seat + 1, except where a game keeps the dealer)",
       "der Geber hat nicht gewechselt, wie das Spiel es sagt (nach rechts, Sitz + 1, außer wo ein Spiel den "
       "Geber behält)"},
       "the game's rules on dealing", "hand 2 dealt by seat 1 after hand 1 dealt by seat 3"},
      {"session.dealer-unknown", S::Info,
       {"the hand's dealer could not be read or is no seat at the table, and neither a neighbouring hand nor the "
        "hand's own calls and play show who dealt: its calls and play are not checked",
        "der Geber des Spiels ist nicht lesbar oder kein Sitz am Tisch, und weder ein benachbartes Spiel noch die "
        "Ansagen und das Spiel selbst zeigen, wer gegeben hat: Ansagen und Spiel sind nicht geprüft"},
       "THR v1 §5", "<hand n=\"1\" deler=\"2\"> as the only hand, with no auction and no play"},
      {"session.hand-number", S::Warning, {"hand numbers do not increase",
       "die Spielnummern steigen nicht"}, "THR v1 §4", "<hand n=\"2\"> after <hand n=\"3\">"},
      {"session.running-total", S::Error, {"a running total is not the previous total plus this hand's settlement",
       "ein Stand ist nicht der bisherige Stand plus die Abrechnung dieses Spiels"},
       "THR v1 §5 Result", "<total seat=\"1\" value=\"12\"/> where 10 was due"},
      {"session.ruling-unmatched", S::Warning, {"a ruling whose code (and trick and seat) matches no finding of its hand",
       "ein Entscheid, dessen Code (samt Stich und Sitz) zu keinem Befund seines Spiels passt"},
       "THR v1 §5 rulings", "<ruling code=\"play.must-trump\" …> in a clean hand"},
      {"session.game-unsupported", S::Warning, {"the engine has no rules module for this game yet",
       "die Engine hat für dieses Spiel noch kein Regelmodul"}, "THR v1 §4", ""},
      {"session.variant-unsupported", S::Warning, {"the engine has no rules for this variant yet",
       "die Engine hat für diese Variante noch keine Regeln"}, "THR v1 §4", ""},
      // The inference of unknown cards ('?', a missing <deal>) before every game's checks.
      {"deal.card-inferred", S::Info,
       {"an unknown card ('?') is what the rest of the record makes it: the card nobody else held, a laid-away card "
        "the seat never played, a card the seat plays later",
        "eine unbekannte Karte ('?') ist, was der Rest der Aufzeichnung festlegt: die Karte, die sonst niemand hatte, "
        "eine abgelegte Karte, die der Sitz nie spielt, eine Karte, die der Sitz später spielt"},
       "THR v1 §5 unknown cards", "<talon><packet>? T14 T18</packet>…</talon> with HC held by nobody"},
      {"deal.cards-open", S::Info,
       {"unknown cards the record does not determine, each with the cards it may be",
        "unbekannte Karten, die die Aufzeichnung nicht festlegt, jede mit den Karten, die sie sein kann"},
       "THR v1 §5 unknown cards", "<cards seat=\"2\">? ? …</cards> whose cards never show in the play"},
      {"deal.unknowns-inconsistent", S::Error,
       {"no assignment of the unknown cards fits the record: a '?' has no card left, or a card seen later has no "
        "unknown place left in the hand it must come from",
        "keine Belegung der unbekannten Karten passt zur Aufzeichnung: für ein '?' bleibt keine Karte, oder eine "
        "später gesehene Karte hat keinen unbekannten Platz mehr im Blatt, aus dem sie kommen muss"},
       "THR v1 §5 unknown cards", "<cards seat=\"1\">? …</cards> while every card of the deck is known elsewhere"},
      {"deal.reconstructed", S::Info,
       {"no <deal>: the play and the exchange determine every hand and the talon; the rebuilt deal is checked",
        "kein <deal>: Spiel und Tausch legen jedes Blatt und den Talon fest; das wiederhergestellte Geben wird geprüft"},
       "THR v1 §5 missing deal", "a hand without <deal> whose every card is played or laid away"},
      // The play phase every game shares.
      {"play.card-not-held", S::Error, {"a player plays a card that is not in his hand at that moment (a card from nowhere)",
       "ein Spieler spielt eine Karte, die er in dem Augenblick nicht in der Hand hat (eine Karte aus dem Nichts)"},
       "every game: the cards dealt", "<trick lead=\"1\">HK …</trick> when seat 1 never held HK"},
      {"play.must-follow-suit", S::Error, {"a player does not follow the led suit although he could (a revoke)",
       "ein Spieler bekennt nicht Farbe, obwohl er könnte (Farbe verleugnet)"},
       "every game: Play (bedienen)", "H2 led, seat 2 plays a trump while holding HK"},
      {"play.must-trump", S::Error, {"a player who cannot follow does not trump although he could",
       "ein Spieler, der nicht bekennen kann, sticht nicht, obwohl er könnte"}, "every game: Play",
       "H2 led, seat 2 has no heart, plays SK while holding T5"},
      {"play.wrong-leader", S::Error, {"a trick is led by another seat than the rules say (the last trick's winner)",
       "ein Stich wird von einem anderen Sitz ausgespielt, als die Regeln sagen (dem Gewinner des letzten Stichs)"},
       "every game: Play", "<trick lead=\"2\"> after seat 1 won"},
      {"play.cards-out-of-order", S::Error,
       {"two cards of a trick are written in the wrong order: each is held by the other's seat, so the record is "
        "read with the two swapped back (one finding instead of two cards not held)",
        "zwei Karten eines Stichs sind in falscher Reihenfolge aufgeschrieben: jede hat der Sitz der anderen, also "
        "wird der Stich mit den beiden zurückgetauscht gelesen (ein Befund statt zweier Karten aus dem Nichts)"},
       "every game: Play", "<trick lead=\"1\">HK H2 H1</trick> when seat 2 holds HK and seat 1 holds H2"},
      {"play.trick-size", S::Error, {"a trick does not have one card per active player; a card left out is named "
       "when it is the one card of its seat no trick shows, and is then counted as played",
       "ein Stich hat nicht eine Karte je mitspielendem Spieler; eine ausgelassene Karte wird genannt, wenn sie die "
       "einzige Karte ihres Sitzes ist, die kein Stich zeigt, und gilt dann als gespielt"}, "every game: Play",
       "<trick lead=\"1\">T21 T3</trick> at a table of three"},
      {"play.wrong-winner", S::Error, {"trick/@winner as transcribed is not the seat that wins by the rules",
       "trick/@winner ist, wie aufgeschrieben, nicht der Sitz, der den Stich nach den Regeln macht"},
       "every game: Play", "<trick lead=\"1\" winner=\"1\">H2 HK H1</trick>"},
      {"play.written-twice", S::Error,
       {"a card written in two tricks, one place a slip (mostly the earlier, legal as written): with a card no trick shows in its place, "
        "the whole hand fits (and no other single change does), so that card is taken there",
        "eine Karte steht in zwei Stichen, eine Stelle ist ein Schreibfehler (meist die frühere, wie geschrieben erlaubt): mit einer Karte, die kein "
        "Stich zeigt, an ihrer Stelle passt das ganze Spiel (und mit keiner anderen einzelnen Änderung), daher gilt "
        "dort diese Karte"},
       "every game: the cards dealt", "<trick lead=\"1\">T16 …</trick> … <trick lead=\"1\">T16 …</trick>, T6 never shown"},
      {"play.not-in-deck", S::Error, {"a played card that this game's deck does not have",
       "eine gespielte Karte, die das Blatt dieses Spiels nicht hat"}, "THR v1 §3 decks",
       "C5 in a Tapp Tarock hand"},
      {"play.unknown-card", S::Info, {"a played card is unknown ('?'): its legality cannot be checked",
       "eine gespielte Karte ist unbekannt ('?'): ob sie zugegeben werden durfte, ist nicht prüfbar"}, "THR v1 §5",
       "<trick lead=\"1\">T21 ? T3</trick>"},
      // The bidding not recorded (contract_inference.h): one info, with what could not be checked.
      {"auction.not-recorded", S::Info,
       {"a hand without <auction>: the contract is taken as recorded, or (without <contract> too) as the exchange, "
        "the play and the result show it; whether the bidding gave it, and what depends on a contract they do not "
        "show, cannot be checked",
        "ein Spiel ohne <auction>: das Spiel gilt, wie es aufgeschrieben ist, oder (auch ohne <contract>) wie Tausch, "
        "Spiel und Ergebnis es zeigen; ob das Bieten es ergab, und was von einem Spiel abhängt, das sie nicht zeigen, "
        "ist nicht prüfbar"},
       "THR v1 §5, §7", "<hand> with <play> and <result> but neither <auction> nor <contract>"},
      // Parts of a record the game has no use for (record_parts.h): one error each.
      {"deal.sitting-out", S::Error,
       {"hand/@sitting-out is not who sits out: in Dappen the dealer sits out when one player more than the active "
        "table plays (Schollach at seven, the others at eight), nobody otherwise; in the other four games every "
        "player at the table is dealt and plays",
        "hand/@sitting-out ist nicht, wer aussetzt: im Dappen setzt der Geber aus, wenn ein Spieler mehr am Tisch "
        "sitzt, als aktiv spielen (Schollach zu siebt, sonst zu acht), sonst niemand; in den anderen vier Spielen "
        "bekommt jeder am Tisch Karten und spielt mit"},
       "THR v1 §2; the game's rules on dealing", "<hand n=\"1\" dealer=\"2\" sitting-out=\"3\"> in Tapp"},
      {"deal.not-in-game", S::Error,
       {"a talon written as <packet>s in a game whose talon is one pile (only Tapp Tarock's has two halves)",
        "ein Talon in <packet> in einem Spiel, dessen Talon ein Stoß ist (nur der des Tapp Tarock hat zwei Hälften)"},
       "THR v1 §5; the game's rules on dealing", "<talon><packet>…</packet><packet>…</packet></talon> in Troggu"},
      {"auction.not-in-game", S::Error,
       {"an attribute of a call or the contract the game has no use for: a suit (only Tapp's games name one), a "
        "card (only Tübinger's calls and Troggu's partner call), a trump or a partner card where the contract has "
        "none",
        "ein Attribut eines Gebots oder des Spiels, das das Spiel nicht kennt: eine Farbe (nur die Spiele des Tapp "
        "nennen eine), eine Karte (nur die Rufe im Tübinger und der Partnerruf im Troggu), ein Trumpf oder eine "
        "Partnerkarte, wo das Spiel keine hat"},
       "THR v1 §5 Calls; the game's rules", "<call seat=\"1\" bid=\"pass\" suit=\"H\"/> in Troggu"},
      {"exchange.not-in-game", S::Error,
       {"a part of the exchange the game has no use for: a <swap> (only Tapp's Rufer calls a card), "
        "exchange/@packet (only Tapp Tarock's talon has halves), a <take> where nothing is taken",
        "ein Teil des Tauschs, den das Spiel nicht kennt: ein <swap> (nur der Rufer im Tapp ruft eine Karte), "
        "exchange/@packet (nur der Talon des Tapp Tarock hat Hälften), ein <take>, wo nichts aufgenommen wird"},
       "THR v1 §5; the game's rules", "<swap seat=\"1\" with=\"2\" gets=\"T20\" gives=\"C5\"/> in Troggu"},
      {"announcement.not-in-game", S::Error,
       {"an announcement in a game that has none (Troggu, Tübinger Tarock), or announcement/@cards where the "
        "announcement names no cards (only Dappen's Ulti does)",
        "eine Ansage in einem Spiel, das keine kennt (Troggu, Tübinger Tarock), oder announcement/@cards, wo die "
        "Ansage keine Karten nennt (nur der Ulti im Dappen)"},
       "THR v1 §5; the game's rules", "<announcement seat=\"1\" type=\"valat\"/> in Troggu"},
      // The parts a played hand's record leaves out (missing_parts.h): one info each.
      {"play.not-recorded", S::Info,
       {"a played hand without <play>: the cards, the tricks, the card points and what follows from them cannot "
        "be checked",
        "ein gespieltes Spiel ohne <play>: Karten, Stiche, Augen und was aus ihnen folgt, sind nicht prüfbar"},
       "THR v1 §5, §7", "<hand> with <contract> and <result> but no <play>"},
      {"points.not-recorded", S::Info,
       {"a played hand without <result>: the table's points, bonuses and payments cannot be compared with the "
        "computed ones",
        "ein gespieltes Spiel ohne <result>: Augen, Prämien und Zahlungen des Tischs lassen sich nicht mit den "
        "berechneten vergleichen"},
       "THR v1 §5, §7", "<hand> with <play> and <outcome type=\"played\"/> but no <result>"},
      {"settlement.not-recorded", S::Info,
       {"a played hand's <result> without <settlement>: the payments cannot be compared with the computed ones",
        "das <result> eines gespielten Spiels ohne <settlement>: die Zahlungen lassen sich nicht mit den berechneten "
        "vergleichen"},
       "THR v1 §5, §7", "<result><points side=\"declarer\">45</points></result>"},
      {"play.source-ends", S::Info,
       {"the source ends after the tricks it gives (play/@ended=\"source-ends\"): the tricks after them, the card "
        "points, bonuses and payments cannot be checked",
        "die Quelle endet nach den Stichen, die sie nennt (play/@ended=\"source-ends\"): die Stiche danach, Augen, "
        "Prämien und Zahlungen sind nicht prüfbar"},
       "THR extension: play/@ended", "<play ended=\"source-ends\"> with 5 of 13 tricks"},
      {"play.trick-missing", S::Error,
       {"a trick is left out of the record: every seat still holds one card when the play ends, and with them as "
        "one trick at exactly one place the whole hand fits, so they are taken as played there",
        "ein Stich fehlt in der Aufzeichnung: jeder Sitz hält am Ende des Spiels noch eine Karte, und mit ihnen als "
        "ein Stich an genau einer Stelle passt das ganze Spiel, daher gelten sie dort als gespielt"},
       "every game: the cards dealt", "12 of 13 tricks written, the fifth left out"},
      // What `stichprobe record` computed rather than the source giving it (transcript:computed).
      {"settlement.computed", S::Info,
       {"a settlement, or the payments of the seats a source does not give, computed by the engine, not recorded",
        "eine Abrechnung, oder die Zahlungen der Sitze, die eine Quelle nicht nennt, von der Prüfung berechnet, "
        "nicht aufgeschrieben"},
       "THR extension: transcript:computed", "<settlement unit=\"rappen\" transcript:computed=\"yes\">"},
      {"bonus.computed", S::Info,
       {"bonuses a source does not give, computed by the engine from the play, not recorded",
        "Prämien, die eine Quelle nicht nennt, von der Prüfung aus dem Spielverlauf berechnet, nicht aufgeschrieben"},
       "THR extension: transcript:computed", "<bonus seat=\"2\" type=\"pagat-ultimo\" amount=\"8\" transcript:computed=\"yes\"/>"},
      {"deal.derived", S::Info,
       {"a seat's cards or the talon, not in the source: what the rest of the record leaves (the deck, the play)",
        "die Karten eines Sitzes oder der Talon, nicht in der Quelle: was der Rest der Aufzeichnung übrig lässt "
        "(das Blatt, das Spiel)"},
       "THR extension: transcript:computed", "<cards seat=\"4\" transcript:computed=\"yes\">"},
      {"session.totals-sum", S::Error,
       {"a score sheet's running totals do not sum to zero, where the players pay each other",
        "die Stände eines Spielzettels ergeben zusammen nicht null, wo die Spieler einander zahlen"},
       "THR v1 §5 Result", "<totals> 10 10 10 -25 after a hand known only by its totals"},
  };
  // clang-format on
  return kShared;
}

const FindingInfo* find_finding_info(const std::string& code) {
  for (const auto& f : shared_findings())
    if (f.code == code) return &f;
  for (const GameModule* g : all_games())
    for (const auto& f : g->spec().findings)
      if (f.code == code) return &f;
  return nullptr;
}

std::vector<std::pair<std::string, const FindingInfo*>> find_finding_infos(const std::string& code) {
  std::vector<std::pair<std::string, const FindingInfo*>> out;
  for (const auto& f : shared_findings())
    if (f.code == code) out.emplace_back("", &f);
  for (const GameModule* g : all_games())
    for (const auto& f : g->spec().findings)
      if (f.code == code) out.emplace_back(g->spec().id, &f);
  return out;
}

std::vector<std::string> all_finding_codes() {
  // Several games report the same code (deal.hand-size …): each code once, in first-seen order.
  std::vector<std::string> out;
  auto add = [&out](const std::string& code) {
    if (std::find(out.begin(), out.end(), code) == out.end()) out.push_back(code);
  };
  for (const auto& f : shared_findings()) add(f.code);
  for (const GameModule* g : all_games())
    for (const auto& f : g->spec().findings) add(f.code);
  return out;
}

}  // namespace stichprobe::engine
