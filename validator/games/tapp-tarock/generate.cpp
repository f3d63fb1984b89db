// Random legal hands. The bidding, exchange and play use the same rule functions
// as the checks; the result is computed by running the finished record through the
// analysis, so a generated hand validates with zero findings by construction.
#include "validator/games/tapp-tarock/generate.h"

#include <algorithm>

#include "validator/engine/generate.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
using engine::card_list;

record::Outcome outcome(const char* type) {
  record::Outcome o;
  o.type = type;
  return o;
}

record::Announcement announce(int seat, const char* type) {
  record::Announcement a;
  a.seat = seat;
  a.type = type;
  return a;
}

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

// Each seat bids up to a random willingness; holds when it may and wants to.
record::Auction bid(core::Rng& rng, const Rules& rules, int dealer, int strong_seat, AuctionState& st) {
  std::array<int, kSeats + 1> want{};
  for (int s = 1; s <= kSeats; ++s) {
    const int r = rng.below(100);
    want[static_cast<std::size_t>(s)] = r < 35 ? 0 : r < 57 ? 1 : r < 74 ? 2 : r < 88 ? 3 : 4;
  }
  if (strong_seat) want[static_cast<std::size_t>(strong_seat)] = 1 + rng.below(4);
  st = auction_start(dealer);
  record::Auction a;
  while (!auction_over(st)) {
    const int seat = st.to_move;
    const int w = want[static_cast<std::size_t>(seat)];
    const auto legal = legal_calls(st, rules);
    auto has = [&](CallKind k, int level) {
      return std::any_of(legal.begin(), legal.end(),
                         [&](const CallAction& c) { return c.kind == k && c.level == level; });
    };
    CallAction choice{CallKind::Pass, 0};
    if (has(CallKind::Hold, 0) && w >= st.level && rng.chance(80))
      choice = {CallKind::Hold, 0};
    else if (w == 4 && has(CallKind::Bid, 4) && rng.chance(50))
      choice = {CallKind::Bid, 4};
    else if (st.level < w && has(CallKind::Bid, st.level + 1))
      choice = {CallKind::Bid, st.level + 1};
    record::Call call;
    call.seat = seat;
    call.bid = call_token(choice);
    a.calls.push_back(call);
    apply_call(st, seat, choice);
  }
  return a;
}

// Plain cards other than kings first; tarocks only when forced (never Trull or kings).
std::vector<Card> choose_discard(core::Rng& rng, const CardSet& after_take) {
  std::vector<Card> plain, tarocks;
  for (Card c : after_take.cards()) {
    if (c.is_suited() && !is_king(c))
      plain.push_back(c);
    else if (c.is_trump() && !core::is_trull(c))
      tarocks.push_back(c);
  }
  rng.shuffle(plain);
  rng.shuffle(tarocks);
  std::vector<Card> out(plain.begin(), plain.begin() + std::min<std::size_t>(3, plain.size()));
  for (std::size_t i = 0; out.size() < 3 && i < tarocks.size(); ++i) out.push_back(tarocks[i]);
  return out;
}

// A random legal card; the Pagat is kept back for the last trick where possible.
Card choose_card(core::Rng& rng, const CardSet& legal) {
  std::vector<Card> options = legal.cards();
  if (options.size() > 1 && rng.chance(90)) {
    auto it = std::find(options.begin(), options.end(), Card::trump(1));
    if (it != options.end()) options.erase(it);
  }
  return rng.pick(options);
}

record::Play play(core::Rng& rng, std::array<CardSet, kSeats + 1> hands, int forehand) {
  record::Play p;
  int leader = forehand;
  const auto rules = trick_rules();
  for (int t = 0; t < kTricks; ++t) {
    std::vector<Card> trick;
    std::vector<int> seats;
    for (int i = 0, seat = leader; i < kSeats; ++i, seat = seat % kSeats + 1) {
      CardSet& h = hands[static_cast<std::size_t>(seat)];
      const Card c = choose_card(rng, core::legal_cards(h, trick, rules));
      h.erase(c);
      trick.push_back(c);
      seats.push_back(seat);
    }
    record::Trick rt;  // no @lead: the leader follows from the rules, so a fault does not cascade
    rt.cards = card_list(trick);
    p.tricks.push_back(rt);
    leader = seats[static_cast<std::size_t>(core::trick_winner(trick, rules))];
  }
  return p;
}

// The result exactly as the analysis computes it.
void fill_result(record::Hand& hand, const engine::HandContext& ctx) {
  Findings scratch;
  engine::Reporter rep(scratch, hand.n, kGame);
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
  engine::HandContext ctx;
  ctx.variant = req.variant.empty() ? "standard" : req.variant;
  ctx.options = default_options(spec(), ctx.variant);
  for (const auto& [k, v] : req.options) ctx.options[k] = v;
  ctx.seat_count = kSeats;
  ctx.spec = &spec();
  const Rules rules = resolve_rules(ctx.variant, ctx.options);

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

  AuctionState st;
  hand.auction = bid(rng, rules, hand.dealer, strong, st);
  if (st.level == 0) {
    hand.outcome = outcome(rules.all_pass_redeal ? "redeal" : "thrown-in");
    return hand;
  }
  const auto contract = static_cast<Contract>(st.level);
  const int declarer = st.high_seat;
  record::Contract c;
  c.declarer = declarer;
  c.type = contract_token(contract);
  hand.contract = c;

  std::array<CardSet, kSeats + 1> hands;
  for (int s = 1; s <= kSeats; ++s)
    hands[static_cast<std::size_t>(s)] = CardSet::of(dealt[static_cast<std::size_t>(s)]);
  CardSet& mine = hands[static_cast<std::size_t>(declarer)];
  if (contract != Contract::Solo) {
    int packet = required_packet(contract, rules);
    if (packet == 0) packet = 1 + rng.below(2);
    for (Card x : t.packets[static_cast<std::size_t>(packet - 1)].cards) mine.insert(x);
    const auto discard = choose_discard(rng, mine);
    for (Card x : discard) mine.erase(x);
    record::Exchange ex;
    ex.seat = declarer;
    ex.packet = packet;
    ex.discard = card_list(discard);
    hand.exchanges.push_back(ex);
  }
  int tarocks = 0;
  for (Card x : mine.cards()) tarocks += x.is_trump() || x.is_fool() ? 1 : 0;
  const bool pagat = mine.contains(Card::trump(1)) && rng.chance(tarocks >= 8 ? 30 : 5);
  const bool valat = rng.chance(strong == declarer ? 50 : 1);
  // "either of two announcements": both only with option announcements=both.
  if (pagat && (!valat || rules.both_announcements)) hand.announcements.push_back(announce(declarer, "pagat-ultimo"));
  if (valat) hand.announcements.push_back(announce(declarer, "valat"));
  hand.play = play(rng, hands, hand.dealer % kSeats + 1);
  fill_result(hand, ctx);
  hand.outcome = outcome("played");
  return hand;
}

}  // namespace stichprobe::games::tapp_tarock
