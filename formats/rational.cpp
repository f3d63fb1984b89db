#include "formats/rational.h"

#include <charconv>
#include <cstdlib>

namespace stichprobe {

void Rational::normalise_fraction() {
  if (den_ < 0) {
    num_ = -num_;
    den_ = -den_;
  }
  std::int64_t g = std::gcd(num_ < 0 ? -num_ : num_, den_);
  if (g > 1) {
    num_ /= g;
    den_ /= g;
  }
  if (num_ == 0) den_ = 1;
}

std::int64_t Rational::floor() const {
  std::int64_t q = num_ / den_;
  if (num_ % den_ != 0 && num_ < 0) --q;
  return q;
}

std::int64_t Rational::ceil() const {
  std::int64_t q = num_ / den_;
  if (num_ % den_ != 0 && num_ > 0) ++q;
  return q;
}

std::string Rational::to_string(bool decimal_halves) const {
  if (den_ == 1) return std::to_string(num_);
  const bool negative = num_ < 0;
  const std::int64_t a = negative ? -num_ : num_;
  const std::int64_t whole = a / den_;
  const std::int64_t rest = a % den_;
  std::string out = negative ? "-" : "";
  if (decimal_halves && den_ == 2) return out + std::to_string(whole) + ".5";
  if (whole != 0) out += std::to_string(whole) + " ";
  return out + std::to_string(rest) + "/" + std::to_string(den_);
}

namespace {
bool parse_int(std::string_view s, std::int64_t& out) {
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}
bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}
constexpr std::int64_t kLimit = std::int64_t{1} << 40;  // keeps products of two values exact
}  // namespace

std::optional<Rational> parse_rational(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.empty()) return std::nullopt;
  bool negative = false;
  if (text.front() == '-' || text.front() == '+') {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  std::int64_t whole = 0, num = 0, den = 1;
  if (auto space = text.find(' '); space != std::string_view::npos) {  // "35 2/3"
    std::string_view w = text.substr(0, space), frac = text.substr(space + 1);
    auto slash = frac.find('/');
    if (slash == std::string_view::npos || !all_digits(w) || !all_digits(frac.substr(0, slash)) ||
        !all_digits(frac.substr(slash + 1)))
      return std::nullopt;
    if (!parse_int(w, whole) || !parse_int(frac.substr(0, slash), num) || !parse_int(frac.substr(slash + 1), den))
      return std::nullopt;
    if (den == 0 || num >= den) return std::nullopt;
  } else if (auto slash = text.find('/'); slash != std::string_view::npos) {  // "2/3"
    if (!all_digits(text.substr(0, slash)) || !all_digits(text.substr(slash + 1))) return std::nullopt;
    if (!parse_int(text.substr(0, slash), num) || !parse_int(text.substr(slash + 1), den) || den == 0)
      return std::nullopt;
  } else if (auto dot = text.find('.'); dot != std::string_view::npos) {  // "12.5"
    std::string_view w = text.substr(0, dot), f = text.substr(dot + 1);
    if (!all_digits(w) || !all_digits(f) || f.size() > 9) return std::nullopt;
    if (!parse_int(w, whole) || !parse_int(f, num)) return std::nullopt;
    for (std::size_t i = 0; i < f.size(); ++i) den *= 10;
  } else {
    if (!all_digits(text) || !parse_int(text, whole)) return std::nullopt;
  }
  if (whole > kLimit || num > kLimit || den > kLimit) return std::nullopt;
  Rational r = Rational(whole) + Rational(num, den);
  return negative ? -r : r;
}

}  // namespace stichprobe
