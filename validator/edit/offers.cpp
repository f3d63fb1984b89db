#include "validator/edit/offers.h"

#include <algorithm>

#include "validator/edit/analysis.h"
#include "validator/edit/apply.h"

namespace stichprobe::edit {
namespace {

bool same_fault(const Finding& a, const Finding& b) {
  return a.code == b.code && a.seat == b.seat && a.trick == b.trick && a.message == b.message;
}

}  // namespace

std::optional<int> expected_exchange(const engine::Turn& turn) {
  for (const auto& a : turn.actions)
    if (!a.optional && (a.kind == engine::ActionKind::Take || a.kind == engine::ActionKind::Discard)) return a.seat;
  return std::nullopt;
}

Findings added_faults(const record::Session& session, std::size_t hand, const Action& action, std::size_t trick_size,
                      const Findings& before) {
  Findings out;
  if (hand >= session.hands.size()) return out;
  // A hand's analysis never depends on the hands after it.
  record::Session s = session;
  s.hands.resize(hand + 1);
  std::size_t current = hand;
  if (!apply_action(s, current, action, trick_size).empty()) return out;
  const Analysis a = analyse(s);
  const int n = s.hands[hand].n;
  for (const auto& f : a.findings) {
    if (f.hand != n || f.severity == Severity::Info) continue;
    const bool known = std::any_of(before.begin(), before.end(), [&](const Finding& b) { return same_fault(b, f); });
    if (!known) out.push_back(f);
  }
  return out;
}

}  // namespace stichprobe::edit
