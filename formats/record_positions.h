// Compare records regardless of where they were read from: clear_positions() sets
// every Pos (elements, card tokens, attributes) to {0, 0}, so that
// read(write(m)) can be compared with m using operator==.
#pragma once
#include "formats/record.h"

namespace stichprobe::record {

void clear_positions(CardList& list);
void clear_positions(Hand& hand);
void clear_positions(Session& session);
void clear_positions(Document& document);

}  // namespace stichprobe::record
