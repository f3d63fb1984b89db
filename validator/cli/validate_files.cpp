#include "validator/cli/validate_files.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "formats/record_spares.h"
#include "formats/thr_reader.h"
#include "validator/cli/inputs.h"
#include "validator/engine/validate.h"

namespace stichprobe::cli {

FileResult validate_file(const std::string& path, const FileOptions& options, bool& unreadable) {
  // What a thread's last file left: the bytes' buffer and the record's blocks, used
  // again for this one (issue 21: the reader then allocates almost nothing per hand).
  thread_local std::string spare_bytes;
  thread_local RecordSpares spares;
  FileResult out;
  out.path = path;
  FileBytes file = path == kStdinName ? read_stdin_bytes() : read_file_bytes(path, std::move(spare_bytes));
  ReadResult read;
  if (file.error) read.findings.push_back(std::move(*file.error));
  engine::AnalysisOptions analysis;
  analysis.derivation = options.explain;
  // A card's line and column only matter to a finding that points at it (or to the
  // derivation). Most files have none: they are read without card positions, and a
  // file with anything to report is read again with them, from the same bytes.
  ReadOptions reading;
  reading.card_positions = options.explain;
  if (!file.error) read = read_thr(file.bytes, reading, spares);
  engine::DocumentReport doc = engine::validate_document(read, analysis);
  if (!file.error && !reading.card_positions && !doc.findings.empty()) {
    spares.keep(std::move(read.document));
    read = read_thr(file.bytes, {}, spares);
    doc = engine::validate_document(read, analysis);
  }
  unreadable = !read.parsed && !read.findings.empty() && read.findings.front().code == "format.unreadable";
  for (const auto& session : read.document.sessions)
    for (const auto& hand : session.hands) {
      out.hands.push_back(hand.n);
      for (const auto& r : hand.rulings) out.rulings.push_back({hand.n, r.pos, r.code, r.decision, r.text});
    }
  if (options.explain)
    for (auto& session : doc.sessions)
      for (auto& hand : session.hands)
        out.derivations.push_back({hand.n, hand.contract, hand.declarer, std::move(hand.analysis.derivation)});
  out.findings = std::move(doc.findings);
  if (options.with_source && !out.findings.empty() && !unreadable) out.source = std::move(file.bytes);
  spares.keep(std::move(read.document));
  constexpr std::size_t kKeptBytes = std::size_t{16} << 20;  // a huge file's buffer is not held for the run
  if (file.bytes.capacity() <= kKeptBytes) spare_bytes = std::move(file.bytes);
  return out;
}

std::thread start_thread(std::function<void()> body) { return std::thread(std::move(body)); }

void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options,
                    const std::function<void(FileResult&&, bool)>& report, const ThreadStarter& start) {
  // More threads than files would only wait; the cap also keeps `--jobs 2000` sane.
  if (static_cast<std::size_t>(std::max(jobs, 0)) > files.size()) jobs = static_cast<int>(files.size());
  if (jobs <= 1 || files.size() <= 1) {
    for (const auto& path : files) {
      bool unreadable = false;
      FileResult r = validate_file(path, options, unreadable);
      report(std::move(r), unreadable);
    }
    return;
  }
  struct Slot {
    std::optional<FileResult> result;
    bool unreadable = false;
  };
  const std::size_t window = static_cast<std::size_t>(jobs) * 4;
  std::vector<Slot> slots(files.size());
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0, reported = 0;
  bool stop = false;  // a worker could not start: the others end without taking more files

  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return stop || next >= files.size() || next < reported + window; });
        if (stop || next >= files.size()) return;
        i = next++;
      }
      bool unreadable = false;
      FileResult r = validate_file(files[i], options, unreadable);
      {
        std::lock_guard lock(mutex);
        slots[i].result = std::move(r);
        slots[i].unreadable = unreadable;
      }
      changed.notify_all();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(static_cast<std::size_t>(jobs));
  for (int t = 0; t < jobs; ++t) {
    try {
      threads.push_back(start(worker));
    } catch (const std::exception& e) {
      // Nothing has been reported yet: stop the workers that run, join them, and say why.
      {
        std::lock_guard lock(mutex);
        stop = true;
      }
      changed.notify_all();
      for (auto& running : threads) running.join();
      throw WorkerStartError("cannot start worker thread " + std::to_string(t + 1) + " of " + std::to_string(jobs) +
                             ": " + e.what());
    }
  }
  try {
    while (reported < files.size()) {
      Slot slot;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return slots[reported].result.has_value(); });
        slot = std::move(slots[reported]);
        slots[reported].result.reset();
      }
      report(std::move(*slot.result), slot.unreadable);
      {
        std::lock_guard lock(mutex);
        ++reported;
      }
      changed.notify_all();
    }
  } catch (...) {
    // The report stopped the run (its output failed): the workers take no more files and
    // are joined before the exception goes on.
    {
      std::lock_guard lock(mutex);
      stop = true;
    }
    changed.notify_all();
    for (auto& t : threads) t.join();
    throw;
  }
  for (auto& t : threads) t.join();
}

}  // namespace stichprobe::cli
