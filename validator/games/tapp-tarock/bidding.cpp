// Checks the recorded calls against the bidding rules, then the contract against
// the auction's result ("The highest bidder becomes the declarer, noting that, if
// the highest bid was held, the holder is the declarer.").
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"

namespace stichprobe::games::tapp_tarock {
namespace {

// A call in the replay, in German, in the findings' words: "passt", "sagt „halte
// ich“", "sagt Dreier"; and as a line of the auction list ("passt", "halte ich", "Dreier").
std::string call_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "hold") return "halte ich";
  if (const auto c = parse_contract(bid)) return contract_name(*c);
  return bid;
}
std::string says_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "hold") return "sagt „halte ich“";
  return "sagt " + call_de(bid);
}

void check_all_pass_outcome(HandRun& run) {
  const std::string expected = run.rules.all_pass_redeal ? "redeal" : "thrown-in";
  const auto& o = run.hand.outcome;
  if (o && o->type != expected)
    run.rep.error(
        "auction.all-pass-outcome", "auction", {o->pos, 0, 0},
        {"all three passed: the outcome is " + expected + " (option all-pass), the record has " + o->type,
         "alle drei haben gepasst: der Ausgang ist " + expected + " (Option all-pass), aufgeschrieben ist " + o->type},
        kBidding);
  if (run.hand.contract || !run.hand.exchanges.empty() || run.hand.play)
    run.rep.error("auction.wrong-contract", "auction",
                  {run.hand.contract ? run.hand.contract->pos : run.hand.pos, 0, 0},
                  {"all three passed, so no contract is played, but the record goes on to a contract or play",
                   "alle drei haben gepasst, also wird kein Spiel gespielt, aufgeschrieben sind aber ein Kontrakt "
                   "oder ein Spielverlauf"},
                  kBidding);
}
}  // namespace

void check_bidding(HandRun& run) {
  AuctionState st = auction_start(run.dealer);
  const record::Hand& h = run.hand;
  if (h.auction) {
    for (const record::Call& call : h.auction->calls) {
      const CallAction a = parse_call(call.bid);
      if (auto fault = call_fault(st, run.rules, call.seat, a)) {
        run.rep.error(fault->code, "auction", {call.pos, 0, call.seat},
                      {engine::seat_name(call.seat) + " calls " + call.bid + ": " + fault->message.en,
                       engine::seat_name_de(call.seat) + " sagt " + call.bid + ": " + fault->message.de},
                      kBidding);
      }
      if (call.seat >= 1 && call.seat <= kSeats && !auction_over(st)) apply_call(st, call.seat, a);
      run.tl.state().to_move = st.to_move;
      if (run.tl.enabled()) {
        run.tl.state().calls.push_back({engine::seat_name(call.seat) + ": " + call.bid,
                                        engine::seat_name_de(call.seat) + ": " + call_de(call.bid)});
        run.tl.push(engine::StepKind::Call,
                    {engine::seat_name(call.seat) + " calls " + call.bid,
                     engine::seat_name_de(call.seat) + " " + says_de(call.bid)},
                    call.pos, call.seat);
      }
    }
    if (!auction_over(st))
      run.rep.error("auction.incomplete", "auction", {h.auction->pos, 0, st.to_move},
                    {"the bidding is not finished: " + engine::seat_name(st.to_move) + " is still to call",
                     "die Reizung ist nicht zu Ende: " + engine::seat_name_de(st.to_move) + " muss noch bieten"},
                    kBidding);
  }
  std::optional<Contract> by_auction;
  if (h.auction && st.level > 0) by_auction = static_cast<Contract>(st.level);
  run.all_passed = h.auction && st.level == 0 && auction_over(st);
  if (run.all_passed) {
    check_all_pass_outcome(run);
    return;
  }
  if (!h.contract) {
    if (by_auction) {
      run.contract = by_auction;
      run.declarer = st.high_seat;
    } else if (h.play) {
      run.rep.error("auction.wrong-contract", "auction", {h.pos, 0, 0},
                    {"neither the bidding nor a contract says what was played",
                     "weder die Reizung noch ein Kontrakt sagt, was gespielt wurde"},
                    kBidding);
    }
  } else {
    const record::Contract& c = *h.contract;
    run.contract = parse_contract(c.type);
    run.declarer = c.declarer.value_or(st.high_seat);
    if (!run.contract)
      run.rep.error("auction.unknown-contract", "auction", {c.pos, 0, run.declarer},
                    {"\"" + c.type + "\" is not a Tapp Tarock contract (dreier, unterer, oberer, solo)",
                     "\"" + c.type + "\" ist kein Tapp-Tarock-Spiel (dreier, unterer, oberer, solo)"},
                    kBidding);
    if (run.declarer < 1 || run.declarer > kSeats) {
      run.rep.error("auction.wrong-contract", "auction", {c.pos, 0, 0},
                    {"the declarer must be one of seats 1-3", "der Alleinspieler muss einer der Sitze 1-3 sein"},
                    kBidding);
      run.contract.reset();
    } else if (by_auction && run.contract && (*by_auction != *run.contract || st.high_seat != run.declarer)) {
      run.rep.error(
          "auction.wrong-contract", "auction", {c.pos, 0, run.declarer},
          {std::string("the bidding makes ") + engine::seat_name(st.high_seat) + " declarer in " +
               contract_token(*by_auction) + "; the record has " + engine::seat_name(run.declarer) + " in " + c.type,
           "nach der Reizung ist " + engine::seat_name_de(st.high_seat) + " Alleinspieler mit " +
               contract_token(*by_auction) + "; aufgeschrieben ist " + engine::seat_name_de(run.declarer) + " mit " +
               c.type},
          kBidding);
    }
    if (!h.auction)
      run.rep.info("auction.not-recorded", "auction", {c.pos, 0, run.declarer},
                   {"the bidding is not recorded: the contract is taken as recorded",
                    "die Reizung ist nicht aufgeschrieben: das Spiel gilt, wie es aufgeschrieben ist"},
                   kBidding);
  }
  if (run.contract && h.outcome && h.outcome->type != "played")
    run.rep.error("auction.all-pass-outcome", "auction", {h.outcome->pos, 0, 0},
                  {"a contract was bid, so the hand is played; the record's outcome is " + h.outcome->type,
                   "es wurde ein Spiel geboten, also wird gespielt; aufgeschrieben ist der Ausgang " + h.outcome->type},
                  kBidding);
  if (run.contract && run.tl.enabled()) {
    run.tl.state().contract = {
        std::string(contract_token(*run.contract)) + " by " + engine::seat_name(run.declarer),
        std::string(contract_name(*run.contract)) + " von " + engine::seat_name_de(run.declarer)};
    run.seat_roles();
    run.tl.push(engine::StepKind::Contract, run.tl.state().contract, h.contract ? h.contract->pos : h.pos,
                run.declarer);
  }
}

}  // namespace stichprobe::games::tapp_tarock
