// One hand under analysis: what each phase learned, handed on to the next, and the
// phase functions module.cpp runs in order (deal.cpp, auction.cpp, exchange.cpp,
// play.cpp, scoring.cpp, result.cpp).
#pragma once
#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/record.h"
#include "validator/engine/game.h"
#include "validator/engine/per_trick.h"
#include "validator/engine/reporter.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"
#include "validator/games/tapp-tarock/cards.h"
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

// What the scoring reads of a played hand (check_play fills it).
struct ScoreInput {
  Contract contract = Contract::Dreier;
  int declarer = 1;
  std::array<CardSet, kSeats + 1> opening{};  // dealt hands (index = seat): the cards known in them
  // The cards that may have been in each opening hand not known whole (a partly recorded
  // deal, a taken packet unknown): every card not known to be elsewhere. Empty where the
  // opening hand is known whole.
  std::array<CardSet, kSeats + 1> opening_may{};
  engine::SmallVector<Card, 56> declarer_cards;  // tricks + discards
  engine::SmallVector<Card, 56> defender_cards;  // tricks + the talon cards that count for them
  int declarer_tricks = 0;
  int tricks = 0;  // tricks played
  bool announced_pagat = false, announced_valat = false;
  // The last trick (the 16th) if played: its cards, their seats and the winner.
  engine::PerTrick<Card> last_cards;
  engine::PerTrick<int> last_seats;
  int last_winner = 0;
};

struct HandState {
  HandState(const record::Hand& h, const Rules& resolved, bool derive_lines)
      : hand(h), rules(resolved), derive(derive_lines) {}

  const record::Hand& hand;
  const Rules& rules;   // the session's prepared rules (rules_for)
  bool derive = false;  // collect the derivation's trick lines

  int dealer = 1, forehand = 2;

  // Deal
  bool deal_recorded = false;
  std::array<HeldCards, kSeats + 1> dealt{};  // index = seat
  std::array<engine::CardRow, 2> packets{};   // upper, lower (may hold '?')
  bool talon_recorded = false;

  // Auction
  bool all_passed = false;
  std::optional<Contract> contract;
  int declarer = 0;

  // Exchange and announcements
  int packet_taken = 0;                         // 1 upper, 2 lower, 0 none
  int taken_unknown = 0;                        // unknown cards the declarer took from the talon
  engine::CardRow discards;                     // count for the declarer
  engine::CardRow defenders_talon;              // the talon cards that count for the defenders
  std::array<HeldCards, kSeats + 1> at_play{};  // hands when play begins
  bool announced_pagat = false, announced_valat = false;

  // Play
  bool play_complete = false;  // all 16 tricks
  bool ended_early = false;    // recorded @ended and accepted
  ScoreInput score_in;
  std::vector<engine::ScoreLine> trick_lines;  // the derivation's tricks, when `derive`

  // A result is computed only for a contract played to its end (or ended early by rule).
  bool scorable() const { return contract && hand.play && (play_complete || ended_early); }
};

// The dealer / forehand / declarer roles into the timeline's table (deal.cpp).
void show_roles(const HandState& st, engine::Timeline& tl);

// ---- The phases: each reports its findings and fills its part of the state ----
void check_deal(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
// auction.cpp: each contract by each seat, for a hand recorded without bidding and contract
// (engine/contract_inference.h).
std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand);
// The talon exchange, then the declarer's announcements ("before play begins").
void check_exchange(HandState& st, engine::Reporter& rep, engine::Timeline& tl);
void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl);

// ---- Auction (multi-round, delayed hold; footnote c), also for generate.cpp ----
enum class CallKind { Pass, Bid, Hold, Unknown };
struct CallAction {
  CallKind kind = CallKind::Pass;
  int level = 0;  // for Bid: 1..4
};
CallAction parse_call(std::string_view bid);
std::string call_token(const CallAction& a);

