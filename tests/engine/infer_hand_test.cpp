// Random hands of every game with cards blanked to '?': the inference never
// contradicts the truth, never calls a true record inconsistent, and fills a single
// blanked card of a complete deal (the deck minus the known cards leaves one).
#include <catch2/catch.hpp>
#include <chrono>
#include <iostream>

#include "validator/core/random.h"
#include "validator/engine/generate.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::engine;

namespace {

struct Blank {
  record::CardList* list;
  std::size_t index;
  Card truth;
};

// Every card token of the hand's deal, exchanges and play.
std::vector<std::pair<record::CardList*, bool>> card_lists(record::Hand& h) {
  std::vector<std::pair<record::CardList*, bool>> out;  // (list, is part of the deal)
  if (h.deal) {
    for (auto& sc : h.deal->hands) out.push_back({&sc.cards, true});
    if (h.deal->talon) {
      if (h.deal->talon->cards) out.push_back({&*h.deal->talon->cards, true});
      for (auto& p : h.deal->talon->packets) out.push_back({&p, true});
    }
  }
  for (auto& ex : h.exchanges)
    if (ex.discard) out.push_back({&*ex.discard, false});
  if (h.play)
    for (auto& t : h.play->tricks) out.push_back({&t.cards, false});
  return out;
}

std::vector<Blank> blank(record::Hand& h, core::Rng& rng, int count, bool deal_only) {
  std::vector<Blank> out;
  auto lists = card_lists(h);
  for (int tries = 0; static_cast<int>(out.size()) < count && tries < 1000; ++tries) {
    auto& [list, in_deal] = lists[static_cast<std::size_t>(rng.below(static_cast<int>(lists.size())))];
    if ((deal_only && !in_deal) || list->cards.empty()) continue;
    const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(list->cards.size())));
    if (list->cards[i].is_unknown()) continue;
    out.push_back({list, i, list->cards[i]});
    list->cards[i] = Card::unknown();
  }
  return out;
}

// The inferred hand agrees with the truth wherever it filled a card.
void check_against_truth(const HandInference& hi, const record::Hand& blanked, const std::vector<Blank>& blanks,
                         const record::Hand& truth) {
  REQUIRE(hi.ran);
  INFO(hi.inference.problem.en);
  REQUIRE(hi.inference.consistent);
  const record::Hand filled = hi.filled ? *hi.filled : blanked;
  // Compare by re-blanking the truth's lists with the filled ones: every filled card is the true one.
  record::Hand f = filled, t = truth;
  auto fl = card_lists(f), tl = card_lists(t);
  REQUIRE(fl.size() == tl.size());
  const std::size_t tricks = f.play ? f.play->tricks.size() : 0;
  for (std::size_t i = 0; i < fl.size(); ++i) {
    const bool ordered = i + tricks >= fl.size();  // a trick: each place is one seat's card
    const CardSet truth_set = CardSet::of(tl[i].first->cards);
    for (std::size_t k = 0; k < fl[i].first->cards.size(); ++k) {
      const Card got = fl[i].first->cards[k];
      if (got.is_unknown()) continue;
      if (ordered)
        CHECK(card_code(got) == card_code(tl[i].first->cards[k]));
      else
        CHECK(truth_set.contains(got));  // a hand, talon or discard is a set
    }
  }
  (void)blanks;
}

}  // namespace

TEST_CASE("random hands with blanked cards: the inference never contradicts the truth", "[infer][random]") {
  for (const GameModule* game : all_games()) {
    const GameSpec& spec = game->spec();
    for (const VariantSpec& v : spec.variants)
      for (int players : v.player_counts) DYNAMIC_SECTION(spec.id << "/" << v.id << " " << players << " players") {
          for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            SessionRequest req;
            req.variant = v.id;
            req.players = players;
            req.seed = seed;
            const record::Session truth = generate_session(*game, req);
            core::Rng rng(seed * 7919);
            for (int count : {1, 3, 12}) {
              record::Session s = truth;
              record::Hand& h = s.hands.front();
              if (!h.deal) continue;
              const bool deal_only = count == 1;
              const std::vector<Blank> blanks = blank(h, rng, count, deal_only);
              if (blanks.empty()) continue;
              const std::vector<HandInference> inf = infer_session(s);
              REQUIRE(inf.size() == s.hands.size());
              INFO("seed " << seed << ", " << blanks.size() << " blanked");
              check_against_truth(inf.front(), h, blanks, truth.hands.front());
              if (count == 1) {
                // One unknown card of a complete deal: the deck minus the known cards is that card.
                REQUIRE(inf.front().filled);
                record::Hand f = *inf.front().filled;
                int unknown_left = 0;
                for (auto& [list, in_deal] : card_lists(f))
                  for (Card c : list->cards) unknown_left += c.is_unknown();
                CHECK(unknown_left == 0);
              }
            }
          }
        }
  }
}

// Not a timed test: `test_engine "[.bench]"` prints the solver's time per hand.
TEST_CASE("micro-benchmark: 12 and 24 unknown cards", "[.bench]") {
  for (const GameModule* game : all_games()) {
    SessionRequest req;
    req.seed = 3;
    const record::Session truth = generate_session(*game, req);
    for (int count : {12, 24}) {
      record::Session s = truth;
      core::Rng rng(11);
      blank(s.hands.front(), rng, count, false);
      const int reps = 200;
      const auto start = std::chrono::steady_clock::now();
      std::size_t filled = 0;
      for (int r = 0; r < reps; ++r) filled += infer_session(s).front().inference.inferred > 0;
      const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
      std::cout << game->spec().id << ": " << count << " unknowns, " << us.count() / reps << " us per hand\n";
      CHECK(filled == static_cast<std::size_t>(reps));
    }
  }
}
