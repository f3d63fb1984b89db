#include "validator/games/tapp/generate.h"

#include <algorithm>

#include "validator/engine/generate.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/state.h"

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

// Geben: the shuffled deck into the hands and the Tapp.
record::Deal deal_cards(core::Rng& rng, HandState& st) {
  const int n = st.rules.players;
  const auto size = static_cast<std::size_t>(st.rules.hand_size);
  std::vector<Card> cards = core::deck(st.rules.deck).cards;
  rng.shuffle(cards);
  st.hands.assign(static_cast<std::size_t>(n), CardSet{});
  record::Deal deal;
  std::size_t next = 0;
  for (int s = 1; s <= n; ++s) {
    std::vector<Card> h(cards.begin() + static_cast<std::ptrdiff_t>(next),
                        cards.begin() + static_cast<std::ptrdiff_t>(next + size));
    next += size;
    st.hands[static_cast<std::size_t>(s - 1)] = CardSet::of(h);
    deal.hands.push_back({s, card_list(h)});
  }
  st.tapp.assign(cards.begin() + static_cast<std::ptrdiff_t>(next), cards.end());
  st.tapp_known = true;
  if (st.rules.tapp_size > 0) {
    record::Talon talon;
    talon.cards = card_list(st.tapp.to_vector());
    deal.talon = talon;
  }
  return deal;
}

// The contract: the forced game, else any reachable one (Ramsch included).
Contract choose_contract(core::Rng& rng, const Rules& rules, std::optional<Game> forced) {
  std::vector<Game> choices = playable_games(rules);
  choices.push_back(Game::Ramsch);
  Contract c;
  c.game = forced ? *forced : rng.pick(choices);
  if (c.game == Game::HerzAufnehmen && !rules.herz_aufnehmen) c.game = Game::Farbspiel;
  if (c.game != Game::Ramsch) {
    c.declarer = rng.below(rules.players) + 1;
    if (has_trump(c.game))
      c.trump = c.game == Game::HerzAufnehmen ? Suit::Hearts : kSuits[static_cast<std::size_t>(rng.below(4))];
  }
  return c;
}

// An auction that leads to the contract: others may play and name lesser games.
record::Auction auction_for(core::Rng& rng, const Rules& rules, const Contract& c, int dealer) {
  const int n = rules.players;
  record::Auction auction;
  std::vector<int> round_one = order_from_forehand(dealer, n).to_vector();
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
  return auction;
}

record::Contract contract_record(const Contract& c) {
  record::Contract rc;
  rc.type = game_token(c.game);
  if (c.game != Game::Ramsch) rc.declarer = c.declarer;
  if (c.trump) rc.trump = suit_token(*c.trump);
  return rc;
}

// Rufer: call a missing card; from the Tapp nothing changes hands.
record::Swap rufer_swap(core::Rng& rng, HandState& st) {
  const int declarer = st.contract.declarer;
  CardSet& dh = st.hands[static_cast<std::size_t>(declarer - 1)];
  std::vector<Card> missing;
  for (Card card : core::deck(st.rules.deck).cards)
    if (!dh.contains(card)) missing.push_back(card);
  const Card gets = rng.pick(missing);
  record::Swap sw;
  sw.seat = declarer;
  sw.gets = gets;
  int holder = 0;
  for (int s = 1; s <= st.rules.players; ++s)
    if (st.hands[static_cast<std::size_t>(s - 1)].contains(gets)) holder = s;
  if (holder == 0) {
    sw.with_talon = true;
    return sw;
  }
  const Card gives = rng.pick(dh.cards());
  sw.with_seat = holder;
  sw.gives = gives;
  CardSet& hh = st.hands[static_cast<std::size_t>(holder - 1)];
  dh.erase(gives);
  hh.erase(gets);
  dh.insert(gets);
  hh.insert(gives);
  return sw;
}

