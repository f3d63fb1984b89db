#include "validator/core/packets.h"

#include <algorithm>

namespace stichprobe::core {

Rational packet_total(std::span<const Card> cards, const CardValue& value, const PacketRule& rule) {
  std::int64_t sum = 0;
  for (Card c : cards) sum += value(c);
  const auto n = static_cast<std::int64_t>(cards.size());
  const std::int64_t full = n / rule.size;
  const std::int64_t rest = n % rule.size;
  Rational deduction = rule.deduction * Rational(full);
  if (rest != 0)
    deduction += rule.leftover == Leftover::Proportional ? rule.deduction * Rational(rest, rule.size) : rule.deduction;
  return Rational(sum) - deduction;
}

PacketCount count_in_packets(const std::vector<Card>& cards, const CardValue& value, const PacketRule& rule) {
  std::vector<Card> high, low;
  for (Card c : cards) (value(c) > 1 ? high : low).push_back(c);
  std::stable_sort(high.begin(), high.end(), [&](Card a, Card b) { return value(a) > value(b); });
  PacketCount out;
  std::vector<Card> current;
  auto close = [&] {
    if (current.empty()) return;
    out.packets.push_back({current, packet_total(current, value, rule)});
    current.clear();
  };
  // One high card with low cards, as the sources advise; then what is left.
  std::size_t li = 0;
  for (Card h : high) {
    current.push_back(h);
    while (static_cast<int>(current.size()) < rule.size && li < low.size()) current.push_back(low[li++]);
    if (static_cast<int>(current.size()) == rule.size) close();
  }
  for (; li < low.size(); ++li) {
    current.push_back(low[li]);
    if (static_cast<int>(current.size()) == rule.size) close();
  }
  close();
  out.total = packet_total(cards, value, rule);
  return out;
}

}  // namespace stichprobe::core
