// The page's own words (what the desktop replayer has no word for: the index, the
// seat view, the address), in English and German; the rest comes from the replayer's
// table (replayer/model/ui_text.h). The script writes no word of its own: it takes
// every word from the page's data.
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"

namespace stichprobe::publish {

struct PageWord {
  const char* key;  // the script's name for it
  const char* en;
  const char* de;
};

// The page's own words.
const std::vector<PageWord>& page_words();
// Every word the page's script uses, the replayer's and the page's own, as a JSON object.
std::string words_json(Lang lang);
// One of the page's own words in `lang` ("" for an unknown key).
std::string page_word(const std::string& key, Lang lang);

}  // namespace stichprobe::publish
