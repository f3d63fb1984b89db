#include "validator/edit/edit_session.h"

#include <algorithm>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/core/random.h"
#include "validator/edit/apply.h"
#include "validator/edit/place_pairs.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

namespace stichprobe::edit {

EditSession EditSession::create(const NewSession& request) {
  record::Session s;
  s.game = request.game;
  s.variant = request.variant;
  for (const auto& [name, value] : request.options) {
    record::RuleOption o;
    o.name = name;
    o.value = value;
    s.rules.push_back(o);
    s.has_rules = true;
  }
  for (std::size_t i = 0; i < request.players.size(); ++i) {
    record::Player p;
    p.seat = static_cast<int>(i) + 1;
    p.name = request.players[i];
    s.players.push_back(p);
  }
  record::Document doc;
  doc.sessions.push_back(std::move(s));
  EditSession e = from_document(std::move(doc));
  e.modified_ = true;  // nothing saved yet
  return e;
}

std::optional<EditSession> EditSession::open_file(const std::string& path, std::size_t session_index,
                                                  Findings* read_findings) {
  ReadResult read = read_thr_file(path);
  if (read_findings) *read_findings = read.findings;
  if (!read.parsed || session_index >= read.document.sessions.size()) return std::nullopt;
  EditSession e = from_document(std::move(read.document), session_index, std::move(read.findings));
  e.path_ = path;
  return e;
}

EditSession EditSession::from_document(record::Document doc, std::size_t session_index, Findings read_findings) {
  EditSession e;
  e.doc_ = std::move(doc);
  if (e.doc_.sessions.empty()) e.doc_.sessions.emplace_back();
  e.session_ = session_index < e.doc_.sessions.size() ? session_index : 0;
  e.open_findings_ = std::move(read_findings);
  e.hand_ = e.session().hands.empty() ? 0 : e.session().hands.size() - 1;
  e.next_place_ = next_new_place(e.session());
  e.refresh();
  return e;
}

void EditSession::refresh() {
  analysed_ = false;
  findings_.reset();
  saved_places_.reset();
  turn_.reset();
}

void EditSession::refresh(Analysis analysis) {
  analysis_ = std::move(analysis);
  analysed_ = true;
  findings_.reset();
  saved_places_.reset();
  turn_.reset();
}

const Analysis& EditSession::analysis() const {
  if (!analysed_) {
    analysis_ = analyse(session());
    analysed_ = true;
    ++sessions_checked_;
  }
  return analysis_;
}

void EditSession::number_new_elements() {
  if (hand_ < session().hands.size()) next_place_ = edit::number_new_elements(session_mut().hands[hand_], next_place_);
}

const Findings& EditSession::findings() const {
  if (findings_) return *findings_;
  // The edited session's findings, and the other sessions' of an archive, checked once:
  // an edit changes only its own session, and each element keeps its place.
  Findings all = analysis().findings;
  if (doc_.sessions.size() > 1) {
    if (!others_) {
      others_.emplace(doc_.sessions.size());
      for (std::size_t i = 0; i < doc_.sessions.size(); ++i)
        if (i != session_) {
          (*others_)[i] = engine::validate_session(doc_.sessions[i]).findings;
          ++sessions_checked_;
        }
    }
    for (std::size_t i = 0; i < others_->size(); ++i)
      if (i != session_) all.insert(all.end(), (*others_)[i].begin(), (*others_)[i].end());
    std::stable_sort(all.begin(), all.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
  }
  findings_ = std::move(all);
  return *findings_;
}

// The file Save writes, read back (no check): each element's place there, paired with the
// model's by the records' order. Only for showing places; the engine checks the model.
Pos EditSession::saved_place(Pos model) const {
  if (!saved_places_) {
    std::vector<std::pair<Pos, Pos>> pairs;
    // The text read back is this function's own: it is the side pair_places may write to,
    // so the model is walked as it is, not copied.
    ReadResult saved = read_thr(save_text());
    for (std::size_t i = 0; i < doc_.sessions.size() && i < saved.document.sessions.size(); ++i)
      pair_places(saved.document.sessions[i], doc_.sessions[i], [&](Pos& s, Pos m) {
        if (m != Pos{} && s != Pos{}) pairs.emplace_back(m, s);
      });
    std::sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    saved_places_ = std::move(pairs);
  }
  const auto& pairs = *saved_places_;
  const auto it = std::lower_bound(pairs.begin(), pairs.end(), model, [](const auto& p, Pos m) { return p.first < m; });
  return it != pairs.end() && it->first == model ? it->second : model;
}

Findings EditSession::saved_findings() const {
  Findings out = findings();
  for (Finding& f : out) f.pos = saved_place(f.pos);
  std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
  return out;
}

const record::Hand* EditSession::hand() const {
  return hand_ < session().hands.size() ? &session().hands[hand_] : nullptr;
}

void EditSession::select_hand(std::size_t index) {
  if (index >= session().hands.size() || index == hand_) return;
  hand_ = index;
  turn_.reset();
}

const engine::HandReport* EditSession::hand_report() const {
  const Analysis& a = analysis();
  return hand_ < a.report.hands.size() ? &a.report.hands[hand_] : nullptr;
}

std::size_t EditSession::trick_size() const {
  // The last analysis, current or not: a change within the hand leaves its table as it was.
  const engine::HandReport* r = hand_ < analysis_.report.hands.size() ? &analysis_.report.hands[hand_] : nullptr;
  if (r && !r->analysis.steps.empty()) {
    std::size_t active = 0;
    for (const auto& s : r->analysis.steps.front().state.seats) active += s.active ? 1 : 0;
    if (active > 0) return active;
  }
  const record::Hand* h = hand();
  const std::size_t out = h ? h->sitting_out.size() : 0;
  const auto seats = static_cast<std::size_t>(seat_count());
  return seats > out ? seats - out : seats;
}

const engine::Turn& EditSession::turn() const {
  if (!turn_) turn_ = edit::next_turn(session(), hand_);
  return *turn_;
}

std::optional<NextCard> EditSession::next_card() const {
  const engine::HandReport* r = hand_report();
  return edit::next_card(turn(), r ? &r->analysis : nullptr);
}

std::vector<record::Call> EditSession::legal_calls() const { return edit::legal_calls(turn()); }

std::vector<int> EditSession::trick_winners() const {
  std::vector<int> out;
  const engine::HandReport* r = hand_report();
  if (!r) return out;
  for (const auto& step : r->analysis.steps) {
    if (step.kind != engine::StepKind::Play || step.trick < 1) continue;
    const auto t = static_cast<std::size_t>(step.trick);
    if (out.size() < t) out.resize(t, 0);
    if (step.state.trick_winner) out[t - 1] = step.state.trick_winner;
  }
  return out;
}

std::map<int, Rational> EditSession::card_points() const {
  std::map<int, Rational> out;
  const engine::HandReport* r = hand_report();
  if (!r || r->analysis.steps.empty()) return out;
  const auto& seats = r->analysis.steps.back().state.seats;
  for (std::size_t i = 0; i < seats.size(); ++i) out[static_cast<int>(i) + 1] = seats[i].points;
  return out;
}

engine::Payments EditSession::payments() const {
  const engine::HandReport* r = hand_report();
  return r ? r->analysis.payments : engine::Payments{};
}

std::vector<engine::ScoreLine> EditSession::derivation() const {
  const engine::HandReport* r = hand_report();
  return r ? r->analysis.derivation : std::vector<engine::ScoreLine>{};
}

// The unit the game's own generator writes for this variant and table (cent, rappen, point).
std::optional<std::string> EditSession::game_unit() const {
  const engine::GameModule* module = engine::find_game(session().game);
  if (!module) return std::nullopt;
  // The generator deals only to a table the variant is played at.
  const engine::VariantSpec* variant = engine::find_variant(module->spec(), analysis_.report.context.variant);
  if (!variant || std::find(variant->player_counts.begin(), variant->player_counts.end(), seat_count()) ==
                      variant->player_counts.end())
    return std::nullopt;
  engine::GenerateRequest req;
  req.variant = analysis().report.context.variant;
  req.options = analysis().report.context.options;
  req.players = seat_count();
  core::Rng rng(1);
  const record::Hand h = module->generate(rng, req);
  if (h.result && h.result->settlement) return h.result->settlement->unit;
  return std::nullopt;
}

std::optional<record::Result> EditSession::engine_result() const {
  const record::Hand* h = hand();
  if (!h || !hand_report()) return std::nullopt;
  record::Result result = h->result ? *h->result : record::Result{};
  std::optional<std::string> unit =
      h->result && h->result->settlement ? std::optional<std::string>(h->result->settlement->unit) : game_unit();
  result.settlement = engine::make_settlement(unit.value_or("point"), payments());
  // Running totals where the session keeps them: the previous hand's plus this one's.
  const record::Hand* before = hand_ > 0 ? &session().hands[hand_ - 1] : nullptr;
  if (!before || (before->result && before->result->totals)) {
    record::Totals totals;
    const engine::Payments pay = payments();
    for (int seat = 1; seat <= seat_count(); ++seat) {
      record::Total t;
      t.seat = seat;
      if (before)
        for (const auto& prev : before->result->totals->totals)
          if (prev.seat == seat) t.value = prev.value;
      if (auto it = pay.find(seat); it != pay.end()) t.value += it->second;
      totals.totals.push_back(t);
    }
    result.totals = totals;
  }
  return result;
}

std::optional<Action> EditSession::resolve(const Action& action) const {
  if (std::holds_alternative<TakeResult>(action)) {
    auto r = engine_result();
    if (!r) return std::nullopt;
    return SetResult{std::move(r)};
  }
  if (const auto* w = std::get_if<SetTrickWinner>(&action); w && w->from_engine) {
    const std::vector<int> winners = trick_winners();
    if (w->trick >= winners.size() || winners[w->trick] == 0) return std::nullopt;
    return SetTrickWinner{w->trick, winners[w->trick], false};
  }
  return action;
}

bool EditSession::outside_choices(const Action& action) const {
  if (const auto* card = std::get_if<PlayCard>(&action); card && !card->at) {
    const std::optional<NextCard> next = next_card();
    return !next || !next->legal.contains(card->card);
  }
  // A call is judged where the auction is what comes next (Tübinger's dealer lays his cards
  // first: a call entered before that is checked once it stands in the record).
  if (const auto* call = std::get_if<MakeCall>(&action); call && !call->at)
    return turn().phase == "auction" && !contains_call(legal_calls(), call->call);
  return false;
}

Applied EditSession::apply(const Action& action, bool accept_illegal) {
  Applied out;
  const std::optional<Action> resolved = resolve(action);
  if (!resolved) {
    out.refusal = "the engine cannot compute it yet (the hand is not complete enough)";
    return out;
  }
  // What the engine allows next, asked before the change (an action taken as it happened
  // needs no trials).
  const bool illegal = !accept_illegal && outside_choices(*resolved);
  Done done;
  done.action = action;
  done.before = session();
  done.hand_before = hand_;
  const std::size_t size = trick_size();
  out.refusal = apply_action(session_mut(), hand_, *resolved, size);
  if (!out.refusal.empty()) return out;
  number_new_elements();
  Analysis trial = analyse(session());
  ++sessions_checked_;
  // The faults at the element the action wrote (a card's token, a call).
  if (const record::Hand* h = hand_ < session().hands.size() ? &session().hands[hand_] : nullptr) {
    if (std::holds_alternative<PlayCard>(*resolved) && h->play && !h->play->tricks.empty()) {
      const auto* card = std::get_if<PlayCard>(&*resolved);
      const auto& t = card->at ? h->play->tricks[card->at->trick] : h->play->tricks.back();
      const std::size_t i = card->at ? card->at->place : t.cards.cards.size() - 1;
      out.faults = faults_at(trial.findings, i < t.cards.token_pos.size() ? t.cards.token_pos[i] : t.cards.pos);
    } else if (const auto* call = std::get_if<MakeCall>(&*resolved); call && h->auction) {
      const std::size_t i = call->at ? *call->at : h->auction->calls.size() - 1;
      if (i < h->auction->calls.size()) out.faults = faults_at(trial.findings, h->auction->calls[i].pos);
    }
  }
  if (illegal && !accept_illegal) {
    session_mut() = std::move(done.before);
    hand_ = done.hand_before;
    out.refusal = "not a legal choice here; apply it with accept_illegal to record it as it happened";
    return out;
  }
  done.after = session();
  done.hand_after = hand_;
  done.turn_before = turn_;
  undo_.push_back(std::move(done));
  redo_.clear();
  modified_ = true;
  refresh(std::move(trial));
  out.applied = true;
  return out;
}

namespace {

// The editing action that enters one of the engine's legal actions into hand `h`.
std::optional<Action> action_of(const engine::LegalAction& a, const record::Hand& h) {
  using engine::ActionKind;
  switch (a.kind) {
    case ActionKind::Call: {
      record::Call call = a.call;
      call.seat = a.seat;
      return MakeCall{call, std::nullopt};
    }
    case ActionKind::Take:
    case ActionKind::Discard: {
      // The exchange the engine's apply would write, set as this seat's last exchange.
      record::Hand after = h;
      engine::apply(after, a);
      const bool extends = !h.exchanges.empty() && after.exchanges.size() == h.exchanges.size();
      return Exchange{after.exchanges.back(),
                      extends ? std::optional<std::size_t>(h.exchanges.size() - 1) : std::nullopt};
    }
    case ActionKind::Swap:
    case ActionKind::Give: {
      record::Hand after = h;
      engine::apply(after, a);
      const bool extends = after.swaps.size() == h.swaps.size() && !h.swaps.empty();
      return Swap{after.swaps.back(), extends ? std::optional<std::size_t>(h.swaps.size() - 1) : std::nullopt};
    }
    case ActionKind::Announce: {
      record::Hand after = h;
      engine::apply(after, a);
      return Announce{after.announcements.back(), std::nullopt};
    }
    case ActionKind::Play:
      return PlayCard{a.card, CardPlace{a.trick, a.place}, a.place == 0 ? std::optional<int>(a.seat) : std::nullopt};
  }
  return std::nullopt;
}

}  // namespace

Applied EditSession::apply(const engine::LegalAction& action) {
  const record::Hand* h = hand();
  if (!h) {
    Applied out;
    out.refusal = "there is no hand yet: start one first";
    return out;
  }
  const std::optional<Action> a = action_of(action, *h);
  if (!a) return {};
  return apply(*a, true);
}

// What only the engine can fill in: resolved against a fresh analysis.
static bool needs_engine(const Action& action) {
  if (std::holds_alternative<TakeResult>(action)) return true;
  if (const auto* w = std::get_if<SetTrickWinner>(&action)) return w->from_engine;
  const auto* card = std::get_if<PlayCard>(&action);
  return card && !card->at;
}

std::vector<std::string> EditSession::apply_all(const std::vector<Action>& actions, const std::string& label) {
  std::vector<std::string> why(actions.size());
  if (actions.empty()) return why;
  Done done;
  done.action = actions.front();
  done.label = label;
  done.before = session();
  done.hand_before = hand_;
  done.turn_before = turn_;
  bool stale = false;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (stale && needs_engine(actions[i])) {
      refresh();
      analysis();  // what resolve() and trick_size() read
      stale = false;
    }
    const std::optional<Action> resolved = resolve(actions[i]);
    if (!resolved) {
      why[i] = "the engine cannot compute it yet (the hand is not complete enough)";
      continue;
    }
    why[i] = apply_action(session_mut(), hand_, *resolved, trick_size());
    if (why[i].empty()) number_new_elements();
    stale = stale || why[i].empty();
  }
  if (hand_ == done.hand_before && session() == done.before) return why;
  done.after = session();
  done.hand_after = hand_;
  undo_.push_back(std::move(done));
  redo_.clear();
  modified_ = true;
  refresh();
  return why;
}

bool EditSession::undo() {
  if (undo_.empty()) return false;
  Done d = std::move(undo_.back());
  undo_.pop_back();
  session_mut() = d.before;
  hand_ = d.hand_before;
  modified_ = true;
  refresh();
  turn_ = d.turn_before;
  redo_.push_back(std::move(d));
  return true;
}

bool EditSession::redo() {
  if (redo_.empty()) return false;
  Done d = std::move(redo_.back());
  redo_.pop_back();
  session_mut() = d.after;
  hand_ = d.hand_after;
  undo_.push_back(std::move(d));
  modified_ = true;
  refresh();
  return true;
}

std::vector<std::string> EditSession::undo_labels() const {
  std::vector<std::string> out;
  for (auto it = undo_.rbegin(); it != undo_.rend(); ++it)
    out.push_back(it->label.empty() ? describe(it->action) : it->label);
  return out;
}

std::vector<std::string> EditSession::redo_labels() const {
  std::vector<std::string> out;
  for (auto it = redo_.rbegin(); it != redo_.rend(); ++it)
    out.push_back(it->label.empty() ? describe(it->action) : it->label);
  return out;
}

std::string EditSession::save_text() const { return write_thr(doc_); }

void EditSession::mark_saved(const std::string& path) {
  path_ = path;
  modified_ = false;
}

}  // namespace stichprobe::edit
