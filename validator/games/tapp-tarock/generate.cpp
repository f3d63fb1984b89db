// Random legal hands: a deal (now and then a very strong hand), then the hand played on
// by the engine's legal actions (engine::play_on), the generator choosing among them
// (each seat's willingness to bid, plain cards laid away first, the announcements, the
// Pagat kept back); the result is computed by running the finished record through the
// analysis, so a generated hand validates with zero findings by construction.
#include "validator/games/tapp-tarock/generate.h"

#include <algorithm>
#include <utility>

#include "validator/engine/generate.h"
#include "validator/games/tapp-tarock/module.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
using engine::card_list;

// The deal: now and then a declarer-to-be gets the sixteen top trumps, so that
// Valat (and its announcement) occurs often enough to be tested.
std::array<std::vector<Card>, kSeats + 1> deal_cards(core::Rng& rng, std::vector<Card>& talon, int& strong_seat) {
  std::vector<Card> cards = cego_deck().cards;
  rng.shuffle(cards);
  std::array<std::vector<Card>, kSeats + 1> hands;
  strong_seat = rng.chance(4) ? 1 + rng.below(kSeats) : 0;
  if (strong_seat) {
    std::vector<Card> top{Card::fool()}, rest;
    for (int n = 21; n >= 7; --n) top.push_back(Card::trump(n));
    for (Card c : cards)
      if (std::find(top.begin(), top.end(), c) == top.end()) rest.push_back(c);
    hands[static_cast<std::size_t>(strong_seat)] = top;
    cards = rest;
  }
  std::size_t next = 0;
  talon.assign(cards.begin(), cards.begin() + 6);
  next = 6;
  for (int s = 1; s <= kSeats; ++s) {
    auto& h = hands[static_cast<std::size_t>(s)];
    while (h.size() < kHandSize) h.push_back(cards[next++]);
  }
  return hands;
}

// What the generator aims at: each seat bids up to a random willingness (a strong seat
// at least a Dreier); the declarer announces now and then (Valat mostly with the strong
// hand).
struct Plan {
  std::array<int, kSeats + 1> want{};
  int strong = 0;
  bool announce_decided = false;
  bool pagat = false, valat = false;
};

Plan make_plan(core::Rng& rng, int strong_seat) {
  Plan p;
  p.strong = strong_seat;
  for (int s = 1; s <= kSeats; ++s) {
    const int r = rng.below(100);
    p.want[static_cast<std::size_t>(s)] = r < 35 ? 0 : r < 57 ? 1 : r < 74 ? 2 : r < 88 ? 3 : 4;
  }
  if (strong_seat) p.want[static_cast<std::size_t>(strong_seat)] = 1 + rng.below(4);
  return p;
}

// A call of the seat to act: hold when it may and wants to, jump to Solo now and then,
// else the next level while below its willingness, else pass.
int choose_call(core::Rng& rng, const Plan& plan, const engine::Turn& turn, int level) {
  const int w = plan.want[static_cast<std::size_t>(turn.seat)];
  const int hold = engine::find_call(turn, "hold");
  if (hold >= 0 && w >= level && rng.chance(80)) return hold;
  const int solo = engine::find_call(turn, contract_token(Contract::Solo));
  if (w == 4 && solo >= 0 && rng.chance(50)) return solo;
  if (level < w && level < 4) {
    const int raise = engine::find_call(turn, contract_token(static_cast<Contract>(level + 1)));
    if (raise >= 0) return raise;
  }
  return engine::find_call(turn, "pass");
}

// The highest level bid so far.
int level_of(const record::Hand& hand) {
  int level = 0;
  if (hand.auction)
    for (const auto& c : hand.auction->calls)
      if (const auto k = parse_call(c.bid); k.kind == CallKind::Bid) level = std::max(level, k.level);
  return level;
}

// The declarer's hand after the exchange, as the record has it.
CardSet declarer_hand(const record::Hand& hand, int declarer) {
  CardSet held;
  for (const auto& sc : hand.deal->hands)
    if (sc.seat == declarer) held = CardSet::of(sc.cards.cards);
  for (const auto& ex : hand.exchanges) {
    if (ex.packet && *ex.packet >= 1 && *ex.packet <= 2)
      for (Card c : hand.deal->talon->packets[static_cast<std::size_t>(*ex.packet - 1)].cards) held.insert(c);
    if (ex.discard)
      for (Card c : ex.discard->cards) held.erase(c);
  }
  return held;
}

