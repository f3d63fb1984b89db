// The legal actions of every phase (validator/engine/legal.h), held against the validator:
// - every step of every valid sample and of generated hands is listed where it comes, and
//   the hand then ends (played, thrown in or redealt);
// - random playouts of every game, variant and table size, made only of listed actions,
//   validate without an error or a warning; at sampled positions every listed action (a
//   sample of the cards and laid-away cards) is taken and the hand played out from there,
//   clean too; and unlisted calls, cards, laid-away cards and swaps are rejected there.
// - perft: at fixed positions of every game (valid samples replayed by their own steps)
//   the number of legal actions is pinned, and one step deeper their sum.
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>

#include "formats/thr_reader.h"
#include "formats/vocabulary.h"
#include "tests/support/legal_walk.h"
#include "validator/core/random.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using engine::ActionKind;

namespace {

struct Config {
  const engine::GameModule* game = nullptr;
  std::string variant;
  int players = 0;
};

std::vector<Config> configs() {
  std::vector<Config> out;
  for (const engine::GameModule* game : engine::all_games())
    for (const auto& v : game->spec().variants)
      for (int n : v.player_counts) out.push_back({game, v.id, n});
  return out;
}

engine::HandContext context_of(const Config& c) {
  engine::HandContext ctx;
  ctx.spec = &c.game->spec();
  ctx.variant = c.variant;
  ctx.options = engine::default_options(c.game->spec(), c.variant);
  ctx.seat_count = c.players;
  return ctx;
}

std::string name_of(const Config& c) { return c.game->spec().id + "/" + c.variant + "/" + std::to_string(c.players); }

// A random listed action: a required one mostly, an optional one now and then.
const engine::LegalAction& choose(core::Rng& rng, const engine::Turn& turn) {
  std::vector<const engine::LegalAction*> required, optional;
  for (const auto& a : turn.actions) (a.optional ? optional : required).push_back(&a);
  if (!optional.empty() && (required.empty() || rng.chance(8))) return *rng.pick(optional);
  return *rng.pick(required);
}

// The hand played on with random listed actions until nothing more comes; the contract
// the auction gives and the outcome written as a table would. False when it stalls (no
// action listed, the hand not over).
bool play_out(core::Rng& rng, const engine::GameModule& game, const engine::HandContext& ctx, record::Hand& hand) {
  for (int guard = 0; guard < 1000; ++guard) {
    engine::Turn turn = game.next_turn(ctx, hand);
    if (turn.contract) hand.contract = turn.contract;
    if (!turn.outcome.empty()) {
      hand.outcome.emplace().type = turn.outcome;
      return true;
    }
    if (turn.actions.empty()) return false;
    engine::apply(hand, choose(rng, turn));
  }
  return false;
}

// ---- listed steps ----

void expect_walk(const engine::GameModule& game, const engine::HandContext& ctx, const record::Hand& hand,
                 const std::string& where) {
  const testing::Walk w = testing::walk_hand(game, ctx, hand);
  INFO(where << "\n" << w.stuck);
  CHECK(w.complete);
  const bool early = hand.play && hand.play->ended;
  if (w.complete && !early) CHECK_FALSE(w.last.outcome.empty());
}

// ---- unlisted steps ----

std::string text_of(const Findings& f) {
  std::string out;
  for (const auto& x : f)
    out += x.code + " " + std::to_string(x.pos.line) + ":" + std::to_string(x.pos.column) + " " + x.message + "\n";
  return out;
}

Pos probe_pos(int k) { return {900000, static_cast<unsigned>(k)}; }

bool found_at(const Findings& f, Pos pos) {
  return std::any_of(f.begin(), f.end(), [&](const Finding& x) { return x.pos == pos; });
}

// Calls the turn does not list: each bid of the game for the seat to act and the next seat,
// each listed call with another suit or card, or by another seat. Only while the auction is
// what comes next (a call after it is no fault the record's order could show).
std::vector<engine::LegalAction> unlisted_calls(const engine::Turn& turn, const engine::HandContext& ctx) {
  std::vector<engine::LegalAction> out;
  if (turn.phase != "auction") return out;
  const GameVocabulary* vocab = find_game_vocabulary(ctx.spec->id);
  std::vector<engine::LegalAction> tries;
  for (int seat : {turn.seat, turn.seat % ctx.seat_count + 1})
    for (const auto& bid : vocab->bids) {
      engine::LegalAction a;
      a.seat = seat;
      a.call.seat = seat;
      a.call.bid = bid;
      tries.push_back(a);
    }
  for (const auto& listed : turn.actions) {
    if (listed.kind != ActionKind::Call) continue;
    engine::LegalAction a = listed;
    a.seat = a.call.seat = listed.seat % ctx.seat_count + 1;
    tries.push_back(a);
    a = listed;
    if (a.call.suit) {  // a suit or card on a call that takes none is issue 29's (unused parts)
      a.call.suit = *listed.call.suit == "S" ? "H" : "S";
      tries.push_back(a);
      a.call.suit.reset();
      tries.push_back(a);
    }
    a = listed;
    if (a.call.card) {
      a.call.card = Card::suited(Suit::Hearts, Rank::Pip7);
      tries.push_back(a);
    }
  }
  for (auto& a : tries)
    if (!turn.allows(a)) out.push_back(a);
  return out;
}

// Cards the turn does not list for the seat to play: held cards outside the legal ones
// anywhere, and, where the card completes the trick, a card of another seat.
std::vector<engine::LegalAction> unlisted_cards(const engine::Turn& turn, const record::Hand& hand,
                                                const engine::HandContext& ctx) {
  std::vector<engine::LegalAction> out;
  if (turn.phase != "play" || turn.actions.empty()) return out;
  const engine::LegalAction* play = nullptr;
  for (const auto& a : turn.actions)
    if (a.kind == ActionKind::Play) play = &a;
  if (!play) return out;
  // What the seat holds: the analysis' table at the end of the hand so far.
  engine::AnalysisOptions opts;
  opts.timeline = true;
  const engine::HandAnalysis an = engine::find_game(ctx.spec->id)->analyse(ctx, hand, opts);
  if (an.steps.empty()) return out;
  const auto& seats = an.steps.back().state.seats;
  const auto idx = static_cast<std::size_t>(play->seat - 1);
  if (idx >= seats.size()) return out;
  const std::size_t active = static_cast<std::size_t>(
      std::count_if(seats.begin(), seats.end(), [](const engine::SeatState& s) { return s.active; }));
  for (Card c : seats[idx].hand) {
    engine::LegalAction a = *play;
    a.card = c;
    if (!turn.allows(a)) out.push_back(a);
  }
  if (play->place + 1 == active)
    for (std::size_t s = 0; s < seats.size(); ++s)
      if (s != idx && !seats[s].hand.empty()) {
        engine::LegalAction a = *play;
        a.card = seats[s].hand.front();
        out.push_back(a);
        break;
      }
  return out;
}

// The hand's faults after `a` (unlisted) at a fresh place: it must carry one.
void expect_rejected(const engine::HandContext& ctx, const record::Hand& hand, const engine::LegalAction& a,
                     const std::string& where) {
  record::Hand h = hand;
  engine::apply(h, a);
  testing::stamp(h, a, probe_pos(1));
  std::string calls;
  if (h.auction)
    for (const auto& c : h.auction->calls) calls += " " + std::to_string(c.seat) + ":" + c.bid + c.suit.value_or("");
  const Findings f = testing::faults_of(ctx, h);
  INFO(where << ": unlisted " << testing::describe(a) << "\ncalls:" << calls << "\n" << text_of(f));
  // Rejected at its place; or, a card played late in the hand read as a trick left out
  // before it (the hand fits with that trick: one finding, where the trick is missing,
  // engine/missing_trick.h).
  const bool trick_missing = a.kind == ActionKind::Play && std::any_of(f.begin(), f.end(), [](const Finding& x) {
                               return x.code == "play.trick-missing";
                             });
  CHECK((found_at(f, probe_pos(1)) || trick_missing));
}

// A laid-away card the turn does not list, the rest of the discard filled with listed
// ones where there are (else any held card): the exchange carries a fault.
void expect_discard_rejected(const engine::GameModule& game, const engine::HandContext& ctx, const record::Hand& hand,
                             const engine::Turn& turn, Card card, const std::string& where) {
  engine::LegalAction a;
  a.kind = ActionKind::Discard;
  a.seat = turn.seat;
  a.card = card;
  record::Hand h = hand;
  engine::apply(h, a);
  for (int guard = 0; guard < 40; ++guard) {
    const engine::Turn next = game.next_turn(ctx, h);
    const auto it = std::find_if(next.actions.begin(), next.actions.end(),
                                 [](const engine::LegalAction& x) { return x.kind == ActionKind::Discard; });
    if (it == next.actions.end()) break;
    engine::apply(h, *it);
  }
  const Findings f = testing::faults_of(ctx, h);
  INFO(where << ": unlisted discard " << card_code(card));
  CHECK(std::any_of(f.begin(), f.end(), [](const Finding& x) { return x.code.rfind("exchange.", 0) == 0; }));
}

// ---- listed steps accepted ----

// `a` taken, then the hand played out at random from there: it validates clean.
void expect_accepted(core::Rng& rng, const engine::GameModule& game, const engine::HandContext& ctx,
                     const record::Hand& hand, const engine::LegalAction& a, const std::string& where) {
  record::Hand h = hand;
  engine::apply(h, a);
  INFO(where << ": listed " << testing::describe(a));
  REQUIRE(play_out(rng, game, ctx, h));
  const Findings f = testing::faults_of(ctx, h);
  INFO(text_of(f));
  CHECK(f.empty());
}

// Held cards of the seat to lay away that the turn does not list.
std::vector<Card> unlisted_discards(const engine::Turn& turn, const record::Hand& hand, const engine::GameModule& game,
                                    const engine::HandContext& ctx) {
  std::vector<Card> out;
  if (turn.phase != "exchange") return out;
  bool discarding = false;
  for (const auto& a : turn.actions) discarding = discarding || a.kind == ActionKind::Discard;
  if (!discarding) return out;
  engine::AnalysisOptions opts;
  opts.timeline = true;
  const engine::HandAnalysis an = game.analyse(ctx, hand, opts);
  if (an.steps.empty()) return out;
  const auto& state = an.steps.back().state;
  CardSet held = CardSet::of(state.seats[static_cast<std::size_t>(turn.seat - 1)].hand);
  for (const auto& packet : state.talon)
    if (hand.exchanges.empty() || !hand.exchanges.front().packet)
      for (Card c : packet) held.insert(c);
  for (Card c : held) {
    engine::LegalAction d;
    d.kind = ActionKind::Discard;
    d.seat = turn.seat;
    d.card = c;
    if (!turn.allows(d)) out.push_back(c);
  }
  return out;
}

}  // namespace

