// Exact card points and amounts: "35 2/3", "12.5", "-10" all parse exactly.
#pragma once
#include <compare>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>

namespace stichprobe {

class Rational {
 public:
  constexpr Rational() = default;
  constexpr Rational(std::int64_t whole) : num_(whole) {}  // NOLINT: implicit from integers is intended
  Rational(std::int64_t num, std::int64_t den) : num_(num), den_(den) { normalise(); }

  std::int64_t num() const { return num_; }
  std::int64_t den() const { return den_; }
  bool is_integer() const { return den_ == 1; }
  // Rounds towards +infinity ("rounded up", as the sources say for 35 2/3 -> 36).
  std::int64_t ceil() const;
  std::int64_t floor() const;

  // Whole numbers (nearly every card point and amount) take the short way.
  friend Rational operator+(Rational a, Rational b) {
    if (a.den_ == 1 && b.den_ == 1) return Rational(a.num_ + b.num_);
    return {a.num_ * b.den_ + b.num_ * a.den_, a.den_ * b.den_};
  }
  friend Rational operator-(Rational a, Rational b) {
    if (a.den_ == 1 && b.den_ == 1) return Rational(a.num_ - b.num_);
    return {a.num_ * b.den_ - b.num_ * a.den_, a.den_ * b.den_};
  }
  friend Rational operator*(Rational a, Rational b) {
    if (a.den_ == 1 && b.den_ == 1) return Rational(a.num_ * b.num_);
    return {a.num_ * b.num_, a.den_ * b.den_};
  }
  friend Rational operator/(Rational a, Rational b) { return {a.num_ * b.den_, a.den_ * b.num_}; }
  Rational operator-() const { return den_ == 1 ? Rational(-num_) : Rational{-num_, den_}; }
  Rational& operator+=(Rational o) { return *this = *this + o; }
  Rational& operator-=(Rational o) { return *this = *this - o; }
  friend bool operator==(Rational a, Rational b) { return a.num_ == b.num_ && a.den_ == b.den_; }
  friend std::strong_ordering operator<=>(Rational a, Rational b) {
    if (a.den_ == 1 && b.den_ == 1) return a.num_ <=> b.num_;
    return a.num_ * b.den_ <=> b.num_ * a.den_;
  }

  // Canonical text: "36", "-10", "35 2/3", "-12 1/2". Halves are written as
  // "12.5" when `decimal_halves` is set (the Tübingen sheets use decimals).
  std::string to_string(bool decimal_halves = false) const;

 private:
  void normalise() {
    if (den_ != 1) normalise_fraction();
  }
  void normalise_fraction();
  std::int64_t num_ = 0;
  std::int64_t den_ = 1;
};

// Parses "36", "-10", "+4", "12.5", "0.25", "35 2/3", "2/3", "-35 2/3".
// nullopt for anything else (empty, "abc", "1/0", overflow).
std::optional<Rational> parse_rational(std::string_view text);

}  // namespace stichprobe
