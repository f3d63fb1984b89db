#include "validator/games/tapp/rules.h"

#include <algorithm>
#include <functional>
#include <utility>

#include "validator/engine/words.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {
std::string option(const engine::Options& o, const std::string& name, const std::string& fallback) {
  auto it = o.find(name);
  return it == o.end() ? fallback : it->second;
}
}  // namespace

Rules resolve_rules(const std::string& /*variant*/, const engine::Options& options, int players) {
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
  r.point_unit_chips = option(options, "point-unit", "chips") == "chips";
  r.ramsch_early_end = option(options, "ramsch-early-end", "when-fixed") == "when-fixed";
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
  // Asked for every call and contract: the lengths first, then the bytes of a literal.
  using engine::is_word;
  if (is_word(token, "farbspiel")) return Game::Farbspiel;
  if (is_word(token, "bettel")) return Game::Bettel;
  if (is_word(token, "rufer")) return Game::Rufer;
  if (is_word(token, "bettel-ouvert")) return Game::BettelOuvert;
  if (is_word(token, "durch")) return Game::Durch;
  if (is_word(token, "ramsch")) return Game::Ramsch;
  if (is_word(token, "herz-aufnehmen")) return Game::HerzAufnehmen;
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

int forehand(int dealer, int players) { return dealer % players + 1; }

engine::SeatList order_from_forehand(int dealer, int players) {
  engine::SeatList out;
  out.reserve(static_cast<std::size_t>(std::max(players, 0)));
  int s = forehand(dealer, players);
  for (int i = 0; i < players; ++i, s = s % players + 1) out.push_back(s);
  return out;
}

namespace {
const Card kHeartAce = Card::suited(Suit::Hearts, Rank::Ace);

bool announces_end(const record::Hand& h) {
  for (const auto& a : h.announcements)
    if (a.type == kHerzAss) return true;
  return false;
}
}  // namespace

int herz_ass_holder(const record::Hand& hand, const Rules& rules) {
  if (hand.deal) {
    for (const auto& sc : hand.deal->hands)
      for (Card c : sc.cards.cards)
        if (c == kHeartAce) return sc.seat;
    // Not in a hand as dealt: unless cards are unknown, it lies in the Tapp.
  }
  for (const auto& sw : hand.swaps)
    if (sw.gets == kHeartAce && sw.with_seat) return *sw.with_seat;
  if (hand.deal && hand.deal->hands.size() == static_cast<std::size_t>(rules.players)) {
    bool unknown = false;
    for (const auto& sc : hand.deal->hands)
      for (Card c : sc.cards.cards) unknown = unknown || c.is_unknown();
    if (!unknown) return 0;
  }
  const Contract c = recorded_contract(hand, rules, hand.dealer);
  const auto played = cards_played_by_seat(hand, rules, c, hand.dealer);
  for (std::size_t i = 0; i < played.size(); ++i)
    for (Card card : played[i])
      if (card == kHeartAce) {
        const int seat = static_cast<int>(i) + 1;
        if (c.game == Game::HerzAufnehmen && seat == c.declarer) return 0;  // it may have come from the Tapp
        return seat;
      }
  return 0;
}

std::size_t hand_index(const record::Session& session, const record::Hand& hand) {
  for (std::size_t i = 0; i < session.hands.size(); ++i)
    if (&session.hands[i] == &hand) return i;
  for (std::size_t i = 0; i < session.hands.size(); ++i)
    if (session.hands[i].n == hand.n) return i;
  return static_cast<std::size_t>(-1);
}

SessionPlace SessionWalkState::next(const record::Hand& h, const Rules& rules) {
  SessionPlace here = place;
  if (here.role == SessionRole::Watch) here.herz_ass_holder = herz_ass_holder(h, rules);
  switch (place.role) {
    case SessionRole::Normal:
      if (announces_end(h)) place.role = SessionRole::Watch;
      break;
    case SessionRole::Watch:
      // The Herz-Ass in the Tapp: nobody "erhält" it; the next deal decides (RULES.md).
      if (here.herz_ass_holder != 0) place.role = SessionRole::LastGame;
      break;
    case SessionRole::LastGame:
      place.role = SessionRole::Zwangsramsch;
      place.zwangsramsch_no = closing = 1;
      break;
    case SessionRole::Zwangsramsch:
      if (closing >= rules.players) {
        place.role = SessionRole::AfterEnd;
      } else {
        place.zwangsramsch_no = ++closing;
      }
      break;
    case SessionRole::AfterEnd: break;
  }
  return here;
}

namespace {
// Walks the session hand by hand, giving each hand's place to `visit` until it returns
// false; returns the place after the last hand walked.
template <class Visit>
SessionPlace walk_session(const record::Session& session, const Rules& rules, Visit visit) {
  SessionWalkState state;
  for (std::size_t i = 0; i < session.hands.size(); ++i) {
    const SessionPlace here = state.next(session.hands[i], rules);
    if (!visit(i, here)) return here;
  }
  return state.place;
}
}  // namespace

SessionPlace session_place(const record::Session& session, std::size_t index, const Rules& rules) {
  return walk_session(session, rules, [index](std::size_t i, const SessionPlace&) { return i != index; });
}

std::vector<SessionPlace> session_places(const record::Session& session, const Rules& rules) {
  std::vector<SessionPlace> places;
  places.reserve(session.hands.size());
  walk_session(session, rules, [&places](std::size_t, const SessionPlace& here) {
    places.push_back(here);
    return true;
  });
  return places;
}

Rules Prep::resolve(const engine::HandContext& ctx) {
  return resolve_rules(ctx.variant, ctx.options, engine::table_size(ctx));
}

// Not engine::prepare_rules: the places read the whole session.
std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  const int n = engine::table_size(ctx);
  if (!ctx.session || (n != 3 && n != 4)) return nullptr;
  auto prep = std::make_shared<Prep>();
  prep->rules = Prep::resolve(ctx);
  const auto& hands = ctx.session->hands;
  prep->places = session_places(*ctx.session, prep->rules);
  std::vector<std::pair<int, std::size_t>> by_n;  // (n, index), sorted: each n's first index leads
  by_n.reserve(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) by_n.emplace_back(hands[i].n, i);
  std::sort(by_n.begin(), by_n.end());
  prep->first_with_n.resize(hands.size());
  for (std::size_t k = 0; k < by_n.size(); ++k)
    prep->first_with_n[by_n[k].second] =
        k > 0 && by_n[k - 1].first == by_n[k].first ? prep->first_with_n[by_n[k - 1].second] : by_n[k].second;
  return prep;
}

