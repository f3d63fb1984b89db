// The editor on the table: the record, the view that follows it, what the engine says
// comes next, and the dispatch of clicks and buttons (the deal in table_editor_deal.cpp,
// calls, exchange and play in table_editor_entry.cpp).
#include "replayer/model/table_editor.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "replayer/model/call_words.h"
#include "validator/edit/offers.h"

namespace stichprobe::replay {

Offer make_offer(Offer::Kind kind, std::string group, std::string label, bool active) {
  Offer o;
  o.kind = kind;
  o.group = std::move(group);
  o.label = std::move(label);
  o.active = active;
  return o;
}

// ---- the record ----

void TableEditor::set_lang(Lang l) {
  model_.set_lang(l);
  view_.set_lang(l);
}

const char* TableEditor::say(const char* en, const char* de) const { return lang() == Lang::De ? de : en; }

std::string TableEditor::who(int seat) const { return model_.player_name(seat) + " (" + std::to_string(seat) + ")"; }

// No cursor of its own, no draft, no pending question; for another hand, nothing of the deal
// or the exchange decided for this one.
void TableEditor::fresh(bool other_hand) {
  follow_ = true;
  pending_.reset();
  draft_ = Draft{};
  target_.reset();
  selected_.reset();
  if (other_hand) deal_released_ = deal_reopened_ = exchange_skipped_ = false;
}

// After the record was opened or made: "" and the table follows it, or why not.
std::string TableEditor::started(const std::string& error) {
  if (!error.empty()) return error;
  fresh(true);
  sync();
  return {};
}

std::string TableEditor::new_record(const NewRecord& r) { return started(model_.new_record(r)); }
std::string TableEditor::open(const std::string& path) { return started(model_.open(path)); }
std::string TableEditor::open_at(const std::string& path, std::size_t actions) {
  return started(model_.open_at(path, actions));
}

void TableEditor::close() {
  model_.close();
  fresh(true);
  view_ = ReplayModel();
  view_.set_lang(lang());
  entry_ = EntryStage::None;
}

bool TableEditor::undo() {
  const bool ok = model_.undo();
  fresh(false);
  sync();
  return ok;
}

bool TableEditor::redo() {
  const bool ok = model_.redo();
  fresh(false);
  sync();
  return ok;
}

std::string TableEditor::save() {
  const std::string error = model_.save();
  sync();
  return error;
}

std::string TableEditor::save_as(const std::string& path) {
  const std::string error = model_.save_as(path);
  sync();
  return error;
}

void TableEditor::next_hand() {
  model_.start_next_hand();
  fresh(true);
  sync();
}

// ---- the view ----

// The view shows the session as the engine checked it: the record as the editor holds it
// (an element entered here at a place of its own, edit/analysis.h) and its report.
void TableEditor::sync() {
  if (!active()) return;
  const edit::EditSession& s = session();
  const edit::Analysis& a = s.analysis();
  record::Document doc;
  doc.sessions.push_back(s.session());
  const int keep = view_.step();
  const std::string label = s.path().empty() ? say("(not saved yet)", "(noch nicht gespeichert)") : s.path();
  view_.open_reports(label, std::move(doc), {a.report}, {});
  if (s.hand()) view_.apply(Command{CommandKind::OpenHand, static_cast<int>(s.current_hand()), {}});
  refresh_entry();
  view_.apply(Command{CommandKind::GoToStep, follow_ ? entry_step() : keep, {}});
  refresh_revise();
}

// What the engine says the hand needs next: the deal, an exchange, a call, a card, or
// nothing more (the result).
void TableEditor::refresh_entry() {
  exchange_seat_.reset();
  calls_.clear();
  next_.reset();
  const record::Hand* h = session().hand();
  if (!h) {
    entry_ = EntryStage::None;
    return;
  }
  shape_ = model_.shape_for(h->dealer);
  deck_ = model_.deck();
  unplaced_ = model_.unplaced();
  if (!deal_complete()) {
    entry_ = EntryStage::Deal;
    return;
  }
  // Once a card is played, the auction and the exchange are behind: only the next card is asked.
  const bool playing = h->play && !h->play->tricks.empty();
  if (!playing) {
    exchange_seat_ = edit::expected_exchange(session().turn());
    calls_ = session().legal_calls();
  }
  // A play ended early (the rest conceded or claimed) takes no more cards.
  if (!h->play || !h->play->ended) next_ = session().next_card();
  if (exchange_seat_ && !exchange_skipped_ && (shape_.exchange_before_auction || calls_.empty()))
    entry_ = EntryStage::Exchange;
  else if (!calls_.empty())
    entry_ = EntryStage::Auction;
  else if (next_)
    entry_ = EntryStage::Play;
  else
    entry_ = EntryStage::Result;
  if (entry_ == EntryStage::Exchange && draft_.kind == Draft::Kind::None)
    start_draft(Draft::Kind::Exchange, *exchange_seat_);
  if (entry_ != EntryStage::Exchange && draft_.kind == Draft::Kind::Exchange) draft_ = Draft{};
}

// The step the entry goes on from: the last one the record wrote (the engine may show a
// card it fills into a short trick after it), before the scoring while the hand is open.
int TableEditor::entry_step() const {
  const auto* steps = view_.steps();
  if (!steps || steps->empty()) return 0;
  const int last = static_cast<int>(steps->size()) - 1;
  if (entry_ == EntryStage::Result) return last;
  const record::Hand* h = view_.hand_record();
  auto written = [&](const engine::Step& s) {
    if (s.kind == engine::StepKind::Score || s.pos == Pos{}) return false;
    if (s.kind != engine::StepKind::Play || !h || !h->play) return true;
    for (const auto& t : h->play->tricks)
      if (std::find(t.cards.token_pos.begin(), t.cards.token_pos.end(), s.pos) != t.cards.token_pos.end()) return true;
    return false;
  };
  for (int i = last; i > 0; --i)
    if (written((*steps)[static_cast<std::size_t>(i)])) return i;
  return 0;
}

bool TableEditor::at_entry() const { return view_.step() == entry_step(); }

const engine::Step* TableEditor::next_step() const {
  const auto* steps = view_.steps();
  const int next = view_.step() + 1;
  if (!steps || next <= 0 || next >= static_cast<int>(steps->size())) return nullptr;
  return &(*steps)[static_cast<std::size_t>(next)];
}

void TableEditor::view_command(const Command& c) {
  if (!active()) return;
  if (c.kind == CommandKind::OpenFile) return;  // the editor keeps its record
  if (c.kind == CommandKind::OpenHand) {
    model_.select_hand(static_cast<std::size_t>(std::max(c.value, 0)));
    fresh(true);
    sync();
    return;
  }
  view_.apply(c);
  follow_ = view_.step() >= entry_step();
  if (follow_) view_.apply(Command{CommandKind::GoToStep, entry_step(), {}});
  if (!follow_ && draft_.kind != Draft::Kind::Exchange) draft_ = Draft{};
  refresh_revise();
}

// ---- what to enter ----

EntryStage TableEditor::stage() const {
  if (!active() || !session().hand()) return EntryStage::None;
  if (deal_open()) return EntryStage::Deal;
  if (!follow_ && !at_entry()) return EntryStage::Revise;
  return entry_;
}

int TableEditor::seat_to_play() const {
  const EntryStage st = stage();
  if (st == EntryStage::Play && next_) return next_->seat;
  if (st == EntryStage::Revise) {
    const engine::Step* n = next_step();
    if (n && n->kind == engine::StepKind::Play) return view_.legal_seat();
  }
  return 0;
}

CardSet TableEditor::legal_to_play() const {
  const EntryStage st = stage();
  if (st == EntryStage::Play && next_) return next_->legal;
  if (st == EntryStage::Revise && seat_to_play() > 0) return view_.legal_now();
  return {};
}

std::string TableEditor::prompt() const {
  if (pending_) return pending_->question;
  const bool de = lang() == Lang::De;
  switch (draft_.kind) {
    case Draft::Kind::CallCard:
      return who(draft_.call.seat) + ": " + bid_words(session().session().game, draft_.call.bid, lang()) +
             say(" ... click the card on the table, or type its code",
                 " ... die Karte auf dem Tisch anklicken oder ihren Code tippen");
    case Draft::Kind::Swap:
      return who(draft_.seat) +
             say(" swaps: click the card he gets (in another hand or the talon), then the card he gives",
                 " tauscht: die Karte anklicken, die er bekommt (in einer anderen Hand oder im Talon), "
                 "dann die, die er dafür gibt");
    case Draft::Kind::Announce:
      return who(draft_.seat) + " " + announcement_words(session().session().game, draft_.type, lang()) +
             say(": click the cards it names in his hand, then Record",
                 ": die genannten Karten in seiner Hand anklicken, dann Eintragen");
    default: break;
  }
  switch (stage()) {
    case EntryStage::None: return say("No hand: start one", "Kein Spiel: eines beginnen");
    case EntryStage::Deal:
      if (selected_)
        return model_.names().name(*selected_) + " (" + card_code(*selected_) + ")" +
               say(" in hand: click the seat or the talon it goes to", " gewählt: den Sitz oder den Talon anklicken");
      if (target_)
        return (de ? "Geben an " : "Dealing to ") + place_name(*target_) + " (" +
               std::to_string(model_.cards_of(*target_).size()) + "/" + std::to_string(expected(*target_)) +
               say("): click cards of the deck; a card in a hand goes back to the deck",
                   "): Karten des Stapels anklicken; eine Karte in einer Hand geht zurück");
      return say("Deal: click a card of the deck, then the seat or the talon; or click a seat first and deal into it",
                 "Geben: eine Karte des Stapels anklicken, dann den Sitz oder den Talon; oder erst einen Sitz wählen");
    case EntryStage::Exchange: {
      std::size_t talon = 0;
      for (const auto& p : view_.table().talon) talon += p.size();
      if (talon == 0)  // no talon to take from (Tübinger's dealer lays two of his own)
        return who(draft_.seat) + say(" lays away: click each card he lays away from his hand; then Record",
                                      " legt ab: jede Karte anklicken, die er aus seiner Hand ablegt; dann Eintragen");
      return who(draft_.seat) +
             say(" exchanges: click the talon cards he takes (a packet: one of its cards), then each card he lays "
                 "away, from his hand or those taken; then Record",
                 " tauscht: die Talonkarten anklicken, die er aufnimmt (ein Päckchen: eine seiner Karten), dann jede "
                 "Karte, die er ablegt, aus der Hand oder den aufgenommenen; dann Eintragen");
    }
    case EntryStage::Auction: {
      std::vector<int> seats;
      for (const auto& c : calls_)
        if (std::find(seats.begin(), seats.end(), c.seat) == seats.end()) seats.push_back(c.seat);
      if (seats.size() == 1)
        return who(seats.front()) + say(" to speak: choose the call", " ist dran: das Gebot wählen");
      return say("The calls the engine allows now:", "Die Gebote, die jetzt erlaubt sind:");
    }
    case EntryStage::Play:
      return who(next_ ? next_->seat : 0) + (de ? " spielt zu Stich " : " to play to trick ") +
             std::to_string(next_ ? next_->trick + 1 : 0) +
             say(": click a card (the legal ones are outlined; another only after a question)",
                 ": eine Karte anklicken (die erlaubten sind umrandet; eine andere erst nach Rückfrage)");
    case EntryStage::Result:
      return say("The play is over: take the result from the engine or type it as the source has it",
                 "Das Spiel ist aus: das Ergebnis von der Engine übernehmen oder wie in der Quelle eintippen");
    case EntryStage::Revise: {
      const engine::Step* n = next_step();
      const std::string label = n ? text_in(n->label, lang()) : std::string();
      if (n && n->kind == engine::StepKind::Play)
        return (de ? "Ändern: " : "Changing: ") + label +
               say(" - click the card played instead (the legal ones are outlined)",
                   " - die stattdessen gespielte Karte anklicken (die erlaubten sind umrandet)");
      if (n && n->kind == engine::StepKind::Call)
        return (de ? "Ändern: " : "Changing: ") + label +
               say(" - choose the call made instead", " - das stattdessen gesagte Gebot wählen");
      return (de ? "Hier: " : "Here: ") + label +
             say(" - go to the end (End) to enter more", " - zum Ende (Ende) gehen, um weiter einzutragen");
    }
  }
  return {};
}

std::vector<Offer> TableEditor::offers() const {
  std::vector<Offer> out;
  if (!active()) return out;
  switch (stage()) {
    case EntryStage::Deal: deal_offers(out); break;
    case EntryStage::Exchange:
      exchange_offers(out);
      announce_offers(out);
      break;
    case EntryStage::Auction: call_offers(out); break;
    case EntryStage::Play:
      play_offers(out);
      announce_offers(out);
      break;
    case EntryStage::Result: result_offers(out); break;
    case EntryStage::Revise: revise_offers(out); break;
    case EntryStage::None: break;
  }
  return out;
}

void TableEditor::apply(const edit::Action& a, const std::string& what, bool confirmed) {
  model_.apply(a, confirmed, what);
  pending_.reset();
  sync();
}

void TableEditor::propose(const edit::Action& a, const std::string& what) {
  const Findings faults = edit::added_faults(session().session(), session().current_hand(), a, session().trick_size(),
                                             session().findings());
  if (faults.empty()) {
    apply(a, what);
    return;
  }
  pending_ = PendingEntry{a, what + "? " + message_in(faults.front(), lang()) +
                                 say(" - record it as it happened?", " - so eintragen, wie es in der Quelle steht?")};
}

void TableEditor::confirm() {
  if (!pending_) return;
  const PendingEntry p = *pending_;
  pending_.reset();
  const std::string what = edit::describe(p.action);
  model_.apply(p.action, true, what);
  draft_ = Draft{};
  sync();
  if (!follow_) step_onto_change();  // a card or call replaced at its moment
}

// ---- the table ----

TableView TableEditor::table() const {
  if (stage() == EntryStage::Deal) return deal_table();
  TableView v = view_.table();
  if (stage() == EntryStage::Play && next_) {
    // At the end of the record the view knows no next card: the engine's choice is outlined,
    // from the cards the engine says the seat holds now (a withheld Narr back for the last trick).
    for (auto& s : v.seats) {
      s.to_move = s.seat == next_->seat;
      if (s.to_move)
        for (Card c : next_->held)
          if (std::none_of(s.hand.begin(), s.hand.end(), [&](const CardView& x) { return x.card == c; }))
            s.hand.push_back(CardView{c, false, false, false, false});
      for (auto& c : s.hand) c.legal = s.to_move && next_->legal.contains(c.card);
    }
  }
  apply_draft(v);
  return v;
}

void TableEditor::click_at(float x, float y, float width, float height) {
  const EditorLayout l = layout(width, height);
  click(hit(l.table, x, y));
}

void TableEditor::click(const TableHit& h) {
  if (!active() || pending_ || h.kind == TableHit::Kind::None) return;
  if (stage() == EntryStage::Deal) {
    click_deal(h);
    return;
  }
  switch (draft_.kind) {
    case Draft::Kind::CallCard: click_call_card(h); return;
    case Draft::Kind::Swap: click_swap(h); return;
    case Draft::Kind::Announce: click_announce(h); return;
    case Draft::Kind::Exchange:
      if (stage() == EntryStage::Exchange) {
        click_exchange(h);
        return;
      }
      break;
    case Draft::Kind::None: break;
  }
  click_play(h);
}

std::string TableEditor::type_codes(const std::string& codes) {
  if (!active()) return {};
  std::string bad;
  const auto cards = parse_cards(codes, &bad);
  if (!cards) return "'" + bad + "' " + say("is not a THR card code", "ist kein THR-Kartencode");
  if (draft_.kind == Draft::Kind::CallCard) {
    if (cards->size() != 1) return say("one card code", "ein Kartencode");
    call_with_card(cards->front());
    return {};
  }
  if (stage() == EntryStage::Deal) {
    if (!target_)
      return say("choose the place first (a seat or the talon)", "erst die Stelle wählen (Sitz oder Talon)");
    model_.deal_to(*target_, *cards, say("typed for ", "getippt für ") + place_name(*target_) + ": ");
    selected_.reset();
    sync();
    if (!deal_open() || model_.cards_of(*target_).size() >= static_cast<std::size_t>(expected(*target_)))
      advance_target();
    return {};
  }
  if (seat_to_play() > 0 && cards->size() == 1) {
    TableHit h;
    h.kind = TableHit::Kind::Hand;
    h.seat = seat_to_play();
    h.card = cards->front();
    click_play(h);
    return {};
  }
  return say("no cards are entered here", "hier werden keine Karten eingetragen");
}

TypedResult TableEditor::typed_result_now() const {
  TypedResult r;
  const int n = session().seat_count();
  r.pay.assign(static_cast<std::size_t>(n), "");
  r.total.assign(static_cast<std::size_t>(n), "");
  const record::Hand* h = session().hand();
  std::optional<record::Result> res = h && h->result ? h->result : session().engine_result();
  if (!res) return r;
  if (res->settlement)
    for (const auto& p : res->settlement->pays)
      if (p.seat >= 1 && p.seat <= n) r.pay[static_cast<std::size_t>(p.seat - 1)] = p.amount.to_string();
  if (res->totals)
    for (const auto& t : res->totals->totals)
      if (t.seat >= 1 && t.seat <= n) r.total[static_cast<std::size_t>(t.seat - 1)] = t.value.to_string();
  for (const auto& p : res->points) {
    if (p.side == std::optional<std::string>("declarer")) r.declarer_points = p.value.to_string();
    if (p.side == std::optional<std::string>("defenders")) r.defender_points = p.value.to_string();
  }
  return r;
}

namespace {

// A number as typed: "" is none, anything else must read as an exact number.
bool read_number(const std::string& text, std::optional<Rational>& out) {
  if (text.find_first_not_of(" \t") == std::string::npos) return true;
  out = parse_rational(text);
  return out.has_value();
}

}  // namespace

std::string TableEditor::set_typed_result(const TypedResult& typed) {
  if (!session().hand()) return {};
  record::Result r = session().hand()->result.value_or(record::Result{});
  const std::optional<record::Result> engine = session().engine_result();
  record::Settlement settlement;
  settlement.unit = r.settlement                   ? r.settlement->unit
                    : engine && engine->settlement ? engine->settlement->unit
                                                   : std::string("point");
  record::Totals totals;
  for (std::size_t i = 0; i < typed.pay.size() || i < typed.total.size(); ++i) {
    std::optional<Rational> pay, total;
    if ((i < typed.pay.size() && !read_number(typed.pay[i], pay)) ||
        (i < typed.total.size() && !read_number(typed.total[i], total)))
      return say("not a number for seat ", "keine Zahl für Sitz ") + std::to_string(i + 1);
    if (pay) settlement.pays.push_back(record::Pay{static_cast<int>(i) + 1, *pay, {}, {}});
    if (total) totals.totals.push_back(record::Total{static_cast<int>(i) + 1, *total, {}, {}});
  }
  r.settlement = settlement.pays.empty() ? std::nullopt : std::optional<record::Settlement>(settlement);
  r.totals = totals.totals.empty() ? std::nullopt : std::optional<record::Totals>(totals);
  std::vector<record::Points> points;
  for (const auto& [side, text] : {std::pair<const char*, const std::string*>{"declarer", &typed.declarer_points},
                                   std::pair<const char*, const std::string*>{"defenders", &typed.defender_points}}) {
    std::optional<Rational> value;
    if (!read_number(*text, value)) return say("not a number of points", "keine Punktzahl");
    if (value) points.push_back(record::Points{std::string(side), std::nullopt, *value, {}, {}});
  }
  // Points the form does not show (per seat, other sides) stay as they are.
  for (const auto& p : r.points)
    if (p.side != std::optional<std::string>("declarer") && p.side != std::optional<std::string>("defenders"))
      points.push_back(p);
  r.points = points;
  apply(edit::SetResult{r}, say("result as the source says", "Ergebnis wie in der Quelle"));
  return {};
}

WindowLayout editor_window_layout(float width, float height) {
  WindowLayout w = window_layout(width, height);
  // A taller bar under the table: the prompt, a row or two of buttons, the step controls.
  const float bar = std::round(176.0f * w.scale);
  const float top = w.table.y, h = w.table.h + w.step.h;
  w.table.h = h - bar;
  w.step = {w.table.x, top + w.table.h, w.table.w, bar};
  w.table_content = {w.table.x + w.padding, w.table.y + w.title_h + w.padding, w.table.w - 2 * w.padding,
                     w.table.h - w.title_h - 2 * w.padding};
  return w;
}

}  // namespace stichprobe::replay
