// A finding's message made from a template: the report site names a key (the finding
// code, or code + "/form" where a code says several things) and the values the sentence
// needs; the English and German templates of each key stand in a catalogue (the reader's
// in formats/format_messages.cpp, the engine's and each game's beside them, through
// validator/engine/messages.h). A template's "{name}" is replaced by the value of that name.
#pragma once
#include <concepts>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/finding.h"

namespace stichprobe {

// One message form: its key, and its English and German templates.
struct MessageForm {
  std::string_view key;
  std::string_view en;
  std::string_view de;
};
using MessageCatalogue = std::span<const MessageForm>;

// A named value of a message: one text for both languages (a number, a card code), or an
// English and a German one (a seat's name, a contract's name, a part of a sentence).
struct MessageValue {
  MessageValue(std::string_view n, std::string text) : name(n), en(std::move(text)) {}
  MessageValue(std::string_view n, const char* text) : name(n), en(text) {}
  MessageValue(std::string_view n, std::string_view text) : name(n), en(text) {}
  MessageValue(std::string_view n, char c) : name(n), en(1, c) {}  // a letter, not its code
  template <std::integral T>
  MessageValue(std::string_view n, T number) : name(n), en(std::to_string(number)) {}
  MessageValue(std::string_view n, std::string english, std::string german)
      : name(n), en(std::move(english)), de(std::move(german)), two(true) {}
  MessageValue(std::string_view n, const Message& m) : name(n), en(m.en), de(m.de), two(true) {}
  const std::string& in(Lang lang) const { return lang == Lang::De && two ? de : en; }

  std::string_view name;
  std::string en;
  std::string de;
  bool two = false;  // en and de differ
};
using MessageValues = std::initializer_list<MessageValue>;

// The form `key` of `catalogue`; nullptr if it has none.
const MessageForm* find_form(MessageCatalogue catalogue, std::string_view key);
// The finding code a key names: the key up to its "/form".
std::string_view code_of_key(std::string_view key);
// `text` with each "{name}" replaced by that value in `lang`; a name without a value stays.
std::string fill(std::string_view text, std::span<const MessageValue> values, Lang lang);
// The message of `form` in both languages. No form (a key no catalogue has: a bug the
// catalogue test catches) gives the key and its values, so nothing said is lost.
Message render_form(const MessageForm* form, std::string_view key, std::span<const MessageValue> values);
// The names of the placeholders of a template, in order ("{seat} plays {card}": seat, card).
std::vector<std::string_view> placeholders(std::string_view text);

// The templates of the readers' findings (format.*: the THR reader and the transcript reader).
MessageCatalogue format_messages();
// The message of `key` from format_messages().
Message format_message(std::string_view key, MessageValues values = {});

}  // namespace stichprobe
