// The table of Tübinger Tarock and the session's rules options. Seats 1..4 play
// anticlockwise: the player to the right of seat k is k+1 (THR §2).
#pragma once
#include <memory>
#include <string>

#include "validator/engine/game.h"

namespace stichprobe::games::tuebinger_tarock {

inline constexpr int kSeats = 4;  // "Beteiligt sind 4 Spieler."
inline constexpr int kTricks = 19;
inline constexpr int kHandSize = 19;
inline constexpr int kDealerDealt = 21;  // "Nur der Geber erhält am Schluss 6 statt 4 Karten."
inline constexpr const char* kGameId = "tuebinger-tarock";

inline int right_of(int seat) { return seat % kSeats + 1; }

// The rules options resolved for a session (spec.cpp lists them with their source sentences).
struct Rules {
  bool ski_is_tarock = false;       // ski-is-tarock: the Ski counts toward the 8 Tarock of "fort mit"
  bool ski_goes_over = false;       // ski-without-low-card=goes-over (default: settle-at-count)
  bool raus_opponent_reset = true;  // raus-opponent-reset: the best opponent also counts from 18
  bool tie_caller_loses = false;    // rufspiel-tie=caller-loses (default: nobody scores)
  bool defenders_credited = false;  // defender-credit=game-value (default: none)
  bool laid_tarock_gone = true;     // laid-tarock=gone: a laid-away tarock is no longer "im Spiel"
  bool strafen_as_dealt = false;    // strafen-hand=as-dealt (default: after-laying)
  bool floor_won_games = true;      // strafen-floor=both (default) | lost-only
};
// The game has one variant ("standard"): only the options decide.
Rules resolve_rules(const std::string& variant, const engine::Options& options);

// The rules resolved once per session (GameModule::prepare).
using Prep = engine::RulesPrep<Rules, &resolve_rules>;
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx);
// The session's rules: Prep's, or resolved from ctx's options when nobody prepared them.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx);

}  // namespace stichprobe::games::tuebinger_tarock
