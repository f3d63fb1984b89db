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

std::optional<int> expected_exchange(const record::Session& session, std::size_t hand, std::size_t trick_size) {
  if (hand >= session.hands.size() || !session.hands[hand].exchanges.empty()) return std::nullopt;
  record::Session s = up_to(session, hand);
  std::size_t current = hand;
  // Some games miss the exchange only once the play has begun: a first card tried, as
  // next_card tries it, asks them.
  const record::Hand& h = s.hands[hand];
  if (!h.play || h.play->tricks.empty())
    if (!apply_action(s, current, PlayCard{Card::unknown(), std::nullopt, std::nullopt}, trick_size).empty())
      return std::nullopt;
  const Analysis a = analyse(s);
  const int n = s.hands[hand].n;
  for (const auto& f : a.findings)
    if (f.hand == n && f.code == "exchange.missing" && f.seat > 0) return f.seat;
  return std::nullopt;
}

Findings added_faults(const record::Session& session, std::size_t hand, const Action& action, std::size_t trick_size,
                      const Findings& before) {
  Findings out;
  if (hand >= session.hands.size()) return out;
  record::Session s = up_to(session, hand);
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
