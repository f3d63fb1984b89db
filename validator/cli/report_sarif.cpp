// SARIF 2.1.0: one run, results streamed as files are validated; the rule ids
// seen are listed in the tool's driver at the end (key order is free in JSON).
#include <algorithm>
#include <cctype>
#include <ostream>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include "validator/cli/command_info.h"
#include "validator/cli/message_forms.h"
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

// A template as a SARIF message string: its named values stay in braces as written, and
// SARIF asks a literal brace to be doubled (§3.11.5; its own placeholders are "{0}").
std::string sarif_template(std::string_view text) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '{' || c == '}') out += c;
  }
  return json_escape(out);
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
             << "\" },\n          \"defaultConfiguration\": { \"level\": \"" << sarif_level(info->severity) << "\" }";
      }
      message_strings(id);
      out_ << " }";
      first = false;
    }
    out_ << (first ? "] } }\n  } ]\n}\n" : "\n      ] } }\n  } ]\n}\n");
  }

 private:
  // The rule's messageStrings (§3.49.11): each message form of the code, from the templates
  // of the engine and of every game that reports it; "default" for the code's own key, the
  // form's name for the others, with "game:" before it where several games word the code.
  void message_strings(const std::string& code) {
    std::vector<std::pair<std::string, engine::MessageCatalogue>> sources;
    for (const auto& [game, info] : engine::find_finding_infos(code))
      if (!game.empty()) sources.emplace_back(game, catalogue_of(game));
    sources.emplace_back("", engine::shared_messages());
    std::vector<std::pair<std::string, std::vector<CodeForm>>> found;
    for (const auto& [game, catalogue] : sources)
      if (auto forms = forms_of(catalogue, code); !forms.empty()) found.emplace_back(game, std::move(forms));
    if (found.empty()) return;
    out_ << ",\n          \"messageStrings\": {";
    bool first = true;
    for (const auto& [game, forms] : found)
      for (const CodeForm& f : forms) {
        const std::string name = f.form.empty() ? std::string("default") : std::string(f.form);
        out_ << (first ? " \"" : ", \"") << json_escape(found.size() > 1 && !game.empty() ? game + ":" + name : name)
             << "\": { \"text\": \"" << sarif_template(lang_ == Lang::De ? f.message->de : f.message->en) << "\" }";
        first = false;
      }
    out_ << " }";
  }

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
