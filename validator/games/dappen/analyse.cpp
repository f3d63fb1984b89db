// One Dappen hand, phase by phase: table and deal, Solo question and bidding,
// exchange, Ulti, play, counting and payment.
#include "validator/games/dappen/analyse.h"

#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/dappen/auction.h"
#include "validator/games/dappen/exchange.h"

namespace stichprobe::games::dappen {
namespace {

using engine::seat_name;
using engine::seat_name_de;

// A call in the replay, in German: "passt", "sagt «selber»", "sagt dappen" (the
// findings' own words; the bids keep their THR names, as in the findings).
std::string says_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "hold") return "sagt «selber»";
  return "sagt " + bid;
}
// The same as a line of the auction list: "passt", "selber", "dappen".
std::string call_de(const std::string& bid) {
  if (bid == "pass") return "passt";
  if (bid == "hold") return "selber";
  return bid;
}

struct AuctionFacts {
  int declarer = 0;
  std::string contract;
  bool thrown_in = false;
  std::vector<int> displaced;
};

AuctionFacts check_auction(const Rules& r, const Table& t, const DealFacts& deal, const record::Hand& hand,
                           engine::Reporter& rep, engine::Timeline& tl) {
  AuctionFacts f;
  AuctionMachine m(r, t.order);
  const char* const section = "Solofrage, Bieten";  // a std::string only when a finding names it
  if (hand.auction) {
    bool extra_reported = false;
    for (const auto& call : hand.auction->calls) {
      const int seat = m.to_act();
      if (seat == 0) {
        if (!extra_reported)
          rep.error("auction.call-after-end", "auction", {call.pos, 0, call.seat},
                    {"the auction is already over (" + (m.thrown_in() ? std::string("thrown in") : m.contract()) +
                         "); " + seat_name(call.seat) + " calls " + call.bid,
                     "das Bieten ist schon zu Ende (" +
                         (m.thrown_in() ? std::string("das Spiel kommt ins Loch") : m.contract()) + "); " +
                         seat_name_de(call.seat) + " sagt " + call.bid},
                    section);
        extra_reported = true;
        continue;
      }
      if (call.seat != seat) {
        rep.error("auction.out-of-turn", "auction", {call.pos, 0, call.seat},
                  {seat_name(seat) + " is to call, not " + seat_name(call.seat),
                   seat_name_de(seat) + " ist an der Reihe, nicht " + seat_name_de(call.seat)},
                  section);
        continue;
      }
      if (call.bid == "pass" && m.nobody_bid_yet() && deal.known) {
        const Pflicht p = pflichtdappen(r, t.order, seat, deal.hands[static_cast<std::size_t>(seat - 1)]);
        if (p.b)
          rep.error("auction.pflichtdappen", "auction", {call.pos, 0, seat},
                    {seat_name(seat) + " sits before the last active player and must dappen, nobody having dapped",
                     seat_name_de(seat) + " sitzt vor dem letzten aktiven Spieler und muss dappen, da bis dahin "
                                          "keiner gedappt hat"},
                    "Pflichtdappen (b)");
        else if (p.a)
          rep.warning("auction.pflichtdappen-missed", "auction", {call.pos, 0, seat},
                      {seat_name(seat) + " holds trumps with T+H > 22 and should dappen (Pflichtdappen (a); the "
                                         "source names no sanction)",
                       seat_name_de(seat) + " hält Trümpfe mit T+H > 22 und müsste dappen (Pflichtdappen (a); die "
                                            "Quelle nennt keine Strafe)"},
                      "Pflichtdappen (a)");
      }
      // The legal calls are listed only for a finding, and must be read before the call is applied.
      std::vector<std::string> legal;
      if (!m.is_legal(call.bid)) legal = m.legal_bids();
      if (auto fault = m.apply(call.bid)) {
        std::string options;
        for (const auto& b : legal) options += (options.empty() ? "" : ", ") + b;
        rep.error(*fault, "auction", {call.pos, 0, seat},
                  {seat_name(seat) + " calls " + call.bid + "; legal now: " + options,
                   seat_name_de(seat) + " sagt " + call.bid + "; erlaubt ist jetzt: " + options},
                  section);
      }
      if (tl.enabled()) {
        tl.state().calls.push_back({seat_name(seat) + ": " + call.bid, seat_name_de(seat) + ": " + call_de(call.bid)});
        tl.push(engine::StepKind::Call,
                {seat_name(seat) + " calls " + call.bid, seat_name_de(seat) + " " + says_de(call.bid)}, call.pos, seat);
      }
    }
    if (!m.done())
      rep.error("auction.incomplete", "auction", {hand.auction->pos, 0, m.to_act()},
                {"the auction is not finished: " + seat_name(m.to_act()) + " is still to call",
                 "das Bieten ist nicht zu Ende: " + seat_name_de(m.to_act()) + " muss noch sagen"},
                section);
  }
  if (m.done()) {
    f.declarer = m.declarer();
    f.contract = m.contract();
    f.thrown_in = m.thrown_in();
    f.displaced = m.displaced_bidders();
  }
  const record::Contract* c = hand.contract ? &*hand.contract : nullptr;
  if (c && m.done() && !f.thrown_in && (c->declarer.value_or(0) != f.declarer || c->type != f.contract))
    rep.error("auction.wrong-contract", "auction", {c->pos, 0, c->declarer.value_or(0)},
              {"the bidding ends in " + f.contract + " by " + seat_name(f.declarer) + ", the record has " + c->type +
                   " by " + seat_name(c->declarer.value_or(0)),
               "das Bieten endet mit " + f.contract + " von " + seat_name_de(f.declarer) + ", aufgeschrieben ist " +
                   c->type + " von " + seat_name_de(c->declarer.value_or(0))},
              section);
  if (c && f.thrown_in)
    rep.error("auction.wrong-contract", "auction", {c->pos, 0, c->declarer.value_or(0)},
              {"nobody played Solo or dapped: the hand is thrown in, yet the record has a contract",
               "niemand spielt Solo oder dappt: das Spiel kommt ins Loch, aufgeschrieben ist aber ein Spiel"},
              section);
  if (!m.done() && c && c->declarer && contract_row(r.v, c->type)) {
    f.declarer = *c->declarer;
    f.contract = c->type;
  }
  return f;
}

}  // namespace

