// Building blocks for the games' card flows, and writing inferred cards back into a hand.
#include <algorithm>

#include "validator/engine/card_flow.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {

namespace {
// What each seat may hold as far as the deal shows: every card but those it gives to
// another seat (a swapped card may be in either hand). Index seat-1.
std::vector<CardSet> possible_hands(const record::Hand& hand, const std::vector<int>& active) {
  int seats = active.empty() ? 0 : *std::max_element(active.begin(), active.end());
  if (hand.deal)
    for (const auto& sc : hand.deal->hands) seats = std::max(seats, sc.seat);
  std::vector<CardSet> out(static_cast<std::size_t>(std::max(seats, 0)), CardSet::range(0, Card::kIdCount - 1));
  if (hand.deal)
    for (const auto& sc : hand.deal->hands)
      for (Card c : sc.cards.cards)
        if (!c.is_unknown() && c.id() < Card::kIdCount)
          for (std::size_t s = 0; s < out.size(); ++s)
            if (static_cast<int>(s) + 1 != sc.seat) out[s].erase(c);
  for (const record::Swap& sw : hand.swaps)
    for (const std::optional<Card>& c : {sw.gets, sw.gives})
      if (c && !c->is_unknown() && c->id() < Card::kIdCount)
        for (int seat : {sw.seat, sw.with_seat.value_or(0)})
          if (seat >= 1 && seat <= seats) out[static_cast<std::size_t>(seat - 1)].insert(*c);
  return out;
}
}  // namespace

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
  // Each trick seated as the play check seats it (TrickPlay::seat_trick), against what
  // the deal lets each seat hold: a wrong lead or two cards written in the wrong order
  // do not put known cards into the wrong hands.
  const std::vector<CardSet> possible = possible_hands(hand, active);
  Timeline no_view(false);
  const TrickPlay seater(possible, active, no_view);
  const auto is_active = [&](int seat) { return std::find(active.begin(), active.end(), seat) != active.end(); };
  int next_leader = rules ? first_leader : 0;
  for (std::size_t t = 0; t < hand.play->tricks.size(); ++t) {
    const record::Trick& trick = hand.play->tricks[t];
    const int recorded = trick.lead ? *trick.lead : next_leader;
    const int expected = is_active(next_leader) ? next_leader : recorded;
    next_leader = 0;
    if (!is_active(expected) && !is_active(recorded)) {
      complete = false;  // whose cards these are is unknown
      continue;
    }
    // Without the rules to name the leader, every seat is a candidate; the recorded one
    // unless another makes the known cards possible and it does not.
    TrickPlay::Seating seating = seater.seat_trick(trick, is_active(expected) ? expected : recorded);
    if (!is_active(expected) || expected == recorded)
      for (int candidate : active) {
        if (seating.misfits == 0) break;
        TrickPlay::Seating other = seater.seat_trick(trick, candidate);
        if (other.misfits < seating.misfits) seating = std::move(other);
      }
    // A card left out of the trick: its seat played a card nobody wrote down, an unknown
    // the flow may still determine (the seat's one card no trick shows).
    if (seating.cards.size() < active.size()) {
      const auto at = std::find(active.begin(), active.end(), seating.gap_seat);
      if (at == active.end())
        complete = false;
      else
        out[static_cast<std::size_t>(at - active.begin())].slots.push_back(
            {Card::unknown(), trick.pos, {TokenRef::In::Trick, static_cast<int>(t), -1}});
    }
    const auto& cl = trick.cards;
    const bool known = std::none_of(cl.cards.begin(), cl.cards.end(), [](Card c) { return c.is_unknown(); });
    if (rules && known && seating.cards.size() == active.size())
      next_leader = seating.seats[static_cast<std::size_t>(
          core::trick_winner(std::span<const Card>(seating.cards.data(), seating.cards.size()), *rules))];
    for (std::size_t k = 0; k < seating.cards.size(); ++k) {
      const auto at = std::find(active.begin(), active.end(), seating.seats[k]);
      if (at == active.end() || seating.index[k] == TrickPlay::kNone) continue;
      FlowList& l = out[static_cast<std::size_t>(at - active.begin())];
      l.slots.push_back({seating.cards[k],
                         seating.pos[k],
                         {TokenRef::In::Trick, static_cast<int>(t), static_cast<int>(seating.index[k])}});
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
    case TokenRef::In::Hand: return h.deal && i < h.deal->hands.size() ? &h.deal->hands[i].cards : nullptr;
    case TokenRef::In::TalonCards:
      return h.deal && h.deal->talon && h.deal->talon->cards ? &*h.deal->talon->cards : nullptr;
    case TokenRef::In::Packet:
      return h.deal && h.deal->talon && i < h.deal->talon->packets.size() ? &h.deal->talon->packets[i] : nullptr;
    case TokenRef::In::Take: return i < h.exchanges.size() && h.exchanges[i].take ? &*h.exchanges[i].take : nullptr;
    case TokenRef::In::Discard:
      return i < h.exchanges.size() && h.exchanges[i].discard ? &*h.exchanges[i].discard : nullptr;
    case TokenRef::In::Trick: return h.play && i < h.play->tricks.size() ? &h.play->tricks[i].cards : nullptr;
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
      if (l.role == ListRole::Talon)
        d.talon->cards = rebuilt(cards, hand.pos);
      else
        packets.push_back({l.packet, rebuilt(cards, hand.pos)});
    }
  }
  std::sort(d.hands.begin(), d.hands.end(), [](const auto& a, const auto& b) { return a.seat < b.seat; });
  std::sort(packets.begin(), packets.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& p : packets) d.talon->packets.push_back(std::move(p.second));
  h.deal = std::move(d);
  return h;
}

}  // namespace stichprobe::engine
