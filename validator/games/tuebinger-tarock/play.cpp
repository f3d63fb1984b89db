// Spielphase: 19 tricks from the player right of the dealer, Tarock led "von oben
// herunter", the Ski exchanged for a 0,5 card when the other party takes it, and
// the piles with the dealer's laid cards.
#include <algorithm>
#include <utility>

#include "validator/engine/trick_play.h"
#include "validator/games/tuebinger-tarock/spec.h"
#include "validator/games/tuebinger-tarock/state.h"

namespace stichprobe::games::tuebinger_tarock {
namespace {
using engine::seat_name;
using engine::seat_name_de;

// "Anspielen muss man Tarock von oben herunter": a lower tarock may not be led while
// a higher one is held with none between them left in another hand ("Wohl darf man
// aber den 17er anspielen, wenn der 18er noch auf einer anderen Hand im Spiel ist").
// Following and trumping stay the shared rules.
struct VonObenHerunter final : engine::PlayLaw {
  CardSet gone;  // tarocks no longer in another hand: played, and laid away when laid-tarock=gone
  // The seat leading the trick as TrickPlay seated it (q.leader); 0: whoever plays first leads.
  static bool leads(const engine::LegalQuery& q) { return q.place == 0 && (q.leader == 0 || q.seat == q.leader); }

  CardSet legal_cards(const engine::LegalQuery& q) const override {
    if (!leads(q)) return PlayLaw::legal_cards(q);
    // von_oben_required for every held card in one walk down from the 21er: a tarock may
    // be led unless the run of held or gone tarocks right above it holds one of the hand's.
    CardSet may = q.hand;
    bool held_in_run_above = false;
    for (int t = 21; t >= 1; --t) {
      const Card c = Card::trump(t);
      const bool held = q.hand.contains(c);
      if (held && held_in_run_above) may.erase(c);
      held_in_run_above = (held || gone.contains(c)) && (held || held_in_run_above);
    }
    return may;
  }

  // legal_cards(q).contains(card) without the set: the walk above only for the led tarock.
  bool allows(const engine::LegalQuery& q, Card card) const override {
    if (!leads(q)) return follows(q, card);
    return q.hand.contains(card) && !von_oben_required(q.hand, card, gone);
  }

  std::optional<engine::IllegalCard> illegal(const engine::LegalQuery& q, Card card, const CardSet&) const override {
    const auto must = von_oben_required(q.hand, card, gone);
    if (!leads(q) || !must) return std::nullopt;
    return engine::IllegalCard{"play.von-oben-herunter", engine::say(message_catalogue(), "play.von-oben-herunter",
                                                                     {{"seat", seat_name(q.seat), seat_name_de(q.seat)},
                                                                      {"card", card_code(card)},
                                                                      {"expected", card_code(*must)}})};
  }
};

class PlayRun {
 public:
  PlayRun(HandState& st, engine::TrickPlay& tp) : st_(st), tp_(tp) {
    if (st.rules.laid_tarock_gone)
      for (Card c : st.laid) law_.gone.insert(c);
    tp.set_law(&law_);
  }

  // One recorded trick; false past the 19th, which ends the play.
  bool play(const record::Trick& trick, int no, engine::Reporter& rep) {
    if (no > kTricks) {
      rep.error("play.trick-count", "play", {trick.pos, no, 0}, kSecPlay, {{"trick", no}});
      return false;
    }
    // The seat that leads as play_trick will seat the cards: only its card is held to the law.
    const auto res = tp_.play_trick(trick, no, leader_, trick_rules(), deck().set, rep, kSecPlay);
    if (st_.derive) st_.trick_lines.push_back(tp_.explain_trick(trick, no, leader_, res, rep.findings()));
    note_gone(res);
    if (res.winner == 0) return true;
    tp_.take_trick(res, res.winner);
    for (std::size_t k = 0; k < res.cards.size(); ++k) follow_card(res.cards[k], res.seats[k], no, res.winner);
    leader_ = res.winner;
    return true;
  }

  // Each seat's pile: its tricks, the Ski's debts, and for the dealer what he laid.
  void fill_piles() {
    for (int s = 1; s <= kSeats; ++s) {
      Pile& p = st_.piles[static_cast<std::size_t>(s)];
      p.tricks = tp_.tricks_won(s);
      p.points = pile_value(tp_.pile(s)) + adjust_[static_cast<std::size_t>(s)];
      for (Card c : tp_.pile(s)) p.empty_only = p.empty_only && (c.is_fool() || is_low(c));
      if (s == st_.hand->dealer) {
        p.dealer = true;
        p.points += pile_value(st_.laid);  // "Für den Geber kommen die anfangs von ihm gelegten beiden Karten hinzu."
      }
    }
  }

