// The finding codes of Troggu beyond the shared ones, for `stichprobe explain`.
#include "validator/games/troggu/spec.h"

namespace stichprobe::games::troggu {

std::vector<engine::FindingInfo> finding_catalogue() {
  using S = Severity;
  const std::string g = "troggu: ";
  return {
      {"deal.hand-size", S::Error, "a hand does not have the table's count (3: 18, 4: 13, 5: 11, 6: 9, 7: 8, 8: 7)",
       g + "Geben", "<cards seat=\"1\"> with 12 cards at four players"},
      {"deal.talon-size", S::Error, "the Tapp does not have the table's count (3: 8, 4: 10, 5: 7, 6: 8, 7-8: 6)",
       g + "Geben", "<talon> of 8 cards at five players"},
      {"deal.duplicate-card", S::Error, "the same card is dealt twice", g + "Geben", "HK in two hands"},
      {"deal.missing-card", S::Error, "cards of the 62 are in no hand and not in the Tapp", g + "Geben",
       "61 distinct cards dealt"},
      {"deal.not-in-deck", S::Error, "a card Troggu removes (swords/batons 1-4, cups/coins 7-10)", g + "Karten",
       "<talon>S3 …</talon>"},
      {"deal.bad-seat", S::Error, "cards for a seat not at the table, or for one seat twice", g + "Geben",
       "<cards seat=\"5\"> at four players"},
      {"deal.not-recorded", S::Info, "no deal: the hands are taken from the play, the Tapp is unknown", g + "Geben",
       "<hand> without <deal>"},
      {"deal.talon-inferred", S::Info, "the Tapp is written as '?': it is what the hands leave", g + "Geben",
       "<talon>? ? ? ? ? ? ? ?</talon>"},
      {"auction.out-of-turn", S::Error, "a call out of turn (forehand first, then in order), or a partner call not "
       "by the Tappist", g + "Bieten", "<call seat=\"3\"> where seat 2 speaks"},
      {"auction.illegal-overcall", S::Error, "a second normal game asked for: after one only a Solo may be called",
       g + "Bieten", "normal, pass, normal"},
      {"auction.after-close", S::Error, "a call after a Solo or after every player has spoken", g + "Bieten",
       "solo, then pass"},
      {"auction.incomplete", S::Error, "the bidding stops before every player has spoken, without a Solo", g + "Bieten",
       "two passes at three players"},
      {"auction.unknown-bid", S::Error, "a call that is not pass, normal, solo or partner", g + "Bieten",
       "<call bid=\"dreier\">"},
      {"auction.bad-seat", S::Error, "a call by a seat not at the table", g + "Bieten", "<call seat=\"5\"> at four"},
      {"auction.wrong-contract", S::Error, "the contract is not the game the bidding gives", g + "Bieten",
       "all pass, contract normal at five players"},
      {"auction.wrong-declarer", S::Error, "the contract names another Tappist/Solist than the bidding (7-8 players, "
       "all pass: the holder of the Narr, else of the Bagatt)", g + "Bieten", "<contract declarer=\"2\"> after seat 3's normal"},
      {"auction.unknown-contract", S::Error, "a contract type that is not normal, solo or misere", g + "Bieten",
       "<contract type=\"dreier\">"},
      {"auction.no-contract", S::Error, "neither a complete bidding nor a contract: the game is unknown", g + "Bieten",
       "<hand> without <auction> and <contract>"},
      {"auction.not-recorded", S::Info, "no bidding: the contract is taken as written", g + "Bieten",
       "<contract> without <auction>"},
      {"auction.partner-not-allowed", S::Error, "a partner call outside a normal game with 7 or 8 players",
       g + "Normales Spiel", "<call bid=\"partner\"> at five players"},
      {"auction.illegal-partner-card", S::Error, "the partner is called with XXI, the Narr or a suit card",
       g + "Normales Spiel", "<call bid=\"partner\" card=\"T21\"/>"},
      {"auction.partner-card-mismatch", S::Error, "contract/@partner-card differs from the partner call",
       g + "Normales Spiel", "call T20, contract partner-card=\"T19\""},
      {"exchange.not-allowed", S::Error, "an exchange in a Solo or a Misere", g + "Solo", "<exchange> after solo"},
      {"exchange.missing", S::Error, "a normal game without the Tappist's exchange", g + "Normales Spiel",
       "no <exchange>"},
      {"exchange.repeated", S::Error, "more than one exchange", g + "Normales Spiel", "two <exchange>"},
      {"exchange.wrong-seat", S::Error, "someone other than the Tappist takes the Tapp", g + "Normales Spiel",
       "<exchange seat=\"2\"> when seat 1 is Tappist"},
      {"exchange.wrong-take", S::Error, "take is not the whole Tapp", g + "Normales Spiel", "<take> of 3 cards"},
      {"exchange.discard-size", S::Error, "not as many cards laid away as the Tapp has", g + "Normales Spiel",
       "<discard> of 9 cards with a Tapp of 10"},
      {"exchange.card-not-held", S::Error, "a laid-away card neither in the Tappist's hand nor in the Tapp",
       g + "Normales Spiel", "<discard>HK …</discard> with HK in seat 2's hand"},
      {"exchange.forbidden-discard", S::Error, "a 5-point card laid away (allowed: the four kings together; St. "
       "Niklaus and Grächen: all seven 5-pointers together)", g + "Normales Spiel", "<discard>T21 …</discard>"},
      {"exchange.unknown-discard", S::Info, "laid-away cards written as '?': the 5-point rule and the Tappist's "
       "points cannot be checked", g + "Normales Spiel", "<discard>? ? …</discard>"},
      {"play.narr-kept", S::Error, "a withheld Narr played before the last trick", g + "Spielablauf",
       "the Narr withheld in trick 3, played in trick 7"},
      {"play.trick-count", S::Error, "more tricks than cards in a hand", g + "Spielablauf", "14 tricks at four"},
      {"play.incomplete", S::Error, "fewer tricks than cards in a hand", g + "Spielablauf", "12 tricks at four"},
      {"play.ended-early", S::Error, "play/@ended: Troggu is always played out", g + "Spielablauf",
       "<play ended=\"early\">"},
      {"play.not-recorded", S::Info, "no play: points and payments cannot be checked", g + "Spielablauf",
       "<hand> without <play>"},
      {"points.card-points", S::Error, "recorded card points differ from the count (singly, 114 in all; the "
       "Tappist adds his laid-away cards, the Solist the Tapp)", g + "Auszählen", "<points side=\"declarer\">60</points>"},
      {"points.unknown-side", S::Error, "points for something other than side declarer/defenders or a seat (Misere: "
       "seats only)", g + "Auszählen", "<points side=\"tappist\">"},
      {"points.unverifiable", S::Info, "incomplete play or unknown cards: points and payments are not checked",
       g + "Auszählen", "a '?' in a trick"},
      {"bonus.unjustified", S::Error, "a bonus: Troggu has none", g + "Bezahlen", "<bonus type=\"valat\">"},
      {"settlement.amount", S::Error, "a seat's payment differs from the computed one", g + "Bezahlen",
       "<pay seat=\"1\" amount=\"15\"/> where 10 is due"},
      {"settlement.bad-seat", S::Error, "a payment to a seat not at the table", g + "Bezahlen", "<pay seat=\"9\">"},
      {"settlement.unit", S::Error, "the settlement is not in Rappen", g + "Bezahlen", "<settlement unit=\"cent\">"},
  };
}

}  // namespace stichprobe::games::troggu
