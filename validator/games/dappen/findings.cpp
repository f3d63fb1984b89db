// The finding codes of Dappen beyond the shared ones, for `stichprobe explain`.
// A code that only one variant can draw names that variant in its rule.
#include "validator/games/dappen/spec.h"

namespace stichprobe::games::dappen {

std::vector<engine::FindingInfo> finding_catalogue() {
  using S = Severity;
  const std::string g = "dappen: ";
  const std::string furt = "dappen/furtwangen: ";
  const std::string buch = "dappen/buchenbach: ";
  // A table, one finding per entry: kept as written.
  // clang-format off
  return {
      // Spielerzahl, Geben.
      {"deal.inactive-seat", S::Error,
       {"cards are dealt to a seat that sits out this hand",
        "ein Sitz, der in diesem Spiel aussetzt, bekommt Karten"},
       g + "Spielerzahl, Geben",
       "<cards seat=\"2\">…</cards> with sitting-out=\"2\""},
      {"deal.hand-size", S::Error,
       {"an active player gets other than his share for the table size (Breitnau: 7 at six, 6 at seven), or none at "
        "all",
        "ein aktiver Spieler bekommt nicht so viele Karten, wie ihm bei dieser Spielerzahl zustehen (Breitnau: 7 zu "
        "sechst, 6 zu siebt), oder gar keine"},
       g + "Spielerzahl, Geben", "<cards seat=\"1\"> with 8 cards at a table of six"},
      {"deal.talon-size", S::Error,
       {"the Dapp (the talon) is missing or not its size for the table (Breitnau: 12 at six or seven)",
        "der Dapp (Talon) fehlt oder hat nicht seine Grösse für diese Runde (Breitnau: 12 zu sechst oder zu siebt)"},
       g + "Spielerzahl, Geben", "<talon> with 11 cards"},
      {"deal.not-in-deck", S::Error,
       {"a dealt card that the 54-card Cego deck does not have",
        "eine gegebene Karte, die das Cego-Blatt mit 54 Karten nicht hat"},
       g + "Karten",
       "<cards seat=\"1\">C5 …</cards>"},
      {"deal.duplicate-card", S::Error,
       {"the same card is dealt twice",
        "dieselbe Karte ist zweimal gegeben"},
       g + "Karten", "T21 in two hands"},
      {"deal.missing-card", S::Error,
       {"cards of the 54 are in no hand and not in the Dapp",
        "Karten der 54 sind in keiner Hand und nicht im Dapp"},
       g + "Karten",
       "53 distinct cards dealt"},
      {"deal.not-recorded", S::Info,
       {"no deal: hands, exchange and play cannot be checked against it",
        "kein Geben aufgeschrieben: Hände, Drücken und Spiel sind daran nicht prüfbar"},
       g + "Spielerzahl, Geben", "<hand> with <play> but no <deal>"},
      // Solofrage, Bieten.
      {"auction.out-of-turn", S::Error,
       {"a call by another seat than the next active player to the right",
        "ein Gebot von einem anderen Sitz als dem nächsten aktiven Spieler rechts"},
       g + "Solofrage, Bieten", "<call seat=\"4\" bid=\"pass\"/> first with dealer 2"},
      {"auction.call-after-end", S::Error,
       {"calls after the auction was decided (a Solo, a Dapp taken, or thrown in)",
        "Gebote, nachdem das Bieten entschieden war (ein Solo, ein Dapp genommen oder das Spiel im Loch)"},
       g + "Solofrage, Bieten", "<call seat=\"5\" bid=\"dappen\"/> after a Solo"},
      {"auction.illegal-hold", S::Error,
       {"'selber' (hold) by a player who has no bid that was overcalled, or where the variant allows no holding",
        "«selber» (halten) von einem Spieler, der kein überbotenes Gebot hat, oder wo die Variante kein Halten kennt"},
       g + "Bieten", "<call seat=\"3\" bid=\"hold\"/> with no bid of his own"},
      {"auction.illegal-overcall", S::Error,
       {"a raise that is not the next step of the ladder (Strecken after Dappen, Stupfen after Strecken; no jump bids "
        "in Buchenbach)",
        "eine Steigerung, die nicht die nächste Stufe ist (Strecken nach Dappen, Stupfen nach Strecken; in Buchenbach "
        "keine Sprunggebote)"},
       g + "Bieten",
       "<call seat=\"4\" bid=\"stupfen\"/> right after dappen"},
      {"auction.illegal-bid", S::Error,
       {"a bid that the variant's ladder does not have or that has no place at this point (Stupfen in Furtwangen, "
        "Hannes outside Buchenbach)",
        "ein Gebot, das die Variante nicht kennt oder das an dieser Stelle keinen Platz hat (Stupfen in Furtwangen, "
        "Hannes ausserhalb von Buchenbach)"},
       g + "Solofrage, Bieten",
       "<call seat=\"4\" bid=\"stupfen\"/> in dappen/furtwangen"},
      {"auction.incomplete", S::Error,
       {"the auction stops while a player is still to call",
        "das Bieten hört auf, während noch ein Spieler sagen muss"},
       g + "Solofrage, Bieten",
       "only three passes at a table of six"},
      {"auction.wrong-contract", S::Error,
       {"the contract is not what the bidding decided (declarer or game), or there is one though the hand was thrown "
        "in",
        "das Spiel ist nicht das, was das Bieten ergeben hat (Alleinspieler oder Spielart), oder es gibt eines, "
        "obwohl das Spiel ins Loch kam"},
       g + "Solofrage, Bieten", "<contract declarer=\"3\" type=\"solo\"/> after seat 3 dapped"},
      {"auction.thrown-in", S::Error,
       {"nobody played Solo or dapped, so the cards are thrown in («Das Spiel kommt ins Loch»); the outcome says "
        "otherwise",
        "niemand spielt Solo oder dappt, also werden die Karten zusammengeworfen («Das Spiel kommt ins Loch»); das "
        "Ergebnis sagt etwas anderes"},
       g + "Bieten", "all pass and <outcome type=\"played\"/>"},
      {"auction.not-thrown-in", S::Error,
       {"the outcome is thrown-in although someone plays Solo or dapped",
        "das Ergebnis ist thrown-in, obwohl jemand Solo spielt oder gedappt hat"},
       g + "Bieten",
       "<outcome type=\"thrown-in\"/> after a dappen call"},
      {"auction.outcome-mismatch", S::Error,
       {"the outcome is redeal although someone plays Solo or dapped (Dappen deals again only after a hand thrown "
        "in: «der nächste gibt»)",
        "das Ergebnis ist redeal, obwohl jemand Solo spielt oder gedappt hat (neu gegeben wird im Dappen nur nach "
        "einem Spiel, das ins Loch kommt: «der nächste gibt»)"},
       g + "Bieten", "<outcome type=\"redeal\"/> after a dappen call"},
      {"auction.pflichtdappen", S::Error,
       {"the player before the last active player passes although nobody has dapped: he must dappen (rule (b))",
        "der Spieler vor dem letzten aktiven Spieler sagt «Fort», obwohl keiner gedappt hat: er muss dappen (Regel "
        "(b))"},
       furt + "Pflichtdappen (b)", "all pass at a table of six, dealer 2: seat 1 passes"},
      {"auction.pflichtdappen-missed", S::Warning,
       {"a player whose trumps make T+H > 22 passes although nobody has dapped; rule (a) says he must dappen, the "
        "source names no sanction",
        "ein Spieler, dessen Trümpfe T+H > 22 ergeben, sagt «Fort», obwohl keiner gedappt hat; nach Regel (a) muss er "
        "dappen, die Quelle nennt keine Strafe"},
       furt + "Pflichtdappen (a)", "<call seat=\"3\" bid=\"pass\"/> holding F and T1"},
      // Dapp aufnehmen und drücken.
      {"exchange.not-allowed", S::Error,
       {"an exchange in a Solo: the Dapp stays face down until the end",
        "Aufnehmen und Drücken im Solo: der Dapp bleibt bis nach Spielende verdeckt liegen"},
       g + "Solofrage", "<contract type=\"solo\"/> then <exchange>"},
      {"exchange.missing", S::Error,
       {"the declarer of a Dappen game takes the Dapp and presses; the record has no exchange",
        "der Alleinspieler eines Dappen nimmt den Dapp auf und drückt; aufgeschrieben ist kein Drücken"},
       g + "Dapp aufnehmen und drücken", "<contract type=\"dappen\"/> then <play> without <exchange>"},
      {"exchange.extra", S::Error,
       {"more than one exchange: the declarer takes the Dapp once",
        "mehr als ein Aufnehmen und Drücken: der Alleinspieler nimmt den Dapp nur einmal auf"},
       g + "Dapp aufnehmen und drücken", "two <exchange> elements"},
      {"exchange.wrong-seat", S::Error,
       {"someone other than the declarer takes the Dapp",
        "ein anderer als der Alleinspieler nimmt den Dapp auf"},
       g + "Dapp aufnehmen und drücken",
       "<exchange seat=\"4\"> with declarer 3"},
      {"exchange.take", S::Error,
       {"the cards taken are not the whole Dapp",
        "die aufgenommenen Karten sind nicht der ganze Dapp"},
       g + "Dapp aufnehmen und drücken",
       "<take> listing 11 of the 12 Dapp cards"},
      {"exchange.discard-size", S::Error,
       {"the declarer presses other than as many cards as the Dapp had, or none",
        "der Alleinspieler drückt nicht so viele Karten, wie der Dapp hatte, oder keine"},
       g + "Dapp aufnehmen und drücken", "<discard> with 11 cards at a table of six"},
      {"exchange.discard-not-held", S::Error,
       {"a pressed card is neither in the declarer's hand nor in the Dapp",
        "eine gedrückte Karte ist weder in der Hand des Alleinspielers noch im Dapp"},
       g + "Dapp aufnehmen und drücken", "<discard>HK …</discard> when HK is in another hand"},
      {"exchange.forbidden-discard", S::Error,
       {"a 5er is pressed (Jeu du Tarot: honneurs, unless the declarer holds four of them; none at seven)",
        "ein 5er wird gedrückt (Jeu du Tarot: honneurs, es sei denn der Alleinspieler hält deren vier; zu siebt keine "
        "Einschränkung)"},
       g + "Dapp aufnehmen und drücken", "<discard>T21 …</discard>"},
      {"exchange.contract-not-held", S::Error,
       {"after pressing, the declarer no longer holds what his game promises (Ein Hannes a king, Zwei Hannes two, "
        "Geiss the Geiss)",
        "nach dem Drücken hält der Alleinspieler nicht mehr, was sein Spiel verspricht (Ein Hannes einen König, Zwei "
        "Hannes zwei, Geiss die Geiss)"},
       buch + "Spielarten (Buchenbach)", "<contract type=\"geiss\"/> with T1 pressed"},
      // Ulti (Furtwangen).
      {"announcement.not-allowed", S::Error,
       {"an announcement that the variant does not have (only Ulti, and only in Furtwangen)",
        "eine Ansage, die die Variante nicht kennt (nur Ulti, und nur in Furtwangen)"},
       furt + "Ulti", "<announcement seat=\"3\" type=\"ulti\" cards=\"T1\"/> in Breitnau"},
      {"announcement.wrong-seat", S::Error,
       {"Ulti announced by a player other than the declarer",
        "Ulti angesagt von einem anderen Spieler als dem Alleinspieler"},
       furt + "Ulti",
       "<announcement seat=\"4\" type=\"ulti\" cards=\"T1\"/> with declarer 3"},
      {"announcement.ulti-cards", S::Error,
       {"an Ulti card that is not Geiss, 2 or 3 (T1 T2 T3), or one listed twice",
        "eine Ultikarte, die nicht Geiss, 2 oder 3 ist (T1 T2 T3), oder eine doppelt genannte"},
       furt + "Ulti", "<announcement seat=\"3\" type=\"ulti\" cards=\"T4\"/>"},
      {"announcement.ulti-card-not-held", S::Error,
       {"the declarer lays out an Ulti card he does not hold after the exchange",
        "der Alleinspieler legt eine Ultikarte aus, die er nach dem Drücken nicht hält"},
       furt + "Ulti", "cards=\"T1\" when T1 was pressed"},
      // Spiel der Karten.
      {"play.bound-card", S::Error,
       {"a 5er trump bound to its trick is not played there: Gstiess in the first, Mund in the second, Geiss in the "
        "third",
        "ein 5er-Trumpf wird nicht in dem ihm zugeordneten Stich gespielt: Gstiess im ersten, Mund im zweiten, Geiss "
        "im dritten"},
       buch + "Spiel der Karten", "seat 2 holds F and plays T5 to trick 1"},
      {"play.gstiess-withheld", S::Error,
       {"a defender who withheld the Gstiess (gstiesiert) plays it before the last trick, where it is only shown",
        "ein Gegenspieler, der gstiesiert hat, spielt den Gstiess vor dem letzten Stich, in dem er nur vorgezeigt "
        "wird"},
       g + "Spiel des Gstiess (Gstiesieren)", "F played to trick 5 after being withheld in trick 2"},
      {"play.ulti-early", S::Error,
       {"an Ulti card is played before its trick while the player had another card to play",
        "eine Ultikarte wird vor ihrem Stich gespielt, obwohl der Spieler eine andere Möglichkeit hatte"},
       furt + "Ulti", "T1 announced for the last trick, played in trick 2"},
      {"play.too-many-tricks", S::Error,
       {"more tricks than cards in a hand",
        "mehr Stiche als Karten in einer Hand"},
       g + "Spiel der Karten",
       "8 <trick>s at a table of six"},
      {"play.incomplete", S::Error,
       {"fewer tricks than cards in a hand and no early end",
        "weniger Stiche als Karten in einer Hand und kein vorzeitiges Ende"},
       g + "Spiel der Karten",
       "5 <trick>s at a table of six"},
      {"play.ended-early", S::Error,
       {"play/@ended=\"early\" though the result was not fixed (only a shown Marsch of all seven 5ers ends a hand)",
        "play/@ended=\"early\", obwohl das Ergebnis nicht feststand (nur ein vorgezeigter Marsch mit allen sieben "
        "5ern beendet ein Spiel)"},
       furt + "Spielarten (Marsch)", "<play ended=\"early\"> after three tricks of a Dappen"},
      // Wertung.
      {"points.card-points", S::Error,
       {"recorded card points differ from the count (in pairs less 1, Jeu du Tarot in threes less 2; the pressed "
        "cards count for the declarer)",
        "die aufgeschriebenen Kartenpunkte weichen von der Zählung ab (paarweise, je 1 abgezogen, Jeu du Tarot in "
        "3er-Lagen, je 2 abgezogen; die gedrückten Karten zählen für den Alleinspieler)"},
       g + "Wertung", "<points side=\"declarer\">41</points> where 39 are counted"},
      {"points.unverifiable", S::Info,
       {"the hand ended when the seven 5ers were shown: card points cannot be checked",
        "das Spiel endete mit dem Vorzeigen der sieben 5er: die Kartenpunkte sind nicht prüfbar"},
       furt + "Spielarten (Marsch)", "<play ended=\"early\"> with all seven 5ers held"},
      {"bonus.unjustified", S::Error,
       {"an Ulti bonus claimed that was not announced or not won",
        "ein Ulti abgerechnet, der nicht angesagt oder nicht gewonnen war"},
       furt + "Ulti",
       "<bonus seat=\"3\" type=\"ulti\" amount=\"10\"/> without an announcement"},
      {"bonus.amount", S::Error,
       {"an Ulti bonus with the wrong amount (3 = 10, 2 = 20, Geiss = 30 points; halved by option ulti-scoring=half)",
        "ein Ulti mit falschem Betrag (3 = 10, 2 = 20, Geiss = 30 Punkte; mit der Option ulti-scoring=half halbiert)"},
       furt + "Ulti", "<bonus seat=\"3\" type=\"ulti\" amount=\"30\"/> for the 3"},
      {"settlement.unit", S::Error,
       {"the settlement unit is not the variant's (Furtwangen pays in cent, or in chips with unit point unless "
        "point-unit=not-allowed; the others in points)",
        "die Einheit der Zahlung ist nicht die der Variante (Furtwangen zahlt in Cent, oder in Spielmarken mit unit "
        "point, außer mit point-unit=not-allowed; die anderen in Punkten)"},
       g + "Wertung", "<settlement unit=\"rappen\"> in Furtwangen"},
      {"settlement.chips", S::Info,
       {"Furtwangen's settlement in points, read as chips standing for cents (option point-unit=chips)",
        "die Abrechnung in Furtwangen in Punkten, gelesen als Spielmarken, die für Cent stehen (Option "
        "point-unit=chips)"},
       g + "Wertung", "<settlement unit=\"point\"> in Furtwangen"},
      {"settlement.amount", S::Error,
       {"what a player pays or receives differs from the count: the losers' difference to 40 times the game factor, "
        "rounded, from or to each defender (Ulti bonuses apart)",
        "was ein Spieler zahlt oder erhält, weicht von der Rechnung ab: Differenz der Verlierer zu 40 mal "
        "Spielfaktor, gerundet, von oder an jeden Gegenspieler (Ultis getrennt)"},
       g + "Wertung", "<pay seat=\"3\" amount=\"-40\"/> where -50 is due"},
  };
  // clang-format on
}

}  // namespace stichprobe::games::dappen
