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

std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  return engine::prepare_rules<Prep>(spec(), ctx);
}

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) { return engine::prepared_rules<Prep>(ctx); }

}  // namespace stichprobe::games::tuebinger_tarock
