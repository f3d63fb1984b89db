#include "validator/edit/enter_record.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "formats/thr_writer.h"
#include "formats/vocabulary.h"
#include "validator/edit/actions.h"
#include "validator/edit/derive.h"
#include "validator/edit/edit_session.h"

namespace stichprobe::edit {
namespace {

// Each element's place in the saved THR beside its place in the source.
class Places {
 public:
  void session(const record::Session& saved, const record::Session& source) {
    pair(saved.pos, source.pos);
    if (saved.meta && source.meta) pair(saved.meta->pos, source.meta->pos);
    pair(saved.rules_pos, source.rules_pos);
    each(saved.rules, source.rules, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    pair(saved.players_pos, source.players_pos);
    each(saved.players, source.players, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    each(saved.hands, source.hands, [&](const auto& a, const auto& b) { hand(a, b); });
  }

  // The source's place for a place in the saved THR: the element's own, else that of the
  // element before it (a place inside it); {0, 0} stays.
  Pos source_of(Pos saved) {
    if (saved == Pos{} || pairs_.empty()) return saved;
    if (!sorted_) {
      std::stable_sort(pairs_.begin(), pairs_.end(),
                       [](const auto& a, const auto& b) { return before(a.first, b.first); });
      sorted_ = true;
    }
    auto it =
        std::upper_bound(pairs_.begin(), pairs_.end(), saved, [](Pos p, const auto& e) { return before(p, e.first); });
    if (it == pairs_.begin()) return saved;
    --it;
    // The first pair of an element placed twice (a trick and its cards) is its own.
    while (it != pairs_.begin() && std::prev(it)->first == it->first) --it;
    return it->second;
  }

  static bool before(Pos a, Pos b) { return a.line != b.line ? a.line < b.line : a.column < b.column; }

 private:
  void pair(Pos saved, Pos source) {
    if (saved != Pos{} && source != Pos{}) pairs_.emplace_back(saved, source);
  }
  template <class T, class F>
  static void each(const std::vector<T>& saved, const std::vector<T>& source, F&& f) {
    for (std::size_t i = 0; i < saved.size() && i < source.size(); ++i) f(saved[i], source[i]);
  }
  void cards(const record::CardList& saved, const record::CardList& source) {
    pair(saved.pos, source.pos);
    for (std::size_t i = 0; i < saved.token_pos.size() && i < source.token_pos.size(); ++i)
      pair(saved.token_pos[i], source.token_pos[i]);
  }
  template <class T>
  void cards(const std::optional<T>& saved, const std::optional<T>& source) {
    if (saved && source) cards(*saved, *source);
  }
  void deal(const record::Deal& saved, const record::Deal& source) {
    pair(saved.pos, source.pos);
    // The model keeps the dealt cards in seat order, whatever the source's order.
    for (const auto& a : saved.hands)
      for (const auto& b : source.hands)
        if (a.seat == b.seat) {
          cards(a.cards, b.cards);
          break;
        }
    if (!saved.talon || !source.talon) return;
    pair(saved.talon->pos, source.talon->pos);
    cards(saved.talon->cards, source.talon->cards);
    each(saved.talon->packets, source.talon->packets, [&](const auto& a, const auto& b) { cards(a, b); });
  }
  void hand(const record::Hand& saved, const record::Hand& source) {
    pair(saved.pos, source.pos);
    if (saved.deal && source.deal) deal(*saved.deal, *source.deal);
    if (saved.auction && source.auction) {
      pair(saved.auction->pos, source.auction->pos);
      each(saved.auction->calls, source.auction->calls, [&](const auto& a, const auto& b) {
        pair(a.pos, b.pos);
        pair(a.card_pos, b.card_pos);
      });
    }
    if (saved.contract && source.contract) pair(saved.contract->pos, source.contract->pos);
    each(saved.exchanges, source.exchanges, [&](const auto& a, const auto& b) {
      pair(a.pos, b.pos);
      cards(a.take, b.take);
      cards(a.discard, b.discard);
    });
    each(saved.swaps, source.swaps, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    each(saved.announcements, source.announcements, [&](const auto& a, const auto& b) {
      pair(a.pos, b.pos);
      cards(a.cards, b.cards);
    });
    if (saved.play && source.play) {
      pair(saved.play->pos, source.play->pos);
      each(saved.play->tricks, source.play->tricks, [&](const auto& a, const auto& b) {
        pair(a.pos, b.pos);
        cards(a.cards, b.cards);
      });
    }
    each(saved.rulings, source.rulings, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    if (saved.result && source.result) result(*saved.result, *source.result);
    if (saved.outcome && source.outcome) pair(saved.outcome->pos, source.outcome->pos);
  }
  void result(const record::Result& saved, const record::Result& source) {
    pair(saved.pos, source.pos);
    each(saved.points, source.points, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    each(saved.bonuses, source.bonuses, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    if (saved.settlement && source.settlement) {
      pair(saved.settlement->pos, source.settlement->pos);
      each(saved.settlement->pays, source.settlement->pays, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    }
    if (saved.totals && source.totals) {
      pair(saved.totals->pos, source.totals->pos);
      each(saved.totals->totals, source.totals->totals, [&](const auto& a, const auto& b) { pair(a.pos, b.pos); });
    }
  }

  std::vector<std::pair<Pos, Pos>> pairs_;
  bool sorted_ = false;
};

void by_place(Findings& findings) {
  std::stable_sort(findings.begin(), findings.end(),
                   [](const Finding& a, const Finding& b) { return Places::before(a.pos, b.pos); });
}

bool is_format(const Finding& f) { return f.code.rfind("format.", 0) == 0; }

// The model's findings at the source's places. A format finding of the saved THR on a
// line where the source's reader reported one is that finding's echo (a misspelt word
// the writer could not write), said once, in the source's words.
Findings at_source(const Findings& model, const record::Document& saved, const ReadResult& source) {
  Places places;
  for (std::size_t i = 0; i < saved.sessions.size() && i < source.document.sessions.size(); ++i)
    places.session(saved.sessions[i], source.document.sessions[i]);
  Findings out = source.findings;
  for (Finding f : model) {
    f.pos = places.source_of(f.pos);
    const bool echo = is_format(f) && std::any_of(source.findings.begin(), source.findings.end(),
                                                  [&](const Finding& r) { return r.pos.line == f.pos.line; });
    if (!echo) out.push_back(std::move(f));
  }
  by_place(out);
  return out;
}

// Each card's place in the hand's tricks with cards, in playing order: the source says
// which trick a card belongs to, also where a trick is written a card short or long.
std::vector<CardPlace> card_places(const record::Hand& hand) {
  std::vector<CardPlace> out;
  if (!hand.play) return out;
  std::size_t t = 0;
  for (const auto& trick : hand.play->tricks) {
    if (trick.cards.cards.empty()) continue;
    for (std::size_t i = 0; i < trick.cards.cards.size(); ++i) out.push_back({t, i});
    ++t;
  }
  return out;
}

// The actions of `hand`, in the order of the record, each card at its place.
std::vector<Action> hand_actions(const record::Hand& hand, std::vector<Pos>& places) {
  std::vector<Action> actions = actions_of(hand, &places);
  const std::vector<CardPlace> cards = card_places(hand);
  std::size_t next = 0;
  for (Action& action : actions)
    if (auto* card = std::get_if<PlayCard>(&action); card && next < cards.size()) card->at = cards[next++];
  return actions;
}

// Where a card of a trick stands: hand, trick and place in the source's session.
struct CardAt {
  std::size_t hand = 0, trick = 0, place = 0;
};

std::optional<CardAt> trick_card_at(const record::Session& source, Pos pos) {
  for (std::size_t h = 0; h < source.hands.size(); ++h) {
    const auto& play = source.hands[h].play;
    if (!play) continue;
    for (std::size_t t = 0; t < play->tricks.size(); ++t) {
      const auto& tokens = play->tricks[t].cards.token_pos;
      for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i] == pos) return CardAt{h, t, i};
    }
  }
  return std::nullopt;
}

// The cards the seat that played the card at `at` still held then, as the engine has it.
std::vector<std::string> cards_still_held(const EditSession& e, const CardAt& at, int& seat) {
  const auto& canonical = e.analysis().canonical.hands;
  const auto& reports = e.analysis().report.hands;
  if (at.hand >= canonical.size() || at.hand >= reports.size() || !canonical[at.hand].play ||
      at.trick >= canonical[at.hand].play->tricks.size())
    return {};
  const auto& tokens = canonical[at.hand].play->tricks[at.trick].cards.token_pos;
  if (at.place >= tokens.size()) return {};
  const auto& steps = reports[at.hand].analysis.steps;
  for (std::size_t i = 1; i < steps.size(); ++i) {
    if (steps[i].kind != engine::StepKind::Play || steps[i].pos != tokens[at.place]) continue;
    seat = steps[i].seat;
    const auto& seats = steps[i - 1].state.seats;
    if (seat < 1 || static_cast<std::size_t>(seat) > seats.size()) return {};
    std::vector<std::string> out;
    for (Card c : seats[static_cast<std::size_t>(seat - 1)].hand)
      if (!c.is_unknown()) out.push_back(card_code(c));
    return out;
  }
  return {};
}

// A misspelt card in a trick: "did you mean" from the cards its seat can still hold, as
// the message the reader's finding at that place gets.
using Hints = std::vector<std::pair<Pos, Message>>;
void card_hints(const Findings& read, const EditSession& e, const record::Session& source, Hints& out) {
  for (const Finding& f : read) {
    if (f.code != "format.unknown-card" || f.message.rfind('\'', 0) != 0) continue;
    const auto end = f.message.find("' is not a THR card code");
    const auto end_de = f.message_de.find("' ist kein THR-Kartencode");
    const std::optional<CardAt> at = trick_card_at(source, f.pos);
    if (end == std::string::npos || end_de == std::string::npos || !at) continue;
    std::string word = f.message.substr(1, end - 1);
    for (char& c : word)
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    int seat = 0;
    const std::string best = closest_name(word, cards_still_held(e, *at, seat));
    if (best.empty()) continue;
    const std::string s = std::to_string(seat);
    out.emplace_back(f.pos, Message{f.message.substr(0, end) + "' is not a THR card code (did you mean '" + best +
                                        "'? seat " + s + " still holds it)",
                                    f.message_de.substr(0, end_de) + "' ist kein THR-Kartencode (gemeint: '" + best +
                                        "'? Sitz " + s + " hält sie noch)"});
  }
}

}  // namespace

Entered enter_record(const ReadResult& source, const EnterOptions& options) {
  Entered out;
  record::Document doc = source.document;
  for (auto& s : doc.sessions) s.hands.clear();
  if (doc.sessions.empty()) {  // an archive without sessions: nothing to enter, nothing to check
    out.document = doc;
    out.text = write_thr(doc);
    out.findings = source.findings;
    by_place(out.findings);
    return out;
  }
  std::optional<EditSession> e;
  Hints hints;
  for (std::size_t i = 0; i < source.document.sessions.size(); ++i) {
    e = EditSession::from_document(e ? std::move(*e).take_document() : doc, i);
    // The session's hands as one step: the engine checks the session once.
    std::vector<Action> actions;
    std::vector<Pos> places;
    for (const record::Hand& hand : source.document.sessions[i].hands) {
      std::vector<Action> more = hand_actions(hand, places);
      actions.insert(actions.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
      ++out.hands;
    }
    const std::vector<std::string> why = e->apply_all(actions, "the transcript's hands entered");
    for (std::size_t k = 0; k < why.size(); ++k)
      if (!why[k].empty()) out.refused.push_back({places[k], why[k]});
    if (options.derive) derive(*e);
    card_hints(source.findings, *e, source.document.sessions[i], hints);
  }
  out.document = e->document();
  out.text = e->save_text();
  out.findings = at_source(e->findings(), read_thr(out.text).document, source);
  for (Finding& f : out.findings)
    for (const auto& [pos, message] : hints)
      if (f.code == "format.unknown-card" && f.pos == pos) set_message(f, message);
  return out;
}

}  // namespace stichprobe::edit
