// The rules of Tapp Tarock as data and pure functions, shared by analyse() and
// generate(). Everything here is internal to the module.
#pragma once
#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"
#include "validator/engine/game.h"
#include "validator/engine/per_trick.h"

namespace stichprobe::games::tapp_tarock {

inline constexpr int kSeats = 3;
inline constexpr int kHandSize = 16;   // "distributes 16 cards to each player"
inline constexpr int kPacketSize = 3;  // "two crosswise packets of three"
inline constexpr int kTricks = 16;
inline constexpr const char* kGame = "tapp-tarock";

// The four positive bids in ascending order ("There are four legal positive bids which,
// in ascending order, are: Dreier, Unterer, Oberer, Solo"); the value is the bid level.
enum class Contract { Dreier = 1, Unterer = 2, Oberer = 3, Solo = 4 };
std::optional<Contract> parse_contract(std::string_view token);
const char* contract_token(Contract c);
const char* contract_name(Contract c);  // "Dreier"
int contract_value(Contract c);         // the game-value table: 3, 4, 5, 8

// The resolved variant and rules options (names and defaults in spec.cpp, RULES.md).
struct Rules {
  bool old_talon = false;            // variant old-talon: Unterer takes packet 2, Oberer packet 1
  bool hold_any_overcalled = false;  // hold = any-overcalled (default: earlier-seat)
  bool solo_opening = false;         // solo-opening = yes: any seat may open the bidding with Solo
  bool all_pass_redeal = false;      // all-pass = redeal (default: thrown-in)
  bool valat_adds = false;           // valat = adds (default: replaces)
  bool pagat_taker_scores = true;    // pagat-captured = taker-scores (default) | no-bonus
  bool defender_honours = true;      // defender-honours = count (default) | ignore
  bool both_announcements = false;   // announcements = both (default: one)
};
Rules resolve_rules(const std::string& variant, const engine::Options& options);
const engine::GameSpec& game_spec();
std::vector<engine::FindingInfo> finding_catalogue();  // findings.cpp: what each code means

const core::Deck& cego_deck();
core::TrickRules trick_rules();                         // tarock trumps, Sküs the highest trump, must trump
int card_value(Card c);                                 // the classic tarock values
Rational count_points(const std::vector<Card>& cards);  // threes minus two
bool is_trull(Card c);                                  // Sküs, Mond, Pagat: the honours
bool is_king(Card c);
// Which packet a contract must take in the old-talon variant (0 = free choice).
int required_packet(Contract c, const Rules& rules);

// ---- Auction (multi-round, delayed hold; footnote c) ----
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

// ---- Exchange ----
// Faults of a discard given the declarer's hand after taking the packet: forbidden
// cards (kings, Trull) and tarocks laid away while another card was available.
std::vector<Fault> discard_faults(const CardSet& after_take, const std::vector<Card>& discard);

// ---- Scoring ----
struct ScoreItem {
  std::string type;           // "game" or a bonus type: koepfe, tarock-trull, royal-trull, pagat-ultimo, valat
  Message label;              // "game value (Dreier)", "Köpfe (seat 2)"; English and German
  int amount = 0;             // paid by/to each defender
  bool declarer_side = true;  // true: each defender pays the declarer
  int seat = 0;               // the holder / player it belongs to (0: the defenders as a side)
  Message why;
};

struct ScoreInput {
  Contract contract = Contract::Dreier;
  int declarer = 1;
  std::array<CardSet, kSeats + 1> opening{};  // dealt hands (index = seat)
  std::vector<Card> declarer_cards;           // tricks + discards
  std::vector<Card> defender_cards;           // tricks + the talon cards that count for them
  int declarer_tricks = 0;
  int tricks = 0;  // tricks played
  bool announced_pagat = false, announced_valat = false;
  // The last trick (the 16th) if played: its cards, their seats and the winner.
  engine::PerTrick<Card> last_cards;
  engine::PerTrick<int> last_seats;
  int last_winner = 0;
};

struct Score {
  bool described = true;  // the items' labels and reasons are filled in
  Rational declarer_points, defender_points;
  bool declarer_won = false;  // the game on card points (or the valat)
  std::vector<ScoreItem> items;
  std::map<int, Rational> payments;  // seat -> + receives / - pays
};
// Without `describe` the items carry no label or reason (they are only read for a
// finding or the derivation, and building them costs more than the score).
Score compute_score(const ScoreInput& in, const Rules& rules, bool describe = true);
// Whole card points the declarer needs: 35 2/3 and more wins (RULES.md "Threshold").
Rational win_threshold();

}  // namespace stichprobe::games::tapp_tarock
