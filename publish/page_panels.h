// The panels beside a page's table, as the desktop replayer fills its windows from the
// model: the hands list, the phases, the findings, the auction, the scoring, the
// session sheet and the record's notes; and the card faces. JSON for the page's view.
#pragma once
#include <string>

#include "publish/page_table.h"
#include "publish/publish.h"
#include "replayer/model/hand_list.h"
#include "replayer/model/replay_model.h"

namespace stichprobe::publish {

// A finding with its words (severity, message, where, rule, ruling) and its step (-1: none).
std::string finding_json(const Finding& f, int step, Lang lang);
// The hands list's row of a hand: number, lines (the dim ones from `dim`), findings, errors.
std::string hand_row_json(const replay::HandListRow& row, const replay::HandEntry& e);
// The current hand's phases, findings, auction, contract, scoring and notes. The scoring's
// texts go into the page's `strings` (they recur from hand to hand).
std::string hand_panels_json(const replay::ReplayModel& m, Interned& strings);
// The current hand's session: its first hand on the page (0-based), players and score sheet.
std::string session_json(const replay::ReplayModel& m, int first_hand);
// The current hand's session for the index.
SessionSummary session_summary(const replay::ReplayModel& m);
// How the page draws card `c`: [kind (T trump, F fool, ? unknown, else the suit C S H D),
// court card (1/0), index, numeral, name].
std::string card_face_json(const replay::CardNames& names, Card c);
// The hand's cards by id ("T21 SK ...").
std::string card_codes(const CardIds& ids);

}  // namespace stichprobe::publish
