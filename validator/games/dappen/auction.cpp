// The Solo question and the bidding: the state machine (declared in rules.h, which
// the generator drives too) and check_auction, which runs the recorded calls through it.
#include <algorithm>

#include "validator/engine/legal.h"
#include "validator/engine/phrases.h"
#include "validator/engine/record_parts.h"
#include "validator/engine/trick_play.h"
#include "validator/engine/words.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

AuctionMachine::AuctionMachine(const Rules& rules, const engine::SeatList& order)
    : rules_(rules), order_(order), ladder_(rules.v.ladder) {
  queue_ = order_;
  if (!rules_.solo) phase_ = Phase::Bidding;
}

int AuctionMachine::to_act() const {
  if (phase_ == Phase::Done) return 0;
  if (challenger_ != 0) return holder_answers_ ? holder_ : challenger_;
  return queue_.empty() ? 0 : queue_.front();
}

int AuctionMachine::level_of(const std::string& bid) const {
  for (std::size_t i = 0; i < ladder_.size(); ++i)
    if (ladder_[i] == bid) return static_cast<int>(i) + 1;
  return 0;
}

std::vector<std::string> AuctionMachine::legal_bids() const {
  switch (phase_) {
    case Phase::Done: return {};
    case Phase::SoloQuestion: return {"pass", "solo"};
    case Phase::SoloStrecken: return {"pass", "strecken"};
    case Phase::Bidding: break;
  }
  const bool can_raise = level_ < static_cast<int>(ladder_.size());
  if (challenger_ != 0) {
    if (holder_answers_) return {"pass", "hold"};
    if (can_raise) return {"pass", ladder_[static_cast<std::size_t>(level_)]};
    return {"pass"};
  }
  if (can_raise) return {"pass", ladder_[static_cast<std::size_t>(level_)]};
  return {"pass"};
}

// The same answer as searching legal_bids(), without building the list (once per call in a hand).
bool AuctionMachine::is_legal(const std::string& bid) const {
  if (engine::is_word(bid, "pass")) return phase_ != Phase::Done;
  switch (phase_) {
    case Phase::Done: return false;
    case Phase::SoloQuestion: return engine::is_word(bid, "solo");
    case Phase::SoloStrecken: return engine::is_word(bid, "strecken");
    case Phase::Bidding: break;
  }
  if (challenger_ != 0 && holder_answers_) return engine::is_word(bid, "hold");
  return level_ < static_cast<int>(ladder_.size()) && ladder_[static_cast<std::size_t>(level_)] == bid;
}

void AuctionMachine::finish() {
  phase_ = Phase::Done;
  queue_.clear();
  challenger_ = 0;
  if (soloist_ != 0 && contract_.empty()) {
    declarer_ = soloist_;
    contract_ = "solo";
  } else if (holder_ != 0) {
    declarer_ = holder_;
    contract_ = ladder_[static_cast<std::size_t>(level_ - 1)];
  }
}

void AuctionMachine::next_turn() {
  if (phase_ == Phase::Bidding && challenger_ == 0 && level_ >= static_cast<int>(ladder_.size()) && holder_ != 0) {
    finish();  // nobody can raise any more
    return;
  }
  if (challenger_ == 0 && queue_.empty()) {
    if (phase_ == Phase::SoloQuestion) {
      phase_ = Phase::Bidding;
      queue_ = order_;
      return;
    }
    finish();
  }
}

std::optional<std::string> AuctionMachine::fault_of(const std::string& bid) const {
  if (is_legal(bid)) return std::nullopt;
  if (engine::is_word(bid, "hold")) return "auction.illegal-hold";
  if (level_of(bid) > 0 || engine::is_word(bid, "solo") || engine::is_word(bid, "strecken"))
    return "auction.illegal-overcall";
  return "auction.illegal-bid";
}

bool AuctionMachine::answer_solo_question(int seat, const std::string& bid) {
  queue_.erase(queue_.begin());
  if (!engine::is_word(bid, "solo")) return false;
  soloist_ = seat;
  if (!rules_.v.strecken_against_solo) {
    finish();
    return true;
  }
  // Buchenbach: "Gegen ein Solo [...] kann ein anderer Spieler strecken", each in turn after the soloist.
  phase_ = Phase::SoloStrecken;
  queue_.clear();
  auto it = std::find(order_.begin(), order_.end(), seat);
  for (std::size_t i = 1; i < order_.size(); ++i)
    queue_.push_back(order_[static_cast<std::size_t>((it - order_.begin() + static_cast<long>(i))) % order_.size()]);
  return false;
}

