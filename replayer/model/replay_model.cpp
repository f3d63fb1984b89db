// Loading a document and moving the cursor through its hands.
#include "replayer/model/replay_model.h"

#include <algorithm>

#include "validator/engine/registry.h"

namespace stichprobe::replay {

ReplayModel::ReplayModel(RecentFiles recent) : recent_(std::move(recent)) {}

bool ReplayModel::open_file(const std::string& path) {
  if (open_indexed(path)) {
    recent_.add(path);
    return true;
  }
  ReadResult read = read_thr_file(path);
  const bool parsed = read.parsed;
  open_read_result(path, std::move(read));
  if (parsed) recent_.add(path);
  return parsed;
}

void ReplayModel::open_read_result(const std::string& label, ReadResult read) {
  engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  engine::DocumentReport report = engine::validate_document(read, opts);
  Findings format = read.findings;
  // The document report lists the reader's findings first; keep them apart
  // only when the report left them out.
  Findings all = report.findings;
  for (const auto& f : format)
    if (std::find(all.begin(), all.end(), f) == all.end()) all.insert(all.begin(), f);
  open_reports(label, std::move(read.document), std::move(report.sessions), format);
  findings_ = std::move(all);
  loaded_ = read.parsed;
}

void ReplayModel::open_reports(const std::string& label, record::Document doc,
                               std::vector<engine::SessionReport> reports, Findings format_findings) {
  indexed_ = false;
  index_.clear();
  index_sessions_.clear();
  path_ = label;
  doc_ = std::move(doc);
  reports_ = std::move(reports);
  findings_ = format_findings;
  format_findings_ = std::move(format_findings);
  for (const auto& r : reports_)
    for (const auto& f : r.findings)
      if (std::find(findings_.begin(), findings_.end(), f) == findings_.end()) findings_.push_back(f);
  loaded_ = true;
  rebuild_hands();
  show_first_hand();
}

// The hands list as the filter shows it, at the first hand.
void ReplayModel::show_first_hand() {
  refilter();
  hand_ = -1;
  step_ = -1;
  phases_.clear();
  hand_findings_.clear();
  selected_finding_ = -1;
  if (!hands_.empty()) open_hand(0);
}

namespace {

// The findings of hand `n`: the session's (rulings applied), else the analysis's own;
// and the reader's that name the hand (an unknown card code: the engine saw a '?').
Findings findings_of_hand(const engine::SessionReport* session, const engine::HandReport* hand, int n,
                          const Findings& format) {
  Findings out;
  if (session)
    for (const auto& f : session->findings)
      if (f.hand == n) out.push_back(f);
  if (out.empty() && hand) out = hand->analysis.findings;
  for (const auto& f : format)
    if (f.hand == n && std::find(out.begin(), out.end(), f) == out.end()) out.push_back(f);
  return out;
}

// The most cards each place of the table holds at any step: the layout keeps room for them.
LayoutCapacity capacity_of(const std::vector<engine::Step>& all) {
  LayoutCapacity capacity;
  for (const auto& step : all) {
    const auto& seats = step.state.seats;
    capacity.hand.resize(std::max(capacity.hand.size(), seats.size()), 0);
    for (std::size_t i = 0; i < seats.size(); ++i)
      capacity.hand[i] = std::max(capacity.hand[i], static_cast<int>(seats[i].hand.size()));
    int talon = 0;
    for (const auto& p : step.state.talon) talon += static_cast<int>(p.size());
    capacity.talon = std::max(capacity.talon, talon);
    capacity.talon_packets = std::max(capacity.talon_packets, static_cast<int>(step.state.talon.size()));
    capacity.discards = std::max(capacity.discards, static_cast<int>(step.state.discards.size()));
  }
  return capacity;
}

// A called partner is known to the table when the called card falls (Troggu: "wird erst
// dann für alle ersichtlich, wenn der gerufene Trumpf ausgespielt wird"; Tübinger alike):
// the step of that card (the last step if it never falls; 0: no partner called).
int partner_shown_from(const record::Hand* h, const std::vector<engine::Step>& all) {
  if (!h) return 0;
  std::optional<Card> called = h->contract ? h->contract->partner_card : std::nullopt;
  if (!called && h->auction)
    for (const auto& c : h->auction->calls)
      if (c.card) called = c.card;
  if (!called) return 0;
  const Card want = *called;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].kind == engine::StepKind::Play && all[i].card && *all[i].card == want) return static_cast<int>(i);
  return static_cast<int>(all.size()) - 1;
}

