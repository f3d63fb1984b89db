// The hand from the deal to the piles: which game was decided, who plays with
// whom, the tricks with "von oben herunter" and the Ski, and the Strafen.
#include "validator/games/tuebinger-tarock/evaluate.h"

#include <algorithm>
#include <utility>

#include "validator/core/deck.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::games::tuebinger {
namespace {
using engine::seat_name;
using engine::seat_name_de;

Kind kind_of_contract(const std::string& type) {
  if (type == "rufspiel") return Kind::Rufspiel;
  if (type == "raus") return Kind::Raus;
  if (type == "tout") return Kind::Tout;
  return Kind::Open;
}

void check_contract(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep) {
  const AuctionResult& a = ev.auction;
  if (!hand.contract || a.kind == Kind::Open) return;
  const record::Contract& c = *hand.contract;
  auto mismatch = [&](Message what) {
    rep.error("auction.wrong-contract", "auction", {c.pos, 0, c.declarer.value_or(0)}, std::move(what),
              "Ansagen vor dem Spiel");
  };
  if (a.redeal()) {
    mismatch({std::string("the auction ends in a redeal (") + kind_name(a.kind) + "), yet a contract is recorded",
              std::string("die Ansagen enden mit neuem Geben (") + kind_name_de(a.kind) +
                  "), trotzdem ist ein Spiel aufgeschrieben"});
  } else if (kind_of_contract(c.type) != a.kind) {
    mismatch(
        {std::string("the auction decides a ") + kind_name(a.kind) + ", the contract says \"" + c.type + "\"",
         std::string("die Ansagen entscheiden auf ") + kind_name_de(a.kind) + ", aufgeschrieben ist „" + c.type + "“"});
  } else if (c.declarer && *c.declarer != a.declarer) {
    mismatch(
        {"the " + c.type + " is played by " + seat_name(a.declarer) + ", the contract says " + seat_name(*c.declarer),
         std::string(kind_name_de(a.kind)) + " spielt " + seat_name_de(a.declarer) + ", aufgeschrieben ist " +
             seat_name_de(*c.declarer)});
  } else if (c.partner_card && a.called && *c.partner_card != *a.called) {
    mismatch({"the called card is " + card_code(*a.called) + ", the contract says " + card_code(*c.partner_card),
              "gerufen ist " + card_code(*a.called) + ", aufgeschrieben ist " + card_code(*c.partner_card)});
  }
}

void decide_game(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl) {
  if (hand.auction) {
    ev.auction = check_auction(hand, ev.start, ev.rules, rep, tl);
    check_contract(hand, ev, rep);
  } else if (hand.contract && kind_of_contract(hand.contract->type) != Kind::Open) {
    ev.auction.kind = kind_of_contract(hand.contract->type);
    ev.auction.declarer = hand.contract->declarer.value_or(0);
    ev.auction.called = hand.contract->partner_card;
    rep.info("auction.missing", "auction", {hand.contract->pos, 0, 0},
             {"the auction is not recorded; the game is taken from the contract",
              "die Ansagen sind nicht aufgeschrieben; das Spiel wird aus <contract> genommen"},
             "Ansagen vor dem Spiel");
  } else if (hand.play && !hand.play->tricks.empty()) {
    rep.error("auction.missing", "auction", {hand.pos, 0, 0},
              {"neither auction nor contract is recorded: the game cannot be determined",
               "weder Ansagen noch Spiel sind aufgeschrieben: das Spiel lässt sich nicht bestimmen"},
              "Ansagen vor dem Spiel");
  }
  const bool redeal = ev.auction.redeal();
  if (hand.outcome) {
    const bool says_redeal = hand.outcome->type == "redeal" || hand.outcome->type == "thrown-in";
    if (ev.auction.kind != Kind::Open && says_redeal != redeal)
      rep.error("auction.outcome-mismatch", "auction", {hand.outcome->pos, 0, 0},
                {std::string("the auction ends in ") + (redeal ? "a redeal" : "a game") + ", the outcome says \"" +
                     hand.outcome->type + "\"",
                 std::string("die Ansagen enden mit ") + (redeal ? "neuem Geben" : "einem Spiel") +
                     ", aufgeschrieben ist outcome „" + hand.outcome->type + "“"},
                redeal ? "Stecken" : "Ansagen vor dem Spiel");
  }
  if (redeal && hand.play && !hand.play->tricks.empty())
    rep.error("play.after-redeal", "play", {hand.play->pos, 0, 0},
              {"the cards are dealt again by the same dealer, yet tricks are recorded",
               "der selbe Geber verteilt die Karten erneut, trotzdem sind Stiche aufgeschrieben"},
              "Stecken");
}

void set_parties(const record::Hand& hand, Evaluation& ev) {
  const AuctionResult& a = ev.auction;
  ev.partner = 0;
  if (a.kind == Kind::Rufspiel && a.called)
    for (int s = 1; s <= kSeats; ++s)
      if (ev.start[static_cast<std::size_t>(s - 1)].contains(*a.called)) ev.partner = s;
  if (a.kind == Kind::Rufspiel && ev.partner == 0) ev.partner = a.declarer;  // called card not in any hand
  for (int s = 1; s <= kSeats; ++s) ev.side[static_cast<std::size_t>(s)] = (s == a.declarer || s == ev.partner) ? 1 : 2;
  (void)hand;
}

struct PlayRun {
  Evaluation& ev;
  engine::TrickPlay& tp;
  std::array<Rational, kSeats + 1> adjust{};  // Ski debts (-0,5) and credits (+0,5)

