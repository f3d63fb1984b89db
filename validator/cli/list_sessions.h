// `validate --list-sessions`: where each session of each file lies, one line each, for
// a batch engine that shards a huge archive by session (docs/validating.md).
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace stichprobe::cli {

// "FILE<TAB>FROM<TAB>TO<TAB>LINE:COLUMN<TAB>HANDS" per session, in file order: the bytes
// [FROM, TO) from the session's '<' to the end of its end tag, where its start tag
// begins, how many hands it holds. The file is read as its bytes arrive (nothing is
// checked). Returns false when a file could not be read to its end (said on `err`).
bool list_sessions(const std::vector<std::string>& files, std::ostream& out, std::ostream& err);

}  // namespace stichprobe::cli
