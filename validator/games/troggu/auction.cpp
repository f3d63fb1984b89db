// The bidding: forehand first, normal ("ich nehm's") / solo / pass; a Solo takes
// priority over a normal game; all pass -> Misere, or with 7-8 players the holder
// of the Narr (else the Bagatt) must play a normal game. Then the contract and,
// with 7-8 players, the Tappist's partner call.
#include "formats/vocabulary.h"
#include "validator/engine/trick_play.h"
#include "validator/games/troggu/state.h"

namespace stichprobe::games::troggu {

using engine::Reporter;
using engine::seat_name;
using engine::seat_name_de;

namespace {

// A call in the replay, in German, in the findings' words: "passt", "fordert ein
// normales Spiel", "fordert ein Solo"; and as a line of the auction list.
std::string says_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "normal") return "fordert ein normales Spiel";
  if (bid == "solo") return "fordert ein Solo";
  return "sagt " + bid;
}
std::string call_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "normal") return "normales Spiel";
  if (bid == "solo") return "Solo";
  return bid;
}

// A game type in the source's German words: "ein normales Spiel", "ein Solo", "eine Misere".
std::string game_de(const std::string& type) {
  if (type == "normal") return "ein normales Spiel";
  if (type == "solo") return "ein Solo";
  if (type == "misere") return "eine Misere";
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
  if (derived.type != "normal" || st.players < 7) {
    rep.error("auction.partner-not-allowed", "auction", at,
              {"only the Tappist of a normal game with seven or eight players calls a partner; here " +
                   (derived.type.empty() ? std::string("no normal game") : "a " + derived.type) + " with " +
                   std::to_string(st.players) + " players",
               "nur der Tappist eines normalen Spiels mit sieben oder acht Spielern ruft einen Partner; hier " +
                   (derived.type.empty() ? std::string("kein normales Spiel") : game_de(derived.type)) + " mit " +
                   std::to_string(st.players) + " Spielern"},
              kNormalSection);
    return;
  }
  if (call.seat != derived.declarer)
    rep.error("auction.out-of-turn", "auction", at,
              {"the partner is called by the Tappist " + seat_name(derived.declarer) + ", not " + seat_name(call.seat),
               "den Partner ruft der Tappist " + seat_name_de(derived.declarer) + ", nicht " + seat_name_de(call.seat)},
              kNormalSection);
  if (derived.partner_card) {
    rep.error("auction.out-of-turn", "auction", at,
              {"the Tappist calls a partner only once", "der Tappist ruft nur einmal einen Partner"}, kNormalSection);
    return;
  }
  if (!call.card || call.card->is_unknown()) {
    rep.error("auction.illegal-partner-card", "auction", at,
              {"the partner call names no trump (card=\"T20\" or another of I-XX)",
               "der Partnerruf nennt keinen Trumpf (card=\"T20\" oder einen anderen von I-XX)"},
              kNormalSection);
    return;
  }
  const Card c = *call.card;
  if (!c.is_trump() || c.trump_number() == 21)
    rep.error("auction.illegal-partner-card", "auction", {call.card_pos, 0, call.seat},
              {"the Tappist calls " + card_code(c) +
                   ": the partner is called with a trump other than XXI and the "
                   "Narr (\"irgendeinen Trumpf, ausgenommen XXI oder den Narren\")",
               "der Tappist ruft " + card_code(c) +
                   ": der Partner wird mit irgendeinem Trumpf gerufen, "
                   "ausgenommen XXI oder den Narren"},
              kNormalSection);
  derived.partner_card = c;
}

}  // namespace

