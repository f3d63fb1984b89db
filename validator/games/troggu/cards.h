// Troggu's cards: the 62-card deck, the card values, the trick rules with the Narr
// and the Tappist's rule on laying away 5-point cards.
#pragma once
#include <span>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"

namespace stichprobe::games::troggu {

inline constexpr int kTotalPoints = 114;   // "Insgesamt befinden sich so insgesamt 114 Punkte im Spiel."
inline constexpr int kWinningPoints = 58;  // "mehr als die Hälfte der Punkte (58 oder mehr)"

// Which 5-point cards the Tappist may lay away together.
enum class FiveException {
  FourKings,      // "einzige Ausnahme ist, wenn vier Könige zusammen abgelegt werden"
  AllSevenFives,  // St. Niklaus, Grächen: "wer alle sieben 5-Punkte-Karten besitzt, darf diese gemeinsam ablegen"
};

// Card values: singly, 5/4/3/2/1 (tarock values).
int card_value(Card c);
int points_of(std::span<const Card> cards);
bool is_five(Card c);

// Trick rules; the Narr is the highest trump unless it was withheld.
core::TrickRules trick_rules(bool must_trump, bool powerless_narr);

// "Wenn er aber noch der einzige Trumpf auf der Hand eines Spieler ist, muss er
// nicht zugegeben werden": the only legal card is the Narr and the hand holds others.
bool may_withhold_narr(const CardSet& hand, std::span<const Card> trick_so_far, const core::TrickRules& rules);

// Whether a Tappist's discard is allowed; on failure `why` says what is wrong.
bool discard_allowed(std::span<const Card> discard, FiveException ex, std::string& why);
// The same, with the reason in both languages.
bool discard_allowed(std::span<const Card> discard, FiveException ex, Message& why);

const core::Deck& troggu_deck();

}  // namespace stichprobe::games::troggu
