// A vector that keeps its first N values in itself and goes to the heap only beyond:
// a hand's per-seat lists (orders, hands, payers), bounded by the table, need no
// allocation of their own (issue 21: the engines' allocations per hand to zero). Its
// iterators are pointers, so it is a contiguous range (functions take std::span).
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
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

  // The inline places hold values only up to size(): an empty list constructs none of its
  // N (issue 21: a hand's lists of scores, Strafen and seats were built N values at a time
  // and destroyed again, most never used).
  SmallVector() noexcept {}  // NOLINT(modernize-use-equals-default): the places stay raw
  SmallVector(std::initializer_list<T> items) {
    for (const T& v : items) push_back(v);
  }
  SmallVector(std::size_t n, const T& value) { assign(n, value); }
  SmallVector(const std::vector<T>& values) : SmallVector(values.begin(), values.end()) {}  // NOLINT: a copy
  template <class It>
  requires(!std::is_integral_v<It>) SmallVector(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }
  SmallVector(const SmallVector& o) { copy(o); }
  SmallVector(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) { take(o); }
  SmallVector& operator=(const SmallVector& o) {
    if (this != &o) {
      clear();
      copy(o);
    }
    return *this;
  }
  SmallVector& operator=(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (this != &o) {
      clear();
      take(o);
    }
    return *this;
  }
  ~SmallVector() { clear(); }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return spilled() ? heap_.data() : places(); }
  const T* data() const { return spilled() ? heap_.data() : places(); }
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
    if (spilled())
      heap_.clear();
    else
      std::destroy_n(places(), size_);
    size_ = 0;
  }
  void push_back(T value) {
    if (!spilled() && size_ < N) {
      std::construct_at(places() + size_, std::move(value));
      ++size_;
      return;
    }
    if (!spilled()) {  // the N inline values move to the heap, which then holds them all
      heap_.reserve(2 * N);
      heap_.assign(std::make_move_iterator(places()), std::make_move_iterator(places() + size_));
      std::destroy_n(places(), size_);
    }
    heap_.push_back(std::move(value));
    ++size_;
  }
  template <class... Args>
  T& emplace_back(Args&&... args) {
    push_back(T{std::forward<Args>(args)...});
    return back();
  }
  void pop_back() {
    if (spilled())
      heap_.pop_back();
    else
      std::destroy_at(places() + size_ - 1);
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
  T* places() { return std::launder(reinterpret_cast<T*>(places_)); }                    // NOLINT: raw places for T
  const T* places() const { return std::launder(reinterpret_cast<const T*>(places_)); }  // NOLINT: as above
  // The other's values into this empty list: plain bytes for plain values (a copy of a
  // hand's totals or seats' cards is one memcpy of what is used).
  void copy(const SmallVector& o) {
    if constexpr (std::is_trivially_copyable_v<T>) {
      if (!o.spilled()) {
        if (o.size_ != 0) std::memcpy(places_, o.places_, o.size_ * sizeof(T));
        size_ = o.size_;
        return;
      }
    }
    for (const T& v : o) push_back(v);
  }
  // Takes the other's values (its heap block, or its inline values one by one); this list
  // is empty, the other is left empty.
  void take(SmallVector& o) {
    if (o.spilled()) {
      heap_ = std::move(o.heap_);
      o.heap_.clear();
    } else {
      std::uninitialized_move_n(o.places(), o.size_, places());
      std::destroy_n(o.places(), o.size_);
    }
    size_ = o.size_;
    o.size_ = 0;
  }

  alignas(T) unsigned char places_[N * sizeof(T)];  // the first N values, constructed up to size_
  std::vector<T> heap_;                             // every value once more than N were added
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
