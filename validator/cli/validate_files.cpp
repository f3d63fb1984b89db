#include "validator/cli/validate_files.h"

#include <algorithm>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "formats/record_spares.h"
#include "formats/thr_reader.h"
#include "formats/thr_stream.h"
#include "validator/cli/inputs.h"
#include "validator/engine/validate.h"
#include "validator/engine/validate_stream.h"

namespace stichprobe::cli {

namespace {

std::size_t read_whole_limit = kReadWholeUpTo;

// What a thread's last file left: the bytes' buffer and the record's blocks, used
// again for this one (issue 21: the reader then allocates almost nothing per hand).
thread_local std::string spare_bytes;
thread_local RecordSpares spares;

FileResult validate_bytes(const std::string& path, FileBytes file, const FileOptions& options, bool& unreadable) {
  FileResult out;
  out.path = path;
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

// A file read as its bytes arrive, its parts given to the sink as they come.
class Parts : public engine::StreamSink {
 public:
  Parts(FileSink& sink, const ThrStream& stream, bool explain, std::uint64_t total)
      : sink_(sink), stream_(stream), explain_(explain), total_(total) {}
  void findings(std::vector<engine::SourcedFinding>&& batch) override { sink_.findings(std::move(batch)); }
  void hand(engine::SessionChecker::HandCheck& check, bool rules, const ThrStream::Span&) override {
    const record::Hand& hand = *check.written;
    std::vector<RulingNote> rulings;
    for (const auto& r : hand.rulings) rulings.push_back({hand.n, r.pos, r.code, r.decision, r.text});
    std::optional<HandDerivation> derivation;
    engine::HandReport& report = check.report;
    if (explain_ && rules)
      derivation = HandDerivation{report.n, report.contract, report.declarer, std::move(report.analysis.derivation)};
    sink_.hand(hand.n, std::move(rulings), derivation ? &*derivation : nullptr);
    sink_.progress(stream_.bytes_read(), total_);
  }

 private:
  FileSink& sink_;
  const ThrStream& stream_;
  bool explain_;
  std::uint64_t total_;
};

void stream_file(const std::string& path, ByteSource& source, std::uint64_t total, int jobs, const FileOptions& options,
                 FileSink& sink, const ThreadStarter& start) {
  // As for a file read whole, without card positions unless --explain wants them; a hand
  // with something to report is read again with them (with one job; several read them).
  ReadOptions reading;
  reading.card_positions = options.explain || jobs > 1;
  ThrStream stream(source, reading, &spares);
  Parts parts(sink, stream, options.explain, total);
  engine::StreamOptions so;
  so.analysis.derivation = options.explain;
  so.source_lines = options.with_source;
  so.positions_on_demand = !reading.card_positions;
  so.jobs = jobs;
  so.start_thread = start;
  sink.open(path);
  const engine::StreamResult result = engine::validate_stream(stream, so, parts);
  sink.close(result.hands, result.unreadable);
}

// A regular file larger than the limit: nullopt (it is to be read as its bytes arrive).
std::optional<FileResult> validate_small_file(const std::string& path, const FileOptions& options, bool& unreadable) {
  if (path == kStdinName) return std::nullopt;
  FileBytes file = read_file_bytes(path, std::move(spare_bytes), read_whole_limit);
  if (file.too_large) return std::nullopt;
  return validate_bytes(path, std::move(file), options, unreadable);
}

// Standard input: read whole if it ends within the limit, else as its bytes arrive.
void validate_stdin(int jobs, const FileOptions& options, FileSink& sink, const ThreadStarter& start) {
  std::string head(read_whole_limit + 1, '\0');
  std::cin.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(std::cin.gcount()));
  if (head.size() <= read_whole_limit) {
    FileBytes file;
    file.bytes = std::move(head);
    bool unreadable = false;
    FileResult r = validate_bytes(kStdinName, std::move(file), options, unreadable);
    sink.whole(std::move(r), unreadable);
    return;
  }
  IstreamSource rest(std::cin);
  PrefixedSource source(std::move(head), rest);
  stream_file(kStdinName, source, 0, jobs, options, sink, start);
}

void validate_large_file(const std::string& path, int jobs, const FileOptions& options, FileSink& sink,
                         const ThreadStarter& start) {
  if (path == kStdinName) return validate_stdin(jobs, options, sink, start);
  FileSource source(path);
  stream_file(path, source, source.size().value_or(0), jobs, options, sink, start);
}

}  // namespace

FileResult validate_file(const std::string& path, const FileOptions& options, bool& unreadable) {
  FileBytes file = path == kStdinName ? read_stdin_bytes() : read_file_bytes(path, std::move(spare_bytes));
  return validate_bytes(path, std::move(file), options, unreadable);
}

void set_read_whole_limit(std::size_t bytes) { read_whole_limit = bytes; }

std::thread start_thread(std::function<void()> body) { return std::thread(std::move(body)); }

void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options, FileSink& sink,
                    const ThreadStarter& start) {
  // More threads than files would only wait; the cap also keeps `--jobs 2000` sane. A
  // file read as its bytes arrive uses every job, whatever the files.
  const int pool = std::min(std::max(jobs, 1), static_cast<int>(std::max<std::size_t>(files.size(), 1)));
  if (pool <= 1 || files.size() <= 1) {
    for (const auto& path : files) {
      bool unreadable = false;
      if (std::optional<FileResult> r = validate_small_file(path, options, unreadable))
        sink.whole(std::move(*r), unreadable);
      else
        validate_large_file(path, jobs, options, sink, start);
    }
    return;
  }
  struct Slot {
    std::optional<FileResult> result;
    bool unreadable = false, large = false, done = false;
  };
  const std::size_t window = static_cast<std::size_t>(pool) * 4;
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
      std::optional<FileResult> r = validate_small_file(files[i], options, unreadable);
      {
        std::lock_guard lock(mutex);
        slots[i].large = !r;
        slots[i].result = std::move(r);
        slots[i].unreadable = unreadable;
        slots[i].done = true;
      }
      changed.notify_all();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(static_cast<std::size_t>(pool));
  auto end_all = [&] {
    {
      std::lock_guard lock(mutex);
      stop = true;
    }
    changed.notify_all();
    for (auto& running : threads) running.join();
  };
  for (int t = 0; t < pool; ++t) {
    try {
      threads.push_back(start(worker));
    } catch (const std::exception& e) {
      // Nothing has been reported yet: stop the workers that run, join them, and say why.
      end_all();
      throw WorkerStartError("cannot start worker thread " + std::to_string(t + 1) + " of " + std::to_string(pool) +
                             ": " + e.what());
    }
  }
  try {
    while (reported < files.size()) {
      Slot slot;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return slots[reported].done; });
        slot = std::move(slots[reported]);
        slots[reported].result.reset();
      }
      if (slot.large)
        validate_large_file(files[reported], jobs, options, sink, start);
      else
        sink.whole(std::move(*slot.result), slot.unreadable);
      {
        std::lock_guard lock(mutex);
        ++reported;
      }
      changed.notify_all();
    }
  } catch (...) {
    end_all();
    throw;
  }
  for (auto& t : threads) t.join();
}

