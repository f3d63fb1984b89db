// Dappen's rules as pure functions: counting, thresholds, values, pressing.
// Shared by analyse() and generate(), and pinned to the source by unit tests.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/engine/game.h"
#include "validator/games/dappen/params.h"

namespace stichprobe::games::dappen {

enum class Honours { Kings, Fives, Wallis };

// A variant with its options resolved.
struct Rules {
  const VariantParams& v;
  bool sitting_out_pays = false;
  bool raise_any = false;
  bool solo_dapp_defenders = false;
  bool gstiesieren = false;
  bool cents_full = false;
  bool ulti_full = false;
  bool pflicht_a = true;
  bool marsch_half = false;
  bool seven_fives_as_marsch = false;
  bool card_tiebreak = false;
  Honours honours = Honours::Kings;
  bool solo = true;
};

Rules resolve_rules(const std::string& variant, const engine::Options& options);

// "Gstiess, 21, 1* = 5, Könige* = 5" — the seven 5ers.
bool is_five(Card c);
int count_fives(const CardSet& cards);

// "Die Karten werden paarweise zusammen gezählt und 1 vom Paarwert abgezogen. Überzählige Einzelkarten sind 1
// weniger Wert als angegeben." / Jeu du Tarot: "Vom Wert von je 3 Karten wird 2 abgezogen. Vom Wert einer oder
// zwei überzähliger Karten wird 1 abgezogen."
Rational count_points(const std::vector<Card>& cards, Counting counting);
// The same count from a tally of the cards' values: what scoring needs, without merging piles.
struct CardTally {
  std::int64_t value = 0;  // sum of the cards' values
  std::int64_t cards = 0;
  CardTally& operator+=(const CardTally& o) {
    value += o.value;
    cards += o.cards;
    return *this;
  }
};
CardTally tally(const std::vector<Card>& cards);
Rational count_points(const CardTally& t, Counting counting);

// Pflichtdappen (a): "Sei T die Zahl der insgesamt gehaltenen Trümpfe, H der Rang des höchsten davon, und S = 22
// der Rang des Gstiess. Dann muss ein Spieler dappen, wenn T+H > S."
bool pflichtdappen_a(const CardSet& hand);

struct Verdict {
  bool declarer_wins = false;
  bool marsch = false;    // one side took every trick (or seven 5ers shown)
  Rational loser_points;  // the losers' card points
  int difference = 0;     // to 40 (or 35), 40 for a Marsch in cent scoring
};

// "Wer weniger als 40 hat, hat verloren. Bei Gleichstand 39:39 (möglich im Spiel zu siebt) gewinnt der
// Alleinspieler." / Jeu du Tarot: "Der Alleinspieler gewinnt mit 35 und einer Karte."
bool declarer_wins(const Rules& r, Rational declarer, Rational defenders, int declarer_cards, int defender_cards);

// Breitnau: "Differenz der Verlierer zu 40, mal Spielfaktor, aufgerundet auf den nächsten 10er."
int tens_up_value(int difference, int factor);
// Furtwangen: "Differenz der Kartenpunkte zu 40, mal dem vereinbarten Centbetrag, kaufmännisch gerundet auf das
// nächste Vielfache von 5 Cent, mindestens aber 5 Cent".
int single_cents(int difference, bool full);
// Jeu du Tarot: "Differenz der Verlierer zu 35, ohne Rest geteilt durch 5, plus 1."
int div_five_value(int difference);

// The factor of a contract, won or lost (Furtwangen: the doubling of the cents).
int contract_factor(const Rules& r, const std::string& contract, bool won);

// Pressing ("drücken"): why the discard is illegal, or nullopt. `held` = hand plus Dapp.
// "Ausnahme: 5er drücken ist nicht erlaubt!" (only as many as the kept hand cannot hold),
// Buchenbach's held kings / Geiss, Jeu du Tarot's "honneurs".
std::optional<Message> discard_fault(const Rules& r, int active, const CardSet& held, const std::vector<Card>& discard,
                                     const std::string& contract);
// Buchenbach: "Ein Hannes (2): Der Alleinspieler hält einen König" — the cards a contract requires.
std::optional<Message> contract_cards_missing(const std::string& contract, const CardSet& hand);

// Ulti: "Wert der 3 ist 10, 2 = 20, 1 = 30." in ulti points (half: 1/2 cent each).
int ulti_points(Card c);

// What each Dappen finding code means, for `stichprobe explain` (findings.cpp).
std::vector<engine::FindingInfo> finding_catalogue();

}  // namespace stichprobe::games::dappen
