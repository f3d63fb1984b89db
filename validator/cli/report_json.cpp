#include <cstdio>
#include <memory>
#include <ostream>

#include "validator/cli/command_info.h"
#include "validator/cli/report.h"

namespace stichprobe::cli {

std::string xml_escape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // Control characters are not allowed in XML 1.0; tab and newlines are.
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
          out += "?";
        else
          out += static_cast<char>(c);
    }
  }
  return out;
}

std::string json_escape(const std::string& s) {
  std::string out;
  out.reserve(s.size() + 2);
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

namespace {

// THR v1 §8: keys are stable; keys that do not apply are omitted.
class JsonReport : public Report {
 public:
  JsonReport(Lang lang, std::ostream& out) : lang_(lang), out_(out) {}
  // The producing program first ("more keys may be added", §8).
  void begin() override {
    out_ << "{ \"tool\": { \"name\": \"stichprobe\", \"version\": \"" << version() << "\" },\n  \"files\": [";
  }
  void file(const FileResult& r) override {
    const Findings& findings = r.findings;
    out_ << (first_file_ ? "\n" : ",\n") << "  { \"path\": \"" << json_escape(r.path)
         << "\", \"hands\": " << r.hands.size() << ",\n    \"findings\": [";
    first_file_ = false;
    bool first = true;
    for (const auto& f : findings) {
      out_ << (first ? "\n" : ",\n") << "      { \"severity\": \"" << severity_name(f.severity) << "\", \"code\": \""
           << json_escape(f.code) << "\", \"category\": \"" << category_name(f.category) << "\", \"message\": \""
           << json_escape(message_in(f, lang_)) << "\"";
      first = false;
      if (f.pos.line) out_ << ", \"line\": " << f.pos.line << ", \"column\": " << f.pos.column;
      if (f.hand) out_ << ", \"hand\": " << f.hand;
      if (!f.phase.empty()) out_ << ", \"phase\": \"" << json_escape(f.phase) << "\"";
      if (f.trick) out_ << ", \"trick\": " << f.trick;
      if (f.seat) out_ << ", \"seat\": " << f.seat;
      if (!f.rule.empty()) out_ << ", \"rule\": \"" << json_escape(rule_in(f.rule, lang_)) << "\"";
      if (!f.ruling.empty()) out_ << ", \"ruling\": \"" << json_escape(f.ruling) << "\"";
      out_ << " }";
    }
    out_ << (first ? "] }" : "\n    ] }");
  }
  void end(const Totals& t) override {
    out_ << (first_file_ ? "],\n" : "\n],\n") << "  \"summary\": { \"files\": " << t.files << ", \"hands\": " << t.hands
         << ", \"errors\": " << t.errors << ", \"warnings\": " << t.warnings << ", \"infos\": " << t.infos << " } }\n";
  }

 private:
  Lang lang_;
  std::ostream& out_;
  bool first_file_ = true;
};

}  // namespace

std::unique_ptr<Report> make_json_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<JsonReport>(options.lang, out);
}

}  // namespace stichprobe::cli
