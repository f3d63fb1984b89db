#include <boost/program_options.hpp>
#include <ostream>
#include <thread>

#include "validator/cli/color.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/outputs.h"
#include "validator/cli/report.h"
#include "validator/cli/validate_files.h"

namespace stichprobe::cli {

CommandInfo validate_info() {
  CommandInfo info;
  info.name = "validate";
  info.summary = "check hand records (FILE|DIR...; default: the samples)";
  info.synopsis = "[options] [FILE|DIR|-...]";
  info.description =
      "Reads THR hand records, re-runs every hand through the rules of its game and reports each illegal call "
      "or play, wrong deal or discard, miscounted points and wrong payout with its file:line:column, hand, trick, "
      "seat and rule. Directories are searched recursively for *.xml; '-' reads standard input. Without a path it "
      "validates the installed samples (../share/stichprobe/samples beside the program) or, in the build tree, "
      "the source samples.";
  add_common_options(info, true);
  info.options.add_options()("format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
                             "report format: text | json | junit | sarif | github")(
      "color", po::value<std::string>()->default_value("auto")->value_name("WHEN"),
      "text: colour severities, codes and carets: auto (on a terminal, unless NO_COLOR is set) | always | never")(
      "jobs,j", po::value<int>()->default_value(1)->value_name("N"), "validate N files in parallel (0 = one per core)")(
      "quiet,q", "print only failing findings and the summary")("werror", "warnings fail the run like errors")(
      "no-source", "text: no source line and caret")(
      "explain",
      "text: each hand's derivation (tricks, packets, thresholds, factors, bonuses, payments) "
      "beside what the table recorded, mismatches marked");
  info.choices.push_back({"format", {"text", "json", "junit", "sarif", "github"}});
  info.choices.push_back({"color", {"auto", "always", "never"}});
  info.operand = "input";
  info.max_operands = -1;
  info.operand_kind = Operands::Files;
  info.exit_codes = {{0, "no errors (warnings fail only with --werror)"},
                     {1, "at least one error"},
                     {2, "usage error, no input could be read, or the report could not be written"}};
  info.example = "stichprobe validate --format json samples/tapp-tarock";
  return info;
}

ExitStatus validate_command(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = validate_info();
  po::variables_map vm;
  if (auto done = parse_command(info, args, vm, out, err)) return *done;
  ReportOptions ro;
  parse_report_format(vm["format"].as<std::string>(), ro.format);
  parse_lang(vm["lang"].as<std::string>(), ro.lang);
  int jobs = vm["jobs"].as<int>();
  if (jobs < 0) {
    err << "stichprobe validate: --jobs cannot be negative\n";
    return ExitStatus::Usage;
  }
  if (jobs == 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  ro.quiet = vm.count("quiet") > 0;
  ro.werror = vm.count("werror") > 0;
  ro.show_source = vm.count("no-source") == 0;
  ro.explain = vm.count("explain") > 0;
  ro.color = use_color(vm["color"].as<std::string>(), is_terminal(out));

  std::vector<std::string> inputs;
  if (vm.count("input")) {
    inputs = vm["input"].as<std::vector<std::string>>();
  } else if (auto samples = default_samples()) {
    inputs.push_back(*samples);
  } else {
    err << "stichprobe validate: no FILE or DIR given (and no installed samples to read instead)\n"
           "'stichprobe validate --help' describes its use.\n";
    return ExitStatus::Usage;
  }
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
      // Standard output failed (a full disk, a closed pipe): the run stops here, and run()
      // says why; no later file is validated or counted as reported.
      if (!out) throw OutputFailed{};
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
