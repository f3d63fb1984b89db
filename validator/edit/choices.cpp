#include "validator/edit/choices.h"

#include <algorithm>

#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

namespace stichprobe::edit {

engine::Turn next_turn(const record::Session& session, std::size_t hand) {
  const engine::GameModule* game = engine::find_game(session.game);
  if (!game || hand >= session.hands.size()) return {};
  const engine::GameSpec& spec = game->spec();
  engine::HandContext ctx;
  ctx.session = &session;
  ctx.spec = &spec;
  ctx.variant = session.variant.empty() ? spec.variants.front().id : session.variant;
  if (!engine::find_variant(spec, ctx.variant)) return {};
  ctx.options = engine::default_options(spec, ctx.variant);
  for (const auto& o : session.rules)
    if (!engine::option_problem(spec, ctx.variant, o.name, o.value)) ctx.options[o.name] = o.value;
  ctx.seat_count = static_cast<int>(session.players.size());
  ctx.hand_index = hand;
  ctx.prep = game->prepare(ctx);
  return game->next_turn(ctx, session.hands[hand]);
}

std::optional<NextCard> next_card(const engine::Turn& turn, const engine::HandAnalysis* analysis) {
  std::optional<NextCard> out;
  for (const auto& a : turn.actions) {
    if (a.kind != engine::ActionKind::Play || a.optional) continue;
    if (!out) {
      out.emplace();
      out->seat = a.seat;
      out->trick = a.trick;
      out->place = a.place;
    }
    if (a.seat == out->seat) out->legal.insert(a.card);
  }
  if (!out || !analysis || analysis->steps.empty()) return out;
  const auto& seats = analysis->steps.back().state.seats;
  if (out->seat >= 1 && static_cast<std::size_t>(out->seat) <= seats.size())
    out->held = CardSet::of(seats[static_cast<std::size_t>(out->seat - 1)].hand);
  return out;
}

std::vector<record::Call> legal_calls(const engine::Turn& turn) {
  std::vector<record::Call> out;
  for (const auto& a : turn.actions)
    if (a.kind == engine::ActionKind::Call) {
      record::Call c = a.call;
      c.seat = a.seat;
      out.push_back(std::move(c));
    }
  return out;
}

bool contains_call(const std::vector<record::Call>& legal, const record::Call& call) {
  return std::any_of(legal.begin(), legal.end(), [&](const record::Call& c) {
    return c.seat == call.seat && c.bid == call.bid && c.suit == call.suit && c.card == call.card;
  });
}

}  // namespace stichprobe::edit
