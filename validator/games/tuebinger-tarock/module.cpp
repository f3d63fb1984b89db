// The Tübinger Tarock module: analyse() runs a hand through evaluate(), counts the
// claimed Strafen and compares the result; a redeal keeps the dealer.
#include "validator/games/tuebinger-tarock/tuebinger_tarock.h"

#include <memory>

#include "validator/engine/registry.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/generate.h"
#include "validator/games/tuebinger-tarock/result.h"

namespace stichprobe::games::tuebinger {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);  // card_flow.cpp

namespace {

class Module final : public engine::GameModule {
 public:
  const engine::GameSpec& spec() const override { return game_spec(); }

  engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                               const engine::AnalysisOptions& opts) const override {
    engine::HandAnalysis out;
    engine::Reporter rep(out.findings, hand.n, kGameId);
    engine::Timeline tl(opts.timeline);
    // Not four at the table: no deal to check against; the session driver says so once
    // (session.player-count, "Beteiligt sind 4 Spieler."), not once per hand.
    if (ctx.seat_count != 0 && ctx.seat_count != kSeats) return out;
    if (hand.dealer < 1 || hand.dealer > kSeats) {
      rep.error("session.dealer", "deal", {hand.pos, 0, 0},
                {"the dealer must be one of seats 1-4, the record has " + std::to_string(hand.dealer),
                 "der Geber muss einer der Sitze 1-4 sein, aufgeschrieben ist " + std::to_string(hand.dealer)},
                "Geben");
      return out;
    }
    Evaluation ev = evaluate(ctx, hand, rep, tl, opts.derivation);
    std::vector<engine::ScoreLine> strafe_lines;
    const std::vector<Strafe> counted = counted_strafen(hand, ev, rep, opts.derivation ? &strafe_lines : nullptr);
    Scored sc = score(ev, counted, opts.derivation);
    compare_result(hand, ev, sc, rep);
    for (int s = 1; s <= kSeats; ++s)
      if (sc.pay[static_cast<std::size_t>(s)] != Rational(0)) out.payments[s] = sc.pay[static_cast<std::size_t>(s)];
    if (opts.derivation) {
      out.derivation = std::move(ev.trick_lines);  // the play first, then the count
      out.derivation.insert(out.derivation.end(), strafe_lines.begin(), strafe_lines.end());
      out.derivation.insert(out.derivation.end(), sc.lines.begin(), sc.lines.end());
    }
    if (tl.enabled()) {
      tl.state().phase = "scoring";
      const Message detail = game_detail(ev, sc);
      tl.push(engine::StepKind::Score, {"score: " + detail.en, "Abrechnung: " + detail.de},
              hand.result ? hand.result->pos : hand.pos);
    }
    out.steps = tl.take();
    return out;
  }

  record::Hand generate(core::Rng& rng, const engine::GenerateRequest& req) const override {
    return generate_hand(*this, rng, req);
  }

  std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) const override {
    auto prep = std::make_shared<SessionRules>();
    prep->rules = rule_set(ctx.options);
    return prep;
  }

  // "Nun verteilt der selbe Geber die Karten erneut" (Stecken) and "vom selben Geber noch
  // mal verteilt" (no Tout taker): a redeal keeps the dealer; otherwise the next to the right.
  std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) const override {
    return tuebinger::card_flow(ctx, hand);
  }

  int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) const override {
    if (is_redeal(hand)) return hand.dealer;
    return engine::GameModule::next_dealer(ctx, hand);
  }
};

}  // namespace

bool is_redeal(const record::Hand& hand) {
  if (hand.auction && hand.dealer >= 1 && hand.dealer <= kSeats) {
    Findings scratch;
    engine::Reporter rep(scratch, hand.n, kGameId);
    engine::Timeline tl(false);
    static const std::vector<CardSet> kNoHands(kSeats);  // asked once per hand: built once
    const AuctionResult a = check_auction(hand, kNoHands, RuleSet{}, rep, tl);
    if (a.kind != Kind::Open) return a.redeal();
  }
  return hand.outcome && (hand.outcome->type == "redeal" || hand.outcome->type == "thrown-in");
}

const engine::GameModule& tuebinger_module() {
  static const Module kModule;
  return kModule;
}

}  // namespace stichprobe::games::tuebinger

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(30, stichprobe::games::tuebinger::tuebinger_module())