bool AuctionMachine::answer_solo(int seat, const std::string& bid) {
  queue_.erase(queue_.begin());
  if (!engine::is_word(bid, "strecken")) return false;
  declarer_ = seat;
  contract_ = "strecken";
  bidders_.push_back(soloist_);
  finish();
  return true;
}

void AuctionMachine::bid_in_turn(int seat, const std::string& bid) {
  queue_.erase(queue_.begin());
  const int lvl = level_of(bid);
  if (lvl == 0) {
    if (holder_ == 0) passed_in_bidding_.push_back(seat);
    return;
  }
  bidders_.push_back(seat);
  level_ = lvl;
  if (holder_ != 0) {
    challenger_ = seat;
    holder_answers_ = true;
    return;
  }
  holder_ = seat;
  // Furtwangen: "guckt herum, ob jemand anderes strecken will" — also those who passed.
  if (rules_.raise_any)
    for (int p : passed_in_bidding_) queue_.push_back(p);
}

void AuctionMachine::bid_in_duel(int seat, const std::string& bid) {
  if (holder_answers_) {
    if (engine::is_word(bid, "hold")) {
      holder_answers_ = false;  // the raiser may go higher
      if (level_ >= static_cast<int>(ladder_.size())) challenger_ = 0;
    } else {  // the holder lets go: the raiser holds the game
      holder_ = challenger_;
      challenger_ = 0;
    }
    return;
  }
  const int lvl = level_of(bid);
  if (lvl > 0) {
    level_ = lvl;
    bidders_.push_back(seat);
    holder_answers_ = true;
  } else {
    challenger_ = 0;
  }
}

std::optional<std::string> AuctionMachine::apply(const std::string& bid) {
  const int seat = to_act();
  if (seat == 0) return "auction.call-after-end";
  const std::optional<std::string> fault = fault_of(bid);
  bool finished = false;
  switch (phase_) {
    case Phase::Done: break;
    case Phase::SoloQuestion: finished = answer_solo_question(seat, bid); break;
    case Phase::SoloStrecken: finished = answer_solo(seat, bid); break;
    case Phase::Bidding:
      if (challenger_ != 0)
        bid_in_duel(seat, bid);
      else
        bid_in_turn(seat, bid);
      break;
  }
  if (!finished) next_turn();
  return fault;
}

