// The element readers of the THR reader, one per part of the document (THR v1 §4, §5).
#pragma once
#include <pugixml.hpp>

#include "formats/record.h"
#include "formats/thr_reader_context.h"
#include "formats/vocabulary.h"

namespace stichprobe::thr_detail {

void read_session(Reader& r, pugi::xml_node element, record::Session& session);
// `game` is null when the session's game is unknown (bids and contracts are then not checked).
void read_hand(Reader& r, pugi::xml_node element, record::Hand& hand, const GameVocabulary* game);
void read_result(Reader& r, pugi::xml_node element, record::Result& result);

}  // namespace stichprobe::thr_detail
