// InlineCards (formats/small_vector.h): a record's card list, inline up to kInline
// cards, on the heap beyond; it must behave as the std::vector<Card> it replaced.
#include <catch2/catch.hpp>

#include <span>
#include <utility>
#include <vector>

#include "formats/small_vector.h"

using namespace stichprobe;

namespace {

std::vector<Card> trumps(int n) {
  std::vector<Card> out;
  for (int t = 1; t <= n; ++t) out.push_back(Card::trump(t));
  return out;
}

std::size_t count(std::span<const Card> cards) { return cards.size(); }

}  // namespace

TEST_CASE("InlineCards holds short and long lists as a vector does", "[card]") {
  for (int n : {0, 1, 8, static_cast<int>(InlineCards::kInline), static_cast<int>(InlineCards::kInline) + 1, 21}) {
    INFO(n);
    const std::vector<Card> want = trumps(n);
    InlineCards pushed;
    for (Card c : want) pushed.push_back(c);
    CHECK(pushed == want);
    CHECK(pushed.to_vector() == want);
    CHECK(count(pushed) == want.size());  // a span of it, as the engines take it
    const InlineCards copy = pushed;
    CHECK(copy == pushed);
    InlineCards moved = std::move(pushed);
    CHECK(moved == want);
    CHECK(pushed.empty());  // NOLINT(bugprone-use-after-move): moved from is empty
    InlineCards assigned{Card::fool()};
    assigned = moved;
    CHECK(assigned == want);
    assigned = std::move(moved);
    CHECK(assigned == want);
  }
}

TEST_CASE("InlineCards insert, erase and resize keep the order across the inline limit", "[card]") {
  InlineCards cards = trumps(20);
  const std::vector<Card> more = {Card::fool(),    Card::unknown(), Card::trump(21),
                                  Card::trump(20), Card::trump(19), Card::trump(18)};
  cards.insert(cards.begin() + 2, more.begin(), more.end());  // 26 cards: now on the heap
  std::vector<Card> want = trumps(20);
  want.insert(want.begin() + 2, more.begin(), more.end());
  CHECK(cards == want);
  cards.erase(cards.begin(), cards.begin() + 3);
  want.erase(want.begin(), want.begin() + 3);
  CHECK(cards == want);
  cards.resize(2);
  CHECK(cards == std::vector<Card>{want[0], want[1]});
  cards.clear();
  CHECK(cards.empty());
}
