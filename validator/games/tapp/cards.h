// Tapp's cards: the Augen each card counts and how a trick is won in each game,
// on the 36- or 32-card French deck (core::DeckKind::Tapp36/Tapp32, Rules::deck).
#pragma once
#include <span>
#include <vector>

#include "formats/card.h"
#include "validator/core/trick.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

// Augen: A 11, 10 10, K 4, D 3, B 2, 9 8 7 6 none.
int card_points(Card c);
int pile_points(std::span<const Card> cards);

core::TrickRules trick_rules(const Contract& c, const Rules& r);

}  // namespace stichprobe::games::tapp
