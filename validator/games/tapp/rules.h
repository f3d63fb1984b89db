// Tapp's rules as data: the games with their rank and value, the deal sizes and the
// resolved house options; and what a session fixes once (prepare): its rules and
// each hand's place in it, which the end of a session (Spielende) depends on.
#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/record.h"
#include "validator/core/deck.h"
#include "validator/engine/game.h"

namespace stichprobe::games::tapp {

// The games of the rank table ("Mögliche Spiele in aufsteigender Rangfolge"),
// Herz mit Aufnehmen below them and Ramsch when nobody plays.
enum class Game { HerzAufnehmen, Farbspiel, Bettel, Rufer, BettelOuvert, Durch, Ramsch };

struct Contract {
  Game game = Game::Ramsch;
  int declarer = 0;           // 0 in Ramsch
  std::optional<Suit> trump;  // Farbspiel, Rufer, Durch, Herz mit Aufnehmen
};

enum class NamingOrder { Auction, ForehandFirst, Any };
enum class RamschTie { EachPays, ForwardPays, Split };

// Every house option resolved for one table.
struct Rules {
  core::DeckKind deck = core::DeckKind::Tapp36;
  int players = 3;
  int hand_size = 11;
  int tapp_size = 3;
  bool herz_aufnehmen = false;
  int herz_aufnehmen_value = 10;          // "ein Farbspiel Herz": worth a Farbspiel Herz
  bool trump_in_all_trump_games = false;  // Trumpfzwang also in Rufer and Durch (default: Farbspiele only)
  NamingOrder naming = NamingOrder::Auction;
  RamschTie ramsch_tie = RamschTie::Split;
  bool point_unit_chips = true;  // a settlement in `point` is chips standing for cents
  bool ramsch_early_end = true;  // a Ramsch may end early once its payments are fixed
};

// Every house option resolved for a table of `players`. Tapp has one variant
// ("standard"); the parameter keeps the signature every game has.
Rules resolve_rules(const std::string& variant, const engine::Options& options, int players);

const char* game_token(Game g);                            // THR token: farbspiel, bettel, ...
std::optional<Game> parse_game(const std::string& token);  // contract/@type and call/@bid
bool has_trump(Game g);
// Rank in the table, 1..8; Herz mit Aufnehmen 0 ("als niederstes Spiel"); Ramsch -1.
int game_rank(Game g, std::optional<Suit> trump);
// The game's value in cent (the rank table; Herz doubles).
int game_value(const Contract& c, const Rules& r);
std::string contract_name(const Contract& c);
// The same in German, in the source's terms: "Rufer Herz von Sitz 2".
std::string contract_name_de(const Contract& c);
// The game's German name ("aufgelegter Bettel") and a suit's ("Kreuz").
const char* game_name_de(Game g);
const char* suit_name_de(Suit s);

// Seats in playing order starting with forehand (dealer + 1): "weiter vorne" first.
engine::SeatList order_from_forehand(int dealer, int players);
int forehand(int dealer, int players);

// Spielende: "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt. Der Spieler,
// der in der nächsten Runde das Herz-Ass erhält, gibt zur letzten Runde in der ein Spiel
// gespielt werden kann. ... Nach dieser letzten Spielrunde gibt dann noch einmal jeder
// Spieler zu einem Zwangsramsch."
// A record says it with <announcement seat="k" type="herz-ass"/> in the hand during which
// it was said; the rest follows from the deals (see RULES.md).
enum class SessionRole {
  Normal,        // an ordinary hand
  Watch,         // the hand after "Herz-Ass": whoever is dealt the Herz-Ass deals next
  LastGame,      // dealt by that player: the last hand in which a game is played
  Zwangsramsch,  // the closing round: each player deals once more, always Ramsch
  AfterEnd,      // no hand may follow the closing round
};

struct SessionPlace {
  SessionRole role = SessionRole::Normal;
  int herz_ass_holder = 0;  // Watch hands: the seat dealt the Herz-Ass (0 = not dealt to a player)
  int zwangsramsch_no = 0;  // 1..players in the closing round
};

inline constexpr const char* kHerzAss = "herz-ass";

// The walk through a session's end, hand by hand: `place` is the place the next hand
// starts from.
struct SessionWalkState {
  SessionPlace place;
  int closing = 0;  // Zwangsramsch hands dealt so far
  // The place of `hand`, the session's next; the state moves on past it.
  SessionPlace next(const record::Hand& hand, const Rules& rules);
};

// The session driver's walk (engine::SessionWalk): the place of the hand it was
// stepped with last, which place_of() gives for that hand (and for a copy of it).
class Walk final : public engine::SessionWalk {
 public:
  explicit Walk(Rules rules);
  void step(const engine::HandContext& ctx, const record::Hand& hand) override;
  std::unique_ptr<engine::SessionWalk> clone() const override;
  const SessionPlace& place() const { return place_; }

 private:
  Rules rules_;
  SessionWalkState state_;
  SessionPlace place_;
};
// Null where Tapp is not played (neither three nor four at the table).
std::unique_ptr<engine::SessionWalk> walk(const engine::HandContext& ctx);

// Where hand `index` of the session stands.
SessionPlace session_place(const record::Session& session, std::size_t index, const Rules& rules);
// The place of every hand of the session (index as in session.hands), in one pass.
std::vector<SessionPlace> session_places(const record::Session& session, const Rules& rules);
// The index of `hand` in its session (by address, else by n); npos when absent.
std::size_t hand_index(const record::Session& session, const record::Hand& hand);
// The seat dealt the Herz-Ass in this hand; 0 if it lay in the Tapp or is unknown.
int herz_ass_holder(const record::Hand& hand, const Rules& rules);

// What depends only on the session: the rules and every hand's place in it, so a
// hand need not walk the hands before it (which made a session quadratic).
struct Prep final : engine::SessionPrep {
  // The rules for the table (engine::table_size), where nobody prepared them.
  static Rules resolve(const engine::HandContext& ctx);
  Rules rules;
  std::vector<SessionPlace> places;       // index as in session.hands
  std::vector<std::size_t> first_with_n;  // the first hand with the same n as hand i
};

// Null where Tapp is not played (neither three nor four at the table, no session).
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx);
// The rules, prepared once per session or resolved here.
engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx);
// Where `hand` stands in its session (normal when there is no session).
SessionPlace place_of(const engine::HandContext& ctx, const record::Hand& hand, const Rules& rules);

}  // namespace stichprobe::games::tapp
