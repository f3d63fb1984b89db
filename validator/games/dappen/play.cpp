// The play of the cards in Dappen: the shared TrickPlay does seating, following,
// trumping and the winner; Dappen's own law (DappenLaw, on legal_play) adds
// Gstiesieren (Furtwangen, Schollach), Buchenbach's trick-bound trumps and the Ulti
// restriction, so the validator, the replay and the generator know one legal card.
#include <algorithm>

#include "validator/engine/trick_play.h"
#include "validator/games/dappen/spec.h"
#include "validator/games/dappen/state.h"

namespace stichprobe::games::dappen {

namespace {

using engine::seat_name;
using engine::seat_name_de;

// Dappen's law for TrickPlay: legal_play() with the play state as it stood before the
// trick (a Gstiess withheld in this trick makes the fool powerless only from the next
// one's legal cards on), and Buchenbach's own finding for a card outside a bound trick's.
class DappenLaw final : public engine::PlayLaw {
 public:
  explicit DappenLaw(const PlaySetup& s) : s_(s) {}
  void before_trick(const PlayState& st) { st_ = st; }

  CardSet legal_cards(const engine::LegalQuery& q) const override {
    return legal_play(s_, st_, q.trick_no, q.seat, q.hand, q.so_far);
  }

  // legal_cards(q).contains(card), mostly without the set: where none of Dappen's own
  // restrictions touches the card (a bound trick, an Ulti card before its trick, a withheld
  // Gstiess), following and trumping by the trick's rules before it decide; the
  // withholding choice only widens the legal cards, so a card they allow is legal.
  bool allows(const engine::LegalQuery& q, Card card) const override {
    const bool restricted = is_bound_trick(*s_.rules, q.trick_no) ||
                            (q.seat == s_.declarer && ulti_trick(s_, card) > q.trick_no) ||
                            (st_.gstiesierer == q.seat && card.is_fool());
    if (!restricted) {
      const core::TrickRules rules = trick_rules(st_.gstiesierer != 0);
      if (!core::play_fault(q.hand, core::led_class(q.so_far, rules), card, rules)) return true;
    }
    return legal_cards(q).contains(card);
  }

  // Outside the bound tricks the shared check (must follow suit, must trump) speaks, and
  // the look-ahead reports a Gstiess shown early or an Ulti card played early.
  std::optional<engine::IllegalCard> illegal(const engine::LegalQuery& q, Card card,
                                             const CardSet& legal) const override {
    if (!is_bound_trick(*s_.rules, q.trick_no)) return std::nullopt;
    const engine::Values values{{"seat", seat_name(q.seat), seat_name_de(q.seat)},
                                {"card", card_code(card)},
                                {"trick", q.trick_no},
                                {"bound", card_code(bound_card(q.trick_no))},
                                {"legal", cards_to_string(legal.cards())}};
    const Card bound = bound_card(q.trick_no);
    if (legal.size() == 1 && legal.contains(bound))
      return engine::IllegalCard{"play.bound-card", engine::say(message_catalogue(), "play.bound-card", values)};
    // "In den ersten drei Stichen muss Trumpf gespielt werden."
    return engine::IllegalCard{"play.must-trump",
                               engine::say(message_catalogue(), "play.must-trump/first-tricks", values)};
  }

