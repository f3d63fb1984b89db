#include "tests/support/legal_walk.h"

#include <algorithm>
#include <array>

#include "validator/engine/validate.h"

namespace stichprobe::testing {

record::Hand bare_deal(const record::Hand& hand) {
  record::Hand h;
  h.n = hand.n;
  h.dealer = hand.dealer;
  h.sitting_out = hand.sitting_out;
  h.deal = hand.deal;
  return h;
}

Steps steps_of(const record::Hand& hand) {
  Steps out;
  using engine::ActionKind;
  if (hand.auction)
    for (const auto& c : hand.auction->calls) {
      engine::LegalAction a;
      a.kind = ActionKind::Call;
      a.seat = c.seat;
      a.call = c;
      out.calls.push_back(a);
    }
  for (const auto& ex : hand.exchanges) {
    if (ex.packet || !ex.discard || ex.discard->cards.empty()) {  // a packet taken, or an exchange of no card
      engine::LegalAction a;
      a.kind = ActionKind::Take;
      a.seat = ex.seat;
      a.packet = ex.packet;
      out.exchange.push_back(a);
    }
    if (ex.discard)
      for (Card c : ex.discard->cards) {
        engine::LegalAction a;
        a.kind = ActionKind::Discard;
        a.seat = ex.seat;
        a.card = c;
        out.exchange.push_back(a);
      }
  }
  for (const auto& sw : hand.swaps) {
    engine::LegalAction a;
    a.kind = ActionKind::Swap;
    a.seat = sw.seat;
    a.card = sw.gets.value_or(Card::unknown());
    a.from = sw.with_talon ? 0 : sw.with_seat.value_or(0);
    out.swaps.push_back(a);
    if (sw.gives) {
      engine::LegalAction g;
      g.kind = ActionKind::Give;
      g.seat = sw.seat;
      g.card = *sw.gives;
      out.swaps.push_back(g);
    }
  }
  for (const auto& an : hand.announcements) {
    engine::LegalAction a;
    a.kind = ActionKind::Announce;
    a.seat = an.seat;
    a.type = an.type;
    if (an.cards) a.cards = an.cards->cards.to_vector();
    out.announcements.push_back(a);
  }
  if (hand.play)
    for (std::size_t t = 0; t < hand.play->tricks.size(); ++t) {
      const auto& cards = hand.play->tricks[t].cards.cards;
      for (std::size_t i = 0; i < cards.size(); ++i) {
        engine::LegalAction a;
        a.kind = ActionKind::Play;
        a.card = cards[i];
        a.trick = t;
        a.place = i;
        out.cards.push_back(a);
      }
    }
  return out;
}

std::string describe(const engine::LegalAction& a) {
  using engine::ActionKind;
  const std::string seat = std::to_string(a.seat);
  switch (a.kind) {
    case ActionKind::Call:
      return "call " + seat + " " + a.call.bid + (a.call.suit ? " " + *a.call.suit : "") +
             (a.call.card ? " " + card_code(*a.call.card) : "");
    case ActionKind::Take: return "take " + seat + " packet " + std::to_string(a.packet.value_or(0));
    case ActionKind::Discard: return "discard " + seat + " " + card_code(a.card);
    case ActionKind::Swap: return "swap " + seat + " " + card_code(a.card) + " from " + std::to_string(a.from);
    case ActionKind::Give: return "give " + seat + " " + card_code(a.card);
    case ActionKind::Announce: return "announce " + seat + " " + a.type + " " + cards_to_string(a.cards);
    case ActionKind::Play:
      return "play " + seat + " " + card_code(a.card) + " (trick " + std::to_string(a.trick + 1) + "." +
             std::to_string(a.place + 1) + ")";
  }
  return "?";
}

void stamp(record::Hand& hand, const engine::LegalAction& a, Pos pos) {
  using engine::ActionKind;
  switch (a.kind) {
    case ActionKind::Call: hand.auction->calls.back().pos = pos; return;
    case ActionKind::Take: hand.exchanges.back().pos = pos; return;
    case ActionKind::Discard: hand.exchanges.back().discard->token_pos.back() = pos; return;
    case ActionKind::Swap:
    case ActionKind::Give: hand.swaps.back().pos = pos; return;
    case ActionKind::Announce: hand.announcements.back().pos = pos; return;
    case ActionKind::Play: hand.play->tricks[a.trick].cards.token_pos[a.place] = pos; return;
  }
}

Findings faults_of(const engine::HandContext& ctx, const record::Hand& hand) {
  record::Session s;
  s.game = ctx.spec->id;
  s.variant = ctx.variant;
  for (int seat = 1; seat <= ctx.seat_count; ++seat) {
    record::Player p;
    p.seat = seat;
    p.name = "P" + std::to_string(seat);
    s.players.push_back(p);
  }
  const engine::Options defaults = engine::default_options(*ctx.spec, ctx.variant);
  for (const auto& [name, value] : ctx.options)
    if (const auto d = defaults.find(name); d == defaults.end() || d->second != value) {
      record::RuleOption r;
      r.name = name;
      r.value = value;
      s.rules.push_back(r);
      s.has_rules = true;
    }
  s.hands.push_back(hand);
  Findings out;
  for (auto& f : engine::validate_session(s).findings)
    if (f.severity != Severity::Info) out.push_back(std::move(f));
  return out;
}

namespace {

// The listed action that is the step: a played card by its card and place (the engine
// seats it), anything else exactly.
const engine::LegalAction* listed(const engine::Turn& turn, const engine::LegalAction& step) {
  for (const auto& a : turn.actions) {
    const bool match = step.kind == engine::ActionKind::Play ? a.kind == step.kind && a.card == step.card &&
                                                                   a.trick == step.trick && a.place == step.place
                                                             : engine::same_action(a, step);
    if (match) return &a;
  }
  return nullptr;
}

}  // namespace

Walk walk_hand(const engine::GameModule& game, const engine::HandContext& ctx, const record::Hand& hand,
               const std::function<void(const record::Hand&, const engine::Turn&)>& at_each) {
  Walk w;
  w.hand = bare_deal(hand);
  Steps steps = steps_of(hand);
  std::array<std::vector<engine::LegalAction>*, 5> parts{&steps.calls, &steps.exchange, &steps.swaps,
                                                         &steps.announcements, &steps.cards};
  std::array<std::size_t, 5> at{};
  for (;;) {
    engine::Turn turn = game.next_turn(ctx, w.hand);
    ++w.positions;
    if (at_each) at_each(w.hand, turn);
    const engine::LegalAction* take = nullptr;
    bool left = false;
    for (std::size_t p = 0; p < parts.size() && !take; ++p) {
      if (at[p] >= parts[p]->size()) continue;
      left = true;
      take = listed(turn, (*parts[p])[at[p]]);
      if (take) ++at[p];
    }
    if (!left) {
      w.complete = true;
      w.last = std::move(turn);
      return w;
    }
    if (!take) {
      for (std::size_t p = 0; p < parts.size(); ++p)
        if (at[p] < parts[p]->size()) w.stuck += "next recorded: " + describe((*parts[p])[at[p]]) + "\n";
      w.stuck += "listed (" + turn.phase + ", seat " + std::to_string(turn.seat) + "):";
      for (const auto& a : turn.actions) w.stuck += " [" + describe(a) + "]";
      if (!turn.outcome.empty()) w.stuck += " outcome " + turn.outcome;
      w.last = std::move(turn);
      return w;
    }
    engine::apply(w.hand, *take);
  }
}

}  // namespace stichprobe::testing
