// The bidding: forehand first, normal ("ich nehm's") / solo / pass; a Solo takes
// priority over a normal game; all pass -> Misere, or with 7-8 players the holder
// of the Narr (else the Bagatt) must play a normal game. Then the contract and,
// with 7-8 players, the Tappist's partner call.
#include <string_view>

#include "formats/vocabulary.h"
#include "validator/engine/legal.h"
#include "validator/engine/phrases.h"
#include "validator/engine/trick_play.h"
#include "validator/engine/words.h"
#include "validator/games/troggu/spec.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
using engine::seat_name;
using engine::seat_name_de;

namespace {

// A game type in the source's German words: "ein normales Spiel", "ein Solo", "eine Misere".
std::string game_de(const std::string& type) {
  if (engine::is_word(type, "normal")) return "ein normales Spiel";
  if (engine::is_word(type, "solo")) return "ein Solo";
  if (engine::is_word(type, "misere")) return "eine Misere";
  return "ein Spiel \"" + type + "\"";
}

int holder_of(const HandState& st, Card c) {
  for (int s = 1; s <= st.players; ++s)
    if (st.dealt[static_cast<std::size_t>(s - 1)].contains(c)) return s;
  return 0;
}

// The seat that bids k-th (0-based).
int bidder_at(const HandState& st, int k) {
  int seat = st.forehand();
  for (int i = 0; i < k; ++i)
    seat = st.rules.bidding_order == BiddingOrder::Right ? st.next(seat) : (seat + st.players - 2) % st.players + 1;
  return seat;
}

void check_partner_call(HandState& st, const record::Call& call, Contract& derived, Reporter& rep) {
  const Reporter::Where at{call.pos, 0, call.seat};
  if (!engine::is_word(derived.type, "normal") || st.players < 7) {
    rep.error(derived.type.empty() ? "auction.partner-not-allowed/no-game" : "auction.partner-not-allowed/game",
              "auction", at, kNormalSection,
              {{"game", "a " + derived.type, game_de(derived.type)}, {"players", st.players}});
    return;
  }
  if (call.seat != derived.declarer)
    rep.error("auction.out-of-turn", "auction", at, kNormalSection,
              {{"declarer", seat_name(derived.declarer), seat_name_de(derived.declarer)},
               {"seat", seat_name(call.seat), seat_name_de(call.seat)}});
  if (derived.partner_card) {
    rep.error("auction.out-of-turn/twice", "auction", at, kNormalSection, {});
    return;
  }
  if (!call.card || call.card->is_unknown()) {
    rep.error("auction.illegal-partner-card", "auction", at, kNormalSection, {});
    return;
  }
  const Card c = *call.card;
  if (!c.is_trump() || c.trump_number() == 21)
    rep.error("auction.illegal-partner-card/excluded", "auction", {call.card_pos, 0, call.seat}, kNormalSection,
              {{"card", card_code(c)}});
  derived.partner_card = c;
}

// The bidding as it goes: who has spoken, who asked for a normal game or a Solo.
struct Bidding {
  HandState& st;
  Reporter& rep;
  engine::Timeline& tl;
  const record::Auction& auction;
  int spoken = 0, normal_by = 0, solo_by = 0;
  int normal_at = 0;     // the call (0-based) that asked for the normal game
  bool closed = false;   // a Solo was called or every player has spoken
  bool settled = false;  // the game is derived; later calls come after the close
  Contract derived{};
  // The calls the bidding has: one per player; with solo-after-normal=everyone, after a normal
  // game every other player is asked once round ("geht es reihum ... ob ein Spieler doch noch ein
  // Solo spielen will"), those who passed too.
  int calls() const { return normal_by && st.rules.solo_from_everyone ? normal_at + st.players : st.players; }
};

// "Wenn alle Spieler passen, dann wird eine Misere gespielt": every player speaks once unless
// a Solo ends it; a bidding that stops before, without a Solo, is incomplete.
void check_complete(const Bidding& b) {
  if (b.closed || b.spoken >= b.calls()) return;
  const int next = bidder_at(b.st, b.spoken);
  b.rep.error("auction.incomplete", "auction", {b.auction.pos, 0, next}, kBidSection,
              {{"calls", b.spoken}, {"expected", seat_name(next), seat_name_de(next)}});
}

// The game the calls give: "Wenn er ein Solo fordert, wird dieses gespielt", else the normal
// game asked for, else (all passed) a Misere, or with 7-8 players the forced normal game.
Contract game_of(const Bidding& b) {
  const HandState& st = b.st;
  Contract k;
  if (b.solo_by)
    k = {"solo", b.solo_by, std::nullopt, false};
  else if (b.normal_by)
    k = {"normal", b.normal_by, std::nullopt, false};
  else if (b.closed || b.spoken >= st.players) {
    k = {"misere", 0, std::nullopt, false};
    if (st.players >= 7) {
      // "wird der Besitzer des Bättlers (Narr) gezwungen, ein normales Spiel zu spielen ...
      // muss der Besitzer des Bagatt (Trumpf I, Magier) ein normales Spiel beginnen"
      int holder = holder_of(st, Card::fool());
      if (!holder) holder = holder_of(st, Card::trump(1));
      if (holder) k = {"normal", holder, std::nullopt, true};
    }
  }
  if (engine::is_word(k.type, "normal") && st.rules.tappist == Tappist::Dealer && !k.forced) k.declarer = st.dealer;
  return k;
}

// Ends the bidding as it stands and derives the game from it (once).
void settle(Bidding& b) {
  if (b.settled) return;
  b.settled = true;
  check_complete(b);
  b.derived = game_of(b);
}

bool at_table(const Bidding& b, const record::Call& call) {
  if (call.seat >= 1 && call.seat <= b.st.players) return true;
  b.rep.error("auction.bad-seat", "auction", {call.pos, 0, call.seat}, kBidSection,
              {{"seat", seat_name(call.seat), seat_name_de(call.seat)}, {"players", b.st.players}});
  return false;
}

bool known_bid(const Bidding& b, const record::Call& call) {
  if (engine::is_word(call.bid, "pass") || engine::is_word(call.bid, "normal") || engine::is_word(call.bid, "solo"))
    return true;
  const std::string near = closest_name(call.bid, find_game_vocabulary("troggu")->bids);
  b.rep.error(near.empty() ? "auction.unknown-bid" : "auction.unknown-bid/near", "auction", {call.pos, 0, call.seat},
              kBidSection, {{"bid", call.bid}, {"near", near}});
  return false;
}

bool after_close(const Bidding& b, const record::Call& call) {
  if (!b.closed && !b.settled) return false;
  b.rep.error(b.solo_by ? "auction.after-close/solo" : "auction.after-close", "auction", {call.pos, 0, call.seat},
              kBidSection,
              {{"seat", seat_name(call.seat), seat_name_de(call.seat)},
               {"bid", call.bid},
               {"solist", seat_name(b.solo_by), seat_name_de(b.solo_by)}});
  return true;
}

void check_turn(const Bidding& b, const record::Call& call) {
  const int expected = bidder_at(b.st, b.spoken);
  if (call.seat == expected) return;
  b.rep.error("auction.out-of-turn/turn", "auction", {call.pos, 0, call.seat}, kBidSection,
              {{"expected", seat_name(expected), seat_name_de(expected)},
               {"seat", seat_name(call.seat), seat_name_de(call.seat)}});
}

// A normal game or a Solo asked for; after a normal game only a Solo may follow.
void note_bid(Bidding& b, const record::Call& call) {
  if (engine::is_word(call.bid, "solo")) {
    b.solo_by = call.seat;
    b.closed = true;  // "Wenn er ein Solo fordert, wird dieses gespielt."
    return;
  }
  if (!engine::is_word(call.bid, "normal")) return;
  if (!b.normal_by) {
    b.normal_by = call.seat;
    b.normal_at = b.spoken - 1;
    return;
  }
  b.rep.error("auction.illegal-overcall", "auction", {call.pos, 0, call.seat}, kBidSection,
              {{"seat", seat_name(call.seat), seat_name_de(call.seat)},
               {"normal", seat_name(b.normal_by), seat_name_de(b.normal_by)}});
}

// A call as the replay's step and the editor's choice say it: "seat 2 calls solo",
// "Sitz 2 fordert ein Solo" (the catalogue's words: engine/phrases.h), "seat 1 calls T20
// as partner".
Message call_label(int seat, const std::string& bid) { return engine::call_label(message_catalogue(), seat, bid, bid); }
Message partner_label(int seat, const std::string& card) {
  return {seat_name(seat) + " calls " + card + " as partner", seat_name_de(seat) + " ruft " + card + " als Partner"};
}

// The replay's line and step for a call.
void show_call(engine::Timeline& tl, const record::Call& call) {
  if (!tl.enabled()) return;
  tl.state().calls.push_back(engine::call_line(message_catalogue(), call.seat, call.bid, call.bid));
  tl.push(engine::StepKind::Call, call_label(call.seat, call.bid), call.pos, call.seat);
}

void show_partner_call(engine::Timeline& tl, const record::Call& call) {
  if (!tl.enabled()) return;
  const std::string card = call.card ? card_code(*call.card) : "?";
  tl.state().calls.push_back(
      {seat_name(call.seat) + ": partner " + card, seat_name_de(call.seat) + ": Partner " + card});
  tl.push(engine::StepKind::Call, partner_label(call.seat, card), call.pos, call.seat);
}

// What may come next in the bidding (Timeline::next): the bidder in turn passes, asks for
// a Solo, or for a normal game while nobody has ("after a normal game only a Solo").
void offer_bids(const Bidding& b) {
  engine::Turn* next = b.tl.next();
  if (!next || b.closed || b.settled || b.spoken >= b.calls()) return;
  const int seat = bidder_at(b.st, b.spoken);
  for (const char* bid : {"pass", "normal", "solo"}) {
    if (b.normal_by && bid == std::string_view("normal")) continue;
    engine::LegalAction call;
    call.seat = seat;
    call.call.seat = seat;
    call.call.bid = bid;
    if (next->labelled) call.label = call_label(seat, bid);
    engine::offer(*next, "auction", std::move(call));
  }
}

void take_call(Bidding& b, const record::Call& call) {
  if (!at_table(b, call)) return;
  if (b.tl.enabled()) b.tl.state().to_move = call.seat;
  if (engine::is_word(call.bid, "partner")) {  // the Tappist's call after the bidding (7-8 players)
    settle(b);
    check_partner_call(b.st, call, b.derived, b.rep);
    show_partner_call(b.tl, call);
    return;
  }
  if (!known_bid(b, call) || after_close(b, call)) return;
  check_turn(b, call);
  ++b.spoken;
  note_bid(b, call);
  show_call(b.tl, call);
  if (b.spoken >= b.calls()) b.closed = true;
}

// The game the recorded bidding gives; none (empty type) without a bidding or when it is
// too short to say.
Contract check_bidding(HandState& st, Reporter& rep, engine::Timeline& tl) {
  if (!st.hand->auction) {
    static const record::Auction kNone;
    if (!st.hand->contract) offer_bids(Bidding{st, rep, tl, kNone});  // the bidding is still to come
    return {};
  }
  Bidding b{st, rep, tl, *st.hand->auction};
  for (const auto& call : b.auction.calls) take_call(b, call);
  offer_bids(b);
  settle(b);
  return b.derived;
}

// The recorded contract read: an unknown type or a missing declarer is a finding, and the
// bidding's stands in for it.
Contract read_contract(const HandState& st, const Contract& derived, Reporter& rep) {
  const record::Contract& rc = *st.hand->contract;
  const Reporter::Where at{rc.pos, 0, rc.declarer.value_or(0)};
  Contract rec{rc.type, rc.declarer.value_or(0), rc.partner_card, derived.forced};
  if (!engine::is_word(rc.type, "normal") && !engine::is_word(rc.type, "solo") && !engine::is_word(rc.type, "misere")) {
    rep.error("auction.unknown-contract", "auction", at, kBidSection, {{"type", rc.type}});
    rec.type = derived.type;
  }
  if (engine::is_word(rec.type, "misere")) rec.declarer = 0;
  if (!engine::is_word(rec.type, "misere") && (rec.declarer < 1 || rec.declarer > st.players)) {
    rep.error(
        engine::is_word(rec.type, "solo") ? "auction.wrong-declarer/no-solist" : "auction.wrong-declarer/no-tappist",
        "auction", at, kBidSection, {{"game", rec.type, game_de(rec.type)}});
    rec.declarer = derived.declarer;
  }
  return rec;
}

// Who plays the derived game, for the message: the forced player is named with his card.
Message declarer_mismatch(const HandState& st, const Contract& derived, const Contract& rec) {
  const bool narr = holder_of(st, Card::fool()) != 0;
  const char* key = !derived.forced ? "auction.wrong-declarer"
                    : narr          ? "auction.wrong-declarer/narr"
                                    : "auction.wrong-declarer/bagatt";
  return engine::say(message_catalogue(), key,
                     {{"game", derived.type, game_de(derived.type)},
                      {"declarer", seat_name(derived.declarer), seat_name_de(derived.declarer)},
                      {"recorded", seat_name(rec.declarer), seat_name_de(rec.declarer)}});
}

// The contract against the game the bidding gives: type, then declarer, and the partner card.
void compare_with_bidding(const HandState& st, const Contract& derived, const Contract& rec, Reporter& rep) {
  const record::Contract& rc = *st.hand->contract;
  const Reporter::Where at{rc.pos, 0, rc.declarer.value_or(0)};
  if (rec.type != derived.type)
    rep.error(derived.declarer ? "auction.wrong-contract/declarer" : "auction.wrong-contract", "auction", at,
              derived.forced ? kForcedBidSection : kBidSection,
              {{"game", derived.type, game_de(derived.type)},
               {"declarer", seat_name(derived.declarer), seat_name_de(derived.declarer)},
               {"recorded", rec.type}});
  else if (rec.declarer != derived.declarer)
    rep.error("auction.wrong-declarer", "auction", at, declarer_mismatch(st, derived, rec),
              derived.forced ? kForcedBidSection : kNormalSection);
  if (rec.partner_card == derived.partner_card) return;
  rep.error("auction.partner-card-mismatch", "auction", at, kNormalSection,
            {derived.partner_card ? engine::Value{"called", card_code(*derived.partner_card)}
                                  : engine::Value{"called", "no partner", "keinen Partner"},
             rec.partner_card ? engine::Value{"recorded", card_code(*rec.partner_card)}
                              : engine::Value{"recorded", "none", "keinen"}});
}

// No bidding recorded (the engine says so): the contract is taken as written, a partner card only
// where one may be called.
void without_bidding(const HandState& st, const Contract& rec, Reporter& rep) {
  const record::Contract& rc = *st.hand->contract;
  const Reporter::Where at{rc.pos, 0, rc.declarer.value_or(0)};
  if (rec.partner_card && (!engine::is_word(rec.type, "normal") || st.players < 7))
    rep.error("auction.partner-not-allowed", "auction", at, kNormalSection, {});
}

// The contract as recorded is what the table played; it is compared with the bidding.
Contract played_contract(const HandState& st, const Contract& derived, Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (!hand.contract) {
    if (derived.type.empty() && hand.auction)  // without a bidding the engine says so
      rep.error("auction.no-contract", "auction", {hand.pos, 0, 0}, kBidSection, {});
    return derived;
  }
  const Contract rec = read_contract(st, derived, rep);
  if (hand.auction && !derived.type.empty())
    compare_with_bidding(st, derived, rec, rep);
  else if (!hand.auction)
    without_bidding(st, rec, rep);
  return rec;
}

// The replay view: the contract line, the declarer's role and the contract's step.
void show_contract(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const Contract& played = st.contract;
  auto& view = tl.state();
  if (played.type.empty())
    view.contract = {};
  else if (engine::is_word(played.type, "misere"))
    view.contract = {"misere", "Misere"};
  else
    view.contract = {played.type + " by " + seat_name(played.declarer),
                     (engine::is_word(played.type, "normal") ? std::string("Normales Spiel")
                      : engine::is_word(played.type, "solo") ? std::string("Solo")
                                                             : played.type) +
                         " von " + seat_name_de(played.declarer)};
  if (played.declarer >= 1 && played.declarer <= st.players)
    view.seats[static_cast<std::size_t>(played.declarer - 1)].roles.push_back(
        engine::is_word(played.type, "solo") ? "solist" : "tappist");
  if (!played.type.empty())
    tl.push(engine::StepKind::Contract, view.contract, st.hand->contract ? st.hand->contract->pos : st.hand->pos,
            played.declarer);
}

// Once the bidding is over (Timeline::next): the contract it gives and, with seven or eight
// players, the Tappist's partner call, before he takes the Tapp: "irgendeinen Trumpf,
// ausgenommen XXI oder den Narren" (he may also play alone, so the call is optional).
void offer_after_bidding(const HandState& st, const Contract& derived, engine::Timeline& tl) {
  engine::Turn* next = tl.next();
  if (!next || derived.type.empty() || next->waits()) return;  // the bidding goes on
  record::Contract& c = next->contract.emplace();
  c.type = derived.type;
  if (derived.declarer) c.declarer = derived.declarer;
  c.partner_card = derived.partner_card;
  if (!engine::is_word(derived.type, "normal") || st.players < 7 || derived.partner_card || !st.hand->auction ||
      !st.hand->exchanges.empty())
    return;
  for (int n = 1; n <= 20; ++n) {
    engine::LegalAction call;
    call.seat = derived.declarer;
    call.call.seat = derived.declarer;
    call.call.bid = "partner";
    call.call.card = Card::trump(n);
    call.optional = true;
    if (next->labelled) call.label = partner_label(derived.declarer, card_code(Card::trump(n)));
    engine::offer(*next, "auction", std::move(call));
  }
}

// "Wenn alle Spieler passen, dann wird eine Misere gespielt": every Troggu hand is played; an
// outcome that says otherwise is one finding, and the hand is checked as played.
void check_outcome(const HandState& st, Reporter& rep) {
  const auto& outcome = st.hand->outcome;
  if (!outcome || engine::is_word(outcome->type, "played")) return;
  rep.error("auction.outcome-mismatch", "auction", {outcome->pos, 0, 0}, kBidSection, {{"type", outcome->type}});
}

// The partner cards worth trying for a Tappist at seven or eight: none, and for each other
// seat the highest trump of II-XX it was dealt (any other would make the same seat partner).
std::vector<std::optional<Card>> partner_choices(const record::Hand& hand, int declarer) {
  std::vector<std::optional<Card>> out{std::nullopt};
  if (!hand.deal) {
    out.emplace_back(Card::trump(20));
    return out;
  }
  for (const auto& sc : hand.deal->hands) {
    if (sc.seat == declarer) continue;
    std::optional<Card> best;
    for (Card c : sc.cards.cards)
      if (c.is_trump() && c.trump_number() >= 2 && c.trump_number() <= 20 &&
          (!best || c.trump_number() > best->trump_number()))
        best = c;
    if (best) out.push_back(best);
  }
  return out;
}

}  // namespace

