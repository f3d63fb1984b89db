// The cards of Tapp Tarock: the 54-card Industrie und Glück deck, the classic tarock
// values counted in threes, and how a trick is won. The honours (Sküs, Mond, Pagat)
// are core::trull().
#pragma once
#include <span>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"

namespace stichprobe::games::tapp_tarock {

const core::Deck& cego_deck();
core::TrickRules trick_rules();                      // tarock trumps, Sküs the highest trump, must trump
int card_value(Card c);                              // the classic tarock values
Rational count_points(std::span<const Card> cards);  // threes minus two
bool is_king(Card c);

}  // namespace stichprobe::games::tapp_tarock
