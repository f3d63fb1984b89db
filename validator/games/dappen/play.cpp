// Validating the recorded tricks: the shared TrickPlay does follow/trump/winner;
// this file adds Gstiesieren, Buchenbach's bound tricks and the Ulti restriction.
#include "validator/games/dappen/play.h"

#include <algorithm>

#include "validator/core/deck.h"
#include "validator/engine/trick_play.h"

namespace stichprobe::games::dappen {
namespace {

using engine::seat_name;
using engine::seat_name_de;

// Buchenbach's tricks 1-3, where the shared follow rules do not apply.
engine::TrickPlay::TrickResult play_bound_trick(const PlaySetup& s, engine::TrickPlay& tp, const record::Trick& trick,
                                                int trick_no, int expected, engine::Reporter& rep, engine::Timeline& tl,
                                                const std::string& section) {
  engine::TrickPlay::TrickResult out;
  const engine::TrickPlay::Seating seating = tp.seat_trick(trick, expected);
  out.leader = seating.leader;
  tp.report_seating(seating, trick, trick_no, expected, rep, section);
  const int active = static_cast<int>(s.order.size());
  for (std::size_t i = 0; i < seating.cards.size(); ++i) {
    const int seat = seating.seats[i];
    const Card card = seating.cards[i];
    const Pos pos = seating.pos[i];
    CardSet& h = tp.hand(seat);
    const CardSet legal = bound_legal(trick_no, h);
    // Only for a finding.
    const auto who = [&] {
      return seat_name(seat) + " plays " + card_code(card) + " to trick " + std::to_string(trick_no);
    };
    const auto wer = [&] {
      return seat_name_de(seat) + " spielt " + card_code(card) + " in Stich " + std::to_string(trick_no);
    };
    if (card.is_unknown()) {
      rep.info("play.unknown-card", "play", {pos, trick_no, seat},
               {"a card of trick " + std::to_string(trick_no) + " is unknown ('?'): its legality cannot be checked",
                "eine Karte von Stich " + std::to_string(trick_no) +
                    " ist unbekannt ('?'): ob sie zugegeben werden durfte, ist nicht prüfbar"},
               section);
    } else if (!core::deck(core::DeckKind::Cego54).contains(card)) {
      rep.error("play.not-in-deck", "play", {pos, trick_no, seat},
                {card_code(card) + " is not a card of this game's deck",
                 card_code(card) + " gehört nicht zum Blatt dieses Spiels"},
                section);
    } else if (!h.contains(card)) {
      rep.error("play.card-not-held", "play", {pos, trick_no, seat},
                {who() + " but does not hold it", wer() + ", hat die Karte aber nicht"}, section);
    } else if (!legal.contains(card)) {
      const bool bound = legal.size() == 1 && legal.contains(bound_card(trick_no));
      rep.error(bound ? "play.bound-card" : "play.must-trump", "play", {pos, trick_no, seat},
                {who() + (bound ? " but must play " + card_code(bound_card(trick_no)) + " in this trick"
                                : " but the first three tricks ask for a trump (or a leere) (legal: " +
                                      cards_to_string(legal.cards()) + ")"),
                 wer() + (bound ? ", muss aber in diesem Stich " + card_code(bound_card(trick_no)) + " spielen"
                                : ", in den ersten drei Stichen muss aber Trumpf (oder eine Leere) gespielt werden "
                                  "(erlaubt: " +
                                      cards_to_string(legal.cards()) + ")")},
                section);
    }
    h.erase(card);
    out.seats.push_back(seat);
    out.cards.push_back(card);
    if (tl.enabled()) {
      if (i == 0) tl.state().trick.clear();
      tl.state().phase = "play";
      tl.state().trick_number = trick_no;
      tl.state().trick.emplace_back(seat, card);
      tl.state().seats[static_cast<std::size_t>(seat - 1)].hand = h.cards();
      tl.state().to_move = next_active(s.order, seat);
    }
    if (tl.enabled())
      tl.push(engine::StepKind::Play,
              {seat_name(seat) + " plays " + card_code(card), seat_name_de(seat) + " spielt " + card_code(card)}, pos,
              seat, trick_no, card);
  }
  out.complete = static_cast<int>(out.cards.size()) == active;
  if (!out.cards.empty())
    out.winner = out.seats[static_cast<std::size_t>(core::trick_winner(out.cards, trick_rules(false)))];
  if (trick.winner && out.winner != 0 && *trick.winner != out.winner)
    rep.error("play.wrong-winner", "play", {trick.pos, trick_no, *trick.winner},
              {"trick " + std::to_string(trick_no) + " is won by " + seat_name(out.winner) + ", the record says " +
                   seat_name(*trick.winner),
               "Stich " + std::to_string(trick_no) + " macht " + seat_name_de(out.winner) + ", aufgeschrieben ist " +
                   seat_name_de(*trick.winner)},
              section);
  return out;
}

}  // namespace

PlayOutcome analyse_play(const PlaySetup& s, const record::Play& play, engine::Reporter& rep, engine::Timeline& tl,
                         const std::string& section) {
  const CardSet& deck = core::deck(core::DeckKind::Cego54).set;
  engine::TrickPlay tp(s.hands, s.order, tl,
                       [&s](const std::vector<Card>& pile) { return count_points(pile, s.rules->v.counting); });
  tp.set_recorded_tricks(play.tricks);
  PlayOutcome out;
  PlayState st;
  int leader = s.declarer;
  int last_winner = 0;
  int trick_no = 0;
  std::vector<Card> so_far;  // reused from trick to trick
  so_far.reserve(s.order.size());
  out.gstiesierer_before.reserve(static_cast<std::size_t>(s.tricks > 0 ? s.tricks : 0));
  for (const record::Trick& trick : play.tricks) {
    ++trick_no;
    if (trick_no > s.tricks) {
      rep.error("play.too-many-tricks", "play", {trick.pos, trick_no, 0},
                {"a hand of " + std::to_string(s.tricks) + " cards has " + std::to_string(s.tricks) +
                     " tricks; the record has more",
                 "eine Hand von " + std::to_string(s.tricks) + " Karten hat " + std::to_string(s.tricks) +
                     " Stiche; aufgeschrieben sind mehr"},
                section);
      break;
    }
    out.gstiesierer_before.push_back(st.gstiesierer);
    const int expected = adjust_last_leader(s, st, trick_no, leader);
    // Look ahead at the cards as the trick will be seated: does a defender withhold the Gstiess here, does the
    // declarer give up an Ulti card too early, does the Gstiesierer show his Gstiess before the last trick?
    const engine::TrickPlay::Seating seating = tp.seat_trick(trick, expected);
    bool withheld_now = false;
    so_far.clear();
    for (std::size_t i = 0; i < seating.cards.size(); ++i) {
      const int seat = seating.seats[i];
      const Card card = seating.cards[i];
      const Pos pos = seating.pos[i];
      const CardSet& h = tp.hand(seat);
      if (!card.is_unknown() && card != Card::fool() && may_withhold(s, st, trick_no, seat, h, so_far)) {
        withheld_now = true;
        st.gstiesierer = seat;
      } else if (st.gstiesierer == seat && !withheld_now && card == Card::fool() && trick_no < s.tricks) {
        rep.error("play.gstiess-withheld", "play", {pos, trick_no, seat},
                  {seat_name(seat) +
                       " withheld the Gstiess (gstiesiert) and may show it only in the last trick, "
                       "not in trick " +
                       std::to_string(trick_no),
                   seat_name_de(seat) +
                       " hat gstiesiert und darf den Gstiess erst im letzten Stich vorzeigen, "
                       "nicht in Stich " +
                       std::to_string(trick_no)},
                  section);
      }
      if (seat == s.declarer && ulti_trick(s, card) > trick_no && h.contains(card)) {
        const CardSet legal = is_bound_trick(*s.rules, trick_no)
                                  ? bound_legal(trick_no, h)
                                  : core::legal_cards(h, so_far, trick_rules(st.gstiesierer != 0));
        CardSet rest = legal;
        for (Card c : s.ulti)
          if (ulti_trick(s, c) > trick_no) rest.erase(c);
        if (!rest.empty())
          rep.error("play.ulti-early", "play", {pos, trick_no, seat},
                    {seat_name(seat) + " plays the Ulti card " + card_code(card) + " in trick " +
                         std::to_string(trick_no) + " before its trick " + std::to_string(ulti_trick(s, card)) +
                         " although " + cards_to_string(rest.cards()) + " could be played",
                     seat_name_de(seat) + " spielt die Ultikarte " + card_code(card) + " in Stich " +
                         std::to_string(trick_no) + " vor ihrem Stich " + std::to_string(ulti_trick(s, card)) +
                         ", obwohl " + cards_to_string(rest.cards()) + " gespielt werden könnte"},
                    section);
      }
      so_far.push_back(card);
    }
    const bool powerless = st.gstiesierer != 0;
    engine::TrickPlay::TrickResult res =
        is_bound_trick(*s.rules, trick_no)
            ? play_bound_trick(s, tp, trick, trick_no, expected, rep, tl, section)
            : tp.play_trick(trick, trick_no, expected, trick_rules(powerless), deck, rep, section);
    if (s.explain) out.trick_lines.push_back(tp.explain_trick(trick, trick_no, expected, res, rep.findings()));
    if (res.winner != 0) {
      tp.take_trick(res, res.winner);
      (res.winner == s.declarer ? out.declarer_tricks : out.defender_tricks) += 1;
    }
    for (Card c : s.ulti) {
      if (ulti_trick(s, c) != trick_no) continue;
      bool won = false;
      for (std::size_t i = 0; i < res.cards.size(); ++i)
        if (res.seats[i] == s.declarer && res.cards[i] == c && res.winner == s.declarer) won = true;
      out.ulti.emplace_back(c, won);
    }
    leader = res.winner != 0 ? res.winner : leader;
    last_winner = res.winner;
    ++out.tricks_played;
  }
  for (Card c : s.ulti)
    if (ulti_trick(s, c) > out.tricks_played) out.ulti.emplace_back(c, false);
  if (out.tricks_played == s.tricks && st.gstiesierer != 0) {  // gstiess_moves: nothing without a Gstiesierer
    std::vector<std::vector<Card>> piles;
    for (std::size_t i = 0; i < s.hands.size(); ++i) piles.push_back(tp.pile(static_cast<int>(i) + 1));
    for (const PileMove& m : gstiess_moves(s, st.gstiesierer, last_winner, piles))
      tp.move_between_piles(m.card, m.from, m.to);
  }
  out.gstiesierer = st.gstiesierer;
  out.piles.reserve(s.hands.size());
  for (std::size_t i = 0; i < s.hands.size(); ++i)
    out.piles.push_back(std::move(tp.pile(static_cast<int>(i) + 1)));  // tp ends here
  return out;
}

void fix_legal_in_steps(const PlaySetup& s, const PlayOutcome& o, std::vector<engine::Step>& steps) {
  for (auto& step : steps) {
    engine::TableState& st = step.state;
    if (step.kind != engine::StepKind::Play || st.trick_number < 1 || st.to_move < 1 ||
        st.trick_number > static_cast<int>(o.gstiesierer_before.size()) || st.trick.size() >= s.order.size())
      continue;
    PlayState ps;
    ps.gstiesierer = o.gstiesierer_before[static_cast<std::size_t>(st.trick_number - 1)];
    std::vector<Card> so_far;
    for (const auto& [seat, card] : st.trick) so_far.push_back(card);
    const CardSet hand = CardSet::of(st.seats[static_cast<std::size_t>(st.to_move - 1)].hand);
    st.legal = legal_play(s, ps, st.trick_number, st.to_move, hand, so_far);
  }
}

}  // namespace stichprobe::games::dappen
