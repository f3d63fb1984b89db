#include "validator/games/tapp/generate.h"

#include <algorithm>
#include <map>

#include "validator/engine/generate.h"
#include "validator/games/tapp/module.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

using engine::card_list;

std::string suit_token(Suit s) { return std::string(1, suit_letter(s)); }

int forwardness(int seat, int dealer, int players) { return (seat - forehand(dealer, players) + players) % players; }

struct Named {
  Game game;
  std::optional<Suit> trump;
};

std::vector<Game> playable_games(const Rules& r) {
  std::vector<Game> g{Game::Farbspiel, Game::Bettel, Game::Rufer, Game::BettelOuvert, Game::Durch};
  if (r.herz_aufnehmen) g.push_back(Game::HerzAufnehmen);
  return g;
}

// Games `seat` may name without taking the game from the declarer.
std::vector<Named> lesser_games(const Rules& r, const Contract& c, int seat, int dealer) {
  std::vector<Named> out;
  const int target = game_rank(c.game, c.trump);
  const bool behind = forwardness(seat, dealer, r.players) > forwardness(c.declarer, dealer, r.players);
  for (Game g : playable_games(r))
    for (Suit s : kSuits) {
      if (!has_trump(g) && s != Suit::Clubs) continue;
      if (g == Game::HerzAufnehmen && s != Suit::Hearts) continue;
      const std::optional<Suit> trump = has_trump(g) ? std::optional<Suit>(s) : std::nullopt;
      const int rank = game_rank(g, trump);
      if (rank < target || (rank == target && behind)) out.push_back({g, trump});
    }
  return out;
}

// Geben: the shuffled deck into the hands and the Tapp.
record::Deal deal_cards(core::Rng& rng, HandState& st) {
  const int n = st.rules.players;
  const auto size = static_cast<std::size_t>(st.rules.hand_size);
  std::vector<Card> cards = core::deck(st.rules.deck).cards;
  rng.shuffle(cards);
  st.hands.assign(static_cast<std::size_t>(n), CardSet{});
  record::Deal deal;
  std::size_t next = 0;
  for (int s = 1; s <= n; ++s) {
    std::vector<Card> h(cards.begin() + static_cast<std::ptrdiff_t>(next),
                        cards.begin() + static_cast<std::ptrdiff_t>(next + size));
    next += size;
    st.hands[static_cast<std::size_t>(s - 1)] = CardSet::of(h);
    deal.hands.push_back({s, card_list(h)});
  }
  st.tapp.assign(cards.begin() + static_cast<std::ptrdiff_t>(next), cards.end());
  st.tapp_known = true;
  if (st.rules.tapp_size > 0) {
    record::Talon talon;
    talon.cards = card_list(st.tapp.to_vector());
    deal.talon = talon;
  }
  return deal;
}

// The contract: the forced game, else any reachable one (Ramsch included).
Contract choose_contract(core::Rng& rng, const Rules& rules, std::optional<Game> forced) {
  std::vector<Game> choices = playable_games(rules);
  choices.push_back(Game::Ramsch);
  Contract c;
  c.game = forced ? *forced : rng.pick(choices);
  if (c.game == Game::HerzAufnehmen && !rules.herz_aufnehmen) c.game = Game::Farbspiel;
  if (c.game != Game::Ramsch) {
    c.declarer = rng.below(rules.players) + 1;
    if (has_trump(c.game))
      c.trump = c.game == Game::HerzAufnehmen ? Suit::Hearts : kSuits[static_cast<std::size_t>(rng.below(4))];
  }
  return c;
}

// The generator's plan: the contract it aims at, and the lesser game each other seat that
// plays will name (so the declarer keeps the game: "Das Spiel hat, wer die Spielart mit
// dem höchsten Rang spielt").
struct Plan {
  Contract contract;
  std::map<int, Named> named;  // the seats that play, with the game each names
};

Plan make_plan(core::Rng& rng, const Rules& rules, const Contract& c, int dealer) {
  Plan p;
  p.contract = c;
  if (c.game == Game::Ramsch) return p;
  for (int s = 1; s <= rules.players; ++s) {
    if (s == c.declarer) {
      p.named[s] = {c.game, c.trump};
      continue;
    }
    const auto lesser = lesser_games(rules, c, s, dealer);
    if (!lesser.empty() && rng.chance(35)) p.named[s] = rng.pick(lesser);
  }
  return p;
}

