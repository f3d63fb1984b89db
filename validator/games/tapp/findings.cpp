// The finding codes Tapp reports beyond the shared ones (for `stichprobe explain`).
#include "validator/games/tapp/spec.h"

namespace stichprobe::games::tapp {

std::vector<engine::FindingInfo> finding_catalogue() {
  const Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;
  // A table, one finding per entry: kept as written.
  // clang-format off
  return {
      {"deal.hand-size", E, {"a seat is dealt the wrong number of cards", "ein Sitz bekommt die falsche Zahl Karten"}, "tapp: Geben", "<cards seat=\"1\">(10 cards)</cards>"},
      {"deal.talon-size", E, {"the Tapp has the wrong number of cards", "der Tapp hat die falsche Zahl Karten"}, "tapp: Geben", "<talon>H8 H7</talon>"},
      {"deal.duplicate-card", E, {"a card is dealt twice", "eine Karte ist zweimal ausgeteilt"}, "tapp: Geben", "<talon>H8 H7 HA</talon> with HA in a hand"},
      {"deal.missing-card", E, {"a card of the deck is dealt to nobody", "eine Karte des Blatts ist niemandem ausgeteilt"}, "tapp: Geben", "a deal without H6"},
      {"deal.not-in-deck", E, {"a card that is not in the deck (a six with 32 cards)", "eine Karte, die nicht im Blatt ist (ein Sechser bei 32 Karten)"}, "tapp: Ausrüstung", "<talon>C6 …"},
      {"deal.unknown-seat", E, {"cards for a seat the table does not have", "Karten für einen Sitz, den der Tisch nicht hat"}, "tapp: Geben", "<cards seat=\"5\">"},
      {"deal.missing-hand", E, {"the deal lacks a seat's cards", "dem Geben fehlen die Karten eines Sitzes"}, "tapp: Geben", "<deal> with two <cards>"},
      {"deal.unknown-card", I, {"the deal has '?' cards; they are inferred from the play", "beim Geben stehen '?'-Karten; sie werden aus dem Spielverlauf erschlossen"}, "tapp: Geben (THR §5 unknown cards)", "<cards seat=\"2\">? ? …"},
      {"deal.talon-unknown", I, {"the Tapp is not recorded", "der Tapp ist nicht aufgeschrieben"}, "tapp: Geben (THR §5)", "<deal> without <talon>"},
      {"auction.out-of-turn", E, {"a call out of turn: round one goes from right of forehand to forehand", "eine Ansage außer der Reihe: die erste Runde geht vom Spieler rechts von Vorhand bis Vorhand"}, "tapp: Spielregeln",
       "forehand says \"ich spiele\" first"},
      {"auction.missing-call", E, {"a player has not spoken, or said \"ich spiele\" and named no game", "ein Spieler hat nichts gesagt, oder „ich spiele“ gesagt und kein Spiel angesagt"}, "tapp: Spielregeln",
       "two calls at a table of three"},
      {"auction.unknown-bid", E, {"a call that is not a Tapp game where a game is named", "eine Ansage, die kein Tapp-Spiel ist, wo ein Spiel angesagt wird"}, "tapp: Spiele", "bid=\"grand\""},
      {"auction.game-without-play", E, {"a player who said \"weg\" names a game", "ein Spieler, der „weg“ gesagt hat, sagt ein Spiel an"}, "tapp: Spielregeln",
       "<call seat=\"3\" bid=\"pass\"/> … <call seat=\"3\" bid=\"bettel\"/>"},
      {"auction.option-off", E, {"Herz mit Aufnehmen without the option herz-aufnehmen=on", "Herz mit Aufnehmen ohne die Option herz-aufnehmen=on"}, "tapp: Spiele",
       "bid=\"herz-aufnehmen\""},
      {"auction.suit", E, {"a game with a trump names no suit, or a game without one names a suit", "ein Spiel mit Trumpf nennt keine Farbe, oder ein Spiel ohne Trumpf nennt eine"}, "tapp: Farbspiel",
       "<call bid=\"farbspiel\"/>"},
      {"auction.wrong-contract", E, {"the contract is not the highest game named", "das Spiel ist nicht das höchste angesagte Spiel"}, "tapp: Spielregeln",
       "Bettel named, Farbspiel played"},
      {"auction.wrong-declarer", E, {"equal games: the player further forward has the game", "gleichwertige Spiele: das Spiel hat, wer weiter vorne ist"}, "tapp: Spielregeln",
       "two Bettel, the later player declares"},
      {"auction.wrong-trump", E, {"the contract's trump is not the one named", "der Trumpf des Spiels ist nicht der angesagte"}, "tapp: Farbspiel", "named C, played S"},
      {"auction.unknown-contract", E, {"contract/@type is not a Tapp game", "contract/@type ist kein Tapp-Spiel"}, "tapp: Spiele", "type=\"grand\""},
      {"auction.missing-declarer", E, {"a game without its declarer", "ein Spiel ohne seinen Spieler"}, "tapp: Spielregeln", "<contract type=\"bettel\"/>"},
      {"auction.missing-contract", I, {"no <contract>: the auction's game is played", "kein <contract>: gespielt wird das Spiel aus dem Reizen"}, "tapp: Spielregeln (THR §5)", "a hand without <contract>"},
      {"exchange.swap-seat", E, {"a swap by another player than the Rufer declarer", "ein Tausch durch einen anderen Spieler als den Rufer-Spieler"}, "tapp: Rufer", "<swap seat=\"2\" …/>"},
      {"exchange.called-card-held", E, {"the Rufer calls a card he holds (\"die ihm fehlt\")", "der Rufer ruft eine Karte, die er selbst hat („die ihm fehlt“)"}, "tapp: Rufer",
       "gets=\"HA\" held by the declarer"},
      {"exchange.swap-holder", E, {"the called card lies elsewhere than the swap says (a seat or the Tapp)", "die gerufene Karte liegt anderswo, als der Tausch sagt (bei einem Sitz oder im Tapp)"}, "tapp: Rufer",
       "with=\"3\" for a card of seat 2"},
      {"exchange.swap-card-not-held", E, {"the declarer gives a card he does not hold", "der Spieler gibt eine Karte ab, die er nicht hat"}, "tapp: Rufer", "gives=\"D6\""},
      {"exchange.partner-card", E, {"contract/@partner-card and the swap's card differ", "contract/@partner-card und die Karte des Tauschs stimmen nicht überein"}, "tapp: Rufer",
       "partner-card=\"SA\" gets=\"HA\""},
      {"exchange.swap-count", E, {"more than one card called", "mehr als eine Karte gerufen"}, "tapp: Rufer", "two <swap>"},
      {"exchange.swap-not-allowed", E, {"a swap in another game than Rufer", "ein Tausch in einem anderen Spiel als dem Rufer"}, "tapp: Rufer", "<swap> in a Farbspiel"},
      {"exchange.swap-unknown", I, {"the called or the given card is not recorded", "die gerufene oder die abgegebene Karte ist nicht aufgeschrieben"}, "tapp: Rufer", "gets=\"?\""},
      {"exchange.swap-unverified", I, {"who held the called card is unknown", "wer die gerufene Karte hatte, ist unbekannt"}, "tapp: Rufer", "a deal with '?'"},
      {"exchange.not-allowed", E, {"the Tapp taken up outside Herz mit Aufnehmen (\"Der Tapp bleibt immer verdeckt\")", "der Tapp ist außerhalb von Herz mit Aufnehmen aufgenommen („Der Tapp bleibt immer verdeckt“)"},
       "tapp: Spielregeln", "<exchange> in a Farbspiel"},
      {"exchange.missing", E, {"Herz mit Aufnehmen without <exchange>", "Herz mit Aufnehmen ohne <exchange>"}, "tapp: Spielregeln (Herz mit Aufnehmen)", "<contract type=\"herz-aufnehmen\"/> and no <exchange>"},
      {"exchange.wrong-seat", E, {"another player than the declarer takes up the Tapp", "ein anderer Spieler als der Spieler nimmt den Tapp auf"}, "tapp: Spielregeln (Herz mit Aufnehmen)",
       "<exchange seat=\"3\">"},
      {"exchange.take", E, {"<take> is not the whole Tapp", "<take> ist nicht der ganze Tapp"}, "tapp: Spielregeln (Herz mit Aufnehmen)", "<take>H8</take>"},
      {"exchange.discard-size", E, {"not as many cards pressed as the Tapp had", "nicht so viele Karten gedrückt, wie der Tapp hatte"}, "tapp: Spielregeln (Herz mit Aufnehmen)",
       "<discard>S6 S7</discard>"},
      {"exchange.discard-not-held", E, {"a pressed card that the declarer does not hold", "eine gedrückte Karte, die der Spieler nicht hat"}, "tapp: Spielregeln (Herz mit Aufnehmen)",
       "<discard>DA …</discard>"},
      {"announcement.unknown", E, {"an announcement other than \"herz-ass\"", "eine andere Ansage als „herz-ass“"}, "tapp: Spielende", "type=\"kontra\""},
      {"announcement.herz-ass-repeated", W, {"Herz-Ass announced while the session is already ending", "Herz-Ass angesagt, obwohl das Tapp-Spiel schon zu Ende geht"}, "tapp: Spielende", "<announcement type=\"herz-ass\"/> in two hands"},
      {"play.too-many-tricks", E, {"more tricks than cards in a hand", "mehr Stiche, als ein Blatt Karten hat"}, "tapp: Geben", "12 tricks at a table of three"},
      {"play.ended-early", E, {"play/@ended=\"early\" though the result is still open (or every trick is there)", "play/@ended=\"early\", obwohl das Ergebnis noch offen ist (oder alle Stiche dastehen)"},
       "tapp: Bettel, Rufer, Durch", "a Durch stopped before the defenders take a trick"},
      {"play.incomplete", E, {"tricks missing without play/@ended=\"early\"", "es fehlen Stiche ohne play/@ended=\"early\""}, "tapp: Spielverlauf", "two tricks of eleven"},
      {"points.card-points", E, {"recorded Augen differ from the tricks (the Tapp with the Farbspiel declarer, in Ramsch with "
       "the last trick)", "die aufgeschriebenen Augen weichen von den Stichen ab (der Tapp zählt beim Farbspiel für den Spieler, im Ramsch für den letzten Stich)"}, "tapp: Augenzahlen", "<points side=\"declarer\">117</points>"},
      {"points.side", E, {"points that name no side or seat of the game", "Augen, die keine Partei und keinen Sitz des Spiels nennen"}, "tapp: Augenzahlen (THR §5)", "<points side=\"declarer\"> in Ramsch"},
      {"points.unverifiable", I, {"the play is not complete, the Augen cannot be checked", "das Spiel ist nicht vollständig, die Augen lassen sich nicht prüfen"}, "tapp: Spielverlauf", "<play ended=\"early\"> and <points>"},
      {"bonus.unjustified", E, {"Tapp has no bonuses", "Tapp kennt keine Prämien"}, "tapp: Spiele", "<bonus type=\"schneider\"/>"},
      {"settlement.amount", E, {"a seat's cents differ from the game value (or the Ramsch amounts)", "die Cent eines Sitzes weichen vom Spielwert (oder den Beträgen des Ramschs) ab"}, "tapp: Spiele",
       "a Kreuz Farbspiel paid 10 per player"},
      {"settlement.unit", E, {"Tapp is paid in cent", "Tapp wird in Cent abgerechnet"}, "tapp: Spiele", "<settlement unit=\"point\">"},
      {"settlement.unverifiable", I, {"the play does not decide the game, the payment cannot be checked", "der Spielverlauf entscheidet das Spiel nicht, die Zahlung lässt sich nicht prüfen"}, "tapp: Spielverlauf", "<play ended=\"early\"> before the game is decided, with <settlement>"},
      {"session.zwangsramsch", E, {"a game named or played in the closing Zwangsramsch round", "ein Spiel angesagt oder gespielt in der letzten Runde, dem Zwangsramsch"}, "tapp: Spielende",
       "<call bid=\"play\"/> after the last game"},
      {"session.after-end", E, {"a hand after the closing Zwangsramsch round", "ein Spiel nach der abschließenden Zwangsramsch-Runde"}, "tapp: Spielende", "<hand n=\"9\"> after the last Zwangsramsch"},
  };
  // clang-format on
}

}  // namespace stichprobe::games::tapp