engine::SeatList AuctionMachine::displaced_bidders() const {
  engine::SeatList out;
  for (int s : bidders_)
    if (s != declarer_ && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  return out;
}

Pflicht pflichtdappen(const Rules& r, const engine::SeatList& order, int seat, const CardSet& hand) {
  Pflicht p;
  if (!r.v.pflichtdappen || order.size() < 2) return p;
  p.a = r.pflicht_a && pflichtdappen_a(hand);
  p.b = order[order.size() - 2] == seat;
  return p;
}

namespace {

using engine::seat_name;
using engine::seat_name_de;

void report_call_after_end(const AuctionMachine& m, const record::Call& call, engine::Reporter& rep) {
  rep.error(m.thrown_in() ? "auction.call-after-end/thrown-in" : "auction.call-after-end", "auction",
            {call.pos, 0, call.seat}, kBidSection,
            {{"contract", m.contract()}, {"seat", seat_name(call.seat), seat_name_de(call.seat)}, {"bid", call.bid}});
}

// Furtwangen: a pass where the seat must (b) or should (a) dappen, nobody having dapped.
void check_pflichtdappen(const HandState& st, const AuctionMachine& m, const record::Call& call, int seat,
                         engine::Reporter& rep) {
  if (!engine::is_word(call.bid, "pass") || !m.nobody_bid_yet() || !st.deal_known) return;
  const Pflicht p = pflichtdappen(st.rules, st.table.order, seat, st.dealt[static_cast<std::size_t>(seat - 1)]);
  if (p.b)
    rep.error("auction.pflichtdappen", "auction", {call.pos, 0, seat}, "Pflichtdappen (b)",
              {{"seat", seat_name(seat), seat_name_de(seat)}});
  else if (p.a)
    rep.warning("auction.pflichtdappen-missed", "auction", {call.pos, 0, seat}, "Pflichtdappen (a)",
                {{"seat", seat_name(seat), seat_name_de(seat)}});
}

// The call of the seat to act, applied to the machine; a call it does not allow is a finding.
void apply_call(AuctionMachine& m, const record::Call& call, int seat, engine::Reporter& rep) {
  // The legal calls are listed only for a finding, and must be read before the call is applied.
  std::vector<std::string> legal;
  if (!m.is_legal(call.bid)) legal = m.legal_bids();
  if (auto fault = m.apply(call.bid)) {
    std::string options;
    for (const auto& b : legal) options += (options.empty() ? "" : ", ") + b;
    // Each code the machine gives has its form "/legal": the call and what was legal instead.
    rep.error(*fault + "/legal", "auction", {call.pos, 0, seat}, kBidSection,
              {{"seat", seat_name(seat), seat_name_de(seat)}, {"bid", call.bid}, {"legal", options}});
  }
}

// A call as the replay's step and the editor's choice say it: "seat 2 calls dappen",
// "Sitz 2 sagt «selber»" (the bids keep their THR names, as in the findings; the words
// are the catalogue's: engine/phrases.h).
Message call_label(int seat, const std::string& bid) { return engine::call_label(message_catalogue(), seat, bid, bid); }

void show_call(const record::Call& call, int seat, engine::Timeline& tl) {
  tl.state().calls.push_back(engine::call_line(message_catalogue(), seat, call.bid, call.bid));
  tl.push(engine::StepKind::Call, call_label(seat, call.bid), call.pos, seat);
}

// What may come next (Timeline::next): the machine's legal calls for the seat to act, but
// no pass where Pflichtdappen (b) binds it; once the bidding is over, the contract it gives
// or the hand thrown in ("Das Spiel kommt ins Loch").
void offer_calls(const HandState& st, const AuctionMachine& m, engine::Timeline& tl) {
  engine::Turn* next = tl.next();
  if (!next || (!st.hand->auction && st.hand->contract)) return;  // a contract without its bidding
  if (m.done()) {
    if (m.thrown_in()) {
      next->outcome = "thrown-in";
      return;
    }
    record::Contract& c = next->contract.emplace();
    c.declarer = m.declarer();
    c.type = m.contract();
    return;
  }
  const int seat = m.to_act();
  const bool must_dappen =
      m.nobody_bid_yet() && st.deal_known &&
      pflichtdappen(st.rules, st.table.order, seat, st.dealt[static_cast<std::size_t>(seat - 1)]).b;
  for (const std::string& bid : m.legal_bids()) {
    if (must_dappen && engine::is_word(bid, "pass")) continue;
    engine::LegalAction call;
    call.seat = seat;
    call.call.seat = seat;
    call.call.bid = bid;
    if (next->labelled) call.label = call_label(seat, bid);
    engine::offer(*next, "auction", std::move(call));
  }
}

// The recorded calls in turn: one after the end or out of turn is reported and skipped.
void run_calls(const HandState& st, const record::Auction& auction, AuctionMachine& m, engine::Reporter& rep,
               engine::Timeline& tl) {
  bool extra_reported = false;
  for (const auto& call : auction.calls) {
    const int seat = m.to_act();
    if (seat == 0) {
      if (!extra_reported) report_call_after_end(m, call, rep);
      extra_reported = true;
      continue;
    }
    if (call.seat != seat) {
      rep.error(
          "auction.out-of-turn", "auction", {call.pos, 0, call.seat}, kBidSection,
          {{"expected", seat_name(seat), seat_name_de(seat)}, {"seat", seat_name(call.seat), seat_name_de(call.seat)}});
      continue;
    }
    check_pflichtdappen(st, m, call, seat, rep);
    apply_call(m, call, seat, rep);
    if (tl.enabled()) show_call(call, seat, tl);
  }
  if (!m.done())
    rep.error("auction.incomplete", "auction", {auction.pos, 0, m.to_act()}, kBidSection,
              {{"expected", seat_name(m.to_act()), seat_name_de(m.to_act())}});
}

// The recorded contract against the one the bidding ends in; an unfinished bidding takes the record's.
void check_contract(HandState& st, const AuctionMachine& m, engine::Reporter& rep) {
  if (m.done()) {
    st.declarer = m.declarer();
    st.contract = m.contract();
    st.thrown_in = m.thrown_in();
    st.displaced = m.displaced_bidders();
  }
  const record::Contract* c = st.hand->contract ? &*st.hand->contract : nullptr;
  if (c && m.done() && !st.thrown_in && (c->declarer.value_or(0) != st.declarer || c->type != st.contract))
    rep.error("auction.wrong-contract", "auction", {c->pos, 0, c->declarer.value_or(0)}, kBidSection,
              {{"contract", st.contract},
               {"declarer", seat_name(st.declarer), seat_name_de(st.declarer)},
               {"recorded", c->type},
               {"recorded_declarer", seat_name(c->declarer.value_or(0)), seat_name_de(c->declarer.value_or(0))}});
  if (c && st.thrown_in)
    rep.error("auction.wrong-contract/thrown-in", "auction", {c->pos, 0, c->declarer.value_or(0)}, kBidSection, {});
  if (!m.done() && c && c->declarer && contract_row(st.rules.v, c->type)) {
    st.declarer = *c->declarer;
    st.contract = c->type;
  }
}

// "Will niemand Solo spielen oder dappen, werden die Karten zusammen geworfen": a hand thrown
// in goes no further. A contract is reported above; else the first exchange, announcement,
// play or result the record has after the bidding, once.
void check_nothing_after(const HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (hand.contract) return;
  if (const auto pos = engine::first_part_after_auction(hand, spec().unused_parts))
    rep.error("auction.wrong-contract/thrown-in-goes-on", "auction", {*pos, 0, 0}, kBiddingSection, {});
}

// The recorded outcome against the bidding's: thrown in or played (Dappen has no redeal: "der
// nächste gibt"). True: played. A played hand whose outcome says otherwise is one finding, and
// the hand is checked as the bidding has it.
bool check_outcome(const HandState& st, engine::Reporter& rep) {
  static const std::string kPlayed = "played";
  const record::Hand& hand = *st.hand;
  const std::string& outcome = hand.outcome ? hand.outcome->type : kPlayed;
  const Pos outcome_pos = hand.outcome ? hand.outcome->pos : hand.pos;
  if (st.thrown_in) {
    // "Will niemand Solo spielen oder dappen, werden die Karten zusammen geworfen («Das Spiel kommt ins Loch»)"
    if (!engine::is_word(outcome, "thrown-in"))
      rep.error("auction.thrown-in", "auction", {outcome_pos, 0, 0}, kBiddingSection, {{"outcome", outcome}});
    check_nothing_after(st, rep);
    return false;
  }
  // Neither a finished bidding nor a contract says what was played: the outcome stands as recorded.
  if (st.declarer == 0) return false;
  if (engine::is_word(outcome, "thrown-in"))
    rep.error("auction.not-thrown-in", "auction", {outcome_pos, 0, st.declarer}, kBiddingSection,
              {{"contract", st.contract}, {"declarer", seat_name(st.declarer), seat_name_de(st.declarer)}});
  else if (!engine::is_word(outcome, "played"))
    rep.error("auction.outcome-mismatch", "auction", {outcome_pos, 0, st.declarer}, kBiddingSection,
              {{"contract", st.contract},
               {"declarer", seat_name(st.declarer), seat_name_de(st.declarer)},
               {"outcome", outcome}});
  return true;
}

// Whether exchange and play can follow: a declarer at the table and a known deal.
bool can_play(const HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (st.declarer < 0 || st.declarer > st.table.seats) {  // a damaged record: the contract names no seat here
    rep.error("auction.wrong-contract/declarer-seat", "auction", {hand.contract ? hand.contract->pos : hand.pos, 0, 0},
              kBiddingSection, {{"declarer", st.declarer}, {"players", st.table.seats}});
    return false;
  }
  if (st.declarer != 0 && st.deal_known) return true;
  if (!st.deal_known && hand.play) rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0}, kDealSection, {});
  return false;
}