namespace {

// A file's parts put together again (validate_files with a callback).
class Assemble : public FileSink {
 public:
  explicit Assemble(const std::function<void(FileResult&&, bool)>& report) : report_(report) {}
  void whole(FileResult&& result, bool unreadable) override { report_(std::move(result), unreadable); }
  void open(const std::string& path) override {
    r_ = FileResult{};
    r_.path = path;
  }
  void hand(int n, std::vector<RulingNote>&& rulings, HandDerivation* derivation) override {
    r_.hands.push_back(n);
    r_.rulings.insert(r_.rulings.end(), rulings.begin(), rulings.end());
    if (derivation) r_.derivations.push_back(std::move(*derivation));
  }
  void findings(std::vector<engine::SourcedFinding>&& in_order) override {
    for (auto& f : in_order) r_.findings.push_back(std::move(f.finding));
  }
  void close(int, bool unreadable) override { report_(std::move(r_), unreadable); }

 private:
  const std::function<void(FileResult&&, bool)>& report_;
  FileResult r_;
};

}  // namespace

void validate_files(const std::vector<std::string>& files, int jobs, const FileOptions& options,
                    const std::function<void(FileResult&&, bool)>& report, const ThreadStarter& start) {
  Assemble sink(report);
  validate_files(files, jobs, options, sink, start);
}

}  // namespace stichprobe::cli
