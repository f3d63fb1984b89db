// The play of the cards in Dappen, on top of the shared TrickPlay: Gstiesieren
// (Furtwangen, Schollach), Buchenbach's trick-bound 5er trumps and the Ulti
// restrictions. legal_play() is the one definition of a legal card, used by the
// generator and cross-checked by the validator.
#pragma once
#include <optional>
#include <vector>

#include "formats/record.h"
#include "validator/core/trick.h"
#include "validator/engine/reporter.h"
#include "validator/engine/timeline.h"
#include "validator/games/dappen/rules.h"

namespace stichprobe::games::dappen {

struct PlaySetup {
  const Rules* rules = nullptr;
  std::vector<int> order;  // active seats in playing order from forehand
  int declarer = 0;
  std::vector<CardSet> hands;  // index seat-1, after the exchange
  int tricks = 0;              // cards per hand = tricks in the hand
  std::vector<Card> ulti;      // the Ulti cards, highest number first (assigned to the last tricks)
  bool explain = false;        // --explain: one line per trick in PlayOutcome::trick_lines
};

struct PlayState {
  int gstiesierer = 0;  // the defender who withheld the Gstiess
};

// "Die Karten werden vor dem Spiel der ersten Karte offen ausgelegt [...] In den Ultistichen werden sie vom
// höchsten Wert abwärts gespielt": the trick an Ulti card belongs to (0 if none).
int ulti_trick(const PlaySetup& s, Card c);

core::TrickRules trick_rules(bool powerless_fool);
// Buchenbach: "Gstiess muss im ersten Stich gespielt werden [...], Mund im zweiten, Geiss im dritten."
Card bound_card(int trick_no);
bool is_bound_trick(const Rules& r, int trick_no);
CardSet bound_legal(int trick_no, const CardSet& hand);

// Gstiesieren: "den Gstiess nicht zu spielen, wenn er ansonsten müsste, weil Trumpf gefordert ist und der
// Gstiess sein einziger Trumpf ist."
bool may_withhold(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                  const std::vector<Card>& so_far);

// Every legal card for `seat` now, withholding the Gstiess included.
CardSet legal_play(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                   const std::vector<Card>& so_far);

// The leader of the last trick when the Gstiesierer would lead it: "macht dies stattdessen der Spieler zu seiner
// Rechten."
int adjust_last_leader(const PlaySetup& s, const PlayState& st, int trick_no, int leader);
int next_active(const std::vector<int>& order, int seat);

struct PlayOutcome {
  std::vector<std::vector<Card>> piles;  // index seat-1
  int declarer_tricks = 0;
  int defender_tricks = 0;
  int tricks_played = 0;
  int gstiesierer = 0;
  std::vector<std::pair<Card, bool>> ulti;     // each Ulti card: won?
  std::vector<int> gstiesierer_before;         // per trick (index trick-1): the Gstiesierer before it
  std::vector<engine::ScoreLine> trick_lines;  // leader, winner, points of each trick (PlaySetup::explain)
};

// The replay steps show the shared follow/trump rules' legal cards; this puts Dappen's own there
// (withholding the Gstiess, bound tricks, Ulti), so the replayer and the harness see the real choice.
void fix_legal_in_steps(const PlaySetup& s, const PlayOutcome& o, std::vector<engine::Step>& steps);

// After the last trick: the withheld Gstiess goes to its own party; if the declarer won that trick, the
// defenders give him a one-point card ("damit die Kartenzahl im Stich richtig ist"). After a Marsch of the
// declarer the Gstiess stays with him ("muss die Gegenpartei einen gstiesierten Gstiess abgeben").
struct PileMove {
  Card card;
  int from = 0, to = 0;
};
std::vector<PileMove> gstiess_moves(const PlaySetup& s, int gstiesierer, int last_winner,
                                    const std::vector<std::vector<Card>>& piles);

// Validates the recorded play; fills the outcome as the rules have it.
PlayOutcome analyse_play(const PlaySetup& s, const record::Play& play, engine::Reporter& rep, engine::Timeline& tl,
                         const std::string& section);

}  // namespace stichprobe::games::dappen
