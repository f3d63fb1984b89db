// Random legal hands: a shuffled deal by the table's packets, then the hand played on
// by the engine's legal actions (engine::play_on), the generator choosing among them by
// a plan that reaches every contract (forced normal games and Misere with 7-8 players
// too), the partner call, the laid-away group of 5-point cards, and random legal cards
// (the Narr withheld wherever another card is picked where it was forced); the result as
// analyse_hand() computes it.
#include <algorithm>

#include "validator/engine/generate.h"
#include "validator/games/troggu/generate.h"
#include "validator/games/troggu/module.h"
#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

namespace {

// Troggu's generator writes each list in card order.
record::CardList list_of(std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end());
  return engine::card_list(cards);
}

struct Dealt {
  std::vector<std::vector<Card>> hands;
  std::vector<Card> tapp;
};

// Deals in the table's order: packets to each player from forehand, the Tapp
// laid first (standard) or between the rounds (Grächen).
Dealt deal(core::Rng& rng, const DealPlan& plan, int dealer) {
  std::vector<Card> pack = troggu_deck().cards;
  rng.shuffle(pack);
  std::size_t top = 0;
  Dealt d;
  d.hands.resize(static_cast<std::size_t>(plan.players));
  auto round = [&](int packet) {
    for (int i = 1; i <= plan.players; ++i) {
      const int seat = (dealer + i - 1) % plan.players + 1;
      for (int k = 0; k < packet; ++k) d.hands[static_cast<std::size_t>(seat - 1)].push_back(pack[top++]);
    }
  };
  auto lay_tapp = [&]() {
    for (int k = 0; k < plan.tapp; ++k) d.tapp.push_back(pack[top++]);
  };
  if (plan.packets_before_tapp.empty()) lay_tapp();
  for (int p : plan.packets_before_tapp) round(p);
  if (!plan.packets_before_tapp.empty()) lay_tapp();
  for (int p : plan.packets_after_tapp) round(p);
  return d;
}

int holder(const Dealt& d, Card c) {
  for (std::size_t s = 0; s < d.hands.size(); ++s)
    if (std::find(d.hands[s].begin(), d.hands[s].end(), c) != d.hands[s].end()) return static_cast<int>(s) + 1;
  return 0;
}

// Moves `c` into the Tapp in exchange for a Tapp card that is neither the Narr nor the Bagatt.
void into_tapp(Dealt& d, Card c) {
  const int h = holder(d, c);
  if (!h) return;
  auto& hand = d.hands[static_cast<std::size_t>(h - 1)];
  for (Card& t : d.tapp)
    if (!t.is_fool() && t != Card::trump(1)) {
      std::replace(hand.begin(), hand.end(), c, t);
      t = c;
      return;
    }
}

// What the generator aims at, drawn before the bidding: a normal game, a Solo (perhaps
// after a normal bid), a Misere or, with seven or eight players, the forced normal game.
struct Plan {
  enum Target { Normal, Solo, Misere, Forced } target = Normal;
  int bidder = 0;          // the k-th call asks for the game (0-based)
  int normal_before = -1;  // a Solo plan: the k-th call asks for a normal game first
  bool partner = false;    // 7-8 players: the Tappist calls a partner
  bool lay_group = false;  // the Tappist lays the allowed group of 5-point cards away, where he holds it
};

Plan make_plan(core::Rng& rng, int players, bool solo_from_everyone, Dealt& d) {
  Plan p;
  const int target = rng.below(3);  // 0 normal, 1 solo, 2 misere
  if (target == 2 && players >= 7) {
    // All pass and neither the Narr nor the Bagatt is held: move both into the Tapp.
    into_tapp(d, Card::fool());
    into_tapp(d, Card::trump(1));
  }
  const bool forced =
      target == 0 && players >= 7 && rng.chance(30) && (holder(d, Card::fool()) || holder(d, Card::trump(1)));
  p.target = forced ? Plan::Forced : target == 0 ? Plan::Normal : target == 1 ? Plan::Solo : Plan::Misere;
  p.bidder = rng.below(players);
  if (p.target == Plan::Solo && p.bidder > 0 && rng.chance(40)) p.normal_before = rng.below(p.bidder);
  // solo-after-normal=everyone: after the normal game every other player is asked, once round.
  if (p.normal_before >= 0 && solo_from_everyone) p.bidder = p.normal_before + 1 + rng.below(players - 1);
  p.partner = rng.chance(85);
  p.lay_group = rng.chance(60);
  return p;
}

// The bid the plan wants of the k-th call.
const char* planned_bid(const Plan& p, int k) {
  if (p.target == Plan::Solo) return k == p.bidder ? "solo" : k == p.normal_before ? "normal" : "pass";
  if (p.target == Plan::Normal) return k == p.bidder ? "normal" : "pass";
  return "pass";
}

