// A hand's computed settlement, seat -> amount (+ receives, - pays), in seat order: a
// flat list kept in itself (a table has at most eight seats), where a std::map cost an
// allocation per seat and hand (issue 21). It reads like the map it replaces.
#pragma once
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <utility>

#include "formats/rational.h"
#include "validator/engine/small_vector.h"

namespace stichprobe::engine {

class Payments {
 public:
  using value_type = std::pair<int, Rational>;
  using iterator = value_type*;
  using const_iterator = const value_type*;

  Payments() = default;
  Payments(std::initializer_list<value_type> items) {
    for (const auto& [seat, amount] : items) (*this)[seat] = amount;
  }

  std::size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  iterator begin() { return items_.begin(); }
  iterator end() { return items_.end(); }
  const_iterator begin() const { return items_.begin(); }
  const_iterator end() const { return items_.end(); }

  // The seat's amount, made 0 first where the seat has none (as std::map::operator[]).
  Rational& operator[](int seat) {
    if (items_.empty() || items_.back().first < seat) {  // seats mostly come in order
      items_.push_back({seat, Rational(0)});
      return items_.back().second;
    }
    iterator it = lower_bound(seat);
    if (it == end() || it->first != seat) it = items_.insert(it, {seat, Rational(0)});
    return it->second;
  }
  iterator find(int seat) {
    iterator it = lower_bound(seat);
    return it != end() && it->first == seat ? it : end();
  }
  const_iterator find(int seat) const { return const_cast<Payments*>(this)->find(seat); }  // NOLINT: one lookup
  std::size_t count(int seat) const { return find(seat) == end() ? 0 : 1; }
  bool contains(int seat) const { return find(seat) != end(); }
  // The seat's amount (as std::map::at: out_of_range where the seat has none).
  const Rational& at(int seat) const {
    const const_iterator it = find(seat);
    if (it == end()) throw std::out_of_range("no payment of this seat");
    return it->second;
  }
  // The amount, 0 where the seat has none.
  Rational value_or_zero(int seat) const {
    const const_iterator it = find(seat);
    return it == end() ? Rational(0) : it->second;
  }
  iterator erase(const_iterator at) { return items_.erase(at); }
  void clear() { items_.clear(); }

  friend bool operator==(const Payments& a, const Payments& b) { return a.items_ == b.items_; }

 private:
  // A walk, not a binary search: a table has at most eight seats.
  iterator lower_bound(int seat) {
    iterator it = begin();
    while (it != end() && it->first < seat) ++it;
    return it;
  }
  SmallVector<value_type, 8> items_;
};

}  // namespace stichprobe::engine
