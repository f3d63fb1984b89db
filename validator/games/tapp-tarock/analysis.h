// One hand under analysis: what each phase learned, handed on to the next.
// Phases: deal.cpp, bidding.cpp, exchange.cpp, play.cpp, result.cpp; module.cpp runs them.
#pragma once
#include <array>
#include <optional>
#include <vector>

#include "validator/engine/reporter.h"
#include "validator/engine/timeline.h"
#include "validator/games/tapp-tarock/rules.h"

namespace stichprobe::games::tapp_tarock {

// A hand as far as the record shows it: known cards and a number of unknown ones (`?`).
struct HeldCards {
  CardSet known;
  int unknown = 0;
  // Takes a card away: a known one, else one of the unknown ones.
  void remove(Card c) {
    if (known.contains(c))
      known.erase(c);
    else if (unknown > 0)
      --unknown;
  }
};

struct HandRun {
  HandRun(const engine::HandContext& context, const record::Hand& h, const engine::AnalysisOptions& o, Findings& out,
          std::string rule_prefix, const Rules& resolved)
      : ctx(context), hand(h), opts(o), rules(resolved), rep(out, h.n, std::move(rule_prefix)), tl(o.timeline) {}

  const engine::HandContext& ctx;
  const record::Hand& hand;
  const engine::AnalysisOptions& opts;
  Rules rules;
  engine::Reporter rep;
  engine::Timeline tl;
  std::vector<engine::ScoreLine> derivation;

  int dealer = 1, forehand = 2;

  // Deal
  bool deal_recorded = false;
  std::array<HeldCards, kSeats + 1> dealt{};   // index = seat
  std::array<std::vector<Card>, 2> packets{};  // upper, lower (may hold '?')
  bool talon_recorded = false;

  // Bidding
  bool all_passed = false;
  std::optional<Contract> contract;
  int declarer = 0;

  // Exchange and announcements
  int packet_taken = 0;                         // 1 upper, 2 lower, 0 none
  int taken_unknown = 0;                        // unknown cards the declarer took from the talon
  std::vector<Card> discards;                   // count for the declarer
  std::vector<Card> defenders_talon;            // the talon cards that count for the defenders
  std::array<HeldCards, kSeats + 1> at_play{};  // hands when play begins
  bool announced_pagat = false, announced_valat = false;

  // Play
  bool play_complete = false;  // all 16 tricks
  bool ended_early = false;    // recorded @ended and accepted
  ScoreInput score_in;

  // Result, for --explain: each Score item's recorded bonus (check_bonuses), and the
  // recorded bonuses no item earns.
  std::vector<std::optional<Rational>> bonus_recorded;
  std::vector<const record::Bonus*> bonus_unearned;

  void seat_roles();  // dealer / forehand / declarer roles into the timeline state
};

// Each phase reports its findings and fills its part of the run.
void check_deal(HandRun& run);
void check_bidding(HandRun& run);
void check_exchange(HandRun& run);
void check_announcements(HandRun& run);
void play_tricks(HandRun& run);
void check_result(HandRun& run, engine::HandAnalysis& out);

// The sections of the source the findings cite.
inline constexpr const char* kDealing = "Dealing";
inline constexpr const char* kBidding = "Bidding";
inline constexpr const char* kAnnouncements = "Announcements";
inline constexpr const char* kPlay = "Play";
inline constexpr const char* kCardPoints = "Card points";
inline constexpr const char* kValues = "Game values and bonuses";

}  // namespace stichprobe::games::tapp_tarock
