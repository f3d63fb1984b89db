// Building blocks for the games' card flows, and writing inferred cards back into a hand.
#include <algorithm>

#include "validator/engine/card_flow.h"
#include "validator/engine/infer_hand.h"

namespace stichprobe::engine {

std::vector<FlowList> plays_by_seat(const record::Hand& hand, const std::vector<int>& active, bool& complete,
                                    const core::TrickRules* rules, int first_leader) {
  std::vector<FlowList> out(active.size());
  for (std::size_t i = 0; i < active.size(); ++i) {
    out[i].role = ListRole::Plays;
    out[i].seat = active[i];
  }
  if (!hand.play) {
    complete = false;
    return out;
  }
  int next_leader = rules ? first_leader : 0;
  for (std::size_t t = 0; t < hand.play->tricks.size(); ++t) {
    const record::Trick& trick = hand.play->tricks[t];
    const int leader = trick.lead ? *trick.lead : next_leader;
    const auto lead = std::find(active.begin(), active.end(), leader);
    next_leader = 0;
    if (lead == active.end()) {
      complete = false;  // whose cards these are is unknown
      continue;
    }
    const auto first = static_cast<std::size_t>(lead - active.begin());
    const auto& cl = trick.cards;
    const bool known = std::none_of(cl.cards.begin(), cl.cards.end(), [](Card c) { return c.is_unknown(); });
    if (rules && known && cl.cards.size() == active.size())
      next_leader = active[(first + static_cast<std::size_t>(core::trick_winner(cl.cards, *rules))) % active.size()];
    for (std::size_t k = 0; k < cl.cards.size(); ++k) {
      FlowList& l = out[(first + k) % active.size()];
      l.slots.push_back({cl.cards[k], k < cl.token_pos.size() ? cl.token_pos[k] : cl.pos,
                         {TokenRef::In::Trick, static_cast<int>(t), static_cast<int>(k)}});
    }
  }
  return out;
}

int add_list(CardFlow& flow, FlowList list) {
  flow.lists.push_back(std::move(list));
  return static_cast<int>(flow.lists.size()) - 1;
}

namespace {
record::CardList* list_at(record::Hand& h, const TokenRef& r) {
  const auto i = static_cast<std::size_t>(r.list);
  switch (r.in) {
    case TokenRef::In::Hand:
      return h.deal && i < h.deal->hands.size() ? &h.deal->hands[i].cards : nullptr;
    case TokenRef::In::TalonCards:
      return h.deal && h.deal->talon && h.deal->talon->cards ? &*h.deal->talon->cards : nullptr;
    case TokenRef::In::Packet:
      return h.deal && h.deal->talon && i < h.deal->talon->packets.size() ? &h.deal->talon->packets[i] : nullptr;
    case TokenRef::In::Take:
      return i < h.exchanges.size() && h.exchanges[i].take ? &*h.exchanges[i].take : nullptr;
    case TokenRef::In::Discard:
      return i < h.exchanges.size() && h.exchanges[i].discard ? &*h.exchanges[i].discard : nullptr;
    case TokenRef::In::Trick:
      return h.play && i < h.play->tricks.size() ? &h.play->tricks[i].cards : nullptr;
    case TokenRef::In::None: break;
  }
  return nullptr;
}

record::CardList rebuilt(const std::vector<Card>& cards, Pos at) {
  record::CardList l;
  l.cards = cards;
  std::sort(l.cards.begin(), l.cards.end());
  l.token_pos.assign(l.cards.size(), at);
  l.pos = at;
  return l;
}
}  // namespace

record::Hand fill_hand(const record::Hand& hand, const CardFlow& flow, const Inference& inf, bool insert_deal) {
  record::Hand h = hand;
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const FlowList& l = flow.lists[i];
    if (l.is_virtual) continue;
    for (std::size_t k = 0; k < l.slots.size(); ++k) {
      const Card c = inf.lists[i].cards[k];
      if (!l.slots[k].card.is_unknown() || c.is_unknown()) continue;
      record::CardList* target = list_at(h, l.slots[k].ref);
      const auto idx = static_cast<std::size_t>(l.slots[k].ref.index);
      if (target && idx < target->cards.size() && target->cards[idx].is_unknown()) target->cards[idx] = c;
    }
  }
  if (!insert_deal || h.deal) return h;
  record::Deal d;
  d.pos = hand.pos;
  std::vector<std::pair<int, record::CardList>> packets;
  for (std::size_t i = 0; i < flow.lists.size(); ++i) {
    const FlowList& l = flow.lists[i];
    if (!l.is_virtual) continue;
    const auto& cards = inf.lists[i].cards;
    if (l.role == ListRole::Hand) d.hands.push_back({l.seat, rebuilt(cards, hand.pos)});
    if (l.role == ListRole::Talon || l.role == ListRole::Packet) {
      if (!d.talon) {
        d.talon = record::Talon{};
        d.talon->pos = hand.pos;
      }
      if (l.role == ListRole::Talon) d.talon->cards = rebuilt(cards, hand.pos);
      else packets.push_back({l.packet, rebuilt(cards, hand.pos)});
    }
  }
  std::sort(d.hands.begin(), d.hands.end(), [](const auto& a, const auto& b) { return a.seat < b.seat; });
  std::sort(packets.begin(), packets.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& p : packets) d.talon->packets.push_back(std::move(p.second));
  h.deal = std::move(d);
  return h;
}

}  // namespace stichprobe::engine
