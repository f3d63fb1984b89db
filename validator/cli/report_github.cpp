// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::MESSAGE`.
// Data escapes % CR LF; property values also escape : and , (as the runner requires).
#include <ostream>

#include "validator/cli/report.h"

namespace stichprobe::cli {
namespace {

std::string escape_data(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else
      out += c;
  }
  return out;
}

std::string escape_property(const std::string& s) {
  std::string out;
  for (char c : escape_data(s)) {
    if (c == ':')
      out += "%3A";
    else if (c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

class GithubReport : public Report {
 public:
  GithubReport(const ReportOptions& o, std::ostream& out) : options_(o), out_(out) {}
  void file(const FileResult& r) override {
    for (const auto& f : r.findings) {
      if (options_.quiet && !is_failure(f, options_)) continue;
      const char* command = f.severity == Severity::Error     ? "error"
                            : f.severity == Severity::Warning ? "warning"
                                                              : "notice";
      out_ << "::" << command << " file=" << escape_property(r.path);
      if (f.pos.line) out_ << ",line=" << f.pos.line << ",col=" << f.pos.column;
      out_ << ",title=" << escape_property(f.code) << "::" << escape_data(message_in(f, options_.lang));
      if (f.hand)
        out_ << escape_data((options_.lang == Lang::De ? " (Spiel " : " (hand ") + std::to_string(f.hand) + ")");
      out_ << '\n';
    }
  }
  void end(const Totals& t) override {
    auto count = [](int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); };
    out_ << "stichprobe: " << count(t.files, "file") << ", " << count(t.hands, "hand") << ": "
         << count(t.errors, "error") << ", " << count(t.warnings, "warning") << ", " << count(t.infos, "info") << "\n";
  }

 private:
  ReportOptions options_;
  std::ostream& out_;
};

}  // namespace

std::unique_ptr<Report> make_github_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<GithubReport>(options, out);
}

}  // namespace stichprobe::cli
