// Dappen's cards: the 5ers and the count, which cards may be pressed, the trick
// rules and Buchenbach's bound tricks. Shared by the phases and generate(), and
// pinned to the source by unit tests.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"
#include "validator/engine/game.h"
#include "validator/games/dappen/rules.h"

namespace stichprobe::games::dappen {

// "Gstiess, 21, 1* = 5, Könige* = 5" — the seven 5ers.
bool is_five(Card c);
int count_fives(const CardSet& cards);

// "Die Karten werden paarweise zusammen gezählt und 1 vom Paarwert abgezogen. Überzählige Einzelkarten sind 1
// weniger Wert als angegeben." / Jeu du Tarot: "Vom Wert von je 3 Karten wird 2 abgezogen. Vom Wert einer oder
// zwei überzähliger Karten wird 1 abgezogen."
Rational count_points(std::span<const Card> cards, Counting counting);
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
CardTally tally(std::span<const Card> cards);
Rational count_points(const CardTally& t, Counting counting);

// Pflichtdappen (a): "Sei T die Zahl der insgesamt gehaltenen Trümpfe, H der Rang des höchsten davon, und S = 22
// der Rang des Gstiess. Dann muss ein Spieler dappen, wenn T+H > S."
bool pflichtdappen_a(const CardSet& hand);

// Pressing ("drücken"): why the discard is illegal, or nullopt. `held` = hand plus Dapp.
// "Ausnahme: 5er drücken ist nicht erlaubt!" (only as many as the kept hand cannot hold),
// Buchenbach's held kings / Geiss, Jeu du Tarot's "honneurs".
// The fault is the form of exchange.forbidden-discard that says it (messages.cpp), with the
// number of 5ers that may be pressed where the hand cannot keep them all.
struct DiscardFault {
  std::string_view key;
  int fives = 0;
};
std::optional<DiscardFault> discard_fault(const Rules& r, int active, const CardSet& held,
                                          std::span<const Card> discard, const std::string& contract);
// Buchenbach: "Ein Hannes (2): Der Alleinspieler hält einen König" — the cards a contract
// requires; the form of exchange.contract-not-held that says which are missing.
std::optional<std::string_view> contract_cards_missing(const std::string& contract, const CardSet& hand);

// The 54-card Cego deck every variant plays with.
const core::Deck& deck();

core::TrickRules trick_rules(bool powerless_fool);
// Buchenbach: "Gstiess muss im ersten Stich gespielt werden [...], Mund im zweiten, Geiss im dritten."
Card bound_card(int trick_no);
bool is_bound_trick(const Rules& r, int trick_no);
CardSet bound_legal(int trick_no, const CardSet& hand);

}  // namespace stichprobe::games::dappen
