#include "validator/engine/legal.h"

#include <algorithm>
#include <optional>

#include "validator/engine/game.h"
#include "validator/engine/infer_hand.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::engine {

bool Turn::waits() const {
  return !outcome.empty() ||
         std::any_of(actions.begin(), actions.end(), [](const LegalAction& a) { return !a.optional; });
}

bool same_action(const LegalAction& a, const LegalAction& b) {
  if (a.kind != b.kind || a.seat != b.seat) return false;
  switch (a.kind) {
    case ActionKind::Call: return a.call.bid == b.call.bid && a.call.suit == b.call.suit && a.call.card == b.call.card;
    case ActionKind::Take: return a.packet == b.packet;
    case ActionKind::Swap: return a.card == b.card && a.from == b.from;
    case ActionKind::Announce: return a.type == b.type && a.cards == b.cards;
    case ActionKind::Play: return a.card == b.card && a.trick == b.trick && a.place == b.place;
    case ActionKind::Discard:
    case ActionKind::Give: return a.card == b.card;
  }
  return false;
}

bool Turn::allows(const LegalAction& a) const {
  return std::any_of(actions.begin(), actions.end(), [&](const LegalAction& b) { return same_action(a, b); });
}

void offer(Turn& turn, const char* phase, LegalAction action) {
  if (turn.actions.empty()) turn.actions.reserve(24);  // a hand's cards, a bidding's calls: one block
  if ((!action.optional && !turn.waits()) || turn.actions.empty()) {
    turn.phase = phase;
    turn.seat = action.seat;
  }
  turn.actions.push_back(std::move(action));
}

Message play_label(int seat, Card card) {
  return {seat_name(seat) + " plays " + card_code(card), seat_name_de(seat) + " spielt " + card_code(card)};
}

CardSet completable_discards(const CardSet& held, std::span<const Card> chosen, std::size_t size,
                             const std::function<int(Card)>& cost,
                             const std::function<bool(std::span<const Card>)>& allowed) {
  CardSet out;
  if (chosen.size() >= size) return out;
  const CardSet taken = CardSet::of(chosen);
  std::vector<Card> rest;
  for (Card c : held)
    if (!taken.contains(c)) rest.push_back(c);
  std::stable_sort(rest.begin(), rest.end(), [&](Card a, Card b) { return cost(a) < cost(b); });
  std::vector<Card> trial;
  const auto fits = [&](Card c, bool own_class_first) {
    trial.assign(chosen.begin(), chosen.end());
    trial.push_back(c);
    const int own = cost(c);
    for (int pass = own_class_first ? 0 : 1; pass < 2; ++pass)
      for (Card r : rest) {
        if (trial.size() >= size) break;
        const bool first = cost(r) == own;
        if (r != c && (pass == 1 ? !own_class_first || !first : first)) trial.push_back(r);
      }
    return trial.size() == size && allowed(trial);
  };
  for (Card c : rest)
    if (fits(c, false) || fits(c, true)) out.insert(c);
  return out;
}

void offer_discards(Turn& turn, int seat, const CardSet& cards, const std::function<Message(Card)>& label) {
  for (Card c : cards) {
    LegalAction a;
    a.kind = ActionKind::Discard;
    a.seat = seat;
    a.card = c;
    if (turn.labelled) a.label = label(c);
    offer(turn, "exchange", std::move(a));
  }
}

