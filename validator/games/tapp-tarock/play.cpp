// "Play is anticlockwise starting with forehand. Players must follow suit if able;
// otherwise must play a trump. Lacking both, the player may discard any card." (Play)
#include <utility>

#include "validator/engine/card_flow.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"

namespace stichprobe::games::tapp_tarock {
namespace {
using Seats = std::array<std::vector<Card>, kSeats + 1>;

// Who played which card, each trick seated as the play check seats it (the recorded
// lead, else the winner by the rules); used only to infer unknown cards before the checked run.
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
void infer_unknown(HandRun& run, const Seats& played, std::array<std::vector<Card>, kSeats + 1>& inferred) {
  CardSet elsewhere;
  for (Card c : run.discards) elsewhere.insert(c);
  for (Card c : run.defenders_talon) elsewhere.insert(c);
  for (int s = 1; s <= kSeats; ++s) elsewhere |= run.at_play[static_cast<std::size_t>(s)].known;
  int count = 0;
  for (int s = 1; s <= kSeats; ++s) {
    HeldCards& h = run.at_play[static_cast<std::size_t>(s)];
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
    run.rep.info(
        "deal.card-inferred", "play", {run.hand.play->pos, 0, 0},
        {std::to_string(count) + " unknown card(s) of the hands are inferred from the play",
         std::to_string(count) + (count == 1 ? " unbekannte Karte der Hände ist aus dem Spielverlauf erschlossen"
                                             : " unbekannte Karten der Hände sind aus dem Spielverlauf "
                                               "erschlossen")},
        kPlay);
}

// An early end is accepted only when nothing is left to decide (THR play/@ended).
Message undecided(const HandRun& run, const engine::TrickPlay& tp) {
  std::vector<Card> decl = run.discards, def = run.defenders_talon;
  bool defenders_won_trick = false;
  for (int s = 1; s <= kSeats; ++s) {
    const auto& pile = tp.pile(s);
    (s == run.declarer ? decl : def).insert((s == run.declarer ? decl : def).end(), pile.begin(), pile.end());
    if (s != run.declarer && tp.tricks_won(s) > 0) defenders_won_trick = true;
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
}  // namespace

void play_tricks(HandRun& run) {
  const record::Hand& h = run.hand;
  if (!run.contract) return;
  if (!h.play) return;  // the session driver says so (play.not-recorded)
  std::array<std::vector<Card>, kSeats + 1> inferred;
  // Without an unknown card in the hands there is nothing to infer (and no finding).
  bool unknown = false;
  for (int s = 1; s <= kSeats; ++s) unknown = unknown || run.at_play[static_cast<std::size_t>(s)].unknown > 0;
  if (unknown) infer_unknown(run, cards_by_seat(h, run.forehand), inferred);
  std::vector<CardSet> hands;
  hands.reserve(kSeats);
  for (int s = 1; s <= kSeats; ++s) hands.push_back(run.at_play[static_cast<std::size_t>(s)].known);
  engine::TrickPlay tp(hands, {1, 2, 3}, run.tl, count_points);
  tp.set_recorded_tricks(h.play->tricks);
  run.seat_roles();
  const core::TrickRules rules = trick_rules();
  int leader = run.forehand;  // "Play is anticlockwise starting with forehand."
  int n = 0;
  ScoreInput& in = run.score_in;
  for (const record::Trick& t : h.play->tricks) {
    ++n;
    if (n > kTricks) {
      run.rep.error("play.trick-count", "play", {t.pos, n, 0},
                    {"a hand has 16 tricks; the record has more", "ein Spiel hat 16 Stiche; aufgeschrieben sind mehr"},
                    kPlay);
      break;
    }
    auto r = tp.play_trick(t, n, leader, rules, cego_deck().set, run.rep, kPlay);
    if (run.opts.derivation) run.derivation.push_back(tp.explain_trick(t, n, leader, r, run.rep.findings()));
    if (r.winner == 0) continue;
    tp.take_trick(r, r.winner);
    leader = r.winner;
    if (n == kTricks) {
      in.last_cards = r.cards;  // the trick is in its pile already
      in.last_seats = r.seats;
      in.last_winner = r.winner;
    }
  }
  in.tricks = std::min(n, kTricks);
  run.play_complete = in.tricks == kTricks;
  if (!run.play_complete) {
    if (h.play->ended && *h.play->ended == "early") {
      // An unresolved left-out card leaves a trick's winner open (its play.trick-size says so).
      const Message open = tp.resolved() ? undecided(run, tp) : Message{"", ""};
      if (open.en.empty())
        run.ended_early = true;
      else
        run.rep.error("play.ended-early", "play", {h.play->pos, n, 0},
                      {"play ended after " + std::to_string(n) + " tricks but the result was not yet fixed: " + open.en,
                       "das Spiel endete nach " + std::to_string(n) + (n == 1 ? " Stich" : " Stichen") +
                           ", aber das Ergebnis stand noch nicht fest: " + open.de},
                      kPlay);
    } else {
      run.rep.error("play.incomplete", "play", {h.play->pos, n, 0},
                    {"the record has " + std::to_string(n) + " tricks, a hand has 16",
                     "aufgeschrieben " + std::string(n == 1 ? "ist 1 Stich" : "sind " + std::to_string(n) + " Stiche") +
                         ", ein Spiel hat 16"},
                    kPlay);
    }
  }
  // "these count to the declarer at the end"; "counts towards the defenders score".
  in.contract = *run.contract;
  in.declarer = run.declarer;
  // Each side's cards in one allocation: its talon cards, then the piles.
  std::size_t declarer_size = run.discards.size(), defender_size = run.defenders_talon.size();
  for (int s = 1; s <= kSeats; ++s) (s == run.declarer ? declarer_size : defender_size) += tp.pile(s).size();
  in.declarer_cards.reserve(declarer_size);
  in.defender_cards.reserve(defender_size);
  in.declarer_cards.assign(run.discards.begin(), run.discards.end());
  in.defender_cards.assign(run.defenders_talon.begin(), run.defenders_talon.end());
  for (int s = 1; s <= kSeats; ++s) {
    auto& pile = s == run.declarer ? in.declarer_cards : in.defender_cards;
    pile.insert(pile.end(), tp.pile(s).begin(), tp.pile(s).end());
    const auto si = static_cast<std::size_t>(s);
    in.opening[si] = run.dealt[si].known;
    // An inferred card of the declarer may have come from the talon: only when the
    // packet he took was known are all of them from his opening hand.
    if (s != run.declarer || run.taken_unknown == 0)
      for (Card c : inferred[si]) in.opening[si].insert(c);
  }
  in.declarer_tricks = tp.tricks_won(run.declarer);
  in.announced_pagat = run.announced_pagat;
  in.announced_valat = run.announced_valat;
}

}  // namespace stichprobe::games::tapp_tarock
