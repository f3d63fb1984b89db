// SARIF 2.1.0: one run, results streamed as files are validated; the rule ids
// seen are listed in the tool's driver at the end (key order is free in JSON).
#include <algorithm>
#include <cctype>
#include <ostream>
#include <set>
#include <string_view>

#include "validator/cli/command_info.h"
#include "validator/cli/report.h"
#include "validator/engine/catalogue.h"

namespace stichprobe::cli {
namespace {

const char* sarif_level(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "note";
  }
  return "error";
}

// SARIF artifact URIs are URI references: percent-encode what may not stand in one.
std::string uri(const std::string& path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || std::string_view("/-._~").find(static_cast<char>(c)) != std::string_view::npos) {
      out += static_cast<char>(c);
    } else {
      static const char* hex = "0123456789ABCDEF";
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

class SarifReport : public Report {
 public:
  SarifReport(Lang lang, std::ostream& out) : lang_(lang), out_(out) {}
  void begin() override {
    out_ << "{\n  \"version\": \"2.1.0\",\n"
            "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
            "  \"runs\": [ {\n    \"results\": [";
  }
  void open(const std::string& path) override { path_ = path; }
  void findings(const std::vector<engine::SourcedFinding>& in_order) override {
    for (const auto& sf : in_order) {
      const Finding& f = sf.finding;
      rules_.insert(f.code);
      out_ << (first_ ? "\n" : ",\n") << "      { \"ruleId\": \"" << json_escape(f.code) << "\", \"level\": \""
           << sarif_level(f.severity) << "\", \"message\": { \"text\": \"" << json_escape(message_in(f, lang_))
           << (f.ruling.empty() ? "" : " (ruling " + json_escape(f.ruling) + ")") << "\" },\n"
           << "        \"locations\": [ { \"physicalLocation\": { \"artifactLocation\": { \"uri\": \""
           << json_escape(uri(path_)) << "\" }";
      if (f.pos.line > 0)
        out_ << ", \"region\": { \"startLine\": " << f.pos.line << ", \"startColumn\": " << std::max(1u, f.pos.column)
             << " }";
      out_ << " } } ],\n        \"properties\": { \"category\": \"" << category_name(f.category) << "\"";
      if (f.hand) out_ << ", \"hand\": " << f.hand;
      if (f.trick) out_ << ", \"trick\": " << f.trick;
      if (f.seat) out_ << ", \"seat\": " << f.seat;
      if (!f.rule.empty()) out_ << ", \"rule\": \"" << json_escape(rule_in(f.rule, lang_)) << "\"";
      out_ << " } }";
      first_ = false;
    }
  }
  void close() override {}
  void end(const Totals&) override {
    out_ << (first_ ? "],\n" : "\n    ],\n")
         << "    \"tool\": { \"driver\": { \"name\": \"stichprobe\", \"version\": \"" << version()
         << "\", \"semanticVersion\": \"" << version() << "\",\n      \"informationUri\": \"" << json_escape(homepage())
         << "\",\n      \"rules\": [";
    bool first = true;
    for (const auto& id : rules_) {
      out_ << (first ? "\n" : ",\n") << "        { \"id\": \"" << json_escape(id) << "\"";
      // The findings catalogue's entry: what the code means, and the rule and an example as help.
      if (const engine::FindingInfo* info = engine::find_finding_info(id)) {
        std::string help = (lang_ == Lang::De ? "Regel: " : "rule: ") + rule_in(info->rule, lang_);
        if (!info->example.empty()) help += (lang_ == Lang::De ? "; Beispiel: " : "; example: ") + info->example;
        out_ << ",\n          \"shortDescription\": { \"text\": \"" << json_escape(text_in(info->meaning, lang_))
             << "\" },\n          \"help\": { \"text\": \"" << json_escape(help)
             << "\" },\n          \"defaultConfiguration\": { \"level\": \"" << sarif_level(info->severity) << "\" } }";
      } else {
        out_ << " }";
      }
      first = false;
    }
    out_ << (first ? "] } }\n  } ]\n}\n" : "\n      ] } }\n  } ]\n}\n");
  }

 private:
  Lang lang_;
  std::ostream& out_;
  bool first_ = true;
  std::string path_;
  std::set<std::string> rules_;
};

}  // namespace

std::unique_ptr<Report> make_sarif_report(const ReportOptions& options, std::ostream& out) {
  return std::make_unique<SarifReport>(options.lang, out);
}

}  // namespace stichprobe::cli
