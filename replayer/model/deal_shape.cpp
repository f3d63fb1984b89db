#include "replayer/model/deal_shape.h"

#include <algorithm>

#include "validator/core/random.h"

namespace stichprobe::replay {

int DealShape::total() const {
  int n = talon;
  for (int h : hand) n += h;
  for (int p : packets) n += p;
  return n;
}

namespace {

// Where the engine's timeline puts the first exchange: before the first call?
std::optional<bool> exchange_first(const engine::GameModule& module, engine::HandContext ctx,
                                   const record::Hand& hand) {
  if (hand.exchanges.empty() || !hand.auction || hand.auction->calls.empty()) return std::nullopt;
  record::Session s;
  s.game = module.spec().id;
  s.hands.push_back(hand);
  ctx.session = &s;
  ctx.hand_index = 0;
  const engine::HandAnalysis a = module.analyse(ctx, hand, {.timeline = true, .derivation = false});
  for (const auto& step : a.steps) {
    if (step.kind == engine::StepKind::Exchange) return true;
    if (step.kind == engine::StepKind::Call) return false;
  }
  return std::nullopt;
}

}  // namespace

DealShape deal_shape(const engine::GameModule& module, const engine::HandContext& ctx, int dealer) {
  DealShape shape;
  engine::GenerateRequest req;
  req.variant = ctx.variant;
  req.options = ctx.options;
  req.players = ctx.seat_count;
  req.dealer = dealer;
  if (req.players <= 0) return shape;
  bool order_known = false;
  // A few generated hands: the first gives the deal; one with calls and an exchange, the order.
  for (std::uint64_t seed = 1; seed <= 12 && (!shape.known || !order_known); ++seed) {
    core::Rng rng(seed);
    const record::Hand h = module.generate(rng, req);
    if (!shape.known && h.deal) {
      shape.known = true;
      shape.hand.assign(static_cast<std::size_t>(req.players), 0);
      for (const auto& sc : h.deal->hands)
        if (sc.seat >= 1 && sc.seat <= req.players)
          shape.hand[static_cast<std::size_t>(sc.seat - 1)] = static_cast<int>(sc.cards.cards.size());
      if (h.deal->talon) {
        if (h.deal->talon->cards) shape.talon = static_cast<int>(h.deal->talon->cards->cards.size());
        for (const auto& p : h.deal->talon->packets) shape.packets.push_back(static_cast<int>(p.cards.size()));
      }
      shape.sitting_out = h.sitting_out;
    }
    if (!order_known)
      if (const auto first = exchange_first(module, ctx, h)) {
        shape.exchange_before_auction = *first;
        order_known = true;
      }
  }
  return shape;
}

}  // namespace stichprobe::replay
