#include "replayer/model/running_totals.h"

#include "validator/engine/missing_parts.h"

namespace stichprobe::replay {

RunningTotals::RunningTotals(int seats) : totals_(static_cast<std::size_t>(seats < 0 ? 0 : seats) + 1) {}

std::vector<Rational> RunningTotals::add_hand(const record::Hand& hand, const engine::Payments& computed, bool known) {
  const auto in_range = [&](int seat) { return seat >= 1 && seat < static_cast<int>(totals_.size()); };
  const bool settled = hand.result && hand.result->settlement;
  std::vector<Rational> expected = totals_;
  if ((!hand.play || !known) && engine::is_played(hand) && !settled) {
    // This hand's payments are unknown: its recorded totals are taken as they stand.
    if (hand.result && hand.result->totals)
      for (const auto& t : hand.result->totals->totals)
        if (in_range(t.seat)) expected[static_cast<std::size_t>(t.seat)] = t.value;
    totals_ = expected;
    return expected;
  }
  if (settled) {
    for (const auto& pay : hand.result->settlement->pays)
      if (in_range(pay.seat)) expected[static_cast<std::size_t>(pay.seat)] += pay.amount;
  } else {
    for (const auto& [seat, amount] : computed)
      if (in_range(seat)) expected[static_cast<std::size_t>(seat)] += amount;
  }
  const std::vector<Rational> previous = totals_;
  totals_ = expected;
  if (hand.result && hand.result->totals)
    for (const auto& t : hand.result->totals->totals) {
      if (!in_range(t.seat)) continue;
      const auto seat = static_cast<std::size_t>(t.seat);
      if (t.value != expected[seat] && engine::total_adds_computed(hand, t.seat, previous[seat], t.value, computed))
        expected[seat] = t.value;
      totals_[seat] = t.value;
    }
  return expected;
}

}  // namespace stichprobe::replay
