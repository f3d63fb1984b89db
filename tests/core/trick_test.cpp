#include <catch2/catch.hpp>

#include "validator/core/trick.h"

using namespace stichprobe;
using core::FoolRole;
using core::TrickRules;

namespace {
Card c(const char* code) { return *parse_card_code(code); }
CardSet hand(std::initializer_list<const char*> codes) {
  CardSet s;
  for (auto code : codes) s.insert(c(code));
  return s;
}
std::vector<Card> trick(std::initializer_list<const char*> codes) {
  std::vector<Card> v;
  for (auto code : codes) v.push_back(c(code));
  return v;
}
}  // namespace

TEST_CASE("must follow suit; unable, must trump; else any card (Tapp Tarock: Play)", "[trick]") {
  const TrickRules rules;  // tarock trumps, Sküs as highest trump, must trump
  // "Players must follow suit if able; otherwise must play a trump. Lacking both, the player may discard any card."
  CHECK(core::legal_cards(hand({"HK", "H1", "T5", "SK"}), trick({"H2"}), rules) == hand({"HK", "H1"}));
  CHECK(core::legal_cards(hand({"T5", "F", "SK"}), trick({"H2"}), rules) == hand({"T5", "F"}));
  CHECK(core::legal_cards(hand({"SK", "C7"}), trick({"H2"}), rules) == hand({"SK", "C7"}));
  CHECK(core::legal_cards(hand({"SK", "T3"}), trick({}), rules) == hand({"SK", "T3"}));
  // A trump lead is followed by trumps; the Sküs counts as one.
  CHECK(core::legal_cards(hand({"F", "HK"}), trick({"T4"}), rules) == hand({"F"}));
  CHECK(core::play_fault(hand({"HK", "T5"}), trick({"H2"}), c("T5"), rules) == core::PlayFault::MustFollowSuit);
  CHECK(core::play_fault(hand({"SK", "T5"}), trick({"H2"}), c("SK"), rules) == core::PlayFault::MustTrump);
  CHECK(core::play_fault(hand({"SK"}), trick({"H2"}), c("HK"), rules) == core::PlayFault::NotHeld);
  CHECK_FALSE(core::play_fault(hand({"SK", "T5"}), trick({"H2"}), c("T5"), rules).has_value());
}

TEST_CASE("the highest trump wins, else the highest card of the led suit", "[trick]") {
  const TrickRules rules;
  CHECK(core::trick_winner(trick({"H2", "HK", "H1"}), rules) == 1);
  CHECK(core::trick_winner(trick({"H2", "T1", "HK"}), rules) == 1);
  CHECK(core::trick_winner(trick({"T21", "F", "T20"}), rules) == 1);  // the Sküs is the highest trump
  CHECK(core::trick_winner(trick({"C7", "HK", "C8"}), rules) == 2);   // an off-suit king does not win
  CHECK(core::trick_winner(trick({"H4", "H1", "H3"}), rules) == 1);   // red suits: 1 high among the pips
}

TEST_CASE("the fool as Excuse may be played any time and never wins (Tübinger Ski)", "[trick][fool]") {
  TrickRules rules;
  rules.fool = FoolRole::Excuse;
  CHECK(core::legal_cards(hand({"HK", "F", "T5"}), trick({"H2"}), rules) == hand({"HK", "F"}));
  CHECK(core::trick_winner(trick({"H3", "F", "H2"}), rules) == 2);  // red pips: the 2 beats the 3
  // An Excuse led leaves the choice of suit to the next card.
  CHECK(core::led_class(trick({"F", "SK"}), rules) == core::FollowClass::Spades);
  CHECK(core::legal_cards(hand({"S7", "HK"}), trick({"F", "SK"}), rules) == hand({"S7"}));
}

TEST_CASE("a powerless (withheld) fool neither follows nor wins", "[trick][fool]") {
  TrickRules rules;
  rules.fool = FoolRole::Powerless;
  CHECK(core::trick_winner(trick({"F", "T2", "HK"}), rules) == 1);
  CHECK(core::trick_winner(trick({"H2", "F"}), rules) == 0);
}

TEST_CASE("Tapp: a French trump suit, no tarocks; no trumps in Bettel and Ramsch", "[trick][tapp]") {
  TrickRules rules;
  rules.tarock_trumps = false;
  rules.trump_suit = Suit::Hearts;
  rules.suit_order = core::SuitOrder::Tapp;
  CHECK(core::trick_winner(trick({"SA", "H6", "S10"}), rules) == 1);
  CHECK(core::trick_winner(trick({"S9", "SA", "S10"}), rules) == 1);
  CHECK(core::legal_cards(hand({"H7", "C9"}), trick({"SA"}), rules) == hand({"H7"}));
  rules.trump_suit.reset();
  CHECK(core::legal_cards(hand({"H7", "C9"}), trick({"SA"}), rules) == hand({"H7", "C9"}));
  CHECK(core::trick_winner(trick({"S9", "HA", "S10"}), rules) == 2);
}

TEST_CASE("no obligation to trump where a game says so", "[trick]") {
  TrickRules rules;
  rules.must_trump = false;
  CHECK(core::legal_cards(hand({"T5", "SK"}), trick({"H2"}), rules) == hand({"T5", "SK"}));
}