void show_contract(const HandState& st, engine::Timeline& tl) {
  tl.state().contract = {st.contract + " by " + seat_name(st.declarer),
                         st.contract + " von " + seat_name_de(st.declarer)};
  tl.state().seats[static_cast<std::size_t>(st.declarer - 1)].roles.push_back("declarer");
  tl.push(engine::StepKind::Contract, tl.state().contract, st.hand->contract ? st.hand->contract->pos : st.hand->pos,
          st.declarer);
}

}  // namespace

void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  AuctionMachine m(st.rules, st.table.order);
  if (st.hand->auction) run_calls(st, *st.hand->auction, m, rep, tl);
  offer_calls(st, m, tl);
  check_contract(st, m, rep);
  st.played = check_outcome(st, rep) && can_play(st, rep);
  if (st.played && tl.enabled()) show_contract(st, tl);
}

std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand) {
  const auto rules = rules_for(ctx);
  const Table t = make_table(*rules, engine::table_size(ctx, &hand), hand.dealer);
  std::vector<record::Contract> out;
  std::vector<std::string> types;
  for (const ContractRow& row : rules->v.contracts) {
    if ((row.type == "solo" && !rules->solo) || std::find(types.begin(), types.end(), row.type) != types.end())
      continue;
    types.push_back(row.type);
    for (int seat : t.order) {
      record::Contract c;
      c.declarer = seat;
      c.type = row.type;
      out.push_back(std::move(c));
    }
  }
  return out;
}

}  // namespace stichprobe::games::dappen
