// A card list that keeps its first cards in itself: a trick (at most eight cards), a
// talon and most dealt hands need no allocation of their own, which was half of the
// reader's heap allocations per hand (issue 21). Longer lists move to the heap.
// Its iterators are pointers, so it is a contiguous range: functions take it as
// std::span<const Card>, as they take a std::vector<Card>.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

#include "formats/card.h"

namespace stichprobe {

class InlineCards {
 public:
  static constexpr std::uint32_t kInline = 24;  // a trick, a talon, a dealt hand of up to 24 cards
  using value_type = Card;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = Card&;
  using const_reference = const Card&;
  using pointer = Card*;
  using const_pointer = const Card*;
  using iterator = Card*;
  using const_iterator = const Card*;

  InlineCards() noexcept {}  // NOLINT(modernize-use-equals-default): data_ points at inline_
  InlineCards(std::initializer_list<Card> cards) { assign(cards.begin(), cards.end()); }
  InlineCards(std::span<const Card> cards) { assign(cards.begin(), cards.end()); }     // NOLINT: a list of these cards
  InlineCards(const std::vector<Card>& cards) { assign(cards.begin(), cards.end()); }  // NOLINT: as above
  template <class It>
  InlineCards(It first, It last) {
    assign(first, last);
  }
  InlineCards(const InlineCards& o) { assign(o.begin(), o.end()); }
  InlineCards(InlineCards&& o) noexcept { take(o); }
  InlineCards& operator=(const InlineCards& o) {
    if (this != &o) assign(o.begin(), o.end());
    return *this;
  }
  InlineCards& operator=(InlineCards&& o) noexcept {
    if (this != &o) {
      release();
      take(o);
    }
    return *this;
  }
  ~InlineCards() { release(); }

  // A copy as a vector, for code that keeps and edits its own.
  std::vector<Card> to_vector() const { return {begin(), end()}; }

  Card* data() { return data_; }
  const Card* data() const { return data_; }
  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }
  bool empty() const { return size_ == 0; }
  Card* begin() { return data_; }
  Card* end() { return data_ + size_; }
  const Card* begin() const { return data_; }
  const Card* end() const { return data_ + size_; }
  Card& operator[](std::size_t i) { return data_[i]; }
  const Card& operator[](std::size_t i) const { return data_[i]; }
  Card& front() { return data_[0]; }
  const Card& front() const { return data_[0]; }
  Card& back() { return data_[size_ - 1]; }
  const Card& back() const { return data_[size_ - 1]; }

  void clear() { size_ = 0; }
  // The free places after the last card (at least `n`), for a reader that writes cards
  // there in place and then counts them in with filled(): no copy through a buffer.
  Card* room(std::size_t n) {
    reserve(size_ + n);
    return data_ + size_;
  }
  std::size_t room_size() const { return capacity_ - size_; }
  void filled(std::size_t n) { size_ += static_cast<std::uint32_t>(n); }
  void reserve(std::size_t n) {
    if (n > capacity_) grow(n);
  }
  void push_back(Card c) {
    if (size_ == capacity_) grow(size_ + 1);
    data_[size_++] = c;
  }
  void pop_back() { --size_; }
  void resize(std::size_t n, Card fill = Card()) {
    reserve(n);
    for (std::size_t i = size_; i < n; ++i) data_[i] = fill;
    size_ = static_cast<std::uint32_t>(n);
  }
  template <class It>
  void assign(It first, It last) {
    size_ = 0;
    insert(end(), first, last);
  }
  template <class It>
  Card* insert(const Card* at, It first, It last) {
    const auto index = static_cast<std::size_t>(at - data_);
    const auto n = static_cast<std::size_t>(std::distance(first, last));
    reserve(size_ + n);
    Card* place = data_ + index;
    std::copy_backward(place, end(), end() + n);
    std::copy(first, last, place);
    size_ += static_cast<std::uint32_t>(n);
    return place;
  }
  Card* insert(const Card* at, Card c) { return insert(at, &c, &c + 1); }
  Card* erase(const Card* first, const Card* last) {
    Card* place = data_ + (first - data_);
    std::copy(last, static_cast<const Card*>(end()), place);
    size_ -= static_cast<std::uint32_t>(last - first);
    return place;
  }
  Card* erase(const Card* at) { return erase(at, at + 1); }

  friend bool operator==(const InlineCards& a, const InlineCards& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const InlineCards& a, const std::vector<Card>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  bool on_heap() const { return data_ != inline_; }
  void release() {
    if (on_heap()) delete[] data_;
    data_ = inline_;
    capacity_ = kInline;
    size_ = 0;
  }
  void grow(std::size_t need) {
    const std::size_t capacity = std::max<std::size_t>(need, std::size_t{2} * capacity_);
    Card* bigger = new Card[capacity];
    std::copy(begin(), end(), bigger);
    const std::uint32_t size = size_;
    release();
    data_ = bigger;
    capacity_ = static_cast<std::uint32_t>(capacity);
    size_ = size;
  }
  // Takes the other's cards: its heap block, or a copy of its inline ones; it is left empty.
  void take(InlineCards& o) noexcept {
    if (o.on_heap()) {
      data_ = o.data_;
      capacity_ = o.capacity_;
      o.data_ = o.inline_;
      o.capacity_ = kInline;
    } else {
      std::copy(o.begin(), o.end(), inline_);
    }
    size_ = o.size_;
    o.size_ = 0;
  }

  Card* data_ = inline_;
  std::uint32_t size_ = 0, capacity_ = kInline;
  Card inline_[kInline];
};

}  // namespace stichprobe
