// Random legal hands: a deal (a Tout asker's hand built on purpose), then the hand played
// on by the engine's legal actions (engine::play_on), the generator choosing the calls
// that lead to the kind of game it aims at; the result exactly as analyse() computes it,
// every justified Strafe claimed.
#include "validator/games/tuebinger-tarock/generate.h"

#include <algorithm>
#include <functional>

#include "validator/core/deck.h"
#include "validator/engine/generate.h"
#include "validator/games/tuebinger-tarock/module.h"
#include "validator/games/tuebinger-tarock/spec.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {

using engine::card_list;

enum class Plan { Rufspiel, OpenRaus, HiddenRaus, Tout, ToutRedeal, Stecken };

Plan pick_plan(core::Rng& rng) {
  const int r = rng.below(100);
  if (r < 8) return Plan::Stecken;
  if (r < 18) return Plan::Tout;
  if (r < 22) return Plan::ToutRedeal;
  if (r < 36) return Plan::HiddenRaus;
  if (r < 52) return Plan::OpenRaus;
  return Plan::Rufspiel;
}

// Deals 19 to each seat and 21 to the dealer; a Tout asker gets only 0,5 cards.
std::vector<CardSet> deal(core::Rng& rng, int dealer, int tout_asker) {
  std::vector<Card> rest = deck().cards;
  rng.shuffle(rest);
  std::vector<CardSet> hands(kSeats);
  if (tout_asker != 0) {
    std::vector<Card> tarocks, pips;
    for (Card c : rest) {
      if (c.is_trump() && is_low(c)) tarocks.push_back(c);
      if (c.is_suited() && is_low(c)) pips.push_back(c);
    }
    const int k = rng.below(8);  // "höchstens 7 Tarocks"
    CardSet& h = hands[static_cast<std::size_t>(tout_asker - 1)];
    for (int i = 0; i < k; ++i) h.insert(tarocks[static_cast<std::size_t>(i)]);
    for (int i = 0; i < kHandSize - k; ++i) h.insert(pips[static_cast<std::size_t>(i)]);
    std::vector<Card> left;
    for (Card c : rest)
      if (!h.contains(c)) left.push_back(c);
    rest = left;
  }
  std::size_t next = 0;
  for (int s = 1; s <= kSeats; ++s) {
    if (s == tout_asker) continue;
    const int n = s == dealer ? kDealerDealt : kHandSize;
    for (int i = 0; i < n; ++i) hands[static_cast<std::size_t>(s - 1)].insert(rest[next++]);
  }
  return hands;
}

}  // namespace

void fill_result(record::Hand& hand, const engine::HandContext& ctx) {
  Findings scratch;
  engine::Reporter rep(scratch, hand.n, kGameId, message_catalogue());
  engine::Timeline tl(false);
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, false);
  st.claim_all = true;
  check_deal(st, rep, tl);
  check_exchange(st, rep, tl);
  check_auction(st, rep, tl);
  check_play(st, rep, tl);
  const Scores sc = compute_scores(st, false);
  record::Result r;
  auto points = [&r](std::optional<std::string> side, std::optional<int> seat, Rational value) {
    record::Points p;
    p.side = std::move(side);
    p.seat = seat;
    p.value = value;
    r.points.push_back(p);
  };
  if (st.auction.kind == Kind::Rufspiel) {
    points("declarer", std::nullopt, sc.declarer_points);
    points("defenders", std::nullopt, sc.defender_points);
  } else if (st.auction.kind == Kind::Raus) {
    for (int s = 1; s <= kSeats; ++s) points(std::nullopt, s, st.piles[static_cast<std::size_t>(s)].points);
  }
  for (const Strafe& s : sc.justified) {
    record::Bonus b;
    b.seat = s.seat;
    b.type = s.type;
    b.amount = s.amount;
    r.bonuses.push_back(b);
  }
  engine::Payments pays;
  for (int s = 1; s <= kSeats; ++s) pays[s] = sc.pay[static_cast<std::size_t>(s)];
  r.settlement = engine::make_settlement("point", pays);
  hand.result = r;
}

namespace {

record::Deal deal_record(const std::vector<CardSet>& hands) {
  record::Deal dl;
  for (int s = 1; s <= kSeats; ++s) {
    record::SeatCards sc;
    sc.seat = s;
    sc.cards = card_list(hands[static_cast<std::size_t>(s - 1)].cards());
    dl.hands.push_back(sc);
  }
  return dl;
}

// What the generator aims at: the kind of game, who asks for a Tout and who takes it, who
// plays an open Raus, when the Rufen round's first call comes.
struct Aim {
  Plan plan = Plan::Rufspiel;
  int tout_asker = 0;
  int tout_taker = 3;    // the k-th answer takes the Tout (3: nobody)
  int soloist = 0;       // an open Raus
  int first_caller = 0;  // the k-th seat of the Rufen round calls (4: nobody, Stecken)
};

bool said(const record::Hand& hand, const char* bid) {
  return hand.auction && std::any_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                                     [&](const record::Call& c) { return c.bid == bid; });
}

// The listed call `bid` of the seat to act, with a card `pred` accepts; -1 if none.
int call_of(const engine::Turn& turn, const char* bid, const std::function<bool(Card)>& pred = {}) {
  return engine::find_action(turn, [&](const engine::LegalAction& a) {
    return a.kind == engine::ActionKind::Call && a.seat == turn.seat && a.call.bid == bid &&
           (!pred || (a.call.card && pred(*a.call.card)));
  });
}

