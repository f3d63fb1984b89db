#include "validator/engine/messages.h"

namespace stichprobe::engine {

namespace {

const MessageForm* find_in(MessageCatalogue catalogue, std::string_view key) {
  for (const MessageForm& f : catalogue)
    if (f.key == key) return &f;
  return nullptr;
}

const Value* value_of(std::span<const Value> values, std::string_view name) {
  for (const Value& v : values)
    if (v.name == name) return &v;
  return nullptr;
}

}  // namespace

const MessageForm* find_message(MessageCatalogue game, std::string_view key) {
  if (const MessageForm* f = find_in(game, key)) return f;
  return find_in(shared_messages(), key);
}

std::string_view code_of_key(std::string_view key) { return key.substr(0, key.find('/')); }

std::string fill(std::string_view text, std::span<const Value> values, Lang lang) {
  std::string out;
  out.reserve(text.size() + 16 * values.size());
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    const Value* v = value_of(values, text.substr(open + 1, close - open - 1));
    out.append(text, at, (v ? open : close + 1) - at);
    if (v) out.append(v->in(lang));
    at = close + 1;
  }
  if (at < text.size()) out.append(text, at);
  return out;
}

Message render(MessageCatalogue game, std::string_view key, std::span<const Value> values) {
  if (const MessageForm* f = find_message(game, key))
    return {fill(f->en, values, Lang::En), fill(f->de, values, Lang::De)};
  Message m{std::string(key), std::string(key)};
  for (const Value& v : values) {
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

}  // namespace stichprobe::engine
