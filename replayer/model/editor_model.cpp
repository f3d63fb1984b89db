#include "replayer/model/editor_model.h"

#include <algorithm>
#include <sstream>

#include "formats/vocabulary.h"
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

std::optional<record::CardList> list_of(const std::string& codes, std::string& error) {
  std::string bad;
  const auto cards = parse_cards(codes, &bad);
  if (!cards) {
    error = "'" + bad + "' is not a THR card code";
    return std::nullopt;
  }
  if (cards->empty()) return std::nullopt;
  record::CardList l;
  l.cards = *cards;
  l.token_pos.assign(cards->size(), Pos{});
  return l;
}

}  // namespace

void EditorModel::begin(edit::EditSession s) {
  session_.emplace(std::move(s));
  names_ = CardNames(session_->session().game, [&]() -> const engine::GameSpec* {
    const engine::GameModule* m = engine::find_game(session_->session().game);
    return m ? &m->spec() : nullptr;
  }());
  target_ = {};
  pending_.reset();
  save_error_.clear();
}

std::string EditorModel::new_record(const NewRecord& r) {
  if (!engine::find_game(r.game)) return "unknown game '" + r.game + "'";
  if (r.players.empty()) return "a record needs its players";
  begin(edit::EditSession::create({r.game, r.variant, r.options, r.players}));
  session_->apply(edit::StartHand{r.dealer, std::nullopt, {}, std::nullopt});
  status_ = "new " + r.game + " record: enter the deal";
  return {};
}

std::string EditorModel::open(const std::string& path) {
  Findings read;
  auto s = edit::EditSession::open_file(path, 0, &read);
  if (!s) return read.empty() ? "cannot open " + path : read.front().message;
  begin(std::move(*s));
  status_ = "editing " + path;
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
  status_ = "editing " + path + " at action " + std::to_string(actions);
  return {};
}

void EditorModel::close() {
  session_.reset();
  pending_.reset();
  status_.clear();
  save_error_.clear();
}

