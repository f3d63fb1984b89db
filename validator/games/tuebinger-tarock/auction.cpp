// Ansagen vor dem Spiel: the Tout question, the Raus round (right of the dealer
// to the dealer) and the Rufen round (from the dealer), ending in a Rufspiel, a
// Raus (open or the dealer's hidden one), a Tout, or a redeal (Stecken).
#include <string>

#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/engine/words.h"
#include "validator/games/tuebinger-tarock/spec.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::Open: return "open";
    case Kind::Rufspiel: return "rufspiel";
    case Kind::Raus: return "raus";
    case Kind::Tout: return "tout";
    case Kind::Stecken: return "stecken";
    case Kind::ToutRedeal: return "tout-redeal";
  }
  return "?";
}

const char* kind_name_de(Kind k) {
  switch (k) {
    case Kind::Open: return "offen";
    case Kind::Rufspiel: return "Ruf-Spiel";
    case Kind::Raus: return "Raus";
    case Kind::Tout: return "Tout";
    case Kind::Stecken: return "Stecken";
    case Kind::ToutRedeal: return "neues Geben, niemand spielt den Tout";
  }
  return "?";
}

namespace {
using engine::seat_name;
using engine::seat_name_de;

// A call as a line of the auction list, in German: "passt", "Raus", "ruft HK",
// "ruft den Vierten", "fort mit", "fragt nach Tout", "Tout".
std::string call_de(const record::Call& c) {
  std::string out = c.bid == "pass"            ? std::string("passt")
                    : c.bid == "raus"          ? std::string("Raus")
                    : c.bid == "call"          ? std::string("ruft")
                    : c.bid == "call-fourth"   ? std::string("ruft den Vierten")
                    : c.bid == "fort-mit"      ? std::string("fort mit")
                    : c.bid == "tout-question" ? std::string("fragt nach Tout")
                    : c.bid == "tout"          ? std::string("Tout")
                                               : c.bid;
  return c.card ? out + " " + card_code(*c.card) : out;
}
// The call as a step of the replay, in the findings' words: "Sitz 2 passt",
// "Sitz 2 ruft HK", "Sitz 2 ruft „den Vierten“", "Sitz 2 sagt „Raus“".
std::string says_de(const record::Call& c) {
  if (c.bid == "pass") return "passt";
  if (c.bid == "call") return "ruft" + (c.card ? " " + card_code(*c.card) : std::string());
  if (c.bid == "call-fourth") return "ruft „den Vierten“";
  if (c.bid == "tout-question") return "fragt nach einem Tout";
  return "sagt „" + call_de(c) + "“";
}

enum class Round { ToutAnswers, Raus, Rufen, Done };

// The bids of the Ansagen, classified once per call (the walk asks several times).
enum class Bid { Pass, Raus, Call, CallFourth, FortMit, ToutQuestion, Tout, Other };
Bid bid_of(const std::string& b) {
  using engine::is_word;
  if (is_word(b, "pass")) return Bid::Pass;
  if (is_word(b, "raus")) return Bid::Raus;
  if (is_word(b, "call")) return Bid::Call;
  if (is_word(b, "call-fourth")) return Bid::CallFourth;
  if (is_word(b, "fort-mit")) return Bid::FortMit;
  if (is_word(b, "tout-question")) return Bid::ToutQuestion;
  if (is_word(b, "tout")) return Bid::Tout;
  return Bid::Other;
}

bool outcome_says_redeal(const record::Hand& hand) {
  return hand.outcome &&
         (engine::is_word(hand.outcome->type, "redeal") || engine::is_word(hand.outcome->type, "thrown-in"));
}

struct AuctionRun {
  std::span<const CardSet> hands;
  const Rules& rules;
  engine::Reporter& rep;
  int dealer;
  AuctionResult out;
  Round round = Round::Raus;
  int expected = 0;  // seat whose turn it is
  int answered = 0;  // calls made in the current round

  const CardSet& hand(int seat) const { return hands[static_cast<std::size_t>(seat - 1)]; }