TEST_CASE("every step of every valid sample is a listed action where it comes", "[legal]") {
  const std::string root = std::string(STICHPROBE_SOURCE_DIR) + "/samples/";
  int hands = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".xml" || name.rfind("valid-", 0) != 0) continue;
    const ReadResult read = read_thr_file(entry.path().string());
    for (const auto& session : read.document.sessions) {
      const engine::GameModule* game = engine::find_game(session.game);
      if (!game) continue;
      engine::HandContext ctx;
      ctx.session = &session;
      ctx.spec = &game->spec();
      ctx.variant = session.variant.empty() ? game->spec().variants.front().id : session.variant;
      ctx.options = engine::default_options(game->spec(), ctx.variant);
      for (const auto& o : session.rules) ctx.options[o.name] = o.value;
      ctx.seat_count = static_cast<int>(session.players.size());
      ctx.prep = game->prepare(ctx);
      for (std::size_t i = 0; i < session.hands.size(); ++i) {
        const record::Hand& hand = session.hands[i];
        if (!hand.deal || hand.deal->hands.empty()) continue;  // nothing to play from
        ctx.hand_index = i;
        expect_walk(*game, ctx, hand, entry.path().string() + " hand " + std::to_string(hand.n));
        ++hands;
      }
    }
  }
  CHECK(hands > 100);
}

