// A large file in the replayer: read once as validate reads it (formats/thr_stream.h,
// engine::validate_stream), keeping per hand where it lies in the file, how it was
// checked (its dealer, the game's walk at it) and what was found, but not the hand
// itself; the hand shown is read again from its place and checked with its timeline
// and derivation. Its findings are those of the first reading, so the hands list, the
// findings and the hand agree with `validate`.
#include <algorithm>
#include <map>

#include "replayer/model/replay_model.h"
#include "replayer/model/running_totals.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate_stream.h"

namespace stichprobe::replay {

namespace {
std::size_t read_whole_limit = kReadWholeUpTo;
}  // namespace

void ReplayModel::set_read_whole_limit(std::size_t bytes) { read_whole_limit = bytes; }

// What validate_stream gives, kept as the model's index.
class Indexer : public engine::StreamSink {
 public:
  explicit Indexer(ReplayModel& m) : m_(m) {}

  void findings(std::vector<engine::SourcedFinding>&& batch) override {
    for (auto& f : batch) {
      all_.push_back(f.finding);  // in validate's order
      (f.reader ? m_.format_findings_ : engine_).push_back(std::move(f.finding));
    }
  }

  void session(const ThrStream& stream, const engine::SessionChecker& checker) override {
    checker_ = &checker;
    record::Session header = stream.session();
    header.hands.clear();
    m_.doc_.sessions.push_back(std::move(header));
    engine::SessionReport report;
    report.game = checker.game();
    report.variant = checker.variant();
    if (checker.checks_hands()) report.context = checker.context();
    m_.reports_.push_back(std::move(report));
    ReplayModel::IndexedSession s;
    s.mark = stream.session_mark();
    s.begin = stream.span().from_pos;
    s.seats = static_cast<int>(m_.doc_.sessions.back().players.size());
    running_.emplace(s.seats);
    m_.index_sessions_.push_back(std::move(s));
    in_session_ = 0;
  }

  void hand(engine::SessionChecker::HandCheck& check, bool rules, const ThrStream::Span& span) override {
    const record::Hand& hand = *check.written;
    const auto session = static_cast<int>(m_.doc_.sessions.size()) - 1;
    const record::Session& header = m_.doc_.sessions.back();
    const engine::SessionReport& report = m_.reports_.back();
    const engine::HandReport* hr = rules ? &check.report : nullptr;
    HandEntry e = ReplayModel::hand_entry(session, in_session_++, header, &report, hand, hr);
    m_.hands_.push_back(std::move(e));

    ReplayModel::IndexedHand ih;
    ih.span = span;
    ih.dealer = check.resolved ? check.resolved->dealer : 0;
    ih.checked = check.checked;
    ih.rules = rules;
    if (!check.walk && checker_) checker_->detach(check);
    ih.walk = std::move(check.walk);
    if (hr)
      for (const auto& f : hr->analysis.findings) {
        ++ih.own_findings;
        ih.own_errors += f.severity == Severity::Error ? 1 : 0;
      }
    m_.index_.push_back(std::move(ih));
    add_sheet_line(hand, hr);
  }

  // The findings of each session (by place) and each hand's counts, once all is read.
  Findings finish() {
    auto& sessions = m_.index_sessions_;
    for (Finding& f : engine_) {
      std::size_t s = 0;
      while (s + 1 < sessions.size() && f.pos >= sessions[s + 1].begin) ++s;
      if (s < m_.reports_.size()) m_.reports_[s].findings.push_back(std::move(f));
    }
    // As rebuild_hands counts them: the session's findings of the hand's number (else
    // its game's own), and the reader's of that number.
    std::map<int, std::pair<int, int>> format;
    for (const auto& f : m_.format_findings_)
      if (f.hand) {
        ++format[f.hand].first;
        format[f.hand].second += f.severity == Severity::Error ? 1 : 0;
      }
    std::vector<std::map<int, std::pair<int, int>>> by_session(m_.reports_.size());
    for (std::size_t s = 0; s < m_.reports_.size(); ++s)
      for (const auto& f : m_.reports_[s].findings) {
        ++by_session[s][f.hand].first;
        by_session[s][f.hand].second += f.severity == Severity::Error ? 1 : 0;
      }
    for (std::size_t i = 0; i < m_.hands_.size(); ++i) {
      HandEntry& e = m_.hands_[i];
      const auto& own = by_session[static_cast<std::size_t>(e.session)];
      const auto it = own.find(e.n);
      const ReplayModel::IndexedHand& ih = m_.index_[i];
      std::pair<int, int> count = it != own.end() ? it->second
                                  : ih.rules      ? std::pair{ih.own_findings, ih.own_errors}
                                                  : std::pair{0, 0};
      if (const auto r = format.find(e.n); r != format.end()) {
        count.first += r->second.first;
        count.second += r->second.second;
      }
      e.findings = count.first;
      e.errors = count.second;
    }
    return std::move(all_);
  }