// The Rufen round's call of the seat to act: "fort" (or "fort mit") before the planned
// caller; then a king he lacks ("den Vierten" now and then), or the dealer's own king for
// his hidden Raus.
int rufen(core::Rng& rng, const Aim& aim, const engine::Turn& turn, const record::Hand& hand,
          const CardSet& dealer_hand) {
  const int fort = std::max(call_of(turn, "pass"), call_of(turn, "fort-mit"));
  if (aim.plan == Plan::HiddenRaus && turn.seat == hand.dealer) {
    const int own = call_of(turn, "call", [&](Card c) { return dealer_hand.contains(c); });
    if (own >= 0) return own;
  }
  const int k = hand.auction ? static_cast<int>(hand.auction->calls.size()) - kSeats : 0;
  if (aim.plan != Plan::Rufspiel || k < aim.first_caller) return fort;
  const int fourth = call_of(turn, "call-fourth");
  if (fourth >= 0 && rng.chance(50)) return fourth;
  const CardSet& own_hand = turn.seat == hand.dealer ? dealer_hand : CardSet{};
  std::vector<int> calls;
  for (std::size_t i = 0; i < turn.actions.size(); ++i) {
    const engine::LegalAction& a = turn.actions[i];
    if (a.call.bid == "call" && a.call.card && !own_hand.contains(*a.call.card)) calls.push_back(static_cast<int>(i));
  }
  return calls.empty() ? fort : rng.pick(calls);
}

int choose_call(core::Rng& rng, const Aim& aim, const engine::Turn& turn, const record::Hand& hand,
                const CardSet& dealer_hand) {
  const bool tout = aim.plan == Plan::Tout || aim.plan == Plan::ToutRedeal;
  if (!hand.auction || hand.auction->calls.empty()) {
    const int ask = engine::find_action(
        turn, [&](const engine::LegalAction& a) { return a.call.bid == "tout-question" && a.seat == aim.tout_asker; });
    if (tout && ask >= 0) return ask;
  }
  if (said(hand, "tout-question")) {  // the answers in turn
    const int k = static_cast<int>(hand.auction->calls.size()) - 1;
    const int take = call_of(turn, "tout");
    return k == aim.tout_taker && take >= 0 ? take : call_of(turn, "pass");
  }
  if (call_of(turn, "raus") >= 0) {  // the Raus round
    const bool raus = aim.plan == Plan::OpenRaus && turn.seat == aim.soloist;
    return call_of(turn, raus ? "raus" : "pass");
  }
  return rufen(rng, aim, turn, hand, dealer_hand);
}

// The generator's choices among the legal actions: two random cards laid, the planned
// calls, random legal cards; a lost Tout ends now and then as soon as the engine accepts
// it ("play/@ended").
int choose(core::Rng& rng, const Aim& aim, const engine::HandContext& ctx, const engine::Turn& turn,
           const record::Hand& hand) {
  if (turn.actions.front().kind == engine::ActionKind::Call) {
    CardSet dealer_hand;
    for (const auto& sc : hand.deal->hands)
      if (sc.seat == hand.dealer) dealer_hand = CardSet::of(sc.cards.cards);
    for (const auto& ex : hand.exchanges)
      if (ex.discard)
        for (Card c : ex.discard->cards) dealer_hand.erase(c);
    return choose_call(rng, aim, turn, hand, dealer_hand);
  }
  const bool tout = hand.contract && hand.contract->type == "tout";
  if (tout && engine::leads_trick(turn) && hand.play && !hand.play->tricks.empty() && rng.chance(50) &&
      engine::early_end_accepted(module(), ctx, hand))
    return -1;
  return engine::random_action(rng, turn);
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  engine::GenerateRequest table = req;
  table.variant = "standard";
  table.players = kSeats;
  const engine::HandContext ctx = engine::generation_context(module(), table);
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = req.dealer >= 1 && req.dealer <= kSeats ? req.dealer : 1;
  const int d = hand.dealer;
  Aim aim;
  aim.plan = pick_plan(rng);
  // The Tout asker is never the dealer here, so his hand needs no laying.
  const bool tout = aim.plan == Plan::Tout || aim.plan == Plan::ToutRedeal;
  if (tout) aim.tout_asker = (d + rng.below(3)) % kSeats + 1;
  const std::vector<CardSet> hands = deal(rng, d, aim.tout_asker);
  hand.deal = deal_record(hands);
  if (aim.plan == Plan::HiddenRaus && king_count(hands[static_cast<std::size_t>(d - 1)]) == 0)
    aim.plan = Plan::OpenRaus;
  aim.tout_taker = aim.plan == Plan::Tout ? rng.below(3) : 3;
  aim.soloist = right_of(d + rng.below(4));
  aim.first_caller = aim.plan == Plan::Stecken ? kSeats : rng.below(kSeats);
  engine::play_on(module(), ctx, hand,
                  [&](const engine::Turn& turn, const record::Hand& h) { return choose(rng, aim, ctx, turn, h); });
  if (!hand.outcome && hand.play) {  // a lost Tout ended early
    hand.play->ended = "early";
    hand.outcome.emplace().type = "played";
  }
  if (!hand.outcome) return hand;  // no legal way on (not reached by the plans)
  if (hand.outcome->type == "played") {
    engine::write_winners(module(), ctx, hand, [] { return true; });
    fill_result(hand, ctx);
  }
  return hand;
}

}  // namespace stichprobe::games::tuebinger_tarock
