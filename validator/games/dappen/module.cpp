#include "validator/games/dappen/dappen.h"

#include "validator/engine/registry.h"
#include "validator/games/dappen/analyse.h"
#include "validator/games/dappen/generate.h"

namespace stichprobe::games::dappen {

std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);  // card_flow.cpp

namespace {

class DappenModule final : public engine::GameModule {
 public:
  const engine::GameSpec& spec() const override { return dappen_spec(); }
  engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                               const engine::AnalysisOptions& opts) const override {
    return analyse_hand(ctx, hand, opts);
  }
  std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) const override {
    return std::make_shared<const DappenPrep>(resolve_rules(ctx.variant, ctx.options));
  }
  record::Hand generate(core::Rng& rng, const engine::GenerateRequest& req) const override {
    return generate_hand(rng, req);
  }
  std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand) const override {
    return dappen::card_flow(ctx, hand);
  }
};

}  // namespace

const engine::GameModule& dappen_module() {
  static const DappenModule kModule;
  return kModule;
}

}  // namespace stichprobe::games::dappen

// The rank keeps the order `stichprobe rules` has always listed the games in.
STICHPROBE_REGISTER_GAME(10, stichprobe::games::dappen::dappen_module())
