// The two steps of infer_cards after the conflicts are set aside: the deal (a
// b-matching, its residual graph's components say what is forced) and then what each
// pool lets out (plays, laid-away cards) and what a mirror (a recorded take) shows.
#include <algorithm>

#include "validator/engine/card_flow.h"
#include "validator/engine/card_flow_detail.h"
#include "validator/engine/messages.h"

namespace stichprobe::engine::detail {
namespace {
std::string codes(const CardSet& s) { return cards_to_string(s.cards()); }
}  // namespace

Message Solver::reason_in_deal(Card c) {
  const CardInfo& ci = at(c);
  if (ci.fin_list >= 0) {
    return say({}, "phrase.seen-later", {{"list", list_name(f.lists[static_cast<std::size_t>(ci.fin_list)])}});
  }
  if (ci.mirror_list >= 0) return say({}, "phrase.among-taken");
  return say({}, "phrase.nowhere-else");
}

Message Solver::reason_in_pool(Card c) {
  const CardInfo& ci = at(c);
  int list = ci.deal_list;
  for (std::size_t l = 0; list < 0 && l < forced.size(); ++l)
    if (forced[l].contains(c)) list = static_cast<int>(l);
  if (list < 0) return say({}, "phrase.only-left");
  return say({}, "phrase.dealt-in", {{"list", list_name(f.lists[static_cast<std::size_t>(list)])}});
}

// The deal: a b-matching of the cards it does not show with its unknown places; its
// residual graph's components say which card is in which list in every assignment.
void Solver::solve_deal() {
  const std::size_t nl = f.lists.size();
  forced.assign(nl, CardSet{});
  allowed.assign(nl, CardSet{});
  const DealMatching d = match_deal();
  if (deal_fits(d)) settle_deal(d);
}

DealMatching Solver::match_deal() {
  const std::size_t nl = f.lists.size();
  DealMatching d;
  d.cap.assign(nl, 0);
  std::vector<int>& cap = d.cap;
  std::vector<int> pool_unknowns(f.pools.size(), 0);
  for (std::size_t l = 0; l < nl; ++l)
    if (is_deal_role(f.lists[l].role)) {
      cap[l] = unknowns(f.lists[l]);
      if (list_pool[l] >= 0) pool_unknowns[static_cast<std::size_t>(list_pool[l])] += cap[l];
    }
  // The cards the deal does not show, each with its home pool (where it is seen later).
  std::vector<Card>& cards = d.cards;
  std::vector<int>& home = d.home;
  for (Card c : f.deck) {
    const CardInfo& ci = at(c);
    if (ci.deal_n > 0 || ci.settled) continue;
    int h = -1;
    if (ci.route >= 0)
      h = f.routes[static_cast<std::size_t>(ci.route)].from;
    else if (ci.fin_list >= 0)
      h = list_pool[static_cast<std::size_t>(ci.fin_list)];
    else if (ci.mirror_list >= 0)
      h = list_pool[static_cast<std::size_t>(ci.mirror_list)];
    cards.push_back(c);
    home.push_back(h);
  }
  // A pool that must take more cards than it has unknown places: a card not held, the
  // game's finding (its wildcard model sees it); the pool's cards become optional.
  std::vector<int> demand(f.pools.size(), 0);
  for (int h : home)
    if (h >= 0) ++demand[static_cast<std::size_t>(h)];
  for (std::size_t p = 0; p < f.pools.size(); ++p)
    if (demand[p] > pool_unknowns[p]) lenient[p] = 1;
  // A card seen in a lenient pool may have come from anywhere (the game reports how it got there).
  for (int& h : home)
    if (h >= 0 && lenient[static_cast<std::size_t>(h)]) h = -1;

  Matching& m = d.m;
  m.cap = cap;
  m.cand.resize(cards.size());
  std::vector<char>& required = d.required;
  required.assign(cards.size(), 0);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardInfo& ci = at(cards[i]);
    const int h = home[i];
    for (std::size_t l = 0; l < nl; ++l) {
      if (cap[l] == 0) continue;
      if (ci.mirror_list >= 0 ? static_cast<int>(l) == ci.mirror_list : (h < 0 || list_pool[l] == h))
        m.cand[i].push_back(static_cast<int>(l));
    }
    required[i] = h >= 0 || deal_exact;
  }
  m.solve(required);
  return d;
}