std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand& hand) {
  const int players = engine::table_size(ctx, &hand);
  std::vector<record::Contract> out;
  record::Contract misere;
  misere.type = "misere";
  out.push_back(misere);
  for (int seat = 1; seat <= players; ++seat) {
    record::Contract c;
    c.declarer = seat;
    c.type = "solo";
    out.push_back(c);
    c.type = "normal";
    if (players < 7) {
      out.push_back(c);
      continue;
    }
    for (const auto& card : partner_choices(hand, seat)) {
      c.partner_card = card;
      out.push_back(c);
    }
  }
  return out;
}

void check_auction(HandState& st, Reporter& rep, engine::Timeline& tl) {
  if (tl.enabled()) tl.state().phase = "auction";
  const Contract derived = check_bidding(st, rep, tl);
  offer_after_bidding(st, derived, tl);
  Contract played = played_contract(st, derived, rep);
  if (!engine::is_word(played.type, "normal") || st.players < 7) played.partner_card.reset();
  st.contract = played;
  // "Wenn die gerufene Karte sich in der Hand des Tappisten oder im Tapp befindet, spielt der Tappist ohne Partner."
  if (played.partner_card) {
    const int h = holder_of(st, *played.partner_card);
    st.partner = h == played.declarer ? 0 : h;
  }
  show_contract(st, tl);
  check_outcome(st, rep);
}

}  // namespace stichprobe::games::troggu
