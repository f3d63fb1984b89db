// The fast path's element readers that reading as the bytes arrive (thr_stream.cpp)
// calls one at a time: the root's start, a session's start, one child of a session.
// Each gives up (fast::GiveUp) where read_thr_fast would, and the pugixml path then
// reads that element.
#pragma once
#include <string_view>

#include "formats/record.h"
#include "formats/thr_fast_scanner.h"
#include "formats/vocabulary.h"

namespace stichprobe::thr_detail {

// The root's namespace declarations and foreign attributes (into `foreign`); binds THR's
// prefix in the scanner. Returns the tag with the root's own attributes only.
fast::Tag root_attributes(fast::Scanner& s, const fast::Tag& root, record::Foreign& foreign);
// <archive>'s own attributes (its version).
void read_archive_start(const fast::Tag& own);
// <session>'s attributes; the game's vocabulary.
const GameVocabulary& read_session_start(const fast::Tag& t, record::Session& session);
// The index of a session's child (0 meta, 1 rules, 2 players, 3 hand) in THR's order,
// `last` the index of the child before (-1 at the first).
int session_child(std::string_view name, int& last);
// <meta>, <rules> or <players> (index 0 to 2).
void read_session_header_child(fast::Scanner& s, const fast::Tag& c, int index, record::Session& session,
                               bool& has_players);
void read_hand(fast::Scanner& s, const fast::Tag& t, record::Hand& hand, const GameVocabulary& game);

}  // namespace stichprobe::thr_detail