bool Solver::deal_fits(const DealMatching& d) {
  const std::size_t nl = f.lists.size();
  const std::vector<int>& cap = d.cap;
  const std::vector<Card>& cards = d.cards;
  const Matching& m = d.m;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (d.required[i] && m.match[i] < 0) {
      const int h = d.home[i];
      const CardInfo& ci = at(cards[i]);
      const int seen = ci.fin_list >= 0 ? ci.fin_list : ci.mirror_list;
      if (seen < 0) {
        int first = -1;
        for (std::size_t l = 0; l < nl && first < 0; ++l)
          if (cap[l] > 0) first = static_cast<int>(l);
        fail(say({}, "phrase.problem-nowhere", {{"card", card_code(cards[i])}}), first);
        return false;
      }
      int first = -1;
      for (std::size_t l = 0; l < nl && first < 0; ++l)
        if (cap[l] > 0 && list_pool[l] == h) first = static_cast<int>(l);
      fail(say({}, "phrase.problem-turns-up",
               {{"card", card_code(cards[i])}, {"list", list_name(f.lists[static_cast<std::size_t>(seen)])}}),
           first);
      return false;
    }
  int slots = 0;
  CardSet left;
  for (std::size_t l = 0; l < nl; ++l) slots += cap[l];
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (!m.cand[i].empty()) left.insert(cards[i]);
  for (std::size_t l = 0; l < nl; ++l)
    if (static_cast<int>(m.in_list[l].size()) < cap[l]) {
      fail(say({}, left.empty() ? "phrase.problem-deal-short" : "phrase.problem-deal-short-which",
               {{"unknown", slots}, {"count", left.size()}, {"cards", codes(left)}, {"list", list_name(f.lists[l])}}),
           static_cast<int>(l));
      return false;
    }
  return true;
}

void Solver::settle_deal(const DealMatching& d) {
  const std::size_t nl = f.lists.size();
  const std::vector<int>& cap = d.cap;
  const std::vector<Card>& cards = d.cards;
  const std::vector<char>& required = d.required;
  const Matching& m = d.m;
  // Residual graph: node 0 the source, 1..n the cards, then the lists. A matched
  // edge points list -> card, an unmatched one card -> list; an optional card can
  // be swapped with an unplaced one through the source.
  const std::size_t nc = cards.size();
  std::vector<std::vector<int>> adj(1 + nc + nl);
  auto card_node = [](std::size_t i) { return static_cast<int>(1 + i); };
  auto list_node = [nc](int l) { return static_cast<int>(1 + nc) + l; };
  for (std::size_t i = 0; i < nc; ++i) {
    for (int l : m.cand[i]) {
      if (m.match[i] == l)
        adj[static_cast<std::size_t>(list_node(l))].push_back(card_node(i));
      else
        adj[i + 1].push_back(list_node(l));
    }
    if (!required[i]) {
      if (m.match[i] >= 0)
        adj[i + 1].push_back(0);
      else
        adj[0].push_back(card_node(i));
    }
  }
  const std::vector<int> comp = components(adj);
  for (std::size_t i = 0; i < nc; ++i)
    for (int l : m.cand[i]) {
      const bool same = comp[i + 1] == comp[static_cast<std::size_t>(list_node(l))];
      const auto li = static_cast<std::size_t>(l);
      if (m.match[i] == l) {
        allowed[li].insert(cards[i]);
        if (!same) forced[li].insert(cards[i]);
      } else if (same) {
        allowed[li].insert(cards[i]);
      }
    }
  for (std::size_t l = 0; l < nl; ++l) {
    if (cap[l] == 0) continue;
    const std::vector<Card> sure = forced[l].cards();
    std::vector<Message> why;
    for (Card c : sure) why.push_back(reason_in_deal(c));
    fill(static_cast<int>(l), sure, why);
    InferredList& r = out.lists[l];
    r.open_count = cap[l] - static_cast<int>(sure.size());
    if (r.open_count > 0) {
      CardSet rest = allowed[l];
      for (Card c : sure) rest.erase(c);
      r.open = rest;
    }
  }
}

