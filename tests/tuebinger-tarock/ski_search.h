// Finding generated Rufspiel hands where the Ski's 0,5 card shows whose tricks it
// comes from: shared by the Ski test and the sample writer.
#pragma once
#include <optional>

#include "support.h"

namespace tue_test {

// The piles as the first card of trick `trick` is played (i.e. after trick - 1 and its Ski exchange).
inline const engine::TableState* piles_before(const engine::HandAnalysis& a, int trick) {
  for (const auto& step : a.steps)
    if (step.kind == engine::StepKind::Play && step.trick == trick) return &step.state;
  return nullptr;
}

inline int low_cards(const engine::TableState& st, int seat) {
  int n = 0;
  for (Card c : st.seats[static_cast<std::size_t>(seat - 1)].won) n += tue::card_value(c) == Rational(1, 2) ? 1 : 0;
  return n;
}

// The Rufspiel caller's partner: the seat dealt the called card (the caller if none).
inline int called_partner(const record::Hand& h) {
  int partner = *h.contract->declarer;
  for (const auto& sc : h.deal->hands)
    for (Card c : sc.cards.cards)
      if (c == *h.contract->partner_card) partner = sc.seat;
  return partner;
}

struct SkiFromOwnCase {
  record::Hand hand;
  std::uint64_t seed = 0;
  int owner = 0, mate = 0, trick = 0;  // the Ski's owner, his partner, the trick the Ski went to the others
  Findings findings;
  engine::TableState before, after;  // the piles before and after that trick
};

// The next generated Rufspiel (from `seed` on, below `until`) whose Ski goes to the
// other party before the last trick while its owner sits after his partner (seat
// numbers) and both already have a 0,5 card in their tricks: taking the card from the
// lower seat of the party would show there.
inline std::optional<SkiFromOwnCase> next_ski_from_own_case(std::uint64_t& seed, std::uint64_t until) {
  for (; seed < until; ++seed) {
    record::Hand h = generated(seed);
    if (!h.contract || h.contract->type != "rufspiel" || !h.contract->partner_card) continue;
    const int caller = *h.contract->declarer;
    const int partner = called_partner(h);
    if (partner == caller) continue;
    auto party = [&](int s) { return s == caller || s == partner; };
    int owner = 0, trick = 0;
    for (std::size_t t = 0; t + 1 < h.play->tricks.size() && !owner; ++t) {
      const auto& tr = h.play->tricks[t];
      int seat = *tr.lead;
      for (Card c : tr.cards.cards) {
        if (c.is_fool() && party(seat) != party(*tr.winner)) {
          owner = seat;
          trick = static_cast<int>(t) + 1;
        }
        seat = seat % 4 + 1;
      }
    }
    if (!owner) continue;
    int mate = 0;  // the other member of the owner's party
    for (int s = 1; s <= 4; ++s)
      if (s != owner && party(s) == party(owner)) mate = s;
    if (mate > owner) continue;
    engine::AnalysisOptions o;
    o.timeline = true;
    const auto a = tue::module().analyse(context(), h, o);
    const auto* before = piles_before(a, trick);
    const auto* after = piles_before(a, trick + 1);
    if (!before || !after || low_cards(*before, owner) == 0 || low_cards(*before, mate) == 0) continue;
    return SkiFromOwnCase{h, seed++, owner, mate, trick, a.findings, *before, *after};
  }
  return std::nullopt;
}

}  // namespace tue_test
