// The Troggu module: analyse_hand() runs the phases in order (deal, auction, exchange,
// play, scoring, result); the GameModule and its registration.
#include "validator/games/troggu/module.h"
#include "validator/engine/registry.h"
#include "validator/games/troggu/generate.h"
#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

namespace {

// "Wer der Partner des Tappisten ist, wird erst dann für alle ersichtlich, wenn der
// gerufene Trumpf ausgespielt wird": the partner's role appears from that card on.
void reveal_partner(std::vector<engine::Step>& steps, int partner, Card card) {
  bool shown = false;
  for (auto& step : steps) {
    if (!shown && step.kind == engine::StepKind::Play && step.card == card) shown = true;
    if (shown) step.state.seats[static_cast<std::size_t>(partner - 1)].roles.push_back("partner");
  }
}

// The table the hand is played at: players in order, the dealer. The table size per variant
// (Visp: "Erlaubt keine Drei-Spieler-Version."; St. Niklaus: "Es ist keine Acht-Spieler-Version
// vorhanden.") and the dealer are the session driver's checks (session.player-count,
// session.dealer); false outside 3..8, where there is no deal to check against, and for a
// dealer off the table (only from a direct call), where nothing is checked.
bool seat_table(HandState& st, const engine::HandContext& ctx, const record::Hand& hand) {
  st.players = engine::table_size(ctx, &hand);
  if (st.players < 3 || st.players > 8 || hand.dealer < 1 || hand.dealer > st.players) return false;
  st.dealer = hand.dealer;
  st.order.reserve(static_cast<std::size_t>(st.players));
  for (int s = 1; s <= st.players; ++s) st.order.push_back(s);
  return true;
}

// A game to play: a Misere, or a normal game or Solo whose declarer sits at the table.
bool game_known(const HandState& st) {
  const bool seated = st.contract.declarer >= 1 && st.contract.declarer <= st.players;
  return !st.contract.type.empty() && (st.contract.type == "misere" || seated);
}

void push_scoring_step(engine::Timeline& tl, const record::Hand& hand) {
  if (!tl.enabled()) return;
  tl.state().phase = "scoring";
  tl.state().to_move = 0;
  tl.push(engine::StepKind::Score, {"count and pay", "Zählen und Bezahlen"}, hand.result ? hand.result->pos : hand.pos);
}

}  // namespace

// analyse_hand(), and the computed scores for the generator (state.h).
engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                             const engine::AnalysisOptions& opts, Scores* scores) {
  engine::HandAnalysis out;
  const auto rules = rules_for(ctx);
  HandState st(&hand, *rules, opts.derivation);
  engine::Reporter rep(out.findings, hand.n, st.rules.rule_prefix, message_catalogue());
  rep.textless(opts.next != nullptr);  // a probe: its findings are thrown away
  if (!seat_table(st, ctx, hand)) return out;
  const auto plan = plan_for(ctx, *st.rules.variant, st.players);
  st.plan = &*plan;
  engine::Timeline tl(opts.timeline, opts.next);
  check_deal(st, rep, tl);
  check_auction(st, rep, tl);
  if (!game_known(st)) {
    out.steps = tl.take();
    return out;
  }
  check_exchange(st, rep, tl);
  check_play(st, rep, tl);
  if (opts.next) return out;  // asked what may come next: the phases have offered it
  Scores sc = compute_scores(st, opts.derivation);
  if (scores) *scores = sc;
  check_result(st, sc, rep);
  if (opts.derivation) out.derivation = derivation(st, sc);
  if (sc.available) out.payments = std::move(sc.payments);  // sc is not read after this
  push_scoring_step(tl, hand);
  out.steps = tl.take();
  if (st.partner && st.contract.partner_card) reveal_partner(out.steps, st.partner, *st.contract.partner_card);
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

}  // namespace stichprobe::games::troggu

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(20, stichprobe::games::troggu::module())