  void start_rufen() {
    round = Round::Rufen;
    expected = dealer;  // "Beim Geber beginnend"
    answered = 0;
  }
  void advance(int seat, int round_size) {
    expected = right_of(seat);
    if (++answered < round_size) return;
    if (round == Round::Raus) {
      start_rufen();
    } else if (round == Round::Rufen) {
      out.kind = Kind::Stecken;  // "Sagen alle vier Spieler fort, wird gesteckt"
      round = Round::Done;
    } else {
      out.kind = Kind::ToutRedeal;  // "werden alle Karten zusammengeworfen ... vom selben Geber noch mal verteilt"
      round = Round::Done;
    }
  }

  void check_call(const record::Call& c, Bid bid) {
    const CardSet& h = hand(c.seat);
    const engine::Reporter::Where at{c.card_pos.line ? c.card_pos : c.pos, 0, c.seat};
    if (bid == Bid::CallFourth) {
      if (king_count(h) != 3) {
        rep.error("auction.illegal-call", "auction", at, kSecRufen,
                  {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"kings", std::to_string(king_count(h))}});
      }
      for (Suit s : kSuits)
        if (!h.contains(Card::suited(s, Rank::King))) out.called = Card::suited(s, Rank::King);
      out.kind = Kind::Rufspiel;
      out.declarer = c.seat;
      return;
    }
    out.kind = Kind::Rufspiel;
    out.declarer = c.seat;
    if (!c.card || c.card->is_unknown()) {
      rep.error("auction.illegal-call/no-card", "auction", at, kSecRufen,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}});
      return;
    }
    const Card card = *c.card;
    out.called = card;
    const bool king = card.is_suited() && card.rank() == Rank::King;
    const bool four_kings_card = card.is_fool() || card.trump_number() == 1 || card.trump_number() == 21;
    if (king && h.contains(card)) {
      if (c.seat ==
          dealer) {  // "einen versteckten Raus ..., indem er einen König ruft, den er selber auf der Hand hat"
        out.kind = Kind::Raus;
        out.hidden = true;
        return;
      }
      rep.error("auction.called-own-king", "auction", at, kSecRufen,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"card", card_code(card)}});
    } else if (four_kings_card) {
      if (king_count(h) != 4 || h.contains(card)) {
        rep.error("auction.illegal-call/trump", "auction", at, kSecRufen,
                  {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"card", card_code(card)}});
      }
    } else if (!king) {
      rep.error("auction.illegal-call/not-a-king", "auction", at, kSecRufen,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"card", card_code(card)}});
    }
  }

  void check_fort(const record::Call& c, Bid bid) {
    const int tarocks = tarock_count(hand(c.seat), rules.ski_is_tarock);
    if (bid == Bid::Pass && tarocks >= 8) {
      rep.error("auction.must-say-fort-mit", "auction", {c.pos, 0, c.seat}, kSecRufen,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"tarocks", tarocks}});
    } else if (bid == Bid::FortMit && tarocks < 8) {
      rep.error("auction.illegal-fort-mit", "auction", {c.pos, 0, c.seat}, kSecRufen,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"tarocks", tarocks}});
    }
  }

  // `wanted` names the bids the round allows, in English and German.
  void unexpected(const record::Call& c, const char* wanted, const char* wanted_de) {
    rep.error("auction.unexpected-bid", "auction", {c.pos, 0, c.seat}, kSecAnsagen,
              {{"seat", seat_name(c.seat), seat_name_de(c.seat)}, {"bid", c.bid}, {"expected", wanted, wanted_de}});
  }

  // The first call asks for a Tout; the others answer in turn from the asker's right.
  void ask_tout(const record::Call& c) {
    out.tout_asker = c.seat;
    // "gelegte Bilder zählen nicht mit": the dealer's hand after laying
    if (!tout_eligible(hand(c.seat)))
      rep.error("auction.tout-ineligible", "auction", {c.pos, 0, c.seat}, kSecTout,
                {{"seat", seat_name(c.seat), seat_name_de(c.seat)}});
    round = Round::ToutAnswers;
    expected = right_of(c.seat);
  }

  // "Tout": the answering seat plays it; never the asker himself.
  void take_tout(const record::Call& c) {
    if (c.seat != expected)
      rep.error("auction.out-of-turn", "auction", {c.pos, 0, c.seat}, kSecTout,
                {{"expected", seat_name(expected), seat_name_de(expected)},
                 {"seat", seat_name(c.seat), seat_name_de(c.seat)}});
    if (c.seat == out.tout_asker) rep.error("auction.illegal-tout", "auction", {c.pos, 0, c.seat}, kSecTout, {});
    out.kind = Kind::Tout;
    out.declarer = c.seat;
    round = Round::Done;
  }

  void take(const record::Call& c, Bid b) {
    if (round == Round::Done) return;
    const int slot = expected;  // an out-of-turn call fills the turn it took, so one fault is one finding
    if (c.seat != expected) {
      rep.error("auction.out-of-turn/speak", "auction", {c.pos, 0, c.seat}, kSecAnsagen,
                {{"expected", seat_name(expected), seat_name_de(expected)},
                 {"seat", seat_name(c.seat), seat_name_de(c.seat)}});
    }
    if (b == Bid::ToutQuestion || b == Bid::Tout) {
      if (round == Round::ToutAnswers)
        unexpected(c, "tout or pass", "tout oder pass");
      else
        unexpected(c, "raus, call or pass", "raus, call oder pass");
      return;
    }
    if (round == Round::ToutAnswers) {
      if (b != Bid::Pass) unexpected(c, "tout or pass", "tout oder pass");
      advance(slot, 3);
      return;
    }
    if (round == Round::Raus) {
      if (b == Bid::Raus) {
        out.kind = Kind::Raus;
        out.declarer = c.seat;
        round = Round::Done;
        return;
      }
      if (b == Bid::Pass) {
        advance(slot, kSeats);
        return;
      }
      unexpected(c, "raus or pass (the Raus round)", "raus oder pass (die Runde, in der ein Raus angemeldet wird)");
      if (b != Bid::Call && b != Bid::CallFourth && b != Bid::FortMit) {
        advance(slot, kSeats);  // an unknown word counts as a pass
        return;
      }
      start_rufen();  // a Rufen call: go on as if the Raus round had ended
    }
    if (b == Bid::Raus) {
      unexpected(c, "call, call-fourth, fort-mit or pass (the Rufen round)",
                 "call, call-fourth, fort-mit oder pass (das Rufen)");
      out.kind = Kind::Raus;
      out.declarer = c.seat;
      round = Round::Done;
    } else if (b == Bid::Call || b == Bid::CallFourth) {
      check_call(c, b);
      round = Round::Done;
    } else {
      if (b == Bid::Pass || b == Bid::FortMit)
        check_fort(c, b);
      else
        unexpected(c, "call, call-fourth, fort-mit or pass (the Rufen round)",
                   "call, call-fourth, fort-mit oder pass (das Rufen)");
      advance(expected, kSeats);
    }
  }
};