// In the last trick but one, the owner of a withheld Narr tries to win it with his highest
// trump, so that he leads the last trick with the Narr ("Wenn der Besitzer des Narren
// derjenige ist, der zum letzten Stich ausspielt"): the listed card, or -1.
int strongest_before_last(const engine::Turn& turn, const record::Hand& hand) {
  const engine::LegalAction& first = turn.actions.front();
  if (first.kind != engine::ActionKind::Play || !hand.deal) return -1;
  std::size_t tricks = 0;
  bool narr_kept = false;
  for (const auto& sc : hand.deal->hands)
    if (sc.seat == first.seat) {
      tricks = sc.cards.cards.size();
      narr_kept = std::find(sc.cards.cards.begin(), sc.cards.cards.end(), Card::fool()) != sc.cards.cards.end();
    }
  for (const auto& ex : hand.exchanges)
    if (ex.seat == first.seat && ex.discard)
      narr_kept = narr_kept && std::find(ex.discard->cards.begin(), ex.discard->cards.end(), Card::fool()) ==
                                   ex.discard->cards.end();
  if (!narr_kept || tricks < 2 || first.trick + 2 != tricks) return -1;
  for (const auto& t : hand.play->tricks)
    if (std::find(t.cards.cards.begin(), t.cards.cards.end(), Card::fool()) != t.cards.cards.end()) return -1;
  int best = -1;
  for (std::size_t i = 0; i < turn.actions.size(); ++i) {
    const Card c = turn.actions[i].card;
    if (c.is_trump() &&
        (best < 0 || c.trump_number() > turn.actions[static_cast<std::size_t>(best)].card.trump_number()))
      best = static_cast<int>(i);
  }
  return best;
}

// The generator's choices among the legal actions: the planned bids; the partner call
// (usually XX: "Normalerweise wird XX ausgerufen, ausser der Geber hat ihn selber in der
// Hand"); the group of 5-point cards laid away where the plan says so; a random legal card,
// which withholds the Narr whenever another card is picked where the Narr was forced.
int choose(core::Rng& rng, const Plan& plan, const engine::Turn& turn, const record::Hand& hand) {
  const engine::LegalAction& first = turn.actions.front();
  if (first.kind == engine::ActionKind::Call && first.call.bid != "partner") {
    const int k = hand.auction ? static_cast<int>(hand.auction->calls.size()) : 0;
    const int planned = engine::find_call(turn, planned_bid(plan, k));
    return planned >= 0 ? planned : engine::find_call(turn, "pass");
  }
  if (plan.partner && engine::find_call(turn, "partner") >= 0) {
    const Card called = rng.chance(50) ? Card::trump(20) : Card::trump(1 + rng.below(20));
    return engine::find_action(turn, [&](const engine::LegalAction& a) { return a.call.card == called; });
  }
  if (const int high = strongest_before_last(turn, hand); high >= 0 && rng.chance(70)) return high;

  if (first.kind == engine::ActionKind::Discard) {
    const int group = engine::find_action(turn, [](const engine::LegalAction& a) { return is_five(a.card); });
    if (plan.lay_group && group >= 0) return group;
    const int free = engine::find_action(
        turn, [&](const engine::LegalAction& a) { return !a.optional && !is_five(a.card) && rng.chance(30); });
    if (free >= 0) return free;
  }
  return engine::random_action(rng, turn);
}

void write_deal(record::Hand& hand, const Dealt& d) {
  hand.deal = record::Deal{};
  for (int s = 1; s <= static_cast<int>(d.hands.size()); ++s) {
    record::SeatCards sc;
    sc.seat = s;
    sc.cards = list_of(d.hands[static_cast<std::size_t>(s - 1)]);
    hand.deal->hands.push_back(sc);
  }
  hand.deal->talon = record::Talon{};
  hand.deal->talon->cards = list_of(d.tapp);
}

// The result, exactly as the analysis computes it.
void write_result(record::Hand& hand, const engine::GenerateRequest& req, const engine::Options& options) {
  engine::HandContext ctx;
  ctx.spec = &spec();
  ctx.variant = req.variant;
  ctx.options = options;
  ctx.seat_count = req.players;
  const Scores sc = computed_scores(ctx, hand);
  hand.result = record::Result{};
  if (!sc.available) return;
  if (hand.contract->type == "misere") {
    for (int s = 1; s <= req.players; ++s) {
      record::Points p;
      p.seat = s;
      p.value = sc.seat_points[static_cast<std::size_t>(s - 1)];
      hand.result->points.push_back(p);
    }
  } else {
    record::Points p;
    p.side = "declarer";
    p.value = sc.declarer_side;
    hand.result->points.push_back(p);
    p.side = "defenders";
    p.value = sc.defender_side;
    hand.result->points.push_back(p);
  }
  hand.result->settlement = engine::make_settlement("rappen", sc.payments);
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  const engine::HandContext ctx = engine::generation_context(module(), req);
  const Rules rules = resolve_rules(ctx.variant, ctx.options);
  const DealPlan plan = deal_plan(*rules.variant, req.players, ctx.options);
  Dealt d = deal(rng, plan, req.dealer);
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = req.dealer;
  const Plan aim = make_plan(rng, req.players, rules.solo_from_everyone, d);
  write_deal(hand, d);
  engine::play_on(module(), ctx, hand,
                  [&](const engine::Turn& turn, const record::Hand& h) { return choose(rng, aim, turn, h); });
  write_result(hand, req, ctx.options);
  return hand;
}

}  // namespace stichprobe::games::troggu
