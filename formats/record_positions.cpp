#include "formats/record_positions.h"

namespace stichprobe::record {

void clear_positions(CardList& list) {
  list.pos = {};
  for (Pos& p : list.token_pos) p = {};
}

void clear_positions(Hand& h) {
  h.pos = {};
  if (h.deal) {
    h.deal->pos = {};
    for (auto& s : h.deal->hands) clear_positions(s.cards);
    if (h.deal->talon) {
      h.deal->talon->pos = {};
      if (h.deal->talon->cards) clear_positions(*h.deal->talon->cards);
      for (auto& p : h.deal->talon->packets) clear_positions(p);
    }
  }
  if (h.auction) {
    h.auction->pos = {};
    for (auto& c : h.auction->calls) c.pos = c.card_pos = {};
  }
  if (h.contract) h.contract->pos = {};
  for (auto& e : h.exchanges) {
    e.pos = {};
    if (e.take) clear_positions(*e.take);
    if (e.discard) clear_positions(*e.discard);
  }
  for (auto& s : h.swaps) s.pos = {};
  for (auto& a : h.announcements) {
    a.pos = {};
    if (a.cards) clear_positions(*a.cards);
  }
  if (h.play) {
    h.play->pos = {};
    for (auto& t : h.play->tricks) {
      t.pos = {};
      clear_positions(t.cards);
    }
  }
  for (auto& r : h.rulings) r.pos = {};
  if (h.result) {
    h.result->pos = {};
    for (auto& p : h.result->points) p.pos = {};
    for (auto& b : h.result->bonuses) b.pos = {};
    if (h.result->settlement) {
      h.result->settlement->pos = {};
      for (auto& p : h.result->settlement->pays) p.pos = {};
    }
    if (h.result->totals) {
      h.result->totals->pos = {};
      for (auto& t : h.result->totals->totals) t.pos = {};
    }
  }
  if (h.outcome) h.outcome->pos = {};
}

void clear_positions(Session& s) {
  s.pos = s.rules_pos = s.players_pos = {};
  if (s.meta) s.meta->pos = {};
  for (auto& o : s.rules) o.pos = {};
  for (auto& p : s.players) p.pos = {};
  for (auto& h : s.hands) clear_positions(h);
}

void clear_positions(Document& d) {
  for (auto& s : d.sessions) clear_positions(s);
}

}  // namespace stichprobe::record