// A call as the replay's step and the editor's choice say it: "seat 2 bids call HK".
Message call_label(const record::Call& c) {
  return {seat_name(c.seat) + " bids " + c.bid + (c.card ? " " + card_code(*c.card) : ""),
          seat_name_de(c.seat) + " " + says_de(c)};
}

void show_call(const record::Call& c, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const std::string bid_en = c.bid + (c.card ? " " + card_code(*c.card) : "");
  tl.state().calls.push_back({seat_name(c.seat) + ": " + bid_en, seat_name_de(c.seat) + ": " + call_de(c)});
  tl.state().phase = "auction";
  tl.push(engine::StepKind::Call, call_label(c), c.pos, c.seat);
}

void offer_call(engine::Turn& next, int seat, const char* bid, std::optional<Card> card = std::nullopt,
                bool optional = false) {
  engine::LegalAction a;
  a.seat = seat;
  a.call.seat = seat;
  a.call.bid = bid;
  a.call.card = card;
  a.optional = optional;
  if (next.labelled) a.label = call_label(a.call);
  engine::offer(next, "auction", std::move(a));
}

// What the Rufen round allows the seat to speak: "call" with a king he lacks (the dealer
// also one he holds, his hidden Raus; with all four kings the 21, the 1 or the Ski he
// lacks), "call-fourth" with three kings, and "fort" or, with eight Tarock, "fort mit".
void offer_rufen(engine::Turn& next, const AuctionRun& run, int seat) {
  const CardSet& h = run.hand(seat);
  for (Suit suit : kSuits) {
    const Card king = Card::suited(suit, Rank::King);
    if (!h.contains(king) || seat == run.dealer) offer_call(next, seat, "call", king);
  }
  if (king_count(h) == 4)
    for (Card c : {Card::trump(21), Card::trump(1), Card::fool()})
      if (!h.contains(c)) offer_call(next, seat, "call", c);
  if (king_count(h) == 3) offer_call(next, seat, "call-fourth");
  offer_call(next, seat, tarock_count(h, run.rules.ski_is_tarock) >= 8 ? "fort-mit" : "pass");
}

