// Random legal hands: a deal (a Tout asker's hand built on purpose), the dealer's
// Legen, an auction leading to the chosen kind of game, random legal play, and the
// result exactly as analyse() computes it, every justified Strafe claimed.
#include "validator/games/tuebinger-tarock/generate.h"

#include "validator/core/deck.h"
#include "validator/engine/generate.h"
#include "validator/games/tuebinger-tarock/spec.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {

using engine::card_list;

record::Call call(int seat, std::string bid, std::optional<Card> card = std::nullopt) {
  record::Call c;
  c.seat = seat;
  c.bid = std::move(bid);
  c.card = card;
  return c;
}

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

// Pass or "fort mit" in the Rufen round, as the Tarock count demands.
record::Call fort(int seat, const std::vector<CardSet>& hands, const Rules& rules) {
  return call(seat,
              tarock_count(hands[static_cast<std::size_t>(seat - 1)], rules.ski_is_tarock) >= 8 ? "fort-mit" : "pass");
}

// A legal call for `seat` in a Rufspiel, or nullopt (all four kings and T21, T1, F held).
std::optional<record::Call> rufen(core::Rng& rng, int seat, const CardSet& h) {
  const int kings = king_count(h);
  std::vector<Card> choices;
  if (kings == 4) {
    for (Card c : {Card::trump(21), Card::trump(1), Card::fool()})
      if (!h.contains(c)) choices.push_back(c);
  } else {
    for (Suit s : kSuits)
      if (!h.contains(Card::suited(s, Rank::King))) choices.push_back(Card::suited(s, Rank::King));
  }
  if (choices.empty()) return std::nullopt;
  if (kings == 3 && rng.chance(50)) return call(seat, "call-fourth");
  return call(seat, "call", rng.pick(choices));
}

}  // namespace

void play_out(core::Rng& rng, record::Hand& hand, std::vector<CardSet> hands, const std::vector<Card>& laid,
              const Rules& rules, int tout_player) {
  record::Play play;
  const core::TrickRules tr = trick_rules();
  CardSet gone;
  if (rules.laid_tarock_gone)
    for (Card c : laid) gone.insert(c);
  int leader = right_of(hand.dealer), lost = 0;
  for (int t = 1; t <= kTricks; ++t) {
    std::vector<Card> cards;
    int seat = leader;
    for (int k = 0; k < kSeats; ++k, seat = right_of(seat)) {
      CardSet& h = hands[static_cast<std::size_t>(seat - 1)];
      std::vector<Card> legal;
      for (Card c : core::legal_cards(h, cards, tr).cards())
        if (!cards.empty() || !von_oben_required(h, c, gone)) legal.push_back(c);
      const Card c = rng.pick(legal);
      h.erase(c);
      cards.push_back(c);
    }
    for (Card c : cards) gone.insert(c);
    int winner = leader;
    for (int k = 0; k < core::trick_winner(cards, tr); ++k) winner = right_of(winner);
    record::Trick trick;
    trick.lead = leader;
    trick.winner = winner;
    trick.cards = card_list(cards);
    play.tricks.push_back(trick);
    leader = winner;
    if (tout_player != 0 && winner != tout_player && ++lost >= 2 && t < kTricks && rng.chance(50)) {
      play.ended = "early";  // the Tout is lost: nothing left to decide
      break;
    }
  }
  hand.play = play;
}

