// infer_cards (see card_flow.cpp for the method). Faults between known cards (a card
// dealt twice, played by a seat it was not dealt to, a pool whose sizes disagree) are
// the games' findings: the pools they touch become lenient here (their cards may be
// missing), so the inference reports only what the unknown cards themselves make
// impossible.
#include <algorithm>
#include <array>

#include "validator/engine/card_flow.h"
#include "validator/engine/card_flow_detail.h"

namespace stichprobe::engine {
namespace detail {

int Solver::unknowns(const FlowList& l) {
  return static_cast<int>(
      std::count_if(l.slots.begin(), l.slots.end(), [](const FlowSlot& s) { return s.card.is_unknown(); }));
}

void Solver::fail(const Message& m, int list) {
  if (!out.consistent) return;
  out.consistent = false;
  out.problem = m;
  if (list >= 0) {
    const FlowList& l = f.lists[static_cast<std::size_t>(list)];
    out.problem_seat = l.seat;
    for (const auto& s : l.slots)
      if (s.card.is_unknown() && s.pos.line != 0) {
        out.problem_pos = s.pos;
        break;
      }
  }
}

void Solver::fill(int list, const std::vector<Card>& cards, const std::vector<Message>& why) {
  InferredList& r = out.lists[static_cast<std::size_t>(list)];
  std::size_t next = 0;
  for (std::size_t i = 0; i < r.cards.size() && next < cards.size(); ++i)
    if (r.cards[i].is_unknown()) {
      r.why[i] = why[next];
      r.cards[i] = cards[next++];
      ++out.inferred;
    }
}

void Solver::index_lists() {
  const std::size_t n = f.lists.size();
  list_pool.assign(n, -1);
  list_out.assign(n, 0);
  mirror_of.assign(n, -1);
  lenient.assign(f.pools.size(), 0);
  for (std::size_t p = 0; p < f.pools.size(); ++p) {
    for (int l : f.pools[p].in) list_pool[static_cast<std::size_t>(l)] = static_cast<int>(p);
    for (int l : f.pools[p].out) {
      list_pool[static_cast<std::size_t>(l)] = static_cast<int>(p);
      list_out[static_cast<std::size_t>(l)] = 1;
    }
  }
  for (const Mirror& m : f.mirrors) mirror_of[static_cast<std::size_t>(m.list)] = m.of;
  out.lists.resize(n);
  int deal_tokens = 0;
  for (std::size_t li = 0; li < n; ++li) {
    const FlowList& l = f.lists[li];
    InferredList& r = out.lists[li];
    for (const FlowSlot& s : l.slots) r.cards.push_back(s.card);
    r.why.resize(l.slots.size());
    const bool deal = is_deal_role(l.role);
    if (deal) deal_tokens += static_cast<int>(l.slots.size());
    for (const FlowSlot& s : l.slots) {
      if (s.card.is_unknown()) {
        ++out.unknowns;
        continue;
      }
      if (!f.deck.contains(s.card)) {
        if (deal) deal_exact = false;
        if (list_pool[li] >= 0) lenient[static_cast<std::size_t>(list_pool[li])] = 1;
        continue;
      }
      CardInfo& ci = at(s.card);
      if (deal) {
        if (ci.deal_n++ == 0) ci.deal_list = static_cast<int>(li);
      } else if (list_out[li]) {
        if (ci.fin_n++ == 0) ci.fin_list = static_cast<int>(li);
        known_final.insert(s.card);
      } else if (mirror_of[li] >= 0) {
        ci.mirror_list = mirror_of[li];
      }
    }
  }
  if (deal_tokens != f.deck.size()) deal_exact = false;
  for (std::size_t r = 0; r < f.routes.size(); ++r)
    if (f.deck.contains(f.routes[r].card)) at(f.routes[r].card).route = static_cast<int>(r);
}

void Solver::find_conflicts() {
  auto lenient_list = [&](int list) {
    const int p = list < 0 ? -1 : list_pool[static_cast<std::size_t>(list)];
    if (p >= 0) lenient[static_cast<std::size_t>(p)] = 1;
  };
  for (Card c : f.deck) {
    CardInfo& ci = at(c);
    if (ci.deal_n > 1) deal_exact = false;
    bool conflict = ci.deal_n > 1 || ci.fin_n > 1;
    if (ci.deal_n == 1 && ci.fin_n == 1) {
      const int from = pool_of(ci.deal_list);
      int to = from;
      if (ci.route >= 0) {
        const Route& r = f.routes[static_cast<std::size_t>(ci.route)];
        conflict = conflict || r.from != from;
        to = r.to;
      }
      conflict = conflict || list_pool[static_cast<std::size_t>(ci.fin_list)] != to;
    }
    if (ci.mirror_list >= 0 && ci.deal_n == 1 && ci.deal_list != ci.mirror_list) conflict = true;
    if (!conflict) continue;
    ci.settled = true;
    lenient_list(ci.deal_list);
    lenient_list(ci.fin_list);
    lenient_list(ci.mirror_list);
  }
  // A pool whose sizes disagree: the game reports the size.
  for (std::size_t p = 0; p < f.pools.size(); ++p) {
    const FlowPool& pool = f.pools[p];
    if (!pool.out_complete) continue;
    long in = 0, o = 0;
    for (int l : pool.in) in += static_cast<long>(f.lists[static_cast<std::size_t>(l)].slots.size());
    for (int l : pool.out) o += static_cast<long>(f.lists[static_cast<std::size_t>(l)].slots.size());
    for (const Route& r : f.routes) in += (r.to == static_cast<int>(p)) - (r.from == static_cast<int>(p));
    if (in != o) lenient[p] = 1;
  }
}

}  // namespace detail

Inference infer_cards(const CardFlow& flow) {
  detail::Solver s(flow);
  s.index_lists();
  s.find_conflicts();
  s.solve_deal();
  if (s.out.consistent) s.solve_pools();
  if (s.out.consistent) s.solve_mirrors();
  if (!s.out.consistent) {
    // Nothing is inferred from a record that contradicts itself.
    for (std::size_t i = 0; i < flow.lists.size(); ++i) {
      auto& r = s.out.lists[i];
      for (std::size_t k = 0; k < r.cards.size(); ++k) r.cards[k] = flow.lists[i].slots[k].card;
      r.open = CardSet{};
      r.open_count = 0;
    }
    s.out.inferred = 0;
  }
  return s.out;
}

}  // namespace stichprobe::engine
