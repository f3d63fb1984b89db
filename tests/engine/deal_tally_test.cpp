// The deal checks' fast path (issue 21): CardSet::of builds its set from a table of
// one-card sets, and DealTally takes a legal list as a whole. Both must
// say exactly what the card-by-card rule says, on legal and on faulty deals.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "validator/core/deck.h"
#include "validator/engine/card_set.h"
#include "validator/engine/deal_tally.h"

namespace stichprobe::engine {
namespace {

// The card-by-card rule DealTally keeps: '?' noted, a stranger reported at each
// appearance, a card of the deck reported at its second appearance only.
struct ByCard {
  explicit ByCard(const CardSet& d) : deck(d) {}
  const CardSet& deck;
  std::vector<int> count = std::vector<int>(Card::kIdCount, 0);
  bool unknown = false;
  std::vector<std::pair<char, Card>> said;
  void note(const record::CardList& list) {
    for (Card c : list.cards) {
      if (c.is_unknown())
        unknown = true;
      else if (!deck.contains(c))
        said.emplace_back('x', c);
      else if (++count[static_cast<std::size_t>(c.id())] == 2)
        said.emplace_back('2', c);
    }
  }
};

TEST_CASE("CardSet::of and CardSet::one are insert card by card, for every card and list", "[engine][deal]") {
  const auto by_insert = [](const std::vector<Card>& cards) {
    CardSet s;
    for (Card c : cards) s.insert(c);
    return s;
  };
  std::vector<Card> all;
  for (int id = 0; id < Card::kIdCount; ++id) all.push_back(Card::from_id(id));
  CHECK(CardSet::of(all) == by_insert(all));
  CHECK(CardSet::of(std::vector<Card>{}) == CardSet());
  for (int id = 0; id < 256; ++id) {
    const std::vector<Card> one{Card::from_id(id)};
    CHECK(CardSet::of(one) == by_insert(one));
    CHECK(CardSet::one(Card::from_id(id)) == by_insert(one));
  }
}

TEST_CASE("dealt_list: fresh is no '?', no stranger, no card twice, none dealt before", "[engine][deal]") {
  const core::Deck& deck = core::deck(core::DeckKind::Tapp32);
  std::mt19937 rng(2121);
  int fresh = 0, stale = 0;
  for (int trial = 0; trial < 5000; ++trial) {
    std::vector<Card> list(rng() % 12);
    for (Card& c : list) c = Card::from_id(static_cast<int>(rng() % Card::kIdCount));
    CardSet before;
    for (int k = static_cast<int>(rng() % 4); k > 0; --k)
      before.insert(Card::from_id(static_cast<int>(rng() % Card::kIdCount)));
    const CardSet set = CardSet::of(list);
    bool want = set.size() == static_cast<int>(list.size()) && !set.contains(Card::unknown()) && (set & before).empty();
    for (Card c : list) want = want && deck.contains(c);
    const DealtList got = dealt_list(list, deck.set, before);
    INFO("trial " << trial);
    REQUIRE(got.cards == set);
    REQUIRE(got.fresh == want);
    (want ? fresh : stale) += 1;
  }
  CHECK(fresh > 200);
  CHECK(stale > 200);
}

TEST_CASE("DealTally: a list at a time says what the card-by-card rule says", "[engine][deal]") {
  const core::Deck& deck = core::deck(core::DeckKind::Cego54);
  std::mt19937 rng(21);
  const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  int clean = 0, faulty = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    // A shuffled deck dealt into lists of 3 to 16 cards; some trials swap in a '?', a
    // card of another deck or a card dealt before.
    std::vector<Card> cards = deck.cards;
    std::shuffle(cards.begin(), cards.end(), rng);
    const int faults = trial % 3 == 0 ? 0 : static_cast<int>(pick(4));
    for (int f = 0; f < faults; ++f) {
      Card& at = cards[pick(cards.size())];
      const std::size_t kind = pick(3);
      at = kind == 0 ? Card::unknown() : kind == 1 ? Card::from_id(static_cast<int>(pick(Card::kIdCount))) : cards[0];
    }
    if (trial % 5 == 0) cards.resize(cards.size() - 1 - pick(5));  // some cards nobody got
    DealTally tally(deck.set);
    ByCard by_card(deck.set);
    std::vector<std::pair<char, Card>> said;
    for (std::size_t i = 0; i < cards.size();) {
      const std::size_t n = std::min(cards.size() - i, 3 + pick(14));
      record::CardList list;
      list.cards.assign(cards.begin() + static_cast<std::ptrdiff_t>(i),
                        cards.begin() + static_cast<std::ptrdiff_t>(i + n));
      i += n;
      const CardSet set = tally.note(
          list, [&](Card c, Pos) { said.emplace_back('x', c); }, [&](Card c, Pos) { said.emplace_back('2', c); });
      by_card.note(list);
      REQUIRE(set == CardSet::of(list.cards));
    }
    INFO("trial " << trial);
    REQUIRE(said == by_card.said);
    REQUIRE(tally.any_unknown() == by_card.unknown);
    CardRow missing;
    for (Card c : deck.cards)
      if (by_card.count[static_cast<std::size_t>(c.id())] == 0) missing.push_back(c);
    REQUIRE(tally.missing(deck) == missing);
    (said.empty() && missing.empty() && !by_card.unknown ? clean : faulty) += 1;
  }
  CHECK(clean > 500);
  CHECK(faulty > 500);
}

}  // namespace
}  // namespace stichprobe::engine
