// "Play is anticlockwise starting with forehand. Players must follow suit if able;
// otherwise must play a trump. Lacking both, the player may discard any card." (Play)
#include <utility>

#include "validator/engine/card_flow.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {
namespace {
using Seats = std::array<std::vector<Card>, kSeats + 1>;

// Who played which card, each trick seated as the play check seats it (the recorded
// lead, else the winner by the rules); used only to infer unknown cards before the checked st.
Seats cards_by_seat(const record::Hand& hand, int forehand) {
  Seats out;
  const core::TrickRules rules = trick_rules();
  bool complete = true;
  for (const engine::FlowList& l : engine::plays_by_seat(hand, {1, 2, 3}, complete, &rules, forehand))
    if (l.seat >= 1 && l.seat <= kSeats)
      for (const engine::FlowSlot& slot : l.slots) out[static_cast<std::size_t>(l.seat)].push_back(slot.card);
  return out;
}

// Fills each hand's unknown cards with the cards the play shows it held.
void infer_unknown(HandState& st, engine::Reporter& rep, const Seats& played, Seats& inferred) {
  CardSet elsewhere;
  for (Card c : st.discards) elsewhere.insert(c);
  for (Card c : st.defenders_talon) elsewhere.insert(c);
  for (int s = 1; s <= kSeats; ++s) elsewhere |= st.at_play[static_cast<std::size_t>(s)].known;
  int count = 0;
  for (int s = 1; s <= kSeats; ++s) {
    HeldCards& h = st.at_play[static_cast<std::size_t>(s)];
    for (Card c : played[static_cast<std::size_t>(s)]) {
      if (h.unknown == 0) break;
      if (c.is_unknown() || elsewhere.contains(c) || !cego_deck().contains(c)) continue;
      h.known.insert(c);
      elsewhere.insert(c);
      --h.unknown;
      inferred[static_cast<std::size_t>(s)].push_back(c);
      ++count;
    }
  }
  if (count > 0)
    rep.info(count == 1 ? "deal.card-inferred/play-one" : "deal.card-inferred/play", "play", {st.hand.play->pos, 0, 0},
             kPlay, {{"count", count}});
}

// An early end is accepted only when nothing is left to decide (THR play/@ended).
Message undecided(const HandState& st, const engine::TrickPlay& tp) {
  std::vector<Card> decl = st.discards.to_vector(), def = st.defenders_talon.to_vector();
  bool defenders_won_trick = false;
  for (int s = 1; s <= kSeats; ++s) {
    const auto& pile = tp.pile(s);
    (s == st.declarer ? decl : def).insert((s == st.declarer ? decl : def).end(), pile.begin(), pile.end());
    if (s != st.declarer && tp.tricks_won(s) > 0) defenders_won_trick = true;
  }
  bool pagat_out = false;
  for (int s = 1; s <= kSeats; ++s)
    for (Card c : tp.pile(s)) pagat_out = pagat_out || c == Card::trump(1);
  if (!defenders_won_trick)
    return {"the declarer has won every trick so far (Valat open)",
            "der Alleinspieler hat bisher jeden Stich gemacht (Valat offen)"};
  if (!pagat_out)
    return {"the Pagat has not been played (Pagat Ultimo open)",
            "der Pagat ist noch nicht gespielt (Pagat Ultimo offen)"};
  if (count_points(decl) < win_threshold() && count_points(def) <= Rational(70) - win_threshold())
    return {"neither side has reached its card points", "keine Seite hat ihre Augen erreicht"};
  return {"", ""};
}

// Each recorded trick through TrickPlay, led by forehand, then by each trick's winner.
// The number of tricks recorded (one past 16 stops the play).
int play_recorded_tricks(HandState& st, engine::Reporter& rep, engine::TrickPlay& tp) {
  const core::TrickRules rules = trick_rules();
  const CardSet& deck = cego_deck().set;
  int leader = st.forehand;  // "Play is anticlockwise starting with forehand."
  int n = 0;
  ScoreInput& in = st.score_in;
  for (const record::Trick& t : st.hand.play->tricks) {
    ++n;
    if (n > kTricks) {
      rep.error("play.trick-count", "play", {t.pos, n, 0}, kPlay, {});
      break;
    }
    auto r = tp.play_trick(t, n, leader, rules, deck, rep, kPlay);
    if (st.derive) st.trick_lines.push_back(tp.explain_trick(t, n, leader, r, rep.findings()));
    if (r.winner == 0) continue;
    tp.take_trick(r, r.winner);
    leader = r.winner;
    if (n == kTricks) {
      in.last_cards = r.cards;  // the trick is in its pile already
      in.last_seats = r.seats;
      in.last_winner = r.winner;
    }
  }
  return n;
}

// Fewer than 16 tricks: an early end is accepted when the result was fixed (THR
// play/@ended), else the play is incomplete.
void check_play_end(HandState& st, engine::Reporter& rep, const engine::TrickPlay& tp, int n) {
  const record::Play& play = *st.hand.play;
  if (!play.ended || *play.ended != "early") {
    rep.error(n == 1 ? "play.incomplete/one" : "play.incomplete", "play", {play.pos, n, 0}, kPlay, {{"tricks", n}});
    return;
  }
  // An unresolved left-out card leaves a trick's winner open (its play.trick-size says so).
  const Message open = tp.resolved() ? undecided(st, tp) : Message{"", ""};
  if (open.en.empty()) {
    st.ended_early = true;
    return;
  }
  rep.error(n == 1 ? "play.ended-early/open-one" : "play.ended-early/open", "play", {play.pos, n, 0}, kPlay,
            {{"tricks", n}, {"why", open}});
}

// The cards each opening hand not known whole may have held: any card not known to be in
// another seat's hands (dealt, at play, laid away) or in the talon (a guess would decide
// an honour bonus).
void fill_opening_may(const HandState& st, ScoreInput& in) {
  CardSet talon;
  for (const engine::CardRow& packet : st.packets)
    for (Card c : packet)
      if (!c.is_unknown()) talon.insert(c);
  for (Card c : st.defenders_talon) talon.insert(c);
  for (int s = 1; s <= kSeats; ++s) {
    const auto si = static_cast<std::size_t>(s);
    in.opening_may[si] = {};
    if (in.opening[si].size() >= kHandSize) continue;
    CardSet elsewhere = talon;
    for (int t = 1; t <= kSeats; ++t) {
      if (t == s) continue;
      const auto ti = static_cast<std::size_t>(t);
      elsewhere |= in.opening[ti] | st.at_play[ti].known;
      if (t == st.declarer)
        for (Card c : st.discards) elsewhere.insert(c);
    }
    for (Card c : cego_deck().set)
      if (!elsewhere.contains(c)) in.opening_may[si].insert(c);
  }
}

// What the scoring reads: "these count to the declarer at the end"; "counts towards the
// defenders score"; the opening hands for the honours.
void fill_score_input(HandState& st, const engine::TrickPlay& tp, const Seats& inferred) {
  ScoreInput& in = st.score_in;
  in.contract = *st.contract;
  in.declarer = st.declarer;
  // Each side's cards in one allocation: its talon cards, then the piles.
  std::size_t declarer_size = st.discards.size(), defender_size = st.defenders_talon.size();
  for (int s = 1; s <= kSeats; ++s) (s == st.declarer ? declarer_size : defender_size) += tp.pile(s).size();
  in.declarer_cards.assign(st.discards.begin(), st.discards.end());
  in.defender_cards.assign(st.defenders_talon.begin(), st.defenders_talon.end());
  for (int s = 1; s <= kSeats; ++s) {
    auto& pile = s == st.declarer ? in.declarer_cards : in.defender_cards;
    pile.insert(pile.end(), tp.pile(s).begin(), tp.pile(s).end());
    const auto si = static_cast<std::size_t>(s);
    in.opening[si] = st.dealt[si].known;
    // An inferred card of the declarer may have come from the talon: only when the
    // packet he took was known are all of them from his opening hand.
    if (s != st.declarer || st.taken_unknown == 0)
      for (Card c : inferred[si]) in.opening[si].insert(c);
  }
  fill_opening_may(st, in);
  in.declarer_tricks = tp.tricks_won(st.declarer);
  in.announced_pagat = st.announced_pagat;
  in.announced_valat = st.announced_valat;
}
}  // namespace