// The declarer's announcements, decided once: Pagat Ultimo with the Pagat (mostly with
// many tarocks), Valat mostly with the strong hand; one of them unless both are allowed
// (the legal actions say so).
int choose_announcement(core::Rng& rng, Plan& plan, const engine::Turn& turn, const record::Hand& hand) {
  const int i =
      engine::find_action(turn, [](const engine::LegalAction& a) { return a.kind == engine::ActionKind::Announce; });
  if (i < 0) return -1;
  const int declarer = turn.actions[static_cast<std::size_t>(i)].seat;
  if (!plan.announce_decided) {
    plan.announce_decided = true;
    const CardSet held = declarer_hand(hand, declarer);
    int tarocks = 0;
    for (Card c : held) tarocks += c.is_trump() || c.is_fool() ? 1 : 0;
    plan.pagat = held.contains(Card::trump(1)) && rng.chance(tarocks >= 8 ? 30 : 5);
    plan.valat = rng.chance(plan.strong == declarer ? 50 : 1);
  }
  for (const auto& [wanted, type] : {std::pair{plan.valat, "valat"}, std::pair{plan.pagat, "pagat-ultimo"}}) {
    if (!wanted) continue;
    const int at = engine::find_action(
        turn, [&, kind = type](const engine::LegalAction& a) {  // a copy: clang 14 captures no binding
          return a.kind == engine::ActionKind::Announce && a.type == kind;
        });
    if (at >= 0) return at;
  }
  return -1;
}

// The generator's choices among the legal actions: the planned calls, a random packet,
// plain cards laid away first, the announcements, and a random legal card that keeps the
// Pagat back for the last trick where it can.
int choose(core::Rng& rng, Plan& plan, const engine::Turn& turn, const record::Hand& hand) {
  using engine::ActionKind;
  const engine::LegalAction& first = turn.actions.front();
  if (first.kind == ActionKind::Call) return choose_call(rng, plan, turn, level_of(hand));
  if (const int announce = choose_announcement(rng, plan, turn, hand); announce >= 0) return announce;
  if (first.kind == ActionKind::Discard) {
    const int plain = engine::find_action(turn, [&](const engine::LegalAction& a) {
      return a.kind == ActionKind::Discard && a.card.is_suited() && rng.chance(50);
    });
    if (plain >= 0) return plain;
  }
  if (turn.phase == "play" && turn.actions.size() > 1 && rng.chance(90)) {
    std::vector<int> others;
    for (std::size_t i = 0; i < turn.actions.size(); ++i)
      if (!turn.actions[i].optional && turn.actions[i].card != Card::trump(1)) others.push_back(static_cast<int>(i));
    if (!others.empty()) return rng.pick(others);
  }
  return engine::random_action(rng, turn);
}

// The result exactly as the analysis computes it.
void fill_result(record::Hand& hand, const engine::HandContext& ctx) {
  Findings scratch;
  engine::Reporter rep(scratch, hand.n, kGame, message_catalogue());
  engine::Timeline tl(false);
  const Rules rules = resolve_rules(ctx.variant, ctx.options);
  HandState st(hand, rules, false);
  st.dealer = hand.dealer;
  st.forehand = hand.dealer % kSeats + 1;
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  check_exchange(st, rep, tl);
  check_play(st, rep, tl);
  const Scores score = compute_scores(st.score_in, st.rules);
  record::Result r;
  for (const bool declarer_side : {true, false}) {
    record::Points p;  // fields by name: the record structs grow (positions, foreign content)
    p.side = declarer_side ? "declarer" : "defenders";
    p.value = declarer_side ? score.declarer_points : score.defender_points;
    r.points.push_back(p);
  }
  for (const ScoreItem& item : score.items) {
    if (item.type == "game") continue;
    record::Bonus b;
    if (item.seat)
      b.seat = item.seat;
    else
      b.side = item.declarer_side ? "declarer" : "defenders";
    b.type = item.type;
    b.amount = item.amount;
    r.bonuses.push_back(b);
  }
  r.settlement = engine::make_settlement("point", score.payments);
  hand.result = r;
}
}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  engine::GenerateRequest table = req;
  table.players = kSeats;
  const engine::HandContext ctx = engine::generation_context(module(), table);
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = req.dealer >= 1 && req.dealer <= kSeats ? req.dealer : 1;
  std::vector<Card> talon;
  int strong = 0;
  auto dealt = deal_cards(rng, talon, strong);
  record::Deal deal;
  for (int s = 1; s <= kSeats; ++s) {
    record::SeatCards sc;
    sc.seat = s;
    sc.cards = card_list(dealt[static_cast<std::size_t>(s)]);
    deal.hands.push_back(sc);
  }
  record::Talon t;
  t.packets = {card_list({talon.begin(), talon.begin() + 3}), card_list({talon.begin() + 3, talon.end()})};
  deal.talon = t;
  hand.deal = deal;
  Plan plan = make_plan(rng, strong);
  engine::play_on(module(), ctx, hand,
                  [&](const engine::Turn& turn, const record::Hand& h) { return choose(rng, plan, turn, h); });
  // No @lead: the leader follows from the rules, so a fault does not cascade.
  if (hand.play)
    for (auto& trick : hand.play->tricks) trick.lead.reset();
  if (hand.contract) fill_result(hand, ctx);
  return hand;
}

}  // namespace stichprobe::games::tapp_tarock