// What each pool lets out (plays, laid-away cards): the cards it held and nobody else shows.
void Solver::solve_pools() {
  for (std::size_t p = 0; p < f.pools.size(); ++p)
    if (!solve_pool(p)) return;
}

// What pool `p` holds for certain (its known cards, the forced ones of its deal lists,
// the cards routed to it) and what it may hold.
void Solver::pool_cards(std::size_t p, CardSet& sure, CardSet& maybe) const {
  const FlowPool& pool = f.pools[p];
  for (int l : pool.in) {
    const auto li = static_cast<std::size_t>(l);
    for (const FlowSlot& s : f.lists[li].slots)
      if (!s.card.is_unknown() && f.deck.contains(s.card) && !info[static_cast<std::size_t>(s.card.id())].settled)
        sure.insert(s.card);
    sure |= forced[li];
    maybe |= allowed[li];
  }
  for (const Route& r : f.routes) {
    if (r.to == static_cast<int>(p)) sure.insert(r.card);
    if (r.from == static_cast<int>(p)) {
      sure.erase(r.card);
      maybe.erase(r.card);
    }
  }
}

bool Solver::solve_pool(std::size_t p) {
  const FlowPool& pool = f.pools[p];
  CardSet sure, maybe;
  pool_cards(p, sure, maybe);
  int u = 0;
  maybe |= sure;
  std::vector<int> with_unknown;
  for (int l : pool.out) {
    const int k = unknowns(f.lists[static_cast<std::size_t>(l)]);
    u += k;
    if (k > 0) with_unknown.push_back(l);
  }
  if (u == 0) return true;
  CardSet cand;
  for (Card c : maybe)
    if (!known_final.contains(c) && !at(c).settled) cand.insert(c);
  CardSet must;
  const bool strict = !lenient[p];
  if (strict && pool.out_complete)
    for (Card c : sure)
      if (cand.contains(c)) must.insert(c);
  if (strict && cand.size() == u) must = cand;
  if (strict && cand.size() < u) {
    fail(say({}, cand.size() ? "phrase.problem-pool-short-which" : "phrase.problem-pool-short",
             {{"list", list_name(f.lists[static_cast<std::size_t>(with_unknown.front())])},
              {"unknown", u},
              {"count", cand.size()},
              {"cards", codes(cand)}}),
         with_unknown.front());
    return false;
  }
  // A determined set goes into one list where the order does not matter, or a single place.
  const FlowList& only = f.lists[static_cast<std::size_t>(with_unknown.front())];
  const bool placeable = with_unknown.size() == 1 && (u == 1 || only.role != ListRole::Plays);
  if (must.size() == u && placeable) {
    std::vector<Message> why;
    for (Card c : must) why.push_back(reason_in_pool(c));
    fill(with_unknown.front(), must.cards(), why);
    return true;
  }
  for (int l : with_unknown) {
    InferredList& r = out.lists[static_cast<std::size_t>(l)];
    r.open = must.size() == u ? must : cand;
    r.open_count = unknowns(f.lists[static_cast<std::size_t>(l)]);
  }
  return true;
}

void Solver::solve_mirrors() {
  for (const Mirror& mi : f.mirrors) {
    const FlowList& src = f.lists[static_cast<std::size_t>(mi.of)];
    const InferredList& of = out.lists[static_cast<std::size_t>(mi.of)];
    const FlowList& l = f.lists[static_cast<std::size_t>(mi.list)];
    const int u = unknowns(l);
    if (u == 0 || src.slots.size() != l.slots.size()) continue;
    CardSet shown;
    for (const FlowSlot& s : l.slots)
      if (!s.card.is_unknown()) shown.insert(s.card);
    CardSet there;
    for (Card c : of.cards)
      if (!c.is_unknown() && !shown.contains(c)) there.insert(c);
    if (of.open_count == 0 && there.size() == u) {
      std::vector<Message> why(static_cast<std::size_t>(u), say({}, "phrase.lay-in", {{"list", list_name(src)}}));
      fill(mi.list, there.cards(), why);
      continue;
    }
    InferredList& r = out.lists[static_cast<std::size_t>(mi.list)];
    r.open = there | of.open;
    r.open_count = u;
  }
}

}  // namespace stichprobe::engine::detail
