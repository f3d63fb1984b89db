#include "validator/engine/generate.h"

#include <algorithm>

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

Turn play_on(const GameModule& game, const HandContext& ctx, record::Hand& hand, const Choose& choose) {
  const bool writes_contract = !hand.contract;  // as the auction gives it, also after a later call (a partner)
  for (;;) {
    Turn turn = game.next_turn_borrowing(ctx, hand, false);
    if (writes_contract && turn.contract) hand.contract = turn.contract;
    if (!turn.outcome.empty()) {
      if (!hand.outcome) hand.outcome.emplace();
      hand.outcome->type = turn.outcome;
      return turn;
    }
    if (turn.actions.empty()) return turn;
    const int pick = choose(turn, hand);
    if (pick < 0 || pick >= static_cast<int>(turn.actions.size())) return turn;
    apply(hand, turn.actions[static_cast<std::size_t>(pick)]);
  }
}

void write_winners(const GameModule& game, const HandContext& ctx, record::Hand& hand,
                   const std::function<bool()>& keep) {
  if (!hand.play) return;
  AnalysisOptions opts;
  opts.timeline = true;
  const HandAnalysis analysis = game.analyse(ctx, hand, opts);
  for (const Step& step : analysis.steps)
    if (step.kind == StepKind::Play && step.state.trick_winner && step.trick >= 1 &&
        static_cast<std::size_t>(step.trick) <= hand.play->tricks.size() && keep())
      hand.play->tricks[static_cast<std::size_t>(step.trick - 1)].winner = step.state.trick_winner;
}

bool leads_trick(const Turn& turn) {
  return std::any_of(turn.actions.begin(), turn.actions.end(),
                     [](const LegalAction& a) { return a.kind == ActionKind::Play && a.place == 0; });
}

bool early_end_accepted(const GameModule& game, const HandContext& ctx, const record::Hand& hand) {
  if (!hand.play) return false;
  record::Hand ended = hand;
  ended.play->ended = "early";
  const HandAnalysis analysis = game.analyse(ctx, ended, {});
  return std::none_of(analysis.findings.begin(), analysis.findings.end(),
                      [](const Finding& f) { return f.code == "play.ended-early" || f.code == "play.incomplete"; });
}

int find_action(const Turn& turn, const std::function<bool(const LegalAction&)>& pred) {
  for (std::size_t i = 0; i < turn.actions.size(); ++i)
    if (pred(turn.actions[i])) return static_cast<int>(i);
  return -1;
}

int random_action(core::Rng& rng, const Turn& turn, int optional_percent) {
  std::vector<int> required, optional;
  for (std::size_t i = 0; i < turn.actions.size(); ++i)
    (turn.actions[i].optional ? optional : required).push_back(static_cast<int>(i));
  if (!optional.empty() && (required.empty() || rng.chance(optional_percent))) return rng.pick(optional);
  return required.empty() ? -1 : rng.pick(required);
}

int find_call(const Turn& turn, const std::string& bid) {
  return find_action(turn, [&](const LegalAction& a) { return a.kind == ActionKind::Call && a.call.bid == bid; });
}

HandContext generation_context(const GameModule& game, const GenerateRequest& req) {
  HandContext ctx;
  ctx.spec = &game.spec();
  ctx.variant = req.variant.empty() ? game.spec().variants.front().id : req.variant;
  ctx.options = default_options(game.spec(), ctx.variant);
  for (const auto& [name, value] : req.options) ctx.options[name] = value;
  ctx.seat_count = req.players;
  ctx.prep = game.prepare(ctx);  // the rules resolved once for the hand's many questions
  return ctx;
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
