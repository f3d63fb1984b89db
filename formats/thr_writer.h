// Writes the record model as canonical THR v1: fixed element and attribute order,
// two-space indentation, one trick per line. read(write(m)) == m (positions aside).
#pragma once
#include <string>

#include "formats/record.h"

namespace stichprobe {

std::string write_thr(const record::Document& doc);
std::string write_thr(const record::Session& session);

}  // namespace stichprobe
