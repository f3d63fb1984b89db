// The one inline container: a vector that keeps its first N values in itself and goes to
// the heap only beyond. A record's card lists (InlineCards: a trick, a talon, most dealt
// hands) and a hand's per-seat lists in the engine (engine/small_vector.h: orders, hands,
// payers) need no allocation of their own (issue 21: the reader's and the engines'
// allocations per hand). Its iterators are pointers, so it is a contiguous range:
// functions take it as std::span<const T>, as they take a std::vector<T>.
// In formats, the lowest layer, because the record model holds it.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
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

namespace stichprobe {

template <class T, std::size_t N>
class SmallVector {
 public:
  static constexpr std::size_t kInline = N;
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
  // N (a hand's lists of scores, Strafen and seats were built N values at a time and
  // destroyed again, most never used).
  SmallVector() noexcept {}  // NOLINT(modernize-use-equals-default): data_ points at the raw places
  SmallVector(std::initializer_list<T> items) { append(items.begin(), items.end()); }
  SmallVector(std::size_t n, const T& value) { assign(n, value); }
  SmallVector(std::span<const T> values) { append(values.begin(), values.end()); }     // NOLINT: a list of these
  SmallVector(const std::vector<T>& values) { append(values.begin(), values.end()); }  // NOLINT: a copy
  template <class It>
  requires(!std::is_integral_v<It>) SmallVector(It first, It last) { append(first, last); }
  SmallVector(const SmallVector& o) { append(o.begin(), o.end()); }
  SmallVector(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) { take(o); }
  SmallVector& operator=(const SmallVector& o) {
    if (this != &o) {
      clear();
      append(o.begin(), o.end());
    }
    return *this;
  }
  SmallVector& operator=(SmallVector&& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (this != &o) {
      release();
      take(o);
    }
    return *this;
  }
  ~SmallVector() { release(); }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }
  bool empty() const { return size_ == 0; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  std::reverse_iterator<const T*> rbegin() const { return std::reverse_iterator<const T*>(end()); }
  std::reverse_iterator<const T*> rend() const { return std::reverse_iterator<const T*>(begin()); }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  T& front() { return data_[0]; }
  const T& front() const { return data_[0]; }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }
  operator std::span<const T>() const { return {data_, size_}; }  // NOLINT: reads as its values
  // A copy as a vector, for code that keeps and edits its own: explicit, so no function
  // taking a vector copies one unseen.
  std::vector<T> to_vector() const { return {begin(), end()}; }

  void reserve(std::size_t n) {
    if (n > capacity_) grow(n);
  }
  void clear() {
    std::destroy_n(data_, size_);
    size_ = 0;
  }
  void push_back(const T& value) { emplace_back(value); }
  void push_back(T&& value) { emplace_back(std::move(value)); }
  template <class... Args>
  T& emplace_back(Args&&... args) {
    if (size_ == capacity_) {
      T value{std::forward<Args>(args)...};  // it may refer to a value of this list
      grow(std::size_t{size_} + 1);
      std::construct_at(data_ + size_, std::move(value));
    } else {
      std::construct_at(data_ + size_, T{std::forward<Args>(args)...});
    }
    return data_[size_++];
  }
  void pop_back() { std::destroy_at(data_ + --size_); }
  template <class It>
  requires(!std::is_integral_v<It>) void assign(It first, It last) {
    clear();
    append(first, last);
  }
  void assign(std::size_t n, const T& value) {
    clear();
    resize(n, value);
  }
  void resize(std::size_t n, const T& value = T{}) {
    if (n <= size_) {
      std::destroy(data_ + n, end());
    } else {
      reserve(n);
      std::uninitialized_fill(end(), data_ + n, value);
    }
    size_ = static_cast<std::uint32_t>(n);
  }
  template <class It>
  requires(!std::is_integral_v<It>) T* insert(const T* at, It first, It last) {
    const auto i = static_cast<std::size_t>(at - data_);
    const std::size_t before = size_;
    append(first, last);
    std::rotate(begin() + i, begin() + before, end());
    return begin() + i;
  }
  T* insert(const T* at, T value) {
    const auto i = static_cast<std::size_t>(at - data_);
    push_back(std::move(value));
    std::rotate(begin() + i, end() - 1, end());
    return begin() + i;
  }
  T* erase(const T* first, const T* last) {
    const auto i = static_cast<std::size_t>(first - data_);
    const auto n = static_cast<std::size_t>(last - first);
    std::move(begin() + i + n, end(), begin() + i);
    std::destroy(end() - n, end());
    size_ -= static_cast<std::uint32_t>(n);
    return begin() + i;
  }
  T* erase(const T* at) { return erase(at, at + 1); }

