// A vector that keeps its first N values in itself and goes to the heap only beyond:
// a hand's per-seat lists (orders, hands, payers), bounded by the table, need no
// allocation of their own (issue 21: the engines' allocations per hand to zero). Its
// iterators are pointers, so it is a contiguous range (functions take std::span).
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "formats/card.h"

namespace stichprobe::engine {

template <class T, std::size_t N>
class SmallVector {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;

  SmallVector() = default;
  SmallVector(std::initializer_list<T> items) {
    for (const T& v : items) push_back(v);
  }
  SmallVector(std::size_t n, const T& value) { assign(n, value); }
  SmallVector(const std::vector<T>& values) : SmallVector(values.begin(), values.end()) {}  // NOLINT: a copy
  template <class It>
  requires(!std::is_integral_v<It>) SmallVector(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return spilled() ? heap_.data() : inline_.data(); }
  const T* data() const { return spilled() ? heap_.data() : inline_.data(); }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }
  std::reverse_iterator<const T*> rbegin() const { return std::reverse_iterator<const T*>(end()); }
  std::reverse_iterator<const T*> rend() const { return std::reverse_iterator<const T*>(begin()); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  T& front() { return data()[0]; }
  const T& front() const { return data()[0]; }
  T& back() { return data()[size_ - 1]; }
  const T& back() const { return data()[size_ - 1]; }
  operator std::span<const T>() const { return {data(), size_}; }  // NOLINT: reads as its values
  // A copy as a vector (the replay view and the derivation keep theirs): explicit, so no
  // function taking a vector copies one unseen.
  std::vector<T> to_vector() const { return {begin(), end()}; }

  void reserve(std::size_t) {}
  void clear() {
    heap_.clear();
    size_ = 0;
  }
  void push_back(T value) {
    if (!spilled() && size_ < N) {
      inline_[size_++] = std::move(value);
      return;
    }
    if (!spilled()) heap_.assign(std::make_move_iterator(inline_.begin()), std::make_move_iterator(inline_.end()));
    heap_.push_back(std::move(value));
    ++size_;
  }
  template <class... Args>
  T& emplace_back(Args&&... args) {
    push_back(T{std::forward<Args>(args)...});
    return back();
  }
  void pop_back() {
    if (spilled()) heap_.pop_back();
    --size_;
  }
  template <class It>
  requires(!std::is_integral_v<It>) void assign(It first, It last) {
    clear();
    for (; first != last; ++first) push_back(*first);
  }
  void assign(std::size_t n, const T& value) {
    clear();
    for (std::size_t i = 0; i < n; ++i) push_back(value);
  }
  void resize(std::size_t n, const T& value = T{}) {
    while (size_ > n) pop_back();
    while (size_ < n) push_back(value);
  }
  template <class It>
  requires(!std::is_integral_v<It>) T* insert(const T* at, It first, It last) {
    const auto i = static_cast<std::size_t>(at - data());
    const std::size_t before = size_;
    for (; first != last; ++first) push_back(*first);
    std::rotate(begin() + i, begin() + before, end());
    return begin() + i;
  }
  T* insert(const T* at, T value) {
    const auto i = static_cast<std::size_t>(at - data());
    push_back(std::move(value));
    std::rotate(begin() + i, end() - 1, end());
    return begin() + i;
  }
  T* erase(const T* first, const T* last) {
    const auto i = static_cast<std::size_t>(first - data());
    const auto n = static_cast<std::size_t>(last - first);
    std::move(begin() + i + n, end(), begin() + i);
    for (std::size_t k = 0; k < n; ++k) pop_back();
    return begin() + i;
  }
  T* erase(const T* at) {
    const auto i = static_cast<std::size_t>(at - data());
    std::move(begin() + i + 1, end(), begin() + i);
    pop_back();
    return begin() + i;
  }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  bool spilled() const { return !heap_.empty(); }
  std::array<T, N> inline_{};
  std::vector<T> heap_;  // every value once more than N were added
  std::size_t size_ = 0;
};

}  // namespace stichprobe::engine

namespace stichprobe::engine {

// Seats of a table in some order (every game seats at most eight).
using SeatList = SmallVector<int, 8>;
// A value per seat, index seat-1.
template <class T>
using PerSeatList = SmallVector<T, 8>;
// A few cards in the order they came (a talon, a Dapp, the Ulti cards, a discard).
using CardRow = SmallVector<Card, 24>;

}  // namespace stichprobe::engine
