// infer_cards: which `?` the record determines. The deal is a matching of the cards
// nobody is known to have been dealt to the unknown places of the deal (each list's
// `?` is one node with as many places as it has `?`); a card seen later (played,
// laid away, taken) may only go to the deal lists of the pool it was seen in. One
// maximum matching plus the strongly connected components of its residual graph say,
// for every list and card at once, whether the card is there in every consistent
// assignment, in some, or in none (polynomial: no search over permutations). What a
// pool lets out (plays, laid-away cards) is then what went in minus what is seen.
#include "validator/engine/card_flow.h"

#include <algorithm>
#include <functional>

#include "validator/engine/card_flow_detail.h"
#include "validator/engine/messages.h"

namespace stichprobe::engine {

Message list_name(const FlowList& l) {
  switch (l.role) {
    case ListRole::Hand: return say({}, "phrase.list-hand", {{"seat", l.seat}});
    case ListRole::Talon: return say({}, "phrase.list-talon");
    case ListRole::Packet: return say({}, "phrase.list-packet", {{"packet", l.packet}});
    case ListRole::Take: return say({}, "phrase.list-take", {{"seat", l.seat}});
    case ListRole::Discard: return say({}, "phrase.list-discard", {{"seat", l.seat}});
    case ListRole::Plays: return say({}, "phrase.list-plays", {{"seat", l.seat}});
  }
  return {"", ""};
}

FlowList list_of(ListRole role, int seat, const record::CardList& cards, TokenRef::In in, int index) {
  FlowList l;
  l.role = role;
  l.seat = seat;
  for (std::size_t i = 0; i < cards.cards.size(); ++i)
    l.slots.push_back({cards.cards[i],
                       i < cards.token_pos.size() ? cards.token_pos[i] : cards.pos,
                       {in, index, static_cast<int>(i)}});
  return l;
}

FlowList virtual_list(ListRole role, int seat, int size) {
  FlowList l;
  l.role = role;
  l.seat = seat;
  l.is_virtual = true;
  l.slots.assign(static_cast<std::size_t>(std::max(size, 0)), FlowSlot{});
  return l;
}

namespace detail {

bool is_deal_role(ListRole r) { return r == ListRole::Hand || r == ListRole::Talon || r == ListRole::Packet; }

// Kuhn's augmenting paths for a b-matching: cards (left) to lists with capacities.
bool Matching::augment(int card, std::vector<char>& seen) {
  for (int l : cand[static_cast<std::size_t>(card)]) {
    const auto li = static_cast<std::size_t>(l);
    if (seen[li]) continue;
    seen[li] = 1;
    if (static_cast<int>(in_list[li].size()) < cap[li]) {
      in_list[li].push_back(card);
      match[static_cast<std::size_t>(card)] = l;
      return true;
    }
    for (int& other : in_list[li]) {
      if (augment(other, seen)) {
        other = card;
        match[static_cast<std::size_t>(card)] = l;
        return true;
      }
    }
  }
  return false;
}

void Matching::solve(const std::vector<char>& required) {
  match.assign(cand.size(), -1);
  in_list.assign(cap.size(), {});
  // Required cards first: a later augmentation never unmatches a matched card.
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t c = 0; c < cand.size(); ++c) {
      if ((required[c] != 0) != (pass == 0)) continue;
      std::vector<char> seen(cap.size(), 0);
      augment(static_cast<int>(c), seen);
    }
}

// Tarjan's strongly connected components (iterative: no deep recursion on big decks).
std::vector<int> components(const std::vector<std::vector<int>>& adj) {
  const int n = static_cast<int>(adj.size());
  std::vector<int> index(static_cast<std::size_t>(n), -1), low(static_cast<std::size_t>(n), 0),
      comp(static_cast<std::size_t>(n), -1);
  std::vector<char> on_stack(static_cast<std::size_t>(n), 0);
  std::vector<int> stack;
  int counter = 0, comps = 0;
  std::vector<std::pair<int, std::size_t>> call;
  for (int root = 0; root < n; ++root) {
    if (index[static_cast<std::size_t>(root)] != -1) continue;
    call.push_back({root, 0});
    while (!call.empty()) {
      auto& [v, next] = call.back();
      const auto vi = static_cast<std::size_t>(v);
      if (next == 0 && index[vi] == -1) {
        index[vi] = low[vi] = counter++;
        stack.push_back(v);
        on_stack[vi] = 1;
      }
      if (next < adj[vi].size()) {
        const int w = adj[vi][next++];
        const auto wi = static_cast<std::size_t>(w);
        if (index[wi] == -1)
          call.push_back({w, 0});
        else if (on_stack[wi])
          low[vi] = std::min(low[vi], index[wi]);
        continue;
      }
      if (low[vi] == index[vi]) {
        int w = -1;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[static_cast<std::size_t>(w)] = 0;
          comp[static_cast<std::size_t>(w)] = comps;
        } while (w != v);
        ++comps;
      }
      const int done = v;
      call.pop_back();
      if (!call.empty()) {
        const auto pi = static_cast<std::size_t>(call.back().first);
        low[pi] = std::min(low[pi], low[static_cast<std::size_t>(done)]);
      }
    }
  }
  return comp;
}

}  // namespace detail

}  // namespace stichprobe::engine
