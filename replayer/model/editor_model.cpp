#include "replayer/model/editor_model.h"

#include <algorithm>
#include <sstream>

#include "validator/engine/registry.h"

namespace stichprobe::replay {

std::optional<std::vector<Card>> parse_cards(const std::string& codes, std::string* bad) {
  std::istringstream in(codes);
  std::vector<Card> out;
  for (std::string word; in >> word;) {
    const std::optional<Card> c = parse_card_code(word);
    if (!c) {
      if (bad) *bad = word;
      return std::nullopt;
    }
    out.push_back(*c);
  }
  return out;
}

std::map<std::string, std::string> parse_options(const std::string& text) {
  std::istringstream in(text);
  std::map<std::string, std::string> out;
  for (std::string word; in >> word;)
    if (const auto eq = word.find('='); eq != std::string::npos && eq > 0)
      out[word.substr(0, eq)] = word.substr(eq + 1);
  return out;
}

namespace {

// The status line in the editor's language.
std::string say(Lang lang, const std::string& en, const std::string& de) { return lang == Lang::De ? de : en; }

}  // namespace

void EditorModel::begin(edit::EditSession s) {
  session_.emplace(std::move(s));
  names_ = CardNames(session_->session().game, [&]() -> const engine::GameSpec* {
    const engine::GameModule* m = engine::find_game(session_->session().game);
    return m ? &m->spec() : nullptr;
  }());
  save_error_.clear();
}

std::string EditorModel::new_record(const NewRecord& r) {
  if (!engine::find_game(r.game)) return "unknown game '" + r.game + "'";
  if (r.players.empty()) return "a record needs its players";
  begin(edit::EditSession::create({r.game, r.variant, r.options, r.players}));
  session_->apply(edit::StartHand{r.dealer, std::nullopt, shape_for(r.dealer).sitting_out, std::nullopt});
  status_ =
      say(lang_, "new " + r.game + " record: enter the deal", "neues Protokoll (" + r.game + "): das Geben eintragen");
  return {};
}

std::string EditorModel::open(const std::string& path) {
  Findings read;
  auto s = edit::EditSession::open_file(path, 0, &read);
  if (!s) return read.empty() ? "cannot open " + path : read.front().message;
  begin(std::move(*s));
  status_ = say(lang_, "editing ", "bearbeitet: ") + path;
  return {};
}

std::string EditorModel::open_at(const std::string& path, std::size_t actions) {
  Findings read;
  auto s = edit::EditSession::open_file(path, 0, &read);
  if (!s) return read.empty() ? "cannot open " + path : read.front().message;
  record::Document doc = s->document();
  record::Session& session = doc.sessions.front();
  if (session.hands.empty()) return path + " has no hand";
  const std::vector<edit::Action> all = edit::actions_of(session.hands.back());
  session.hands.pop_back();
  edit::EditSession e = edit::EditSession::from_document(std::move(doc));
  for (std::size_t i = 0; i < all.size() && i < actions; ++i) e.apply(all[i], true);
  e.mark_saved(path);
  begin(std::move(e));
  status_ = say(lang_, "editing ", "bearbeitet: ") + path + say(lang_, " at action ", " bei Schritt ") +
            std::to_string(actions);
  return {};
}

void EditorModel::close() {
  session_.reset();
  status_.clear();
  save_error_.clear();
}

std::string EditorModel::player_name(int seat) const {
  for (const auto& p : session_->session().players)
    if (p.seat == seat && !p.name.empty()) return p.name;
  return (lang_ == Lang::De ? "Sitz " : "seat ") + std::to_string(seat);
}

edit::Applied EditorModel::apply(const edit::Action& action, bool accept_illegal, const std::string& what) {
  edit::Applied a = session_->apply(action, accept_illegal);
  applied(a, what);
  return a;
}

DealShape EditorModel::shape_for(int dealer) const {
  const engine::GameModule* m = engine::find_game(session_->session().game);
  engine::HandContext ctx = session_->analysis().report.context;
  if (!m || !ctx.spec) return {};
  ctx.seat_count = session_->seat_count();
  return deal_shape(*m, ctx, dealer);
}

void EditorModel::applied(const edit::Applied& a, const std::string& what) {
  if (!a.applied) {
    status_ = what + ": " + a.refusal;
    return;
  }
  status_ = what;
  for (const auto& f : a.faults) status_ += " - " + f.code;
}

// ---- the hands ----

void EditorModel::start_next_hand() {
  const record::Session& s = session_->session();
  int dealer = 1;
  const engine::GameModule* m = engine::find_game(s.game);
  if (m && !s.hands.empty() && session_->analysis().report.context.spec) {
    engine::HandContext ctx = session_->analysis().report.context;
    ctx.session = &s;
    ctx.hand_index = s.hands.size() - 1;
    dealer = m->next_dealer(ctx, s.hands.back());
  }
  applied(session_->apply(edit::StartHand{dealer, std::nullopt, shape_for(dealer).sitting_out, std::nullopt}),
          say(lang_, "new hand dealt by ", "neues Spiel, Geber: ") + player_name(dealer));
}

// ---- the deal ----

std::vector<Card> EditorModel::deck() const {
  const engine::GameModule* m = engine::find_game(session_->session().game);
  const record::Hand* h = session_->hand();
  if (m && h) {
    engine::HandContext ctx = session_->analysis().report.context;
    ctx.session = &session_->session();
    ctx.hand_index = session_->current_hand();
    if (ctx.spec)
      if (auto flow = m->card_flow(ctx, *h)) return flow->deck.cards();
  }
  std::vector<Card> all;
  for (int id = 1; id < Card::kIdCount; ++id) all.push_back(Card::from_id(id));
  return all;
}

std::vector<Card> EditorModel::cards_of(DealTarget t) const {
  const record::Hand* h = session_->hand();
  if (!h || !h->deal) return {};
  if (t.kind == DealTarget::Seat) {
    for (const auto& sc : h->deal->hands)
      if (sc.seat == t.index) return sc.cards.cards.to_vector();
    return {};
  }
  if (!h->deal->talon) return {};
  if (t.kind == DealTarget::Talon)
    return h->deal->talon->cards ? h->deal->talon->cards->cards.to_vector() : std::vector<Card>{};
  const auto k = static_cast<std::size_t>(t.index - 1);
  return k < h->deal->talon->packets.size() ? h->deal->talon->packets[k].cards.to_vector() : std::vector<Card>{};
}

std::vector<Card> EditorModel::unplaced() const {
  CardSet placed;
  for (int seat = 1; seat <= session_->seat_count(); ++seat)
    for (Card c : cards_of({DealTarget::Seat, seat})) placed.insert(c);
  for (Card c : cards_of({DealTarget::Talon, 1})) placed.insert(c);
  if (const record::Hand* h = session_->hand(); h && h->deal && h->deal->talon)
    for (const auto& p : h->deal->talon->packets)
      for (Card c : p.cards) placed.insert(c);
  std::vector<Card> out;
  for (Card c : deck())
    if (!placed.contains(c)) out.push_back(c);
  return out;
}

void EditorModel::deal_to(DealTarget t, const std::vector<Card>& cards, const std::string& what) {
  if (t.kind == DealTarget::Seat) {
    applied(session_->apply(edit::DealCards{t.index, cards}), what + player_name(t.index));
  } else if (t.kind == DealTarget::Talon) {
    applied(session_->apply(edit::DealTalon{cards}), what + say(lang_, "the talon", "den Talon"));
  } else {
    edit::DealPackets p;
    if (const record::Hand* h = session_->hand(); h && h->deal && h->deal->talon)
      for (const auto& l : h->deal->talon->packets) p.packets.push_back(l.cards.to_vector());
    if (p.packets.size() < static_cast<std::size_t>(t.index)) p.packets.resize(static_cast<std::size_t>(t.index));
    p.packets[static_cast<std::size_t>(t.index - 1)] = cards;
    applied(session_->apply(p), what + say(lang_, "packet ", "Päckchen ") + std::to_string(t.index));
  }
}

void EditorModel::winners_from_engine() {
  const std::vector<int> winners = session_->trick_winners();
  for (std::size_t t = 0; t < winners.size(); ++t) {
    const record::Hand* h = session_->hand();
    if (!winners[t] || !h || !h->play || t >= h->play->tricks.size() || h->play->tricks[t].winner == winners[t])
      continue;
    applied(session_->apply(edit::SetTrickWinner{t, std::nullopt, true}),
            say(lang_, "trick winners from the engine", "Stichgewinner von der Engine"));
  }
}

bool EditorModel::undo() {
  const bool ok = session_ && session_->undo();
  status_ =
      ok ? say(lang_, "undone", "rückgängig gemacht") : say(lang_, "nothing to undo", "nichts rückgängig zu machen");
  return ok;
}

bool EditorModel::redo() {
  const bool ok = session_ && session_->redo();
  status_ = ok ? say(lang_, "redone", "wiederholt") : say(lang_, "nothing to redo", "nichts zu wiederholen");
  return ok;
}

std::string EditorModel::save() {
  if (session_->path().empty()) return "no file name yet: Save as";
  return save_as(session_->path());
}

std::string EditorModel::save_as(const std::string& path) {
  if (path.empty()) return save_error_ = say(lang_, "no file name given", "kein Dateiname angegeben");
  const std::string text = session_->save_text();
  const auto error = writer_ ? writer_(path, text) : write_file_atomically(path, text);
  if (error) {
    save_error_ = error->message();
    status_ = say(lang_, "not saved", "nicht gespeichert");  // the editor shows save_error() beside it
    return save_error_;
  }
  save_error_.clear();
  session_->mark_saved(path);
  status_ = say(lang_, "saved ", "gespeichert: ") + path;
  return {};
}

}  // namespace stichprobe::replay
