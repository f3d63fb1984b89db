// The Tapp Tarock GameModule: runs a recorded hand through the phases in order.
#include <memory>
#include <string>

#include "validator/engine/registry.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"
#include "validator/games/tapp-tarock/generate.h"
#include "validator/games/tapp-tarock/tapp_tarock.h"

namespace stichprobe::games::tapp_tarock {

std::optional<engine::CardFlow> card_flow(const record::Hand& hand);  // card_flow.cpp

void HandRun::seat_roles() {
  if (!tl.enabled()) return;
  auto& seats = tl.state().seats;
  seats.resize(kSeats);
  for (int s = 1; s <= kSeats; ++s) {
    auto& roles = seats[static_cast<std::size_t>(s - 1)].roles;
    roles.clear();
    if (s == dealer) roles.push_back("dealer");
    if (s == forehand) roles.push_back("forehand");
    if (contract && s == declarer) roles.push_back("declarer");
    if (contract && s != declarer) roles.push_back("defender");
  }
}

namespace {
// The rules resolved once per session rather than from the option strings per hand.
struct TappTarockPrep final : engine::SessionPrep {
  Rules rules;
};

// The findings' rule prefix: the variant's, which the rules already say.
std::string rule_prefix(const Rules& rules) { return rules.old_talon ? std::string(kGame) + "/old-talon" : kGame; }

void show_deal(HandRun& run) {
  if (!run.tl.enabled()) return;
  auto& st = run.tl.state();
  st.phase = "deal";
  st.seats.resize(kSeats);
  for (int s = 1; s <= kSeats; ++s)
    st.seats[static_cast<std::size_t>(s - 1)].hand = run.dealt[static_cast<std::size_t>(s)].known.cards();
  st.talon = {run.packets[0], run.packets[1]};
  st.to_move = run.forehand;
  run.seat_roles();
  run.tl.push(engine::StepKind::Deal,
              {"seat " + std::to_string(run.dealer) + " deals", engine::seat_name_de(run.dealer) + " gibt"},
              run.hand.deal ? run.hand.deal->pos : run.hand.pos, run.dealer);
}

// The session's rules, prepared once per session or resolved here.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) {
  const TappTarockPrep* prep = engine::prepared<TappTarockPrep>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return resolve_rules(ctx.variant, ctx.options); }};
}

class TappTarockModule final : public engine::GameModule {
 public:
  const engine::GameSpec& spec() const override { return game_spec(); }

  engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                               const engine::AnalysisOptions& opts) const override {
    engine::HandAnalysis out;
    const auto rules = rules_for(ctx);
    HandRun run(ctx, hand, opts, out.findings, rule_prefix(*rules), *rules);
    if (hand.dealer < 1 || hand.dealer > kSeats) {
      run.rep.error("deal.dealer", "deal", {hand.pos, 0, hand.dealer},
                    {"the dealer must be one of seats 1-3, the record has " + std::to_string(hand.dealer),
                     "der Geber muss einer der Sitze 1-3 sein, aufgeschrieben ist " + std::to_string(hand.dealer)},
                    kDealing);
      return out;
    }
    run.dealer = hand.dealer;
    run.forehand = hand.dealer % kSeats + 1;  // forehand sits to the dealer's right
    check_deal(run);
    show_deal(run);
    check_bidding(run);
    check_exchange(run);
    check_announcements(run);
    play_tricks(run);
    check_result(run, out);
    out.steps = run.tl.take();
    out.derivation = std::move(run.derivation);
    return out;
  }

  record::Hand generate(core::Rng& rng, const engine::GenerateRequest& req) const override {
    return generate_hand(rng, req);
  }

  std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) const override {
    auto prep = std::make_shared<TappTarockPrep>();
    prep->rules = resolve_rules(ctx.variant, ctx.options);
    return prep;
  }

  std::optional<engine::CardFlow> card_flow(const engine::HandContext&, const record::Hand& hand) const override {
    return tapp_tarock::card_flow(hand);
  }

  // The deal passes to the right; with all-pass=redeal a passed-out deal is dealt
  // again by the same dealer.
  int next_dealer(const engine::HandContext& ctx, const record::Hand& hand) const override {
    const auto rules = rules_for(ctx);
    if (rules->all_pass_redeal && hand.auction && hand.dealer >= 1 && hand.dealer <= kSeats) {
      AuctionState st = auction_start(hand.dealer);
      for (const auto& call : hand.auction->calls)
        if (!auction_over(st)) apply_call(st, call.seat, parse_call(call.bid));
      if (auction_over(st) && st.level == 0) return hand.dealer;
    }
    return GameModule::next_dealer(ctx, hand);
  }
};
}  // namespace

const engine::GameModule& tapp_tarock_module() {
  static const TappTarockModule kModule;
  return kModule;
}

}  // namespace stichprobe::games::tapp_tarock

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(40, stichprobe::games::tapp_tarock::tapp_tarock_module())
