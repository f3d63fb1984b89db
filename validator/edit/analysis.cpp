#include "validator/edit/analysis.h"

#include <algorithm>

namespace stichprobe::edit {

Analysis analyse(const record::Session& session) {
  Analysis a;
  a.report = engine::validate_session(session, {.timeline = true, .derivation = true});
  a.findings = a.report.findings;
  a.report.context.session = nullptr;  // it pointed at the session, which the editor changes
  return a;
}

Findings faults_at(const Findings& findings, Pos pos) {
  Findings out;
  for (const auto& f : findings)
    if (f.pos == pos && f.severity != Severity::Info) out.push_back(f);
  return out;
}

namespace {

// Each place of a hand's elements and cards, in the record's order.
template <class Hand, class F>
void each_place(Hand& h, F&& f) {
  const auto cards = [&](auto& list) {
    f(list.pos);
    for (auto& p : list.token_pos) f(p);
  };
  f(h.pos);
  if (h.deal) {
    f(h.deal->pos);
    for (auto& sc : h.deal->hands) cards(sc.cards);
    if (h.deal->talon) {
      f(h.deal->talon->pos);
      if (h.deal->talon->cards) cards(*h.deal->talon->cards);
      for (auto& p : h.deal->talon->packets) cards(p);
    }
  }
  if (h.auction) {
    f(h.auction->pos);
    for (auto& c : h.auction->calls) f(c.pos);
  }
  if (h.contract) f(h.contract->pos);
  for (auto& e : h.exchanges) {
    f(e.pos);
    if (e.take) cards(*e.take);
    if (e.discard) cards(*e.discard);
  }
  for (auto& s : h.swaps) f(s.pos);
  for (auto& a : h.announcements) {
    f(a.pos);
    if (a.cards) cards(*a.cards);
  }
  if (h.play) {
    f(h.play->pos);
    for (auto& t : h.play->tricks) {
      f(t.pos);
      cards(t.cards);
    }
  }
  for (auto& r : h.rulings) f(r.pos);
  if (h.result) {
    f(h.result->pos);
    for (auto& p : h.result->points) f(p.pos);
    for (auto& b : h.result->bonuses) f(b.pos);
    if (h.result->settlement) {
      f(h.result->settlement->pos);
      for (auto& p : h.result->settlement->pays) f(p.pos);
    }
    if (h.result->totals) {
      f(h.result->totals->pos);
      for (auto& t : h.result->totals->totals) f(t.pos);
    }
  }
  if (h.outcome) f(h.outcome->pos);
}

}  // namespace

unsigned number_new_elements(record::Hand& hand, unsigned next) {
  each_place(hand, [&](Pos& p) {
    if (p == Pos{}) p = {0, next++};
  });
  return next;
}

unsigned next_new_place(const record::Session& session) {
  unsigned next = 1;
  for (const auto& h : session.hands)
    each_place(h, [&](const Pos& p) {
      if (p.line == 0) next = std::max(next, p.column + 1);
    });
  return next;
}

}  // namespace stichprobe::edit
