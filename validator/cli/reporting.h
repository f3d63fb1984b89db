// validate's run as it goes: every file's parts to the report, the totals and the
// exit status's counts, and, on a terminal, progress on standard error.
#pragma once
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "validator/cli/report.h"
#include "validator/cli/validate_files.h"

namespace stichprobe::cli {

// A line on standard error while a long run goes on: files, hands, hands per second and
// the time left (from the bytes read of the bytes to read), redrawn a few times a
// second once the run has lasted a second, and cleared before anything else is printed.
class Progress {
 public:
  // `files`: the inputs, whose sizes give the bytes to read (standard input has none:
  // then no time left is shown).
  Progress(std::ostream& err, std::ostream& out, const std::vector<std::string>& files);
  void file_done(std::uint64_t bytes);
  void hands(long n) { hands_ = n; }
  void reading(std::uint64_t read) { reading_ = read; }
  void tick();
  void clear();
  // The line for these figures (for tests).
  static std::string line(int files_done, int files, long hands, double seconds, double fraction);

 private:
  std::ostream& err_;
  std::ostream& out_;
  std::chrono::steady_clock::time_point start_, shown_;
  int files_ = 0, done_ = 0;
  long hands_ = 0;
  std::uint64_t total_ = 0, done_bytes_ = 0, reading_ = 0;
  bool sized_ = true, drawn_ = false;
};

class Reporting : public FileSink {
 public:
  // `progress`: null, or the progress line to keep. `out` is the report's stream: when it
  // fails (a full disk, a closed pipe) the run stops with cli::OutputFailed, and no later
  // file is validated or counted as reported.
  Reporting(Report& report, const ReportOptions& options, Progress* progress, std::ostream& out);
  void whole(FileResult&& result, bool unreadable) override;
  void open(const std::string& path) override;
  void hand(int n, std::vector<RulingNote>&& rulings, HandDerivation* derivation) override;
  void findings(std::vector<engine::SourcedFinding>&& in_order) override;
  void close(int hands, bool unreadable) override;
  void progress(std::uint64_t read, std::uint64_t total) override;
  void finish();

  const Totals& totals() const { return totals_; }
  int failing() const { return failing_; }
  int readable() const { return readable_; }

 private:
  void start();
  void check_output() const;
  void count(const Finding& f);
  Report& report_;
  const ReportOptions& options_;
  Progress* progress_;
  std::ostream& out_;
  Totals totals_;
  int failing_ = 0, readable_ = 0;
  bool begun_ = false;
  std::uint64_t file_bytes_ = 0;
};

}  // namespace stichprobe::cli
