// Validating a file as its bytes arrive (formats/thr_stream.h): each session checked
// hand by hand as its hands come (SessionChecker), and the findings given out in the
// order validate_document lists them for the whole file, each as soon as nothing found
// later can come before it. Memory is bounded by a few hands, the session's header and
// the findings waiting for their turn (mostly none).
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "formats/thr_stream.h"
#include "validator/engine/validate.h"

namespace stichprobe::engine {

// A finding with the text of its line in the file, when the caller asked for it and
// the stream still held the line when the finding was made.
struct SourcedFinding {
  Finding finding;
  std::optional<std::string> line;
  bool reader = false;  // the reader's (a format finding), not a session's
};

// What validate_stream gives out, in file order.
class StreamSink {
 public:
  virtual ~StreamSink() = default;
  // Findings in their final order, each batch after the one before.
  virtual void findings(std::vector<SourcedFinding>&& batch) = 0;
  // Each hand once checked, with where it lies in the file: `check.written` is the hand
  // as read, `check.report` its report. `rules` is false where the engine has no rules
  // for the session's game or variant (the hand is only counted, its report empty).
  // The session's walk (checker.detach(check)) stands at this hand.
  virtual void hand(SessionChecker::HandCheck& check, bool rules, const ThrStream::Span& span) = 0;
  // A session's header once read, and its end (the replayer's index).
  virtual void session(const ThrStream& stream, const SessionChecker& checker) {
    (void)stream;
    (void)checker;
  }
};

struct StreamOptions {
  AnalysisOptions analysis;
  bool source_lines = false;  // attach each finding's line (the text report's caret)
  // The stream reads without card positions (ReadOptions::card_positions): a hand with
  // something to report is read again with them and checked again (one job only), so
  // its findings point at the card as they do for a file read whole.
  bool positions_on_demand = false;
  // Analyse hands on this many threads (the reader and the order of everything else
  // stay on the caller's); 1: all on the caller's thread. The findings are the same,
  // and where the system cannot start a thread the caller's thread does it all.
  int jobs = 1;
  // A thread for analyse(): by default std::thread (tests simulate one that fails).
  std::function<std::thread(std::function<void()>)> start_thread;
};

struct StreamResult {
  int hands = 0;
  bool parsed = false;      // a root element was read
  bool unreadable = false;  // the file could not be read at all (format.unreadable first)
};

StreamResult validate_stream(ThrStream& stream, const StreamOptions& options, StreamSink& sink);

}  // namespace stichprobe::engine