// What may come next (Timeline::next), from the walk's round and turn: the Tout question
// (first, by any player whose hand allows it), the answers, the Raus round, the Rufen
// round; once decided, the contract or the redeal.
void offer_calls(const AuctionRun& run, std::size_t calls, engine::Turn& next) {
  if (next.waits()) return;
  const AuctionResult& a = run.out;
  if (run.round == Round::Done) {
    if (a.redeal()) {
      next.outcome = "redeal";
      return;
    }
    record::Contract& c = next.contract.emplace();
    c.type = a.kind == Kind::Rufspiel ? "rufspiel" : a.kind == Kind::Raus ? "raus" : "tout";
    c.declarer = a.declarer;
    if (a.kind != Kind::Tout) c.partner_card = a.called;
    return;
  }
  if (calls == 0)  // before the Raus round, whose first seat speaks unless somebody asks
    for (int s = 1; s <= kSeats; ++s)
      if (tout_eligible(run.hand(s))) offer_call(next, s, "tout-question", std::nullopt, true);
  const int seat = run.expected;
  switch (run.round) {
    case Round::ToutAnswers:
      if (seat != a.tout_asker) offer_call(next, seat, "tout");
      offer_call(next, seat, "pass");
      break;
    case Round::Raus:
      offer_call(next, seat, "raus");
      offer_call(next, seat, "pass");
      break;
    case Round::Rufen: offer_rufen(next, run, seat); break;
    case Round::Done: break;
  }
}

// The calls in order: whose turn, which bids each round allows, what they decide.
// `hands`: index seat-1, each seat's hand after the dealer laid his two cards.
AuctionResult walk_calls(const record::Hand& hand, std::span<const CardSet> hands, const Rules& rules,
                         engine::Reporter& rep, engine::Timeline& tl) {
  AuctionRun run{hands, rules, rep, hand.dealer, {}, Round::Raus, right_of(hand.dealer), 0};
  const auto& calls = hand.auction->calls;
  bool after_end_reported = false;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const record::Call& c = calls[i];
    if (c.seat < 1 || c.seat > kSeats) {
      rep.error("auction.out-of-turn/not-at-table", "auction", {c.pos, 0, 0}, kSecAnsagen, {{"seat", c.seat}});
      continue;
    }
    const Bid bid = bid_of(c.bid);
    if (run.round == Round::Done) {
      if (!after_end_reported)
        rep.error("auction.call-after-end", "auction", {c.pos, 0, c.seat}, kSecAnsagen,
                  {{"kind", std::string(kind_name(run.out.kind)), std::string(kind_name_de(run.out.kind))},
                   {"seat", seat_name(c.seat), seat_name_de(c.seat)},
                   {"bid", c.bid}});
      after_end_reported = true;
    } else if (i == 0 && bid == Bid::ToutQuestion) {
      run.ask_tout(c);
    } else if (run.round == Round::ToutAnswers && bid == Bid::Tout) {
      run.take_tout(c);
    } else {
      run.take(c, bid);
    }
    show_call(c, tl);
  }
  if (tl.next()) offer_calls(run, calls.size(), *tl.next());
  if (run.round != Round::Done)
    rep.error("auction.incomplete", "auction", {hand.auction->pos, 0, run.expected}, kSecAnsagen,
              {{"expected", seat_name(run.expected), seat_name_de(run.expected)}});
  return run.out;
}

