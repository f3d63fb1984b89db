// Reads THR v1 documents. Never throws and never crashes on bad input: every
// problem becomes a `format` Finding with its line and column, and the reader
// keeps what it could read (a hand with a bad card still has its other cards).
#pragma once
#include <optional>
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

// What the reader keeps beyond the record itself.
struct ReadOptions {
  // Each card token's line and column (CardList::token_pos), which findings point at.
  // Without them the fast path gives card lists their cards only, and whatever points
  // at a card then points at its list's element. `validate` reads so first, and reads a
  // file again with them when it has anything to report. (The pugixml path keeps them
  // always.)
  bool card_positions = true;
};

class RecordSpares;

// `bytes` is the whole file.
ReadResult read_thr(std::string_view bytes, const ReadOptions& options = {});

// The same, the record's vectors taking their blocks from `spares` where it has them
// (formats/record_spares.h): a caller reading file after file gives each record back
// to `spares` once it is done with it, and reading allocates almost nothing.
ReadResult read_thr(std::string_view bytes, const ReadOptions& options, RecordSpares& spares);

// A file's bytes, or the format.unreadable finding that says why they cannot be had
// (a directory, a file that cannot be opened or read).
struct FileBytes {
  std::string bytes;
  std::optional<Finding> error;
  bool too_large = false;  // a regular file larger than the limit: nothing was read
};
// `buffer`: a string whose block is reused for the bytes (a caller reading many files
// passes the last one's back). `limit`: a regular file larger than this is not read
// (too_large; validate reads it as its bytes arrive instead, formats/thr_stream.h).
FileBytes read_file_bytes(const std::string& path, std::string buffer = {},
                          std::size_t limit = static_cast<std::size_t>(-1));

// Reads a file from disk; an unreadable file is one format finding.
ReadResult read_thr_file(const std::string& path, const ReadOptions& options = {});

}  // namespace stichprobe