// Herz mit Aufnehmen: take up the Tapp and press as many cards.
record::Exchange take_up_tapp(core::Rng& rng, HandState& st) {
  const int declarer = st.contract.declarer;
  CardSet& dh = st.hands[static_cast<std::size_t>(declarer - 1)];
  for (Card card : st.tapp) dh.insert(card);
  std::vector<Card> held = dh.cards();
  rng.shuffle(held);
  held.resize(static_cast<std::size_t>(st.rules.tapp_size));
  for (Card card : held) dh.erase(card);
  st.discards = held;
  record::Exchange ex;
  ex.seat = declarer;
  ex.discard = card_list(held);
  return ex;
}

// Random legal cards; stop early now and then once the result is fixed.
record::Play play_out(core::Rng& rng, HandState& st) {
  const int n = st.rules.players;
  const Contract& c = st.contract;
  const core::TrickRules tr = trick_rules(c, st.rules);
  st.piles.assign(static_cast<std::size_t>(n), {});
  st.tricks.assign(static_cast<std::size_t>(n), 0);
  std::vector<CardSet> hands = st.hands.to_vector();
  int leader = c.game == Game::BettelOuvert ? c.declarer : forehand(st.dealer, n);
  record::Play play;
  for (int t = 1; t <= st.rules.hand_size; ++t) {
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
    auto& pile = st.piles[static_cast<std::size_t>(winner - 1)];
    pile.append(so_far);
    ++st.tricks[static_cast<std::size_t>(winner - 1)];
    st.tricks_played = t;
    st.last_winner = winner;
    leader = winner;
    st.complete = t == st.rules.hand_size;
    if (!st.complete && verdict(st) != Verdict::Open && rng.chance(50)) {
      play.ended = "early";
      break;
    }
  }
  return play;
}

// The table's result, as the rules compute it.
record::Result result_for(const HandState& st) {
  const Scores score = compute_scores(st, false);
  const Game g = st.contract.game;
  record::Result result;
  if (score.points_known && g == Game::Ramsch) {
    for (int s = 1; s <= st.rules.players; ++s) {
      record::Points p;
      p.seat = s;
      p.value = score.seat_points[static_cast<std::size_t>(s - 1)];
      result.points.push_back(p);
    }
  } else if (score.points_known && (g == Game::Farbspiel || g == Game::HerzAufnehmen)) {
    record::Points d, o;
    d.side = "declarer";
    d.value = score.declarer_points;
    o.side = "defenders";
    o.value = score.defender_points;
    result.points = {d, o};
  }
  result.settlement = engine::make_settlement("cent", score.payments);
  return result;
}

}  // namespace

record::Hand generate_hand(core::Rng& rng, const engine::GenerateRequest& req, std::optional<Game> forced) {
  engine::Options options = engine::default_options(spec(), req.variant.empty() ? "standard" : req.variant);
  for (const auto& [k, v] : req.options) options[k] = v;
  const int n = req.players == 4 ? 4 : 3;
  const Rules rules = resolve_rules(req.variant, options, n);
  HandState st(nullptr, rules, false);
  st.dealer = req.dealer >= 1 && req.dealer <= n ? req.dealer : 1;
  record::Hand hand;
  hand.n = req.hand_n;
  hand.dealer = st.dealer;
  hand.deal = deal_cards(rng, st);
  st.contract = choose_contract(rng, st.rules, forced);
  hand.auction = auction_for(rng, st.rules, st.contract, st.dealer);
  hand.contract = contract_record(st.contract);
  if (st.contract.game == Game::Rufer)
    hand.swaps.push_back(rufer_swap(rng, st));
  else if (st.contract.game == Game::HerzAufnehmen)
    hand.exchanges.push_back(take_up_tapp(rng, st));
  hand.play = play_out(rng, st);
  hand.result = result_for(st);
  record::Outcome outcome;
  outcome.type = "played";
  hand.outcome = outcome;
  return hand;
}

}  // namespace stichprobe::games::tapp