namespace {

void analyse_into(const Rules& r, const engine::HandContext& ctx, const record::Hand& hand, engine::HandAnalysis& out,
                  engine::Timeline& tl, bool derive, Score* score_out) {
  engine::Reporter rep(out.findings, hand.n, r.v.rule_prefix);
  const int seats = ctx.seat_count > 0 ? ctx.seat_count : static_cast<int>(r.v.table_sizes.front());
  // No table of this variant, so no deal to check against; the session driver says so
  // once (session.player-count), not once per hand.
  if (std::find(r.v.table_sizes.begin(), r.v.table_sizes.end(), seats) == r.v.table_sizes.end()) return;
  Table t = make_table(r, seats, hand.dealer);   // its order moves to the play setup
  DealFacts deal = check_deal(r, t, hand, rep);  // its hands move to the play setup
  if (tl.enabled()) {
    auto& st = tl.state();
    st.phase = "deal";
    st.seats.resize(static_cast<std::size_t>(seats));
    for (int s = 1; s <= seats; ++s) {
      auto& ss = st.seats[static_cast<std::size_t>(s - 1)];
      ss.hand = deal.hands[static_cast<std::size_t>(s - 1)].cards();
      ss.active = s != t.sitting_out;
      if (s == t.dealer) ss.roles.push_back("dealer");
      if (!t.order.empty() && s == t.order.front()) ss.roles.push_back("forehand");
    }
    st.talon = {deal.dapp};
    tl.push(engine::StepKind::Deal, {"deal", "Geben"}, hand.deal ? hand.deal->pos : hand.pos);
  }
  AuctionFacts a = check_auction(r, t, deal, hand, rep, tl);
  static const std::string kPlayed = "played";
  const std::string& outcome = hand.outcome ? hand.outcome->type : kPlayed;
  const Pos outcome_pos = hand.outcome ? hand.outcome->pos : hand.pos;
  if (a.thrown_in) {
    // "Will niemand Solo spielen oder dappen, werden die Karten zusammen geworfen («Das Spiel kommt ins Loch»)"
    if (outcome != "thrown-in")
      rep.error("auction.thrown-in", "auction", {outcome_pos, 0, 0},
                {"nobody played Solo or dapped: the hand is thrown in (outcome thrown-in), the record has " + outcome,
                 "niemand spielt Solo oder dappt: das Spiel kommt ins Loch (outcome thrown-in), aufgeschrieben ist " +
                     outcome},
                "Bieten");
    return;
  }
  if (outcome == "redeal") return;
  if (outcome == "thrown-in") {
    rep.error(
        "auction.not-thrown-in", "auction", {outcome_pos, 0, a.declarer},
        {"the hand is played (" + a.contract + " by " + seat_name(a.declarer) + "), not thrown in",
         "das Spiel wird gespielt (" + a.contract + " von " + seat_name_de(a.declarer) + "), es kommt nicht ins Loch"},
        "Bieten");
    return;
  }
  if (a.declarer < 0 || a.declarer > t.seats) {  // a damaged record: the contract names no seat at the table
    rep.error("auction.wrong-contract", "auction", {hand.contract ? hand.contract->pos : hand.pos, 0, 0},
              {"the contract names seat " + std::to_string(a.declarer) + ", not a seat at this table of " +
                   std::to_string(t.seats),
               "das Spiel nennt Sitz " + std::to_string(a.declarer) + ", keinen Sitz dieser Runde von " +
                   std::to_string(t.seats)},
              "Bieten");
    return;
  }
  if (a.declarer == 0 || !deal.known) {
    if (!deal.known && hand.play)
      rep.info("deal.not-recorded", "deal", {hand.pos, 0, 0},
               {"the deal is not recorded: hands, exchange and play cannot be checked against it",
                "das Geben ist nicht aufgeschrieben: Hände, Drücken und Spiel sind daran nicht prüfbar"},
               "Spielerzahl, Geben");
    return;
  }
  if (tl.enabled()) {
    tl.state().contract = {a.contract + " by " + seat_name(a.declarer),
                           a.contract + " von " + seat_name_de(a.declarer)};
    tl.state().seats[static_cast<std::size_t>(a.declarer - 1)].roles.push_back("declarer");
    tl.push(engine::StepKind::Contract, tl.state().contract, hand.contract ? hand.contract->pos : hand.pos, a.declarer);
  }
  ExchangeFacts ex = check_exchange(r, t, deal, a.declarer, a.contract, hand, rep);
  PlaySetup setup;
  setup.rules = &r;
  const DealShape* shape = deal_shape(r.v, static_cast<int>(t.order.size()));
  setup.tricks = shape ? shape->hand : 0;
  setup.explain = derive;
  setup.order = std::move(t.order);  // t.order and deal.hands are not read after this
  setup.declarer = a.declarer;
  setup.hands = std::move(deal.hands);
  setup.hands[static_cast<std::size_t>(a.declarer - 1)] = ex.declarer_hand;
  if (tl.enabled() && !hand.exchanges.empty()) {
    tl.state().phase = "exchange";
    tl.state().seats[static_cast<std::size_t>(a.declarer - 1)].hand = ex.declarer_hand.cards();
    tl.state().talon.clear();
    tl.state().discards = ex.dapp;
    tl.state().discard_seat = a.declarer;
    tl.push(engine::StepKind::Exchange,
            {seat_name(a.declarer) + " takes the Dapp and presses",
             seat_name_de(a.declarer) + " nimmt den Dapp auf und drückt"},
            hand.exchanges[0].pos, a.declarer);
  }
  for (const auto& an : hand.announcements) {
    const bool ulti = an.type == "ulti";
    if (!ulti || !r.v.ulti) {
      rep.error(
          "announcement.not-allowed", "announcement", {an.pos, 0, an.seat},
          {"'" + an.type + "' is not an announcement of this variant" + (ulti ? " (Ulti is Furtwangen's)" : ""),
           "'" + an.type + "' ist keine Ansage dieser Variante" + (ulti ? " (Ulti gibt es nur in Furtwangen)" : "")},
          "Ulti");
      continue;
    }
    if (an.seat != a.declarer)
      rep.error("announcement.wrong-seat", "announcement", {an.pos, 0, an.seat},
                {"only the declarer (" + seat_name(a.declarer) + ") can play Ulti",
                 "nur der Alleinspieler (" + seat_name_de(a.declarer) + ") kann Ulti spielen"},
                "Ulti");
    for (Card c : an.cards ? an.cards->cards : std::vector<Card>{}) {
      const bool ok = c.trump_number() >= 1 && c.trump_number() <= 3 &&
                      std::find(setup.ulti.begin(), setup.ulti.end(), c) == setup.ulti.end();
      if (!ok) {
        rep.error("announcement.ulti-cards", "announcement", {an.pos, 0, an.seat},
                  {"Ulti cards are Geiss, 2 and 3 (T1 T2 T3), each once; the record has " + card_code(c),
                   "Ultikarten sind Geiss, 2 und 3 (T1 T2 T3), jede einmal; aufgeschrieben ist " + card_code(c)},
                  "Ulti");
      } else if (!ex.declarer_hand.contains(c)) {
        rep.error("announcement.ulti-card-not-held", "announcement", {an.pos, 0, an.seat},
                  {"the declarer lays out " + card_code(c) + " for Ulti but does not hold it",
                   "der Alleinspieler legt " + card_code(c) + " für Ulti aus, hält die Karte aber nicht"},
                  "Ulti");
      } else {
        setup.ulti.push_back(c);
      }
    }
    if (tl.enabled())
      tl.push(engine::StepKind::Announcement,
              {seat_name(an.seat) + " lays out Ulti", seat_name_de(an.seat) + " legt Ulti aus"}, an.pos, an.seat);
  }
  std::sort(setup.ulti.begin(), setup.ulti.end(), [](Card x, Card y) { return x.trump_number() > y.trump_number(); });
  ScoreInput in;
  in.rules = &r;
  in.declarer = a.declarer;
  in.contract = a.contract;
  in.seven_fives = ex.seven_fives;
  in.dapp = std::move(ex.dapp);  // ex.dapp and a.displaced are not read after this
  in.tricks = setup.tricks;
  in.derive = derive;
  in.displaced = std::move(a.displaced);
  in.payers.reserve(setup.order.size() + 1);  // the defenders, and perhaps the sitting-out dealer
  for (int s : setup.order)
    if (s != a.declarer) in.payers.push_back(s);
  if (t.sitting_out && r.sitting_out_pays) in.payers.push_back(t.sitting_out);
  const bool early = hand.play && hand.play->ended && *hand.play->ended == "early";
  if (hand.play) {
    static const std::string kPlaySection = "Spiel der Karten";  // one string, not one per hand
    in.play = analyse_play(setup, *hand.play, rep, tl, kPlaySection);
    out.steps = tl.take();
    fix_legal_in_steps(setup, in.play, out.steps);
  } else {
    in.play.piles.resize(static_cast<std::size_t>(seats));
  }
  if (early && !ex.seven_fives)
    rep.error("play.ended-early", "play", {hand.play->pos, 0, 0},
              {"the play ended early, but the result was not fixed (only a shown Marsch of all seven 5ers ends a hand)",
               "das Spiel endet vorzeitig, obwohl das Ergebnis nicht feststand (nur ein vorgezeigter Marsch mit allen "
               "sieben 5ern beendet ein Spiel)"},
              "Spielarten (Marsch)");
  if (!ex.seven_fives && in.play.tricks_played < setup.tricks) {
    if (!early && hand.play)  // no <play> at all: the session driver says so (play.not-recorded)
      rep.error("play.incomplete", "play", {hand.play->pos, 0, 0},
                {"the hand has " + std::to_string(setup.tricks) + " tricks, the record has " +
                     std::to_string(in.play.tricks_played),
                 "das Spiel hat " + std::to_string(setup.tricks) + " Stiche, aufgeschrieben sind " +
                     std::to_string(in.play.tricks_played)},
                "Spiel der Karten");
    return;
  }
  Score score = score_hand(in);
  out.derivation = std::move(in.play.trick_lines);  // the play first, then the count
  out.derivation.insert(out.derivation.end(), score.lines.begin(), score.lines.end());
  compare_result(r, hand, a.declarer, score, rep, out.derivation);
  out.payments = score_out ? score.payments : std::move(score.payments);  // generate() gets its own copy
  if (tl.enabled()) {
    tl.state().phase = "scoring";
    tl.push(engine::StepKind::Score, {"score", "Abrechnung"}, hand.result ? hand.result->pos : hand.pos);
  }
  if (score_out) *score_out = score;
}

}  // namespace

engine::HandAnalysis analyse_hand(const engine::HandContext& ctx, const record::Hand& hand,
                                  const engine::AnalysisOptions& opts, Score* score) {
  engine::HandAnalysis out;
  engine::Timeline tl(opts.timeline);
  analyse_into(*rules_for(ctx), ctx, hand, out, tl, opts.derivation, score);
  if (!opts.derivation) out.derivation.clear();
  for (auto& step : tl.take()) out.steps.push_back(std::move(step));
  return out;
}

}  // namespace stichprobe::games::dappen