  // The Ski's counting unit: the party in a Rufspiel, each player alone in a Raus.
  bool same_unit(int a, int b) const {
    if (ev.auction.kind == Kind::Raus) return a == b;
    return ev.side[static_cast<std::size_t>(a)] == ev.side[static_cast<std::size_t>(b)];
  }

  // The latest 0,5 card (not the Ski) of `from`'s tricks goes to `to`; false if none.
  bool give_low_card(int from, int to) {
    const auto& pile = tp.pile(from);
    for (auto it = pile.rbegin(); it != pile.rend(); ++it)
      if (is_low(*it) && !it->is_fool()) {
        tp.move_between_piles(*it, from, to);
        return true;
      }
    return false;
  }

  // "Nach Abschluss des Stiches wird er, sofern der Stich dem Gegner zufällt, gegen ein
  // Blättle oder einen Tarock im Wert von 0,5 Punkten ... ausgetauscht."
  // The 0,5 card comes from the owner's own tricks first, then from his partner's
  // (RULES.md "Ski exchange unit"), so each seat's points follow the Ski's owner.
  void exchange_ski(int owner, int winner) {
    tp.move_between_piles(Card::fool(), winner, owner);
    if (give_low_card(owner, winner)) return;
    for (int s = 1; s <= kSeats; ++s)
      if (s != owner && same_unit(s, owner) && give_low_card(s, winner)) return;
    if (ev.rules.ski_goes_over) {
      tp.move_between_piles(Card::fool(), owner, winner);
      return;
    }
    adjust[static_cast<std::size_t>(owner)] -= Rational(1, 2);
    adjust[static_cast<std::size_t>(winner)] += Rational(1, 2);
  }
};

void play_hand(const record::Hand& hand, Evaluation& ev, engine::Reporter& rep, engine::Timeline& tl) {
  const record::Play& play = *hand.play;
  engine::TrickPlay tp(ev.start, {1, 2, 3, 4}, tl, pile_value);
  tp.set_recorded_tricks(play.tricks);
  PlayRun run{ev, tp, {}};
  const CardSet& deck = core::deck(core::DeckKind::Tarot78).set;
  CardSet gone;  // tarocks no longer in another hand, for "von oben herunter"
  if (ev.rules.laid_tarock_gone)
    for (Card c : ev.laid) gone.insert(c);
  tp.set_lead_filter([&gone](int, const CardSet& h) {
    CardSet may;
    for (Card c : h)
      if (!von_oben_required(h, c, gone)) may.insert(c);
    return may;
  });
  int leader = right_of(hand.dealer);  // "Der Spieler rechts vom Geber sitzt vorne."
  int t1_owner = 0, t1_trick = 0, t1_winner = 0;
  for (std::size_t i = 0; i < play.tricks.size(); ++i) {
    const record::Trick& trick = play.tricks[i];
    const int no = static_cast<int>(i) + 1;
    if (no > kTricks) {
      rep.error("play.trick-count", "play", {trick.pos, no, 0},
                {"the game has 19 tricks; trick " + std::to_string(no) + " is one too many",
                 "das Spiel besteht aus 19 Stichen; Stich " + std::to_string(no) + " ist einer zu viel"},
                kSecPlay);
      break;
    }
    const engine::TrickPlay::Seating seating = tp.seat_trick(trick, leader);  // as play_trick will seat the cards
    const int actual_leader = seating.leader;
    if (!seating.cards.empty() && seating.seats[0] == actual_leader && actual_leader >= 1 && actual_leader <= kSeats) {
      const Card lead = seating.cards[0];
      const CardSet& h = tp.hand(actual_leader);
      if (h.contains(lead))
        if (auto must = von_oben_required(h, lead, gone))
          rep.error("play.von-oben-herunter", "play", {seating.pos[0], no, actual_leader},
                    {seat_name(actual_leader) + " leads " + card_code(lead) +
                         " but must lead Tarock von oben herunter: " + card_code(*must) + " first",
                     seat_name_de(actual_leader) + " spielt " + card_code(lead) +
                         " an, muss Tarock aber von oben herunter anspielen: zuerst " + card_code(*must)},
                    kSecPlay);
    }
    const auto res = tp.play_trick(trick, no, leader, trick_rules(), deck, rep, kSecPlay);
    if (ev.explain_tricks) ev.trick_lines.push_back(tp.explain_trick(trick, no, leader, res, rep.findings()));
    for (Card c : res.cards) {
      gone.insert(c);
      if (ev.dealt_twice.contains(c))  // played once, it is gone from both hands it was dealt to
        for (int s = 1; s <= kSeats; ++s) tp.hand(s).erase(c);
    }
    if (res.winner == 0) continue;
    tp.take_trick(res, res.winner);
    for (std::size_t k = 0; k < res.cards.size(); ++k) {
      if (res.cards[k] == Card::trump(1)) {
        t1_owner = res.seats[k];
        t1_trick = no;
        t1_winner = res.winner;
      }
      if (res.cards[k].is_fool() && no < kTricks && ev.auction.kind != Kind::Tout &&
          !run.same_unit(res.seats[k], res.winner))
        run.exchange_ski(res.seats[k], res.winner);
    }
    leader = res.winner;
  }
  ev.tricks_played = std::min<int>(static_cast<int>(play.tricks.size()), kTricks);
  ev.play_complete = ev.tricks_played == kTricks;
  const bool early = play.ended && *play.ended == "early";
  if (!ev.play_complete) {
    const int lost = ev.tricks_played - tp.tricks_won(ev.auction.declarer);
    const bool fixed = ev.auction.kind == Kind::Tout && lost >= 2;
    if (!early)
      rep.error("play.incomplete", "play", {play.pos, 0, 0},
                {"the play has " + std::to_string(ev.tricks_played) + " tricks, expected 19",
                 "das Spiel hat " + std::to_string(ev.tricks_played) + " Stiche, erwartet 19"},
                kSecPlay);
    else if (!fixed)
      rep.error("play.ended-early", "play", {play.pos, 0, 0},
                {"the play ended early after " + std::to_string(ev.tricks_played) +
                     " tricks, but the result was not yet fixed (only a Tout with 2 tricks lost is)",
                 "das Spiel endete vorzeitig nach " + std::to_string(ev.tricks_played) +
                     " Stichen, aber das Ergebnis stand noch nicht fest (das steht nur bei einem Tout fest, der 2 "
                     "Stiche abgegeben hat)"},
                kSecPlay);
  }
  for (int s = 1; s <= kSeats; ++s) {
    Pile& p = ev.piles[static_cast<std::size_t>(s)];
    p.tricks = tp.tricks_won(s);
    p.points = pile_value(tp.pile(s)) + run.adjust[static_cast<std::size_t>(s)];
    for (Card c : tp.pile(s)) p.empty_only = p.empty_only && (c.is_fool() || is_low(c));
    if (s == hand.dealer) {
      p.dealer = true;
      p.points += pile_value(ev.laid);  // "Für den Geber kommen die anfangs von ihm gelegten beiden Karten hinzu."
    }
  }
  if (ev.auction.kind != Kind::Tout && t1_owner != 0)
    for (auto& st :
         einser_strafen(t1_owner, t1_trick, t1_winner,
                        ev.side[static_cast<std::size_t>(t1_owner)] == ev.side[static_cast<std::size_t>(t1_winner)]))
      ev.justified.push_back(std::move(st));
}
}  // namespace

