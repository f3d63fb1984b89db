// The session's running totals as `validate` checks them (session.running-total): each
// hand's total is the previous total plus this hand's settlement, and the previous total
// is the one the record wrote wherever it wrote one. So a sheet carried over from an
// earlier evening, or a total before the first hand, is where the sums start, and a
// wrong total is one difference, not a difference on every later line.
#pragma once
#include <map>
#include <vector>

#include "formats/rational.h"
#include "formats/record.h"
#include "validator/engine/payments.h"

namespace stichprobe::replay {

class RunningTotals {
 public:
  explicit RunningTotals(int seats);
  // This hand's expected totals (index = seat; 0 unused): the previous totals plus the
  // recorded settlement, else the `computed` payments. A played hand recorded with
  // neither play nor settlement has unknown payments: its recorded totals stand as
  // written (they are also what it expects). The record's totals then carry on.
  // `known`: the engine computed the payments (engine::payments_known of the hand's findings).
  // A total that adds the computed payment where the recorded one is wrong is expected
  // as it stands (engine::total_adds_computed: the payment is the one slip).
  std::vector<Rational> add_hand(const record::Hand& hand, const engine::Payments& computed, bool known = true);

 private:
  std::vector<Rational> totals_;  // index = seat
};

}  // namespace stichprobe::replay
