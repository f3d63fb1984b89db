// Plain data the views draw: everything is computed by the model from the
// engine's timeline, so the GUI holds no game knowledge at all.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"

namespace stichprobe::replay {

struct HandEntry {
  int session = 0;  // index into the document's sessions
  int hand = 0;     // index into that session's hands
  int n = 0;        // the hand's n
  std::string game, variant, contract;
  int declarer = 0;
  int findings = 0;
  int errors = 0;
};

struct Phase {
  std::string label;  // "Deal", "Auction", "Trick 3", "Scoring" (a stable key, English)
  Message title;      // what the phase list shows: "Trick 3" / "Stich 3"
  int first_step = 0;
  int last_step = 0;
  int findings = 0;  // findings that point into this phase
};

// A finding of the current hand and the step it points at (-1: none).
struct FindingAt {
  Finding finding;
  int step = -1;
};

struct CardView {
  Card card;
  bool legal = false;     // the player to move may play it now
  bool marked = false;    // a finding at this step points at it
  bool inferred = false;  // '?' in the record: the engine filled it in
  bool selected = false;  // the editor: the card in hand (a deck card to place, a card being exchanged)
};

struct SeatView {
  int seat = 0;
  std::string name;
  std::vector<std::string> roles;       // the engine's tokens: "dealer", "declarer", ...
  std::vector<std::string> role_names;  // the same in the model's language: "Geber", "Alleinspieler"
  bool active = true;
  bool to_move = false;
  std::vector<CardView> hand;  // sorted as players sort them
  int tricks = 0;
  std::string points;                  // running card points of the won cards; empty at the scoring
  std::optional<CardView> trick_card;  // this seat's card in the trick on the table
  int trick_position = -1;             // 0 = led, 1 = second card, ...
  bool led = false;                    // played the first card of that trick
  std::string plate_note;              // the editor while dealing: instead of tricks and points ("7/12 cards")
};

struct SideView {
  std::string label;  // "Declarer side (1, 3)", "Defenders"
  int tricks = 0;
  std::string points;
};

struct TableView {
  bool has_state = false;  // false: no timeline (unreadable hand, unknown game)
  std::string phase;       // the engine's token: deal | auction | exchange | announcement | play | scoring
  std::string phase_name;  // the same in the model's language: "Stich" / "play"
  std::string contract;    // in the model's language: "dreier by seat 1" / "Dreier von Sitz 1"
  std::string step_label;  // in the model's language: "seat 2 plays HK" / "Sitz 2 spielt HK"
  int step = -1;
  int step_count = 0;
  int trick_number = 0;
  std::vector<SeatView> seats;
  std::vector<std::vector<CardView>> talon;  // packets
  std::vector<CardView> discards;
  int discard_seat = 0;
  std::vector<SideView> sides;
  std::vector<Finding> findings_here;  // findings at this step (marked on the table)
  // A complete trick: its winner by the rules, and the record's where it differs (else 0).
  int trick_winner = 0;
  int recorded_winner = 0;
  std::string talon_label;     // the game's word: "Talon", "Dapp", "Tapp"
  std::string discards_label;  // "Discards (seat 1)" / "Gedrückt (Sitz 1)"
  // The lines above the felt: hand, contract, phase; the step; card points (and what they include).
  std::vector<std::string> header;
};

struct CallView {
  std::string text;      // in the model's language: "seat 1: dreier" / "Sitz 1: Dreier"
  int step = -1;         // the step that made this call (-1 if unknown)
  bool made = false;     // already called at the cursor
  bool current = false;  // the call of the current step
  bool marked = false;   // a finding points at it
};

struct ScoreRow {
  std::string item, computed, recorded, detail;
  bool has_recorded = false;
  bool mismatch = false;
};

// One hand of the session score sheet: each seat's payment and running total.
struct SessionRow {
  int n = 0;
  std::string contract;
  bool current = false;
  std::vector<std::string> computed_pay, recorded_pay, computed_total, recorded_total;  // per seat
  std::vector<bool> pay_differs, total_differs;
};

struct ScoringView {
  std::vector<ScoreRow> derivation;  // the engine's computation, step by step
  std::vector<ScoreRow> payments;    // per seat: recorded vs computed settlement
  // Every value the record writes (points, each bonus or Strafe, each payment, each
  // running total) beside the computed one, mismatches first; each value once.
  std::vector<ScoreRow> sheet;
  std::vector<SessionRow> session;  // the hands of the current session
  std::string outcome;              // "redealt" / "thrown in": why there is nothing to score
  int seats = 0;
  bool reached = false;  // the cursor is at the scoring phase (or the end)
};

}  // namespace stichprobe::replay
