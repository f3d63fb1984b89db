// Random legal hands: a shuffled deal, then the hand played on by the engine's legal
// actions (engine::play_on), the generator choosing among them by a bidding policy that
// reaches every contract (weighted so rare ones occur), 5ers pressed only where nothing
// else may be, Ulti now and then, random legal cards (Gstiesieren wherever another card is
// picked where the Gstiess was forced); the result is filled in by analyse_hand() itself.
#include "validator/games/dappen/generate.h"

#include <algorithm>

#include "validator/core/deck.h"
#include "validator/engine/generate.h"
#include "validator/games/dappen/module.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {
namespace {

using engine::card_list;

bool may_bid(const std::string& bid, const CardSet& held) { return !contract_cards_missing(bid, held); }

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

// What the generator plays with: the deal, and whether it is rigged for the seven 5ers.
struct Plan {
  const Rules& rules;
  const Table& table;
  const std::vector<CardSet>& hands;
  const std::vector<Card>& dapp;
  bool rigged = false;
  bool ulti = false;  // the declarer lays out Ulti where he may
};

// The game bid last on the ladder, and whether any was.
std::string last_ladder_bid(const Plan& p, const record::Hand& hand) {
  std::string out;
  if (hand.auction)
    for (const auto& c : hand.auction->calls)
      if (contract_row(p.rules.v, c.bid) && c.bid != "solo") out = c.bid;
  return out;
}

// A call of the seat to act among the listed ones. A bid that needs cards (Hannes, Geiss)
// is made only by a seat that will hold them; a holder holds a raise now and then; a seat
// bound or urged by Pflichtdappen dappt.
int choose_call(core::Rng& rng, const Plan& p, const engine::Turn& turn, const record::Hand& hand) {
  const int seat = turn.seat;
  const int pass = engine::find_call(turn, "pass");
  const CardSet& own = p.hands[static_cast<std::size_t>(seat - 1)];
  CardSet held = own;
  for (Card c : p.dapp) held.insert(c);
  if (p.rigged) {
    if (seat != p.table.order.front()) return pass >= 0 ? pass : 0;
    const int solo = engine::find_call(turn, "solo");
    if (solo >= 0 && count_fives(own) == 7) return solo;
    const int dappen = engine::find_call(turn, "dappen");
    return dappen >= 0 ? dappen : pass;
  }
  const bool after_solo = hand.auction && std::any_of(hand.auction->calls.begin(), hand.auction->calls.end(),
                                                      [](const record::Call& c) { return c.bid == "solo"; });
  if (after_solo) {  // Buchenbach: "Gegen ein Solo [...] kann ein anderer Spieler strecken"
    const int strecken = engine::find_call(turn, "strecken");
    return strecken >= 0 && rng.chance(30) ? strecken : pass;
  }
  if (const int solo = engine::find_call(turn, "solo"); solo >= 0) return rng.chance(5) ? solo : pass;
  const std::string current = last_ladder_bid(p, hand);
  if (const int hold = engine::find_call(turn, "hold"); hold >= 0)
    return may_bid(current, held) && rng.chance(50) ? hold : pass;
  const int raise = engine::find_action(turn, [](const engine::LegalAction& a) { return a.call.bid != "pass"; });
  if (raise < 0) return pass;
  if (!may_bid(turn.actions[static_cast<std::size_t>(raise)].call.bid, held)) return pass >= 0 ? pass : raise;
  if (pass < 0) return raise;  // Pflichtdappen (b): the pass is not listed
  const bool nobody_bid = current.empty();
  if (nobody_bid && pflichtdappen(p.rules, p.table.order, seat, own).a) return raise;
  return rng.chance(nobody_bid ? 30 : 45) ? raise : pass;
}

// The generator's choices among the legal actions: the calls above; 5ers pressed only
// where no other card is listed; Ulti now and then, with a random choice of the cards; a
// random legal card (which withholds the Gstiess wherever another card is picked where it
// was forced).
int choose(core::Rng& rng, const Plan& p, const engine::Turn& turn, const record::Hand& hand) {
  using engine::ActionKind;
  const engine::LegalAction& first = turn.actions.front();
  if (first.kind == ActionKind::Call) return choose_call(rng, p, turn, hand);
  if (first.kind == ActionKind::Discard) {
    std::vector<int> free;
    for (std::size_t i = 0; i < turn.actions.size(); ++i)
      if (!is_five(turn.actions[i].card)) free.push_back(static_cast<int>(i));
    if (!free.empty()) return rng.pick(free);
  }
  if (p.ulti && first.kind == ActionKind::Announce) {
    std::vector<int> ulti;
    for (std::size_t i = 0; i < turn.actions.size(); ++i)
      if (turn.actions[i].kind == ActionKind::Announce) ulti.push_back(static_cast<int>(i));
    if (!ulti.empty()) return rng.pick(ulti);
  }
  return engine::random_action(rng, turn);
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
  engine::GenerateRequest table_req = req;
  const std::string variant = req.variant.empty() ? variant_table().front().id : req.variant;
  const Rules r = resolve_rules(variant, req.options);
  table_req.variant = variant;
  table_req.players = req.players > 0 ? req.players : r.v.table_sizes.front();
  const int seats = table_req.players;
  const engine::HandContext ctx = engine::generation_context(module(), table_req);
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
  const Plan plan{r, t, hands, dapp, rigged, rng.chance(30)};
  engine::play_on(module(), ctx, h,
                  [&](const engine::Turn& turn, const record::Hand& hand) { return choose(rng, plan, turn, hand); });
  if (!h.outcome || h.outcome->type != "played") return h;
  if (!h.play) h.play.emplace().ended = "early";  // all seven 5ers shown: a won Marsch without play
  // "Er nimmt den Dapp in seine Hand auf": the record says so now and then.
  if (!h.exchanges.empty() && rng.chance(50)) h.exchanges.front().take = card_list(dapp);
  engine::write_winners(module(), ctx, h, [&] { return rng.chance(30); });
  h.result = result_of(rng, r, variant, req, seats, h);
  return h;
}

}  // namespace stichprobe::games::dappen
