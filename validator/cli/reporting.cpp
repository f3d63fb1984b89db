#include "validator/cli/reporting.h"

#include <sys/stat.h>

#include <cstdio>
#include <ostream>

#include "validator/cli/inputs.h"
#include "validator/cli/outputs.h"

namespace stichprobe::cli {

namespace {
constexpr auto kFirstAfter = std::chrono::seconds(1);
constexpr auto kEvery = std::chrono::milliseconds(250);

std::string duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
  return text;
}
}  // namespace

Progress::Progress(std::ostream& err, std::ostream& out, const std::vector<std::string>& files)
    : err_(err), out_(out), start_(std::chrono::steady_clock::now()), files_(static_cast<int>(files.size())) {
  for (const auto& f : files) {
    struct stat info {};
    if (f == kStdinName || ::stat(f.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) {
      sized_ = sized_ && f != kStdinName;
      continue;
    }
    total_ += static_cast<std::uint64_t>(info.st_size);
  }
}

void Progress::file_done(std::uint64_t bytes) {
  ++done_;
  done_bytes_ += bytes;
  reading_ = 0;
}

std::string Progress::line(int files_done, int files, long hands, double seconds, double fraction) {
  char text[160];
  const double rate = seconds > 0 ? static_cast<double>(hands) / seconds : 0;
  int n = std::snprintf(text, sizeof text, "%d/%d files, %ld hands, %.0f hands/s", files_done, files, hands, rate);
  if (fraction > 0 && fraction < 1 && n > 0)
    std::snprintf(text + n, sizeof text - static_cast<std::size_t>(n), ", %s left",
                  duration(seconds * (1 - fraction) / fraction).c_str());
  return text;
}

void Progress::tick() {
  const auto now = std::chrono::steady_clock::now();
  if (now - start_ < kFirstAfter || (drawn_ && now - shown_ < kEvery)) return;
  shown_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double fraction =
      sized_ && total_ > 0 ? static_cast<double>(done_bytes_ + reading_) / static_cast<double>(total_) : 0;
  out_.flush();  // the report's lines first, then the progress line under them
  err_ << '\r' << line(done_, files_, hands_, seconds, fraction) << "\x1b[K" << std::flush;
  drawn_ = true;
}

void Progress::clear() {
  if (!drawn_) return;
  err_ << "\r\x1b[K" << std::flush;
  drawn_ = false;
}

Reporting::Reporting(Report& report, const ReportOptions& options, Progress* progress, std::ostream& out)
    : report_(report), options_(options), progress_(progress), out_(out) {}

void Reporting::check_output() const {
  if (!out_) throw OutputFailed{};
}

void Reporting::start() {
  if (progress_) progress_->clear();
  if (begun_) return;
  report_.begin();  // begun with the first file: a worker that cannot start leaves no half report
  begun_ = true;
}

void Reporting::count(const Finding& f) {
  if (f.severity == Severity::Error) ++totals_.errors;
  if (f.severity == Severity::Warning) ++totals_.warnings;
  if (f.severity == Severity::Info) ++totals_.infos;
  failing_ += is_failure(f, options_) ? 1 : 0;
}

void Reporting::whole(FileResult&& r, bool unreadable) {
  start();
  if (!unreadable) ++readable_;
  ++totals_.files;
  totals_.hands += static_cast<int>(r.hands.size());
  for (const auto& f : r.findings) count(f);
  report_.file(r);
  check_output();
  if (progress_) {
    struct stat info {};
    progress_->file_done(
        r.path != kStdinName && ::stat(r.path.c_str(), &info) == 0 ? static_cast<std::uint64_t>(info.st_size) : 0);
    progress_->hands(totals_.hands);
    progress_->tick();
  }
}

void Reporting::open(const std::string& path) {
  start();
  file_bytes_ = 0;
  report_.open(path);
}

void Reporting::hand(int n, std::vector<RulingNote>&& rulings, HandDerivation* derivation) {
  ++totals_.hands;
  if (derivation && progress_) progress_->clear();
  report_.hand(n);
  for (const auto& r : rulings) report_.ruling(r);
  if (derivation) report_.derivation(*derivation);
}

void Reporting::findings(std::vector<engine::SourcedFinding>&& in_order) {
  if (progress_) progress_->clear();
  for (const auto& f : in_order) count(f.finding);
  report_.findings(in_order);
  check_output();
}

void Reporting::close(int, bool unreadable) {
  if (progress_) progress_->clear();
  if (!unreadable) ++readable_;
  ++totals_.files;
  report_.close();
  check_output();
  if (progress_) {
    progress_->file_done(file_bytes_);
    progress_->hands(totals_.hands);
    progress_->tick();
  }
}

void Reporting::progress(std::uint64_t read, std::uint64_t) {
  file_bytes_ = read;
  if (!progress_) return;
  progress_->reading(read);
  progress_->hands(totals_.hands);
  progress_->tick();
}

void Reporting::finish() {
  if (progress_) progress_->clear();
}

}  // namespace stichprobe::cli
