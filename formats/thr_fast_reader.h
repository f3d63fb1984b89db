// The THR reader's two paths. read_thr (thr_reader.h) tries the fast one first and
// falls back to the pugixml one, which is the reference; both are here for the
// tests that hold them to equal results, and for the benchmark.
#pragma once
#include <string_view>

#include "formats/thr_reader.h"

namespace stichprobe::thr_detail {

// One pass over a plain, valid file (see thr_fast_reader.cpp); false, leaving `out`
// as it was, at the first thing it does not take (the pugixml path then reads it).
// With `spares`, the record's vectors take their blocks from there (record_spares.h).
bool read_thr_fast(std::string_view bytes, ReadResult& out, const ReadOptions& options = {},
                   RecordSpares* spares = nullptr);

// The pugixml path alone: prescan, pugixml's parse and the walk over its tree.
ReadResult read_thr_with_pugixml(std::string_view bytes);

}  // namespace stichprobe::thr_detail
