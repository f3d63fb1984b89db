// Parts of a sentence a check lists ("seat 2: HK H10; the talon: S7"): each part is a
// phrase of the shared catalogue (keys "phrase.*", engine/shared_messages.cpp), rendered in
// both languages and joined here, so no site writes a sentence's words itself.
#pragma once
#include <string_view>

#include "validator/engine/messages.h"

namespace stichprobe::engine {

// `item` appended to `list` in each language, after `sep` unless the list is empty.
inline void append_item(Message& list, const Message& item, std::string_view sep) {
  if (!list.en.empty()) list.en.append(sep);
  if (!list.de.empty()) list.de.append(sep);
  list.en.append(item.en);
  list.de.append(item.de);
}

}  // namespace stichprobe::engine
