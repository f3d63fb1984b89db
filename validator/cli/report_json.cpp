#include <cstdio>
#include <memory>
#include <ostream>

#include "validator/cli/command_info.h"
#include "validator/cli/report.h"
#include "validator/cli/spill.h"

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
  void open(const std::string& path) override {
    path_ = path;
    hands_ = 0;
    first_ = true;
  }
  void hand(int) override { ++hands_; }
  // A file's entry names its hand count before its findings: they wait in a spill.
  void findings(const std::vector<engine::SourcedFinding>& in_order) override {
    std::string text;
    for (const auto& sf : in_order) {
      const Finding& f = sf.finding;
      text += first_ ? "\n" : ",\n";
      text += "      { \"severity\": \"" + std::string(severity_name(f.severity)) + "\", \"code\": \"" +
              json_escape(f.code) + "\", \"category\": \"" + category_name(f.category) + "\", \"message\": \"" +
              json_escape(message_in(f, lang_)) + "\"";
      first_ = false;
      if (f.pos.line)
        text += ", \"line\": " + std::to_string(f.pos.line) + ", \"column\": " + std::to_string(f.pos.column);
      if (f.hand) text += ", \"hand\": " + std::to_string(f.hand);
      if (!f.phase.empty()) text += ", \"phase\": \"" + json_escape(f.phase) + "\"";
      if (f.trick) text += ", \"trick\": " + std::to_string(f.trick);
      if (f.seat) text += ", \"seat\": " + std::to_string(f.seat);
      if (!f.rule.empty()) text += ", \"rule\": \"" + json_escape(rule_in(f.rule, lang_)) + "\"";
      if (!f.ruling.empty()) text += ", \"ruling\": \"" + json_escape(f.ruling) + "\"";
      text += " }";
    }
    spill_.append(text);
  }
  void close() override {
    out_ << (first_file_ ? "\n" : ",\n") << "  { \"path\": \"" << json_escape(path_) << "\", \"hands\": " << hands_
         << ",\n    \"findings\": [";
    first_file_ = false;
    spill_.write_to(out_);
    out_ << (first_ ? "] }" : "\n    ] }");
  }
  void end(const Totals& t) override {
    out_ << (first_file_ ? "],\n" : "\n],\n") << "  \"summary\": { \"files\": " << t.files << ", \"hands\": " << t.hands
         << ", \"errors\": " << t.errors << ", \"warnings\": " << t.warnings << ", \"infos\": " << t.infos << " } }\n";
  }

 private:
  Lang lang_;
  std::ostream& out_;
  bool first_file_ = true;
  std::string path_;
  long hands_ = 0;
  bool first_ = true;  // no finding of this file yet
  Spill spill_;
};

}  // namespace

std::unique_ptr<Report> make_json_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<JsonReport>(options.lang, out);
}

}  // namespace stichprobe::cli