void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  if (!st.contract) return;
  if (!st.hand.play) return;  // the session driver says so (play.not-recorded)
  Seats inferred;
  // Without an unknown card in the hands there is nothing to infer (and no finding).
  bool unknown = false;
  for (int s = 1; s <= kSeats; ++s) unknown = unknown || st.at_play[static_cast<std::size_t>(s)].unknown > 0;
  if (unknown) infer_unknown(st, rep, cards_by_seat(st.hand, st.forehand), inferred);
  std::array<CardSet, kSeats> hands{};
  for (int s = 1; s <= kSeats; ++s)
    hands[static_cast<std::size_t>(s - 1)] = st.at_play[static_cast<std::size_t>(s)].known;
  engine::TrickPlay tp(hands, {1, 2, 3}, tl, count_points);
  tp.set_recorded_tricks(st.hand.play->tricks);
  show_roles(st, tl);
  const int n = play_recorded_tricks(st, rep, tp);
  st.score_in.tricks = std::min(n, kTricks);
  st.play_complete = st.score_in.tricks == kTricks;
  if (!st.play_complete)
    check_play_end(st, rep, tp, n);
  else if (st.hand.play->ended)  // "early", yet every trick is there: the record says what did not happen
    rep.error("play.ended-early", "play", {st.hand.play->pos, 0, 0}, kPlay, {{"ended", *st.hand.play->ended}});
  fill_score_input(st, tp, inferred);
}

}  // namespace stichprobe::games::tapp_tarock
