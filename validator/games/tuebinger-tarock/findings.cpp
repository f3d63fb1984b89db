// The finding codes of Tübinger Tarock beyond the shared ones, for `stichprobe explain`.
#include "validator/games/tuebinger-tarock/spec.h"

namespace stichprobe::games::tuebinger_tarock {

std::vector<engine::FindingInfo> finding_catalogue() {
  using S = Severity;
  const std::string g = "tuebinger-tarock: ";
  // A table, one finding per entry: kept as written.
  // clang-format off
  return {
      {"deal.hand-size", S::Error, {"a hand is not 19 cards (the dealer's not 21), or cards go to a seat not at the table", "ein Blatt hat nicht 19 Karten (das des Gebers nicht 21), oder Karten gehen an einen Sitz, der nicht am Tisch ist"},
       g + "Geben", "<cards seat=\"2\"> with 20 cards"},
      {"deal.duplicate-card", S::Error, {"the same card is dealt twice", "dieselbe Karte ist zweimal ausgeteilt"}, g + "Geben", "HK in two hands"},
      {"deal.missing-card", S::Error, {"cards of the 78 are in no hand", "Karten der 78 sind in keinem Blatt"}, g + "Geben", "77 distinct cards dealt"},
      {"deal.not-in-deck", S::Error, {"a card outside the 78-card deck", "eine Karte außerhalb des Blatts mit 78 Karten"}, g + "Das Blatt", "<cards seat=\"1\">HA …"},
      {"deal.talon-size", S::Error, {"a talon is recorded; the game has none", "ein Talon ist aufgeschrieben; das Spiel hat keinen"}, g + "Geben", "<talon>…</talon>"},
      {"deal.not-recorded", S::Info, {"neither deal nor play: the cards cannot be checked", "weder Geben noch Spielverlauf: die Karten lassen sich nicht prüfen"}, g + "Geben", "<hand> without <deal>"},
      {"exchange.wrong-seat", S::Error, {"someone other than the dealer lays cards", "ein anderer als der Geber legt Karten"}, g + "Legen", "<exchange seat=\"3\">"},
      {"exchange.missing", S::Error, {"the dealer's two laid cards are not recorded", "die beiden vom Geber gelegten Karten sind nicht aufgeschrieben"}, g + "Legen", "no <exchange>"},
      {"exchange.no-talon", S::Error, {"the dealer takes cards; there is nothing to take", "der Geber nimmt Karten auf; es gibt nichts aufzunehmen"}, g + "Legen", "<take>…</take>"},
      {"exchange.discard-size", S::Error, {"the dealer lays other than two cards", "der Geber legt nicht genau zwei Karten"}, g + "Legen", "<discard>C2</discard>"},
      {"exchange.card-not-held", S::Error, {"the dealer lays a card he was not dealt", "der Geber legt eine Karte, die er nicht bekommen hat"}, g + "Legen", "<discard>HK C2</discard>"},
      {"exchange.forbidden-discard", S::Error, {"a king, the Ski, the Einser or the Einundzwanziger is laid", "ein König, der Ski, der Einser oder der Einundzwanziger wird gelegt"}, g + "Legen",
       "<discard>HK C2</discard>"},
      {"auction.out-of-turn", S::Error, {"a call by the wrong seat (the Raus round starts right of the dealer, Rufen at the dealer)", "eine Ansage vom falschen Sitz (die Raus-Runde beginnt rechts vom Geber, das Rufen beim Geber)"},
       g + "Ansagen vor dem Spiel", "<call seat=\"3\" bid=\"pass\"/> first with dealer 1"},
      {"auction.unexpected-bid", S::Error, {"a bid that has no place in the current round", "eine Ansage, die in der laufenden Runde keinen Platz hat"}, g + "Ansagen vor dem Spiel",
       "<call seat=\"2\" bid=\"fort-mit\"/> in the Raus round"},
      {"auction.call-after-end", S::Error, {"calls after the auction was decided", "Ansagen, nachdem die Ansagen schon entschieden waren"}, g + "Ansagen vor dem Spiel",
       "a pass after a call"},
      {"auction.incomplete", S::Error, {"the auction stops before a game or a redeal", "die Ansagen enden vor einem Spiel oder einem neuen Geben"}, g + "Ansagen vor dem Spiel",
       "only three passes"},
      {"auction.called-own-king", S::Error, {"a player other than the dealer calls a king he holds", "ein anderer Spieler als der Geber ruft einen König, den er selbst hat"}, g + "Rufen",
       "<call seat=\"2\" bid=\"call\" card=\"HK\"/> holding HK"},
      {"auction.illegal-call", S::Error,
       {"T21, T1 or F called without four kings or while held; den Vierten without three kings; a card that is no king", "T21, T1 oder F gerufen ohne alle vier Könige oder obwohl selbst gehalten; den Vierten ohne drei Könige; eine Karte, die kein König ist"},
       g + "Rufen", "<call seat=\"2\" bid=\"call\" card=\"T21\"/>"},
      {"auction.must-say-fort-mit", S::Error, {"plain fort while holding 8 or more Tarock", "bloß „fort“ mit 8 oder mehr Tarock auf der Hand"}, g + "Rufen",
       "<call seat=\"2\" bid=\"pass\"/> with 8 Tarock"},
      {"auction.illegal-fort-mit", S::Error, {"fort mit with fewer than 8 Tarock", "„fort mit“ mit weniger als 8 Tarock"}, g + "Rufen",
       "<call seat=\"2\" bid=\"fort-mit\"/> with 5 Tarock"},
      {"auction.tout-ineligible", S::Error, {"a Tout asked for with a card above 0,5 or more than 7 Tarock", "nach einem Tout gefragt mit einer Karte über 0,5 Punkten oder mehr als 7 Tarock"},
       g + "Kleiner und großer Tout", "<call seat=\"2\" bid=\"tout-question\"/> holding HK"},
      {"auction.illegal-tout", S::Error, {"the asker takes his own Tout", "wer fragt, spielt seinen eigenen Tout"}, g + "Kleiner und großer Tout",
       "tout-question and tout by one seat"},
      {"auction.wrong-contract", S::Error, {"the contract does not say what the auction decided", "das Spiel ist nicht das, was die Ansagen entschieden haben"},
       g + "Ansagen vor dem Spiel", "<contract type=\"raus\"> after a call of another's king"},
      {"auction.outcome-mismatch", S::Error, {"outcome redeal without Stecken or untaken Tout, or the reverse", "outcome redeal ohne Stecken oder nicht angenommenen Tout, oder umgekehrt"}, g + "Stecken",
       "<outcome type=\"played\"/> after four fort"},
      {"play.after-redeal", S::Error, {"tricks recorded in a hand that is dealt again", "Stiche in einem Spiel, das neu gegeben wird"}, g + "Stecken", "<play> after four fort"},
      {"play.von-oben-herunter", S::Error,
       {"a Tarock led while holding a higher one with no Tarock between them left in another hand", "ein Tarock angespielt, obwohl der Spieler einen höheren hat und kein Tarock dazwischen mehr auf einer anderen Hand ist"}, g + "Spielphase",
       "<trick lead=\"2\">T19 …</trick> holding T21 T20 T19"},
      {"play.incomplete", S::Error, {"fewer than 19 tricks and no early end", "weniger als 19 Stiche und kein vorzeitiges Ende"}, g + "Spielphase", "12 <trick>s"},
      {"play.ended-early", S::Error, {"play/@ended=\"early\" though the result was not fixed (only a Tout lost twice is)", "play/@ended=\"early\", obwohl das Ergebnis nicht feststand (das steht nur bei einem Tout fest, der zwei Stiche abgegeben hat)"},
       g + "Spielphase", "<play ended=\"early\"> in a Rufspiel"},
      {"play.trick-count", S::Error, {"more than 19 tricks", "mehr als 19 Stiche"}, g + "Spielphase", "20 <trick>s"},
      {"points.card-points", S::Error, {"recorded card points differ from the count (laid cards and the Ski included)", "die aufgeschriebenen Punkte weichen vom Zählen ab (mit den gelegten Karten und dem Ski)"},
       g + "Zählen und Anschreiben", "<points side=\"declarer\">50</points>"},
      {"points.unknown-side", S::Error, {"points name neither a seat nor side declarer/defenders", "Punkte nennen weder einen Sitz noch die Partei declarer/defenders"},
       g + "Zählen und Anschreiben", "<points side=\"contre\">…"},
      {"bonus.unknown-type", S::Error, {"a bonus type that is no Strafe of this game", "eine Prämie, die keine Strafe dieses Spiels ist"}, g + "Extrapunkte = Strafen",
       "<bonus seat=\"1\" type=\"trull\" amount=\"10\"/>"},
      {"bonus.unjustified", S::Error, {"a Strafe claimed that the cards do not justify (it does not count)", "eine Strafe angemeldet, die die Karten nicht hergeben (sie zählt nicht)"},
       g + "Extrapunkte = Strafen", "<bonus seat=\"1\" type=\"koenigreich\" amount=\"10\"/> with 3 kings"},
      {"bonus.amount", S::Error, {"a justified Strafe with the wrong amount", "eine berechtigte Strafe mit dem falschen Betrag"}, g + "Extrapunkte = Strafen",
       "<bonus seat=\"1\" type=\"obere\" amount=\"3\"/>"},
      {"bonus.unclaimed", S::Info, {"a Strafe the cards justify but the record does not claim: it does not count", "eine Strafe, die die Karten hergeben, die aber nicht angemeldet ist: sie zählt nicht"},
       g + "Extrapunkte = Strafen", "Skimon in hand, no <bonus>"},
      {"settlement.unit", S::Error, {"a settlement in another unit than points: the sheet is written in points", "eine Abrechnung in einer anderen Einheit als Punkten: angeschrieben werden Punkte"}, g + "Zählen und Anschreiben",
       "<settlement unit=\"cent\">"},
      {"settlement.amount", S::Error, {"what a player is written differs from the count", "was einem Spieler angeschrieben ist, weicht vom Zählen ab"}, g + "Zählen und Anschreiben",
       "<pay seat=\"1\" amount=\"-29\"/> for a lost Rufspiel of 29"},
      {"settlement.unverifiable", S::Info, {"the game was not played out: the settlement cannot be checked", "das Spiel wurde nicht zu Ende gespielt: das Anschreiben lässt sich nicht prüfen"},
       g + "Zählen und Anschreiben", "<play ended=\"early\"> in a Rufspiel"},
  };
  // clang-format on
}

}  // namespace stichprobe::games::tuebinger_tarock
