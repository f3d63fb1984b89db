// Printing reports, file by file as they are validated: text (one line per
// finding, ninja-style source line and caret), JSON (THR v1 §8), JUnit XML,
// SARIF 2.1.0 and GitHub workflow annotations.
#pragma once
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "formats/finding.h"
#include "validator/engine/game.h"
#include "validator/engine/validate_stream.h"

namespace stichprobe::cli {

struct Totals {
  int files = 0, hands = 0, errors = 0, warnings = 0, infos = 0;
  void count(const Findings& f);
};

// How the engine derived one hand's result (for --explain).
struct HandDerivation {
  int hand = 0;
  std::string contract;
  int declarer = 0;
  std::vector<engine::ScoreLine> lines;
};

// An arbiter's ruling as the report lists it (text: separately from the findings).
struct RulingNote {
  int hand = 0;
  Pos pos;
  std::string code, decision, text;
};

// One validated file, as the reports see it.
struct FileResult {
  std::string path;
  std::vector<int> hands;  // the hands' numbers, in file order
  Findings findings;
  std::string source;                       // the file's text where a report wants it (text: caret lines)
  std::vector<HandDerivation> derivations;  // with --explain
  std::vector<RulingNote> rulings;
};

// Reports are written file by file, and each file part by part as it is validated (a
// file read as its bytes arrive gives its hands and findings as they come): open(), then
// in any order its hands, their derivations and rulings, and its findings in their final
// order, batch after batch; then close(). file() gives a whole file at once.
class Report {
 public:
  virtual ~Report() = default;
  virtual void begin() {}
  virtual void open(const std::string& path) = 0;
  virtual void hand(int /*n*/) {}
  virtual void derivation(const HandDerivation& /*d*/) {}
  virtual void ruling(const RulingNote& /*r*/) {}
  virtual void findings(const std::vector<engine::SourcedFinding>& in_order) = 0;
  virtual void close() = 0;
  virtual void end(const Totals& totals) = 0;
  // A whole file: its derivations, hands, rulings and findings (with their lines from
  // result.source).
  void file(const FileResult& result);
};

enum class ReportFormat { Text, Json, Junit, Sarif, Github };

struct ReportOptions {
  ReportFormat format = ReportFormat::Text;
  bool quiet = false;       // only errors (and warnings with --werror) and the summary
  bool show_source = true;  // text: the source line and a caret under each finding
  bool werror = false;      // warnings fail like errors
  bool explain = false;     // text: each hand's derivation beside what the table recorded
  Lang lang = Lang::En;     // messages (and the text report's own words) in English or German
  bool color = false;       // text: severities, codes and carets in colour (ANSI SGR)
};

// nullopt-like: false when the name is not a format.
bool parse_report_format(const std::string& name, ReportFormat& out);
bool wants_source(const ReportOptions& options);

std::unique_ptr<Report> make_report(const ReportOptions& options, std::ostream& out);

std::string json_escape(const std::string& s);
// Line `line` of `source` (without its end), empty where there is none or it is longer
// than anyone would read under a caret.
std::string source_line(const std::string& source, unsigned line);
std::string xml_escape(const std::string& s);

// Whether a finding fails the run under these options.
inline bool is_failure(const Finding& f, const ReportOptions& o) {
  return f.severity == Severity::Error || (o.werror && f.severity == Severity::Warning);
}

}  // namespace stichprobe::cli
