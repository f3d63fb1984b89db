#include "validator/engine/validate_stream.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

namespace stichprobe::engine {
namespace {

constexpr int kReader = 0, kSession = 1;

// Findings waiting for their turn. validate_document lists a file's findings by place,
// the reader's before the sessions' where two share a place, each in the order made;
// a finding goes out once nothing still to be found can come before it.
// Line `line` of `text`, whose first line is `first`; nullopt when it has not.
std::optional<std::string> line_in(const std::string& text, unsigned first, unsigned line) {
  if (line < first) return std::nullopt;
  std::size_t start = 0;
  for (unsigned l = first; l < line; ++l) {
    start = text.find('\n', start);
    if (start == std::string::npos) return std::nullopt;
    ++start;
  }
  if (start >= text.size()) return std::nullopt;
  std::size_t stop = text.find('\n', start);
  if (stop == std::string::npos) stop = text.size();
  std::string out = text.substr(start, stop - start);
  if (!out.empty() && out.back() == '\r') out.pop_back();
  return out.size() > 200 ? std::string() : out;
}

class Waiting {
 public:
  Waiting(const ThrStream& stream, bool lines) : stream_(stream), lines_(lines) {}
  // `text`: the lines from line `first` on, where the stream may no longer hold them.
  void add(Findings&& findings, int rank, const std::string* text = nullptr, unsigned first = 0) {
    for (Finding& f : findings) {
      std::optional<std::string> line;
      if (lines_ && f.pos.line > 0) line = text ? line_in(*text, first, f.pos.line) : std::nullopt;
      if (lines_ && f.pos.line > 0 && !line) line = stream_.source_line(f.pos.line);
      items_.push_back({std::move(f), rank, seq_++, std::move(line)});
    }
  }
  // Everything before `below` to the sink, in order.
  void release(Pos below, StreamSink& sink) {
    if (items_.empty()) return;
    auto out =
        std::stable_partition(items_.begin(), items_.end(), [&](const Item& i) { return i.finding.pos < below; });
    if (out == items_.begin()) return;
    std::sort(items_.begin(), out, [](const Item& a, const Item& b) {
      if (a.finding.pos != b.finding.pos) return a.finding.pos < b.finding.pos;
      if (a.rank != b.rank) return a.rank < b.rank;
      return a.seq < b.seq;
    });
    std::vector<SourcedFinding> batch;
    batch.reserve(static_cast<std::size_t>(out - items_.begin()));
    for (auto i = items_.begin(); i != out; ++i)
      batch.push_back({std::move(i->finding), std::move(i->line), i->rank == kReader});
    items_.erase(items_.begin(), out);
    sink.findings(std::move(batch));
  }
  void release_all(StreamSink& sink) { release(Pos{~0u, ~0u}, sink); }

 private:
  struct Item {
    Finding finding;
    int rank;  // 0 the reader's, 1 the sessions'
    std::uint64_t seq;
    std::optional<std::string> line;
  };
  const ThrStream& stream_;
  bool lines_;
  std::vector<Item> items_;
  std::uint64_t seq_ = 0;
};

// A hand on its way: read, begun (in order), analysed (anywhere), ended (in order).
struct Entry {
  std::unique_ptr<record::Hand> hand;  // taken from the stream whole; empty once given back
  ThrStream::Span span;
  SessionChecker::HandCheck check;
  std::string text;  // its lines, for findings made once the stream has moved on (other threads)
  unsigned first_line = 0;
};

// Hands analysed on other threads, in batches; everything else stays in order on the
// caller's thread.
class Workers {
 public:
  struct Batch {
    std::vector<std::unique_ptr<Entry>> entries;
    const SessionChecker* checker = nullptr;
    bool done = false;
  };
  Workers(int count, const std::function<std::thread(std::function<void()>)>& start) {
    for (int i = 0; i < count; ++i) {
      auto body = [this] { run(); };
      try {
        threads_.push_back(start ? start(body) : std::thread(body));
      } catch (...) {
        stop();
        throw;
      }
    }
  }
  ~Workers() { stop(); }
  void submit(Batch* batch) {
    {
      std::lock_guard lock(mutex_);
      queue_.push_back(batch);
    }
    changed_.notify_all();
  }
  void wait(Batch* batch) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return batch->done; });
  }

 private:
  void run() {
    for (;;) {
      Batch* batch = nullptr;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (queue_.empty()) return;
        batch = queue_.front();
        queue_.pop_front();
      }
      HandContext ctx = batch->checker->context();
      for (auto& e : batch->entries) batch->checker->analyse(e->check, ctx);
      {
        std::lock_guard lock(mutex_);
        batch->done = true;
      }
      changed_.notify_all();
    }
  }
  void stop() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    changed_.notify_all();
    for (auto& t : threads_) t.join();
    threads_.clear();
  }
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Batch*> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

constexpr std::size_t kBatch = 64;

class Driver {
 public:
  Driver(ThrStream& stream, const StreamOptions& options, StreamSink& sink)
      : stream_(stream), options_(options), sink_(sink), waiting_(stream, options.source_lines) {
    // A thread the system cannot start: the hands are analysed here, with the same findings.
    if (options.jobs > 1) try {
        workers_.emplace(options.jobs, options.start_thread);
      } catch (const std::exception&) {
        workers_.reset();
      }
  }

