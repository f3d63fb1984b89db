// The 78 cards of Tübinger Tarock: their Zählwerte and the card rules of Legen, Tout
// and "von oben herunter". The "Ski" is the fool (Excuse), the "Einser" trump I, the
// "Einundzwanziger" trump XXI, "Blättle" the pips, "Bilder" the courts.
#pragma once
#include <optional>
#include <span>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"

namespace stichprobe::games::tuebinger_tarock {

const core::Deck& deck();  // the full 78-card tarot deck

// Zählwerte: 4,5 König, T21, T1, Ski; 3,5 Dame; 2,5 Cavall; 1,5 Bube; 0,5 Blättle and T2–T20.
Rational card_value(Card c);
Rational pile_value(std::span<const Card> cards);
bool is_low(Card c);  // worth 0,5: a "leerer" card
// "Gelegt werden dürfen alle Karten außer den Königen, dem Ski, dem Einser und dem Einundzwanziger."
bool may_lay(Card c);
int king_count(const CardSet& hand);
int tarock_count(const CardSet& hand, bool ski_is_tarock);
// "keine Karte ... die mehr als 0,5 Punkte wert ist ..., höchstens 7 Tarocks"
bool tout_eligible(const CardSet& hand_after_laying);
// "Anspielen muss man Tarock von oben herunter": the tarock the leader must lead
// instead of `lead`, or nullopt when `lead` is allowed. `gone` holds the tarocks
// no longer in another hand (played, and laid away when laid-tarock=gone).
std::optional<Card> von_oben_required(const CardSet& hand, Card lead, const CardSet& gone);
core::TrickRules trick_rules();

}  // namespace stichprobe::games::tuebinger_tarock
