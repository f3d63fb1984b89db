// Random legal hands: a shuffled deal, a bidding policy that reaches every
// contract (weighted so rare ones occur), a legal exchange, Ulti, Gstiesieren
// and a random legal play; the result is filled in by analyse_hand() itself.
#include "validator/games/dappen/generate.h"

#include <algorithm>

#include "validator/core/deck.h"
#include "validator/engine/generate.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {
namespace {

using engine::card_list;

std::vector<Card> pick(core::Rng& rng, std::vector<Card> from, std::size_t n) {
  rng.shuffle(from);
  from.resize(std::min(n, from.size()));
  return from;
}

bool may_bid(const std::string& bid, const CardSet& held) { return !contract_cards_missing(bid, held); }

// The discard: random cards the rules allow, 5ers only as far as unavoidable.
std::vector<Card> choose_discard(core::Rng& rng, const Rules& r, int active, const CardSet& held, std::size_t n) {
  std::vector<Card> free, fives;
  for (Card c : held.cards()) (is_five(c) ? fives : free).push_back(c);
  if (r.v.honours_rule) {
    for (int attempt = 0; attempt < 200; ++attempt) {
      std::vector<Card> d = pick(rng, held.cards(), n);
      if (!discard_fault(r, active, held, d, "")) return d;
    }
    return pick(rng, free, n);  // non-5ers are always pressable
  }
  std::vector<Card> d = pick(rng, free, n);
  for (Card c : pick(rng, fives, n - d.size())) d.push_back(c);
  return d;
}

// Deals, optionally giving forehand all seven 5ers (Furtwangen's shown Marsch).
void deal(core::Rng& rng, const Table& t, const DealShape& shape, bool seven_fives, record::Hand& h,
          std::vector<CardSet>& hands, std::vector<Card>& dapp) {
  std::vector<Card> cards = deck().cards;
  rng.shuffle(cards);
  if (seven_fives) {
    std::stable_partition(cards.begin(), cards.end(), [](Card c) { return is_five(c); });
    // A hand of six: the seventh 5er lies in the Dapp.
    if (shape.hand < 7) std::rotate(cards.begin() + shape.hand, cards.begin() + 7, cards.end());
  }
  std::size_t k = 0;
  hands.assign(static_cast<std::size_t>(t.seats), CardSet{});
  std::vector<std::vector<Card>> by_seat(static_cast<std::size_t>(t.seats));
  for (int seat : t.order)
    for (int i = 0; i < shape.hand; ++i) by_seat[static_cast<std::size_t>(seat - 1)].push_back(cards[k++]);
  dapp.assign(cards.begin() + static_cast<long>(k), cards.end());
  record::Deal d;
  for (int seat = 1; seat <= t.seats; ++seat) {
    if (seat == t.sitting_out) continue;
    auto& mine = by_seat[static_cast<std::size_t>(seat - 1)];
    std::sort(mine.begin(), mine.end());
    hands[static_cast<std::size_t>(seat - 1)] = CardSet::of(mine);
    d.hands.push_back({seat, card_list(mine)});
  }
  d.talon = record::Talon{};
  d.talon->cards = card_list(dapp);
  h.deal = d;
}

std::string choose_call(core::Rng& rng, const Rules& r, const AuctionMachine& m, const Table& t, int seat,
                        const CardSet& hand, const CardSet& held, bool rigged) {
  const auto legal = m.legal_bids();
  auto has = [&](const std::string& b) { return std::find(legal.begin(), legal.end(), b) != legal.end(); };
  if (rigged) {
    if (seat != t.order.front()) return "pass";
    if (has("solo") && count_fives(hand) == 7) return "solo";
    return has("dappen") ? "dappen" : "pass";
  }
  switch (m.phase()) {
    case AuctionMachine::Phase::SoloQuestion: return rng.chance(5) ? "solo" : "pass";
    case AuctionMachine::Phase::SoloStrecken: return rng.chance(30) ? "strecken" : "pass";
    default: break;
  }
  if (has("hold"))  // the holder takes over the raised game: only if he can hold its cards (Buchenbach)
    return may_bid(m.current_bid(), held) && rng.chance(50) ? "hold" : "pass";
  const std::string raise = legal.size() > 1 ? legal[1] : "";
  if (raise.empty() || !may_bid(raise, held)) return "pass";
  if (m.nobody_bid_yet()) {
    const Pflicht p = pflichtdappen(r, t.order, seat, hand);
    if (p.a || p.b) return raise;
  }
  return rng.chance(m.nobody_bid_yet() ? 30 : 45) ? raise : "pass";
}

// Bidding. A bid that needs cards (Hannes, Geiss) is made only by a seat that will hold them.
AuctionMachine bid(core::Rng& rng, const Rules& r, const Table& t, const std::vector<CardSet>& hands,
                   const std::vector<Card>& dapp, bool rigged, record::Hand& h) {
  AuctionMachine m(r, t.order);
  record::Auction auction;
  while (!m.done()) {
    const int seat = m.to_act();
    CardSet held = hands[static_cast<std::size_t>(seat - 1)];
    for (Card c : dapp) held.insert(c);
    std::string call_bid = choose_call(rng, r, m, t, seat, hands[static_cast<std::size_t>(seat - 1)], held, rigged);
    record::Call call;
    call.seat = seat;
    call.bid = call_bid;
    auction.calls.push_back(call);
    m.apply(call_bid);
  }
  h.auction = auction;
  return m;
}

// The declarer takes the Dapp and presses what the rules allow; `dh` is his hand after it.
void press(core::Rng& rng, const Rules& r, const Table& t, int declarer, const std::vector<Card>& dapp, CardSet& held,
           CardSet& dh, record::Hand& h) {
  record::Exchange ex;
  ex.seat = declarer;
  const std::vector<Card> discard = choose_discard(rng, r, static_cast<int>(t.order.size()), held, dapp.size());
  ex.discard = card_list(discard);
  if (rng.chance(50)) ex.take = card_list(dapp);
  h.exchanges.push_back(ex);
  for (Card c : discard) held.erase(c);
  dh = held;
}

// Furtwangen's Ulti, now and then, with some of the 3, 2 and 1 the declarer holds.
void lay_out_ulti(core::Rng& rng, const Rules& r, int declarer, const CardSet& dh, PlaySetup& s, record::Hand& h) {
  if (!r.v.ulti || !rng.chance(30)) return;
  std::vector<Card> ulti;
  for (int n = 3; n >= 1; --n)
    if (dh.contains(Card::trump(n)) && rng.chance(70)) ulti.push_back(Card::trump(n));
  if (ulti.empty()) return;
  record::Announcement an;
  an.seat = declarer;
  an.type = "ulti";
  an.cards = card_list(ulti);
  h.announcements.push_back(an);
  s.ulti = ulti;
}

// One seat's card: a random legal one, the Gstiess withheld now and then, an Ulti card in its trick.
Card choose_card(core::Rng& rng, PlaySetup& s, PlayState& st, int trick_no, int seat, const std::vector<Card>& so_far) {
  CardSet& hand = s.hands[static_cast<std::size_t>(seat - 1)];
  const CardSet legal = legal_play(s, st, trick_no, seat, hand, so_far);
  Card card = rng.pick(legal.cards());
  const bool withhold = may_withhold(s, st, trick_no, seat, hand, so_far);
  if (withhold && rng.chance(40)) card = Card::fool();
  if (seat == s.declarer) {
    for (Card u : s.ulti)
      if (ulti_trick(s, u) == trick_no && legal.contains(u) && rng.chance(85)) card = u;
  }
  if (withhold && card != Card::fool()) st.gstiesierer = seat;
  hand.erase(card);
  return card;
}

// Every trick with legal cards, the leader as the rules have it.
record::Play play_out(core::Rng& rng, const Rules& r, PlaySetup& s) {
  record::Play play;
  PlayState st;
  int leader = s.declarer;
  for (int trick_no = 1; trick_no <= s.tricks; ++trick_no) {
    leader = adjust_last_leader(s, st, trick_no, leader);
    record::Trick trick;
    trick.lead = leader;
    std::vector<Card> so_far;
    std::vector<int> who;
    int seat = leader;
    for (std::size_t i = 0; i < s.order.size(); ++i) {
      so_far.push_back(choose_card(rng, s, st, trick_no, seat, so_far));
      who.push_back(seat);
      seat = next_active(s.order, seat);
    }
    const core::TrickRules rules = trick_rules(!is_bound_trick(r, trick_no) && st.gstiesierer != 0);
    const int winner = who[static_cast<std::size_t>(core::trick_winner(so_far, rules))];
    trick.cards = card_list(so_far);
    if (rng.chance(30)) trick.winner = winner;
    play.tricks.push_back(trick);
    leader = winner;
  }
  return play;
}

// The result exactly as the validator computes it.
record::Result result_of(core::Rng& rng, const Rules& r, const std::string& variant, const engine::GenerateRequest& req,
                         int seats, const record::Hand& h) {
  engine::HandContext ctx;
  ctx.spec = &spec();
  ctx.variant = variant;
  ctx.options = engine::default_options(spec(), variant);
  for (const auto& [k, v] : req.options) ctx.options[k] = v;
  ctx.seat_count = seats;
  const Scores score = computed_scores(ctx, h);
  record::Result res;
  if (score.points_known) {
    record::Points p;
    p.side = "declarer";
    p.value = score.declarer_points;
    res.points.push_back(p);
    if (rng.chance(50)) {
      p.side = "defenders";
      p.value = score.defender_points;
      res.points.push_back(p);
    }
  }
  for (const auto& b : score.bonuses) {
    record::Bonus bonus;
    bonus.seat = b.seat;
    bonus.type = b.type;
    bonus.amount = b.amount;
    res.bonuses.push_back(bonus);
  }
  res.settlement = engine::make_settlement(r.v.unit, score.payments);
  return res;
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req) {
  const std::string variant = req.variant.empty() ? variant_table().front().id : req.variant;
  const Rules r = resolve_rules(variant, req.options);
  const int seats = req.players > 0 ? req.players : r.v.table_sizes.front();
  const Table t = make_table(r, seats, req.dealer);
  const DealShape& shape = *deal_shape(r.v, static_cast<int>(t.order.size()));
  record::Hand h;
  h.n = req.hand_n;
  h.dealer = req.dealer;
  if (t.sitting_out) h.sitting_out = {t.sitting_out};
  const bool rigged = r.v.seven_fives_marsch && rng.chance(4);
  std::vector<CardSet> hands;
  std::vector<Card> dapp;
  deal(rng, t, shape, rigged, h, hands, dapp);
  const AuctionMachine m = bid(rng, r, t, hands, dapp, rigged, h);
  if (m.thrown_in()) {
    h.outcome = record::Outcome{};
    h.outcome->type = "thrown-in";
    return h;
  }
  const int declarer = m.declarer();
  record::Contract contract;
  contract.declarer = declarer;
  contract.type = m.contract();
  h.contract = contract;
  CardSet& dh = hands[static_cast<std::size_t>(declarer - 1)];
  CardSet held = dh;
  if (contract.type != "solo")
    for (Card c : dapp) held.insert(c);
  if (r.v.seven_fives_marsch && count_fives(held) == 7) {
    h.play = record::Play{};
    h.play->ended = "early";
  } else {
    if (contract.type != "solo") press(rng, r, t, declarer, dapp, held, dh, h);
    PlaySetup s;
    s.rules = &r;
    s.order = t.order;
    s.declarer = declarer;
    s.hands = hands;
    s.tricks = shape.hand;
    lay_out_ulti(rng, r, declarer, dh, s, h);
    h.play = play_out(rng, r, s);
  }
  h.outcome = record::Outcome{};
  h.outcome->type = "played";
  h.result = result_of(rng, r, variant, req, seats, h);
  return h;
}

}  // namespace stichprobe::games::dappen
