#include "validator/edit/enter_record.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "formats/thr_writer.h"
#include "formats/vocabulary.h"
#include "validator/edit/actions.h"
#include "validator/edit/derive.h"
#include "validator/edit/edit_session.h"
#include "validator/engine/validate.h"

namespace stichprobe::edit {
namespace {

// The source's places onto the model entered from it: each element (and card) of the
// model takes the place of the same element of the source, so the engine's findings on the
// model stand where the source has the element. The model holds the source's elements in
// its order (actions_of), the dealt cards in seat order.
class SourcePlaces {
 public:
  void session(record::Session& model, const record::Session& source) {
    take(model.pos, source.pos);
    if (model.meta && source.meta) take(model.meta->pos, source.meta->pos);
    take(model.rules_pos, source.rules_pos);
    each(model.rules, source.rules, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    take(model.players_pos, source.players_pos);
    each(model.players, source.players, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.hands, source.hands, [&](auto& a, const auto& b) { hand(a, b); });
  }

 private:
  static void take(Pos& model, Pos source) {
    if (source != Pos{}) model = source;
  }
  template <class T, class F>
  static void each(std::vector<T>& model, const std::vector<T>& source, F&& f) {
    for (std::size_t i = 0; i < model.size() && i < source.size(); ++i) f(model[i], source[i]);
  }
  static void cards(record::CardList& model, const record::CardList& source) {
    take(model.pos, source.pos);
    for (std::size_t i = 0; i < model.token_pos.size() && i < source.token_pos.size(); ++i)
      take(model.token_pos[i], source.token_pos[i]);
  }
  template <class T>
  static void cards(std::optional<T>& model, const std::optional<T>& source) {
    if (model && source) cards(*model, *source);
  }
  static void deal(record::Deal& model, const record::Deal& source) {
    take(model.pos, source.pos);
    for (auto& a : model.hands)
      for (const auto& b : source.hands)
        if (a.seat == b.seat) {
          cards(a.cards, b.cards);
          break;
        }
    if (!model.talon || !source.talon) return;
    take(model.talon->pos, source.talon->pos);
    cards(model.talon->cards, source.talon->cards);
    each(model.talon->packets, source.talon->packets, [&](auto& a, const auto& b) { cards(a, b); });
  }
  static void hand(record::Hand& model, const record::Hand& source) {
    take(model.pos, source.pos);
    if (model.deal && source.deal) deal(*model.deal, *source.deal);
    if (model.auction && source.auction) {
      take(model.auction->pos, source.auction->pos);
      each(model.auction->calls, source.auction->calls, [&](auto& a, const auto& b) {
        take(a.pos, b.pos);
        take(a.card_pos, b.card_pos);
      });
    }
    if (model.contract && source.contract) take(model.contract->pos, source.contract->pos);
    each(model.exchanges, source.exchanges, [&](auto& a, const auto& b) {
      take(a.pos, b.pos);
      cards(a.take, b.take);
      cards(a.discard, b.discard);
    });
    each(model.swaps, source.swaps, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.announcements, source.announcements, [&](auto& a, const auto& b) {
      take(a.pos, b.pos);
      cards(a.cards, b.cards);
    });
    if (model.play && source.play) {
      take(model.play->pos, source.play->pos);
      each(model.play->tricks, source.play->tricks, [&](auto& a, const auto& b) {
        take(a.pos, b.pos);
        cards(a.cards, b.cards);
      });
    }
    each(model.rulings, source.rulings, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    if (model.result && source.result) result(*model.result, *source.result);
    if (model.outcome && source.outcome) take(model.outcome->pos, source.outcome->pos);
  }
  static void result(record::Result& model, const record::Result& source) {
    take(model.pos, source.pos);
    each(model.points, source.points, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.bonuses, source.bonuses, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    if (model.settlement && source.settlement) {
      take(model.settlement->pos, source.settlement->pos);
      each(model.settlement->pays, source.settlement->pays, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    }
    if (model.totals && source.totals) {
      take(model.totals->pos, source.totals->pos);
      each(model.totals->totals, source.totals->totals, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    }
  }
};

bool before(Pos a, Pos b) { return a.line != b.line ? a.line < b.line : a.column < b.column; }

void by_place(Findings& findings) {
  std::stable_sort(findings.begin(), findings.end(),
                   [](const Finding& a, const Finding& b) { return before(a.pos, b.pos); });
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
  const auto& canonical = e.session().hands;  // the analysis is at the model's places
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
  out.document = std::move(*e).take_document();
  out.text = write_thr(out.document);
  // The engine checks each session once, as the model holds it, at the source's places.
  out.findings = source.findings;
  for (std::size_t i = 0; i < out.document.sessions.size() && i < source.document.sessions.size(); ++i) {
    SourcePlaces().session(out.document.sessions[i], source.document.sessions[i]);
    const Findings f = engine::validate_session(out.document.sessions[i]).findings;
    out.findings.insert(out.findings.end(), f.begin(), f.end());
    ++out.sessions_checked;
  }
  for (Finding& f : out.findings)
    for (const auto& [pos, message] : hints)
      if (f.code == "format.unknown-card" && f.pos == pos) set_message(f, message);
  by_place(out.findings);
  return out;
}

}  // namespace stichprobe::edit
