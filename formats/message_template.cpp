#include "formats/message_template.h"

#include <utility>

namespace stichprobe {

namespace {

const MessageValue* value_of(std::span<const MessageValue> values, std::string_view name) {
  for (const MessageValue& v : values)
    if (v.name == name) return &v;
  return nullptr;
}

}  // namespace

const MessageForm* find_form(MessageCatalogue catalogue, std::string_view key) {
  for (const MessageForm& f : catalogue)
    if (f.key == key) return &f;
  return nullptr;
}

std::string_view code_of_key(std::string_view key) { return key.substr(0, key.find('/')); }

std::string fill(std::string_view text, std::span<const MessageValue> values, Lang lang) {
  std::string out;
  out.reserve(text.size() + 16 * values.size());
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    const MessageValue* v = value_of(values, text.substr(open + 1, close - open - 1));
    out.append(text, at, (v ? open : close + 1) - at);
    if (v) out.append(v->in(lang));
    at = close + 1;
  }
  if (at < text.size()) out.append(text, at);
  return out;
}

Message render_form(const MessageForm* form, std::string_view key, std::span<const MessageValue> values) {
  if (form) return {fill(form->en, values, Lang::En), fill(form->de, values, Lang::De)};
  Message m{std::string(key), std::string(key)};
  for (const MessageValue& v : values) {
    for (auto [text, lang] : {std::pair{&m.en, Lang::En}, std::pair{&m.de, Lang::De}})
      text->append(" ").append(v.name).append("=").append(v.in(lang));
  }
  return m;
}

std::vector<std::string_view> placeholders(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    const std::size_t close = text.find('}', open);
    if (close == std::string_view::npos) break;
    out.push_back(text.substr(open + 1, close - open - 1));
  }
  return out;
}

Message format_message(std::string_view key, MessageValues values) {
  return render_form(find_form(format_messages(), key), key,
                     std::span<const MessageValue>(values.begin(), values.size()));
}

}  // namespace stichprobe
