// The random-playout harness (tests/engine/playout_test.cpp runs it over every game):
// the engine deals and plays random legal hands, they are written as THR, read back
// and validated (nothing may be found); then faults are injected (validator/engine/
// faults.h) and must be found at their place.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/faults.h"
#include "validator/engine/game.h"
#include "validator/engine/validate.h"

namespace stichprobe::testing {

struct PlayoutConfig {
  std::string variant;
  int players = 0;
  int hands = 0;  // hands in the session
  std::uint64_t seed = 1;
  engine::Options options;  // only those differing from the defaults; written to <rules>
};

// A session of generated hands: dealers rotate by the module's rule, running
// totals are filled from the settlements.
record::Session generate_session(const engine::GameModule& game, const PlayoutConfig& config);

struct RoundTrip {
  std::string xml;                 // the session as written
  bool rewrite_identical = false;  // write(read(write(s))) == write(s)
  Findings read_findings;          // what the reader reported
  Findings findings;               // what the validator reported on the read-back session
  record::Session read_back;
};
RoundTrip round_trip(const record::Session& session);

// Each generated hand of a session with its analysis (timeline and derivation), for a
// game's tests of what its generator reaches.
struct PlayedHand {
  const record::Hand* hand = nullptr;
  engine::HandAnalysis analysis;
};
std::vector<PlayedHand> analyse_session(const engine::GameModule& game, const record::Session& session);

// The shared corruptions live in the engine (validator/engine/faults.h), where
// `stichprobe generate --faults` uses them too.
using Injected = engine::InjectedFault;
inline std::optional<Injected> inject_revoke(record::Session& s, const engine::GameModule& game, core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::Revoke, rng);
}
inline std::optional<Injected> inject_card_from_nowhere(record::Session& s, const engine::GameModule& game,
                                                        core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::CardFromNowhere, rng);
}
inline std::optional<Injected> inject_wrong_payout(record::Session& s, const engine::GameModule& game, core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::WrongPayout, rng);
}
// The typing mistakes of the play (issue 16 §2): each must be the sole finding of its
// hand (check_found enforces it for these kinds).
inline std::optional<Injected> inject_wrong_lead(record::Session& s, const engine::GameModule& game, core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::WrongLead, rng);
}
inline std::optional<Injected> inject_card_left_out(record::Session& s, const engine::GameModule& game,
                                                    core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::CardLeftOut, rng);
}
inline std::optional<Injected> inject_cards_out_of_order(record::Session& s, const engine::GameModule& game,
                                                         core::Rng& rng) {
  return engine::inject_fault(s, game, engine::FaultKind::CardsOutOfOrder, rng);
}
// Older call form: a payout fault needs no game.
inline std::optional<Injected> inject_wrong_payout(record::Session& s, core::Rng& rng) {
  return engine::inject_wrong_payout(s, rng);
}
using engine::check_found;

}  // namespace stichprobe::testing