TEST_CASE("every step of generated hands is listed, every game, variant and table size", "[legal]") {
  for (const Config& c : configs()) {
    engine::SessionRequest req;
    req.variant = c.variant;
    req.players = c.players;
    req.hands = 20;
    req.seed = 17;
    const record::Session s = engine::generate_session(*c.game, req);
    engine::HandContext ctx = context_of(c);
    ctx.session = &s;
    for (std::size_t i = 0; i < s.hands.size(); ++i) {
      ctx.hand_index = i;
      expect_walk(*c.game, ctx, s.hands[i], name_of(c) + " hand " + std::to_string(i + 1));
    }
  }
}

TEST_CASE("random playouts of listed actions validate clean; listed ones accepted, unlisted rejected", "[legal]") {
  core::Rng rng(2024);
  std::map<std::string, std::set<ActionKind>> rejected_kinds;
  for (const Config& c : configs()) {
    const engine::HandContext ctx = context_of(c);
    engine::SessionRequest req;
    req.variant = c.variant;
    req.players = c.players;
    req.hands = 6;
    req.seed = 91;
    const record::Session deals = engine::generate_session(*c.game, req);
    for (std::size_t i = 0; i < deals.hands.size(); ++i) {
      const std::string where = name_of(c) + " deal " + std::to_string(i + 1);
      record::Hand hand = testing::bare_deal(deals.hands[i]);
      // Three positions of the hand are probed whole: listed steps taken and played out,
      // unlisted ones tried.
      std::set<int> probes{rng.below(8), 8 + rng.below(20), 28 + rng.below(40)};
      bool auction_probed = false;  // and the auction's first position, where every game has one
      for (int step = 0; step < 1000; ++step) {
        engine::Turn turn = c.game->next_turn(ctx, hand);
        if (turn.contract) hand.contract = turn.contract;
        if (!turn.outcome.empty()) {
          hand.outcome.emplace().type = turn.outcome;
          break;
        }
        REQUIRE_FALSE(turn.actions.empty());
        const bool first_call = turn.phase == "auction" && !auction_probed;
        auction_probed = auction_probed || first_call;
        if (probes.count(step) || first_call) {
          int sampled = 0;
          for (const auto& a : turn.actions) {
            const bool many = a.kind == ActionKind::Play || a.kind == ActionKind::Discard || a.optional;
            if (many && (++sampled > 4 || !rng.chance(50))) continue;
            expect_accepted(rng, *c.game, ctx, hand, a, where);
          }
          for (const auto& a : unlisted_calls(turn, ctx)) {
            expect_rejected(ctx, hand, a, where);
            rejected_kinds[c.game->spec().id].insert(a.kind);
          }
          for (const auto& a : unlisted_cards(turn, hand, ctx)) {
            expect_rejected(ctx, hand, a, where);
            rejected_kinds[c.game->spec().id].insert(a.kind);
          }
          for (Card card : unlisted_discards(turn, hand, *c.game, ctx)) {
            expect_discard_rejected(*c.game, ctx, hand, turn, card, where);
            rejected_kinds[c.game->spec().id].insert(ActionKind::Discard);
          }
        }
        engine::apply(hand, choose(rng, turn));
      }
      INFO(where);
      REQUIRE(hand.outcome);
      const Findings f = testing::faults_of(ctx, hand);
      INFO(text_of(f));
      CHECK(f.empty());
    }
  }
  // Each game had unlisted calls and cards to reject.
  for (const engine::GameModule* game : engine::all_games()) {
    INFO(game->spec().id);
    CHECK(rejected_kinds[game->spec().id].count(ActionKind::Call) == 1);
    CHECK(rejected_kinds[game->spec().id].count(ActionKind::Play) == 1);
  }
}

