// The heap blocks of records that are no longer needed, kept to be used again (issue 21).
// A reader given RecordSpares takes the blocks of its record's vectors (hands, calls,
// tricks, payments, card positions ...) from here instead of the heap; a caller that
// reads file after file gives each record back (keep) once it is done with it, so a
// run over many files allocates almost nothing per hand. The record model stays plain
// values (std::vector, std::string): a record read this way is like any other, it can
// be copied, moved and kept; only its blocks came from an earlier one.
#pragma once
#include <cstddef>
#include <memory>
#include <tuple>
#include <vector>

#include "formats/record.h"

namespace stichprobe {

class RecordSpares {
 public:
  // Takes the blocks of the document's vectors; the document is left empty.
  void keep(record::Document&& document);
  // The same for one hand (a reader that gives hands one at a time); the hand is left empty.
  void keep(record::Hand&& hand) {
    keep_hand(hand);
    // Made anew in place: assigning a fresh Hand built one, moved each member and
    // destroyed it again, for every hand read.
    std::destroy_at(&hand);
    std::construct_at(&hand);
  }

  // An empty vector is given a kept block (of any capacity) when there is one.
  template <class T>
  void take(std::vector<T>& into) {
    auto& pool = std::get<std::vector<std::vector<T>>>(pools_);
    if (pool.empty() || into.capacity() != 0) return;
    into = std::move(pool.back());
    pool.pop_back();
  }

  // Kept blocks of all kinds (for tests).
  std::size_t blocks() const;

 private:
  // At most this many blocks of a kind are kept, and no vector of hands or sessions
  // of more elements: a huge file's record is not held for the rest of the run.
  static constexpr std::size_t kMaxBlocks = 1 << 14;
  static constexpr std::size_t kMaxHands = 1 << 12;

  template <class T>
  void give(std::vector<T>& v) {
    if (v.capacity() == 0) return;
    v.clear();
    auto& pool = std::get<std::vector<std::vector<T>>>(pools_);
    if (pool.size() < kMaxBlocks) pool.push_back(std::move(v));
  }
  void keep_hand(record::Hand& hand);
  void keep_deal(record::Deal& deal);
  void keep_result(record::Result& result);
  void keep_cards(std::optional<record::CardList>& list) {
    if (list) give(list->token_pos);
  }

  std::tuple<std::vector<std::vector<record::Session>>, std::vector<std::vector<record::Hand>>,
             std::vector<std::vector<record::Player>>, std::vector<std::vector<record::RuleOption>>,
             std::vector<std::vector<record::SeatCards>>, std::vector<std::vector<record::CardList>>,
             std::vector<std::vector<record::Call>>, std::vector<std::vector<record::Exchange>>,
             std::vector<std::vector<record::Swap>>, std::vector<std::vector<record::Announcement>>,
             std::vector<std::vector<record::Trick>>, std::vector<std::vector<record::Ruling>>,
             std::vector<std::vector<record::Points>>, std::vector<std::vector<record::Bonus>>,
             std::vector<std::vector<record::Pay>>, std::vector<std::vector<record::Total>>,
             std::vector<std::vector<Pos>>, std::vector<std::vector<int>>>
      pools_;
};

}  // namespace stichprobe
