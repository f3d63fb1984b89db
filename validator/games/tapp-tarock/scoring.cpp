// Card points, the game value, the bonuses and who pays whom (section Scoring).
#include <algorithm>
#include <array>

#include "validator/core/deck.h"
#include "validator/core/packets.h"
#include "validator/engine/messages.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/spec.h"
#include "validator/games/tapp-tarock/state.h"

namespace stichprobe::games::tapp_tarock {

// "The declarer must score at least 35 2/3 = 36 points (rounded up) to win the game."
Rational win_threshold() { return Rational(107, 3); }

namespace {
// The four kings, as a mask (the Trull's is core::trull()).
const CardSet kKings = CardSet::of({Card::suited(Suit::Clubs, Rank::King), Card::suited(Suit::Spades, Rank::King),
                                    Card::suited(Suit::Hearts, Rank::King), Card::suited(Suit::Diamonds, Rank::King)});

// An item's label or reason: a phrase of the game's catalogue (messages.cpp).
Message phrase(std::string_view key, engine::Values values = {}) {
  return engine::say(message_catalogue(), key, values);
}
engine::Value seat_value(int seat) { return {"seat", engine::seat_name(seat), engine::seat_name_de(seat)}; }

// The honours counted as Köpfe or Trull: 3 all three, 2 two, 0 fewer (no bonus).
int honour_grade(const CardSet& hand) {
  // Counted card by card (CardSet::size is libgcc's popcount here), the three named.
  const int honours = hand.contains(Card::fool()) + hand.contains(Card::trump(21)) + hand.contains(Card::trump(1));
  return honours >= 2 ? honours : 0;
}

// Köpfe, Tarock Trull and Royal Trull come from "one's opening hand". Where that hand is
// not known whole, a bonus is decided only if the cards known in it and the cards that may
// have been in it give the same one; else it stays open (Scores::open).
void honour_bonuses(const ScoreInput& in, const Rules& rules, bool describe, Scores& s) {
  ScoreItems& items = s.items;
  for (int seat = 1; seat <= kSeats; ++seat) {
    const bool declarer = seat == in.declarer;
    if (!declarer && !rules.defender_honours) continue;
    const auto si = static_cast<std::size_t>(seat);
    const CardSet& hand = in.opening[si];
    const CardSet& may = in.opening_may[si].empty() ? hand : in.opening_may[si];
    int honours = honour_grade(hand);
    bool all_kings = (hand & kKings) == kKings;
    if (honours != honour_grade(may)) {
      s.open[si] |= kOpenHonours;
      honours = 0;
    }
    if (all_kings != ((may & kKings) == kKings)) {
      s.open[si] |= kOpenKings;
      all_kings = false;
    }
    // All three honours are the Tarock Trull, which includes (and replaces) Köpfe.
    if (!describe) {
      if (honours == 3)
        items.push_back({"tarock-trull", {}, 3, declarer, seat, {}});
      else if (honours == 2)
        items.push_back({"koepfe", {}, 1, declarer, seat, {}});
      if (all_kings) items.push_back({"royal-trull", {}, 3, declarer, seat, {}});
      continue;
    }
    if (honours == 3)
      items.push_back({"tarock-trull", phrase("phrase.item/tarock-trull", {seat_value(seat)}), 3, declarer, seat,
                       phrase("phrase.why/tarock-trull")});
    else if (honours == 2)
      items.push_back(
          {"koepfe", phrase("phrase.item/koepfe", {seat_value(seat)}), 1, declarer, seat, phrase("phrase.why/koepfe")});
    if (all_kings)
      items.push_back({"royal-trull", phrase("phrase.item/royal-trull", {seat_value(seat)}), 3, declarer, seat,
                       phrase("phrase.why/royal-trull")});
  }
}

void pagat_bonus(const ScoreInput& in, const Rules& rules, bool describe, ScoreItems& items) {
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
    items.push_back({"pagat-ultimo", phrase("phrase.item/pagat-announced"), announced, won, won ? in.declarer : 0,
                     phrase(won ? "phrase.why/pagat-announced-won" : "phrase.why/pagat-announced-failed")});
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
  items.push_back({"pagat-ultimo", phrase("phrase.item/pagat"), unannounced, declarer_side,
                   declarer_side ? in.declarer : 0,
                   pagat_wins ? phrase("phrase.why/pagat-won", {seat_value(pagat_seat)})
                              : phrase("phrase.why/pagat-captured", {seat_value(in.last_winner)})});
}

// The game value, or the Valat: "Valat 12, Valat announced 24"; "Valat. The declarer
// undertakes to win every trick." By default it replaces the game value (option valat).
void game_or_valat(const ScoreInput& in, const Rules& rules, bool describe, Scores& s) {
  const bool valat = in.tricks >= kTricks && in.declarer_tricks == kTricks;
  const std::string name = contract_name(in.contract);
  ScoreItem game{"game", {}, contract_value(in.contract), s.declarer_won, in.declarer, {}};
  if (describe) {
    game.label = phrase("phrase.item/game", {{"contract", name}});
    game.why = phrase("phrase.why/game", {{"points", s.declarer_points.to_string()}});
  }
  if (!in.announced_valat && !valat) {
    s.items.push_back(std::move(game));
    return;
  }
  ScoreItem v{"valat", {}, in.announced_valat ? 24 : 12, valat, valat ? in.declarer : 0, {}};
  if (describe) {
    v.label = phrase(in.announced_valat ? "phrase.item/valat-announced" : "phrase.item/valat");
    v.why = phrase(valat ? "phrase.why/valat" : "phrase.why/valat-failed");
  }
  if (rules.valat_adds) {
    s.items.push_back(std::move(game));
  } else {
    s.declarer_won = valat;
    if (describe) {
      v.label = phrase("phrase.item/valat-instead", {{"label", v.label}, {"contract", name}});
    }
  }
  s.items.push_back(std::move(v));
}

// "The game value or bonus is paid by each defender to the declarer if the latter won
// it. Otherwise the declarer pays it to each defender."
engine::Payments payments(const ScoreItems& items, int declarer) {
  std::array<Rational, kSeats + 1> sum{};  // index seat; summed here, then listed in seat order
  const bool seated = declarer >= 1 && declarer <= kSeats;
  for (const ScoreItem& item : items) {
    const Rational each = item.declarer_side ? item.amount : -item.amount;
    for (int seat = 1; seat <= kSeats; ++seat) {
      if (seat == declarer) continue;
      sum[static_cast<std::size_t>(seat)] -= each;
      if (seated) sum[static_cast<std::size_t>(declarer)] += each;
    }
  }
  engine::Payments out;
  for (int seat = 1; seat <= kSeats; ++seat) out[seat] = sum[static_cast<std::size_t>(seat)];
  if (!seated && !items.empty()) {  // as a map would: the declarer's own entry after the seats
    Rational& own = out[declarer];
    for (const ScoreItem& item : items)
      for (int seat = 1; seat <= kSeats; ++seat) own += item.declarer_side ? item.amount : -item.amount;
  }
  return out;
}
}  // namespace

unsigned char open_bonus(const Scores& sc, const record::Bonus& b) {
  const unsigned char kind = b.type == "royal-trull"                          ? kOpenKings
                             : b.type == "koepfe" || b.type == "tarock-trull" ? kOpenHonours
                                                                              : 0;
  for (int seat = 1; seat <= kSeats; ++seat)
    if ((!b.seat || *b.seat == seat) && (sc.open[static_cast<std::size_t>(seat)] & kind)) return kind;
  return 0;
}

Scores compute_scores(const ScoreInput& in, const Rules& rules, bool describe) {
  Scores s;
  s.described = describe;
  s.items.reserve(6);  // the game (or Valat), a few honours and the Pagat
  s.declarer_points = count_points(in.declarer_cards);
  s.defender_points = count_points(in.defender_cards);
  s.declarer_won = s.declarer_points >= win_threshold();
  game_or_valat(in, rules, describe, s);
  honour_bonuses(in, rules, describe, s);
  pagat_bonus(in, rules, describe, s.items);
  s.payments = payments(s.items, in.declarer);
  return s;
}

namespace {
// Each recorded bonus paired with the first item not yet claimed of its type, side and
// seat (the game value is no bonus); -1 where none earns it.
engine::SmallVector<int, 8> match_recorded_bonuses(const std::vector<record::Bonus>& bonuses, const ScoreItems& items,
                                                   int declarer) {
  engine::SmallVector<int, 8> out;
  engine::SmallVector<char, 8> matched(items.size(), 0);
  for (const record::Bonus& b : bonuses) {
    std::optional<bool> declarer_side;
    if (b.side) declarer_side = *b.side == "declarer";
    if (b.seat) declarer_side = *b.seat == declarer;
    int found = -1;
    for (std::size_t i = 0; i < items.size(); ++i) {
      const ScoreItem& item = items[i];
      if (matched[i] || item.type != b.type || item.type == "game") continue;
      if (declarer_side && *declarer_side != item.declarer_side) continue;
      if (b.seat && item.seat != 0 && *b.seat != item.seat) continue;
      found = static_cast<int>(i);
      matched[i] = 1;
      break;
    }
    out.push_back(found);
  }
  return out;
}

std::string signed_text(const Rational& r) { return (r > Rational(0) ? "+" : "") + r.to_string(); }

// What one seat gets from one item (+ receives).
Rational item_share(const ScoreItem& item, int seat, int declarer) {
  const Rational each = item.declarer_side ? item.amount : -item.amount;
  return seat == declarer ? each * Rational(kSeats - 1) : -each;
}

// The card points of one side as recorded, for the derivation.
std::optional<std::string> recorded_points(const HandState& st, const record::Result* result, bool declarer_side) {
  if (!result) return std::nullopt;
  for (const auto& p : result->points)
    if ((p.side && (*p.side == "declarer") == declarer_side) || (p.seat && (*p.seat == st.declarer) == declarer_side))
      return p.value.to_string();
  return std::nullopt;
}

// "grouped in packets of three": each packet and its value.
std::string packets_text(std::span<const Card> cards) {
  std::string out;
  for (const auto& p :
       core::count_in_packets(std::vector<Card>(cards.begin(), cards.end()), card_value, core::kThreesMinusTwo).packets)
    out += (out.empty() ? "" : " | ") + cards_to_string(p.cards) + " = " + p.value.to_string();
  return out;
}

void card_point_lines(const HandState& st, const Scores& sc, const record::Result* result,
                      std::vector<engine::ScoreLine>& d) {
  const auto& in = st.score_in;
  d.push_back(
      {{"declarer card points", "Augen des Alleinspielers"},
       engine::same_in_both(sc.declarer_points.to_string()),
       recorded_points(st, result, true),
       false,
       {"tricks and discards in threes, 2 deducted per packet: " + packets_text(in.declarer_cards),
        "Stiche und abgelegte Karten in Dreiergruppen, je Gruppe 2 abgezogen: " + packets_text(in.declarer_cards)}});
  d.push_back({{"defenders card points", "Augen der Gegenspieler"},
               engine::same_in_both(sc.defender_points.to_string()),
               recorded_points(st, result, false),
               false,
               {"tricks and the talon left to them: " + packets_text(in.defender_cards),
                "Stiche und der ihnen verbliebene Talon: " + packets_text(in.defender_cards)}});
  d.push_back({{"threshold", "Schwelle"},
               engine::same_in_both("35 2/3"),
               std::nullopt,
               false,
               {std::string("the declarer ") + (sc.declarer_won ? "wins" : "loses") +
                    " (\"must score at least 35 2/3 = 36 points\")",
                std::string("der Alleinspieler ") + (sc.declarer_won ? "gewinnt" : "verliert") +
                    " (er braucht mindestens 35 2/3 = 36 Augen)"}});
}

// Each item beside the bonus recorded for it (or "none"); then the recorded bonuses no
// item earns.
void item_lines(const Scores& sc, const record::Result* result, std::vector<engine::ScoreLine>& d) {
  std::vector<std::optional<Rational>> recorded(sc.items.size());
  if (result)
    for (std::size_t j = 0; j < sc.recorded_item.size() && j < result->bonuses.size(); ++j)
      if (sc.recorded_item[j] >= 0) recorded[static_cast<std::size_t>(sc.recorded_item[j])] = result->bonuses[j].amount;
  for (std::size_t i = 0; i < sc.items.size(); ++i) {
    const ScoreItem& item = sc.items[i];
    const std::string amount = std::string(item.declarer_side ? "+" : "-") + std::to_string(item.amount);
    // The game value has no line of its own in <result>.
    std::optional<std::string> rec;
    if (result && item.type != "game") rec = recorded[i] ? recorded[i]->to_string() : "none";
    d.push_back({item.label,
                 {amount + " per defender", amount + " je Gegenspieler"},
                 rec,
                 rec && *rec != std::to_string(item.amount),
                 item.why});
  }
  if (!result) return;
  for (std::size_t j = 0; j < sc.recorded_item.size() && j < result->bonuses.size(); ++j) {
    if (sc.recorded_item[j] >= 0) continue;
    const record::Bonus& b = result->bonuses[j];
    const bool open = open_bonus(sc, b) != 0;  // the opening hand is not known whole
    d.push_back({{"recorded bonus " + b.type, "aufgeschriebene Prämie " + b.type},
                 open ? Message{"open", "offen"} : Message{"not earned", "nicht verdient"},
                 b.amount.to_string(),
                 !open,
                 {}});
  }
}

void payment_lines(const HandState& st, const Scores& sc, const record::Result* result,
                   std::vector<engine::ScoreLine>& d) {
  std::map<int, Rational> rec;
  const bool has_settlement = result && result->settlement;
  if (has_settlement)
    for (const auto& p : result->settlement->pays) rec[p.seat] += p.amount;
  if (has_settlement && !result->settlement->unit.empty())  // "Game values and bonuses ... Points"
    d.push_back({{"settlement unit", "Einheit der Abrechnung"},
                 {"point", "Punkte"},
                 result->settlement->unit,
                 result->settlement->unit != "point",
                 {}});
  for (int seat = 1; seat <= kSeats; ++seat) {
    const Rational c = sc.payments.at(seat);
    std::optional<std::string> r;
    if (has_settlement) r = signed_text(rec.count(seat) ? rec[seat] : Rational(0));
    if (!sc.decided()) {  // an open honour bonus leaves every payment open
      d.push_back({{engine::seat_name(seat), engine::seat_name_de(seat)},
                   {"open", "offen"},
                   r,
                   false,
                   {"an honour bonus is open", "eine Trull- oder Königsprämie ist offen"}});
      continue;
    }
    d.push_back({{engine::seat_name(seat), engine::seat_name_de(seat)},
                 engine::same_in_both(signed_text(c)),
                 r,
                 r && *r != signed_text(c),
                 itemise(sc, seat, st.declarer)});
  }
}
}  // namespace

Scores compute_scores(const HandState& st, bool derive) {
  Scores sc = compute_scores(st.score_in, st.rules, derive);
  if (st.hand.result) sc.recorded_item = match_recorded_bonuses(st.hand.result->bonuses, sc.items, st.declarer);
  return sc;
}

Message itemise(const Scores& sc, int seat, int declarer) {
  Message out{"", ""};
  for (const ScoreItem& item : sc.items) {
    const std::string amount = " " + signed_text(item_share(item, seat, declarer));
    out.en += (out.en.empty() ? "" : ", ") + item.label.en + amount;
    out.de += (out.de.empty() ? "" : ", ") + item.label.de + amount;
  }
  return out;
}

std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc) {
  const record::Result* result = st.hand.result ? &*st.hand.result : nullptr;
  std::vector<engine::ScoreLine> d = st.trick_lines;
  card_point_lines(st, sc, result, d);
  item_lines(sc, result, d);
  payment_lines(st, sc, result, d);
  for (auto& line : d)
    if (line.recorded && line.item.en.find("card points") != std::string::npos)
      line.mismatch = *line.recorded != line.computed.en;
  return d;
}

}  // namespace stichprobe::games::tapp_tarock
