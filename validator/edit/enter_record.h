// A whole record read from a source (a transcript, formats/TRANSCRIPT.md) entered
// through the editing model, action by action as an archivist would: each hand's actions
// (actions.h: actions_of, each card at its place in its trick) applied in turn, an
// illegal card or call taken as it happened (it then carries its finding), a session's
// hands as one step (EditSession::apply_all). What the session holds beyond its hands
// (meta, rules, players, content of other namespaces) is the session the model opens.
// The model's elements then take the source's places, and the engine checks each session
// once as the model holds it: the findings stand at the source's places, beside the
// source reader's own, and an archive of many sessions costs no more than `validate`.
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
  int sessions_checked = 0;  // how often the engine checked a session (once each)
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
