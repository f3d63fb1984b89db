// The engine's view of an edited session: the record model checked as it stands
// (engine::validate_session, no file written or read), with the model's own positions.
// An element read from a file or a transcript keeps its place there; one the editor
// added has a place of its own (line 0, the column numbering the editor's elements:
// number_new_elements), so each finding points at exactly one element.
#pragma once
#include <cstddef>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "validator/engine/validate.h"

namespace stichprobe::edit {

struct Analysis {
  engine::SessionReport report;  // timeline and derivation on; report.context.session is null
  Findings findings;             // the session's, at the model's places
};

Analysis analyse(const record::Session& session);

// The findings pointing at `pos` that say something is wrong (errors and warnings).
Findings faults_at(const Findings& findings, Pos pos);

// Gives every element (and card) of `hand` that has no place ({0, 0}) one of its own,
// {0, next}, {0, next + 1}, ...; returns the next free column.
unsigned number_new_elements(record::Hand& hand, unsigned next);
// The first column after every editor's place ({0, k}) the session holds.
unsigned next_new_place(const record::Session& session);

}  // namespace stichprobe::edit
