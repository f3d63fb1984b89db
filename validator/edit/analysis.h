// The engine's view of an edited session, exactly as `validate` would see the saved
// file: the session is written by the canonical THR writer and read back, so every
// element has the place it will have in the saved file, and the findings are those
// `stichprobe validate` reports for it (the reader's, then the session's).
#pragma once
#include <cstddef>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/engine/validate.h"

namespace stichprobe::edit {

struct Analysis {
  record::Session canonical;     // as read back from the saved text
  engine::SessionReport report;  // timeline and derivation on; report.context.session is null
  Findings findings;             // of the saved file
};

Analysis analyse(const record::Session& session);

// The findings pointing at `pos` that say something is wrong (errors and warnings).
Findings faults_at(const Findings& findings, Pos pos);

// The session up to and including hand `hand`: a hand's analysis never depends on the
// hands after it, so trials of the next action leave them out.
record::Session up_to(const record::Session& session, std::size_t hand);

}  // namespace stichprobe::edit
