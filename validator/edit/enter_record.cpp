#include "validator/edit/enter_record.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "formats/thr_reader_findings.h"
#include "formats/thr_writer.h"
#include "formats/vocabulary.h"
#include "validator/edit/actions.h"
#include "validator/edit/derive.h"
#include "validator/edit/edit_session.h"
#include "validator/edit/place_pairs.h"
#include "validator/engine/validate.h"

namespace stichprobe::edit {
namespace {

// What the record written cannot hold (a dealer or seat the transcript left out and nothing
// derived): the finding the THR reader gives for the file, where the source's reader said
// nothing at that place.
void unwritten(const record::Session& model, const Findings& source, Findings& out) {
  const auto said = [&](Pos pos) {
    return std::any_of(source.begin(), source.end(), [&](const Finding& f) { return f.pos == pos; });
  };
  const auto missing = [&](const char* element, const char* attribute, Pos pos, int hand) {
    if (said(pos)) return;
    Finding f =
        thr_detail::format_finding("format.missing-attribute", pos, {{"element", element}, {"name", attribute}}, "§2");
    f.hand = hand;
    out.push_back(std::move(f));
  };
  for (const record::Hand& hand : model.hands) {
    if (hand.dealer_unreadable) missing("hand", "dealer", hand.pos, hand.n);
    if (hand.auction)
      for (const record::Call& c : hand.auction->calls)
        if (c.seat_unreadable) missing("call", "seat", c.pos, hand.n);
    for (const record::Exchange& e : hand.exchanges)
      if (e.seat_unreadable) missing("exchange", "seat", e.pos, hand.n);
  }
}

// The last place the source gives of `hand` (its last trick, its result, ...).
Pos last_place(const record::Hand& hand) {
  Pos last = hand.pos;
  const auto at = [&](Pos p) {
    if (p > last) last = p;
  };
  if (hand.deal) at(hand.deal->pos);
  if (hand.auction)
    for (const auto& c : hand.auction->calls) at(c.pos);
  if (hand.contract) at(hand.contract->pos);
  for (const auto& e : hand.exchanges) at(e.pos);
  for (const auto& a : hand.announcements) at(a.pos);
  if (hand.play)
    for (const auto& t : hand.play->tricks) at(t.pos);
  if (hand.result) at(hand.result->pos);
  if (hand.outcome) at(hand.outcome->pos);
  return last;
}

// A finding on what the model added (a derived settlement, a computed result: a place
// {0, k} of its own) stands at its hand's last line in the source, where the added part
// would follow.
void at_hand_lines(const record::Session& source, std::size_t from, Findings& findings) {
  for (std::size_t i = from; i < findings.size(); ++i) {
    Finding& f = findings[i];
    if (f.pos.line != 0) continue;
    for (const record::Hand& hand : source.hands)
      if (hand.n == f.hand) {
        f.pos = last_place(hand);
        break;
      }
  }
}

void by_place(Findings& findings) {
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
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

// "'H7'", "'H7' or 'H8'", "'H7', 'H8' or 'H9'" ("oder" in German).
std::string either(const std::vector<std::string>& codes, const std::string& last) {
  std::string out;
  for (std::size_t i = 0; i < codes.size(); ++i)
    out += (i == 0 ? "" : i + 1 == codes.size() ? " " + last + " " : ", ") + "'" + codes[i] + "'";
  return out;
}

// A misspelt card in a trick: "did you mean" from the cards its seat can still hold (all
// of them equally close), as
// the message the reader's finding at that place gets.
using Hints = std::vector<std::pair<Pos, Message>>;
void card_hints(const Findings& read, const EditSession& e, const record::Session& source, Hints& out) {
  for (const Finding& f : read) {
    if (f.code != "format.unknown-card" || f.message.rfind('\'', 0) != 0) continue;
    const auto end = f.message.find("' is not a THR card code");
    const std::optional<CardAt> at = trick_card_at(source, f.pos);
    if (end == std::string::npos || !at) continue;
    std::string word = f.message.substr(1, end - 1);
    for (char& c : word)
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    int seat = 0;
    const std::vector<std::string> best = closest_names(word, cards_still_held(e, *at, seat));
    if (best.empty()) continue;
    out.emplace_back(f.pos,
                     format_message(best.size() == 1 ? "format.unknown-card/held-one" : "format.unknown-card/held",
                                    {{"word", f.message.substr(1, end - 1)},
                                     {"cards", either(best, "or"), either(best, "oder")},
                                     {"seat", seat}}));
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
    pair_places(out.document.sessions[i], source.document.sessions[i], [](Pos& model, Pos from) {
      if (from != Pos{}) model = from;
    });
    const std::size_t from = out.findings.size();
    const Findings f = engine::validate_session(out.document.sessions[i]).findings;
    out.findings.insert(out.findings.end(), f.begin(), f.end());
    unwritten(out.document.sessions[i], source.findings, out.findings);
    at_hand_lines(source.document.sessions[i], from, out.findings);
    ++out.sessions_checked;
  }
  for (Finding& f : out.findings)
    for (const auto& [pos, message] : hints)
      if (f.code == "format.unknown-card" && f.pos == pos) set_message(f, message);
  by_place(out.findings);
  return out;
}

}  // namespace stichprobe::edit
