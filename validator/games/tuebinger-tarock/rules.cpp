// The options of the one variant, read once per session.
#include "validator/games/tuebinger-tarock/rules.h"
#include "validator/games/tuebinger-tarock/spec.h"

namespace stichprobe::games::tuebinger_tarock {

Rules resolve_rules(const std::string& /*variant*/, const engine::Options& options) {
  auto is = [&options](const char* name, const char* value) {
    auto it = options.find(name);
    return it != options.end() && it->second == value;
  };
  Rules r;
  r.ski_is_tarock = is("ski-is-tarock", "yes");
  r.ski_goes_over = is("ski-without-low-card", "goes-over");
  r.raus_opponent_reset = !is("raus-opponent-reset", "no");
  r.tie_caller_loses = is("rufspiel-tie", "caller-loses");
  r.defenders_credited = is("defender-credit", "game-value");
  r.laid_tarock_gone = !is("laid-tarock", "in-play");
  r.strafen_as_dealt = is("strafen-hand", "as-dealt");
  r.floor_won_games = !is("strafen-floor", "lost-only");
  return r;
}

namespace {
std::shared_ptr<const engine::SessionPrep> resolve_prep(const engine::HandContext& ctx) {
  auto prep = std::make_shared<Prep>();
  prep->rules = resolve_rules(ctx.variant, ctx.options);
  return prep;
}
}  // namespace

std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  static const engine::DefaultPreps kDefaults(spec(), &resolve_prep);  // immutable once built
  return kDefaults.prepare(ctx);
}

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) {
  const Prep* prep = engine::prepared<Prep>(ctx);
  return {prep ? &prep->rules : nullptr, [&] { return resolve_rules(ctx.variant, ctx.options); }};
}

}  // namespace stichprobe::games::tuebinger_tarock
