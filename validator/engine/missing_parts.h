// The parts of a played hand that its record leaves out (THR v1 §5: a hand's children
// are optional "where the hand did not reach that phase"; §7: infos say what could not
// be checked). A played hand without <play>, <result> or <settlement> gets one info per
// missing part, said once here for every game, naming what could therefore not be checked.
#pragma once
#include "formats/finding.h"
#include "formats/record.h"

namespace stichprobe::engine {

// The outcome says "played", or there is no outcome (or the game's findings contradict
// it) and the record goes past the auction: a contract, a play or a result.
bool is_played(const record::Hand& hand, const Findings& game_findings = {});

// play.not-recorded, points.not-recorded (no <result>), settlement.not-recorded (a result
// without one): infos, at the hand (the result for a missing settlement).
Findings missing_parts(const record::Hand& hand, const Findings& game_findings);

// A game's own info that a missing part already explains (the "cannot be checked"
// consequences of an absent play): dropped, so one missing part is one finding.
bool superseded_by_missing_part(const Finding& f, const Findings& missing);

}  // namespace stichprobe::engine
