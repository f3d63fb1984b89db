// The element readers of the THR reader, one per part of the document (THR v1 §4, §5).
#pragma once
#include <functional>
#include <pugixml.hpp>

#include "formats/record.h"
#include "formats/thr_reader_context.h"
#include "formats/vocabulary.h"

namespace stichprobe::thr_detail {

void read_session(Reader& r, pugi::xml_node element, record::Session& session);

// read_session in its parts, for reading a session's children one at a time as the
// bytes arrive (thr_stream.cpp): its attributes, each child, its end.
struct SessionReading {
  const GameVocabulary* game = nullptr;  // null: an unknown game
  bool has_meta = false, has_rules = false, has_players = false;
  int last = -1;  // THR's order of the children
  std::size_t hands = 0;
};
void read_session_attributes(Reader& r, pugi::xml_node element, record::Session& session, SessionReading& st);
// A child of the session `element` (text, or an element of any namespace); a hand goes
// to the hand `hand()` gives.
void read_session_child(Reader& r, pugi::xml_node element, pugi::xml_node child, record::Session& session,
                        SessionReading& st, const std::function<record::Hand&()>& hand);
// The session's end: a session without <players> or without a hand (findings of no hand).
void end_session(const record::Session& session, const SessionReading& st, Findings& out);
// `game` is null when the session's game is unknown (bids and contracts are then not checked).
// The root and what lies outside it: the root among the top-level nodes from `first` on
// (null if none); a second element and text outside the root are findings. With
// `after_root` every element is a second one (reading as the bytes arrive: what
// follows the root's end).
pugi::xml_node find_root(Reader& r, pugi::xml_node first, bool after_root);
enum class RootKind { None, Session, Archive };
// The root's name, namespace and (an archive's) attributes; None: nothing more is read.
RootKind read_root_start(Reader& r, pugi::xml_node root, record::Document& document);
// The archive's end: an archive without a session.
void end_archive(Pos root, std::size_t sessions, Findings& out);
// The format.xml-syntax finding of a parse that failed; `start` is where pugixml's
// buffer began in `bytes`.
Finding xml_syntax_finding(std::string_view bytes, std::size_t start, const pugi::xml_parse_result& parsed,
                           const LineTable& lines);

void read_hand(Reader& r, pugi::xml_node element, record::Hand& hand, const GameVocabulary* game);
void read_result(Reader& r, pugi::xml_node element, record::Result& result);

}  // namespace stichprobe::thr_detail
