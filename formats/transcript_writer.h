// Writes a record as canonical transcript (formats/TRANSCRIPT.md): one line per
// element, fixed keyword order, free text quoted. For every record,
// write_thr(read_transcript(write_transcript(r))) == write_thr(r).
#pragma once
#include <string>

#include "formats/record.h"

namespace stichprobe {

std::string write_transcript(const record::Document& doc);

}  // namespace stichprobe
