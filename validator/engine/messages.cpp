#include "validator/engine/messages.h"

namespace stichprobe::engine {

const MessageForm* find_message(MessageCatalogue game, std::string_view key) {
  if (const MessageForm* f = find_form(game, key)) return f;
  return find_form(shared_messages(), key);
}

Message render(MessageCatalogue game, std::string_view key, std::span<const Value> values) {
  return render_form(find_message(game, key), key, values);
}

}  // namespace stichprobe::engine