namespace {

Turn probe(const GameModule& game, const HandContext& ctx, const record::Hand& hand, bool labelled) {
  Turn turn;
  turn.labelled = labelled;
  AnalysisOptions opts;
  opts.next = &turn;
  game.analyse(ctx, hand, opts);
  return turn;
}

// The turn of the next trick's lead: `hand` with an empty trick appended for the probe, and
// afterwards as it was (borrowed, not copied: the generators ask at every step).
Turn probe_lead(const GameModule& game, const HandContext& ctx, record::Hand& hand, bool labelled) {
  const bool had_play = hand.play.has_value();
  if (!had_play) hand.play.emplace();
  hand.play->tricks.emplace_back();
  Turn lead = probe(game, ctx, hand, labelled);
  hand.play->tricks.pop_back();
  if (!had_play) hand.play.reset();
  return lead;
}

// next_turn on the hand as the validator sees it; `own` is that hand where it may be
// borrowed for the lead's probe, else null (then a copy is made for it).
Turn turn_after(const GameModule& game, const HandContext& ctx, const record::Hand& hand, record::Hand* own,
                bool labelled) {
  Turn turn = probe(game, ctx, hand, labelled);
  if (turn.waits()) return turn;
  if (turn.play_seen && turn.hands_empty) {
    turn.outcome = "played";
    return turn;
  }
  if (turn.play_seen && !turn.trick_complete) return turn;  // TrickPlay offered the next card of the open trick
  // The next card leads a trick (or the play begins): the game seats an empty trick by its
  // own rules (who leads, what the trick asks for), so the engine asks with one.
  std::optional<record::Hand> copy;
  if (!own) own = &copy.emplace(hand);
  Turn lead = probe_lead(game, ctx, *own, labelled);
  if (!lead.play_seen) return turn;  // no play follows (yet): what the phases before offer
  if (!lead.contract) lead.contract = turn.contract;
  lead.play_seen = lead.trick_complete = lead.hands_empty = false;
  return lead;
}

}  // namespace

Turn GameModule::next_turn(const HandContext& ctx, const record::Hand& written, bool labelled) const {
  // As the validator sees the hand: its unknown cards filled in where the record determines them.
  HandInference inferred = infer_hand(*this, ctx, written);
  if (inferred.filled) return turn_after(*this, ctx, *inferred.filled, &*inferred.filled, labelled);
  return turn_after(*this, ctx, written, nullptr, labelled);
}

Turn GameModule::next_turn_borrowing(const HandContext& ctx, record::Hand& hand, bool labelled) const {
  HandInference inferred = infer_hand(*this, ctx, hand);
  if (inferred.filled) return turn_after(*this, ctx, *inferred.filled, &*inferred.filled, labelled);
  return turn_after(*this, ctx, hand, &hand, labelled);
}

namespace {

void append(record::CardList& list, Card c) {
  list.cards.push_back(c);
  list.token_pos.resize(list.cards.size());
}

record::CardList list_of(const std::vector<Card>& cards) {
  record::CardList l;
  for (Card c : cards) append(l, c);
  return l;
}

// The exchange a laid-away card of `seat` goes to: the last one, if it is that seat's.
record::Exchange& exchange_of(record::Hand& hand, int seat) {
  if (hand.exchanges.empty() || hand.exchanges.back().seat != seat) hand.exchanges.emplace_back().seat = seat;
  return hand.exchanges.back();
}

void play(record::Hand& hand, const LegalAction& a) {
  if (!hand.play) hand.play.emplace();
  auto& tricks = hand.play->tricks;
  if (tricks.size() <= a.trick) tricks.resize(a.trick + 1);
  record::Trick& trick = tricks[a.trick];
  if (a.place == 0) trick.lead = a.seat;
  append(trick.cards, a.card);
}

}  // namespace

void apply(record::Hand& hand, const LegalAction& a) {
  switch (a.kind) {
    case ActionKind::Call: {
      if (!hand.auction) hand.auction.emplace();
      record::Call& call = hand.auction->calls.emplace_back(a.call);
      call.seat = a.seat;
      return;
    }
    case ActionKind::Take: {
      record::Exchange& ex = hand.exchanges.emplace_back();
      ex.seat = a.seat;
      ex.packet = a.packet;
      return;
    }
    case ActionKind::Discard: {
      record::Exchange& ex = exchange_of(hand, a.seat);
      if (!ex.discard) ex.discard.emplace();
      append(*ex.discard, a.card);
      return;
    }
    case ActionKind::Swap: {
      record::Swap& sw = hand.swaps.emplace_back();
      sw.seat = a.seat;
      sw.gets = a.card;
      sw.with_talon = a.from == 0;
      if (a.from != 0) sw.with_seat = a.from;
      return;
    }
    case ActionKind::Give:
      if (!hand.swaps.empty() && hand.swaps.back().seat == a.seat) hand.swaps.back().gives = a.card;
      return;
    case ActionKind::Announce: {
      record::Announcement& an = hand.announcements.emplace_back();
      an.seat = a.seat;
      an.type = a.type;
      if (!a.cards.empty()) an.cards = list_of(a.cards);
      return;
    }
    case ActionKind::Play: play(hand, a); return;
  }
}

}  // namespace stichprobe::engine
