// A finding's message is made from a template: the report site names a key (the finding
// code, or code + "/form" where a code says several things) and the values the sentence
// needs (seat, card, expected, recorded …); the English and German templates of each key
// stand in one catalogue per game (its messages.cpp) and one for the engine's shared codes
// (engine/shared_messages.cpp). A template's "{name}" is replaced by the value of that
// name (formats/message_template.h).
#pragma once
#include <span>
#include <string_view>

#include "formats/finding.h"
#include "formats/message_template.h"

namespace stichprobe::engine {

// The template machinery lives in formats (the reader's findings use it too).
using stichprobe::MessageCatalogue;
using stichprobe::MessageForm;
using Value = stichprobe::MessageValue;
using Values = stichprobe::MessageValues;
using stichprobe::code_of_key;
using stichprobe::fill;
using stichprobe::placeholders;

// The engine's own templates (play, session, the parts every game shares).
MessageCatalogue shared_messages();

// The form `key` of `game`'s catalogue, else of the shared one; nullptr if neither has it.
const MessageForm* find_message(MessageCatalogue game, std::string_view key);
// The message of `key` in both languages. A key no catalogue has (a bug the catalogue test
// catches) gives the key and its values, so nothing said is lost.
Message render(MessageCatalogue game, std::string_view key, std::span<const Value> values);
inline Message say(MessageCatalogue game, std::string_view key, Values values = {}) {
  return render(game, key, std::span<const Value>(values.begin(), values.size()));
}

}  // namespace stichprobe::engine
