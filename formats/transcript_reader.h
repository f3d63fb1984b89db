// Reads the transcript notation (formats/TRANSCRIPT.md): a line-based text form of a
// THR record for quick typing from a paper source. Never throws and never crashes on
// bad input: every problem becomes a `format` Finding at the transcript's line and
// column, and the reader keeps all it could read. Every element and card token of the
// record it builds carries the place in the transcript it came from, so the findings
// of `validate_document` point into the transcript.
#pragma once
#include <string_view>

#include "formats/thr_reader.h"

namespace stichprobe {

// `text` is the whole transcript. `parsed` is false only when it holds no session.
ReadResult read_transcript(std::string_view text);

}  // namespace stichprobe
