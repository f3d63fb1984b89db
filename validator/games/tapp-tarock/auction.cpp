// The bidding: "Forehand opens the bidding which rotates anticlockwise." Bids rise
// one level at a time; once a Dreier stands, Solo may be jumped to at a player's first
// turn; an overcalled player may hold; a player who passed is out (section Bidding,
// footnote c). check_auction replays the recorded calls against these rules, then the
// contract against the auction's result ("The highest bidder becomes the declarer,
// noting that, if the highest bid was held, the holder is the declarer.").
#include "validator/engine/legal.h"
#include "validator/engine/phrases.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
int next_seat(int seat) { return seat % kSeats + 1; }
// Position in the bidding order, forehand first.
int order_index(const AuctionState& st, int seat) { return (seat - st.forehand + kSeats) % kSeats; }
int passed_count(const AuctionState& st) {
  int n = 0;
  for (int s = 1; s <= kSeats; ++s) n += st.passed[static_cast<std::size_t>(s)] ? 1 : 0;
  return n;
}
// Overcalled: someone bid strictly higher after this seat's last bid or hold.
bool overcalled(const AuctionState& st, int seat) {
  const int last = st.last_call[static_cast<std::size_t>(seat)];
  return last >= 0 && st.last_raise > last;
}
std::string level_name(int level) {
  return level >= 1 && level <= 4 ? contract_token(static_cast<Contract>(level)) : "none";
}

