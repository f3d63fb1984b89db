// The cards a seat has won, in the order they came: kept inline (no allocation per hand
// and seat), on the heap only past a whole deck (a record with more tricks than cards,
// whose extra cards are still counted).
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <span>
#include <vector>

#include "formats/card.h"

namespace stichprobe::engine {

class Pile {
 public:
  // The largest deck (Tarot, 78 cards) and some to spare.
  static constexpr std::size_t kInline = 80;

  Pile() = default;
  Pile(const std::vector<Card>& cards) { append(cards); }  // NOLINT: a pile of these cards (tests write piles so)

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Card* data() const { return spilled() ? heap_.data() : inline_.data(); }
  Card* data() { return spilled() ? heap_.data() : inline_.data(); }
  const Card* begin() const { return data(); }
  const Card* end() const { return data() + size_; }
  Card* begin() { return data(); }
  Card* end() { return data() + size_; }
  std::reverse_iterator<const Card*> rbegin() const { return std::reverse_iterator<const Card*>(end()); }
  std::reverse_iterator<const Card*> rend() const { return std::reverse_iterator<const Card*>(begin()); }
  const Card& operator[](std::size_t i) const { return data()[i]; }
  operator std::span<const Card>() const { return {data(), size_}; }  // NOLINT: a pile reads as its cards
  std::vector<Card> to_vector() const { return {begin(), end()}; }

  void push_back(Card c) {
    if (!spilled() && size_ == kInline) heap_.assign(inline_.begin(), inline_.end());
    if (spilled())
      heap_.push_back(c);
    else
      inline_[size_] = c;
    ++size_;
  }
  void append(std::span<const Card> cards) {
    if (heap_.empty() && size_ + cards.size() <= kInline) {  // a trick into an inline pile: one copy
      std::copy(cards.begin(), cards.end(), inline_.begin() + static_cast<std::ptrdiff_t>(size_));
      size_ += cards.size();
      return;
    }
    for (Card c : cards) push_back(c);
  }
  // Removes the card at `at` (a position in this pile), keeping the order of the rest.
  void erase(const Card* at) {
    Card* first = data() + (at - data());
    std::copy(first + 1, end(), first);
    if (spilled()) heap_.pop_back();
    --size_;
  }
  void clear() {
    heap_.clear();
    size_ = 0;
  }

 private:
  bool spilled() const { return size_ > kInline || !heap_.empty(); }
  std::array<Card, kInline> inline_{};
  std::vector<Card> heap_;  // every card once more than kInline were added
  std::size_t size_ = 0;
};

}  // namespace stichprobe::engine