namespace {
// hand_index() without the scan: the hand itself in the session, or a copy of the hand
// at ctx.hand_index (the inferred record), which hand_index() finds by its n.
std::size_t index_of(const engine::HandContext& ctx, const Prep& prep, const record::Hand& hand) {
  const auto& hands = ctx.session->hands;
  const std::less<const record::Hand*> before;
  if (!hands.empty() && !before(&hand, hands.data()) && before(&hand, hands.data() + hands.size()))
    return static_cast<std::size_t>(&hand - hands.data());
  const std::size_t i = ctx.hand_index;
  if (i < hands.size() && i < prep.first_with_n.size() && hands[i].n == hand.n) return prep.first_with_n[i];
  return hand_index(*ctx.session, hand);
}

}  // namespace

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) { return engine::prepared_rules<Prep>(ctx); }

Walk::Walk(Rules rules) : rules_(std::move(rules)) {}

void Walk::step(const engine::HandContext&, const record::Hand& hand) { place_ = state_.next(hand, rules_); }

std::unique_ptr<engine::SessionWalk> Walk::clone() const { return std::make_unique<Walk>(*this); }

std::unique_ptr<engine::SessionWalk> walk(const engine::HandContext& ctx) {
  const int n = engine::table_size(ctx);
  if (n != 3 && n != 4) return nullptr;
  return std::make_unique<Walk>(*rules_for(ctx));
}

SessionPlace place_of(const engine::HandContext& ctx, const record::Hand& hand, const Rules& rules) {
  if (ctx.walk && typeid(*ctx.walk) == typeid(Walk)) return static_cast<const Walk*>(ctx.walk)->place();
  if (!ctx.session) return {};
  const Prep* prep = engine::prepared<Prep>(ctx);
  const std::size_t idx = prep ? index_of(ctx, *prep, hand) : hand_index(*ctx.session, hand);
  if (idx == static_cast<std::size_t>(-1)) return {};
  if (prep && idx < prep->places.size()) return prep->places[idx];
  return session_place(*ctx.session, idx, rules);
}

}  // namespace stichprobe::games::tapp