// ---- perft: the number of legal actions at fixed positions ----

namespace {

struct Perft {
  const char* sample;       // samples/<sample>.xml, its first hand replayed by its own steps
  std::vector<int> counts;  // the legal actions at each of its first positions
  std::size_t deep = 0;     // a position where ...
  long depth_two = 0;       // ... the actions of the positions one step on add up to this
};

// Counts of legal actions along a valid sample's own steps, as a chess engine's perft pins
// its move generator: a change to any phase's legal actions changes a count here. Some
// checked by hand: Troggu's forehand may pass, ask for a normal game or a Solo (3), and
// after a normal game only pass or Solo (2); in Tapp each speaks "ich spiele" or "weg", and
// each of the three players may announce Herz-Ass (5), then names one of 14 games (4
// Farbspiele, Bettel, 4 Rufer, Bettel ouvert, 4 Durch, with the three Herz-Ass: 17); in
// Tapp Tarock forehand passes or bids a Dreier (2), after the Dreier pass, Unterer or a
// Solo jump (3), the declarer takes either packet (2); in Tübinger the Raus round is raus
// or pass (2), and the dealer in the Rufen round may call any of the four kings (his own
// is a hidden Raus) or say fort (5); Dappen's Solo question is pass or solo (2).
const std::vector<Perft> kPerft{
    {"troggu/standard/valid-normal-8p", {3, 3, 3, 3, 3, 3, 3, 3, 31, 11, 10, 9, 8, 7, 6, 7}, 8, 330},
    {"troggu/standard/valid-narr-withheld-4p", {3, 3, 2, 2, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 13, 4}, 3, 34},
    {"tapp/valid-rufer-3p-36", {5, 5, 5, 17, 17, 17, 39, 14, 14, 8, 4, 13, 5, 6, 12}, 6, 513},
    {"tapp/valid-herz-aufnehmen-3p-36", {5, 5, 5, 18, 17, 16, 15, 14, 4, 7, 13, 7, 6, 12, 12, 7}, 3, 358},
    {"tapp-tarock/valid-dreier-upper-packet", {2, 3, 3, 2, 11, 10, 9, 18, 5, 8, 15, 2, 3, 14, 3, 2}, 3, 20},
    {"tapp-tarock/valid-valat-announced", {2, 2, 3, 2, 3, 2, 1, 18, 16, 16, 2, 15, 4, 2, 14, 3}, 7, 288},
    {"tuebinger-tarock/valid-rufspiel", {19, 18, 2, 2, 2, 2, 5, 5, 18, 5, 4, 2, 17, 4, 5, 4}, 6, 77},
    {"tuebinger-tarock/valid-raus-hidden", {18, 17, 2, 2, 2, 2, 5, 18, 6, 5, 4, 18, 6, 3, 2, 16}, 0, 306},
    {"dappen/furtwangen/valid-6p-ulti", {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 17, 16, 15, 14, 13}, 10, 34},
    {"dappen/buchenbach/valid-6p-hannes", {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 17, 16, 15}, 12, 19},
};

}  // namespace