 private:
  // The score sheet's line of this hand, as session_sheet() makes it for a whole file.
  void add_sheet_line(const record::Hand& h, const engine::HandReport* hr) {
    ReplayModel::IndexedSession& s = m_.index_sessions_.back();
    if (!hr) return;  // no rules: no sheet (as a whole file's report has no hands)
    const engine::Payments& payments = hr->analysis.payments;
    ReplayModel::SheetCells line;
    line.n = h.n;
    line.contract = hr->contract;
    std::map<int, Rational> paid;
    line.has_pay = h.result && h.result->settlement;
    if (line.has_pay)
      for (const auto& p : h.result->settlement->pays) paid[p.seat] += p.amount;
    const std::vector<Rational> expected = running_->add_hand(h, payments);
    std::map<int, Rational> total;
    if (h.result && h.result->totals)
      for (const auto& t : h.result->totals->totals) total[t.seat] = t.value;
    for (int seat = 1; seat <= s.seats; ++seat) {
      const auto it = payments.find(seat);
      line.pay.push_back(it == payments.end() ? Rational{} : it->second);
      line.recorded_pay.push_back(line.has_pay ? paid[seat] : Rational{});
      line.total.push_back(expected[static_cast<std::size_t>(seat)]);
      line.has_total.push_back(total.count(seat) > 0);
      line.recorded_total.push_back(total.count(seat) ? total[seat] : Rational{});
    }
    if (checker_) line.after = checker_->totals();
    s.sheet.push_back(std::move(line));
  }

  ReplayModel& m_;
  const engine::SessionChecker* checker_ = nullptr;
  Findings engine_, all_;
  std::optional<RunningTotals> running_;
  int in_session_ = 0;
};

bool ReplayModel::open_indexed(const std::string& path) {
  FileSource source(path);
  if (source.error() || !source.size() || *source.size() <= read_whole_limit) return false;
  indexed_ = true;
  path_ = path;
  doc_ = record::Document{};
  reports_.clear();
  findings_.clear();
  format_findings_.clear();
  hands_.clear();
  ++hands_generation_;
  index_.clear();
  index_sessions_.clear();
  // As validate reads with one job: without card places, a hand with findings read
  // again with them (on a machine shared with the interface, more threads gain little).
  ReadOptions reading;
  reading.card_positions = false;
  ThrStream stream(source, reading);
  Indexer indexer(*this);
  engine::StreamOptions options;
  options.positions_on_demand = true;
  const engine::StreamResult result = engine::validate_stream(stream, options, indexer);
  findings_ = indexer.finish();  // in validate's order, as open_read_result lists them
  doc_.archive = stream.archive();
  loaded_ = result.parsed;
  show_first_hand();
  return true;
}

// The hand at `index`, read again from its place and checked as it was, now with its
// timeline and derivation.
void ReplayModel::load_indexed_hand(int index) {
  const auto i = static_cast<std::size_t>(index);
  const IndexedHand& ih = index_[i];
  const HandEntry& e = hands_[i];
  const auto s = static_cast<std::size_t>(e.session);
  loaded_hand_ = record::Hand{};
  loaded_report_ = engine::HandReport{};
  loaded_has_report_ = false;
  FileSource source(path_);
  if (!source.seek(ih.span.at)) return;
  ThrStream stream(source);
  stream.resume(index_sessions_[s].mark, ih.span);
  if (stream.next() != ThrStream::Item::Hand) return;
  loaded_hand_ = std::move(stream.hand());
  engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  engine::SessionChecker checker(doc_.sessions[s], opts);
  if (!checker.checks_hands()) return;
  engine::SessionChecker::HandCheck check;
  check.written = &loaded_hand_;
  if (ih.dealer) {
    check.resolved = loaded_hand_;
    check.resolved->dealer = ih.dealer;
  }
  check.checked = ih.checked;
  if (ih.walk) check.walk = ih.walk->clone();
  check.report.n = loaded_hand_.n;
  if (loaded_hand_.contract) {
    check.report.contract = loaded_hand_.contract->type;
    check.report.declarer = loaded_hand_.contract->declarer.value_or(0);
  }
  engine::HandContext ctx = checker.context();
  checker.analyse(check, ctx);
  // The running totals' lines of the derivation, from the totals before this hand as
  // validate kept them (its findings are the index's already).
  const IndexedSession& is = index_sessions_[s];
  const auto in_session = static_cast<std::size_t>(e.hand);
  if (in_session > 0 && in_session <= is.sheet.size()) checker.set_totals(is.sheet[in_session - 1].after);
  Findings again;
  checker.end(check, again);
  loaded_report_ = std::move(check.report);
  loaded_has_report_ = true;
}

std::vector<SessionRow> ReplayModel::indexed_sheet() const {
  std::vector<SessionRow> out;
  if (hand_ < 0) return out;
  const HandEntry& current = hands_[static_cast<std::size_t>(hand_)];
  const IndexedSession& s = index_sessions_[static_cast<std::size_t>(current.session)];
  const auto size = static_cast<int>(s.sheet.size());
  const int from = std::clamp(current.hand - kSheetRows / 2, 0, std::max(0, size - kSheetRows));
  const int to = std::min(size, from + kSheetRows);
  for (int i = from; i < to; ++i) {
    const SheetCells& c = s.sheet[static_cast<std::size_t>(i)];
    SessionRow row;
    row.n = c.n;
    row.contract = c.contract;
    row.current = i == current.hand;
    for (std::size_t k = 0; k < c.pay.size(); ++k) {
      row.computed_pay.push_back(c.pay[k].to_string());
      row.recorded_pay.push_back(c.has_pay ? c.recorded_pay[k].to_string() : "");
      row.pay_differs.push_back(c.has_pay && c.recorded_pay[k] != c.pay[k]);
      row.computed_total.push_back(c.total[k].to_string());
      row.recorded_total.push_back(c.has_total[k] ? c.recorded_total[k].to_string() : "");
      row.total_differs.push_back(c.has_total[k] && c.recorded_total[k] != c.total[k]);
    }
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace stichprobe::replay
