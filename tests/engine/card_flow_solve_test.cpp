// The unknown-card solver on small flows built by hand (THR §5: "infers what each `?`
// must have been where the rest of the record determines it ... and reports a record
// for which no assignment of the unknown cards is consistent").
#include <catch2/catch.hpp>

#include "validator/engine/card_flow.h"

using namespace stichprobe;
using namespace stichprobe::engine;

namespace {
Card c(const char* code) { return *parse_card_code(code); }
const Card Q = Card::unknown();

FlowList cards(ListRole role, int seat, std::vector<Card> list) {
  FlowList l;
  l.role = role;
  l.seat = seat;
  for (std::size_t i = 0; i < list.size(); ++i) l.slots.push_back({list[i], Pos{1, static_cast<unsigned>(i + 1)}, {}});
  return l;
}

// Two seats of two cards and a talon of two from a six-card deck; each seat plays its two.
CardFlow small(std::vector<Card> h1, std::vector<Card> h2, std::vector<Card> talon, std::vector<Card> p1,
               std::vector<Card> p2) {
  CardFlow f;
  f.deck = CardSet::of({c("T1"), c("T2"), c("T3"), c("T4"), c("T5"), c("T6")});
  f.lists = {cards(ListRole::Hand, 1, h1), cards(ListRole::Hand, 2, h2), cards(ListRole::Talon, 0, talon),
             cards(ListRole::Plays, 1, p1), cards(ListRole::Plays, 2, p2)};
  f.pools = {{{0}, {3}, true}, {{1}, {4}, true}, {{2}, {}, false}};
  return f;
}
}  // namespace

TEST_CASE("the talon is the cards nobody else held", "[infer]") {
  const Inference inf =
      infer_cards(small({c("T1"), c("T2")}, {c("T3"), c("T4")}, {Q, Q}, {c("T1"), c("T2")}, {c("T3"), c("T4")}));
  REQUIRE(inf.consistent);
  CHECK(CardSet::of(inf.lists[2].cards) == CardSet::of({c("T5"), c("T6")}));
  CHECK(inf.lists[2].open_count == 0);
}

TEST_CASE("an unknown card of a hand is the card that seat plays later", "[infer]") {
  const Inference inf =
      infer_cards(small({c("T1"), Q}, {c("T3"), c("T4")}, {Q, Q}, {c("T1"), c("T6")}, {c("T3"), c("T4")}));
  REQUIRE(inf.consistent);
  CHECK(inf.lists[0].cards[1] == c("T6"));
  CHECK(CardSet::of(inf.lists[2].cards) == CardSet::of({c("T2"), c("T5")}));
}

TEST_CASE("an unknown play is the one dealt card the seat has not shown", "[infer]") {
  const Inference inf =
      infer_cards(small({c("T1"), c("T2")}, {c("T3"), c("T4")}, {c("T5"), c("T6")}, {Q, c("T2")}, {c("T3"), Q}));
  REQUIRE(inf.consistent);
  CHECK(inf.lists[3].cards[0] == c("T1"));
  CHECK(inf.lists[4].cards[1] == c("T4"));
}

TEST_CASE("what the record leaves open is reported with its candidates", "[infer]") {
  // Seat 1's second card and one talon card are T5/T6 in some order: neither is played.
  CardFlow f = small({c("T1"), Q}, {c("T3"), c("T4")}, {c("T2"), Q}, {c("T1"), Q}, {c("T3"), c("T4")});
  f.pools[0].out_complete = false;  // the play ended early
  const Inference inf = infer_cards(f);
  REQUIRE(inf.consistent);
  CHECK(inf.lists[0].open_count == 1);
  CHECK(inf.lists[0].open == CardSet::of({c("T5"), c("T6")}));
  CHECK(inf.lists[2].open == CardSet::of({c("T5"), c("T6")}));
}

TEST_CASE("the same card known in two places leaves a '?' without a card: inconsistent", "[infer]") {
  // T6 is played by both seats; the two unknown cards of the deal have only T5 left.
  const Inference inf =
      infer_cards(small({c("T1"), Q}, {c("T3"), Q}, {c("T2"), c("T4")}, {c("T1"), c("T6")}, {c("T3"), c("T6")}));
  CHECK_FALSE(inf.consistent);
  CHECK(inf.problem_pos.line == 1);
  CHECK(inf.inferred == 0);
}

TEST_CASE("a card taken from a packet must lie in that packet (a recorded take mirrors it)", "[infer]") {
  CardFlow f = small({c("T1"), c("T2")}, {c("T3"), c("T4")}, {Q, Q}, {c("T1"), c("T2")}, {c("T3"), c("T4")});
  f.lists[2].role = ListRole::Packet;
  f.lists[2].packet = 1;
  f.lists.push_back(cards(ListRole::Take, 1, {c("T6"), Q}));
  f.mirrors.push_back({5, 2});
  const Inference inf = infer_cards(f);
  REQUIRE(inf.consistent);
  CHECK(CardSet::of(inf.lists[5].cards) == CardSet::of({c("T5"), c("T6")}));
}