  StreamResult run() {
    StreamResult result;
    for (;;) {
      const ThrStream::Item item = stream_.next();
      Findings read = stream_.take_findings();
      if (!result.parsed && !stream_.parsed() && !read.empty() && read.front().code == "format.unreadable")
        result.unreadable = true;
      waiting_.add(std::move(read), kReader);
      switch (item) {
        case ThrStream::Item::SessionStart:
          checker_.emplace(stream_.session(), options_.analysis);
          waiting_.add(checker_->take_findings(), kSession);
          sink_.session(stream_, *checker_);
          break;
        case ThrStream::Item::Hand: hand(result); break;
        case ThrStream::Item::SessionEnd: end_session(); break;
        case ThrStream::Item::End: end_session(); break;
      }
      result.parsed = stream_.parsed();
      waiting_.release(settled(), sink_);
      if (item == ThrStream::Item::End) break;
    }
    waiting_.release_all(sink_);
    return result;
  }

 private:
  // A hand read: the one held before it can begin now that its next is known.
  void hand(StreamResult& result) {
    ++result.hands;
    std::unique_ptr<Entry> entry = take_entry();
    entry->hand = stream_.take_hand(std::move(entry->hand));
    entry->span = stream_.span();
    if (workers_ && options_.source_lines) entry->text = stream_.lines_of(entry->span, entry->first_line);
    if (held_) begin(std::move(held_), entry.get());
    held_ = std::move(entry);
  }

  void begin(std::unique_ptr<Entry> e, const Entry* next) {
    checker_->begin(e->check, *e->hand, next ? next->hand.get() : nullptr);
    if (!workers_) {
      checker_->analyse(e->check);
      SessionChecker::HandCheck& c = e->check;
      if (options_.positions_on_demand && c.checked && !c.report.analysis.findings.empty() &&
          stream_.reread_with_positions(e->span, *e->hand)) {
        if (c.resolved) {  // the hand as dealt by whose turn it was, again
          const int dealer = c.resolved->dealer;
          c.resolved = *e->hand;
          c.resolved->dealer = dealer;
        }
        checker_->analyse(c);
      }
      end(*e);
      keep_previous(std::move(e));
      return;
    }
    checker_->detach(e->check);
    if (!filling_) filling_ = std::make_unique<Workers::Batch>();
    filling_->checker = &*checker_;
    filling_->entries.push_back(std::move(e));
    if (filling_->entries.size() >= kBatch) submit();
  }

  void submit() {
    if (!filling_ || filling_->entries.empty()) return;
    workers_->submit(filling_.get());
    in_flight_.push_back(std::move(filling_));
    // The batches before the newest one end (in order) once analysed; the newest holds
    // the hand the next begin() looks back at (the checker's rotation base). A few wait
    // their turn, not more.
    while (in_flight_.size() > static_cast<std::size_t>(options_.jobs) * 2 + 1) finish_oldest();
  }

  void finish_oldest() {
    std::unique_ptr<Workers::Batch> batch = std::move(in_flight_.front());
    in_flight_.pop_front();
    workers_->wait(batch.get());
    for (auto& e : batch->entries) {
      end(*e);
      give_back(std::move(e));
    }
  }

  void end(Entry& e) {
    Findings found;
    checker_->end(e.check, found);
    waiting_.add(std::move(found), kSession, e.text.empty() ? nullptr : &e.text, e.first_line);
    sink_.hand(e.check, checker_->checks_hands(), e.span);
  }

  // The hand just begun stays until the next begin(); the one before it goes back.
  void keep_previous(std::unique_ptr<Entry> e) {
    if (previous_) give_back(std::move(previous_));
    previous_ = std::move(e);
  }

  // Entries are used again: a hand's record goes back to the stream's spares, and its
  // Entry (a few kilobytes) to the free list.
  std::unique_ptr<Entry> take_entry() {
    if (free_.empty()) return std::make_unique<Entry>();
    std::unique_ptr<Entry> e = std::move(free_.back());
    free_.pop_back();
    return e;
  }
  void give_back(std::unique_ptr<Entry> e) {
    stream_.give_back(std::move(*e->hand));
    e->text.clear();
    free_.push_back(std::move(e));
  }

  void end_session() {
    if (!checker_) return;
    if (held_) begin(std::move(held_), nullptr);
    if (workers_) {
      submit();
      while (!in_flight_.empty()) finish_oldest();
    }
    Findings found;
    checker_->finish(found);
    waiting_.add(std::move(found), kSession);
    if (previous_) give_back(std::move(previous_));
    checker_.reset();
  }

  // Nothing found later can come before this place.
  Pos settled() const {
    Pos at = stream_.settled();
    if (checker_ && !checker_->checks_hands()) return std::min(at, stream_.session().pos);
    if (held_) at = std::min(at, held_->hand->pos);
    for (const auto& b : in_flight_)
      if (!b->entries.empty()) at = std::min(at, b->entries.front()->hand->pos);
    if (filling_ && !filling_->entries.empty()) at = std::min(at, filling_->entries.front()->hand->pos);
    return at;
  }

  ThrStream& stream_;
  const StreamOptions& options_;
  StreamSink& sink_;
  Waiting waiting_;
  std::optional<SessionChecker> checker_;
  std::unique_ptr<Entry> held_;      // read, waiting for the hand after it
  std::unique_ptr<Entry> previous_;  // begun last (sequential)
  std::vector<std::unique_ptr<Entry>> free_;
  std::optional<Workers> workers_;
  std::unique_ptr<Workers::Batch> filling_;
  std::deque<std::unique_ptr<Workers::Batch>> in_flight_;
};

}  // namespace

StreamResult validate_stream(ThrStream& stream, const StreamOptions& options, StreamSink& sink) {
  Driver driver(stream, options, sink);
  return driver.run();
}

}  // namespace stichprobe::engine
