// Reads THR v1 documents. Never throws and never crashes on bad input: every
// problem becomes a `format` Finding with its line and column, and the reader
// keeps what it could read (a hand with a bad card still has its other cards).
#pragma once
#include <string>
#include <string_view>

#include "formats/finding.h"
#include "formats/record.h"

namespace stichprobe {

struct ReadResult {
  record::Document document;
  Findings findings;  // all of category Format
  // False when the file could not be parsed as XML at all (document is empty).
  bool parsed = false;
};

// `bytes` is the whole file; `path` is only used in messages.
ReadResult read_thr(std::string_view bytes);

// Reads a file from disk; an unreadable file is one format finding.
ReadResult read_thr_file(const std::string& path);

}  // namespace stichprobe
