// The rules of Tapp Tarock a session plays by: the table's shape, the four contracts
// and the variant and rules options resolved once (names and defaults in spec.cpp,
// the decisions in RULES.md).
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "validator/engine/game.h"

namespace stichprobe::games::tapp_tarock {

inline constexpr int kSeats = 3;
inline constexpr int kHandSize = 16;   // "distributes 16 cards to each player"
inline constexpr int kPacketSize = 3;  // "two crosswise packets of three"
inline constexpr int kTricks = 16;
inline constexpr const char* kGame = "tapp-tarock";

// The four positive bids in ascending order ("There are four legal positive bids which,
// in ascending order, are: Dreier, Unterer, Oberer, Solo"); the value is the bid level.
enum class Contract { Dreier = 1, Unterer = 2, Oberer = 3, Solo = 4 };
std::optional<Contract> parse_contract(std::string_view token);
const char* contract_token(Contract c);
const char* contract_name(Contract c);  // "Dreier"
int contract_value(Contract c);         // the game-value table: 3, 4, 5, 8

// The resolved variant and rules options.
struct Rules {
  bool old_talon = false;            // variant old-talon: Unterer takes packet 2, Oberer packet 1
  bool hold_any_overcalled = false;  // hold = any-overcalled (default: earlier-seat)
  bool solo_opening = false;         // solo-opening = yes: any seat may open the bidding with Solo
  bool all_pass_redeal = false;      // all-pass = redeal (default: thrown-in)
  bool valat_adds = false;           // valat = adds (default: replaces)
  bool pagat_taker_scores = true;    // pagat-captured = taker-scores (default) | no-bonus
  bool defender_honours = true;      // defender-honours = count (default) | ignore
  bool both_announcements = false;   // announcements = both (default: one)
};
Rules resolve_rules(const std::string& variant, const engine::Options& options);

// Which packet a contract must take in the old-talon variant (0 = free choice).
int required_packet(Contract c, const Rules& rules);

// The rules resolved once per session rather than from the option strings per hand.
using Prep = engine::RulesPrep<Rules, &resolve_rules>;
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx);
// The session's rules: Prep's, or resolved here where nobody prepared them.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx);

}  // namespace stichprobe::games::tapp_tarock
