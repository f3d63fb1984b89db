// Card points, the game value, the bonuses and who pays whom (section Scoring).
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/rules.h"

namespace stichprobe::games::tapp_tarock {

// "The declarer must score at least 35 2/3 = 36 points (rounded up) to win the game."
Rational win_threshold() { return Rational(107, 3); }

namespace {
// The Trull (Sküs, Mond, Pagat) and the four kings, as masks.
const CardSet kTrull = CardSet::of({Card::fool(), Card::trump(21), Card::trump(1)});
const CardSet kKings = CardSet::of({Card::suited(Suit::Clubs, Rank::King), Card::suited(Suit::Spades, Rank::King),
                                    Card::suited(Suit::Hearts, Rank::King), Card::suited(Suit::Diamonds, Rank::King)});

std::string seat_label(int seat) { return engine::seat_name(seat); }
std::string seat_label_de(int seat) { return engine::seat_name_de(seat); }

// Köpfe, Tarock Trull and Royal Trull come from "one's opening hand".
void honour_bonuses(const ScoreInput& in, const Rules& rules, bool describe, std::vector<ScoreItem>& items) {
  for (int seat = 1; seat <= kSeats; ++seat) {
    const bool declarer = seat == in.declarer;
    if (!declarer && !rules.defender_honours) continue;
    const CardSet& hand = in.opening[static_cast<std::size_t>(seat)];
    const int honours = (hand & kTrull).size(), kings = (hand & kKings).size();
    // All three honours are the Tarock Trull, which includes (and replaces) Köpfe.
    if (!describe) {
      if (honours == 3)
        items.push_back({"tarock-trull", {}, 3, declarer, seat, {}});
      else if (honours == 2)
        items.push_back({"koepfe", {}, 1, declarer, seat, {}});
      if (kings == 4) items.push_back({"royal-trull", {}, 3, declarer, seat, {}});
      continue;
    }
    if (honours == 3)
      items.push_back({"tarock-trull",
                       {"Tarock Trull (" + seat_label(seat) + ")", "Tarock-Trull (" + seat_label_de(seat) + ")"},
                       3,
                       declarer,
                       seat,
                       {"all 3 honours in the opening hand", "alle 3 Trullkarten von Anfang an in der Hand"}});
    else if (honours == 2)
      items.push_back({"koepfe",
                       {"Köpfe (" + seat_label(seat) + ")", "Köpfe (" + seat_label_de(seat) + ")"},
                       1,
                       declarer,
                       seat,
                       {"two honours in the opening hand", "zwei Trullkarten von Anfang an in der Hand"}});
    if (kings == 4)
      items.push_back({"royal-trull",
                       {"Royal Trull (" + seat_label(seat) + ")", "Royal Trull (" + seat_label_de(seat) + ")"},
                       3,
                       declarer,
                       seat,
                       {"all four kings in the opening hand", "alle vier Könige von Anfang an in der Hand"}});
  }
}

void pagat_bonus(const ScoreInput& in, const Rules& rules, bool describe, std::vector<ScoreItem>& items) {
  const bool solo = in.contract == Contract::Solo;
  const int unannounced = solo ? 8 : 4, announced = solo ? 16 : 8;
  const bool last_played = in.tricks >= kTricks && !in.last_cards.empty();
  int pagat_seat = 0;
  if (last_played)
    for (std::size_t i = 0; i < in.last_cards.size(); ++i)
      if (in.last_cards[i] == Card::trump(1)) pagat_seat = in.last_seats[i];
  if (in.announced_pagat) {
    // "An announced Pagat Ultimo is only won if achieved; if the declarer loses it at
    // any point, the defenders each score the bonus."
    const bool won = pagat_seat == in.declarer && in.last_winner == in.declarer;
    if (!describe) {
      items.push_back({"pagat-ultimo", {}, announced, won, won ? in.declarer : 0, {}});
      return;
    }
    items.push_back({"pagat-ultimo",
                     {"Pagat Ultimo announced", "Pagat Ultimo angesagt"},
                     announced,
                     won,
                     won ? in.declarer : 0,
                     won ? Message{"the declarer won the last trick with the Pagat",
                                   "der Alleinspieler hat den letzten Stich mit dem Pagat gemacht"}
                         : Message{"the announced Pagat Ultimo failed", "der angesagte Pagat Ultimo ist verloren"}});
    return;
  }
  if (pagat_seat == 0) return;
  // "awarded as per the table to whoever takes it if it is played to the last trick"
  const bool pagat_wins = pagat_seat == in.last_winner;
  if (!pagat_wins && !rules.pagat_taker_scores) return;
  const bool declarer_side = in.last_winner == in.declarer;
  if (!describe) {
    items.push_back({"pagat-ultimo", {}, unannounced, declarer_side, declarer_side ? in.declarer : 0, {}});
    return;
  }
  items.push_back({"pagat-ultimo",
                   {"Pagat Ultimo", "Pagat Ultimo"},
                   unannounced,
                   declarer_side,
                   declarer_side ? in.declarer : 0,
                   pagat_wins ? Message{seat_label(pagat_seat) + " won the last trick with the Pagat",
                                        seat_label_de(pagat_seat) + " hat den letzten Stich mit dem Pagat gemacht"}
                              : Message{seat_label(in.last_winner) + " captured the Pagat in the last trick",
                                        seat_label_de(in.last_winner) + " hat den Pagat im letzten Stich gefangen"}});
}
}  // namespace

Score compute_score(const ScoreInput& in, const Rules& rules, bool describe) {
  Score s;
  s.described = describe;
  s.items.reserve(6);  // the game (or Valat), a few honours and the Pagat
  s.declarer_points = count_points(in.declarer_cards);
  s.defender_points = count_points(in.defender_cards);
  s.declarer_won = s.declarer_points >= win_threshold();
  const bool valat = in.tricks >= kTricks && in.declarer_tricks == kTricks;
  const std::string name = contract_name(in.contract);
  ScoreItem game{"game", {}, contract_value(in.contract), s.declarer_won, in.declarer, {}};
  if (describe) {
    game.label = {"game value (" + name + ")", "Spielwert (" + name + ")"};
    game.why = {"declarer " + s.declarer_points.to_string() + " card points, needs 35 2/3",
                "Alleinspieler " + s.declarer_points.to_string() + " Augen, braucht 35 2/3"};
  }
  if (in.announced_valat || valat) {
    // "Valat 12, Valat announced 24"; "Valat. The declarer undertakes to win every trick."
    ScoreItem v{"valat", {}, in.announced_valat ? 24 : 12, valat, valat ? in.declarer : 0, {}};
    if (describe) {
      v.label = in.announced_valat ? Message{"Valat announced", "Valat angesagt"} : Message{"Valat", "Valat"};
      v.why = valat ? Message{"the declarer won every trick", "der Alleinspieler hat alle Stiche gemacht"}
                    : Message{"the announced Valat failed", "der angesagte Valat ist verloren"};
    }
    if (rules.valat_adds) {
      s.items.push_back(std::move(game));
    } else {
      s.declarer_won = valat;
      if (describe) {
        v.label.en += " (game value instead of " + name + ")";
        v.label.de += " (Spielwert statt " + name + ")";
      }
    }
    s.items.push_back(std::move(v));
  } else {
    s.items.push_back(std::move(game));
  }
  honour_bonuses(in, rules, describe, s.items);
  pagat_bonus(in, rules, describe, s.items);
  // "The game value or bonus is paid by each defender to the declarer if the latter won
  // it. Otherwise the declarer pays it to each defender."
  for (int seat = 1; seat <= kSeats; ++seat) s.payments[seat] = 0;
  for (const ScoreItem& item : s.items) {
    const Rational each = item.declarer_side ? item.amount : -item.amount;
    for (int seat = 1; seat <= kSeats; ++seat) {
      if (seat == in.declarer) continue;
      s.payments[seat] -= each;
      s.payments[in.declarer] += each;
    }
  }
  return s;
}

}  // namespace stichprobe::games::tapp_tarock
