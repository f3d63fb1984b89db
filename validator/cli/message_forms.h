// The message forms of a finding code, from the catalogues of templates
// (engine/messages.h): what `explain`, the SARIF rules and the man page list.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "validator/engine/messages.h"

namespace stichprobe::cli {

// One form of a code: its name after the code's "/" ("" for the code's own key) and its
// English and German templates.
struct CodeForm {
  std::string_view form;
  const engine::MessageForm* message;
};

// The catalogue `game` reports with; the engine's own for "" or a game not registered.
engine::MessageCatalogue catalogue_of(const std::string& game);
// The forms of `code` in `catalogue`, in the catalogue's order.
std::vector<CodeForm> forms_of(engine::MessageCatalogue catalogue, std::string_view code);

}  // namespace stichprobe::cli
