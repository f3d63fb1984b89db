// The finding codes of Tapp Tarock beyond the shared ones, for `stichprobe explain`.
#include "validator/games/tapp-tarock/rules.h"
#include "validator/games/tapp-tarock/spec.h"

namespace stichprobe::games::tapp_tarock {

std::vector<engine::FindingInfo> finding_catalogue() {
  using S = Severity;
  const std::string g = std::string(kGame) + ": ";
  // A table, one finding per entry: kept as written.
  // clang-format off
  return {
      // Dealing.
      {"deal.unknown-seat", S::Error, {"cards dealt to a seat that is not at the table of three",
       "Karten an einen Sitz gegeben, der nicht am Dreiertisch ist"}, g + "Dealing",
       "<cards seat=\"4\">…</cards>"},
      {"deal.duplicate-seat", S::Error, {"a player's hand is recorded twice",
       "die Hand eines Spielers ist zweimal aufgeschrieben"}, g + "Dealing",
       "two <cards seat=\"2\"> in one <deal>"},
      {"deal.hand-size", S::Error, {"a player is not dealt 16 cards, or his hand is missing from the deal",
       "ein Spieler bekommt nicht 16 Karten, oder seine Hand fehlt im Geben"},
       g + "Dealing", "<cards seat=\"1\"> with 15 cards"},
      {"deal.talon-size", S::Error, {"the talon is missing or does not have six cards",
       "der Talon fehlt oder hat nicht sechs Karten"}, g + "Dealing",
       "<talon>T19 F SC DC CQ</talon>"},
      {"deal.talon-packets", S::Warning,
       {"the talon is recorded as plain cards, not as its two packets of three: the first three are taken as the upper "
       "packet",
       "der Talon ist als bloße Karten aufgeschrieben, nicht als seine zwei Dreierpäckchen: die ersten drei "
       "gelten als oberes Päckchen"},
       g + "Dealing", "<talon>T19 F SC DC CQ C7</talon>"},
      {"deal.talon-packet-size", S::Error, {"the talon is not two packets of three",
       "der Talon ist nicht zwei Päckchen zu drei Karten"}, g + "Dealing",
       "<talon><packet>T19 F</packet><packet>SC DC CQ C7</packet></talon>"},
      {"deal.not-in-deck", S::Error, {"a dealt card that the 54-card Industrie und Glück deck does not have",
       "eine gegebene Karte, die das Industrie-und-Glück-Blatt mit 54 Karten nicht hat"},
       g + "Dealing", "<cards seat=\"1\">C5 …</cards>"},
      {"deal.duplicate-card", S::Error, {"the same card is dealt twice (in two hands, or a hand and the talon)",
       "dieselbe Karte ist zweimal gegeben (in zwei Händen, oder in einer Hand und im Talon)"},
       g + "Dealing", "T21 in seat 1's hand and in the talon"},
      {"deal.missing-card", S::Error, {"cards of the 54 are in no hand and not in the talon",
       "Karten der 54 sind in keiner Hand und nicht im Talon"}, g + "Dealing",
       "53 distinct cards dealt"},
      {"deal.not-recorded", S::Info, {"no deal: the hands are reconstructed from the play and the exchange",
       "kein Geben aufgeschrieben: die Hände werden aus dem Spiel und dem Talontausch erschlossen"},
       g + "Dealing", "<hand> with <play> but no <deal>"},
      {"deal.unknown-card", S::Info, {"cards of the deal are unknown ('?'); they are inferred from the play where it "
       "shows them",
       "Karten des Gebens sind unbekannt ('?'); sie werden aus dem Spiel erschlossen, wo es sie zeigt"},
       g + "Dealing", "<cards seat=\"1\">? ? DK …</cards>"},
      // Bidding.
      {"auction.unknown-bid", S::Error, {"a call that is not a Tapp Tarock call (pass, dreier, unterer, oberer, solo, "
       "hold)",
       "ein Gebot, das es im Tapp-Tarock nicht gibt (pass, dreier, unterer, oberer, solo, hold)"},
       g + "Bidding", "<call seat=\"3\" bid=\"piccolo\"/>"},
      {"auction.call-after-end", S::Error, {"a call after the bidding has ended",
       "ein Gebot nach dem Ende der Reizung"}, g + "Bidding",
       "a fourth call after pass, pass, dreier"},
      {"auction.re-entry", S::Error, {"a player who has passed bids again: \"A player who has passed may not re-enter "
       "the bidding.\"",
       "ein Spieler, der gepasst hat, bietet wieder: wer gepasst hat, darf nicht wieder in die Reizung "
       "einsteigen (\"A player who has passed may not re-enter the bidding.\")"},
       g + "Bidding", "seat 3 passes, later calls unterer"},
      {"auction.out-of-turn", S::Error, {"a call by another seat than the next to call (forehand first, anticlockwise)",
       "ein Gebot von einem anderen Sitz als dem, der an der Reihe ist (Vorhand zuerst, gegen den Uhrzeigersinn)"},
       g + "Bidding", "<call seat=\"1\" bid=\"pass\"/> first with dealer 1"},
      {"auction.illegal-hold", S::Error,
       {"'hold' with no bid to hold, by the current high bidder, by a player not overcalled, or (option hold="
       "earlier-seat) by a player sitting after the overcaller",
       "'halte ich' ohne Gebot zum Halten, vom Höchstbietenden selbst, von einem nicht überbotenen Spieler, oder "
       "(Option hold=earlier-seat) von einem Spieler, der nach dem Überbietenden sitzt"},
       g + "Bidding",
       "<call seat=\"3\" bid=\"hold\"/> as the first call"},
      {"auction.illegal-overcall", S::Error,
       {"a bid that is not the next higher one (\"a later player must pass or overcall with the next higher bid\"), "
       "Solo not at a player's first turn, or Solo before any Dreier (option solo-opening=no, the default)",
       "ein Gebot, das nicht das nächsthöhere ist (\"a later player must pass or overcall with the next higher "
       "bid\"), ein Solo nicht beim ersten Gebot eines Spielers, oder ein Solo vor dem ersten Dreier (Option "
       "solo-opening=no, die Voreinstellung)"},
       g + "Bidding", "<call seat=\"1\" bid=\"oberer\"/> after a dreier"},
      {"auction.incomplete", S::Error, {"the bidding stops while a player is still to call",
       "die Reizung bricht ab, obwohl ein Spieler noch bieten muss"}, g + "Bidding",
       "<auction> with only <call seat=\"3\" bid=\"dreier\"/>"},
      {"auction.wrong-contract", S::Error,
       {"the contract is not what the bidding decided, there is none though the hand was played, or a contract and "
       "play follow three passes",
       "das Spiel ist nicht das, was die Reizung ergeben hat, es fehlt, obwohl gespielt wurde, oder auf drei "
       "Pässe folgen Spiel und Kontrakt"},
       g + "Bidding", "<contract declarer=\"1\" type=\"dreier\"/> after seat 2 bid dreier"},
      {"auction.unknown-contract", S::Error, {"contract/@type is not a Tapp Tarock contract (dreier, unterer, oberer, "
       "solo)",
       "contract/@type ist kein Tapp-Tarock-Spiel (dreier, unterer, oberer, solo)"},
       g + "Bidding", "<contract declarer=\"1\" type=\"bettel\"/>"},
      {"auction.all-pass-outcome", S::Error,
       {"the outcome does not fit the bidding: after three passes it is thrown-in or redeal (option all-pass), after a "
       "bid the hand is played",
       "der Ausgang passt nicht zur Reizung: nach drei Pässen wird eingeworfen oder neu gegeben (Option "
       "all-pass), nach einem Gebot wird gespielt"},
       g + "Bidding", "three passes and <outcome type=\"played\"/>"},
      // The talon and the discard.
      {"exchange.not-allowed", S::Error,
       {"an exchange in a Solo (\"the declarer plays without the aid of the talon\"), or a second exchange",
       "ein Talontausch in einem Solo (\"the declarer plays without the aid of the talon\": der Alleinspieler "
       "spielt ohne Talon), oder ein zweiter Tausch"},
       g + "Bidding", "<contract type=\"solo\"/> then <exchange>"},
      {"exchange.wrong-seat", S::Error, {"someone other than the declarer exchanges with the talon",
       "ein anderer als der Alleinspieler tauscht mit dem Talon"}, g + "Bidding",
       "<exchange seat=\"3\" packet=\"1\"> with declarer 2"},
      {"exchange.missing", S::Error, {"in a Dreier, Unterer or Oberer the declarer takes a talon packet and discards "
       "three cards; the record has no exchange",
       "im Dreier, Unterer oder Oberer nimmt der Alleinspieler ein Talonpäckchen auf und legt drei Karten ab; "
       "aufgeschrieben ist kein Tausch"},
       g + "Bidding", "<contract type=\"dreier\"/> then <play>"},
      {"exchange.packet-missing", S::Error,
       {"the exchange does not say which packet was taken (packet 1 = upper, 2 = lower), or names another",
       "der Tausch sagt nicht, welches Päckchen genommen wurde (packet 1 = oberes, 2 = unteres), oder nennt ein "
       "anderes"},
       g + "Bidding", "<exchange seat=\"2\" packet=\"3\">"},
      {"exchange.wrong-packet", S::Error,
       {"old procedure: an Unterer must take the lower packet (2), an Oberer the upper (1)",
       "alter Brauch: ein Unterer muss das untere Päckchen (2) nehmen, ein Oberer das obere (1)"},
       std::string(kGame) + "/old-talon: Bidding (footnote d)", "<contract type=\"oberer\"/>, <exchange packet=\"2\">"},
      {"exchange.take-mismatch", S::Error, {"the cards taken are not those of the chosen talon packet",
       "die aufgenommenen Karten sind nicht die des gewählten Talonpäckchens"}, g + "Bidding",
       "<exchange packet=\"1\"><take>DC CQ C7</take> when packet 1 is T19 F SC"},
      {"exchange.discard-size", S::Error, {"the declarer discards other than three cards, or none",
       "der Alleinspieler legt nicht drei Karten ab, oder gar keine"}, g + "Bidding",
       "<discard>SC C9</discard>"},
      {"exchange.discard-not-held", S::Error, {"a discarded card that the declarer does not hold after taking the "
       "packet",
       "eine abgelegte Karte, die der Alleinspieler nach dem Aufnehmen des Päckchens nicht hat"},
       g + "Bidding", "<discard>HK C9 H2</discard> when HK is in another hand"},
      {"exchange.forbidden-discard", S::Error,
       {"a king or Trull card is discarded, or a tarock while the declarer had plain cards other than kings: \"The "
       "discards may not include kings or Trull cards. Tarocks may only be discarded if the declarer has no option\"",
       "ein König oder eine Trullkarte wird abgelegt, oder ein Tarock, obwohl der Alleinspieler noch andere "
       "Farbkarten als Könige hatte: Könige und Trullkarten dürfen nicht abgelegt werden, Tarock nur, wenn dem "
       "Alleinspieler nichts anderes bleibt"},
       g + "Bidding", "<discard>HK C9 H2</discard>"},
      // Announcements.
      {"announcement.not-declarer", S::Error, {"an announcement by a defender: \"The declarer may make either of two "
       "announcements\"",
       "eine Ansage eines Gegenspielers: nur der Alleinspieler darf ansagen (\"The declarer may make either of "
       "two announcements\")"},
       g + "Announcements", "<announcement seat=\"1\" type=\"valat\"/> with declarer 2"},
      {"announcement.unknown-type", S::Error, {"an announcement other than pagat-ultimo or valat",
       "eine andere Ansage als pagat-ultimo oder valat"}, g + "Announcements",
       "<announcement seat=\"2\" type=\"trull\"/>"},
      {"announcement.both", S::Error, {"both Pagat Ultimo and Valat announced: \"The declarer may make either of "
       "two announcements\" (option announcements=one, the default)",
       "Pagat Ultimo und Valat angesagt: \"The declarer may make either of two announcements\" (Option "
       "announcements=one, die Voreinstellung)"},
       g + "Announcements", "<announcement seat=\"2\" type=\"pagat-ultimo\"/> then <announcement seat=\"2\" "
       "type=\"valat\"/>"},
      {"announcement.duplicate", S::Error, {"the same announcement made twice",
       "dieselbe Ansage zweimal"}, g + "Announcements",
       "two <announcement seat=\"2\" type=\"valat\"/>"},
      // Play.
      {"play.trick-count", S::Error, {"more than 16 tricks",
       "mehr als 16 Stiche"}, g + "Play", "17 <trick>s"},
      {"play.incomplete", S::Error, {"fewer than 16 tricks and no early end",
       "weniger als 16 Stiche und kein vorzeitiges Ende"}, g + "Play", "12 <trick>s"},
      {"play.ended-early", S::Error,
       {"play/@ended=\"early\" though the result was not fixed (Valat or Pagat Ultimo still open, or neither side has "
       "its card points)",
       "play/@ended=\"early\", obwohl das Ergebnis noch nicht feststand (Valat oder Pagat Ultimo noch offen, "
       "oder keine Seite hat ihre Augen)"},
       g + "Play", "<play ended=\"early\"> after 3 tricks"},
      // Scoring.
      {"points.card-points", S::Error,
       {"recorded card points differ from the count (tricks plus the discards for the declarer, the other packet for "
       "the defenders, counted in threes less 2)",
       "die aufgeschriebenen Augen weichen von der Zählung ab (Stiche plus die abgelegten Karten für den "
       "Alleinspieler, das andere Päckchen für die Gegenspieler, in Dreiergruppen gezählt, je 2 abgezogen)"},
       g + "Card points", "<points side=\"declarer\">40</points> where 42 "
       "are counted"},
      {"points.unknown-side", S::Error, {"points/@side is neither declarer nor defenders",
       "points/@side ist weder declarer noch defenders"}, g + "Card points",
       "<points side=\"contre\">35</points>"},
      {"points.unverifiable", S::Info, {"play ended early: the card points cannot be recounted",
       "das Spiel endete vorzeitig: die Augen lassen sich nicht nachzählen"}, g + "Card points",
       "<play ended=\"early\"> with <points>"},
      {"bonus.unjustified", S::Error, {"a bonus claimed that was not earned (Trull, Köpfe, Pagat Ultimo, Valat)",
       "eine beanspruchte Prämie, die nicht verdient ist (Trull, Köpfe, Pagat Ultimo, Valat)"},
       g + "Game values and bonuses", "<bonus seat=\"2\" type=\"valat\" amount=\"12\"/> with a trick lost"},
      {"bonus.amount", S::Error, {"an earned bonus with the wrong value",
       "eine verdiente Prämie mit falschem Wert"}, g + "Game values and bonuses",
       "<bonus seat=\"2\" type=\"pagat-ultimo\" amount=\"4\"/> for an announced Pagat Ultimo (8)"},
      {"bonus.missing", S::Warning, {"a bonus the hand earned (Trull, Köpfe, Pagat Ultimo, Valat) is not recorded",
       "eine Prämie, die das Spiel verdient hat (Trull, Köpfe, Pagat Ultimo, Valat), ist nicht aufgeschrieben"},
       g + "Game values and bonuses", "Tarock Trull held, no <bonus type=\"tarock-trull\">"},
      {"bonus.unverifiable", S::Info,
       {"an honour bonus (Köpfe, Tarock Trull, Royal Trull) cannot be checked: the opening hand is not known whole",
        "eine Trull- oder Königsprämie (Köpfe, Tarock-Trull, Royal Trull) lässt sich nicht prüfen: die Anfangshand "
        "ist nicht ganz bekannt"},
       g + "Game values and bonuses", "no deal recorded, the declarer's taken packet unknown, Köpfe possible"},
      {"settlement.unverifiable", S::Info,
       {"an honour bonus is open, so the settlement cannot be checked",
        "eine Trull- oder Königsprämie ist offen, die Abrechnung lässt sich daher nicht prüfen"},
       g + "Game values and bonuses", "<settlement> of a hand whose declarer may have held Köpfe"},
      {"settlement.unit", S::Error,
       {"a settlement in another unit than points (\"Game values and bonuses ... Points\")",
        "eine Abrechnung in einer anderen Einheit als Punkten („Game values and bonuses ... Points“)"},
       g + "Game values and bonuses", "<settlement unit=\"cent\">"},
      {"settlement.amount", S::Error,
       {"what a seat settles differs from the count (game value and each bonus, itemised), or a seat not at the table",
       "was ein Sitz abrechnet, weicht von der Zählung ab (Spielwert und jede Prämie einzeln), oder ein Sitz, "
       "der nicht am Tisch ist"},
       g + "Game values and bonuses", "<pay seat=\"2\" amount=\"20\"/> where 22 is due"},
  };
  // clang-format on
}

}  // namespace stichprobe::games::tapp_tarock
