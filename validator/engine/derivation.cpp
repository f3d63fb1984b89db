#include "validator/engine/derivation.h"

#include "validator/engine/messages.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {

std::string signed_text(const Rational& amount) { return (amount > Rational(0) ? "+" : "") + amount.to_string(); }

ScoreLine beside(Message item, const std::string& computed, std::optional<std::string> recorded, Message detail) {
  const bool mismatch = recorded && *recorded != computed;
  return {std::move(item), same_in_both(computed), std::move(recorded), mismatch, std::move(detail)};
}

void add_payment_lines(std::vector<ScoreLine>& out, const Payments& computed, int seats, const record::Result* result,
                       const std::map<int, Message>& detail) {
  const bool settled = result && result->settlement;
  std::map<int, Rational> recorded;
  if (settled)
    for (const auto& p : result->settlement->pays) recorded[p.seat] += p.amount;
  for (int seat = 1; seat <= seats; ++seat) {
    const auto c = computed.find(seat);
    const auto r = recorded.find(seat);
    const auto d = detail.find(seat);
    std::optional<std::string> rec;
    if (settled) rec = signed_text(r == recorded.end() ? Rational(0) : r->second);
    out.push_back(beside(say({}, "phrase.settles", {{"seat", seat}}),
                         signed_text(c == computed.end() ? Rational(0) : c->second), rec,
                         d == detail.end() ? Message{"", ""} : d->second));
  }
}

}  // namespace stichprobe::engine