// The cards the record's deal and exchanges name (the rest are inferred).
std::vector<Card> recorded_cards_of(const record::Hand* h) {
  std::vector<Card> out;
  if (!h) return out;
  auto add = [&](const record::CardList& l) {
    for (Card c : l.cards)
      if (!c.is_unknown()) out.push_back(c);
  };
  if (h->deal) {
    for (const auto& sc : h->deal->hands) add(sc.cards);
    if (h->deal->talon) {
      if (h->deal->talon->cards) add(*h->deal->talon->cards);
      for (const auto& p : h->deal->talon->packets) add(p);
    }
  }
  for (const auto& x : h->exchanges) {
    if (x.take) add(*x.take);
    if (x.discard) add(*x.discard);
  }
  return out;
}

}  // namespace

void ReplayModel::rebuild_hands() {
  hands_.clear();
  ++hands_generation_;
  for (std::size_t s = 0; s < doc_.sessions.size(); ++s) {
    const record::Session& session = doc_.sessions[s];
    const engine::SessionReport* report = s < reports_.size() ? &reports_[s] : nullptr;
    for (std::size_t h = 0; h < session.hands.size(); ++h) {
      const record::Hand& hand = session.hands[h];
      const engine::HandReport* hr = report && h < report->hands.size() ? &report->hands[h] : nullptr;
      HandEntry e = hand_entry(static_cast<int>(s), static_cast<int>(h), session, report, hand, hr);
      for (const auto& f : findings_of_hand(report, hr, hand.n, format_findings_)) {
        ++e.findings;
        if (f.severity == Severity::Error) ++e.errors;
      }
      hands_.push_back(std::move(e));
    }
  }
}

// A hand's line in the hands list, without its findings' counts.
HandEntry ReplayModel::hand_entry(int session, int index, const record::Session& header,
                                  const engine::SessionReport* report, const record::Hand& hand,
                                  const engine::HandReport* hr) {
  HandEntry e;
  e.session = session;
  e.hand = index;
  e.n = hand.n;
  e.game = header.game;
  e.variant = report && !report->variant.empty() ? report->variant : header.variant;
  if (hr && !hr->contract.empty())
    e.contract = hr->contract;
  else if (hand.contract)
    e.contract = hand.contract->type;
  if (hr && hr->declarer != 0)
    e.declarer = hr->declarer;
  else if (hand.contract && hand.contract->declarer)
    e.declarer = *hand.contract->declarer;
  return e;
}

const record::Session* ReplayModel::session_record() const {
  if (hand_ < 0 || hand_ >= static_cast<int>(hands_.size())) return nullptr;
  const auto s = static_cast<std::size_t>(hands_[static_cast<std::size_t>(hand_)].session);
  return s < doc_.sessions.size() ? &doc_.sessions[s] : nullptr;
}

const engine::SessionReport* ReplayModel::session_report() const {
  if (hand_ < 0 || hand_ >= static_cast<int>(hands_.size())) return nullptr;
  const auto s = static_cast<std::size_t>(hands_[static_cast<std::size_t>(hand_)].session);
  return s < reports_.size() ? &reports_[s] : nullptr;
}

const record::Hand* ReplayModel::hand_record() const {
  if (indexed_) return hand_ >= 0 ? &loaded_hand_ : nullptr;
  const record::Session* s = session_record();
  if (!s) return nullptr;
  const auto h = static_cast<std::size_t>(hands_[static_cast<std::size_t>(hand_)].hand);
  return h < s->hands.size() ? &s->hands[h] : nullptr;
}

const engine::HandReport* ReplayModel::hand_report() const {
  if (indexed_) return hand_ >= 0 && loaded_has_report_ ? &loaded_report_ : nullptr;
  const engine::SessionReport* r = session_report();
  if (!r) return nullptr;
  const auto h = static_cast<std::size_t>(hands_[static_cast<std::size_t>(hand_)].hand);
  return h < r->hands.size() ? &r->hands[h] : nullptr;
}

const std::vector<engine::Step>* ReplayModel::steps() const {
  const engine::HandReport* r = hand_report();
  return r ? &r->analysis.steps : nullptr;
}

int ReplayModel::step_count() const {
  const auto* s = steps();
  return s ? static_cast<int>(s->size()) : 0;
}

const engine::Step* ReplayModel::current_step() const {
  const auto* s = steps();
  if (!s || step_ < 0 || step_ >= static_cast<int>(s->size())) return nullptr;
  return &(*s)[static_cast<std::size_t>(step_)];
}

std::string ReplayModel::player_name(int seat) const {
  if (const record::Session* s = session_record())
    for (const auto& p : s->players)
      if (p.seat == seat && !p.name.empty()) return p.name;
  return (lang_ == Lang::De ? "Sitz " : "Seat ") + std::to_string(seat);
}

namespace {

// Each seat's roles over the whole hand, in order of appearance; "partner" for every seat
// if any has it (see LayoutCapacity::roles).
std::vector<std::vector<std::string>> roles_during(const std::vector<engine::Step>& steps) {
  std::vector<std::vector<std::string>> out;
  bool partner = false;
  for (const auto& step : steps) {
    const auto& seats = step.state.seats;
    out.resize(std::max(out.size(), seats.size()));
    for (std::size_t i = 0; i < seats.size(); ++i)
      for (const auto& r : seats[i].roles) {
        if (r == "partner") {
          partner = true;
          continue;
        }
        if (std::find(out[i].begin(), out[i].end(), r) == out[i].end()) out[i].push_back(r);
      }
  }
  if (partner)
    for (auto& seat : out) seat.push_back("partner");
  return out;
}

}  // namespace

