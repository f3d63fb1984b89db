// Tapp's rules as data: the games with their rank and value, the deal sizes,
// card points and the resolved house options. Shared by analysis and generation.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/card.h"
#include "formats/rational.h"
#include "validator/core/deck.h"
#include "validator/core/trick.h"
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
};

Rules make_rules(const engine::Options& options, int players);

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

// Augen: A 11, 10 10, K 4, D 3, B 2, 9 8 7 6 none.
int card_points(Card c);
int pile_points(const std::vector<Card>& cards);

core::TrickRules trick_rules(const Contract& c, const Rules& r);

// Seats in playing order starting with forehand (dealer + 1): "weiter vorne" first.
std::vector<int> order_from_forehand(int dealer, int players);
int forehand(int dealer, int players);

// The source's sections, for Finding::rule.
inline constexpr const char* kRulePrefix = "tapp";
const char* game_section(Game g);

}  // namespace stichprobe::games::tapp
