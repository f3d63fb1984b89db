#include <ostream>

#include "validator/cli/color.h"
#include "validator/cli/report.h"

namespace stichprobe::cli {

void Totals::count(const Findings& findings) {
  for (const auto& f : findings) {
    if (f.severity == Severity::Error) ++errors;
    if (f.severity == Severity::Warning) ++warnings;
    if (f.severity == Severity::Info) ++infos;
  }
}

std::string source_line(const std::string& source, unsigned line) {
  if (line == 0) return {};
  std::size_t start = 0;
  for (unsigned l = 1; l < line; ++l) {
    start = source.find('\n', start);
    if (start == std::string::npos) return {};
    ++start;
  }
  std::size_t stop = source.find('\n', start);
  std::string text = source.substr(start, stop == std::string::npos ? std::string::npos : stop - start);
  if (!text.empty() && text.back() == '\r') text.pop_back();
  return text.size() > 200 ? std::string() : text;  // a huge line helps nobody
}

void Report::file(const FileResult& r) {
  open(r.path);
  for (const auto& d : r.derivations) derivation(d);
  for (int n : r.hands) hand(n);
  for (const auto& note : r.rulings) ruling(note);
  std::vector<engine::SourcedFinding> all;
  all.reserve(r.findings.size());
  for (const auto& f : r.findings)
    all.push_back({f, r.source.empty() ? std::optional<std::string>() : source_line(r.source, f.pos.line)});
  findings(all);
  close();
}

namespace {

// The report's own words; the games' German terms: Spiel (a hand), Stich, Sitz.
struct Words {
  const char *hand, *trick, *seat, *by_seat, *ruling, *recorded, *file, *files, *hands1, *hands, *errors1, *errors,
      *warnings1, *warnings, *infos1, *infos;
};
constexpr Words kEnglish{"hand",       "trick",       "seat",    " by seat ", "ruling",   "recorded",
                         " file, ",    " files, ",    " hand: ", " hands: ",  " error, ", " errors, ",
                         " warning, ", " warnings, ", " info\n", " infos\n"};
constexpr Words kGerman{"Spiel",      "Stich",        "Sitz",       " von Sitz ", "Entscheid", "aufgeschrieben",
                        " Datei, ",   " Dateien, ",   " Spiel: ",   " Spiele: ",  " Fehler, ", " Fehler, ",
                        " Warnung, ", " Warnungen, ", " Hinweis\n", " Hinweise\n"};

std::string where(const Finding& f, const Words& w, Lang lang) {
  std::string out;
  auto add = [&out](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  if (f.hand) add(w.hand + (" " + std::to_string(f.hand)));
  if (f.trick) add(w.trick + (" " + std::to_string(f.trick)));
  if (f.seat) add(w.seat + (" " + std::to_string(f.seat)));
  if (!f.rule.empty()) add(rule_in(f.rule, lang));
  return out.empty() ? "" : " (" + out + ")";
}

const char* severity_sgr(Severity s) {
  switch (s) {
    case Severity::Error: return sgr::kError;
    case Severity::Warning: return sgr::kWarning;
    case Severity::Info: return sgr::kInfo;
  }
  return sgr::kError;
}

class TextReport : public Report {
 public:
  TextReport(const ReportOptions& o, std::ostream& out)
      : options_(o), words_(o.lang == Lang::De ? kGerman : kEnglish), out_(out) {}
  void open(const std::string& path) override {
    path_ = path;
    rulings_.clear();
    held_.clear();
  }
  // With --explain the derivations come first (as each hand is checked), the findings
  // after them (kept until the file's end).
  void derivation(const HandDerivation& d) override {
    if (!options_.explain) return;
    out_ << path_ << ": " << words_.hand << ' ' << d.hand;
    if (!d.contract.empty()) out_ << ", " << d.contract;
    if (d.declarer) out_ << words_.by_seat << d.declarer;
    out_ << '\n';
    for (const auto& line : d.lines) {
      out_ << (line.mismatch ? "  ✗ " : "    ") << text_in(line.item, options_.lang) << ": "
           << text_in(line.computed, options_.lang);
      if (line.recorded) out_ << "   (" << words_.recorded << (line.mismatch ? ": " : " ") << *line.recorded << ")";
      out_ << '\n';
      const std::string& detail = text_in(line.detail, options_.lang);
      if (!detail.empty()) out_ << "        " << detail << '\n';
    }
  }
  void ruling(const RulingNote& r) override { rulings_.push_back(r); }
  void findings(const std::vector<engine::SourcedFinding>& in_order) override {
    if (options_.explain) {
      held_.insert(held_.end(), in_order.begin(), in_order.end());
      return;
    }
    for (const auto& f : in_order) print(f);
  }
  void close() override {
    for (const auto& f : held_) print(f);
    held_.clear();
    if (!options_.quiet)
      for (const auto& ruling : rulings_)
        out_ << path_ << ':' << ruling.pos.line << ':' << ruling.pos.column << ": " << words_.ruling << ": "
             << words_.hand << ' ' << ruling.hand << ", " << ruling.code << " " << ruling.decision
             << (ruling.text.empty() ? "" : ": " + ruling.text) << '\n';
    rulings_.clear();
  }
  void end(const Totals& t) override {
    const Words& w = words_;
    out_ << t.files << (t.files == 1 ? w.file : w.files) << t.hands << (t.hands == 1 ? w.hands1 : w.hands) << t.errors
         << (t.errors == 1 ? w.errors1 : w.errors) << t.warnings << (t.warnings == 1 ? w.warnings1 : w.warnings)
         << t.infos << (t.infos == 1 ? w.infos1 : w.infos);
  }

 private:
  void print(const engine::SourcedFinding& sf) {
    const Finding& f = sf.finding;
    if (options_.quiet && !is_failure(f, options_)) return;
    out_ << path_ << ':' << f.pos.line << ':' << f.pos.column << ": "
         << paint(severity_word(f.severity, options_.lang), severity_sgr(f.severity), options_.color) << ": "
         << paint("[" + f.code + "]", sgr::kCode, options_.color) << ' ' << message_in(f, options_.lang)
         << where(f, words_, options_.lang) << '\n';
    if (!f.ruling.empty()) out_ << "    " << words_.ruling << ' ' << f.ruling << '\n';
    if (!options_.show_source || options_.quiet || !sf.line || sf.line->empty()) return;
    const std::string& line = *sf.line;
    out_ << "    " << line << '\n';
    if (f.pos.column >= 1 && f.pos.column <= line.size() + 1) {
      std::string pad;
      for (std::size_t i = 0; i + 1 < f.pos.column; ++i) pad += line[i] == '\t' ? '\t' : ' ';
      out_ << "    " << pad << paint("^", sgr::kCaret, options_.color) << '\n';
    }
  }

  ReportOptions options_;
  const Words& words_;
  std::ostream& out_;
  std::string path_;
  std::vector<RulingNote> rulings_;
  std::vector<engine::SourcedFinding> held_;
};

}  // namespace

std::unique_ptr<Report> make_json_report(const ReportOptions& options, std::ostream& out);
std::unique_ptr<Report> make_junit_report(const ReportOptions& options, std::ostream& out);
std::unique_ptr<Report> make_sarif_report(const ReportOptions& options, std::ostream& out);
std::unique_ptr<Report> make_github_report(const ReportOptions& options, std::ostream& out);

bool parse_report_format(const std::string& name, ReportFormat& out) {
  if (name == "text")
    out = ReportFormat::Text;
  else if (name == "json")
    out = ReportFormat::Json;
  else if (name == "junit")
    out = ReportFormat::Junit;
  else if (name == "sarif")
    out = ReportFormat::Sarif;
  else if (name == "github")
    out = ReportFormat::Github;
  else
    return false;
  return true;
}

bool wants_source(const ReportOptions& o) { return o.format == ReportFormat::Text && o.show_source && !o.quiet; }

std::unique_ptr<Report> make_report(const ReportOptions& options, std::ostream& out) {
  switch (options.format) {
    case ReportFormat::Json: return make_json_report(options, out);
    case ReportFormat::Junit: return make_junit_report(options, out);
    case ReportFormat::Sarif: return make_sarif_report(options, out);
    case ReportFormat::Github: return make_github_report(options, out);
    case ReportFormat::Text: break;
  }
  return std::make_unique<TextReport>(options, out);
}

}  // namespace stichprobe::cli
