// The Dappen module: analyse() walks deal, Solo question and bidding, exchange and
// Ulti, play, counting and payment, each phase in its own file.
#include "validator/games/dappen/module.h"

#include <algorithm>

#include "validator/engine/registry.h"
#include "validator/games/dappen/generate.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {
namespace {

// The table the hand is played at. A size the variant does not have leaves no deal to check
// against: the engine says so once (session.player-count), not once per hand.
int seats_of(const engine::HandContext& ctx, const record::Hand& hand, const Rules& r) {
  const int n = engine::table_size(ctx, &hand);
  const int seats = n > 0 ? n : r.v.table_sizes.front();
  const bool known = std::find(r.v.table_sizes.begin(), r.v.table_sizes.end(), seats) != r.v.table_sizes.end();
  return known ? seats : 0;
}

}  // namespace

// analyse_hand(), and the computed scores for the generator (state.h).
engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                             const engine::AnalysisOptions& opts, Scores* scores) {
  engine::HandAnalysis out;
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, opts.derivation);
  st.table = make_table(*rules, seats_of(ctx, hand, *rules), hand.dealer);
  if (st.table.order.empty()) return out;
  engine::Reporter rep(out.findings, hand.n, rules->v.rule_prefix, message_catalogue());
  rep.textless(opts.next != nullptr);  // a probe: its findings are thrown away
  engine::Timeline tl(opts.timeline, opts.next);
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  if (st.played) {
    check_exchange(st, rep, tl);
    check_play(st, rep, tl);
  }
  if (opts.next) return out;  // asked what may come next: the phases have offered it
  if (st.played && st.play_complete) {
    Scores sc = compute_scores(st, opts.derivation);
    check_result(st, sc, rep);
    if (scores) *scores = sc;
    if (opts.derivation) out.derivation = derivation(st, sc);
    out.payments = std::move(sc.payments);  // sc is not read after this
    if (tl.enabled()) {
      tl.state().phase = "scoring";
      tl.push(engine::StepKind::Score, {"score", "Abrechnung"}, hand.result ? hand.result->pos : hand.pos);
    }
  }
  out.steps = tl.take();
  return out;
}

const engine::GameModule& module() {
  static const engine::FunctionModule kModule({
      .spec = &spec,
      .analyse_hand = analyse_hand,
      .generate_hand = &generate_hand,
      .prepare = &prepare,
      .card_flow = &card_flow,
      .possible_contracts = &possible_contracts,
  });
  return kModule;
}

}  // namespace stichprobe::games::dappen

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(10, stichprobe::games::dappen::module())