void ReplayModel::open_hand(int index) {
  if (index < 0 || index >= static_cast<int>(hands_.size())) return;
  hand_ = index;
  if (indexed_) load_indexed_hand(index);
  const HandEntry& e = hands_[static_cast<std::size_t>(index)];
  const engine::GameModule* module = engine::find_game(e.game);
  names_ = CardNames(e.game, module ? &module->spec() : nullptr);
  const auto* st = steps();
  static const std::vector<engine::Step> kNone;
  const auto& all = st ? *st : kNone;
  phases_ = phases_of(all);
  hand_findings_.clear();
  for (auto& f : findings_of_hand(session_report(), hand_report(), e.n, format_findings_)) {
    const int at = step_of_finding(f, all);
    for (auto& p : phases_)
      if (at >= p.first_step && at <= p.last_step) ++p.findings;
    hand_findings_.push_back(FindingAt{std::move(f), at});
  }
  selected_finding_ = -1;
  step_ = all.empty() ? -1 : 0;
  capacity_ = capacity_of(all);
  capacity_.roles = roles_during(all);
  partner_shown_from_ = partner_shown_from(hand_record(), all);
  recorded_cards_ = recorded_cards_of(hand_record());
}

void ReplayModel::go_to(int target) {
  const int n = step_count();
  if (n == 0) {
    step_ = -1;
    return;
  }
  step_ = std::clamp(target, 0, n - 1);
}

int ReplayModel::current_phase() const {
  for (std::size_t i = 0; i < phases_.size(); ++i)
    if (step_ >= phases_[i].first_step && step_ <= phases_[i].last_step) return static_cast<int>(i);
  return -1;
}

void ReplayModel::apply(const Commands& cmds) {
  for (const auto& c : cmds) apply(c);
}

void ReplayModel::apply(const Command& cmd) {
  const int phase = current_phase();
  const int phase_count = static_cast<int>(phases_.size());
  switch (cmd.kind) {
    case CommandKind::OpenFile: open_file(cmd.path); break;
    case CommandKind::OpenHand: open_hand(cmd.value); break;
    case CommandKind::NextHand: step_hand(1); break;
    case CommandKind::PrevHand: step_hand(-1); break;
    case CommandKind::SetHandFilter:
      hand_filter_ = cmd.path;
      refilter();
      break;
    case CommandKind::GoToStep: go_to(cmd.value); break;
    case CommandKind::StepForward: go_to(step_ + 1); break;
    case CommandKind::StepBack: go_to(step_ - 1); break;
    case CommandKind::First: go_to(0); break;
    case CommandKind::Last: go_to(step_count() - 1); break;
    case CommandKind::NextTrick:
      // A whole trick at a time: to the end of this phase, then of the next.
      if (phase < 0) break;
      if (step_ < phases_[static_cast<std::size_t>(phase)].last_step)
        go_to(phases_[static_cast<std::size_t>(phase)].last_step);
      else if (phase + 1 < phase_count)
        go_to(phases_[static_cast<std::size_t>(phase + 1)].last_step);
      break;
    case CommandKind::PrevTrick:
      if (phase > 0)
        go_to(phases_[static_cast<std::size_t>(phase - 1)].last_step);
      else
        go_to(0);
      break;
    case CommandKind::GoToPhase:
      if (cmd.value >= 0 && cmd.value < phase_count) go_to(phases_[static_cast<std::size_t>(cmd.value)].first_step);
      break;
    case CommandKind::NextFinding:
    case CommandKind::PrevFinding: {
      const bool next = cmd.kind == CommandKind::NextFinding;
      int best = -1;
      for (std::size_t i = 0; i < hand_findings_.size(); ++i) {
        const int at = hand_findings_[i].step;
        if (at < 0 || (next ? at <= step_ : at >= step_)) continue;
        if (best < 0 || (next ? at < hand_findings_[static_cast<std::size_t>(best)].step
                              : at > hand_findings_[static_cast<std::size_t>(best)].step))
          best = static_cast<int>(i);
      }
      if (best >= 0) apply(Command{CommandKind::GoToFinding, best, {}});
      break;
    }
    case CommandKind::GoToFinding:
      if (cmd.value >= 0 && cmd.value < static_cast<int>(hand_findings_.size())) {
        selected_finding_ = cmd.value;
        const int at = hand_findings_[static_cast<std::size_t>(cmd.value)].step;
        if (at >= 0) go_to(at);
      }
      break;
  }
}

}  // namespace stichprobe::replay
