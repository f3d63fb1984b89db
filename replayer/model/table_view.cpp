// What the table shows at the cursor: seats, hands, the trick, talon, discards,
// sides; the legal cards of the player to move; the cards findings point at.
#include <algorithm>

#include "replayer/model/hand_sort.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/ui_text.h"
#include "validator/engine/registry.h"

namespace stichprobe::replay {
namespace {

using engine::StepKind;

bool has_role(const engine::SeatState& s, const std::string& role) {
  return std::find(s.roles.begin(), s.roles.end(), role) != s.roles.end();
}

// The seat that plays against the rest, in each game's word: Troggu's Tappist and Solist.
bool plays_alone_or_calls(const engine::SeatState& s) {
  return has_role(s, "declarer") || has_role(s, "tappist") || has_role(s, "solist");
}

std::optional<Suit> contract_trump(const record::Hand* hand) {
  if (!hand || !hand->contract || !hand->contract->trump || hand->contract->trump->size() != 1) return std::nullopt;
  switch ((*hand->contract->trump)[0]) {
    case 'C': return Suit::Clubs;
    case 'S': return Suit::Spades;
    case 'H': return Suit::Hearts;
    case 'D': return Suit::Diamonds;
    default: return std::nullopt;
  }
}

void scan(const record::CardList& list, Pos pos, std::optional<Card>& out) {
  for (std::size_t i = 0; i < list.cards.size() && i < list.token_pos.size(); ++i)
    if (list.token_pos[i] == pos) out = list.cards[i];
}

// ": HK H9", the cards an exchange step laid away, where its label does not name them.
std::string laid_away(const std::string& label, const std::vector<Card>& before, const engine::TableState& st) {
  std::vector<Card> laid;
  for (Card c : st.discards)
    if (std::find(before.begin(), before.end(), c) == before.end()) laid.push_back(c);
  if (laid.empty() || label.find(card_code(laid.front())) != std::string::npos) return "";
  return ": " + cards_to_string(laid);
}

}  // namespace

// A seat's role in `lang`: the engine's token in English, the games' own word in
// German (the declarer is the Alleinspieler where he plays alone against the rest).
std::string role_name(const std::string& role, const std::string& game, Lang lang) {
  if (lang == Lang::En) return role;
  if (role == "dealer") return "Geber";
  if (role == "forehand") return "Vorhand";
  if (role == "declarer") return game == "tapp-tarock" || game == "dappen" ? "Alleinspieler" : "Spieler";
  if (role == "defender") return "Gegenspieler";
  if (role == "partner") return "Partner";
  if (role == "solist") return "Solist";
  if (role == "tappist") return "Tappist";
  if (role == "narr withheld") return "Narr behalten";
  return role;
}

// The engine's phase token in `lang`.
std::string phase_name(const std::string& phase, Lang lang) {
  if (lang == Lang::En) return phase;
  if (phase == "deal") return "Geben";
  if (phase == "auction") return "Bieten";
  if (phase == "exchange") return "Tausch";
  if (phase == "announcement") return "Ansage";
  if (phase == "play") return "Spiel der Karten";
  if (phase == "scoring") return "Abrechnung";
  return phase;
}

// The game's own words: the Dapp of Dappen, the Tapp of Tapp and Troggu, the cards
// Dappen's declarer presses.
std::string talon_label(const std::string& game, std::size_t packets, bool de) {
  std::string label = game == "dappen" ? "Dapp" : game == "tapp" || game == "troggu" ? "Tapp" : "Talon";
  if (packets > 1) label += de ? " (Päckchen)" : " (packets)";
  return label;
}
std::string discards_label(const std::string& game, bool de) {
  if (game == "dappen") return de ? "Gedrückt" : "Pressed";
  return de ? "Abgelegt" : "Discards";
}

std::optional<Card> ReplayModel::card_at(Pos pos) const {
  const record::Hand* h = hand_record();
  if (!h || pos == Pos{}) return std::nullopt;
  std::optional<Card> out;
  if (h->deal) {
    for (const auto& sc : h->deal->hands) scan(sc.cards, pos, out);
    if (h->deal->talon) {
      if (h->deal->talon->cards) scan(*h->deal->talon->cards, pos, out);
      for (const auto& p : h->deal->talon->packets) scan(p, pos, out);
    }
  }
  if (h->auction)
    for (const auto& c : h->auction->calls)
      if (c.card && c.card_pos == pos) out = c.card;
  for (const auto& x : h->exchanges) {
    if (x.take) scan(*x.take, pos, out);
    if (x.discard) scan(*x.discard, pos, out);
  }
  for (const auto& a : h->announcements)
    if (a.cards) scan(*a.cards, pos, out);
  if (h->play)
    for (const auto& t : h->play->tricks) scan(t.cards, pos, out);
  return out;
}

namespace {

// The hand as recorded up to (and including) the step at `upto` of its timeline: as many
// calls, exchanges, swaps, announcements and cards as steps of each came so far, the
// contract once its step has come.
record::Hand recorded_up_to(const record::Hand& hand, const std::vector<engine::Step>& steps, int upto) {
  std::size_t calls = 0, exchanges = 0, swaps = 0, announcements = 0, cards = 0;
  bool contract = false, scored = false;
  for (int i = 0; i <= upto && i < static_cast<int>(steps.size()); ++i)
    switch (steps[static_cast<std::size_t>(i)].kind) {
      case StepKind::Call: ++calls; break;
      case StepKind::Contract: contract = true; break;
      case StepKind::Exchange: ++exchanges; break;
      case StepKind::Swap: ++swaps; break;
      case StepKind::Announcement: ++announcements; break;
      case StepKind::Play: ++cards; break;
      case StepKind::Score: scored = true; break;
      case StepKind::Deal: break;
    }
  if (scored) return hand;
  record::Hand out = hand;
  out.result.reset();
  out.outcome.reset();
  if (out.auction && calls < out.auction->calls.size()) out.auction->calls.resize(calls);
  if (!contract) out.contract.reset();
  if (exchanges < out.exchanges.size()) out.exchanges.resize(exchanges);
  if (swaps < out.swaps.size()) out.swaps.resize(swaps);
  if (announcements < out.announcements.size()) out.announcements.resize(announcements);
  if (out.play) {
    std::vector<record::Trick> kept;
    for (const record::Trick& t : out.play->tricks) {
      if (cards == 0) break;
      record::Trick part = t;
      const std::size_t n = std::min(cards, t.cards.cards.size());
      part.cards.cards.resize(n);
      part.cards.token_pos.resize(n);
      if (n < t.cards.cards.size()) part.winner.reset();
      cards -= n;
      kept.push_back(std::move(part));
    }
    out.play->tricks = std::move(kept);
    out.play->ended.reset();
    if (out.play->tricks.empty()) out.play.reset();
  }
  return out;
}

}  // namespace

const engine::Turn& ReplayModel::next_here() const {
  if (next_ && next_hand_ == hand_ && next_step_ == step_) return *next_;
  next_hand_ = hand_;
  next_step_ = step_;
  next_.emplace();
  const engine::SessionReport* report = session_report();
  const record::Hand* hand = hand_record();
  const auto* all = steps();
  const engine::GameModule* game = report ? engine::find_game(report->game) : nullptr;
  if (!game || !hand || !all || step_ < 0 || !report->context.spec) return *next_;
  engine::HandContext ctx = report->context;
  ctx.session = session_record();
  ctx.hand_index = static_cast<std::size_t>(hands_[static_cast<std::size_t>(hand_)].hand);
  *next_ = game->next_turn(ctx, recorded_up_to(*hand, *all, step_));
  return *next_;
}

int ReplayModel::legal_seat() const {
  for (const auto& a : next_here().actions)
    if (a.kind == engine::ActionKind::Play && !a.optional) return a.seat;
  return 0;
}

CardSet ReplayModel::legal_now() const {
  const engine::Step* cur = current_step();
  const int seat = legal_seat();
  if (!cur || seat <= 0 || seat > static_cast<int>(cur->state.seats.size())) return {};
  // Only cards the view shows in that hand (a game may keep a withheld card aside).
  const CardSet held = CardSet::of(cur->state.seats[static_cast<std::size_t>(seat - 1)].hand);
  CardSet out;
  for (const auto& a : next_here().actions)
    if (a.kind == engine::ActionKind::Play && a.seat == seat && held.contains(a.card)) out.insert(a.card);
  return out;
}

TableView ReplayModel::table() const {
  TableView v;
  v.step = step_;
  v.step_count = step_count();
  const engine::Step* cur = current_step();
  if (!cur) return v;
  const engine::TableState& st = cur->state;
  v.has_state = true;
  v.phase = st.phase;
  v.phase_name = phase_name(st.phase, lang_);
  v.contract = text_in(st.contract, lang_);
  v.step_label = text_in(cur->label, lang_);
  // An exchange names the cards it laid away, where the engine's label does not.
  if (cur->kind == StepKind::Exchange && step_ > 0)
    v.step_label += laid_away(v.step_label, (*steps())[static_cast<std::size_t>(step_ - 1)].state.discards, st);
  v.trick_number = st.trick_number;

  // Findings here, and the cards they point at.
  std::vector<Card> marked;
  for (const auto& fa : hand_findings_) {
    if (fa.step != step_) continue;
    v.findings_here.push_back(fa.finding);
    if (auto c = card_at(fa.finding.pos))
      marked.push_back(*c);
    else if (cur->card && fa.finding.pos == cur->pos)
      marked.push_back(*cur->card);
  }
  auto is_marked = [&](Card c) { return std::find(marked.begin(), marked.end(), c) != marked.end(); };
  auto view = [&](Card c, bool legal) { return CardView{c, legal, is_marked(c), inferred(c), false}; };

  // The sort order follows the first step's whole deal (aces: a Tapp pack).
  std::vector<Card> seen;
  if (const auto* all = steps(); all && !all->empty())
    for (const auto& s : all->front().state.seats) seen.insert(seen.end(), s.hand.begin(), s.hand.end());
  const SortStyle style = sort_style_for(seen, contract_trump(hand_record()));

  const int mover = legal_seat();
  const CardSet legal = legal_now();
  int leader = st.trick.empty() ? 0 : st.trick.front().first;
  for (std::size_t i = 0; i < st.seats.size(); ++i) {
    const engine::SeatState& s = st.seats[i];
    SeatView sv;
    sv.seat = static_cast<int>(i) + 1;
    sv.name = player_name(sv.seat);
    for (const auto& r : s.roles) {
      if (r == "partner" && partner_hidden()) continue;  // not yet revealed
      sv.roles.push_back(r);
      sv.role_names.push_back(role_name(r, names_.game(), lang_));
    }
    sv.active = s.active;
    sv.to_move = sv.seat == mover;
    for (Card c : sort_hand(s.hand, style)) sv.hand.push_back(view(c, sv.to_move && legal.contains(c)));
    sv.tricks = s.tricks;
    sv.points = s.points.to_string();
    for (std::size_t t = 0; t < st.trick.size(); ++t)
      if (st.trick[t].first == sv.seat) {
        sv.trick_card = view(st.trick[t].second, false);
        sv.trick_position = static_cast<int>(t);
      }
    sv.led = sv.seat == leader;
    v.seats.push_back(std::move(sv));
  }
  for (const auto& packet : st.talon) {
    std::vector<CardView> p;
    for (Card c : packet) p.push_back(view(c, false));
    v.talon.push_back(std::move(p));
  }
  for (Card c : st.discards) v.discards.push_back(view(c, false));
  v.discard_seat = st.discard_seat;
  v.trick_winner = st.trick_winner;
  v.recorded_winner = st.recorded_winner != st.trick_winner ? st.recorded_winner : 0;
  const bool de = lang_ == Lang::De;
  const std::string& game = names_.game();
  v.talon_label = talon_label(game, st.talon.size(), de);
  v.discards_label = discards_label(game, de);
  if (st.discard_seat) v.discards_label += " (" + player_name(st.discard_seat) + ")";

  v.sides = sides(st);
  // At the scoring the scoring's figure is the only one: the running points leave the plates and sides.
  if (!scoring_points().empty()) {
    for (auto& seat : v.seats) seat.points.clear();
    for (auto& side : v.sides) side.points.clear();
  }
  v.header = header(v);
  return v;
}

// The declarer with a revealed partner against the rest, as far as the table knows them:
// while a called partner is hidden the declarer's side says so and the rest are "the
// others" (the partner is among them), not yet the defenders.
std::vector<SideView> ReplayModel::sides(const engine::TableState& st) const {
  const bool de = lang_ == Lang::De;
  SideView decl, def;
  Rational decl_pts, def_pts;
  bool any_declarer = false, partner_known = false;
  std::string decl_seats, def_seats;
  for (std::size_t i = 0; i < st.seats.size(); ++i) {
    const auto& s = st.seats[i];
    if (!s.active) continue;
    const bool partner = has_role(s, "partner") && !partner_hidden();
    const bool ours = plays_alone_or_calls(s) || partner;
    any_declarer = any_declarer || plays_alone_or_calls(s);
    partner_known = partner_known || partner;
    SideView& side = ours ? decl : def;
    side.tricks += s.tricks;
    (ours ? decl_pts : def_pts) += s.points;
    std::string& list = ours ? decl_seats : def_seats;
    list += (list.empty() ? "" : ", ") + std::to_string(i + 1);
  }
  if (!any_declarer) return {};
  const bool hidden = partner_hidden() && !partner_known;
  if (hidden) decl_seats += de ? ", Partner noch unbekannt" : ", partner not yet known";
  decl.label = (de ? "Spielerpartei (" : "Declarer side (") + decl_seats + ")";
  decl.points = decl_pts.to_string();
  def.label = hidden ? (de ? "Übrige (" : "The others (") + def_seats + ")"
                     : (de ? "Gegenpartei (" : "Defenders (") + def_seats + ")";
  def.points = def_pts.to_string();
  return {decl, def};
}

bool ReplayModel::inferred(Card c) const {
  return !c.is_unknown() && std::find(recorded_cards_.begin(), recorded_cards_.end(), c) == recorded_cards_.end();
}

LayoutCapacity ReplayModel::layout_capacity() const {
  LayoutCapacity cap = capacity_;
  for (auto& seat : cap.roles)
    for (auto& r : seat) r = role_name(r, names_.game(), lang_);
  return cap;
}

TableLayout ReplayModel::layout(float width, float height) const {
  const WindowLayout w = window_layout(width, height);
  const TableView v = table();
  return lay_out_table(v, layout_capacity(), names_, w.table_content, w.scale, v.header, lang_);
}

std::vector<CallView> ReplayModel::auction() const {
  std::vector<CallView> out;
  const auto* all = steps();
  if (!all || all->empty()) return out;
  // The whole auction as the hand's last step knows it; each call's step in order.
  const auto& calls = all->back().state.calls;
  std::vector<int> call_steps;
  for (std::size_t i = 0; i < all->size(); ++i)
    if ((*all)[i].kind == StepKind::Call) call_steps.push_back(static_cast<int>(i));
  const engine::Step* cur = current_step();
  const std::size_t made = cur ? cur->state.calls.size() : 0;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    CallView c;
    c.text = text_in(calls[i], lang_);
    c.step = i < call_steps.size() ? call_steps[i] : -1;
    c.made = i < made;
    c.current = cur && cur->kind == StepKind::Call && c.step == step_;
    for (const auto& fa : hand_findings_)
      if (c.step >= 0 && fa.step == c.step) c.marked = true;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace stichprobe::replay

namespace stichprobe::replay {

// Above the felt: which hand and phase, what just happened, and the card points
// with what they include.
std::vector<std::string> ReplayModel::header(const TableView& v) const {
  const bool de = lang_ == Lang::De;
  std::vector<std::string> out;
  std::string first = (de ? "Spiel " : "Hand ") + std::to_string(hands_[static_cast<std::size_t>(hand_)].n) + " (" +
                      std::to_string(hand_ + 1) + (de ? " von " : " of ") + std::to_string(hands_.size()) + ") · " +
                      (v.contract.empty() ? ui_text(UiText::NoContractYet, lang_) : v.contract);
  if (const int p = current_phase(); p >= 0)
    first += " · " + text_in(phases_[static_cast<std::size_t>(p)].title, lang_);
  for (const auto& s : v.seats)
    if (s.led && s.trick_card) first += (de ? ", ausgespielt von " : ", led by ") + player_name(s.seat);
  if (v.trick_winner > 0) {
    first += (de ? ": macht " : ": won by ") + player_name(v.trick_winner);
    if (v.recorded_winner > 0)
      first += (de ? " (aufgeschrieben: " : " (recorded: ") + player_name(v.recorded_winner) + ")";
  }
  if (const record::Hand* h = hand_record(); h && h->outcome && h->outcome->type != "played")
    first += h->outcome->type == "redeal" ? (de ? " · neu gegeben" : " · redealt")
                                          : (de ? " · eingeworfen" : " · thrown in");
  out.push_back(first);
  out.push_back((de ? "Schritt " : "Step ") + std::to_string(v.step + 1) + "/" + std::to_string(v.step_count) + ": " +
                v.step_label);
  std::string points;
  for (const auto& side : v.sides)
    points += (points.empty() ? "" : " | ") + side.label + ": " + std::to_string(side.tricks) + " " +
              (de ? (side.tricks == 1 ? "Stich" : "Stiche") : (side.tricks == 1 ? "trick" : "tricks")) + ", " +
              side.points;
  // A contract without a declarer (Misere, Ramsch): no sides to sum, the plates say it all.
  if (points.empty() && !v.contract.empty())
    points =
        de ? "jeder für sich: Stiche und Punkte bei den Sitzen" : "each for themselves: tricks and points by the seats";
  out.push_back(points);
  // At the scoring the figure is the scoring's own, so the table and the Scoring tab say the same.
  if (const std::string counted = scoring_points(); !counted.empty()) {
    // One figure: the running card points give way (on the seat plates too, which keep
    // the tricks); what the figure includes on its own line, so neither is cut.
    out.back() = de ? "Abrechnung, mit Talon und Abgelegtem nach Spielregel gezählt:"
                    : "scoring, talon and discards in, counted by the game's rule:";
    out.push_back(counted);
    return out;
  }
  out.push_back(de ? "Punkte: Stiche Karte für Karte; die Abrechnung zählt Talon und Abgelegtes nach Spielregel dazu"
                   : "pts: tricks won, card by card; the scoring adds talon and discards, counted by the game's rule");
  return out;
}

std::string ReplayModel::scoring_points() const {
  const engine::Step* cur = current_step();
  const engine::HandReport* r = hand_report();
  if (!r || !cur || cur->kind != StepKind::Score) return {};
  std::string counted;
  int sides = 0;  // the two parties' figures (a game may repeat them beside the record's)
  for (const auto& line : r->analysis.derivation)
    if (sides < 2 && line.item.en.find("card points") != std::string::npos && !line.computed.en.empty() &&
        line.computed.en.size() < 12) {
      counted += (counted.empty() ? "" : " | ") + text_in(line.item, lang_) + ": " + text_in(line.computed, lang_);
      ++sides;
    }
  return counted;
}

}  // namespace stichprobe::replay
