// The Tübinger Tarock module: analyse() runs a hand through its phases in the order
// of the table (Geben, Legen, Ansagen, Spielphase, Zählen); a redeal keeps the dealer.
#include "validator/games/tuebinger-tarock/module.h"

#include <memory>

#include "validator/engine/registry.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/generate.h"
#include "validator/games/tuebinger-tarock/spec.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {

engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts) {
  engine::HandAnalysis out;
  // The engine calls with four seats and a dealer among them (session.player-count and
  // session.dealer are its findings); called otherwise, there is no deal to check against.
  const int seats = engine::table_size(ctx);
  if ((seats != 0 && seats != kSeats) || hand.dealer < 1 || hand.dealer > kSeats) return out;
  engine::Reporter rep(out.findings, hand.n, kGameId, message_catalogue());
  rep.textless(opts.next != nullptr);  // a probe: its findings are thrown away
  engine::Timeline tl(opts.timeline, opts.next);
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, opts.derivation);
  check_deal(st, rep, tl);
  check_exchange(st, rep, tl);
  check_auction(st, rep, tl);
  check_play(st, rep, tl);
  if (opts.next) return out;  // asked what may come next: the phases have offered it
  Scores sc = compute_scores(st, opts.derivation);
  check_result(st, sc, rep);
  for (int s = 1; s <= kSeats; ++s)
    if (sc.pay[static_cast<std::size_t>(s)] != Rational(0)) out.payments[s] = sc.pay[static_cast<std::size_t>(s)];
  if (opts.derivation) out.derivation = derivation(st, sc);
  if (tl.enabled()) {
    tl.state().phase = "scoring";
    const Message detail = game_detail(st, sc);
    tl.push(engine::StepKind::Score, {"score: " + detail.en, "Abrechnung: " + detail.de},
            hand.result ? hand.result->pos : hand.pos);
  }
  out.steps = tl.take();
  return out;
}

namespace {

// "Nun verteilt der selbe Geber die Karten erneut" (Stecken) and "vom selben Geber noch
// mal verteilt" (no Tout taker): a redeal keeps the dealer; otherwise the next to the right.
int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) {
  if (is_redeal(hand)) return hand.dealer;
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

}  // namespace stichprobe::games::tuebinger_tarock

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(30, stichprobe::games::tuebinger_tarock::module())
