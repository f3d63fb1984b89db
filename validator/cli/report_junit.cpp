// JUnit XML: one test suite per file, one test case per hand (and one for the
// file itself when it has findings outside any hand); a failing case lists its
// failing findings. A suite is written at its file's end (its counts come first):
// until then it keeps the hands' numbers and the failing findings' text.
#include <map>
#include <ostream>
#include <sstream>

#include "validator/cli/report.h"

namespace stichprobe::cli {
namespace {

class JunitReport : public Report {
 public:
  JunitReport(const ReportOptions& o, std::ostream& out) : options_(o), out_(out) {}
  void begin() override { out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"stichprobe\">\n"; }
  void open(const std::string& path) override {
    path_ = path;
    hands_.clear();
    failing_.clear();
    file_findings_ = false;
  }
  void hand(int n) override { hands_.push_back(n); }
  // A suite's counts come before its cases: the hands' numbers and the failing
  // findings' text wait for the file's end (the findings that pass are only counted).
  void findings(const std::vector<engine::SourcedFinding>& in_order) override {
    for (const auto& sf : in_order) {
      const Finding& f = sf.finding;
      if (f.hand == 0) file_findings_ = true;
      if (!is_failure(f, options_)) continue;
      Failing& to = failing_[f.hand];
      ++to.count;
      to.text += path_ + ":" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + ": " +
                 severity_word(f.severity, options_.lang) + ": [" + f.code + "] " + message_in(f, options_.lang) + "\n";
    }
  }
  void close() override {
    std::vector<int> cases;
    if (file_findings_ || hands_.empty()) cases.push_back(0);
    cases.insert(cases.end(), hands_.begin(), hands_.end());
    int failures = 0;
    std::ostringstream body;
    for (int hand : cases) {
      const std::string name = hand == 0 ? "file" : "hand " + std::to_string(hand);
      body << "    <testcase classname=\"" << xml_escape(path_) << "\" name=\"" << name << "\"";
      const auto it = failing_.find(hand);
      if (it == failing_.end()) {
        body << "/>\n";
        continue;
      }
      const int failing = it->second.count;
      ++failures;
      body << ">\n      <failure message=\"" << failing << (failing == 1 ? " finding" : " findings")
           << "\" type=\"stichprobe\">" << xml_escape(it->second.text) << "</failure>\n    </testcase>\n";
    }
    out_ << "  <testsuite name=\"" << xml_escape(path_) << "\" tests=\"" << cases.size() << "\" failures=\"" << failures
         << "\" errors=\"0\">\n"
         << body.str() << "  </testsuite>\n";
  }
  void end(const Totals&) override { out_ << "</testsuites>\n"; }

 private:
  struct Failing {
    int count = 0;
    std::string text;
  };
  ReportOptions options_;
  std::ostream& out_;
  std::string path_;
  std::vector<int> hands_;
  std::map<int, Failing> failing_;
  bool file_findings_ = false;
};

}  // namespace

std::unique_ptr<Report> make_junit_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<JunitReport>(options, out);
}

}  // namespace stichprobe::cli
