// Known faults injected into generated sessions: the playout tests and
// `stichprobe generate --faults` use them. Each injection says where the
// validator must find it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/core/random.h"
#include "validator/engine/game.h"

namespace stichprobe::engine {

enum class FaultKind {
  Revoke,           // a card swapped with a later card of the same player that was not legal then
  CardFromNowhere,  // a card replaced by one another player held at that moment
  WrongPayout,      // a settlement amount changed
  WrongLead,        // a trick's lead written as another seat of the trick
  CardLeftOut,      // one card of a trick left out
  CardsOutOfOrder,  // two neighbouring cards of a trick written in the wrong order
  OutcomeFlipped,   // a played hand's outcome written thrown-in or redeal, another's written played
  SittingOutAdded,  // a seat written as sitting out that does not
  UnusedPartAdded,  // a part of the record the game has no use for (record_parts.h)
  AuctionRemoved,   // the auction and the contract left out
};

const std::vector<std::pair<FaultKind, std::string>>& fault_kinds();  // kind and its name ("revoke", ...)

struct InjectedFault {
  FaultKind kind = FaultKind::Revoke;
  int hand = 0;                    // the hand's n
  int trick = 0;                   // 0 = not tied to a trick
  int seat = 0;                    // 0 = not tied to a seat
  std::vector<std::string> codes;  // any of these codes is the right finding
  std::string what;
  bool sole = false;  // the hand must have no other finding (one mistake, one finding)
  bool only = false;  // the hand must have no other finding at all, not even an info
};

// `hand_index` picks the hand (into s.hands); when negative, a random hand that
// offers a place for this fault. nullopt when there is none.
std::optional<InjectedFault> inject_fault(record::Session& s, const GameModule& game, FaultKind kind, core::Rng& rng,
                                          int hand_index = -1);

// A settlement amount changed in a random hand that has one (needs no game).
std::optional<InjectedFault> inject_wrong_payout(record::Session& s, core::Rng& rng);

// The injected fault is found: a finding with one of its codes at its hand (and
// trick and seat where given), and no error comes before it in an earlier trick
// of that hand (for a sole fault: no other warning or error in that hand; for an only one: no
// other finding in that hand at all). "" when all is well, else what went wrong.
std::string check_found(const Findings& findings, const InjectedFault& fault);

}  // namespace stichprobe::engine