std::string EditorModel::player_name(int seat) const {
  for (const auto& p : session_->session().players)
    if (p.seat == seat && !p.name.empty()) return p.name;
  return (lang_ == Lang::De ? "Sitz " : "seat ") + std::to_string(seat);
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
  applied(session_->apply(edit::StartHand{dealer, std::nullopt, {}, std::nullopt}),
          "new hand dealt by " + player_name(dealer));
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

void EditorModel::put_cards(DealTarget t, const std::vector<Card>& cards, const std::string& what) {
  if (t.kind == DealTarget::Seat) {
    applied(session_->apply(edit::DealCards{t.index, cards}), what + player_name(t.index));
  } else if (t.kind == DealTarget::Talon) {
    applied(session_->apply(edit::DealTalon{cards}), what + "the talon");
  } else {
    edit::DealPackets p;
    if (const record::Hand* h = session_->hand(); h && h->deal && h->deal->talon)
      for (const auto& l : h->deal->talon->packets) p.packets.push_back(l.cards.to_vector());
    if (p.packets.size() < static_cast<std::size_t>(t.index)) p.packets.resize(static_cast<std::size_t>(t.index));
    p.packets[static_cast<std::size_t>(t.index - 1)] = cards;
    applied(session_->apply(p), what + "packet " + std::to_string(t.index));
  }
}

void EditorModel::pick_card(Card c) {
  std::vector<Card> cards = cards_of(target_);
  if (auto it = std::find(cards.begin(), cards.end(), c); it != cards.end() && !c.is_unknown())
    cards.erase(it);
  else
    cards.push_back(c);
  put_cards(target_, cards, card_code(c) + " to ");
}

std::string EditorModel::type_cards(DealTarget t, const std::string& codes) {
  std::string bad;
  const auto cards = parse_cards(codes, &bad);
  if (!cards) return "'" + bad + "' is not a THR card code";
  put_cards(t, *cards, "dealt to ");  // the target's cards as a whole: one action, one undo
  return {};
}

// ---- the auction ----

std::string EditorModel::call_label(const record::Call& c) const {
  std::string out = player_name(c.seat) + ": " + c.bid;
  if (c.suit) out += " " + *c.suit;
  if (c.card) out += " " + card_code(*c.card);
  return out;
}

void EditorModel::call(const record::Call& c, bool confirmed) {
  applied(session_->apply(edit::MakeCall{c, std::nullopt}, confirmed), call_label(c));
}

std::vector<std::string> EditorModel::contract_types() const {
  const GameVocabulary* v = find_game_vocabulary(session_->session().game);
  return v ? v->contracts : std::vector<std::string>{};
}

void EditorModel::set_contract(const std::string& type, int declarer, const std::string& trump,
                               const std::string& partner_card) {
  record::Contract c;
  c.type = type;
  if (declarer > 0) c.declarer = declarer;
  if (!trump.empty()) c.trump = trump;
  if (!partner_card.empty()) c.partner_card = parse_card_code(partner_card);
  applied(session_->apply(edit::SetContract{c}), "contract " + type);
}

std::string EditorModel::exchange(int seat, std::optional<int> packet, const std::string& take,
                                  const std::string& discard) {
  std::string error;
  record::Exchange e;
  e.seat = seat;
  e.packet = packet;
  e.take = list_of(take, error);
  e.discard = list_of(discard, error);
  if (!error.empty()) return error;
  applied(session_->apply(edit::Exchange{e, std::nullopt}), player_name(seat) + " exchanges");
  return {};
}

std::string EditorModel::swap(int seat, std::optional<int> with_seat, const std::string& gets,
                              const std::string& gives) {
  record::Swap s;
  s.seat = seat;
  s.with_seat = with_seat;
  s.with_talon = !with_seat;
  if (!gets.empty() && !(s.gets = parse_card_code(gets))) return "'" + gets + "' is not a THR card code";
  if (!gives.empty() && !(s.gives = parse_card_code(gives))) return "'" + gives + "' is not a THR card code";
  applied(session_->apply(edit::Swap{s, std::nullopt}), player_name(seat) + " swaps");
  return {};
}

void EditorModel::announce(int seat, const std::string& type, const std::string& cards) {
  record::Announcement a;
  a.seat = seat;
  a.type = type;
  std::string error;
  a.cards = list_of(cards, error);
  applied(session_->apply(edit::Announce{a, std::nullopt}), player_name(seat) + " announces " + type);
}

// ---- the play ----

PlayAnswer EditorModel::play(Card c, bool confirmed) {
  const std::optional<edit::NextCard> next = next_card();
  const std::string who = next ? player_name(next->seat) + " plays " : std::string("play ");
  const edit::Applied a = session_->apply(edit::PlayCard{c, std::nullopt, std::nullopt}, confirmed);
  if (a.applied) {
    pending_.reset();
    applied(a, who + card_code(c));
    return PlayAnswer::Played;
  }
  if (!confirmed && !a.faults.empty()) {
    pending_ = c;
    status_ = who + card_code(c) + "? " + a.faults.front().message + " - record it anyway?";
    return PlayAnswer::NeedsConfirmation;
  }
  if (!confirmed && next) {  // outside the legal cards without a finding of its own
    pending_ = c;
    status_ = who + card_code(c) + "? not among the legal cards - record it anyway?";
    return PlayAnswer::NeedsConfirmation;
  }
  applied(a, who + card_code(c));
  return PlayAnswer::Refused;
}

PlayAnswer EditorModel::confirm_pending() {
  if (!pending_) return PlayAnswer::Refused;
  const Card c = *pending_;
  pending_.reset();
  return play(c, true);
}

void EditorModel::end_early(bool early) {
  applied(session_->apply(edit::EndEarly{early}), early ? "play ended early" : "play not ended early");
}

void EditorModel::set_outcome(const std::string& type) {
  applied(session_->apply(edit::SetOutcome{type.empty() ? std::nullopt : std::optional<std::string>(type)}),
          "outcome " + type);
}

void EditorModel::winners_from_engine() {
  const std::vector<int> winners = session_->trick_winners();
  for (std::size_t t = 0; t < winners.size(); ++t) {
    const record::Hand* h = session_->hand();
    if (!winners[t] || !h || !h->play || t >= h->play->tricks.size() || h->play->tricks[t].winner == winners[t])
      continue;
    applied(session_->apply(edit::SetTrickWinner{t, std::nullopt, true}), "trick winners from the engine");
  }
}

void EditorModel::take_result() { applied(session_->apply(edit::TakeResult{}), "result from the engine"); }

bool EditorModel::undo() {
  pending_.reset();
  const bool ok = session_ && session_->undo();
  status_ = ok ? "undone" : "nothing to undo";
  return ok;
}

bool EditorModel::redo() {
  pending_.reset();
  const bool ok = session_ && session_->redo();
  status_ = ok ? "redone" : "nothing to redo";
  return ok;
}

std::string EditorModel::save() {
  if (session_->path().empty()) return "no file name yet: Save as";
  return save_as(session_->path());
}

std::string EditorModel::save_as(const std::string& path) {
  if (path.empty()) return save_error_ = "no file name given";
  const std::string text = session_->save_text();
  const auto error = writer_ ? writer_(path, text) : write_file_atomically(path, text);
  if (error) {
    save_error_ = error->message();
    status_ = "not saved";  // the editor shows save_error() beside it
    return save_error_;
  }
  save_error_.clear();
  session_->mark_saved(path);
  status_ = "saved " + path;
  return {};
}

}  // namespace stichprobe::replay
