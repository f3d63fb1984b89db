// Parts of a sentence a check lists ("seat 2: HK H10; the talon: S7"): each part is a
// phrase of the shared catalogue (keys "phrase.*", engine/shared_messages.cpp), rendered in
// both languages and joined here, so no site writes a sentence's words itself.
#pragma once
#include <string>
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

// A call in the game's own words: as the replay's step and the editor's choice say it
// (`phrase.call`: "seat 2 calls dappen", "Sitz 2 sagt dappen") and as a line of the
// auction list (`phrase.call-line`: "seat 2: dappen"). A bid worded its own way has its
// form, `phrase.call/<bid>` ("Sitz 2 passt", in the shared catalogue; Dappen's "hold":
// "Sitz 2 sagt «selber»", in the game's); `bid_de` is the bid as German names it where
// no form does (Tapp Tarock's contracts).
inline Message call_words(MessageCatalogue game, std::string_view phrase, int seat, const std::string& bid,
                          const std::string& bid_de) {
  std::string key(phrase);
  key.append("/").append(bid);
  const Values values{{"seat", seat}, {"bid", bid, bid_de}};
  return find_message(game, key) ? say(game, key, values) : say(game, phrase, values);
}
inline Message call_label(MessageCatalogue game, int seat, const std::string& bid, const std::string& bid_de) {
  return call_words(game, "phrase.call", seat, bid, bid_de);
}
inline Message call_line(MessageCatalogue game, int seat, const std::string& bid, const std::string& bid_de) {
  return call_words(game, "phrase.call-line", seat, bid, bid_de);
}

}  // namespace stichprobe::engine
