// A whole record read from a source (a transcript, formats/TRANSCRIPT.md) entered
// through the editing model, action by action as an archivist would: each hand's actions
// (actions.h: actions_of, each card at its place in its trick) applied in turn, an
// illegal card or call taken as it happened (it then carries its finding), a session's
// hands as one step (EditSession::apply_all: the engine checks the session once, so a
// long session costs no more than `validate`). What the session holds beyond its hands
// (meta, rules, players, content of other namespaces) is the session the model opens.
// The findings are the model's, those of the file Save writes, each put back at the
// source's place of the element it points at, beside the source reader's own.
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"
#include "formats/record.h"
#include "formats/thr_reader.h"

namespace stichprobe::edit {

struct Entered {
  record::Document document;  // as the model holds it
  std::string text;           // what Save writes: canonical THR
  Findings findings;          // at the source's places, sorted by place
  int hands = 0;
  // Actions the model did not take (none for a record the reader could build), at the
  // source's place of the element the action enters.
  struct Refusal {
    Pos pos;
    std::string why;
  };
  std::vector<Refusal> refused;
};

struct EnterOptions {
  // Fill in what the source leaves to the rules (derive.h): dealers, seats, the deal's
  // missing parts, computed settlements. Off, the record is exactly what was typed.
  bool derive = true;
};

// `source` as a reader gave it: its document, with every element at its place in the
// source, and the reader's findings.
Entered enter_record(const ReadResult& source, const EnterOptions& options = {});

}  // namespace stichprobe::edit