void check_auction(HandState& st, Reporter& rep, engine::Timeline& tl) {
  const record::Hand& hand = *st.hand;
  Contract derived;
  auto& view = tl.state();
  if (tl.enabled()) view.phase = "auction";
  bool auction_done = false;
  if (hand.auction) {
    const auto& calls = hand.auction->calls;
    const auto& bids = find_game_vocabulary("troggu")->bids;
    int spoken = 0, normal_by = 0, solo_by = 0;
    bool closed = false;
    // Ends the bidding as it stands and derives the game from it.
    auto settle = [&]() {
      if (auction_done) return;
      auction_done = true;
      if (!closed && spoken < st.players)
        rep.error("auction.incomplete", "auction", {hand.auction->pos, 0, bidder_at(st, spoken)},
                  {"the bidding stops after " + std::to_string(spoken) + " calls: every player speaks once (" +
                       seat_name(bidder_at(st, spoken)) + " is next) unless a Solo ends it",
                   "das Bieten hört nach " + std::to_string(spoken) + " Geboten auf: jeder Spieler spricht einmal (" +
                       seat_name_de(bidder_at(st, spoken)) + " ist an der Reihe), ausser ein Solo beendet es"},
                  kBidSection);
      if (solo_by)
        derived = {"solo", solo_by, std::nullopt, false};
      else if (normal_by)
        derived = {"normal", normal_by, std::nullopt, false};
      else if (closed || spoken >= st.players) {
        derived = {"misere", 0, std::nullopt, false};
        if (st.players >= 7) {
          // "wird der Besitzer des Bättlers (Narr) gezwungen, ein normales Spiel zu spielen ...
          // muss der Besitzer des Bagatt (Trumpf I, Magier) ein normales Spiel beginnen"
          int holder = holder_of(st, Card::fool());
          if (!holder) holder = holder_of(st, Card::trump(1));
          if (holder) derived = {"normal", holder, std::nullopt, true};
        }
      }
      if (derived.type == "normal" && st.rules.tappist == Tappist::Dealer && !derived.forced)
        derived.declarer = st.dealer;
    };
    for (const auto& call : calls) {
      const Reporter::Where at{call.pos, 0, call.seat};
      if (call.seat < 1 || call.seat > st.players) {
        rep.error("auction.bad-seat", "auction", at,
                  {"a call by " + seat_name(call.seat) + ", who is not at the table of " + std::to_string(st.players),
                   "ein Gebot von " + seat_name_de(call.seat) + ", der nicht am Tisch mit " +
                       std::to_string(st.players) + " Spielern sitzt"},
                  kBidSection);
        continue;
      }
      if (tl.enabled()) view.to_move = call.seat;
      if (call.bid == "partner") {
        settle();
        check_partner_call(st, call, derived, rep);
        if (tl.enabled()) {
          const std::string card = call.card ? card_code(*call.card) : "?";
          view.calls.push_back(
              {seat_name(call.seat) + ": partner " + card, seat_name_de(call.seat) + ": Partner " + card});
          tl.push(engine::StepKind::Call,
                  {seat_name(call.seat) + " calls " + card + " as partner",
                   seat_name_de(call.seat) + " ruft " + card + " als Partner"},
                  call.pos, call.seat);
        }
        continue;
      }
      if (call.bid != "pass" && call.bid != "normal" && call.bid != "solo") {
        const std::string near = closest_name(call.bid, bids);
        rep.error("auction.unknown-bid", "auction", at,
                  {"\"" + call.bid + "\" is not a Troggu call (pass, normal, solo, partner)" +
                       (near.empty() ? std::string() : "; did you mean \"" + near + "\"?"),
                   "\"" + call.bid + "\" ist kein Gebot im Troggu (pass, normal, solo, partner)" +
                       (near.empty() ? std::string() : "; gemeint ist wohl \"" + near + "\"")},
                  kBidSection);
        continue;
      }
      if (closed || auction_done) {
        rep.error("auction.after-close", "auction", at,
                  {seat_name(call.seat) + " calls " + call.bid + " after the bidding has ended" +
                       (solo_by ? " with " + seat_name(solo_by) + "'s Solo" : std::string()),
                   seat_name_de(call.seat) + " sagt " + call.bid + ", nachdem das Bieten zu Ende ist" +
                       (solo_by ? " (Solo von " + seat_name_de(solo_by) + ")" : std::string())},
                  kBidSection);
        continue;
      }
      const int expected = bidder_at(st, spoken);
      if (call.seat != expected)
        rep.error("auction.out-of-turn", "auction", at,
                  {"it is " + seat_name(expected) + "'s turn to call, the record has " + seat_name(call.seat),
                   seat_name_de(expected) + " ist an der Reihe, aufgeschrieben ist " + seat_name_de(call.seat)},
                  kBidSection);
      ++spoken;
      if (call.bid == "normal") {
        if (normal_by)
          rep.error("auction.illegal-overcall", "auction", at,
                    {seat_name(call.seat) + " asks for a normal game after " + seat_name(normal_by) +
                         " did: now only a Solo may be called (\"ob ein Spieler doch noch ein Solo spielen will\")",
                     seat_name_de(call.seat) + " fordert ein normales Spiel, nachdem " + seat_name_de(normal_by) +
                         " es schon gefordert hat: jetzt geht es nur noch darum, \"ob ein Spieler doch noch ein "
                         "Solo spielen will\""},
                    kBidSection);
        else
          normal_by = call.seat;
      } else if (call.bid == "solo") {
        solo_by = call.seat;
        closed = true;  // "Wenn er ein Solo fordert, wird dieses gespielt."
      }
      if (tl.enabled()) {
        view.calls.push_back(
            {seat_name(call.seat) + ": " + call.bid, seat_name_de(call.seat) + ": " + call_de(call.bid)});
        tl.push(engine::StepKind::Call,
                {seat_name(call.seat) + " calls " + call.bid, seat_name_de(call.seat) + " " + says_de(call.bid)},
                call.pos, call.seat);
      }
      if (spoken >= st.players) closed = true;
    }
    settle();
  }

  // The contract as recorded is what the table played; it is compared with the bidding.
  Contract played = derived;
  if (hand.contract) {
    const record::Contract& rc = *hand.contract;
    const Reporter::Where at{rc.pos, 0, rc.declarer.value_or(0)};
    Contract rec{rc.type, rc.declarer.value_or(0), rc.partner_card, derived.forced};
    if (rc.type != "normal" && rc.type != "solo" && rc.type != "misere") {
      rep.error("auction.unknown-contract", "auction", at,
                {"\"" + rc.type + "\" is not a Troggu contract (normal, solo, misere)",
                 "\"" + rc.type + "\" ist keine Spielart des Troggu (normal, solo, misere)"},
                kBidSection);
      rec.type = derived.type;
    }
    if (rec.type == "misere") rec.declarer = 0;
    if (rec.type != "misere" && (rec.declarer < 1 || rec.declarer > st.players)) {
      rep.error("auction.wrong-declarer", "auction", at,
                {"a " + rec.type + " game names its " + (rec.type == "solo" ? "Solist" : "Tappist") +
                     " in contract/@declarer",
                 game_de(rec.type) + " nennt seinen " + (rec.type == "solo" ? "Solisten" : "Tappisten") +
                     " in contract/@declarer"},
                kBidSection);
      rec.declarer = derived.declarer;
    }
    if (hand.auction && !derived.type.empty()) {
      if (rec.type != derived.type)
        rep.error("auction.wrong-contract", "auction", at,
                  {"the bidding gives a " + derived.type + " game" +
                       (derived.declarer ? " by " + seat_name(derived.declarer) : std::string()) +
                       ", the contract says " + rec.type,
                   "das Bieten ergibt " + game_de(derived.type) +
                       (derived.declarer ? " von " + seat_name_de(derived.declarer) : std::string()) +
                       ", aufgeschrieben ist " + rec.type},
                  derived.forced ? kBidSection + " (sieben oder acht Spieler)" : kBidSection);
      else if (rec.declarer != derived.declarer)
        rep.error(
            "auction.wrong-declarer", "auction", at,
            {"the " + derived.type + " game is played by " + seat_name(derived.declarer) +
                 (derived.forced ? " (who holds the " + std::string(holder_of(st, Card::fool()) ? "Narr" : "Bagatt") +
                                       " and must play)"
                                 : std::string()) +
                 ", the contract names " + seat_name(rec.declarer),
             game_de(derived.type) + " spielt " + seat_name_de(derived.declarer) +
                 (derived.forced
                      ? " (der Besitzer des " + std::string(holder_of(st, Card::fool()) ? "Narren" : "Bagatt") +
                            ", der spielen muss)"
                      : std::string()) +
                 ", aufgeschrieben ist " + seat_name_de(rec.declarer)},
            derived.forced ? kBidSection + " (sieben oder acht Spieler)" : kNormalSection);
      if (rec.partner_card != derived.partner_card)
        rep.error("auction.partner-card-mismatch", "auction", at,
                  {"the Tappist called " +
                       (derived.partner_card ? card_code(*derived.partner_card) : std::string("no partner")) +
                       ", contract/@partner-card says " +
                       (rec.partner_card ? card_code(*rec.partner_card) : std::string("none")),
                   "der Tappist rief " +
                       (derived.partner_card ? card_code(*derived.partner_card) : std::string("keinen Partner")) +
                       ", contract/@partner-card sagt " +
                       (rec.partner_card ? card_code(*rec.partner_card) : std::string("keinen"))},
                  kNormalSection);
    } else if (!hand.auction) {
      rep.info("auction.not-recorded", "auction", at,
               {"the bidding is not recorded: the contract is taken as written",
                "das Bieten ist nicht aufgeschrieben: das Spiel wird genommen, wie es aufgeschrieben ist"},
               kBidSection);
      if (rec.partner_card && (rec.type != "normal" || st.players < 7))
        rep.error("auction.partner-not-allowed", "auction", at,
                  {"only the Tappist of a normal game with seven or eight players calls a partner",
                   "nur der Tappist eines normalen Spiels mit sieben oder acht Spielern ruft einen Partner"},
                  kNormalSection);
    }
    played = rec;
  } else if (derived.type.empty()) {
    rep.error("auction.no-contract", "auction", {hand.pos, 0, 0},
              {"neither a complete bidding nor a contract is recorded: the game played is unknown",
               "weder ein vollständiges Bieten noch ein Spiel ist aufgeschrieben: die gespielte Spielart ist "
               "unbekannt"},
              kBidSection);
  }
  if (played.type != "normal" || st.players < 7) played.partner_card.reset();
  st.contract = played;
  // "Wenn die gerufene Karte sich in der Hand des Tappisten oder im Tapp befindet, spielt der Tappist ohne Partner."
  if (played.partner_card) {
    const int h = holder_of(st, *played.partner_card);
    st.partner = h == played.declarer ? 0 : h;
  }
  if (!tl.enabled()) return;  // the rest is the replay view
  if (played.type.empty())
    view.contract = {};
  else if (played.type == "misere")
    view.contract = {"misere", "Misere"};
  else
    view.contract = {played.type + " by " + seat_name(played.declarer),
                     (played.type == "normal" ? std::string("Normales Spiel")
                      : played.type == "solo" ? std::string("Solo")
                                              : played.type) +
                         " von " + seat_name_de(played.declarer)};
  if (played.declarer >= 1 && played.declarer <= st.players)
    view.seats[static_cast<std::size_t>(played.declarer - 1)].roles.push_back(played.type == "solo" ? "solist"
                                                                                                    : "tappist");
  if (!played.type.empty())
    tl.push(engine::StepKind::Contract, view.contract, hand.contract ? hand.contract->pos : hand.pos, played.declarer);
}

}  // namespace stichprobe::games::troggu
