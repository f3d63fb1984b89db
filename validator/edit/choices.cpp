#include "validator/edit/choices.h"

#include <algorithm>

#include "formats/vocabulary.h"
#include "validator/edit/analysis.h"
#include "validator/edit/apply.h"

namespace stichprobe::edit {
namespace {

// A call tried after the record's calls: the engine's faults at the call's place.
struct CallTrial {
  Findings faults;
  bool out_of_turn = false;  // the engine says it is not this seat's turn (or the auction is over)
};

CallTrial try_call(const record::Session& base, std::size_t hand, const record::Call& call) {
  record::Session s = base;
  std::size_t current = hand;
  CallTrial t;
  if (!apply_action(s, current, MakeCall{call, std::nullopt}, 0).empty()) {
    t.out_of_turn = true;
    return t;
  }
  const Analysis a = analyse(s);
  if (hand >= a.canonical.hands.size() || !a.canonical.hands[hand].auction ||
      a.canonical.hands[hand].auction->calls.empty()) {
    t.out_of_turn = true;
    return t;
  }
  t.faults = faults_at(a.findings, a.canonical.hands[hand].auction->calls.back().pos);
  for (const auto& f : t.faults)
    if (f.code == "auction.out-of-turn" || f.code == "auction.call-after-end" || f.code == "auction.after-close")
      t.out_of_turn = true;
  return t;
}

std::vector<Card> deal_cards(const record::Hand& h) {
  CardSet seen;
  if (h.deal) {
    for (const auto& sc : h.deal->hands)
      for (Card c : sc.cards.cards) seen.insert(c);
    if (h.deal->talon && h.deal->talon->cards)
      for (Card c : h.deal->talon->cards->cards) seen.insert(c);
    if (h.deal->talon)
      for (const auto& p : h.deal->talon->packets)
        for (Card c : p.cards) seen.insert(c);
  }
  seen.erase(Card::unknown());
  return seen.cards();
}

// A bid the engine faults bare, with each suit, else with each card of the deal: those
// it accepts.
std::vector<record::Call> with_extras(const record::Session& s, std::size_t hand, record::Call call) {
  std::vector<record::Call> out;
  for (const char* suit : {"C", "S", "H", "D"}) {
    call.suit = suit;
    if (try_call(s, hand, call).faults.empty()) out.push_back(call);
  }
  if (!out.empty()) return out;
  call.suit.reset();
  for (Card c : deal_cards(s.hands[hand])) {
    call.card = c;
    if (try_call(s, hand, call).faults.empty()) out.push_back(call);
  }
  return out;
}

// Where the play shows no choice for a card (a game that seats a trick by its own rules):
// each held card tried in its place, legal where the engine reports no fault there.
CardSet tried_cards(const record::Session& trial, std::size_t hand, const NextCard& next) {
  CardSet legal;
  for (Card c : next.held) {
    record::Session s = trial;
    std::size_t current = hand;
    if (!apply_action(s, current, PlayCard{c, CardPlace{next.trick, next.place}, std::nullopt}, 0).empty()) continue;
    const Analysis a = analyse(s);
    if (hand >= a.canonical.hands.size() || !a.canonical.hands[hand].play ||
        next.trick >= a.canonical.hands[hand].play->tricks.size())
      continue;
    const auto& cards = a.canonical.hands[hand].play->tricks[next.trick].cards;
    if (next.place < cards.token_pos.size() && faults_at(a.findings, cards.token_pos[next.place]).empty())
      legal.insert(c);
  }
  return legal;
}

}  // namespace

std::optional<NextCard> next_card(const record::Session& session, std::size_t hand, std::size_t trick_size) {
  if (hand >= session.hands.size()) return std::nullopt;
  record::Session s = up_to(session, hand);
  std::size_t current = hand;
  if (!apply_action(s, current, PlayCard{Card::unknown(), std::nullopt, std::nullopt}, trick_size).empty())
    return std::nullopt;
  const Analysis a = analyse(s);
  if (hand >= a.canonical.hands.size() || !a.canonical.hands[hand].play) return std::nullopt;
  const auto& tricks = a.canonical.hands[hand].play->tricks;
  if (tricks.empty()) return std::nullopt;
  const record::Trick& last = tricks.back();
  const Pos pos = last.cards.token_pos.empty() ? last.cards.pos : last.cards.token_pos.back();
  if (hand >= a.report.hands.size()) return std::nullopt;
  const auto& steps = a.report.hands[hand].analysis.steps;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const engine::Step& step = steps[i];
    if (step.kind != engine::StepKind::Play || step.pos != pos) continue;
    // The choice the card was made from: as the play recorded it, and the legal cards the
    // step before showed for this seat in the same trick (a game that widens or computes
    // them after its own rules shows them there).
    std::optional<CardSet> legal = step.legal_before;
    if (i > 0 && steps[i - 1].kind == engine::StepKind::Play && steps[i - 1].trick == step.trick &&
        steps[i - 1].state.to_move == step.seat)
      legal = legal ? *legal | steps[i - 1].state.legal : steps[i - 1].state.legal;
    NextCard next;
    next.seat = step.seat;
    next.trick = tricks.size() - 1;
    next.place = last.cards.cards.size() - 1;
    // What the seat held before the card: the step's state is after it.
    const auto& seats = step.state.seats;
    if (step.seat >= 1 && static_cast<std::size_t>(step.seat) <= seats.size()) {
      next.held = CardSet::of(seats[static_cast<std::size_t>(step.seat - 1)].hand);
      if (step.card && !step.card->is_unknown()) next.held.insert(*step.card);
    }
    next.legal = legal ? *legal : tried_cards(s, hand, next);
    return next;
  }
  return std::nullopt;
}

std::vector<record::Call> legal_calls(const record::Session& session, std::size_t hand, int seat_count) {
  std::vector<record::Call> out;
  if (hand >= session.hands.size()) return out;
  const GameVocabulary* vocabulary = find_game_vocabulary(session.game);
  if (!vocabulary) return out;
  const record::Session s = up_to(session, hand);
  for (int seat = 1; seat <= seat_count; ++seat) {
    std::vector<std::string> faulted;
    bool in_turn = false;
    for (const auto& bid : vocabulary->bids) {
      record::Call call;
      call.seat = seat;
      call.bid = bid;
      const CallTrial t = try_call(s, hand, call);
      in_turn = in_turn || !t.out_of_turn;
      if (t.faults.empty())
        out.push_back(call);
      else
        faulted.push_back(bid);
    }
    if (!in_turn) continue;
    for (const auto& bid : faulted) {
      record::Call call;
      call.seat = seat;
      call.bid = bid;
      for (auto& c : with_extras(s, hand, call)) out.push_back(std::move(c));
    }
  }
  return out;
}

bool contains_call(const std::vector<record::Call>& legal, const record::Call& call) {
  return std::any_of(legal.begin(), legal.end(), [&](const record::Call& c) {
    return c.seat == call.seat && c.bid == call.bid && c.suit == call.suit && c.card == call.card;
  });
}

}  // namespace stichprobe::edit