struct AuctionState {
  int forehand = 1;
  int to_move = 1;    // 0 once the auction is over
  int level = 0;      // highest bid so far (0 none)
  int high_seat = 0;  // who holds it (the bidder or the holder)
  int calls = 0;
  int last_raise = -1;  // index of the last strictly higher bid
  std::array<bool, kSeats + 1> passed{};
  std::array<int, kSeats + 1> last_call{-1, -1, -1, -1};  // index of each seat's last bid or hold
  std::array<bool, kSeats + 1> spoke{};
};
AuctionState auction_start(int dealer);
bool auction_over(const AuctionState& st);
// Why `seat` may not make `action` now: {code, message}; nullopt if legal.
struct Fault {
  std::string code;
  Message message;
  int index = -1;  // the offending card of a list, where there is one
};
std::optional<Fault> call_fault(const AuctionState& st, const Rules& rules, int seat, const CallAction& action);
void apply_call(AuctionState& st, int seat, const CallAction& action);
std::vector<CallAction> legal_calls(const AuctionState& st, const Rules& rules);

// ---- Exchange (exchange.cpp) ----
// Faults of a discard given the declarer's hand after taking the packet: forbidden
// cards (kings, Trull) and tarocks laid away while another card was available. Without
// `explain` their messages stay empty (the legal discards ask only whether there is one).
std::vector<Fault> discard_faults(const CardSet& after_take, std::span<const Card> discard, bool explain = true);

// ---- Scoring (scoring.cpp) ----
struct ScoreItem {
  std::string type;           // "game" or a bonus type: koepfe, tarock-trull, royal-trull, pagat-ultimo, valat
  Message label;              // "game value (Dreier)", "Köpfe (seat 2)"; English and German
  int amount = 0;             // paid by/to each defender
  bool declarer_side = true;  // true: each defender pays the declarer
  int seat = 0;               // the holder / player it belongs to (0: the defenders as a side)
  Message why;
};

inline constexpr unsigned char kOpenHonours = 1, kOpenKings = 2;

// A hand's items: the game and a few bonuses.
using ScoreItems = engine::SmallVector<ScoreItem, 8>;

struct Scores {
  bool described = true;  // the items' labels and reasons are filled in
  Rational declarer_points, defender_points;
  bool declarer_won = false;  // the game on card points (or the valat)
  ScoreItems items;
  engine::Payments payments;  // seat -> + receives / - pays
  // The honours a seat's opening hand leaves open (index = seat): kOpenHonours where Köpfe
  // or the Tarock Trull may or may not have been held, kOpenKings the Royal Trull. An open
  // bonus is no item: neither earned nor missed, and the payments are not decided.
  std::array<unsigned char, kSeats + 1> open{};
  bool decided() const {
    for (unsigned char o : open)
      if (o) return false;
    return true;
  }
  // Each recorded bonus of the hand's <result>, in record order: the index of the item it
  // claims, -1 where no item earns it (filled by compute_scores(HandState)).
  engine::SmallVector<int, 8> recorded_item;
};
// Without `describe` the items carry no label or reason (they are only read for a
// finding or the derivation, and building them costs more than the score).
Scores compute_scores(const ScoreInput& in, const Rules& rules, bool describe = true);
// The hand's score, its items paired with the recorded bonuses; labelled when `derive`.
Scores compute_scores(const HandState& st, bool derive);
// The open honours (Scores::open) a recorded bonus may be: of its seat, or of any seat
// where it names none; 0 where the bonus is decided.
unsigned char open_bonus(const Scores& sc, const record::Bonus& b);
// Each item's share for one seat (+ receives): "label +amount, ..." for the settlement.
Message itemise(const Scores& sc, int seat, int declarer);
// Whole card points the declarer needs: 35 2/3 and more wins (RULES.md "Threshold").
Rational win_threshold();
// The `--explain` lines: each trick, the card points, each item and each seat's payment,
// beside what the record says.
std::vector<engine::ScoreLine> derivation(const HandState& st, Scores& sc);

// ---- Result (result.cpp): the record's points, bonuses and settlement ----
void check_result(const HandState& st, const Scores& sc, engine::Reporter& rep);

// Where the cards go (card_flow.cpp): the session driver infers unknown cards from it.
std::optional<engine::CardFlow> card_flow(const engine::HandContext& ctx, const record::Hand& hand);

// module.cpp: the whole hand, what the module's analyse() returns.
engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts);

// The sections of the source the findings cite.
inline constexpr const char* kDealing = "Dealing";
inline constexpr const char* kBidding = "Bidding";
inline constexpr const char* kAnnouncements = "Announcements";
inline constexpr const char* kPlay = "Play";
inline constexpr const char* kCardPoints = "Card points";
inline constexpr const char* kValues = "Game values and bonuses";

}  // namespace stichprobe::games::tapp_tarock