 private:
  const PlaySetup& s_;
  PlayState st_;
};

// A Gstiesierer shows his Gstiess only in the last trick.
void check_gstiess_shown(const PlaySetup& s, int trick_no, int seat, Pos pos, engine::Reporter& rep) {
  if (trick_no >= s.tricks) return;
  rep.error("play.gstiess-withheld", "play", {pos, trick_no, seat}, kPlaySection,
            {{"seat", seat_name(seat), seat_name_de(seat)}, {"trick", trick_no}});
}

// "[...] dürfen vor den ihnen zugeordneten Stichen nicht gespielt werden, wenn der Spieler eine andere
// Möglichkeit hat."
void check_ulti_early(const PlaySetup& s, const PlayState& st, int trick_no, int seat, Card card, Pos pos,
                      const CardSet& h, std::span<const Card> so_far, engine::Reporter& rep) {
  if (seat != s.declarer || ulti_trick(s, card) <= trick_no || !h.contains(card)) return;
  CardSet legal;
  if (is_bound_trick(*s.rules, trick_no)) {
    legal = bound_legal(trick_no, h);
  } else {
    const core::TrickRules rules = trick_rules(st.gstiesierer != 0);
    legal = core::legal_cards(h, core::led_class(so_far, rules), rules);
  }
  CardSet rest = legal;
  for (Card c : s.ulti)
    if (ulti_trick(s, c) > trick_no) rest.erase(c);
  if (rest.empty()) return;
  rep.error("play.ulti-early", "play", {pos, trick_no, seat}, kPlaySection,
            {{"seat", seat_name(seat), seat_name_de(seat)},
             {"card", card_code(card)},
             {"trick", trick_no},
             {"ulti_trick", std::to_string(ulti_trick(s, card))},
             {"rest", cards_to_string(rest.cards())}});
}

// Looks ahead at the cards as the trick will be seated: does a defender withhold the Gstiess here (the
// play state changes), does the Gstiesierer show his Gstiess before the last trick, does the declarer give
// up an Ulti card too early? `so_far` is scratch space, reused from trick to trick.
void look_ahead(const PlaySetup& s, PlayState& st, const engine::TrickPlay::Seating& seating,
                const engine::TrickPlay& tp, int trick_no, engine::CardRow& so_far, engine::Reporter& rep) {
  bool withheld_now = false;
  so_far.clear();
  for (std::size_t i = 0; i < seating.cards.size(); ++i) {
    const int seat = seating.seats[i];
    const Card card = seating.cards[i];
    const CardSet& h = tp.hand(seat);
    if (!card.is_unknown() && card != Card::fool() && may_withhold(s, st, trick_no, seat, h, so_far)) {
      withheld_now = true;
      st.gstiesierer = seat;
    } else if (st.gstiesierer == seat && !withheld_now && card == Card::fool()) {
      check_gstiess_shown(s, trick_no, seat, seating.pos[i], rep);
    }
    check_ulti_early(s, st, trick_no, seat, card, seating.pos[i], h, so_far, rep);
    so_far.push_back(card);
  }
}

// The trick's Ulti card, if it has one: won when the declarer takes the trick with it.
void note_ulti(const PlaySetup& s, const engine::TrickPlay::TrickResult& res, int trick_no, PlayOutcome& out) {
  for (Card c : s.ulti) {
    if (ulti_trick(s, c) != trick_no) continue;
    bool won = false;
    for (std::size_t i = 0; i < res.cards.size(); ++i)
      if (res.seats[i] == s.declarer && res.cards[i] == c && res.winner == s.declarer) won = true;
    out.ulti.emplace_back(c, won);
  }
}

void report_too_many_tricks(const PlaySetup& s, const record::Trick& trick, int trick_no, engine::Reporter& rep) {
  rep.error("play.too-many-tricks", "play", {trick.pos, trick_no, 0}, kPlaySection, {{"tricks", s.tricks}});
}

// `piles[seat - 1]`: the cards each seat has won.
template <class Piles>
engine::SmallVector<PileMove, 2> moves_for_gstiess(const PlaySetup& s, int gstiesierer, int last_winner,
                                                   const Piles& piles) {
  if (gstiesierer == 0 || last_winner != s.declarer) return {};
  bool defenders_have_cards = false;
  for (int seat : s.order)
    if (seat != s.declarer && !piles[static_cast<std::size_t>(seat - 1)].empty()) defenders_have_cards = true;
  if (!defenders_have_cards) return {};  // the declarer's Marsch: he keeps the Gstiess
  engine::SmallVector<PileMove, 2> moves{{Card::fool(), s.declarer, gstiesierer}};
  // A one-point card from the defenders, the Gstiesierer's own first.
  engine::SeatList givers{gstiesierer};
  for (int seat : s.order)
    if (seat != s.declarer && seat != gstiesierer) givers.push_back(seat);
  for (int g : givers)
    for (Card c : piles[static_cast<std::size_t>(g - 1)])
      if (!c.is_unknown() && !is_five(c) && (c.is_trump() || (c.is_suited() && c.rank() <= Rank::Pip10))) {
        moves.push_back({c, g, s.declarer});
        return moves;
      }
  return moves;
}

// After the last trick the withheld Gstiess goes to its own party (gstiess_moves).
void settle_gstiess(const PlaySetup& s, int gstiesierer, int last_winner, engine::TrickPlay& tp) {
  struct TablePiles {  // the piles as TrickPlay holds them, by index seat-1 (no copy)
    const engine::TrickPlay& tp;
    const engine::Pile& operator[](std::size_t i) const { return tp.pile(static_cast<int>(i) + 1); }
  };
  for (const PileMove& m : moves_for_gstiess(s, gstiesierer, last_winner, TablePiles{tp}))
    tp.move_between_piles(m.card, m.from, m.to);
}

// Every recorded trick through TrickPlay under Dappen's law; the outcome as the rules have it.
PlayOutcome follow_tricks(const PlaySetup& s, const record::Play& play, bool explain, engine::Reporter& rep,
                          engine::Timeline& tl) {
  engine::TrickPlay tp(s.hands, s.order, tl,
                       [&s](std::span<const Card> pile) { return count_points(pile, s.rules->v.counting); });
  tp.set_recorded_tricks(play.tricks);
  DappenLaw law(s);
  tp.set_law(&law);
  PlayOutcome out;
  PlayState st;
  int leader = s.declarer;
  int last_winner = 0;
  int trick_no = 0;
  engine::CardRow so_far;  // reused from trick to trick
  so_far.reserve(s.order.size());
  for (const record::Trick& trick : play.tricks) {
    if (++trick_no > s.tricks) {
      report_too_many_tricks(s, trick, trick_no, rep);
      break;
    }
    law.before_trick(st);
    const int expected = adjust_last_leader(s, st, trick_no, leader);
    // Seated once: the look-ahead does not change the hands the seating rests on.
    const engine::TrickPlay::Seating seating = tp.seat_trick(trick, expected);
    look_ahead(s, st, seating, tp, trick_no, so_far, rep);
    const engine::TrickPlay::TrickResult res = tp.play_trick(
        seating, trick, trick_no, expected, trick_rules(st.gstiesierer != 0), deck().set, rep, kPlaySection);
    if (explain) out.trick_lines.push_back(tp.explain_trick(trick, trick_no, expected, res, rep.findings()));
    if (res.winner != 0) {
      tp.take_trick(res, res.winner);
      (res.winner == s.declarer ? out.declarer_tricks : out.defender_tricks) += 1;
    }
    note_ulti(s, res, trick_no, out);
    leader = res.winner != 0 ? res.winner : leader;
    last_winner = res.winner;
    ++out.tricks_played;
  }
  for (Card c : s.ulti)
    if (ulti_trick(s, c) > out.tricks_played) out.ulti.emplace_back(c, false);
  if (out.tricks_played == s.tricks && st.gstiesierer != 0) settle_gstiess(s, st.gstiesierer, last_winner, tp);
  out.gstiesierer = st.gstiesierer;
  out.piles.reserve(s.hands.size());
  for (std::size_t i = 0; i < s.hands.size(); ++i)
    out.piles.push_back(std::move(tp.pile(static_cast<int>(i) + 1)));  // tp ends here
  return out;
}

// Whether the play went to its end: only a shown Marsch of all seven 5ers ends a hand early.
void check_end(HandState& st, engine::Reporter& rep) {
  const record::Hand& hand = *st.hand;
  const bool early = hand.play && hand.play->ended && *hand.play->ended == "early";
  if (early && !st.seven_fives)
    rep.error("play.ended-early", "play", {hand.play->pos, 0, 0}, "Spielarten (Marsch)", {});
  st.play_complete = st.seven_fives || st.play.tricks_played >= st.tricks;
  if (st.play_complete || early || !hand.play) return;  // no <play> at all: the session driver says so
  rep.error("play.incomplete", "play", {hand.play->pos, 0, 0}, kPlaySection,
            {{"expected", st.tricks}, {"recorded", st.play.tricks_played}});
}

}  // namespace

int next_active(std::span<const int> order, int seat) {
  auto it = std::find(order.begin(), order.end(), seat);
  if (it == order.end() || ++it == order.end()) return order.empty() ? 0 : order.front();
  return *it;
}

int ulti_trick(const PlaySetup& s, Card c) {
  const int k = static_cast<int>(s.ulti.size());
  for (int i = 0; i < k; ++i)
    if (s.ulti[static_cast<std::size_t>(i)] == c) return s.tricks - k + 1 + i;
  return 0;
}

bool may_withhold(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                  std::span<const Card> so_far) {
  if (!s.rules->gstiesieren || seat == s.declarer || st.gstiesierer != 0 || trick_no >= s.tricks) return false;
  if (so_far.empty() || !hand.contains(Card::fool())) return false;
  for (Card c : hand)
    if (c.is_trump()) return false;  // the Gstiess is not his only trump
  const core::TrickRules rules = trick_rules(false);
  const core::FollowClass led = core::led_class(so_far, rules);
  if (led == core::FollowClass::Trump) return true;
  for (Card c : hand)
    if (core::follow_class(c, rules) == led) return false;  // he can follow suit
  return true;                                              // must trump, and the Gstiess is all he has
}

CardSet legal_play(const PlaySetup& s, const PlayState& st, int trick_no, int seat, const CardSet& hand,
                   std::span<const Card> so_far) {
  const Rules& r = *s.rules;
  CardSet legal;
  if (is_bound_trick(r, trick_no)) {
    legal = bound_legal(trick_no, hand);
  } else {
    const core::TrickRules rules = trick_rules(st.gstiesierer != 0);
    legal = core::legal_cards(hand, core::led_class(so_far, rules), rules);
    if (st.gstiesierer == seat && trick_no < s.tricks && legal.contains(Card::fool()) && legal.size() > 1)
      legal.erase(Card::fool());  // a withheld Gstiess is shown only in the last trick
  }
  if (seat == s.declarer && !s.ulti.empty()) {
    // "[...] dürfen vor den ihnen zugeordneten Stichen nicht gespielt werden, wenn der Spieler eine andere
    // Möglichkeit hat."
    CardSet rest = legal;
    for (Card c : s.ulti)
      if (ulti_trick(s, c) > trick_no) rest.erase(c);
    if (!rest.empty()) legal = rest;
  }
  if (may_withhold(s, st, trick_no, seat, hand, so_far)) {
    const core::TrickRules powerless = trick_rules(true);
    CardSet alt = core::legal_cards(hand, core::led_class(so_far, powerless), powerless);
    alt.erase(Card::fool());
    legal |= alt;
  }
  return legal;
}

int adjust_last_leader(const PlaySetup& s, const PlayState& st, int trick_no, int leader) {
  if (trick_no == s.tricks && st.gstiesierer != 0 && leader == st.gstiesierer) return next_active(s.order, leader);
  return leader;
}

std::vector<PileMove> gstiess_moves(const PlaySetup& s, int gstiesierer, int last_winner,
                                    const std::vector<std::vector<Card>>& piles) {
  return moves_for_gstiess(s, gstiesierer, last_winner, piles).to_vector();
}

void check_play(HandState& st, engine::Reporter& rep, engine::Timeline& tl) {
  const DealShape* shape = deal_shape(st.rules.v, static_cast<int>(st.table.order.size()));
  st.tricks = shape ? shape->hand : 0;
  if (st.hand->play) {
    PlaySetup s;
    s.rules = &st.rules;
    s.order = st.table.order;
    s.declarer = st.declarer;
    s.hands = std::move(st.dealt);  // not read after this
    s.hands[static_cast<std::size_t>(st.declarer - 1)] = st.declarer_hand;
    s.tricks = st.tricks;
    s.ulti = st.ulti;
    st.play = follow_tricks(s, *st.hand->play, st.derive, rep, tl);
  } else {
    st.play.piles.resize(static_cast<std::size_t>(st.table.seats));
  }
  check_end(st, rep);
}

}  // namespace stichprobe::games::dappen
