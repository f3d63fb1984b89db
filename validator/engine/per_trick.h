#pragma once
#include <array>
#include <cstddef>
#include <initializer_list>
#include <type_traits>

namespace stichprobe::engine {

namespace detail {
// Sixteen places of plain values (cards, seats, positions), left unwritten until used: a
// trick's seating is built several times per trick, and zero-filling all sixteen places of
// its five lists cost more than the few places it fills.
template <class T, std::size_t N>
struct RawPlaces {
  RawPlaces() {}  // NOLINT(modernize-use-equals-default): leaves the places unwritten
  T& operator[](std::size_t i) { return items[i]; }
  const T& operator[](std::size_t i) const { return items[i]; }
  T* data() { return items; }
  const T* data() const { return items; }
  union {
    T items[N];  // NOLINT(modernize-avoid-c-arrays): a union member, so nothing is constructed
  };
};
template <class T>
inline constexpr bool kPlain = std::is_trivially_copyable_v<T>&& std::is_trivially_destructible_v<T>;
}  // namespace detail

// What one trick holds, in playing order: at most a card per seat, so a fixed array
// (as vectors they cost two allocations per trick, most of what a hand allocated).
// Plain values are neither zero-filled nor copied past the places in use.
template <class T>
class PerTrick {
 public:
  // More seats than any game seats (at most 8); cards past it are not played.
  static constexpr std::size_t kCapacity = 16;

  PerTrick() = default;
  PerTrick(const PerTrick&) requires(!detail::kPlain<T>) = default;
  PerTrick(const PerTrick& other) requires detail::kPlain<T> : size_(other.size_) { copy_from(other); }
  PerTrick(PerTrick&&) noexcept requires(!detail::kPlain<T>) = default;
  PerTrick& operator=(const PerTrick&) requires(!detail::kPlain<T>) = default;
  PerTrick& operator=(PerTrick&&) noexcept requires(!detail::kPlain<T>) = default;
  PerTrick& operator=(const PerTrick& other) requires detail::kPlain<T> {
    size_ = other.size_;
    copy_from(other);
    return *this;
  }
  ~PerTrick() = default;
  PerTrick(std::initializer_list<T> items) {
    for (const T& v : items) push_back(v);
  }
  template <class Range>
  static PerTrick of(const Range& items) {
    PerTrick out;
    for (const T& v : items) out.push_back(v);
    return out;
  }

  void push_back(T value) {
    if (size_ < kCapacity) items_[size_++] = value;
  }
  void reserve(std::size_t) {}
  // n values (at most kCapacity), each `value`: as std::vector::assign.
  void assign(std::size_t n, const T& value) {
    size_ = n < kCapacity ? n : kCapacity;
    for (std::size_t i = 0; i < size_; ++i) items_[i] = value;
  }
  void clear() { size_ = 0; }
  // Makes the list n places long (at most kCapacity) for the caller to write each place:
  // a loop filling several lists stores their sizes once, not after every card.
  T* overwrite(std::size_t n) requires detail::kPlain<T> {
    size_ = n < kCapacity ? n : kCapacity;
    return data();
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T* data() const { return items_.data(); }
  T* data() { return items_.data(); }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }

 private:
  void copy_from(const PerTrick& other) {
    for (std::size_t i = 0; i < size_; ++i) items_[i] = other.items_[i];
  }
  std::conditional_t<detail::kPlain<T>, detail::RawPlaces<T, kCapacity>, std::array<T, kCapacity>> items_{};
  std::size_t size_ = 0;
};

// At most a value per seat, index seat-1, for a game whose table (at most eight seats) is
// checked before anything is stored: no allocation per hand.
template <class T>
using PerSeat = PerTrick<T>;

}  // namespace stichprobe::engine
