#include <ostream>

#include "validator/cli/commands.h"

namespace stichprobe::cli {

bool take_lang_option(const Args& args, Args& rest, Lang& lang, const char* command, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string value;
    if (args[i] == "--lang") {
      if (i + 1 == args.size()) {
        err << "stichprobe " << command << ": --lang needs a value (en, de)\n";
        return false;
      }
      value = args[++i];
    } else if (args[i].rfind("--lang=", 0) == 0) {
      value = args[i].substr(7);
    } else {
      rest.push_back(args[i]);
      continue;
    }
    if (!parse_lang(value, lang)) {
      err << "stichprobe " << command << ": unknown --lang '" << value << "' (en, de)\n";
      return false;
    }
  }
  return true;
}

}  // namespace stichprobe::cli
