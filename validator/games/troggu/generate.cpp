// Random legal hands: a shuffled deal by the table's packets, a bidding that
// reaches every contract (forced normal games and Misere with 7-8 players too),
// a legal exchange, a random legal play (the Narr withheld now and then in a normal
// game or Solo, its owner leading the last trick when he won the one before), and
// the result as analyse_hand() computes it.
#include <algorithm>

#include "validator/engine/generate.h"
#include "validator/games/troggu/generate.h"
#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

namespace {

// Troggu's generator writes each list in card order.
record::CardList list_of(std::vector<Card> cards) {
  std::sort(cards.begin(), cards.end());
  return engine::card_list(cards);
}

record::Call call(int seat, const std::string& bid) {
  record::Call c;
  c.seat = seat;
  c.bid = bid;
  return c;
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

std::vector<Card> choose_discard(core::Rng& rng, const std::vector<Card>& held, int n, FiveException ex) {
  std::vector<Card> fives, others;
  for (Card c : held) (is_five(c) ? fives : others).push_back(c);
  rng.shuffle(others);
  std::vector<Card> out;
  // Sometimes lay away the allowed group of 5-point cards, when held.
  std::vector<Card> group;
  for (Card c : fives)
    if (ex == FiveException::AllSevenFives || (c.is_suited() && c.rank() == Rank::King)) group.push_back(c);
  const int need = ex == FiveException::FourKings ? 4 : 7;
  if (static_cast<int>(group.size()) == need && need <= n && rng.chance(60)) out = group;
  for (Card c : others)
    if (static_cast<int>(out.size()) < n) out.push_back(c);
  return out;
}

// Who sits where: the next seat in playing order and the k-th bidder (0-based).
struct Table {
  int n = 0;
  int dealer = 1;
  BiddingOrder order = BiddingOrder::Right;
  int next(int s) const { return s % n + 1; }
  int bidder_at(int k) const {
    int seat = next(dealer);
    for (int i = 0; i < k; ++i) seat = order == BiddingOrder::Right ? next(seat) : (seat + n - 2) % n + 1;
    return seat;
  }
};

// A bidding that reaches the drawn contract: a Solo (perhaps after a normal bid), a normal
// game, or all passing (a Misere, or with 7-8 players the forced normal game).
Contract bid(core::Rng& rng, const Table& t, const Rules& rules, Dealt& d, std::vector<record::Call>& calls) {
  const int n = t.n;
  const int target = rng.below(3);  // 0 normal, 1 solo, 2 misere
  if (target == 2 && n >= 7) {
    // All pass and neither the Narr nor the Bagatt is held: move both into the Tapp.
    into_tapp(d, Card::fool());
    into_tapp(d, Card::trump(1));
  }
  const bool forced = target == 0 && n >= 7 && rng.chance(30) && (holder(d, Card::fool()) || holder(d, Card::trump(1)));
  if (target == 1) {
    int pos = rng.below(n);
    const int normal_pos = pos > 0 && rng.chance(40) ? rng.below(pos) : -1;
    // solo-after-normal=everyone: after the normal game every other player is asked, once round.
    if (normal_pos >= 0 && rules.solo_from_everyone) pos = normal_pos + 1 + rng.below(n - 1);
    for (int i = 0; i <= pos; ++i)
      calls.push_back(call(t.bidder_at(i), i == pos ? "solo" : i == normal_pos ? "normal" : "pass"));
    return {"solo", t.bidder_at(pos), std::nullopt, false};
  }
  if (target == 0 && !forced) {
    const int pos = rng.below(n);
    const int last = rules.solo_from_everyone ? pos + n : n;  // every other player once round after the normal
    for (int i = 0; i < last; ++i) calls.push_back(call(t.bidder_at(i), i == pos ? "normal" : "pass"));
    return {"normal", rules.tappist == Tappist::Dealer ? t.dealer : t.bidder_at(pos), std::nullopt, false};
  }
  for (int i = 0; i < n; ++i) calls.push_back(call(t.bidder_at(i), "pass"));
  if (target != 0) return {"misere", 0, std::nullopt, false};
  int h = holder(d, Card::fool());
  if (!h) h = holder(d, Card::trump(1));
  return {"normal", h, std::nullopt, true};
}

// With 7-8 players the Tappist usually calls a partner:
// "Normalerweise wird XX ausgerufen, ausser der Geber hat ihn selber in der Hand."
void call_partner(core::Rng& rng, int n, Contract& k, std::vector<record::Call>& calls) {
  if (k.type != "normal" || n < 7 || !rng.chance(85)) return;
  const Card pc = rng.chance(50) ? Card::trump(20) : Card::trump(1 + rng.below(20));
  k.partner_card = pc;
  record::Call pcall = call(k.declarer, "partner");
  pcall.card = pc;
  calls.push_back(pcall);
}

void write_deal(record::Hand& hand, const Dealt& d, const Contract& k) {
  hand.deal = record::Deal{};
  for (int s = 1; s <= static_cast<int>(d.hands.size()); ++s) {
    record::SeatCards sc;
    sc.seat = s;
    sc.cards = list_of(d.hands[static_cast<std::size_t>(s - 1)]);
    hand.deal->hands.push_back(sc);
  }
  hand.deal->talon = record::Talon{};
  hand.deal->talon->cards = list_of(d.tapp);
  hand.contract = record::Contract{};
  hand.contract->declarer = k.declarer ? std::optional<int>(k.declarer) : std::nullopt;
  hand.contract->type = k.type;
  hand.contract->partner_card = k.partner_card;
}

// The hands played with: the Tappist takes the Tapp and lays away as many cards.
std::vector<CardSet> exchange(core::Rng& rng, record::Hand& hand, const Dealt& d, const Contract& k,
                              const DealPlan& plan, const Rules& rules) {
  std::vector<CardSet> hands;
  for (const auto& h : d.hands) hands.push_back(CardSet::of(h));
  if (k.type != "normal") return hands;
  CardSet& th = hands[static_cast<std::size_t>(k.declarer - 1)];
  for (Card c : d.tapp) th.insert(c);
  const std::vector<Card> discard = choose_discard(rng, th.cards(), plan.tapp, rules.variant->five_exception);
  for (Card c : discard) th.erase(c);
  record::Exchange ex;
  ex.seat = k.declarer;
  ex.discard = list_of(discard);
  hand.exchanges.push_back(ex);
  return hands;
}

// A random legal play; the holder of the Narr withholds it now and then where he may.
void play(core::Rng& rng, record::Hand& hand, std::vector<CardSet>& hands, const Table& table, const Contract& k,
          const Rules& rules, int n_tricks) {
  const bool misere = k.type == "misere";
  const bool must_trump = misere ? rules.misere_must_trump : true;
  const bool withholding_allowed = !misere || rules.misere_withhold_narr;
  hand.play = record::Play{};
  int winner = misere ? table.next(table.dealer) : k.declarer;
  int withheld = 0;
  for (int t = 1; t <= n_tricks; ++t) {
    const bool last = t == n_tricks;
    // The withheld Narr's owner leads the last trick as any winner does; the Narr has no suit there.
    const int leader = winner;
    const core::TrickRules normal_rules = trick_rules(must_trump, false);
    const core::TrickRules rules_now = trick_rules(must_trump, last && withheld != 0);
    std::vector<Card> cards;
    std::vector<int> seats;
    int seat = leader;
    for (int i = 0; i < table.n; ++i, seat = table.next(seat)) {
      CardSet& h = hands[static_cast<std::size_t>(seat - 1)];
      CardSet eff = h;
      if (withheld == seat && !last) eff.erase(Card::fool());
      if (withholding_allowed && !withheld && !last && may_withhold_narr(h, cards, normal_rules) && rng.chance(50)) {
        withheld = seat;
        eff.erase(Card::fool());
      }
      const std::vector<Card> legal = core::legal_cards(eff, cards, rules_now).cards();
      const Card c = rng.pick(legal);
      h.erase(c);
      cards.push_back(c);
      seats.push_back(seat);
    }
    winner = seats[static_cast<std::size_t>(core::trick_winner(cards, rules_now))];
    record::Trick tr;
    tr.lead = leader;
    tr.cards.cards = cards;
    tr.cards.token_pos.assign(cards.size(), Pos{});
    hand.play->tricks.push_back(tr);
  }
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
  engine::Options options = engine::default_options(spec(), req.variant);
  for (const auto& [k, v] : req.options) options[k] = v;
  const Rules rules = resolve_rules(req.variant, options);
  const Table table{req.players, req.dealer, rules.bidding_order};
  const DealPlan plan = deal_plan(*rules.variant, req.players, options);
  Dealt d = deal(rng, plan, req.dealer);
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = req.dealer;
  hand.auction = record::Auction{};
  Contract k = bid(rng, table, rules, d, hand.auction->calls);
  call_partner(rng, req.players, k, hand.auction->calls);
  write_deal(hand, d, k);
  std::vector<CardSet> hands = exchange(rng, hand, d, k, plan, rules);
  play(rng, hand, hands, table, k, rules, plan.hand_size());
  write_result(hand, req, options);
  hand.outcome = record::Outcome{};
  hand.outcome->type = "played";
  return hand;
}

}  // namespace stichprobe::games::troggu
