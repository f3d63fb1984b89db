#include "validator/games/tapp/rules.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace stichprobe::games::tapp {
namespace {
std::string option(const engine::Options& o, const std::string& name, const std::string& fallback) {
  auto it = o.find(name);
  return it == o.end() ? fallback : it->second;
}
}  // namespace

Rules make_rules(const engine::Options& options, int players) {
  Rules r;
  r.players = players;
  const bool short_deck = option(options, "deck", "36") == "32";
  r.deck = short_deck ? core::DeckKind::Tapp32 : core::DeckKind::Tapp36;
  if (!short_deck) {
    // "bei drei Spielern: 11 Karten pro Spieler und drei in den Talon" /
    // "bei vier Spielern: 8 Karten pro Spieler und vier in den Tapp".
    r.hand_size = players == 4 ? 8 : 11;
    r.tapp_size = players == 4 ? 4 : 3;
  } else if (players == 4) {
    const bool no_tapp = option(options, "deal-32-four", "7-4") == "8-0";
    r.hand_size = no_tapp ? 8 : 7;
    r.tapp_size = no_tapp ? 0 : 4;
  } else {
    r.hand_size = 10;  // 3 x 10 + 2: the only even deal that keeps a small Tapp
    r.tapp_size = 2;
  }
  r.herz_aufnehmen = option(options, "herz-aufnehmen", "off") == "on";
  r.herz_aufnehmen_value = option(options, "herz-aufnehmen-value", "10") == "5" ? 5 : 10;
  r.trump_in_all_trump_games = option(options, "trump-obligation", "farbspiel-only") == "all-trump-games";
  const std::string naming = option(options, "naming-order", "auction");
  r.naming = naming == "forehand-first" ? NamingOrder::ForehandFirst
             : naming == "any"          ? NamingOrder::Any
                                        : NamingOrder::Auction;
  const std::string tie = option(options, "ramsch-tie", "split");
  r.ramsch_tie = tie == "forward-pays" ? RamschTie::ForwardPays
                 : tie == "each-pays"  ? RamschTie::EachPays
                                       : RamschTie::Split;
  return r;
}

const char* game_token(Game g) {
  switch (g) {
    case Game::HerzAufnehmen: return "herz-aufnehmen";
    case Game::Farbspiel: return "farbspiel";
    case Game::Bettel: return "bettel";
    case Game::Rufer: return "rufer";
    case Game::BettelOuvert: return "bettel-ouvert";
    case Game::Durch: return "durch";
    case Game::Ramsch: return "ramsch";
  }
  return "?";
}

std::optional<Game> parse_game(const std::string& token) {
  for (Game g :
       {Game::HerzAufnehmen, Game::Farbspiel, Game::Bettel, Game::Rufer, Game::BettelOuvert, Game::Durch, Game::Ramsch})
    if (token == game_token(g)) return g;
  return std::nullopt;
}

bool has_trump(Game g) {
  return g == Game::Farbspiel || g == Game::Rufer || g == Game::Durch || g == Game::HerzAufnehmen;
}

int game_rank(Game g, std::optional<Suit> trump) {
  const bool herz = trump == Suit::Hearts;
  switch (g) {
    case Game::HerzAufnehmen: return 0;
    case Game::Farbspiel: return herz ? 2 : 1;
    case Game::Bettel: return 3;
    case Game::Rufer: return herz ? 5 : 4;
    case Game::BettelOuvert: return 6;
    case Game::Durch: return herz ? 8 : 7;
    case Game::Ramsch: return -1;
  }
  return -1;
}

int game_value(const Contract& c, const Rules& r) {
  const int herz = c.trump == Suit::Hearts ? 2 : 1;
  switch (c.game) {
    case Game::HerzAufnehmen: return r.herz_aufnehmen_value;
    case Game::Farbspiel: return 5 * herz;
    case Game::Bettel: return 15;
    case Game::Rufer: return 15 * herz;
    case Game::BettelOuvert: return 30;
    case Game::Durch: return 30 * herz;
    case Game::Ramsch: return 5;
  }
  return 0;
}