// The generator's choices among the legal actions: "ich spiele" by the seats the plan has
// play, their planned games, a random called card and the card given for it, random
// pressed cards and random legal cards; Herz-Ass is never announced here (the session's
// end is the tests' to stage).
int choose(core::Rng& rng, const Plan& plan, const engine::Turn& turn) {
  using engine::ActionKind;
  const engine::LegalAction& first = turn.actions.front();
  if (first.kind == ActionKind::Call && (first.call.bid == "play" || first.call.bid == "pass")) {
    const bool plays = plan.named.count(turn.seat) == 1;
    return std::max(engine::find_call(turn, plays ? "play" : "pass"), 0);
  }
  if (first.kind == ActionKind::Call) {
    const auto it = plan.named.find(turn.seat);
    if (it == plan.named.end()) return engine::random_action(rng, turn);
    const Named& named = it->second;
    const bool suited = has_trump(named.game) && named.game != Game::HerzAufnehmen;
    const int i = engine::find_action(turn, [&](const engine::LegalAction& a) {
      return a.seat == turn.seat && a.call.bid == game_token(named.game) &&
             (!suited || a.call.suit == suit_token(*named.trump));
    });
    return i >= 0 ? i : engine::random_action(rng, turn);
  }
  const int swap = engine::find_action(turn, [](const engine::LegalAction& a) { return a.kind == ActionKind::Swap; });
  if (swap >= 0) {  // a Rufer calls a card
    std::vector<int> calls;
    for (std::size_t i = 0; i < turn.actions.size(); ++i)
      if (turn.actions[i].kind == ActionKind::Swap) calls.push_back(static_cast<int>(i));
    return rng.pick(calls);
  }
  return engine::random_action(rng, turn);
}

// The table's result, as the rules compute it: the hand run through the phases.
record::Result result_for(const engine::HandContext& ctx, const record::Hand& hand) {
  Findings scratch;
  engine::Reporter rep(scratch, hand.n, kRulePrefix, message_catalogue());
  engine::Timeline tl(false);
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, false);
  st.place = place_of(ctx, hand, st.rules);
  st.dealer = hand.dealer;
  st.contract = recorded_contract(hand, st.rules, hand.dealer);
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  check_exchange(st, rep, tl);
  check_play(st, rep, tl);
  const Scores score = compute_scores(st, false);
  const Game g = st.contract.game;
  record::Result result;
  if (score.points_known && g == Game::Ramsch) {
    for (int s = 1; s <= st.rules.players; ++s) {
      record::Points p;
      p.seat = s;
      p.value = score.seat_points[static_cast<std::size_t>(s - 1)];
      result.points.push_back(p);
    }
  } else if (score.points_known && (g == Game::Farbspiel || g == Game::HerzAufnehmen)) {
    record::Points d, o;
    d.side = "declarer";
    d.value = score.declarer_points;
    o.side = "defenders";
    o.value = score.defender_points;
    result.points = {d, o};
  }
  result.settlement = engine::make_settlement("cent", score.payments);
  return result;
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  return generate_hand(rng, req, std::nullopt);
}

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req, std::optional<Game> forced) {
  engine::GenerateRequest table = req;
  table.variant = req.variant.empty() ? "standard" : req.variant;
  table.players = req.players == 4 ? 4 : 3;
  const engine::HandContext ctx = engine::generation_context(module(), table);
  const int n = table.players;
  const Rules rules = resolve_rules(table.variant, ctx.options, n);
  HandState st(nullptr, rules, false);
  st.dealer = req.dealer >= 1 && req.dealer <= n ? req.dealer : 1;
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = st.dealer;
  hand.deal = deal_cards(rng, st);
  const Plan plan = make_plan(rng, st.rules, choose_contract(rng, st.rules, forced), st.dealer);
  engine::play_on(module(), ctx, hand, [&](const engine::Turn& turn, const record::Hand& h) {
    // Now and then the play stops once the result is fixed (play/@ended="early"), where
    // the engine accepts an early end: at a trick's start.
    if (engine::leads_trick(turn) && h.play && !h.play->tricks.empty() && rng.chance(50) &&
        engine::early_end_accepted(module(), ctx, h))
      return -1;
    return choose(rng, plan, turn);
  });
  if (hand.play && !hand.outcome) hand.play->ended = "early";
  engine::write_winners(module(), ctx, hand, [&] { return rng.chance(50); });
  hand.result = result_for(ctx, hand);
  if (!hand.outcome) hand.outcome.emplace();
  hand.outcome->type = "played";
  return hand;
}

}  // namespace stichprobe::games::tapp
