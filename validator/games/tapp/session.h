// Spielende: "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt. Der Spieler,
// der in der nächsten Runde das Herz-Ass erhält, gibt zur letzten Runde in der ein Spiel
// gespielt werden kann. ... Nach dieser letzten Spielrunde gibt dann noch einmal jeder
// Spieler zu einem Zwangsramsch."
// A record says it with <announcement seat="k" type="herz-ass"/> in the hand during which
// it was said; the rest follows from the deals (see RULES.md).
#pragma once
#include <cstddef>
#include <vector>

#include "formats/record.h"
#include "validator/engine/reporter.h"
#include "validator/games/tapp/rules.h"

namespace stichprobe::games::tapp {

enum class SessionRole {
  Normal,        // an ordinary hand
  Watch,         // the hand after "Herz-Ass": whoever is dealt the Herz-Ass deals next
  LastGame,      // dealt by that player: the last hand in which a game is played
  Zwangsramsch,  // the closing round: each player deals once more, always Ramsch
  AfterEnd,      // no hand may follow the closing round
};

struct SessionPlace {
  SessionRole role = SessionRole::Normal;
  int herz_ass_holder = 0;  // Watch hands: the seat dealt the Herz-Ass (0 = not dealt to a player)
  int zwangsramsch_no = 0;  // 1..players in the closing round
};

inline constexpr const char* kHerzAss = "herz-ass";

// Where hand `index` of the session stands.
SessionPlace session_place(const record::Session& session, std::size_t index, const Rules& rules);
// The place of every hand of the session (index as in session.hands), in one pass.
std::vector<SessionPlace> session_places(const record::Session& session, const Rules& rules);
// The index of `hand` in its session (by address, else by n); npos when absent.
std::size_t hand_index(const record::Session& session, const record::Hand& hand);
// The seat dealt the Herz-Ass in this hand; 0 if it lay in the Tapp or is unknown.
int herz_ass_holder(const record::Hand& hand, const Rules& rules);

// Checks a closing Zwangsramsch hand: no game may be named, the contract is Ramsch.
void check_zwangsramsch(const record::Hand& hand, const Contract& contract, engine::Reporter& rep);

}  // namespace stichprobe::games::tapp