Evaluation evaluate(const engine::HandContext& ctx, const record::Hand& hand, engine::Reporter& rep,
                    engine::Timeline& tl, bool explain_tricks) {
  Evaluation ev;
  ev.explain_tricks = explain_tricks;
  ev.rules = *rules_for(ctx);
  check_deal(hand, ev, rep, tl);
  check_laying(hand, ev, rep, tl);
  decide_game(hand, ev, rep, tl);
  const Kind k = ev.auction.kind;
  if (k != Kind::Rufspiel && k != Kind::Raus && k != Kind::Tout) return ev;
  if (ev.auction.declarer < 1 || ev.auction.declarer > kSeats) {
    ev.auction.kind = Kind::Open;  // a contract without a declarer: nothing to count
    return ev;
  }
  set_parties(hand, ev);
  if (tl.enabled()) {
    auto& st = tl.state();
    const std::string called = ev.auction.called ? card_code(*ev.auction.called) : std::string();
    st.contract = {std::string(kind_name(k)) + (ev.auction.hidden ? " (hidden)" : "") + " by " +
                       seat_name(ev.auction.declarer) + (called.empty() ? "" : ", called " + called),
                   std::string(kind_name_de(k)) + (ev.auction.hidden ? " (versteckt)" : "") + " von " +
                       seat_name_de(ev.auction.declarer) + (called.empty() ? "" : ", gerufen: " + called)};
    st.seats.resize(kSeats);
    st.seats[static_cast<std::size_t>(ev.auction.declarer - 1)].roles.push_back("declarer");
    if (ev.partner != 0 && ev.partner != ev.auction.declarer)
      st.seats[static_cast<std::size_t>(ev.partner - 1)].roles.push_back("partner");
  }
  if (k != Kind::Tout)  // Strafen belong to the games counted by card points
    for (int s = 1; s <= kSeats; ++s)
      for (auto& st : hand_strafen(ev.rules.strafen_as_dealt ? ev.dealt[static_cast<std::size_t>(s - 1)]
                                                             : ev.start[static_cast<std::size_t>(s - 1)],
                                   s))
        ev.justified.push_back(std::move(st));
  if (!hand.play || hand.play->tricks.empty()) return ev;
  ev.played = true;
  play_hand(hand, ev, rep, tl);
  return ev;
}

}  // namespace stichprobe::games::tuebinger
