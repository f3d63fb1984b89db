#include "validator/engine/generate.h"

namespace stichprobe::engine {

record::CardList card_list(const std::vector<Card>& cards) {
  record::CardList l;
  l.cards = cards;
  l.token_pos.assign(cards.size(), Pos{});
  return l;
}

record::Settlement make_settlement(std::string unit, const Payments& payments) {
  record::Settlement st;
  st.unit = std::move(unit);
  for (const auto& [seat, amount] : payments)
    if (amount != Rational(0)) {
      record::Pay pay;
      pay.seat = seat;
      pay.amount = amount;
      st.pays.push_back(pay);
    }
  return st;
}

namespace {

// The session's header and each hand in turn; `add(hand)` keeps it (or gives it away)
// and returns the hand as the session now holds it, for the next dealer.
template <class Add>
record::Session generate_hands(const GameModule& game, const SessionRequest& request, bool walk, Add&& add) {
  const GameSpec& spec = game.spec();
  record::Session s;
  s.game = spec.id;
  s.variant = request.variant.empty() ? spec.variants.front().id : request.variant;
  const VariantSpec* variant = find_variant(spec, s.variant);
  const int players = request.players > 0                          ? request.players
                      : variant && !variant->player_counts.empty() ? variant->player_counts.front()
                                                                   : 0;
  for (const auto& [name, value] : request.options) {
    record::RuleOption option;
    option.name = name;
    option.value = value;
    s.rules.push_back(option);
    s.has_rules = true;
  }
  for (int seat = 1; seat <= players; ++seat) {
    record::Player p;
    p.seat = seat;
    p.name = "Spieler " + std::to_string(seat);
    s.players.push_back(p);
  }

  HandContext ctx;
  ctx.session = &s;
  ctx.spec = &spec;
  ctx.variant = s.variant;
  ctx.options = default_options(spec, s.variant);
  for (const auto& [name, value] : request.options) ctx.options[name] = value;
  ctx.seat_count = players;
  // Without the hands kept, the game's walk says where each stands (Tapp's session end).
  const std::unique_ptr<SessionWalk> steps = walk ? game.walk(ctx) : nullptr;
  ctx.walk = steps.get();

  core::Rng rng(request.seed);
  std::vector<Rational> totals(static_cast<std::size_t>(players) + 1);
  int dealer = players > 0 ? 1 + rng.below(players) : 1;
  for (int n = 1; n <= request.hands; ++n) {
    GenerateRequest req{s.variant, ctx.options, players, dealer, n};
    record::Hand hand = game.generate(rng, req);
    hand.n = n;
    hand.dealer = dealer;
    if (hand.result && hand.result->settlement) {
      for (const auto& pay : hand.result->settlement->pays)
        if (pay.seat >= 1 && pay.seat <= players) totals[static_cast<std::size_t>(pay.seat)] += pay.amount;
      record::Totals sheet;
      for (int seat = 1; seat <= players; ++seat) {
        record::Total total;
        total.seat = seat;
        total.value = totals[static_cast<std::size_t>(seat)];
        sheet.totals.push_back(total);
      }
      hand.result->totals = sheet;
    }
    if (steps) steps->step(ctx, hand);
    dealer = game.next_dealer(ctx, add(s, std::move(hand)));
  }
  return s;
}

}  // namespace

record::Session generate_session(const GameModule& game, const SessionRequest& request) {
  return generate_hands(game, request, false, [](record::Session& s, record::Hand&& hand) -> const record::Hand& {
    s.hands.push_back(std::move(hand));
    return s.hands.back();
  });
}

record::Session generate_session(const GameModule& game, const SessionRequest& request,
                                 const std::function<void(record::Hand&&)>& each) {
  record::Hand last;
  return generate_hands(game, request, true, [&](record::Session&, record::Hand&& hand) -> const record::Hand& {
    last = hand;
    each(std::move(hand));
    return last;
  });
}

}  // namespace stichprobe::engine
