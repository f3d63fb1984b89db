// The parts of a played hand that its record leaves out (THR v1 §5: a hand's children
// are optional "where the hand did not reach that phase"; §7: infos say what could not
// be checked). A played hand without <play>, <result> or <settlement> gets one info per
// missing part, said once here for every game, naming what could therefore not be checked.
#pragma once
#include "formats/finding.h"
#include "formats/rational.h"
#include "formats/record.h"
#include "validator/engine/payments.h"

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

// Whether the engine computed a hand's payments, by its findings: its play is recorded,
// ends where the rules end it and holds no card that stays unknown. Where not, a
// running total is taken as it stands (validate's score sheet and the replayer's).
bool payments_known(const Findings& findings);

// A running total `recorded` that is the previous total plus the computed payment where
// the recorded payment differs: the payment is the slip (settlement.amount), the sheet
// adds the right one; not a second finding.
bool total_adds_computed(const record::Hand& hand, int seat, const Rational& previous, const Rational& recorded,
                         const Payments& computed);

// play/@ended="source-ends": the source ends after the tricks it gives (THR extension).
bool source_ends(const record::Hand& hand);

// For a hand whose source ends: what follows from the tricks not given (a play short of
// tricks, card points, bonuses, payments, the game's "cannot be checked" infos) is one
// info, play.source-ends, at the <play>, naming what could therefore not be checked.
// The findings on the tricks the source gives stand.
void narrow_to_source(const record::Hand& hand, Findings& findings);

// A settlement (or payment) the record command computed rather than the source giving it
// (THR extension: transcript:computed): an info saying so, once per hand.
Findings computed_parts(const record::Hand& hand);

// A result whose settlement was computed does not claim the table counted its bonuses:
// a bonus the engine counts that it does not list is in the computed settlement, not
// missing (bonus.missing is dropped).
void narrow_to_computed(const record::Hand& hand, Findings& findings);

}  // namespace stichprobe::engine