Kind kind_of_contract(const std::string& type) {
  if (engine::is_word(type, "rufspiel")) return Kind::Rufspiel;
  if (engine::is_word(type, "raus")) return Kind::Raus;
  if (engine::is_word(type, "tout")) return Kind::Tout;
  return Kind::Open;
}

// The recorded <contract> must say what the calls decided.
void check_contract(const record::Hand& hand, const AuctionResult& a, engine::Reporter& rep) {
  if (!hand.contract || a.kind == Kind::Open) return;
  const record::Contract& c = *hand.contract;
  auto mismatch = [&](std::string_view key, engine::Values values) {
    rep.error(key, "auction", {c.pos, 0, c.declarer.value_or(0)}, kSecAnsagen, values);
  };
  // Only built for a finding: most contracts say what the calls decided.
  const auto kind = [&a] { return engine::Value{"kind", kind_name(a.kind), kind_name_de(a.kind)}; };
  if (a.redeal()) {
    mismatch("auction.wrong-contract/redeal", {kind()});
  } else if (kind_of_contract(c.type) != a.kind) {
    mismatch("auction.wrong-contract/kind", {kind(), {"recorded", c.type}});
  } else if (c.declarer && *c.declarer != a.declarer) {
    mismatch("auction.wrong-contract/declarer", {{"game", c.type, kind_name_de(a.kind)},
                                                 {"declarer", seat_name(a.declarer), seat_name_de(a.declarer)},
                                                 {"recorded", seat_name(*c.declarer), seat_name_de(*c.declarer)}});
  } else if (c.partner_card && a.called && *c.partner_card != *a.called) {
    mismatch("auction.wrong-contract/called",
             {{"called", card_code(*a.called)}, {"recorded", card_code(*c.partner_card)}});
  } else if (c.partner_card && !a.called) {
    // "indem er einen König ruft, den er selber auf der Hand hat": only the dealer's hidden Raus
    // calls a card; an open Raus and a Tout call none.
    mismatch("auction.wrong-contract/no-call",
             {{"game", c.type, kind_name_de(a.kind)}, {"recorded", card_code(*c.partner_card)}});
  }
}

// The game from the calls; without them from the contract (the engine says so).
void decide_game(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  if (hand.auction) {
    st.auction = walk_calls(hand, st.start, st.rules, rep, tl);
    check_contract(hand, st.auction, rep);
  } else if (hand.contract && kind_of_contract(hand.contract->type) != Kind::Open) {
    st.auction.kind = kind_of_contract(hand.contract->type);
    st.auction.declarer = hand.contract->declarer.value_or(0);
    st.auction.called = hand.contract->partner_card;
  } else if (tl.next() && !hand.play) {  // the Ansagen are still to come
    record::Hand first = hand;
    first.auction.emplace();
    Findings none;
    engine::Reporter quiet(none, hand.n, kGameId, message_catalogue());
    walk_calls(first, st.start, st.rules, quiet, tl);
  }
}

// "Nun verteilt der selbe Geber die Karten erneut": the outcome must say so, and no trick follows.
void check_redeal(const record::Hand& hand, const AuctionResult& a, engine::Reporter& rep) {
  const bool redeal = a.redeal();
  if (hand.outcome) {
    const bool says_redeal = outcome_says_redeal(hand);
    if (a.kind != Kind::Open && says_redeal != redeal)
      rep.error(redeal ? "auction.outcome-mismatch/redeal" : "auction.outcome-mismatch/game", "auction",
                {hand.outcome->pos, 0, 0}, redeal ? kSecStecken : kSecAnsagen, {{"outcome", hand.outcome->type}});
  }
  if (redeal && hand.play && !hand.play->tricks.empty())
    rep.error("play.after-redeal", "play", {hand.play->pos, 0, 0}, kSecStecken, {});
}

