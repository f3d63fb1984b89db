#include <boost/program_options.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "formats/thr_reader.h"
#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/report.h"
#include "validator/engine/validate.h"

namespace stichprobe::cli {
namespace po = boost::program_options;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

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
  desc.add_options()("help,h", "show this help")(
      "format", po::value<std::string>(&format)->default_value("text"), "report format: text | json")(
      "quiet,q", "text: print only errors and the summary")("no-source", "text: no source line and caret");
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
  if (format == "json") {
    ro.format = ReportFormat::Json;
  } else if (format != "text") {
    err << "stichprobe validate: unknown --format '" << format << "' (text, json)\n";
    return ExitStatus::Usage;
  }
  ro.quiet = vm.count("quiet") > 0;
  ro.show_source = vm.count("no-source") == 0;

  std::vector<std::string> inputs =
      vm.count("input") ? vm["input"].as<std::vector<std::string>>() : std::vector<std::string>{default_input()};
  const std::vector<std::string> files = collect_inputs(inputs);
  if (files.empty()) {
    err << "stichprobe validate: no *.xml files found in the given paths\n";
    return ExitStatus::Usage;
  }

  auto report = make_report(ro, out);
  Totals totals;
  int read_ok = 0;
  report->begin();
  for (const auto& path : files) {
    // One file at a time: memory stays bounded by the largest file, not the run.
    ReadResult read = read_thr_file(path);
    const bool unreadable = !read.parsed && !read.findings.empty() && read.findings.front().code == "format.unreadable";
    if (!unreadable) ++read_ok;
    engine::DocumentReport doc = engine::validate_document(read);
    ++totals.files;
    totals.hands += doc.hand_count;
    totals.count(doc.findings);
    const bool want_source = ro.format == ReportFormat::Text && ro.show_source && !doc.findings.empty();
    report->file(path, doc.hand_count, doc.findings, want_source ? slurp(path) : std::string());
  }
  report->end(totals);
  if (read_ok == 0) return ExitStatus::Usage;  // not one file could be opened: no input read
  return totals.errors > 0 ? ExitStatus::Findings : ExitStatus::Clean;
}

}  // namespace stichprobe::cli
