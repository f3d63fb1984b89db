// JUnit XML: one test suite per file, one test case per hand (and one for the
// file itself when it has findings outside any hand); a failing case lists its
// failing findings. Suites are buffered per file only, so output streams.
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
  void file(const FileResult& r) override {
    std::map<int, std::vector<const Finding*>> by_hand;  // 0 = the file itself
    for (const auto& f : r.findings) by_hand[f.hand].push_back(&f);
    std::vector<int> cases;
    if (by_hand.count(0) || r.hands.empty()) cases.push_back(0);
    cases.insert(cases.end(), r.hands.begin(), r.hands.end());
    int failures = 0;
    std::ostringstream body;
    for (int hand : cases) {
      const std::string name = hand == 0 ? "file" : "hand " + std::to_string(hand);
      body << "    <testcase classname=\"" << xml_escape(r.path) << "\" name=\"" << name << "\"";
      std::string text;
      int failing = 0;
      for (const Finding* f : by_hand[hand]) {
        if (!is_failure(*f, options_)) continue;
        ++failing;
        text += r.path + ":" + std::to_string(f->pos.line) + ":" + std::to_string(f->pos.column) + ": " +
                severity_word(f->severity, options_.lang) + ": [" + f->code + "] " + message_in(*f, options_.lang) +
                "\n";
      }
      if (failing == 0) {
        body << "/>\n";
        continue;
      }
      ++failures;
      body << ">\n      <failure message=\"" << failing << (failing == 1 ? " finding" : " findings")
           << "\" type=\"stichprobe\">" << xml_escape(text) << "</failure>\n    </testcase>\n";
    }
    out_ << "  <testsuite name=\"" << xml_escape(r.path) << "\" tests=\"" << cases.size() << "\" failures=\""
         << failures << "\" errors=\"0\">\n"
         << body.str() << "  </testsuite>\n";
  }
  void end(const Totals&) override { out_ << "</testsuites>\n"; }

 private:
  ReportOptions options_;
  std::ostream& out_;
};

}  // namespace

std::unique_ptr<Report> make_junit_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<JunitReport>(options, out);
}

}  // namespace stichprobe::cli