  // The free places after the last value (at least `n`), for a reader that writes plain
  // values there in place and then counts them in with filled(): no copy through a buffer.
  T* room(std::size_t n) requires std::is_trivially_copyable_v<T> {
    reserve(std::size_t{size_} + n);
    return data_ + size_;
  }
  std::size_t room_size() const { return capacity_ - size_; }
  void filled(std::size_t n) requires std::is_trivially_copyable_v<T> { size_ += static_cast<std::uint32_t>(n); }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const SmallVector& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  T* places() { return std::launder(reinterpret_cast<T*>(places_)); }  // NOLINT: raw places for T
  bool on_heap() const { return capacity_ > N; }

  template <class It>
  void append(It first, It last) {
    if constexpr (std::is_trivially_copyable_v<T> && std::contiguous_iterator<It> &&
                  std::is_same_v<std::iter_value_t<It>, T>) {
      // Plain values from a contiguous list: one copy of what is used.
      const auto n = static_cast<std::size_t>(last - first);
      reserve(std::size_t{size_} + n);
      if (n != 0) std::memcpy(static_cast<void*>(data_ + size_), std::to_address(first), n * sizeof(T));
      size_ += static_cast<std::uint32_t>(n);
    } else {
      if constexpr (std::is_base_of_v<std::forward_iterator_tag, typename std::iterator_traits<It>::iterator_category>)
        reserve(std::size_t{size_} + static_cast<std::size_t>(std::distance(first, last)));
      for (; first != last; ++first) emplace_back(*first);
    }
  }
  // Destroys the values and gives back the heap block: the list is empty and inline.
  void release() {
    clear();
    if (on_heap()) std::allocator<T>().deallocate(data_, capacity_);
    data_ = places();
    capacity_ = N;
  }
  void grow(std::size_t need) {
    const std::size_t capacity = std::max<std::size_t>(need, std::size_t{2} * capacity_);
    T* bigger = std::allocator<T>().allocate(capacity);
    std::uninitialized_move_n(data_, size_, bigger);
    const std::uint32_t size = size_;
    release();
    data_ = bigger;
    capacity_ = static_cast<std::uint32_t>(capacity);
    size_ = size;
  }
  // Takes the other's values (its heap block, or its inline values moved); this list is
  // empty and inline, the other is left so.
  void take(SmallVector& o) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (o.on_heap()) {
      data_ = o.data_;
      capacity_ = o.capacity_;
      o.data_ = o.places();
      o.capacity_ = N;
    } else {
      std::uninitialized_move_n(o.data_, o.size_, data_);
      std::destroy_n(o.data_, o.size_);
    }
    size_ = o.size_;
    o.size_ = 0;
  }

  T* data_ = places();
  std::uint32_t size_ = 0, capacity_ = N;
  alignas(T) unsigned char places_[N * sizeof(T)];  // the first N values, constructed up to size_
};

// A record's card list: a trick (at most eight cards), a talon, a dealt hand of up to 24
// cards inline.
using InlineCards = SmallVector<Card, 24>;

}  // namespace stichprobe
