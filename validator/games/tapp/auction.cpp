// Spielregeln: "Der nächste Spieler (rechts von Vorhand) beginnt mit dem Reizen, d. h.,
// er sagt „ich spiele“ oder, falls er nicht spielen will „weg“. So geht es reihum bis zu
// Vorhand, er sagt als letzter ob er spielen will. Anschließend sagt jeder, welches Spiel
// er wagen will. Das Spiel hat, wer die Spielart mit dem höchsten Rang spielt. Bei
// gleichwertigen Spielen hat es derjenige der weiter vorne ist."
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/tapp/phases.h"

namespace stichprobe::games::tapp {
namespace {
constexpr const char* kSection = "Spielregeln";

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
std::vector<int> first_round_order(int dealer, int players) {
  std::vector<int> o = order_from_forehand(dealer, players);
  std::rotate(o.begin(), o.begin() + 1, o.end());
  return o;
}

int forwardness(int seat, int dealer, int players) {  // 0 = forehand, the most forward
  return (seat - forehand(dealer, players) + players) % players;
}

bool is_round_one(const record::Call& c) { return c.bid == "play" || c.bid == "pass"; }

// A named game's suit: Herz mit Aufnehmen is always Herz.
std::optional<Suit> named_suit(Game g, const std::optional<std::string>& written) {
  if (g == Game::HerzAufnehmen) return Suit::Hearts;
  return has_trump(g) ? parse_suit(written) : std::nullopt;
}
}  // namespace

std::optional<Contract> auction_winner(const record::Hand& hand, const Rules& rules, int dealer) {
  if (!hand.auction) return std::nullopt;
  Contract best;  // Ramsch unless somebody names a game
  int best_rank = -1;
  int best_fwd = rules.players;
  // Only those who said "ich spiele" play (a record without that round: everyone named).
  std::vector<int> playing;
  playing.reserve(hand.auction->calls.size());
  bool round_one = false;
  for (const auto& call : hand.auction->calls) {
    round_one = round_one || is_round_one(call);
    if (call.bid == "play") playing.push_back(call.seat);
  }
  for (const auto& call : hand.auction->calls) {
    if (is_round_one(call)) continue;
    if (round_one && std::find(playing.begin(), playing.end(), call.seat) == playing.end()) continue;
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

void check_auction(const record::Hand& hand, const Rules& rules, const Contract& contract, engine::Reporter& rep,
                   engine::Timeline& tl) {
  const int n = rules.players;
  if (hand.auction) {
    const auto& calls = hand.auction->calls;
    const std::vector<int> round_one = first_round_order(hand.dealer, n);
    std::vector<int> playing;  // seats that said "ich spiele", in the order they said it
    playing.reserve(calls.size());
    std::size_t i = 0;
    bool turn_reported = false;
    for (; i < calls.size() && is_round_one(calls[i]); ++i) {
      const auto& call = calls[i];
      if (i >= round_one.size()) {
        rep.error("auction.out-of-turn", "auction", {call.pos, 0, call.seat},
                  {"every player has already said \"ich spiele\" or \"weg\"; " + engine::seat_name(call.seat) +
                       " speaks again",
                   "jeder Spieler hat schon „ich spiele“ oder „weg“ gesagt; " + engine::seat_name_de(call.seat) +
                       " spricht noch einmal"},
                  kSection);
        continue;
      }
      // Seats that swap their turns are one fault: reported at the first call out of turn.
      if (call.seat != round_one[i] && !turn_reported) {
        turn_reported = true;
        rep.error("auction.out-of-turn", "auction", {call.pos, 0, call.seat},
                  {"call " + std::to_string(i + 1) + " belongs to " + engine::seat_name(round_one[i]) +
                       " (the round starts right of forehand and ends with forehand), the record has " +
                       engine::seat_name(call.seat),
                   "Ansage " + std::to_string(i + 1) + " gehört " + engine::seat_name_de(round_one[i]) +
                       " (die Runde beginnt rechts von Vorhand und endet mit Vorhand), aufgeschrieben ist " +
                       engine::seat_name_de(call.seat)},
                  kSection);
      }
      if (call.bid == "play") playing.push_back(call.seat);
      if (tl.enabled()) {
        const char* said = call.bid == "play" ? "ich spiele" : "weg";
        tl.state().calls.push_back(
            {engine::seat_name(call.seat) + ": " + said, engine::seat_name_de(call.seat) + ": " + said});
        tl.push(
            engine::StepKind::Call,
            {engine::seat_name(call.seat) + " says " + said, engine::seat_name_de(call.seat) + " sagt „" + said + "“"},
            call.pos, call.seat);
      }
    }
    if (i < round_one.size())
      rep.error("auction.missing-call", "auction", {hand.auction->pos, 0, round_one[i]},
                {"the round of \"ich spiele\"/\"weg\" stops before " + engine::seat_name(round_one[i]) + " has spoken",
                 "die Runde „ich spiele“/„weg“ endet, bevor " + engine::seat_name_de(round_one[i]) + " gesprochen hat"},
                kSection);
    // The naming of games by those who play.
    std::vector<int> expected = playing;
    if (rules.naming == NamingOrder::ForehandFirst)
      std::sort(expected.begin(), expected.end(),
                [&](int a, int b) { return forwardness(a, hand.dealer, n) < forwardness(b, hand.dealer, n); });
    std::vector<int> named;
    named.reserve(calls.size());
    bool order_reported = false;
    for (; i < calls.size(); ++i) {
      const auto& call = calls[i];
      const auto g = parse_game(call.bid);
      const engine::Reporter::Where where{call.pos, 0, call.seat};
      if (is_round_one(call) || !g || *g == Game::Ramsch) {
        rep.error(
            "auction.unknown-bid", "auction", where,
            {"after \"ich spiele\"/\"weg\" each player who plays names a game (farbspiel, bettel, rufer, "
             "bettel-ouvert, durch" +
                 std::string(rules.herz_aufnehmen ? ", herz-aufnehmen" : "") + "), the record has \"" + call.bid + "\"",
             "nach „ich spiele“/„weg“ sagt jeder, der spielt, sein Spiel an (farbspiel, bettel, rufer, "
             "bettel-ouvert, durch" +
                 std::string(rules.herz_aufnehmen ? ", herz-aufnehmen" : "") + "), aufgeschrieben ist „" + call.bid +
                 "“"},
            kSection);
        continue;
      }
      if (std::find(playing.begin(), playing.end(), call.seat) == playing.end()) {
        rep.error("auction.game-without-play", "auction", where,
                  {engine::seat_name(call.seat) + " names a game without having said \"ich spiele\"",
                   engine::seat_name_de(call.seat) + " sagt ein Spiel an, ohne „ich spiele“ gesagt zu haben"},
                  kSection);
      } else if (std::find(named.begin(), named.end(), call.seat) != named.end()) {
        rep.error("auction.out-of-turn", "auction", where,
                  {engine::seat_name(call.seat) + " names a second game",
                   engine::seat_name_de(call.seat) + " sagt ein zweites Spiel an"},
                  kSection);
      } else {
        const std::size_t k = named.size();
        if (rules.naming != NamingOrder::Any && !order_reported && k < expected.size() && expected[k] != call.seat) {
          rep.error("auction.out-of-turn", "auction", where,
                    {"the next game is named by " + engine::seat_name(expected[k]) + ", the record has " +
                         engine::seat_name(call.seat),
                     "das nächste Spiel sagt " + engine::seat_name_de(expected[k]) + " an, aufgeschrieben ist " +
                         engine::seat_name_de(call.seat)},
                    kSection);
          order_reported = true;
        }
        named.push_back(call.seat);
      }
      if (*g == Game::HerzAufnehmen && !rules.herz_aufnehmen)
        rep.error("auction.option-off", "auction", where,
                  {"Herz mit Aufnehmen is only played with the option herz-aufnehmen=on",
                   "Herz mit Aufnehmen wird nur mit der Option herz-aufnehmen=on gespielt"},
                  "Spiele");
      if (has_trump(*g) && *g != Game::HerzAufnehmen && !parse_suit(call.suit))
        rep.error("auction.suit", "auction", where,
                  {std::string(game_token(*g)) + " names its trump suit (C, S, H or D), the record has " +
                       (call.suit ? "\"" + *call.suit + "\"" : "none"),
                   "beim " + std::string(game_name_de(*g)) +
                       " wird die Trumpffarbe angesagt (C, S, H oder D), aufgeschrieben ist " +
                       (call.suit ? "„" + *call.suit + "“" : "keine")},
                  game_section(*g));
      else if ((!has_trump(*g) && call.suit) || (*g == Game::HerzAufnehmen && call.suit && *call.suit != "H"))
        rep.error("auction.suit", "auction", where,
                  {std::string(game_token(*g)) + (*g == Game::HerzAufnehmen ? " has Herz as trump" : " has no trump") +
                       ", the record names suit " + *call.suit,
                   std::string(game_name_de(*g)) +
                       (*g == Game::HerzAufnehmen ? " hat Herz als Trumpf" : " hat keinen Trumpf") +
                       ", aufgeschrieben ist die Farbe " + *call.suit},
                  game_section(*g));
      if (tl.enabled()) {
        const std::string named_en = call.bid + (call.suit ? " " + *call.suit : "");
        const auto suit = parse_suit(call.suit);
        const std::string suit_de = suit ? std::string(" ") + suit_name_de(*suit) : call.suit ? " " + *call.suit : "";
        const std::string named_de = game_name_de(*g) + suit_de;
        tl.state().calls.push_back(
            {engine::seat_name(call.seat) + ": " + named_en, engine::seat_name_de(call.seat) + ": " + named_de});
        tl.push(engine::StepKind::Call,
                {engine::seat_name(call.seat) + " names " + named_en,
                 engine::seat_name_de(call.seat) + " sagt an: " + named_de},
                call.pos, call.seat);
      }
    }
    for (int s : playing)
      if (std::find(named.begin(), named.end(), s) == named.end()) {
        rep.error("auction.missing-call", "auction", {hand.auction->pos, 0, s},
                  {engine::seat_name(s) + " said \"ich spiele\" but names no game",
                   engine::seat_name_de(s) + " hat „ich spiele“ gesagt, sagt aber kein Spiel an"},
                  kSection);
      }
  }

  // <contract> against the auction.
  if (!hand.contract) {
    if (hand.auction)
      rep.info("auction.missing-contract", "auction", {hand.auction->pos, 0, 0},
               {"no <contract>: the hand is played as the auction gives it, " + contract_name(contract),
                "kein <contract>: gespielt wird, was das Reizen ergibt, " + contract_name_de(contract)},
               kSection);
  } else {
    const auto& rc = *hand.contract;
    const engine::Reporter::Where where{rc.pos, 0, rc.declarer.value_or(0)};
    const auto parsed = parse_game(rc.type);
    if (!parsed) {
      rep.error(
          "auction.unknown-contract", "auction", where,
          {"contract type \"" + rc.type + "\" is not a Tapp game", "das Spiel „" + rc.type + "“ ist kein Tapp-Spiel"},
          "Spiele");
    } else if (*parsed != Game::Ramsch && (!rc.declarer || *rc.declarer < 1 || *rc.declarer > n)) {
      rep.error("auction.missing-declarer", "auction", where,
                {"a " + rc.type + " needs the seat of its declarer",
                 std::string(game_name_de(*parsed)) + ": der Sitz des Spielers fehlt"},
                kSection);
    } else if (has_trump(*parsed) && *parsed != Game::HerzAufnehmen && !parse_suit(rc.trump)) {
      rep.error("auction.suit", "auction", where,
                {rc.type + " needs its trump suit (C, S, H or D)",
                 "beim " + std::string(game_name_de(*parsed)) + " fehlt die Trumpffarbe (C, S, H oder D)"},
                game_section(*parsed));
    }
    if (const auto won = auction_winner(hand, rules, hand.dealer); won && parsed) {
      if (won->game != contract.game || game_rank(won->game, won->trump) != game_rank(contract.game, contract.trump)) {
        rep.error("auction.wrong-contract", "auction", where,
                  {"the auction gives " + contract_name(*won) + ", the contract is " + contract_name(contract),
                   "das Reizen ergibt " + contract_name_de(*won) + ", als Spiel aufgeschrieben ist " +
                       contract_name_de(contract)},
                  kSection);
      } else {
        if (won->declarer != contract.declarer)
          rep.error("auction.wrong-declarer", "auction", where,
                    {"the game goes to " + engine::seat_name(won->declarer) +
                         " (highest rank; between equal games the player further forward), the contract names " +
                         engine::seat_name(contract.declarer),
                     "das Spiel hat " + engine::seat_name_de(won->declarer) +
                         " (höchster Rang; bei gleichwertigen Spielen der weiter vorne), aufgeschrieben ist " +
                         engine::seat_name_de(contract.declarer)},
                    kSection);
        // A named game without its suit is reported above; its trump cannot differ.
        if (won->trump && won->trump != contract.trump)
          rep.error(
              "auction.wrong-trump", "auction", where,
              {std::string("the declarer named ") + (won->trump ? suit_letter(*won->trump) : '-') +
                   " as trump, the contract has " + (contract.trump ? suit_letter(*contract.trump) : '-'),
               std::string("der Spieler hat ") + (won->trump ? suit_letter(*won->trump) : '-') +
                   " als Trumpf angesagt, aufgeschrieben ist " + (contract.trump ? suit_letter(*contract.trump) : '-')},
              game_section(contract.game));
      }
    }
  }
  if (tl.enabled()) {
    auto& st = tl.state();
    st.phase = "auction";
    st.contract = {contract_name(contract), contract_name_de(contract)};
    if (contract.declarer >= 1 && contract.declarer <= static_cast<int>(st.seats.size()))
      st.seats[static_cast<std::size_t>(contract.declarer - 1)].roles.push_back("declarer");
    tl.push(engine::StepKind::Contract, st.contract, hand.contract ? hand.contract->pos : hand.pos, contract.declarer);
  }
}

}  // namespace stichprobe::games::tapp
