// The Tapp module: runs a hand through deal, auction, swap or exchange, play and
// scoring; the session (Herz-Ass, last game, Zwangsramsch) lies in rules.cpp.
#include "validator/games/tapp/module.h"

#include <utility>

#include "validator/engine/registry.h"
#include "validator/games/tapp/generate.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {

engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts) {
  engine::HandAnalysis out;
  engine::Reporter rep(out.findings, hand.n, kRulePrefix, message_catalogue());
  rep.textless(opts.next != nullptr);  // a probe: its findings are thrown away
  const int n = engine::table_size(ctx);
  // The engine checks the table (session.player-count: "Tapp kann zu dritt oder zu viert
  // gespielt werden.") and the dealer (session.dealer) before it asks the module; called
  // with either wrong, there is no deal to check against.
  if ((n != 3 && n != 4) || hand.dealer < 1 || hand.dealer > n) return out;
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, opts.derivation);
  st.dealer = hand.dealer;
  st.place = place_of(ctx, hand, st.rules);
  st.contract = recorded_contract(hand, st.rules, hand.dealer);
  engine::Timeline tl(opts.timeline, opts.next);
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  check_exchange(st, rep, tl);
  check_play(st, rep, tl);
  if (opts.next) return out;  // asked what may come next: the phases have offered it
  Scores sc = compute_scores(st, opts.derivation);
  check_result(st, sc, rep);
  if (opts.derivation) out.derivation = derivation(st, sc);
  out.payments = std::move(sc.payments);  // sc is not read after this
  if (tl.enabled()) {
    tl.state().phase = "scoring";
    tl.push(engine::StepKind::Score, {"score", "Abrechnung"}, hand.result ? hand.result->pos : hand.pos);
  }
  out.steps = tl.take();
  return out;
}

namespace {

int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) {
  const int n = engine::table_size(ctx);
  if (n != 3 && n != 4) return engine::dealer_to_the_right(ctx, hand);
  // "Der Spieler, der in der nächsten Runde das Herz-Ass erhält, gibt zur letzten Runde"
  const SessionPlace place = place_of(ctx, hand, *rules_for(ctx));
  if (place.role == SessionRole::Watch && place.herz_ass_holder != 0) return place.herz_ass_holder;
  // "danach gibt immer der nächste Spieler rechts vom vorherigen Geber"
  return hand.dealer % n + 1;
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
      .walk = &walk,
  });
  return kModule;
}

}  // namespace stichprobe::games::tapp

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(50, stichprobe::games::tapp::module())
