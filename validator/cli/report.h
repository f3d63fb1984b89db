// Printing reports: the text form (one line per finding, ninja-style source
// line and caret) and the JSON form of THR v1 §8. Both stream file by file.
#pragma once
#include <iosfwd>
#include <memory>
#include <string>

#include "formats/finding.h"

namespace stichprobe::cli {

struct Totals {
  int files = 0, hands = 0, errors = 0, warnings = 0, infos = 0;
  void count(const Findings& f);
};

class Report {
 public:
  virtual ~Report() = default;
  virtual void begin() = 0;
  // `source` is the file's text (for the caret line), may be empty.
  virtual void file(const std::string& path, int hands, const Findings& findings, const std::string& source) = 0;
  virtual void end(const Totals& totals) = 0;
};

enum class ReportFormat { Text, Json };

struct ReportOptions {
  ReportFormat format = ReportFormat::Text;
  bool quiet = false;       // text: only errors and the summary
  bool show_source = true;  // text: the source line and a caret under each finding
};

std::unique_ptr<Report> make_report(const ReportOptions& options, std::ostream& out);

std::string json_escape(const std::string& s);

}  // namespace stichprobe::cli