void fill_result(record::Hand& hand, const engine::HandContext& ctx) {
  Findings scratch;
  engine::Reporter rep(scratch, hand.n, kGameId);
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
engine::HandContext generation_context(const engine::GenerateRequest& req) {
  engine::HandContext ctx;
  ctx.spec = &spec();
  ctx.variant = "standard";
  ctx.options = engine::default_options(spec(), ctx.variant);
  for (const auto& [k, v] : req.options) ctx.options[k] = v;
  ctx.seat_count = kSeats;
  return ctx;
}

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

// Legen: two random cards the dealer may lay, taken from his hand and recorded.
std::vector<Card> lay_away(core::Rng& rng, record::Hand& hand, CardSet& dealer_hand) {
  std::vector<Card> layable;
  for (Card c : dealer_hand.cards())
    if (may_lay(c)) layable.push_back(c);
  rng.shuffle(layable);
  const std::vector<Card> laid{layable[0], layable[1]};
  for (Card c : laid) dealer_hand.erase(c);
  record::Exchange lay;
  lay.seat = hand.dealer;
  lay.discard = card_list(laid);
  hand.exchanges.push_back(lay);
  return laid;
}

// The calls and the contract they lead to (none for a redeal).
struct Bidding {
  record::Auction auction;
  record::Contract contract;
  int tout_player = 0;
};

// "Tout?": the others answer in turn until one takes it, or nobody does (a redeal).
void tout_calls(core::Rng& rng, Plan plan, int asker, Bidding& b) {
  b.auction.calls.push_back(call(asker, "tout-question"));
  const int taker = plan == Plan::Tout ? rng.below(3) : 3;
  int seat = right_of(asker);
  for (int k = 0; k < 3 && k <= taker; ++k, seat = right_of(seat))
    b.auction.calls.push_back(call(seat, k == taker ? "tout" : "pass"));
  if (plan != Plan::Tout) return;
  b.tout_player = b.auction.calls.back().seat;
  b.contract.type = "tout";
  b.contract.declarer = b.tout_player;
}

// The Raus round from the right of the dealer: passes up to the soloist's "Raus".
void raus_calls(core::Rng& rng, int dealer, Bidding& b) {
  const int soloist = right_of(dealer + rng.below(4));
  for (int s = right_of(dealer);; s = right_of(s)) {
    b.auction.calls.push_back(call(s, s == soloist ? "raus" : "pass"));
    if (s == soloist) break;
  }
  b.contract.type = "raus";
  b.contract.declarer = soloist;
}

// The dealer's hidden Raus: he calls a king he holds himself.
void hidden_raus_call(core::Rng& rng, int dealer, const CardSet& dealer_hand, Bidding& b) {
  std::vector<Card> kings;
  for (Suit s : kSuits)
    if (dealer_hand.contains(Card::suited(s, Rank::King))) kings.push_back(Card::suited(s, Rank::King));
  const Card king = rng.pick(kings);
  b.auction.calls.push_back(call(dealer, "call", king));
  b.contract.type = "raus";
  b.contract.declarer = dealer;
  b.contract.partner_card = king;
}

// The Rufen round from the dealer: "fort" (or "fort mit") until someone calls; for Stecken nobody does.
void rufen_calls(core::Rng& rng, Plan plan, int dealer, const std::vector<CardSet>& hands, const Rules& rules,
                 Bidding& b) {
  const int first_caller = plan == Plan::Stecken ? kSeats : rng.below(kSeats);
  int s = dealer;
  for (int k = 0; k < kSeats; ++k, s = right_of(s)) {
    std::optional<record::Call> c;
    if (k >= first_caller) c = rufen(rng, s, hands[static_cast<std::size_t>(s - 1)]);
    if (!c) {
      b.auction.calls.push_back(fort(s, hands, rules));
      continue;
    }
    b.auction.calls.push_back(*c);
    b.contract.partner_card = c->card;
    b.contract.type = "rufspiel";
    b.contract.declarer = s;
    return;
  }
}

Bidding bid(core::Rng& rng, Plan plan, int dealer, int tout_asker, const std::vector<CardSet>& hands,
            const Rules& rules) {
  Bidding b;
  const CardSet& dealer_hand = hands[static_cast<std::size_t>(dealer - 1)];
  if (plan == Plan::HiddenRaus && king_count(dealer_hand) == 0) plan = Plan::OpenRaus;
  if (plan == Plan::Tout || plan == Plan::ToutRedeal) {
    tout_calls(rng, plan, tout_asker, b);
  } else if (plan == Plan::OpenRaus) {
    raus_calls(rng, dealer, b);
  } else {
    for (int s = right_of(dealer), k = 0; k < kSeats; ++k, s = right_of(s)) b.auction.calls.push_back(call(s, "pass"));
    if (plan == Plan::HiddenRaus)
      hidden_raus_call(rng, dealer, dealer_hand, b);
    else
      rufen_calls(rng, plan, dealer, hands, rules, b);
  }
  return b;
}
}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  const engine::HandContext ctx = generation_context(req);
  const Rules rules = resolve_rules(ctx.variant, ctx.options);
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = req.dealer >= 1 && req.dealer <= kSeats ? req.dealer : 1;
  const int d = hand.dealer;
  const Plan plan = pick_plan(rng);
  // The Tout asker is never the dealer here, so his hand needs no laying.
  const int tout_asker = (plan == Plan::Tout || plan == Plan::ToutRedeal) ? (d + rng.below(3)) % kSeats + 1 : 0;
  std::vector<CardSet> hands = deal(rng, d, tout_asker);
  hand.deal = deal_record(hands);
  const std::vector<Card> laid = lay_away(rng, hand, hands[static_cast<std::size_t>(d - 1)]);
  Bidding b = bid(rng, plan, d, tout_asker, hands, rules);
  hand.auction = std::move(b.auction);
  record::Outcome outcome;
  outcome.type = b.contract.type.empty() ? "redeal" : "played";
  if (!b.contract.type.empty()) {
    hand.contract = b.contract;
    play_out(rng, hand, hands, laid, rules, b.tout_player);
    fill_result(hand, ctx);
  }
  hand.outcome = outcome;
  return hand;
}

}  // namespace stichprobe::games::tuebinger_tarock
