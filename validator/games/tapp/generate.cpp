#include "validator/games/tapp/generate.h"

#include <algorithm>

#include "validator/engine/generate.h"
#include "validator/games/tapp/scoring.h"
#include "validator/games/tapp/spec.h"

namespace stichprobe::games::tapp {
namespace {

using engine::card_list;

std::string suit_token(Suit s) { return std::string(1, suit_letter(s)); }

int forwardness(int seat, int dealer, int players) { return (seat - forehand(dealer, players) + players) % players; }

struct Named {
  Game game;
  std::optional<Suit> trump;
};

std::vector<Game> playable_games(const Rules& r) {
  std::vector<Game> g{Game::Farbspiel, Game::Bettel, Game::Rufer, Game::BettelOuvert, Game::Durch};
  if (r.herz_aufnehmen) g.push_back(Game::HerzAufnehmen);
  return g;
}

// Games `seat` may name without taking the game from the declarer.
std::vector<Named> lesser_games(const Rules& r, const Contract& c, int seat, int dealer) {
  std::vector<Named> out;
  const int target = game_rank(c.game, c.trump);
  const bool behind = forwardness(seat, dealer, r.players) > forwardness(c.declarer, dealer, r.players);
  for (Game g : playable_games(r))
    for (Suit s : kSuits) {
      if (!has_trump(g) && s != Suit::Clubs) continue;
      if (g == Game::HerzAufnehmen && s != Suit::Hearts) continue;
      const std::optional<Suit> trump = has_trump(g) ? std::optional<Suit>(s) : std::nullopt;
      const int rank = game_rank(g, trump);
      if (rank < target || (rank == target && behind)) out.push_back({g, trump});
    }
  return out;
}

void add_call(record::Auction& a, int seat, const std::string& bid, std::optional<Suit> suit = std::nullopt) {
  record::Call c;
  c.seat = seat;
  c.bid = bid;
  if (suit) c.suit = suit_token(*suit);
  a.calls.push_back(std::move(c));
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req, std::optional<Game> forced) {
  engine::Options options = engine::default_options(tapp_spec(), req.variant.empty() ? "standard" : req.variant);
  for (const auto& [k, v] : req.options) options[k] = v;
  const int n = req.players == 4 ? 4 : 3;
  const Rules rules = make_rules(options, n);
  const int dealer = req.dealer >= 1 && req.dealer <= n ? req.dealer : 1;
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = dealer;

  // Geben.
  std::vector<Card> cards = core::deck(rules.deck).cards;
  rng.shuffle(cards);
  Table table;
  table.dealer = dealer;
  table.hands.assign(static_cast<std::size_t>(n), CardSet{});
  record::Deal deal;
  std::size_t next = 0;
  for (int s = 1; s <= n; ++s) {
    std::vector<Card> h(cards.begin() + static_cast<std::ptrdiff_t>(next),
                        cards.begin() + static_cast<std::ptrdiff_t>(next + static_cast<std::size_t>(rules.hand_size)));
    next += static_cast<std::size_t>(rules.hand_size);
    table.hands[static_cast<std::size_t>(s - 1)] = CardSet::of(h);
    deal.hands.push_back({s, card_list(h)});
  }
  table.tapp.assign(cards.begin() + static_cast<std::ptrdiff_t>(next), cards.end());
  table.tapp_known = true;
  if (rules.tapp_size > 0) {
    record::Talon talon;
    talon.cards = card_list(table.tapp);
    deal.talon = talon;
  }
  hand.deal = deal;

  // The contract and an auction that leads to it.
  std::vector<Game> choices = playable_games(rules);
  choices.push_back(Game::Ramsch);
  Contract c;
  c.game = forced ? *forced : rng.pick(choices);
  if (c.game == Game::HerzAufnehmen && !rules.herz_aufnehmen) c.game = Game::Farbspiel;
  if (c.game != Game::Ramsch) {
    c.declarer = rng.below(n) + 1;
    if (has_trump(c.game))
      c.trump = c.game == Game::HerzAufnehmen ? Suit::Hearts : kSuits[static_cast<std::size_t>(rng.below(4))];
  }
  record::Auction auction;
  std::vector<int> round_one = order_from_forehand(dealer, n);
  std::rotate(round_one.begin(), round_one.begin() + 1, round_one.end());
  std::vector<std::pair<int, Named>> playing;
  for (int s : round_one) {
    if (c.game == Game::Ramsch) {
      add_call(auction, s, "pass");
    } else if (s == c.declarer) {
      add_call(auction, s, "play");
      playing.push_back({s, {c.game, c.trump}});
    } else {
      const auto lesser = lesser_games(rules, c, s, dealer);
      if (!lesser.empty() && rng.chance(35)) {
        add_call(auction, s, "play");
        playing.push_back({s, rng.pick(lesser)});
      } else {
        add_call(auction, s, "pass");
      }
    }
  }
  if (rules.naming == NamingOrder::ForehandFirst)
    std::sort(playing.begin(), playing.end(), [&](const auto& a, const auto& b) {
      return forwardness(a.first, dealer, n) < forwardness(b.first, dealer, n);
    });
  for (const auto& [seat, named] : playing)
    add_call(auction, seat, game_token(named.game), named.game == Game::HerzAufnehmen ? std::nullopt : named.trump);
  hand.auction = auction;
  record::Contract rc;
  rc.type = game_token(c.game);
  if (c.game != Game::Ramsch) rc.declarer = c.declarer;
  if (c.trump) rc.trump = suit_token(*c.trump);
  hand.contract = rc;

  // Rufer: call a missing card; Herz mit Aufnehmen: take up the Tapp and press.
  if (c.game == Game::Rufer) {
    CardSet& dh = table.hands[static_cast<std::size_t>(c.declarer - 1)];
    std::vector<Card> missing;
    for (Card card : core::deck(rules.deck).cards)
      if (!dh.contains(card)) missing.push_back(card);
    const Card gets = rng.pick(missing);
    record::Swap sw;
    sw.seat = c.declarer;
    sw.gets = gets;
    int holder = 0;
    for (int s = 1; s <= n; ++s)
      if (table.hands[static_cast<std::size_t>(s - 1)].contains(gets)) holder = s;
    if (holder == 0) {
      sw.with_talon = true;
    } else {
      const Card gives = rng.pick(dh.cards());
      sw.with_seat = holder;
      sw.gives = gives;
      CardSet& hh = table.hands[static_cast<std::size_t>(holder - 1)];
      dh.erase(gives);
      hh.erase(gets);
      dh.insert(gets);
      hh.insert(gives);
    }
    hand.swaps.push_back(sw);
  } else if (c.game == Game::HerzAufnehmen) {
    CardSet& dh = table.hands[static_cast<std::size_t>(c.declarer - 1)];
    for (Card card : table.tapp) dh.insert(card);
    std::vector<Card> held = dh.cards();
    rng.shuffle(held);
    held.resize(static_cast<std::size_t>(rules.tapp_size));
    for (Card card : held) dh.erase(card);
    table.discards = held;
    record::Exchange ex;
    ex.seat = c.declarer;
    ex.discard = card_list(held);
    hand.exchanges.push_back(ex);
  }

  // Play: random legal cards; stop early now and then once the result is fixed.
  const core::TrickRules tr = trick_rules(c, rules);
  PlayState ps;
  ps.piles.assign(static_cast<std::size_t>(n), {});
  ps.tricks.assign(static_cast<std::size_t>(n), 0);
  std::vector<CardSet> hands = table.hands;
  int leader = c.game == Game::BettelOuvert ? c.declarer : forehand(dealer, n);
  record::Play play;
  for (int t = 1; t <= rules.hand_size; ++t) {
    record::Trick trick;
    trick.lead = leader;
    std::vector<Card> so_far;
    for (int k = 0, s = leader; k < n; ++k, s = s % n + 1) {
      CardSet& h = hands[static_cast<std::size_t>(s - 1)];
      const Card card = rng.pick(core::legal_cards(h, so_far, tr).cards());
      h.erase(card);
      so_far.push_back(card);
    }
    const int winner = (leader - 1 + core::trick_winner(so_far, tr)) % n + 1;
    trick.cards = card_list(so_far);
    if (rng.chance(50)) trick.winner = winner;
    play.tricks.push_back(trick);
    auto& pile = ps.piles[static_cast<std::size_t>(winner - 1)];
    pile.insert(pile.end(), so_far.begin(), so_far.end());
    ++ps.tricks[static_cast<std::size_t>(winner - 1)];
    ps.tricks_played = t;
    ps.last_winner = winner;
    leader = winner;
    ps.complete = t == rules.hand_size;
    if (!ps.complete && verdict(c, rules, table, ps) != Verdict::Open && rng.chance(50)) {
      play.ended = "early";
      break;
    }
  }
  hand.play = play;

  // The table's result, as the rules compute it.
  const Score score = compute_score(c, rules, table, ps);
  record::Result result;
  if (score.points_known) {
    if (c.game == Game::Ramsch) {
      for (int s = 1; s <= n; ++s) {
        record::Points p;
        p.seat = s;
        p.value = score.seat_points[static_cast<std::size_t>(s - 1)];
        result.points.push_back(p);
      }
    } else if (c.game == Game::Farbspiel || c.game == Game::HerzAufnehmen) {
      record::Points d, o;
      d.side = "declarer";
      d.value = score.declarer_points;
      o.side = "defenders";
      o.value = score.defender_points;
      result.points = {d, o};
    }
  }
  result.settlement = engine::make_settlement("cent", score.payments);
  hand.result = result;
  record::Outcome outcome;
  outcome.type = "played";
  hand.outcome = outcome;
  return hand;
}

}  // namespace stichprobe::games::tapp