 private:
  void note_gone(const engine::TrickPlay::TrickResult& res) {
    for (Card c : res.cards) {
      law_.gone.insert(c);
      if (st_.dealt_twice.contains(c))  // played once, it is gone from both hands it was dealt to
        for (int s = 1; s <= kSeats; ++s) tp_.hand(s).erase(c);
    }
  }

  // The Einser's fate for the Strafen, and the Ski going over to the other party.
  void follow_card(Card card, int seat, int no, int winner) {
    if (card == Card::trump(1)) st_.einser = {seat, no, winner};
    if (card.is_fool() && no < kTricks && st_.auction.kind != Kind::Tout && !same_unit(seat, winner))
      exchange_ski(seat, winner);
  }

  // The Ski's counting unit: the party in a Rufspiel, each player alone in a Raus.
  bool same_unit(int a, int b) const {
    if (st_.auction.kind == Kind::Raus) return a == b;
    return st_.side[static_cast<std::size_t>(a)] == st_.side[static_cast<std::size_t>(b)];
  }

  // The latest 0,5 card (not the Ski) of `from`'s tricks goes to `to`; false if none.
  bool give_low_card(int from, int to) {
    const auto& pile = tp_.pile(from);
    for (auto it = pile.rbegin(); it != pile.rend(); ++it)
      if (is_low(*it) && !it->is_fool()) {
        tp_.move_between_piles(*it, from, to);
        return true;
      }
    return false;
  }

  // "Nach Abschluss des Stiches wird er, sofern der Stich dem Gegner zufällt, gegen ein
  // Blättle oder einen Tarock im Wert von 0,5 Punkten ... ausgetauscht."
  // The 0,5 card comes from the owner's own tricks first, then from his partner's
  // (RULES.md "Ski exchange unit"), so each seat's points follow the Ski's owner.
  void exchange_ski(int owner, int winner) {
    tp_.move_between_piles(Card::fool(), winner, owner);
    if (give_low_card(owner, winner)) return;
    for (int s = 1; s <= kSeats; ++s)
      if (s != owner && same_unit(s, owner) && give_low_card(s, winner)) return;
    if (st_.rules.ski_goes_over) {
      tp_.move_between_piles(Card::fool(), owner, winner);
      return;
    }
    adjust_[static_cast<std::size_t>(owner)] -= Rational(1, 2);
    adjust_[static_cast<std::size_t>(winner)] += Rational(1, 2);
  }

  HandState& st_;
  engine::TrickPlay& tp_;
  VonObenHerunter law_;
  int leader_ = right_of(st_.hand->dealer);    // "Der Spieler rechts vom Geber sitzt vorne."
  std::array<Rational, kSeats + 1> adjust_{};  // Ski debts (-0,5) and credits (+0,5)
};

// Fewer than 19 tricks: only a Tout with two tricks lost may end early.
void check_ending(const HandState& st, const engine::TrickPlay& tp, engine::Reporter& rep) {
  const record::Play& play = *st.hand->play;
  if (st.play_complete) {
    if (play.ended)  // "early", yet every trick is there: the record says what did not happen
      rep.error("play.ended-early", "play", {play.pos, 0, 0}, kSecPlay, {{"ended", *play.ended}});
    return;
  }
  const bool early = play.ended && *play.ended == "early";
  const int lost = st.tricks_played - tp.tricks_won(st.auction.declarer);
  const bool fixed = st.auction.kind == Kind::Tout && lost >= 2;
  if (!early)
    rep.error("play.incomplete", "play", {play.pos, 0, 0}, kSecPlay, {{"tricks", st.tricks_played}});
  else if (!fixed)
    rep.error("play.ended-early/open", "play", {play.pos, 0, 0}, kSecPlay, {{"tricks", st.tricks_played}});
}
}  // namespace

void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  if (!st.auction.game()) return;
  const record::Hand& hand = *st.hand;
  if (!hand.play || hand.play->tricks.empty()) return;
  st.played = true;
  const record::Play& play = *hand.play;
  engine::TrickPlay tp(st.start, {1, 2, 3, 4}, tl, pile_value);
  tp.set_recorded_tricks(play.tricks);
  PlayRun run(st, tp);
  for (std::size_t i = 0; i < play.tricks.size(); ++i)
    if (!run.play(play.tricks[i], static_cast<int>(i) + 1, rep)) break;
  st.tricks_played = std::min<int>(static_cast<int>(play.tricks.size()), kTricks);
  st.play_complete = st.tricks_played == kTricks;
  check_ending(st, tp, rep);
  run.fill_piles();
}

}  // namespace stichprobe::games::tuebinger_tarock
