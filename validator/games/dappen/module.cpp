#include "validator/games/dappen/dappen.h"

#include "validator/games/dappen/analyse.h"
#include "validator/games/dappen/generate.h"

namespace stichprobe::games::dappen {
namespace {

class DappenModule final : public engine::GameModule {
 public:
  const engine::GameSpec& spec() const override { return dappen_spec(); }
  engine::HandAnalysis analyse(const engine::HandContext& ctx, const record::Hand& hand,
                               const engine::AnalysisOptions& opts) const override {
    return analyse_hand(ctx, hand, opts);
  }
  record::Hand generate(core::Rng& rng, const engine::GenerateRequest& req) const override {
    return generate_hand(rng, req);
  }
};

}  // namespace

const engine::GameModule& dappen_module() {
  static const DappenModule kModule;
  return kModule;
}

}  // namespace stichprobe::games::dappen