std::string contract_name(const Contract& c) {
  std::string s = game_token(c.game);
  if (c.trump && c.game != Game::HerzAufnehmen) s += std::string(" ") + suit_letter(*c.trump);
  if (c.declarer) s += " by seat " + std::to_string(c.declarer);
  return s;
}

const char* game_name_de(Game g) {
  switch (g) {
    case Game::HerzAufnehmen: return "Herz mit Aufnehmen";
    case Game::Farbspiel: return "Farbspiel";
    case Game::Bettel: return "Bettel";
    case Game::Rufer: return "Rufer";
    case Game::BettelOuvert: return "aufgelegter Bettel";
    case Game::Durch: return "Durch";
    case Game::Ramsch: return "Ramsch";
  }
  return "?";
}

const char* suit_name_de(Suit s) {
  switch (s) {
    case Suit::Clubs: return "Kreuz";
    case Suit::Spades: return "Pik";
    case Suit::Hearts: return "Herz";
    case Suit::Diamonds: return "Karo";
  }
  return "?";
}

std::string contract_name_de(const Contract& c) {
  std::string s = game_name_de(c.game);
  if (c.trump && c.game != Game::HerzAufnehmen) s += std::string(" ") + suit_name_de(*c.trump);
  if (c.declarer) s += " von Sitz " + std::to_string(c.declarer);
  return s;
}

namespace {
constexpr int augen(Card c) {
  if (!c.is_suited()) return 0;
  switch (c.rank()) {
    case Rank::Ace: return 11;
    case Rank::Pip10: return 10;
    case Rank::King: return 4;
    case Rank::Queen: return 3;
    case Rank::Jack: return 2;
    default: return 0;
  }
}

// Augen by card id: piles are summed for every verdict and score.
constexpr std::array<std::uint8_t, Card::kIdCount> kAugen = [] {
  std::array<std::uint8_t, Card::kIdCount> t{};
  for (int id = 0; id < Card::kIdCount; ++id)
    t[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(augen(Card::from_id(id)));
  return t;
}();
}  // namespace

int card_points(Card c) {
  const auto id = static_cast<std::size_t>(c.id());
  return id < kAugen.size() ? kAugen[id] : augen(c);
}

int pile_points(const std::vector<Card>& cards) {
  int sum = 0;
  for (Card c : cards) sum += card_points(c);
  return sum;
}

core::TrickRules trick_rules(const Contract& c, const Rules& r) {
  core::TrickRules t;
  t.tarock_trumps = false;
  t.suit_order = core::SuitOrder::Tapp;
  t.fool = core::FoolRole::Powerless;
  if (has_trump(c.game)) t.trump_suit = c.trump;
  // "es muss Farbe bekannt oder (bei Farbspielen) Trumpf gespielt werden": Farbspiele
  // name the game type (Herz mit Aufnehmen is "ein Farbspiel Herz"); option trump-obligation.
  t.must_trump =
      c.game == Game::Farbspiel || c.game == Game::HerzAufnehmen || (r.trump_in_all_trump_games && has_trump(c.game));
  return t;
}

int forehand(int dealer, int players) { return dealer % players + 1; }

std::vector<int> order_from_forehand(int dealer, int players) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(std::max(players, 0)));
  int s = forehand(dealer, players);
  for (int i = 0; i < players; ++i, s = s % players + 1) out.push_back(s);
  return out;
}

const char* game_section(Game g) {
  switch (g) {
    case Game::HerzAufnehmen: return "Spielregeln (Herz mit Aufnehmen)";
    case Game::Farbspiel: return "Farbspiel";
    case Game::Bettel: return "Bettel";
    case Game::Rufer: return "Rufer";
    case Game::BettelOuvert: return "Aufgelegter Bettel";
    case Game::Durch: return "Durch";
    case Game::Ramsch: return "Ramsch";
  }
  return "Spiele";
}

}  // namespace stichprobe::games::tapp
