// The card flow most tarock games share: hands and a talon (plain or in packets) are
// dealt; a taker puts the whole talon or one packet into his hand; a seat lays cards
// away; every seat plays its cards trick by trick; known swapped cards change seats.
// The games say who takes what (talon_flow.h); the flow itself is the same.
#include "validator/engine/talon_flow.h"

#include <algorithm>

namespace stichprobe::engine {
namespace {
int seat_pool(const std::vector<int>& active, int seat) {
  const auto it = std::find(active.begin(), active.end(), seat);
  return it == active.end() ? -1 : static_cast<int>(it - active.begin());
}

// The deal: each seat's hand in its pool; the talon's lists (kept aside for the
// exchange) returned.
std::vector<int> deal_lists(CardFlow& flow, const record::Hand& hand, const TalonFlowSpec& spec) {
  const std::size_t n = spec.active.size();
  std::vector<int> talon;
  if (hand.deal) {
    for (std::size_t i = 0; i < hand.deal->hands.size(); ++i) {
      const auto& sc = hand.deal->hands[i];
      const int p = seat_pool(spec.active, sc.seat);
      const int l = add_list(flow, list_of(ListRole::Hand, sc.seat, sc.cards, TokenRef::In::Hand, static_cast<int>(i)));
      if (p >= 0)
        flow.pools[static_cast<std::size_t>(p)].in.push_back(l);
      else
        flow.pools.push_back({{l}, {}, false});  // a seat not at the table: the game's finding
    }
    if (const auto& t = hand.deal->talon) {
      for (std::size_t k = 0; k < t->packets.size(); ++k) {
        FlowList l = list_of(ListRole::Packet, 0, t->packets[k], TokenRef::In::Packet, static_cast<int>(k));
        l.packet = static_cast<int>(k) + 1;
        talon.push_back(add_list(flow, std::move(l)));
      }
      if (t->packets.empty() && t->cards)
        talon.push_back(add_list(flow, list_of(ListRole::Talon, 0, *t->cards, TokenRef::In::TalonCards, 0)));
    }
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      const int seat = spec.active[i];
      flow.pools[i].in.push_back(add_list(flow, virtual_list(ListRole::Hand, seat, spec.hand_size(seat))));
    }
    for (std::size_t k = 0; k < spec.talon_sizes.size(); ++k) {
      FlowList l =
          virtual_list(spec.talon_sizes.size() == 1 ? ListRole::Talon : ListRole::Packet, 0, spec.talon_sizes[k]);
      l.packet = static_cast<int>(k) + 1;
      talon.push_back(add_list(flow, std::move(l)));
    }
  }
  return talon;
}

// The exchange: the taker's talon cards, a recorded take as their mirror, the laid-away
// cards; then the talon nobody took: dealt, never seen again.
void exchange_lists(CardFlow& flow, const record::Hand& hand, const TalonFlowSpec& spec,
                    const std::vector<int>& talon) {
  std::vector<char> taken(talon.size(), 0);
  for (std::size_t e = 0; e < hand.exchanges.size(); ++e) {
    const record::Exchange& ex = hand.exchanges[e];
    const int p = seat_pool(spec.active, ex.seat);
    if (p < 0) continue;
    auto& pool = flow.pools[static_cast<std::size_t>(p)];
    if (ex.seat == spec.taker && std::none_of(taken.begin(), taken.end(), [](char c) { return c != 0; })) {
      std::vector<int> lists;
      for (std::size_t k = 0; k < talon.size(); ++k)
        if (spec.packet == 0 || flow.lists[static_cast<std::size_t>(talon[k])].packet == spec.packet) {
          lists.push_back(talon[k]);
          taken[k] = 1;
        }
      pool.in.insert(pool.in.end(), lists.begin(), lists.end());
      if (ex.take) {
        const int l =
            add_list(flow, list_of(ListRole::Take, ex.seat, *ex.take, TokenRef::In::Take, static_cast<int>(e)));
        if (lists.size() == 1) flow.mirrors.push_back({l, lists.front()});
      }
    }
    if (ex.discard && (ex.seat == spec.taker || ex.seat == spec.lays_away))
      pool.out.push_back(
          add_list(flow, list_of(ListRole::Discard, ex.seat, *ex.discard, TokenRef::In::Discard, static_cast<int>(e))));
  }
  for (std::size_t k = 0; k < talon.size(); ++k)
    if (!taken[k]) flow.pools.push_back({{talon[k]}, {}, false});
}

// Swapped cards (Tapp Rufer): known cards that change hands.
void swap_routes(CardFlow& flow, const record::Hand& hand, const TalonFlowSpec& spec) {
  for (const record::Swap& sw : hand.swaps) {
    if (!sw.with_seat) continue;
    const int a = seat_pool(spec.active, sw.seat), b = seat_pool(spec.active, *sw.with_seat);
    if (a < 0 || b < 0) continue;
    if (sw.gets && !sw.gets->is_unknown()) flow.routes.push_back({*sw.gets, b, a});
    if (sw.gives && !sw.gives->is_unknown()) flow.routes.push_back({*sw.gives, a, b});
  }
}
}  // namespace

CardFlow talon_flow(const record::Hand& hand, const TalonFlowSpec& spec) {
  CardFlow flow;
  flow.deck = spec.deck;
  flow.game = spec.game;
  flow.deal_recorded = hand.deal.has_value();
  const std::size_t n = spec.active.size();
  flow.pools.resize(n);
  const std::vector<int> talon = deal_lists(flow, hand, spec);
  // The play.
  bool complete = hand.play && !hand.play->ended && static_cast<int>(hand.play->tricks.size()) == spec.tricks;
  std::vector<FlowList> plays =
      plays_by_seat(hand, spec.active, complete, spec.trick_rules ? &*spec.trick_rules : nullptr, spec.first_leader);
  for (std::size_t i = 0; i < n; ++i) {
    flow.pools[i].out.push_back(add_list(flow, std::move(plays[i])));
    flow.pools[i].out_complete = complete;
  }
  exchange_lists(flow, hand, spec, talon);
  swap_routes(flow, hand, spec);
  return flow;
}

}  // namespace stichprobe::engine
