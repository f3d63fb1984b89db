// Spielregeln: "Der nächste Spieler (rechts von Vorhand) beginnt mit dem Reizen, d. h.,
// er sagt „ich spiele“ oder, falls er nicht spielen will „weg“. So geht es reihum bis zu
// Vorhand, er sagt als letzter ob er spielen will. Anschließend sagt jeder, welches Spiel
// er wagen will. Das Spiel hat, wer die Spielart mit dem höchsten Rang spielt. Bei
// gleichwertigen Spielen hat es derjenige der weiter vorne ist."
// Spielende: the closing Zwangsramsch round names no game; "herz-ass" is the one announcement.
#include <algorithm>

#include "validator/engine/legal.h"
#include "validator/engine/trick_play.h"
#include "validator/engine/words.h"
#include "validator/games/tapp/spec.h"
#include "validator/games/tapp/state.h"

namespace stichprobe::games::tapp {
namespace {

std::optional<Suit> parse_suit(const std::optional<std::string>& s) {
  if (!s || s->size() != 1) return std::nullopt;
  switch ((*s)[0]) {
    case 'C': return Suit::Clubs;
    case 'S': return Suit::Spades;
    case 'H': return Suit::Hearts;
    case 'D': return Suit::Diamonds;
    default: return std::nullopt;
  }
}

// The "ich spiele"/"weg" round: from the player right of forehand round to forehand.
engine::SeatList first_round_order(int dealer, int players) {
  engine::SeatList o = order_from_forehand(dealer, players);
  std::rotate(o.begin(), o.begin() + 1, o.end());
  return o;
}

int forwardness(int seat, int dealer, int players) {  // 0 = forehand, the most forward
  return (seat - forehand(dealer, players) + players) % players;
}

bool is_round_one(const record::Call& c) { return engine::is_word(c.bid, "play") || engine::is_word(c.bid, "pass"); }

bool contains(const engine::SeatList& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

// A named game's suit: Herz mit Aufnehmen is always Herz.
std::optional<Suit> named_suit(Game g, const std::optional<std::string>& written) {
  if (g == Game::HerzAufnehmen) return Suit::Hearts;
  return has_trump(g) ? parse_suit(written) : std::nullopt;
}

// A named game in the replay's and the editor's words: "farbspiel H" / "Farbspiel Herz".
Message named_game(const record::Call& call, Game g) {
  const auto suit = parse_suit(call.suit);
  const std::string suit_de = suit ? std::string(" ") + suit_name_de(*suit) : call.suit ? " " + *call.suit : "";
  return {call.bid + (call.suit ? " " + *call.suit : ""), game_name_de(g) + suit_de};
}

Message named_label(const record::Call& call, Game g) {
  const Message named = named_game(call, g);
  return {engine::seat_name(call.seat) + " names " + named.en,
          engine::seat_name_de(call.seat) + " sagt an: " + named.de};
}

// "ich spiele" / "weg" as the replay's step and the editor's choice say it.
Message round_one_label(int seat, bool play) {
  const char* said = play ? "ich spiele" : "weg";
  return {engine::seat_name(seat) + " says " + said, engine::seat_name_de(seat) + " sagt „" + said + "“"};
}

// The calls of one auction: round one ("ich spiele"/"weg"), then the naming of games
// by those who play. Seats out of turn are one fault each phase, reported once.
class Calls {
 public:
  Calls(const HandState& st, engine::Reporter& rep, engine::Timeline& tl)
      : st_(st),
        calls_(st.hand->auction->calls),
        n_(st.rules.players),
        round_one_(first_round_order(st.hand->dealer, st.rules.players)),
        rep_(rep),
        tl_(tl) {}

  void check_round_one();
  void check_naming();
  void check_all_named();
  // What may come next (Timeline::next): the next "ich spiele"/"weg", else the games the
  // players who play have still to name; true while the auction goes on.
  bool offer_next(engine::Turn& next) const;

 private:
  void check_round_one_call(const record::Call& call);
  void check_naming_turn(const record::Call& call, const engine::Reporter::Where& where);
  void check_named_suit(const record::Call& call, Game g, const engine::Reporter::Where& where);
  void report_unknown_bid(const record::Call& call, const engine::Reporter::Where& where);
  void show_named(const record::Call& call, Game g);

  const HandState& st_;
  const std::vector<record::Call>& calls_;
  const int n_;
  const engine::SeatList round_one_;
  engine::Reporter& rep_;
  engine::Timeline& tl_;
  std::size_t next_ = 0;           // the next call to read
  std::size_t round_one_end_ = 0;  // the calls of round one
  engine::SeatList playing_;       // seats that said "ich spiele", in the order they said it
  engine::SeatList expected_;      // the order the players name their games in
  engine::SeatList named_;
  bool turn_reported_ = false;   // round one
  bool order_reported_ = false;  // the naming
};

void Calls::check_round_one_call(const record::Call& call) {
  const std::size_t i = next_;
  if (i >= round_one_.size()) {
    rep_.error("auction.out-of-turn", "auction", {call.pos, 0, call.seat}, kRulesSection,
               {{"seat", engine::seat_name(call.seat), engine::seat_name_de(call.seat)}});
    return;
  }
  // Seats that swap their turns are one fault: reported at the first call out of turn.
  if (call.seat != round_one_[i] && !turn_reported_) {
    turn_reported_ = true;
    rep_.error("auction.out-of-turn/round-one", "auction", {call.pos, 0, call.seat}, kRulesSection,
               {{"call", i + 1},
                {"expected", engine::seat_name(round_one_[i]), engine::seat_name_de(round_one_[i])},
                {"seat", engine::seat_name(call.seat), engine::seat_name_de(call.seat)}});
  }
  if (engine::is_word(call.bid, "play")) playing_.push_back(call.seat);
  if (tl_.enabled()) {
    const char* said = engine::is_word(call.bid, "play") ? "ich spiele" : "weg";
    tl_.state().calls.push_back(
        {engine::seat_name(call.seat) + ": " + said, engine::seat_name_de(call.seat) + ": " + said});
    tl_.push(engine::StepKind::Call, round_one_label(call.seat, engine::is_word(call.bid, "play")), call.pos,
             call.seat);
  }
}

void Calls::check_round_one() {
  for (; next_ < calls_.size() && is_round_one(calls_[next_]); ++next_) check_round_one_call(calls_[next_]);
  round_one_end_ = next_;
  if (next_ >= round_one_.size()) return;
  // A game named before the round is over is where the round was cut short.
  const bool named_early = next_ < calls_.size();
  const int silent = round_one_[next_];
  const int named = named_early ? calls_[next_].seat : 0;
  rep_.error(named_early ? "auction.missing-call/round-one-cut" : "auction.missing-call/round-one", "auction",
             {named_early ? calls_[next_].pos : st_.hand->auction->pos, 0, named_early ? named : silent}, kRulesSection,
             {{"seat", engine::seat_name(silent), engine::seat_name_de(silent)},
              {"named", engine::seat_name(named), engine::seat_name_de(named)}});
}

void Calls::report_unknown_bid(const record::Call& call, const engine::Reporter::Where& where) {
  const std::string aufnehmen = st_.rules.herz_aufnehmen ? ", herz-aufnehmen" : "";
  rep_.error("auction.unknown-bid", "auction", where, kRulesSection, {{"aufnehmen", aufnehmen}, {"bid", call.bid}});
}

// "Anschließend sagt jeder, welches Spiel er wagen will": once, by those who play, in
// the order of option naming-order.
void Calls::check_naming_turn(const record::Call& call, const engine::Reporter::Where& where) {
  if (!contains(playing_, call.seat)) {
    rep_.error("auction.game-without-play", "auction", where, kRulesSection,
               {{"seat", engine::seat_name(call.seat), engine::seat_name_de(call.seat)}});
    return;
  }
  if (contains(named_, call.seat)) {
    rep_.error("auction.out-of-turn/second-game", "auction", where, kRulesSection,
               {{"seat", engine::seat_name(call.seat), engine::seat_name_de(call.seat)}});
    return;
  }
  const std::size_t k = named_.size();
  if (st_.rules.naming != NamingOrder::Any && !order_reported_ && k < expected_.size() && expected_[k] != call.seat) {
    rep_.error("auction.out-of-turn/naming", "auction", where, kRulesSection,
               {{"expected", engine::seat_name(expected_[k]), engine::seat_name_de(expected_[k])},
                {"seat", engine::seat_name(call.seat), engine::seat_name_de(call.seat)}});
    order_reported_ = true;
  }
  named_.push_back(call.seat);
}

// A game with a trump names its suit (Herz mit Aufnehmen: Herz); the others name none.
void Calls::check_named_suit(const record::Call& call, Game g, const engine::Reporter::Where& where) {
  // Only built for a finding: most calls name their suit rightly.
  const auto game = [g] { return engine::Value{"game", game_token(g), game_name_de(g)}; };
  if (has_trump(g) && g != Game::HerzAufnehmen && !parse_suit(call.suit))
    rep_.error(call.suit ? "auction.suit" : "auction.suit/none", "auction", where, game_section(g),
               {game(), {"suit", call.suit.value_or("")}});
  else if ((!has_trump(g) && call.suit) || (g == Game::HerzAufnehmen && call.suit && !engine::is_word(*call.suit, "H")))
    rep_.error(g == Game::HerzAufnehmen ? "auction.suit/herz" : "auction.suit/no-trump", "auction", where,
               game_section(g), {game(), {"suit", *call.suit}});
}

void Calls::show_named(const record::Call& call, Game g) {
  if (!tl_.enabled()) return;
  const Message named = named_game(call, g);
  tl_.state().calls.push_back(
      {engine::seat_name(call.seat) + ": " + named.en, engine::seat_name_de(call.seat) + ": " + named.de});
  tl_.push(engine::StepKind::Call, named_label(call, g), call.pos, call.seat);
}

void Calls::check_naming() {
  expected_ = playing_;
  if (st_.rules.naming == NamingOrder::ForehandFirst) {
    const int dealer = st_.hand->dealer;
    std::sort(expected_.begin(), expected_.end(),
              [&](int a, int b) { return forwardness(a, dealer, n_) < forwardness(b, dealer, n_); });
  }
  named_.reserve(calls_.size());
  for (; next_ < calls_.size(); ++next_) {
    const auto& call = calls_[next_];
    const auto g = parse_game(call.bid);
    const engine::Reporter::Where where{call.pos, 0, call.seat};
    if (is_round_one(call) || !g || *g == Game::Ramsch) {
      report_unknown_bid(call, where);
      continue;
    }
    check_naming_turn(call, where);
    if (*g == Game::HerzAufnehmen && !st_.rules.herz_aufnehmen)
      rep_.error("auction.option-off", "auction", where, kGamesSection, {});
    check_named_suit(call, *g, where);
    show_named(call, *g);
  }
}

void Calls::check_all_named() {
  for (int s : playing_)
    if (!contains(named_, s))
      rep_.error("auction.missing-call", "auction", {st_.hand->auction->pos, 0, s}, kRulesSection,
                 {{"seat", engine::seat_name(s), engine::seat_name_de(s)}});
}

bool Calls::offer_next(engine::Turn& next) const {
  if (round_one_end_ < round_one_.size() && next_ == round_one_end_) {
    const int seat = round_one_[round_one_end_];
    for (const bool play : {true, false}) {
      engine::LegalAction call;
      call.seat = seat;
      call.call.seat = seat;
      call.call.bid = play ? "play" : "pass";
      if (next.labelled) call.label = round_one_label(seat, play);
      engine::offer(next, "auction", std::move(call));
    }
    return true;
  }
  // "Anschließend sagt jeder, welches Spiel er wagen will": in the order of option
  // naming-order, or any of them who has not yet named one.
  bool open = false;
  for (int seat : expected_) {
    if (contains(named_, seat)) continue;
    open = true;
    for (Game g : {Game::Farbspiel, Game::Bettel, Game::Rufer, Game::BettelOuvert, Game::Durch, Game::HerzAufnehmen}) {
      if (g == Game::HerzAufnehmen && !st_.rules.herz_aufnehmen) continue;
      const bool suited = has_trump(g) && g != Game::HerzAufnehmen;
      for (Suit suit : kSuits) {
        engine::LegalAction call;
        call.seat = seat;
        call.call.seat = seat;
        call.call.bid = game_token(g);
        if (suited) call.call.suit = std::string(1, suit_letter(suit));
        if (next.labelled) call.label = named_label(call.call, g);
        engine::offer(next, "auction", std::move(call));
        if (!suited) break;
      }
    }
    if (st_.rules.naming != NamingOrder::Any) break;
  }
  return open;
}

// <contract> on its own: a Tapp game, with its declarer and, where it has one, its trump.
void check_contract_form(const HandState& st, const std::optional<Game>& parsed, const engine::Reporter::Where& where,
                         engine::Reporter& rep) {
  const auto& rc = *st.hand->contract;
  if (!parsed) {
    rep.error("auction.unknown-contract", "auction", where, kGamesSection, {{"type", rc.type}});
  } else if (*parsed != Game::Ramsch && (!rc.declarer || *rc.declarer < 1 || *rc.declarer > st.rules.players)) {
    rep.error("auction.missing-declarer", "auction", where, kRulesSection, {{"game", rc.type, game_name_de(*parsed)}});
  } else if (has_trump(*parsed) && *parsed != Game::HerzAufnehmen && !parse_suit(rc.trump)) {
    rep.error("auction.suit/contract", "auction", where, game_section(*parsed),
              {{"game", rc.type, game_name_de(*parsed)}});
  }
}

// <contract> against the auction's winner: game, declarer, trump.
void check_contract_won(const Contract& contract, const Contract& won, const engine::Reporter::Where& where,
                        engine::Reporter& rep) {
  if (won.game != contract.game || game_rank(won.game, won.trump) != game_rank(contract.game, contract.trump)) {
    rep.error("auction.wrong-contract", "auction", where, kRulesSection,
              {{"won", contract_name(won), contract_name_de(won)},
               {"contract", contract_name(contract), contract_name_de(contract)}});
    return;
  }
  if (won.declarer != contract.declarer)
    rep.error("auction.wrong-declarer", "auction", where, kRulesSection,
              {{"declarer", engine::seat_name(won.declarer), engine::seat_name_de(won.declarer)},
               {"recorded", engine::seat_name(contract.declarer), engine::seat_name_de(contract.declarer)}});
  // A named game without its suit is reported above; its trump cannot differ.
  if (won.trump && won.trump != contract.trump)
    rep.error("auction.wrong-trump", "auction", where, game_section(contract.game),
              {{"trump", (won.trump ? suit_letter(*won.trump) : '-')},
               {"recorded", (contract.trump ? suit_letter(*contract.trump) : '-')}});
}

void check_contract(const HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  if (!hand.contract) {
    if (hand.auction)
      rep.info("auction.missing-contract", "auction", {hand.auction->pos, 0, 0}, kRulesSection,
               {{"contract", contract_name(st.contract), contract_name_de(st.contract)}});
    return;
  }
  const auto& rc = *hand.contract;
  const engine::Reporter::Where where{rc.pos, 0, rc.declarer.value_or(0)};
  const auto parsed = parse_game(rc.type);
  check_contract_form(st, parsed, where, rep);
  if (const auto won = auction_winner(hand, st.rules, hand.dealer); won && parsed)
    check_contract_won(st.contract, *won, where, rep);
}

void show_contract(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  const Contract& contract = st.contract;
  auto& state = tl.state();
  state.phase = "auction";
  state.contract = {contract_name(contract), contract_name_de(contract)};
  if (contract.declarer >= 1 && contract.declarer <= static_cast<int>(state.seats.size()))
    state.seats[static_cast<std::size_t>(contract.declarer - 1)].roles.push_back("declarer");
  tl.push(engine::StepKind::Contract, state.contract, st.hand->contract ? st.hand->contract->pos : st.hand->pos,
          contract.declarer);
}

// "Nach dieser letzten Spielrunde gibt dann noch einmal jeder Spieler zu einem
// Zwangsramsch": nobody plays, the contract is Ramsch.
void check_zwangsramsch(const HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  const Contract& contract = st.contract;
  if (hand.auction)
    for (const auto& call : hand.auction->calls)
      if (!engine::is_word(call.bid, "pass")) {
        rep.error("session.zwangsramsch", "auction", {call.pos, 0, call.seat}, kEndSection, {{"bid", call.bid}});
        return;
      }
  if (contract.game != Game::Ramsch)
    rep.error("session.zwangsramsch/contract", "auction",
              {hand.contract ? hand.contract->pos : hand.pos, 0, contract.declarer}, kEndSection,
              {{"contract", contract_name(contract), contract_name_de(contract)}});
}

void show_zwangsramsch(const HandState& st, engine::Timeline& tl) {
  if (!tl.enabled()) return;
  // "2. Zwangsramsch": the game's own word in both languages, the German with its ordinal.
  const int no = st.place.zwangsramsch_no;
  tl.state().contract = {"Zwangsramsch " + std::to_string(no), std::to_string(no) + ". Zwangsramsch"};
  tl.push(engine::StepKind::Contract, tl.state().contract, st.hand->contract ? st.hand->contract->pos : st.hand->pos);
}

void check_after_end(const HandState& st, engine::Reporter& rep) {
  if (st.place.role != SessionRole::AfterEnd) return;
  rep.error("session.after-end", "deal", {st.hand->pos, 0, st.hand->dealer}, kEndSection, {});
}

// "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt": the one announcement, once.
void check_announcements(const HandState& st, engine::Reporter& rep) {
  for (const auto& a : st.hand->announcements) {
    if (a.type != kHerzAss)
      rep.error("announcement.unknown", "announcement", {a.pos, 0, a.seat}, kEndSection, {{"type", a.type}});
    else if (st.place.role != SessionRole::Normal)
      rep.warning("announcement.herz-ass-repeated", "announcement", {a.pos, 0, a.seat}, kEndSection, {});
  }
}

// The closing Zwangsramsch round names no game: its contract is Ramsch, and a record may
// write the round's "weg" in turn (nothing else).
void offer_zwangsramsch(const HandState& st, engine::Turn& next) {
  next.contract = contract_record(Contract{});
  const std::size_t said = st.hand->auction ? st.hand->auction->calls.size() : 0;
  const engine::SeatList order = first_round_order(st.hand->dealer, st.rules.players);
  if (said >= order.size()) return;
  engine::LegalAction call;
  call.seat = order[said];
  call.call.seat = call.seat;
  call.call.bid = "pass";
  call.optional = true;
  if (next.labelled) call.label = round_one_label(call.seat, false);
  engine::offer(next, "auction", std::move(call));
}

// "Soll das Tapp-Spiel beendet werden, so wird Herz-Ass angesagt": any player, once in a
// session, at any time of a hand (so it is offered beside what else may come).
void offer_herz_ass(const HandState& st, engine::Turn& next) {
  if (st.place.role != SessionRole::Normal) return;
  for (const auto& a : st.hand->announcements)
    if (a.type == kHerzAss) return;
  for (int seat = 1; seat <= st.rules.players; ++seat) {
    engine::LegalAction an;
    an.kind = engine::ActionKind::Announce;
    an.seat = seat;
    an.type = kHerzAss;
    an.optional = true;
    if (next.labelled)
      an.label = {engine::seat_name(seat) + " announces Herz-Ass (the session ends)",
                  engine::seat_name_de(seat) + " sagt Herz-Ass an (das Tapp-Spiel geht zu Ende)"};
    engine::offer(next, "announcement", std::move(an));
  }
}

// "Macht kein Spieler ein Spiel, so wird geramscht": every Tapp hand is played, a game or a
// Ramsch; an outcome that says otherwise is one finding, and the hand is checked as played.
void check_outcome(const HandState& st, engine::Reporter& rep) {
  const auto& outcome = st.hand->outcome;
  if (!outcome || engine::is_word(outcome->type, "played")) return;
  rep.error("auction.outcome-mismatch", "auction", {outcome->pos, 0, 0}, kRulesSection,
            {{"type", outcome->type}, {"contract", contract_name(st.contract), contract_name_de(st.contract)}});
}

}  // namespace

record::Contract contract_record(const Contract& c) {
  record::Contract rc;
  rc.type = game_token(c.game);
  if (c.game != Game::Ramsch) rc.declarer = c.declarer;
  if (c.trump) rc.trump = std::string(1, suit_letter(*c.trump));
  return rc;
}

std::optional<Contract> auction_winner(const record::Hand& hand, const Rules& rules, int dealer) {
  if (!hand.auction) return std::nullopt;
  Contract best;  // Ramsch unless somebody names a game
  int best_rank = -1;
  int best_fwd = rules.players;
  // Only those who said "ich spiele" play (a record without that round: everyone named).
  engine::SeatList playing;
  playing.reserve(hand.auction->calls.size());
  bool round_one = false;
  for (const auto& call : hand.auction->calls) {
    round_one = round_one || is_round_one(call);
    if (engine::is_word(call.bid, "play")) playing.push_back(call.seat);
  }
  for (const auto& call : hand.auction->calls) {
    if (is_round_one(call)) continue;
    if (round_one && !contains(playing, call.seat)) continue;
    auto g = parse_game(call.bid);
    if (!g || *g == Game::Ramsch || call.seat < 1 || call.seat > rules.players) continue;
    const auto suit = named_suit(*g, call.suit);
    const int rank = game_rank(*g, suit);
    const int fwd = forwardness(call.seat, dealer, rules.players);
    if (rank > best_rank || (rank == best_rank && fwd < best_fwd)) {
      best = Contract{*g, call.seat, suit};
      best_rank = rank;
      best_fwd = fwd;
    }
  }
  return best;
}

Contract recorded_contract(const record::Hand& hand, const Rules& rules, int dealer) {
  if (!hand.contract) return auction_winner(hand, rules, dealer).value_or(Contract{});
  Contract c;
  c.game = parse_game(hand.contract->type).value_or(Game::Ramsch);
  if (c.game != Game::Ramsch) c.declarer = hand.contract->declarer.value_or(0);
  c.trump = named_suit(c.game, hand.contract->trump);
  return c;
}

void check_auction(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  check_after_end(st, rep);
  if (st.place.role == SessionRole::Zwangsramsch) {
    check_zwangsramsch(st, rep);
    show_zwangsramsch(st, tl);
    if (tl.next()) offer_zwangsramsch(st, *tl.next());
  } else {
    bool open = false;
    if (st.hand->auction) {
      Calls calls(st, rep, tl);
      calls.check_round_one();
      calls.check_naming();
      calls.check_all_named();
      if (tl.next()) open = calls.offer_next(*tl.next());
    } else if (tl.next() && !st.hand->contract) {  // the auction is still to come
      record::Hand first = *st.hand;
      first.auction.emplace();
      HandState start = st;
      start.hand = &first;
      Findings none;
      engine::Reporter quiet(none, 0, kRulePrefix, message_catalogue());
      engine::Timeline probe(false);
      Calls calls(start, quiet, probe);
      calls.check_round_one();
      calls.check_naming();
      open = calls.offer_next(*tl.next());
    }
    if (tl.next() && !open && st.hand->auction)
      tl.next()->contract = contract_record(auction_winner(*st.hand, st.rules, st.hand->dealer).value_or(Contract{}));
    check_contract(st, rep);
    show_contract(st, tl);
  }
  check_outcome(st, rep);
  check_announcements(st, rep);
  if (tl.next()) offer_herz_ass(st, *tl.next());
}

std::vector<record::Contract> possible_contracts(const engine::HandContext& ctx, const record::Hand&) {
  const auto rules = rules_for(ctx);
  std::vector<record::Contract> out;
  auto add = [&](Game g, std::optional<Suit> trump, int declarer) {
    record::Contract c;
    c.type = game_token(g);
    if (declarer) c.declarer = declarer;
    if (trump) c.trump = std::string(1, suit_letter(*trump));
    out.push_back(std::move(c));
  };
  add(Game::Ramsch, std::nullopt, 0);
  for (const Game g :
       {Game::HerzAufnehmen, Game::Farbspiel, Game::Bettel, Game::Rufer, Game::BettelOuvert, Game::Durch}) {
    if (g == Game::HerzAufnehmen && !rules->herz_aufnehmen) continue;
    for (int seat = 1; seat <= rules->players; ++seat) {
      if (g == Game::HerzAufnehmen)
        add(g, Suit::Hearts, seat);
      else if (has_trump(g))
        for (const Suit s : kSuits) add(g, s, seat);
      else
        add(g, std::nullopt, seat);
    }
  }
  return out;
}

}  // namespace stichprobe::games::tapp
