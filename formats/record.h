// The record model: one struct per THR v1 element (../shared/design/hand-record-format.md).
// It holds what the table recorded, never what the rules derive. Every element and
// every card token keeps the place it was read from, so findings can point at it.
// Optional attributes are std::optional: "absent" is never confused with a default.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/rational.h"
#include "formats/small_vector.h"

namespace stichprobe::record {

// Elements and attributes in a foreign namespace: ignored by the validator,
// written back verbatim by the writer (THR §1).
struct ForeignAttribute {
  std::string qualified_name;  // as written, e.g. "x:colour"
  std::string value;
  bool operator==(const ForeignAttribute&) const = default;
};
struct Foreign {
  std::vector<ForeignAttribute> attributes;
  std::vector<std::string> elements;  // each a serialised subtree, in document order
  bool operator==(const Foreign&) const = default;
};

// A whitespace-separated card list with the place of every token. The cards are kept
// inline up to InlineCards::kInline (a trick, a talon, most hands): no allocation.
struct CardList {
  InlineCards cards;
  std::vector<Pos> token_pos;  // same length as cards
  Pos pos;                     // the element
  Foreign foreign;             // on the element (cards, talon, packet, take, discard)
  bool operator==(const CardList&) const = default;
};

struct Meta {
  std::optional<std::string> title, date, place, event, source, recorded_by, note;
  Foreign foreign;
  Pos pos;
  bool operator==(const Meta&) const = default;
};

struct RuleOption {
  std::string name, value;
  Foreign foreign;
  Pos pos;
  bool operator==(const RuleOption&) const = default;
};

struct Player {
  int seat = 0;
  std::string name;
  Foreign foreign;
  Pos pos;
  bool operator==(const Player&) const = default;
};

struct SeatCards {  // <cards seat="k">
  int seat = 0;
  CardList cards;
  bool operator==(const SeatCards&) const = default;
};

struct Talon {
  // Either plain cards or packets (Tapp Tarock: packet 1 upper, packet 2 lower).
  std::optional<CardList> cards;
  std::vector<CardList> packets;
  Foreign foreign;
  Pos pos;
  bool operator==(const Talon&) const = default;
};

struct Deal {
  std::vector<SeatCards> hands;
  std::optional<Talon> talon;
  Foreign foreign;
  Pos pos;
  bool operator==(const Deal&) const = default;
};

// A fact the reader could not read (a misspelt or missing attribute, a token the game
// does not know) is marked unreadable: the reader has reported it, and the engine leaves
// it out of its checks instead of checking a guess (README "One mistake, one finding").
struct Call {
  int seat = 0;
  bool seat_unreadable = false;     // seat is then 0: the call is taken as the seat whose turn it was
  std::string bid;                  // pass, dreier, hold, farbspiel, call, ...
  bool bid_unreadable = false;      // bid is kept as written, but it is no call of the game
  std::optional<std::string> suit;  // "C", "S", "H", "D" as written
  std::optional<Card> card;
  bool suit_unreadable = false;  // misspelt attribute or no suit letter: the suit is not known
  bool card_unreadable = false;  // misspelt attribute or no card code: the card is not known
  Pos card_pos;
  std::optional<std::string> note;
  Foreign foreign;
  Pos pos;
  bool operator==(const Call&) const = default;
};

struct Auction {
  std::vector<Call> calls;
  Foreign foreign;
  Pos pos;
  bool operator==(const Auction&) const = default;
};

struct Contract {
  std::optional<int> declarer;
  std::string type;
  std::optional<std::string> trump;
  std::optional<Card> partner_card;
  Foreign foreign;
  Pos pos;
  bool operator==(const Contract&) const = default;
};

struct Exchange {
  int seat = 0;
  bool seat_unreadable = false;     // seat is then 0: a transcript left it out (the seat that exchanges)
  std::optional<int> packet;        // which talon packet was taken (1-based)
  std::optional<CardList> take;     // absent = the whole talon (or packet)
  std::optional<CardList> discard;  // drücken / legen / ablegen
  Foreign foreign;
  Pos pos;
  bool operator==(const Exchange&) const = default;
};

struct Swap {
  int seat = 0;
  std::optional<int> with_seat;  // absent when with_talon
  bool with_talon = false;
  std::optional<Card> gets, gives;
  Foreign foreign;
  Pos pos;
  bool operator==(const Swap&) const = default;
};

struct Announcement {
  int seat = 0;
  std::string type;               // pagat-ultimo, valat, ulti, ...
  std::optional<CardList> cards;  // @cards, e.g. Ulti "T1 T2"
  std::optional<std::string> note;
  Foreign foreign;
  Pos pos;
  bool operator==(const Announcement&) const = default;
};

struct Trick {
  std::optional<int> lead;
  std::optional<int> winner;  // as transcribed
  CardList cards;             // in playing order from the leader
  std::optional<std::string> note;
  Foreign foreign;
  Pos pos;
  bool operator==(const Trick&) const = default;
};

struct Play {
  std::optional<std::string> ended;  // "early"
  std::vector<Trick> tricks;
  Foreign foreign;
  Pos pos;
  bool operator==(const Play&) const = default;
};

struct Ruling {
  std::optional<int> trick, seat;
  std::string code;
  std::string decision;  // accepted | penalised
  std::string text;
  Foreign foreign;
  Pos pos;
  bool operator==(const Ruling&) const = default;
};

struct Points {
  std::optional<std::string> side;  // declarer | defenders | ...
  std::optional<int> seat;
  Rational value;
  Foreign foreign;
  Pos pos;
  bool operator==(const Points&) const = default;
};

struct Bonus {
  std::optional<int> seat;
  std::optional<std::string> side;
  std::string type;
  Rational amount;
  Foreign foreign;
  Pos pos;
  bool operator==(const Bonus&) const = default;
};

struct Pay {
  int seat = 0;
  Rational amount;  // signed: + receives, - pays
  Foreign foreign;
  Pos pos;
  bool operator==(const Pay&) const = default;
};

struct Settlement {
  std::string unit;  // cent | rappen | point
  std::vector<Pay> pays;
  Foreign foreign;
  Pos pos;
  bool operator==(const Settlement&) const = default;
};

struct Total {
  int seat = 0;
  Rational value;
  Foreign foreign;
  Pos pos;
  bool operator==(const Total&) const = default;
};

struct Totals {
  std::vector<Total> totals;
  Foreign foreign;
  Pos pos;
  bool operator==(const Totals&) const = default;
};

struct Result {
  std::vector<Points> points;
  std::vector<Bonus> bonuses;
  std::optional<Settlement> settlement;
  std::optional<Totals> totals;
  Foreign foreign;
  Pos pos;
  bool operator==(const Result&) const = default;
};

struct Outcome {
  std::string type;  // played | thrown-in | redeal
  Foreign foreign;
  Pos pos;
  bool operator==(const Outcome&) const = default;
};

struct Hand {
  int n = 0;
  int dealer = 0;
  bool dealer_unreadable = false;  // dealer is then 0: the session takes the seat whose turn it was to deal
  std::optional<std::string> id;
  std::vector<int> sitting_out;  // @sitting-out, whitespace-separated seats
  std::optional<std::string> note;
  std::optional<Deal> deal;
  std::optional<Auction> auction;
  std::optional<Contract> contract;
  std::vector<Exchange> exchanges;
  std::vector<Swap> swaps;
  std::vector<Announcement> announcements;
  std::optional<Play> play;
  std::vector<Ruling> rulings;
  std::optional<Result> result;
  std::optional<Outcome> outcome;
  Foreign foreign;
  Pos pos;
  bool operator==(const Hand&) const = default;
};

struct Session {
  std::string version = "1";
  std::string game;
  std::string variant;  // empty in the file = the game's default variant
  std::optional<Meta> meta;
  std::vector<RuleOption> rules;
  Pos rules_pos;
  bool has_rules = false;
  std::vector<Player> players;
  Pos players_pos;
  Foreign rules_foreign, players_foreign;  // on <rules>, <players>
  std::vector<Hand> hands;
  Foreign foreign;
  Pos pos;
  bool operator==(const Session&) const = default;
};

// A file: one session, or an <archive> of sessions.
struct Document {
  bool archive = false;
  std::vector<Session> sessions;
  Foreign foreign;  // on <archive>
  bool operator==(const Document&) const = default;
};

}  // namespace stichprobe::record