// Who plays with whom: the holder of the called card is the Rufer's partner (the
// Rufer alone when nobody holds it); a Raus and a Tout are played alone.
void set_parties(HandState& st) {
  const AuctionResult& a = st.auction;
  st.partner = 0;
  if (a.kind == Kind::Rufspiel && a.called)
    for (int s = 1; s <= kSeats; ++s)
      if (st.start[static_cast<std::size_t>(s - 1)].contains(*a.called)) st.partner = s;
  if (a.kind == Kind::Rufspiel && st.partner == 0) st.partner = a.declarer;  // called card not in any hand
  for (int s = 1; s <= kSeats; ++s) st.side[static_cast<std::size_t>(s)] = (s == a.declarer || s == st.partner) ? 1 : 2;
}

void show_contract(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const AuctionResult& a = st.auction;
  auto& view = tl.state();
  const std::string called = a.called ? card_code(*a.called) : std::string();
  view.contract = {std::string(kind_name(a.kind)) + (a.hidden ? " (hidden)" : "") + " by " + seat_name(a.declarer) +
                       (called.empty() ? "" : ", called " + called),
                   std::string(kind_name_de(a.kind)) + (a.hidden ? " (versteckt)" : "") + " von " +
                       seat_name_de(a.declarer) + (called.empty() ? "" : ", gerufen: " + called)};
  view.seats.resize(kSeats);
  view.seats[static_cast<std::size_t>(a.declarer - 1)].roles.push_back("declarer");
  if (st.partner != 0 && st.partner != a.declarer)
    view.seats[static_cast<std::size_t>(st.partner - 1)].roles.push_back("partner");
}
}  // namespace

void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  decide_game(st, rep, tl);
  check_redeal(*st.hand, st.auction, rep);
  if (!st.auction.game()) return;
  if (st.auction.declarer < 1 || st.auction.declarer > kSeats) {
    st.auction.kind = Kind::Open;  // a contract without a declarer: nothing to count
    return;
  }
  set_parties(st);
  show_contract(st, tl);
}

bool is_redeal(const record::Hand& hand) {
  if (hand.auction && hand.dealer >= 1 && hand.dealer <= kSeats) {
    Findings scratch;
    engine::Reporter rep(scratch, hand.n, kGameId, message_catalogue());
    engine::Timeline tl(false);
    static const std::vector<CardSet> kNoHands(kSeats);  // asked once per hand: built once
    const AuctionResult a = walk_calls(hand, kNoHands, Rules{}, rep, tl);
    if (a.kind != Kind::Open) return a.redeal();
  }
  return outcome_says_redeal(hand);
}

std::vector<record::Contract> possible_contracts(const engine::HandContext&, const record::Hand& hand) {
  // The cards a Rufer may call: a king he does not hold, or with all four kings the
  // Einundzwanziger, the Einser or the Ski he does not hold ("Rufen darf man nur einen König, den
  // man nicht selbst auf der Hand hat"); without the deal, any of them.
  static const Card kKings[] = {Card::suited(Suit::Clubs, Rank::King), Card::suited(Suit::Spades, Rank::King),
                                Card::suited(Suit::Hearts, Rank::King), Card::suited(Suit::Diamonds, Rank::King)};
  static const Card kTrumps[] = {Card::trump(21), Card::trump(1), Card::fool()};
  std::vector<record::Contract> out;
  for (int seat = 1; seat <= kSeats; ++seat) {
    CardSet held;
    bool known = false;
    if (hand.deal)
      for (const auto& sc : hand.deal->hands)
        if (sc.seat == seat) held = CardSet::of(sc.cards.cards), known = true;
    int kings = 0;
    for (Card k : kKings) kings += held.contains(k) ? 1 : 0;
    record::Contract c;
    c.declarer = seat;
    for (const char* type : {"raus", "tout"}) {
      c.type = type;
      out.push_back(c);
    }
    c.type = "rufspiel";
    for (Card k : kKings)
      if (!known || !held.contains(k)) c.partner_card = k, out.push_back(c);
    for (Card t : kTrumps)
      if (!known || (kings == 4 && !held.contains(t))) c.partner_card = t, out.push_back(c);
  }
  return out;
}

}  // namespace stichprobe::games::tuebinger_tarock