// "A player whose has been overcalled may, when the turn rotates around again, may 'hold'":
// a bid that overcalled his own; by default only from a seat nearer forehand (option hold).
std::optional<Fault> hold_fault(const AuctionState& st, const Rules& rules, int seat) {
  if (st.level == 0) return Fault{"auction.illegal-hold", engine::say(message_catalogue(), "auction.illegal-hold")};
  if (st.high_seat == seat)
    return Fault{"auction.illegal-hold", engine::say(message_catalogue(), "auction.illegal-hold/own",
                                                     {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (!overcalled(st, seat))
    return Fault{"auction.illegal-hold", engine::say(message_catalogue(), "auction.illegal-hold/not-overcalled",
                                                     {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (!rules.hold_any_overcalled && order_index(st, seat) > order_index(st, st.high_seat))
    return Fault{"auction.illegal-hold",
                 engine::say(message_catalogue(), "auction.illegal-hold/later-seat",
                             {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)},
                              {"high_seat", engine::seat_name(st.high_seat), engine::seat_name_de(st.high_seat)}})};
  return std::nullopt;
}

// A bid: the next level up, or Solo at a player's first turn once a Dreier stands.
std::optional<Fault> bid_fault(const AuctionState& st, const Rules& rules, int seat, const CallAction& a) {
  const auto si = static_cast<std::size_t>(seat);
  const bool first_turn = !st.spoke[si];
  // "Once a Dreier is bid, a later player must pass or overcall with the next higher
  // bid, except that Solo may be bid at the first opportunity": the exception belongs
  // to the overcall, so before a Dreier the only bid is Dreier (option solo-opening).
  const bool solo_jump = first_turn && (st.level > 0 || rules.solo_opening);
  if (a.level == static_cast<int>(Contract::Solo) && solo_jump && st.level < a.level) return std::nullopt;
  if (a.level == static_cast<int>(Contract::Solo) && st.level == 0 && !rules.solo_opening)
    return Fault{"auction.illegal-overcall",
                 engine::say(message_catalogue(), "auction.illegal-overcall",
                             {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (a.level == st.level + 1) return std::nullopt;
  const std::string expected =
      st.level >= 4 ? std::string("pass or hold")
                    : "pass or " + level_name(st.level + 1) + (solo_jump && st.level < 3 ? " (or solo)" : "");
  const std::string erlaubt =
      st.level >= 4 ? std::string("pass oder hold")
                    : "pass oder " + level_name(st.level + 1) + (solo_jump && st.level < 3 ? " (oder solo)" : "");
  return Fault{"auction.illegal-overcall",
               engine::say(message_catalogue(),
                           st.level == 0 ? "auction.illegal-overcall/first" : "auction.illegal-overcall/after",
                           {{"level", level_name(st.level)},
                            {"seat", engine::seat_name(seat), engine::seat_name_de(seat)},
                            {"expected", expected, erlaubt},
                            {"bid", level_name(a.level)}})};
}

// A call in the replay, in German, in the findings' words: "passt", "sagt „halte
// ich“", "sagt Dreier"; and as a line of the auction list ("passt", "halte ich", "Dreier").
// A bid as German names it where the catalogue has no form of its own: a contract's name.
std::string bid_de(const std::string& bid) {
  if (const auto c = parse_contract(bid)) return contract_name(*c);
  return bid;
}

void check_all_pass_outcome(const HandState& st, engine::Reporter& rep) {
  const std::string expected = st.rules.all_pass_redeal ? "redeal" : "thrown-in";
  const auto& o = st.hand.outcome;
  if (o && o->type != expected)
    rep.error("auction.all-pass-outcome", "auction", {o->pos, 0, 0}, kBidding,
              {{"expected", expected}, {"type", o->type}});
  if (st.hand.contract || !st.hand.exchanges.empty() || st.hand.play)
    rep.error("auction.wrong-contract", "auction", {st.hand.contract ? st.hand.contract->pos : st.hand.pos, 0, 0},
              kBidding, {});
}

// A call as the replay's step and the editor's choice say it: "seat 1 calls dreier".
Message call_label(int seat, const std::string& bid) {
  return engine::call_label(message_catalogue(), seat, bid, bid_de(bid));
}

// One recorded call in the replay: the list of calls so far and its step.
void show_call(const record::Call& call, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  tl.state().calls.push_back(engine::call_line(message_catalogue(), call.seat, call.bid, bid_de(call.bid)));
  tl.push(engine::StepKind::Call, call_label(call.seat, call.bid), call.pos, call.seat);
}

// What may come next (Timeline::next): the legal calls of the seat to call; once the
// bidding is over, the contract it gives, or with all passing the hand's end.
void offer_calls(const HandState& st, const AuctionState& auction, engine::Timeline& tl) {
  engine::Turn* next = tl.next();
  if (!next || (!st.hand.auction && st.hand.contract)) return;  // a contract without its bidding
  if (auction_over(auction)) {
    if (auction.level == 0) {
      next->outcome = st.rules.all_pass_redeal ? "redeal" : "thrown-in";
      return;
    }
    record::Contract& c = next->contract.emplace();
    c.declarer = auction.high_seat;
    c.type = contract_token(static_cast<Contract>(auction.level));
    return;
  }
  for (const CallAction& a : legal_calls(auction, st.rules)) {
    engine::LegalAction call;
    call.seat = auction.to_move;
    call.call.seat = auction.to_move;
    call.call.bid = call_token(a);
    if (next->labelled) call.label = call_label(call.seat, call.call.bid);
    engine::offer(*next, "auction", std::move(call));
  }
}

// Each recorded call against the bidding rules; a faulty call still moves the auction
// on as recorded, so one mistake is one finding.
AuctionState replay_calls(const HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  AuctionState auction = auction_start(st.dealer);
  if (!st.hand.auction) return auction;
  for (const record::Call& call : st.hand.auction->calls) {
    const CallAction a = parse_call(call.bid);
    if (auto fault = call_fault(auction, st.rules, call.seat, a)) {
      rep.error(fault->code, "auction", {call.pos, 0, call.seat},
                {engine::seat_name(call.seat) + " calls " + call.bid + ": " + fault->message.en,
                 engine::seat_name_de(call.seat) + " sagt " + call.bid + ": " + fault->message.de},
                kBidding);
    }
    if (call.seat >= 1 && call.seat <= kSeats && !auction_over(auction)) apply_call(auction, call.seat, a);
    tl.state().to_move = auction.to_move;
    show_call(call, tl);
  }
  if (!auction_over(auction))
    rep.error("auction.incomplete", "auction", {st.hand.auction->pos, 0, auction.to_move}, kBidding,
              {{"expected", engine::seat_name(auction.to_move), engine::seat_name_de(auction.to_move)}});
  return auction;
}

// The recorded <contract> against the auction's result: a contract the game knows, a
// declarer at the table, the one the bidding made.
void check_recorded_contract(HandState& st, engine::Reporter& rep, const AuctionState& auction,
                             std::optional<Contract> by_auction) {
  const record::Contract& c = *st.hand.contract;
  st.contract = parse_contract(c.type);
  st.declarer = c.declarer.value_or(auction.high_seat);
  if (!st.contract)
    rep.error("auction.unknown-contract", "auction", {c.pos, 0, st.declarer}, kBidding, {{"type", c.type}});
  if (st.declarer < 1 || st.declarer > kSeats) {
    rep.error("auction.wrong-contract/declarer-seat", "auction", {c.pos, 0, 0}, kBidding, {});
    st.contract.reset();
  } else if (by_auction && st.contract && (*by_auction != *st.contract || auction.high_seat != st.declarer)) {
    rep.error("auction.wrong-contract/bidding", "auction", {c.pos, 0, st.declarer}, kBidding,
              {{"auction_declarer", engine::seat_name(auction.high_seat), engine::seat_name_de(auction.high_seat)},
               {"auction_contract", contract_token(*by_auction)},
               {"declarer", engine::seat_name(st.declarer), engine::seat_name_de(st.declarer)},
               {"type", c.type}});
  }
}

// The contract: the recorded one checked against the bidding, else the bidding's own.
void settle_contract(HandState& st, engine::Reporter& rep, const AuctionState& auction) {
  std::optional<Contract> by_auction;
  if (st.hand.auction && auction.level > 0) by_auction = static_cast<Contract>(auction.level);
  if (st.hand.contract) {
    check_recorded_contract(st, rep, auction, by_auction);
  } else if (by_auction) {
    st.contract = by_auction;
    st.declarer = auction.high_seat;
  } else if (st.hand.auction && st.hand.play) {  // without a bidding the engine says so
    rep.error("auction.wrong-contract/unknown", "auction", {st.hand.pos, 0, 0}, kBidding, {});
  }
}

void show_contract(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  tl.state().contract = {std::string(contract_token(*st.contract)) + " by " + engine::seat_name(st.declarer),
                         std::string(contract_name(*st.contract)) + " von " + engine::seat_name_de(st.declarer)};
  show_roles(st, tl);
  tl.push(engine::StepKind::Contract, tl.state().contract, st.hand.contract ? st.hand.contract->pos : st.hand.pos,
          st.declarer);
}

}  // namespace

CallAction parse_call(std::string_view bid) {
  if (bid == "pass") return {CallKind::Pass, 0};
  if (bid == "hold") return {CallKind::Hold, 0};
  if (auto c = parse_contract(bid)) return {CallKind::Bid, static_cast<int>(*c)};
  return {CallKind::Unknown, 0};
}

std::string call_token(const CallAction& a) {
  switch (a.kind) {
    case CallKind::Pass: return "pass";
    case CallKind::Hold: return "hold";
    case CallKind::Bid: return level_name(a.level);
    case CallKind::Unknown: break;
  }
  return "?";
}

AuctionState auction_start(int dealer) {
  AuctionState st;
  st.forehand = next_seat(dealer);  // "beginning with forehand (to the right)"
  st.to_move = st.forehand;
  return st;
}

bool auction_over(const AuctionState& st) {
  const int passed = passed_count(st);
  return passed == kSeats || (st.level > 0 && passed == kSeats - 1);
}

std::optional<Fault> call_fault(const AuctionState& st, const Rules& rules, int seat, const CallAction& a) {
  if (seat < 1 || seat > kSeats)  // a damaged record: no such seat may call
    return Fault{"auction.out-of-turn", engine::say(message_catalogue(), "auction.out-of-turn",
                                                    {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  const auto si = static_cast<std::size_t>(seat);
  if (a.kind == CallKind::Unknown)
    return Fault{"auction.unknown-bid", engine::say(message_catalogue(), "auction.unknown-bid")};
  if (auction_over(st))
    return Fault{"auction.call-after-end",
                 engine::say(message_catalogue(), "auction.call-after-end",
                             {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (st.passed[si] && a.kind != CallKind::Pass)
    return Fault{"auction.re-entry", engine::say(message_catalogue(), "auction.re-entry",
                                                 {{"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (seat != st.to_move)
    return Fault{"auction.out-of-turn",
                 engine::say(message_catalogue(), "auction.out-of-turn/turn",
                             {{"expected", engine::seat_name(st.to_move), engine::seat_name_de(st.to_move)},
                              {"seat", engine::seat_name(seat), engine::seat_name_de(seat)}})};
  if (a.kind == CallKind::Pass) return std::nullopt;
  if (a.kind == CallKind::Hold) return hold_fault(st, rules, seat);
  return bid_fault(st, rules, seat, a);
}

void apply_call(AuctionState& st, int seat, const CallAction& a) {
  if (seat < 1 || seat > kSeats || a.kind == CallKind::Unknown) return;
  const auto si = static_cast<std::size_t>(seat);
  st.spoke[si] = true;
  if (a.kind == CallKind::Pass) {
    st.passed[si] = true;
  } else if (a.kind == CallKind::Hold) {
    if (st.level > 0) st.high_seat = seat;
    st.passed[si] = false;
    st.last_call[si] = st.calls;
  } else {
    if (a.level > st.level) st.last_raise = st.calls;
    st.level = std::max(st.level, a.level);
    st.high_seat = seat;
    st.passed[si] = false;
    st.last_call[si] = st.calls;
  }
  ++st.calls;
  st.to_move = 0;
  if (auction_over(st)) return;
  for (int s = next_seat(seat); s != seat; s = next_seat(s))
    if (!st.passed[static_cast<std::size_t>(s)]) {
      st.to_move = s;
      return;
    }
  st.to_move = st.passed[si] ? 0 : seat;
}

std::vector<CallAction> legal_calls(const AuctionState& st, const Rules& rules) {
  std::vector<CallAction> out;
  if (auction_over(st) || st.to_move == 0) return out;
  std::vector<CallAction> all{{CallKind::Pass, 0}, {CallKind::Hold, 0}};
  for (int l = 1; l <= 4; ++l) all.push_back({CallKind::Bid, l});
  for (const auto& a : all)
    if (!call_fault(st, rules, st.to_move, a)) out.push_back(a);
  return out;
}

void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const AuctionState auction = replay_calls(st, rep, tl);
  offer_calls(st, auction, tl);
  st.all_passed = st.hand.auction && auction.level == 0 && auction_over(auction);
  if (st.all_passed) {
    check_all_pass_outcome(st, rep);
    return;
  }
  settle_contract(st, rep, auction);
  if (!st.contract) return;
  const auto& outcome = st.hand.outcome;
  if (outcome && outcome->type != "played")
    rep.error("auction.all-pass-outcome/played", "auction", {outcome->pos, 0, 0}, kBidding, {{"type", outcome->type}});
  show_contract(st, tl);
}

std::vector<record::Contract> possible_contracts(const engine::HandContext&, const record::Hand&) {
  std::vector<record::Contract> out;
  for (const Contract c : {Contract::Dreier, Contract::Unterer, Contract::Oberer, Contract::Solo})
    for (int seat = 1; seat <= kSeats; ++seat) {
      record::Contract rc;
      rc.type = contract_token(c);
      rc.declarer = seat;
      out.push_back(std::move(rc));
    }
  return out;
}

}  // namespace stichprobe::games::tapp_tarock
