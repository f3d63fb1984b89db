#include "validator/cli/message_forms.h"

#include "validator/engine/registry.h"

namespace stichprobe::cli {

engine::MessageCatalogue catalogue_of(const std::string& game) {
  const engine::GameModule* module = game.empty() ? nullptr : engine::find_game(game);
  return module ? module->spec().messages : engine::shared_messages();
}

std::vector<CodeForm> forms_of(engine::MessageCatalogue catalogue, std::string_view code) {
  std::vector<CodeForm> out;
  for (const engine::MessageForm& f : catalogue) {
    if (engine::code_of_key(f.key) != code) continue;
    out.push_back({f.key.size() > code.size() ? f.key.substr(code.size() + 1) : std::string_view(), &f});
  }
  return out;
}

}  // namespace stichprobe::cli
