#pragma once
// Our own English and German words for pugixml's parse statuses: pugixml's
// description() is English only and would leave English in `--lang de`.
#include <pugixml.hpp>

#include "formats/finding.h"

namespace stichprobe {

// What a failed parse means, e.g. {"bad end tag", "fehlerhaftes End-Tag"}.
Message xml_syntax_text(pugi::xml_parse_status status);

}  // namespace stichprobe
