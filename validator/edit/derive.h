// What a transcript leaves to the rules, filled in once its hands are entered
// (formats/TRANSCRIPT.md §6), through the session's own actions, as an archivist would
// press the editor's "from the engine" buttons: each hand's dealer (whose turn it was to
// deal, or the one seat its calls fit), each call's seat (whose turn it was to speak),
// the seat that exchanges, the parts of the deal the rest of the
// record leaves (what the deck leaves, what the play shows), the unit of a settlement
// typed without one, and the settlement of a played hand whose source gives none or only
// some seats' payments. What the engine computed is marked (transcript:computed): the
// saved record says it was computed, not recorded, and `record --from` leaves it out.
#pragma once
#include "validator/edit/edit_session.h"

namespace stichprobe::edit {

// Fills in the session's hands, one step per kind of fact (each step needs the ones before:
// the calls' seats the dealer, the exchange the contract, the settlement the play). A
// trick's leader is not written: the rules give it, and the engine derives it wherever
// the record leaves it out (THR v1 §1: a record never stores what the rules derive).
void derive(EditSession& e);

}  // namespace stichprobe::edit
