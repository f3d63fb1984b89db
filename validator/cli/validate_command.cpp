#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <thread>

#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/report.h"
#include "validator/cli/validate_files.h"

namespace stichprobe::cli {
namespace po = boost::program_options;

namespace {

// The built-in default input: the project's samples.
std::string default_input() {
#ifdef STICHPROBE_SAMPLES_DIR
  if (std::error_code ec; std::filesystem::is_directory(STICHPROBE_SAMPLES_DIR, ec)) return STICHPROBE_SAMPLES_DIR;
#endif
  return "samples";
}

}  // namespace

ExitStatus validate_command(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description desc("stichprobe validate [options] [FILE|DIR...]");
  std::string format = "text";
  std::string lang = "en";
  int jobs = 1;
  desc.add_options()("help,h", "show this help")(
      "format", po::value<std::string>(&format)->default_value("text"),
      "report format: text | json | junit | sarif | github")(
      "lang", po::value<std::string>(&lang)->default_value("en"), "language of the messages: en | de")(
      "jobs,j", po::value<int>(&jobs)->default_value(1), "validate N files in parallel (0 = one per core)")(
      "quiet,q", "print only failing findings and the summary")(
      "werror", "warnings fail the run like errors")("no-source", "text: no source line and caret")(
      "explain", "text: each hand's derivation (tricks, packets, thresholds, factors, bonuses, payments) "
                 "beside what the table recorded, mismatches marked");
  po::options_description hidden;
  hidden.add_options()("input", po::value<std::vector<std::string>>(), "files or directories");
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    err << "stichprobe validate: " << e.what() << "\n" << desc;
    return ExitStatus::Usage;
  }
  if (vm.count("help")) {
    out << desc;
    return ExitStatus::Clean;
  }
  ReportOptions ro;
  if (!parse_report_format(format, ro.format)) {
    err << "stichprobe validate: unknown --format '" << format << "' (text, json, junit, sarif, github)\n";
    return ExitStatus::Usage;
  }
  if (!parse_lang(lang, ro.lang)) {
    err << "stichprobe validate: unknown --lang '" << lang << "' (en, de)\n";
    return ExitStatus::Usage;
  }
  if (jobs < 0) {
    err << "stichprobe validate: --jobs cannot be negative\n";
    return ExitStatus::Usage;
  }
  if (jobs == 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  ro.quiet = vm.count("quiet") > 0;
  ro.werror = vm.count("werror") > 0;
  ro.show_source = vm.count("no-source") == 0;
  ro.explain = vm.count("explain") > 0;

  const std::vector<std::string> inputs =
      vm.count("input") ? vm["input"].as<std::vector<std::string>>() : std::vector<std::string>{default_input()};
  const std::vector<std::string> files = collect_inputs(inputs);
  if (files.empty()) {
    err << "stichprobe validate: no *.xml files found in the given paths\n";
    return ExitStatus::Usage;
  }

  auto report = make_report(ro, out);
  Totals totals;
  int failing = 0, readable = 0;
  bool begun = false;  // begun with the first file: a worker that cannot start leaves no half report
  try {
    validate_files(files, jobs, {wants_source(ro), ro.explain}, [&](FileResult&& r, bool unreadable) {
      if (!begun) report->begin();
      begun = true;
      if (!unreadable) ++readable;
      ++totals.files;
      totals.hands += static_cast<int>(r.hands.size());
      totals.count(r.findings);
      for (const auto& f : r.findings) failing += is_failure(f, ro) ? 1 : 0;
      report->file(r);
    });
  } catch (const WorkerStartError& e) {
    err << "stichprobe validate: " << e.what() << " (try a smaller --jobs)\n";
    return ExitStatus::Usage;
  }
  report->end(totals);
  if (readable == 0) return ExitStatus::Usage;  // not one file could be opened: no input read
  return failing > 0 ? ExitStatus::Findings : ExitStatus::Clean;
}

}  // namespace stichprobe::cli
