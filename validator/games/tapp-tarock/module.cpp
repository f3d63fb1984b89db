// The Tapp Tarock GameModule: runs a recorded hand through the phases in order.
#include "validator/games/tapp-tarock/module.h"

#include <memory>
#include <string>

#include "validator/engine/registry.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/generate.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
// The findings' rule prefix: the variant's, which the rules already say.
// A literal either way: the reporter borrows it (no string per hand).
const char* rule_prefix(const Rules& rules) { return rules.old_talon ? "tapp-tarock/old-talon" : kGame; }

// The timeline's last step: the count and who won.
void show_score(const HandState& st, const Scores& sc, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  tl.state().phase = "scoring";
  const std::string declarer_points = sc.declarer_points.to_string();
  const std::string defender_points = sc.defender_points.to_string();
  tl.push(engine::StepKind::Score,
          {"declarer " + declarer_points + " : defenders " + defender_points +
               (sc.declarer_won ? ", declarer wins" : ", declarer loses"),
           "Alleinspieler " + declarer_points + " : Gegenspieler " + defender_points +
               (sc.declarer_won ? ", der Alleinspieler gewinnt" : ", der Alleinspieler verliert")},
          st.hand.result ? st.hand.result->pos : st.hand.pos, st.declarer);
}

// Each bonus item as a record lists it: a seat's own (an honour, the declarer's), else the
// side that scores it; the amount each defender pays or receives.
std::vector<record::Bonus> earned_bonuses(const Scores& sc, int declarer) {
  std::vector<record::Bonus> out;
  for (const ScoreItem& item : sc.items) {
    if (item.type == "game") continue;
    record::Bonus b;
    b.type = item.type;
    b.amount = Rational(item.amount);
    if (item.seat != 0 && (item.seat == declarer) == item.declarer_side)
      b.seat = item.seat;
    else
      b.side = item.declarer_side ? "declarer" : "defenders";
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace

engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts) {
  engine::HandAnalysis out;
  // The engine reports a dealer outside the table (session.dealer) and resolves it before
  // calling; called directly with one, there is no deal to check against.
  if (hand.dealer < 1 || hand.dealer > kSeats) return out;
  const auto rules = rules_for(ctx);
  engine::Reporter rep(out.findings, hand.n, rule_prefix(*rules), message_catalogue());
  rep.textless(opts.next != nullptr);  // a probe: its findings are thrown away
  HandState st(hand, *rules, opts.derivation);
  st.dealer = hand.dealer;
  st.forehand = hand.dealer % kSeats + 1;  // forehand sits to the dealer's right
  engine::Timeline tl(opts.timeline, opts.next);
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  check_exchange(st, rep, tl);
  check_play(st, rep, tl);
  if (opts.next) return out;  // asked what may come next: the phases have offered it
  if (st.scorable()) {
    Scores sc = compute_scores(st, opts.derivation);
    check_result(st, sc, rep);
    if (opts.derivation) out.derivation = derivation(st, sc);
    show_score(st, sc, tl);
    if (opts.derivation) out.earned = earned_bonuses(sc, st.declarer);
    if (sc.decided()) out.payments = std::move(sc.payments);  // nothing below reads them
  } else {
    out.derivation = std::move(st.trick_lines);
  }
  out.steps = tl.take();
  return out;
}

namespace {

// The deal passes to the right; with all-pass=redeal a passed-out deal is dealt
// again by the same dealer.
int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) {
  const auto rules = rules_for(ctx);
  if (rules->all_pass_redeal && hand.auction && hand.dealer >= 1 && hand.dealer <= kSeats) {
    AuctionState st = auction_start(hand.dealer);
    for (const auto& call : hand.auction->calls)
      if (!auction_over(st)) apply_call(st, call.seat, parse_call(call.bid));
    if (auction_over(st) && st.level == 0) return hand.dealer;
  }
  return engine::dealer_to_the_right(ctx, hand);
}

}  // namespace

const engine::GameModule& module() {
  static const engine::FunctionModule kModule({
      .spec = &spec,
      .analyse_hand = &analyse_hand,
      .generate_hand = &generate_hand,
      .prepare = &prepare,
      .card_flow = &card_flow,
      .possible_contracts = &possible_contracts,
      .next_dealer = &next_dealer,
  });
  return kModule;
}

}  // namespace stichprobe::games::tapp_tarock

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(40, stichprobe::games::tapp_tarock::module())