TEST_CASE("perft: the legal actions of fixed positions of every game are counted as pinned", "[legal][perft]") {
  std::set<std::string> games;
  for (const Perft& p : kPerft) {
    INFO(p.sample);
    const ReadResult read = read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/samples/" + p.sample + ".xml");
    REQUIRE_FALSE(read.document.sessions.empty());
    const record::Session& session = read.document.sessions.front();
    const engine::GameModule* game = engine::find_game(session.game);
    REQUIRE(game);
    games.insert(session.game);
    engine::HandContext ctx;
    ctx.session = &session;
    ctx.spec = &game->spec();
    ctx.variant = session.variant.empty() ? game->spec().variants.front().id : session.variant;
    ctx.options = engine::default_options(game->spec(), ctx.variant);
    for (const auto& o : session.rules) ctx.options[o.name] = o.value;
    ctx.seat_count = static_cast<int>(session.players.size());
    ctx.hand_index = 0;
    std::vector<int> counts;
    long depth_two = -1;
    const testing::Walk w =
        testing::walk_hand(*game, ctx, session.hands.front(), [&](const record::Hand& hand, const engine::Turn& turn) {
          if (counts.size() == p.deep) {
            depth_two = 0;
            for (const auto& a : turn.actions) {
              record::Hand next = hand;
              engine::apply(next, a);
              depth_two += static_cast<long>(game->next_turn(ctx, next).actions.size());
            }
          }
          if (counts.size() < p.counts.size()) counts.push_back(static_cast<int>(turn.actions.size()));
        });
    CHECK(w.complete);
    CHECK(counts == p.counts);
    CHECK(depth_two == p.depth_two);
  }
  CHECK(games.size() == engine::all_games().size());
}
