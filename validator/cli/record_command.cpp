// `stichprobe record TRANSCRIPT [-o OUT.xml]`: builds a THR record from a transcript
// (formats/TRANSCRIPT.md) through the editing model (validator/edit, as the desktop
// editor does), reports the model's findings (those `validate` gives for the file it
// writes) at the transcript's line and column, and writes the canonical THR. `record --from FILE.xml
// [-o OUT.txt]` writes the transcript of a record. `-` is standard input.
#include <boost/program_options.hpp>
#include <ostream>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "formats/transcript_reader.h"
#include "formats/transcript_writer.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/outputs.h"
#include "validator/cli/report.h"
#include "validator/edit/enter_record.h"

namespace stichprobe::cli {

namespace {

bool read_input(const std::string& path, std::string& bytes, std::ostream& err) {
  FileBytes file = path == "-" ? read_stdin_bytes() : read_file_bytes(path);
  if (file.error) {
    err << "stichprobe record: " << path << ": " << file.error->message << '\n';
    return false;
  }
  bytes = std::move(file.bytes);
  return true;
}

void print(const std::string& path, const std::string& source, const Findings& findings, int hands, std::ostream& os,
           const ReportOptions& options) {
  FileResult r;
  r.path = path;
  r.findings = findings;
  r.source = source;
  Totals totals;
  totals.files = 1;
  totals.hands = hands;
  totals.count(findings);
  auto report = make_report(options, os);
  report->begin();
  report->file(r);
  report->end(totals);
}

bool has_error(const Findings& findings) {
  for (const auto& f : findings)
    if (f.severity == Severity::Error) return true;
  return false;
}

// A record as transcript; refused when the transcript cannot hold all of it.
ExitStatus from_record(const std::string& path, const std::string& output, std::ostream& out, std::ostream& err,
                       const ReportOptions& options) {
  std::string bytes;
  if (!read_input(path, bytes, err)) return ExitStatus::Usage;
  const ReadResult read = read_thr(bytes);
  if (!read.parsed) {
    print(path, bytes, read.findings, 0, err, options);
    return ExitStatus::Usage;
  }
  const std::string text = write_transcript(read.document);
  // The round trip `record` makes of it, through the editing model.
  if (edit::enter_record(read_transcript(text)).text != write_thr(read.document)) {
    err << "stichprobe record: " << path << " holds what the transcript writer cannot express; nothing written\n";
    return ExitStatus::Usage;
  }
  if (!read.findings.empty()) print(path, bytes, read.findings, 0, err, options);
  if (!write_output("record", output, text, out, err)) return ExitStatus::WriteFailed;
  return has_error(read.findings) ? ExitStatus::Findings : ExitStatus::Clean;
}

// The record entered through the editing model, as the desktop editor enters it.
ExitStatus from_transcript(const std::string& path, const std::string& output, std::ostream& out, std::ostream& err,
                           const ReportOptions& options) {
  std::string text;
  if (!read_input(path, text, err)) return ExitStatus::Usage;
  const std::string shown = path == "-" ? "<stdin>" : path;
  const ReadResult read = read_transcript(text);
  const edit::Entered entered = edit::enter_record(read);
  for (const auto& r : entered.refused)
    err << "stichprobe record: " << shown << ":" << r.pos.line << ":" << r.pos.column << ": not entered: " << r.why
        << '\n';
  const bool to_stdout = output.empty() || output == "-";
  if (!entered.findings.empty()) print(shown, text, entered.findings, entered.hands, to_stdout ? err : out, options);
  if (read.parsed && !write_output("record", output, entered.text, out, err)) return ExitStatus::WriteFailed;
  return has_error(entered.findings) ? ExitStatus::Findings : ExitStatus::Clean;
}

}  // namespace

CommandInfo record_info() {
  CommandInfo info;
  info.name = "record";
  info.summary = "a THR record from a transcript typed from a paper source (or --from a record)";
  info.synopsis = "[options] TRANSCRIPT|-";
  info.description =
      "Reads a transcript (the line-based notation of formats/TRANSCRIPT.md; '-' reads standard input), reports "
      "its findings as 'validate' does at the transcript's line and column, and writes the record as canonical "
      "THR, findings or not, so nothing typed is lost. With --from FILE.xml it writes the transcript of a THR "
      "record instead.";
  add_common_options(info, true);
  info.options.add_options()("from", po::value<std::string>()->value_name("FILE"),
                             "write the transcript of the THR record FILE instead")(
      "output,o", po::value<std::string>()->value_name("OUT"), "write to OUT (default: standard output)");
  info.operand = "file";
  info.max_operands = -1;
  info.operand_kind = Operands::OneFile;
  info.exit_codes = {{0, "no errors"},
                     {1, "at least one error"},
                     {2,
                      "usage error, unreadable input, a record the transcript cannot express, or the output "
                      "could not be written"}};
  info.example = "stichprobe record -o hand.xml hand.txt";
  return info;
}

ExitStatus record_command(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = record_info();
  po::variables_map vm;
  if (auto done = parse_command(info, args, vm, out, err)) return *done;
  const std::string output = vm.count("output") ? vm["output"].as<std::string>() : std::string();
  const std::vector<std::string> files =
      vm.count("file") ? vm["file"].as<std::vector<std::string>>() : std::vector<std::string>{};
  ReportOptions options;
  parse_lang(vm["lang"].as<std::string>(), options.lang);
  if (vm.count("from")) {
    if (!files.empty()) {
      err << "stichprobe record: give either TRANSCRIPT or --from FILE.xml\n";
      return ExitStatus::Usage;
    }
    return from_record(vm["from"].as<std::string>(), output, out, err, options);
  }
  if (files.size() != 1) {
    err << "stichprobe record: give exactly one TRANSCRIPT (or '-' for standard input)\n";
    return ExitStatus::Usage;
  }
  return from_transcript(files.front(), output, out, err, options);
}

}  // namespace stichprobe::cli
