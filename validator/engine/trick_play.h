// The play phase shared by all games: who leads, whether each recorded card is
// held and legal, who wins, whose pile the trick goes to. A game calls
// play_trick() once per recorded trick, choosing the TrickRules and the leader
// (so special roles stay in the game); it can move cards between piles after.
//
// After a fault it goes on as if the recorded card had been played, so one
// revoke is one finding: a card not held is reported and taken from nowhere.
// Before that it resynchronises the seating (seat_trick): a wrong `lead`, a card
// left out of a trick and two cards written in the wrong order are one finding
// each, and later tricks are checked against the cards as really played.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "formats/record.h"
#include "validator/core/trick.h"
#include "validator/engine/per_trick.h"
#include "validator/engine/pile.h"
#include "validator/engine/reporter.h"
#include "validator/engine/small_vector.h"
#include "validator/engine/timeline.h"

namespace stichprobe::engine {

// A card of the superset (not '?', not a code no deck has): whether its seat held it can
// be checked.
inline bool checkable(Card c) { return !c.is_unknown() && c.id() < Card::kIdCount; }

// The checkable cards the recorded tricks show, and those they show more than once (a
// slip: trick_play.cpp's stand_in, slip_resync.h).
struct ShownCards {
  CardSet once, twice;
};
inline ShownCards shown_cards(std::span<const record::Trick> tricks) {
  ShownCards out;
  for (const record::Trick& t : tricks)
    for (Card c : t.cards.cards)
      if (checkable(c)) {
        if (out.once.contains(c)) out.twice.insert(c);
        out.once.insert(c);
      }
  return out;
}

// What a game's law on playing a card is asked: who plays, at which place of which
// trick, from which hand, after which cards.
struct LegalQuery {
  int trick_no = 0;
  int seat = 0;
  std::size_t place = 0;  // 0: the lead
  const CardSet& hand;
  std::span<const Card> so_far;  // the trick's cards before this one
  core::FollowClass led = core::FollowClass::None;
  const core::TrickRules& rules;  // the trick's rules as the game chose them
  int leader = 0;                 // the seat leading the trick as seated (0: whoever plays first)
};

// A card outside the legal ones by a game's own law, as a finding says it.
struct IllegalCard {
  std::string code;  // "play.bound-card"
  Message message;
};

// A game's own law on which cards may be played, beyond following suit and
// trumping (Tübinger leads "von oben herunter", Dappen's bound tricks, Troggu's
// withheld Narr). TrickPlay asks it for every card: one place computes the legal
// cards the validator checks against, the replayer highlights and the editor offers.
class PlayLaw {
 public:
  virtual ~PlayLaw() = default;
  // The cards q.seat may play now. Default: following and trumping by q.rules.
  virtual CardSet legal_cards(const LegalQuery& q) const;
  // Whether the law allows `card` (held by q.seat): legal_cards(q).contains(card), which a
  // game may answer without the whole set (the check asks it for every card; the set is
  // built only where a card is not allowed, the replay view or the editor asks for it).
  virtual bool allows(const LegalQuery& q, Card card) const { return legal_cards(q).contains(card); }
  // A held card of the deck outside legal_cards(): the finding the game's law gives,
  // or nullopt where the shared check (must-follow-suit, must-trump) says it, or where
  // the game reports it at another place itself.
  virtual std::optional<IllegalCard> illegal(const LegalQuery& q, Card card, const CardSet& legal) const;

 protected:
  // Following and trumping by q.rules allow `card`: PlayLaw::legal_cards(q).contains(card),
  // decided without the set (a card of the led class, or nothing led, needs no more).
  static bool follows(const LegalQuery& q, Card card) { return !core::play_fault(q.hand, q.led, card, q.rules); }
};

class TrickPlay {
 public:
  // hands: index seat-1 (inactive seats empty); order: the active seats in playing order.
  // The hands are copied (a span: a caller keeping its own needs no second copy).
  TrickPlay(std::span<const CardSet> hands, std::span<const int> order, Timeline& timeline,
            std::function<Rational(std::span<const Card>)> pile_points = {});
  TrickPlay(std::span<const CardSet> hands, std::initializer_list<int> order, Timeline& timeline,
            std::function<Rational(std::span<const Card>)> pile_points = {})
      : TrickPlay(hands, std::span<const int>(order.begin(), order.size()), timeline, std::move(pile_points)) {}

  const CardSet& hand(int seat) const { return seat_at(seat).hand; }
  CardSet& hand(int seat) { return seat_at(seat).hand; }
  const Pile& pile(int seat) const { return seat_at(seat).pile; }
  Pile& pile(int seat) { return seat_at(seat).pile; }
  int tricks_won(int seat) const { return seat_at(seat).tricks_won; }
  std::span<const int> order() const { return {order_.data(), order_.size()}; }
  int active_count() const { return static_cast<int>(order_.size()); }
  int next_after(int seat) const;  // the next active seat to the right
  int tricks_played() const { return tricks_played_; }

  struct TrickResult {
    int leader = 0;       // the seat that led (as recorded if given, else expected)
    int winner = 0;       // the seat that wins by the rules
    PerTrick<int> seats;  // seat of each card
    PerTrick<Card> cards;
    bool complete = false;  // as many cards as active players
    bool faulty = false;    // a finding was reported for this trick
  };

  // The whole recorded play: a card left out of a trick is then found as the one
  // card of its seat that no trick shows (without it, it stays unknown). Borrowed (the
  // record outlives the play); which cards it shows is worked out only when a trick needs
  // it (a short trick, a card not held), not for every hand.
  // Where the timeline asks what may come next (Timeline::next), the last of them is the
  // trick being played: seated as written from its leader (no card is left out of it),
  // and after its cards the next seat's legal cards are offered (legal.h).
  void set_recorded_tricks(std::span<const record::Trick> tricks);

  // How a recorded trick's cards are seated, resynchronised against the hands:
  // - leader: the expected one or the recorded `lead`, whichever makes the cards
  //   possible (fewer cards not held; a tie keeps the recorded one);
  // - a short trick: its missing card stands where the other cards are held, and is
  //   the one card of that seat no trick shows, if there is exactly one;
  // - a card not held by its seat but by another seat of the trick, whose card the
  //   first seat holds (or which is '?'): the two are written in the wrong order and
  //   are swapped back.
  // The hands may be what each seat can hold (the card-flow inference seats tricks so).
  // Pure: a game's own look-ahead (a withheld fool) seats the cards the same way.
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  struct Seating {
    int leader = 0;
    PerTrick<Card> cards;  // in playing order, a found left-out card included
    PerTrick<int> seats;
    PerTrick<Pos> pos;
    PerTrick<std::size_t> index;    // each card's index in the record (kNone: a found left-out card)
    int misfits = 0;                // cards still not held by their seat
    std::size_t gap = kNone;        // index (in cards) of the first left-out place
    int gap_seat = 0;               // its seat, when one card is left out
    std::optional<Card> left_out;   // that seat's card, found
    PerTrick<std::size_t> swapped;  // pairs of record indices written in the wrong order
  };
  Seating seat_trick(const record::Trick& trick, int expected_leader) const;

  // False once a left-out card could not be found or a seat played an unknown card ('?')
  // from a hand the record gives whole (the seat then holds one card too many), or an
  // unknown card left a trick's winner open: card points and the last tricks cannot be
  // checked exactly.
  bool resolved() const { return extra_ == decltype(extra_){} && !unknown_winner_; }

  // Checks one recorded trick against the rules and updates hands and piles.
  // A recorded leader differing from expected_leader is play.wrong-leader, except
  // right after a faulty trick, whose winner the table may have judged otherwise.
  // Findings: play.wrong-leader, play.trick-size, play.cards-out-of-order,
  // play.card-not-held, play.not-in-deck, play.must-follow-suit, play.must-trump,
  // play.wrong-winner, info play.unknown-card.
  // `rules_for` may depend on the card's position (e.g. a withheld fool).
  TrickResult play_trick(const record::Trick& trick, int trick_no, int expected_leader, const core::TrickRules& rules,
                         const CardSet& deck, Reporter& rep, const std::string& rule_section);
  // The same with the trick already seated by seat_trick(trick, expected_leader) on the
  // hands as they stand now (a game that looks at the seating first seats it once).
  TrickResult play_trick(const Seating& seating, const record::Trick& trick, int trick_no, int expected_leader,
                         const core::TrickRules& rules, const CardSet& deck, Reporter& rep,
                         const std::string& rule_section);

  // The game's law on legal cards (borrowed, must outlive the play; null: following
  // and trumping only). It may hold game state that changes between tricks.
  void set_law(const PlayLaw* law) { law_ = law; }
  // The cards `seat` may play now, after `so_far` in trick `trick_no` (the next card's
  // choice, for the editor): the law's, or following and trumping by `rules`.
  CardSet legal_cards(int trick_no, int seat, std::span<const Card> so_far, const core::TrickRules& rules) const;

  // Puts a finished trick into a pile (normally the winner's) and refreshes the view.
  void take_trick(const TrickResult& trick, int to_seat);

  // The findings of a seating (wrong leader, trick size, cards out of order), for a
  // game that plays a trick by its own rules (Dappen's bound tricks).
  void report_seating(const Seating& s, const record::Trick& trick, int trick_no, int expected_leader, Reporter& rep,
                      const std::string& rule_section) const;

  // For special roles: a card moves from one pile to another (Ski, Gstiess exchange).
  void move_between_piles(Card card, int from_seat, int to_seat);

  void refresh_view();  // copies hands and piles into the timeline's state

  // --explain's line for one played trick (trick_lines.cpp): who leads by the rules, who
  // wins, the points the trick carries by the game's count, the recorded lead and winner
  // beside, ✗ where the hand's findings say the record is wrong (play.wrong-leader,
  // play.wrong-winner at this trick).
  ScoreLine explain_trick(const record::Trick& trick, int trick_no, int expected_leader, const TrickResult& result,
                          const Findings& findings) const;

 private:
  // Everything per seat in one list.
  struct Seat {
    CardSet hand;
    Pile pile;
    int tricks_won = 0;
  };
  const Seat& seat_at(int seat) const { return seats_[static_cast<std::size_t>(seat - 1)]; }
  Seat& seat_at(int seat) { return seats_[static_cast<std::size_t>(seat - 1)]; }
  int seat_after(int leader, std::size_t offset) const;  // the seat `offset` places after the leader
  std::size_t leader_place(int leader) const;            // its place in order_ (order_ not empty)
  Seating arrange(const record::Trick& trick, int leader, std::size_t gap) const;
  // The trick being played (see set_recorded_tricks): the last recorded one, short of a
  // card of every active seat, where the timeline asks what may come next.
  bool is_open(const record::Trick& trick) const;
  // Whether the timeline asks what may come after `trick`: the last recorded one (offer_next).
  bool asked_after(const record::Trick& trick) const {
    return timeline_.next() && !recorded_tricks_.empty() && &trick == &recorded_tricks_.back();
  }
  Seating seat_open(const record::Trick& trick, int expected) const;
  // A recorded trick that is not the one being played: the usual case of seat_trick,
  // apart so that the seating it builds is returned without a copy.
  Seating seat_recorded(const record::Trick& trick, int expected) const;
  // After the last recorded trick: the next card's seat and legal cards offered, and
  // whether the trick is complete and every hand played out.
  void offer_next(const record::Trick& trick, const TrickResult& out, int trick_no, core::FollowClass led,
                  const core::TrickRules& rules, int leader) const;
  void find_swaps(Seating& s) const;
  // The usual trick, played in one pass: nobody watching (no replay view, nobody asking what
  // may come after it: a probe asks after the last recorded trick only, and asks at every
  // step of a generated hand), no recorded lead or the expected one, a card of every active seat,
  // `seats[i]` playing `cards[i]`, each held by its seat, none unknown and each allowed. It
  // finds what the general play would find for it (at most a wrong winner). Where a card is
  // not so: false, the hands and `out` as they were, and the general play checks the trick.
  bool plain(const record::Trick& trick, int expected_leader) const {
    return (!trick.lead || *trick.lead == expected_leader) && !timeline_.enabled() && !asked_after(trick) &&
           !order_.empty() && trick.cards.cards.size() == order_.size();
  }
  bool play_plain(const record::Trick& trick, const int* seats, const Card* cards, int trick_no, int leader,
                  const core::TrickRules& rules, const CardSet& deck, Reporter& rep, const std::string& section,
                  TrickResult& out);
  // The general play of a seated trick (play_trick), into a fresh `out`.
  void play_seated(const Seating& seating, const record::Trick& trick, int trick_no, int expected_leader,
                   const core::TrickRules& rules, const CardSet& deck, Reporter& rep, const std::string& section,
                   TrickResult& out);
  // play.wrong-winner where the record names another winner than the rules (asked inline:
  // a record mostly names none or the same).
  void check_winner(const record::Trick& trick, int trick_no, int winner, Reporter& rep,
                    const std::string& section) const {
    if (trick.winner && winner != 0 && *trick.winner != winner) wrong_winner(trick, trick_no, winner, rep, section);
  }
  void wrong_winner(const record::Trick& trick, int trick_no, int winner, Reporter& rep,
                    const std::string& section) const;
  void note_left_out(const Seating& s);  // marks the seats whose left-out card was not found
  std::optional<Card> never_shown(int seat) const;
  CardSet legal_for(const LegalQuery& q) const;  // the law's legal cards, or following and trumping
  struct CardCheck {
    const CardSet& deck;
    Pos pos;
    bool led_unknown = false;
    const std::string& section;
  };
  Card check_card(const LegalQuery& q, Card card, std::optional<CardSet>& legal, const CardCheck& c, Reporter& rep);
  // A card check_card does not let pass at once: its legal set, its finding, its stand-in.
  Card check_slow(const LegalQuery& q, Card card, std::optional<CardSet>& legal, const CardCheck& c, Reporter& rep);
  Card report_card(const LegalQuery& q, Card card, const CardSet& legal, const CardCheck& c, Reporter& rep);
  struct StandIn {
    Card card;
    Message note;  // appended to the finding of the written card
  };
  std::optional<StandIn> stand_in(int seat, Card written, std::optional<core::PlayFault> fault, const CardSet& legal,
                                  bool in_deck) const;
  // Not held, must follow suit or must trump, where the law (if any) does not allow the card.
  std::optional<core::PlayFault> shared_fault(const LegalQuery& q, Card card, const CardSet& law_legal,
                                              bool led_unknown) const;
  bool certain_fault(int seat, const CardSet& hand, core::FollowClass led, Card card,
                     const core::TrickRules& rules) const;
  // Unknown cards ('?') in a trick (trick_unknown.cpp): what one can be, and the seat that
  // wins whatever each is (0: they decide it).
  CardSet unknown_could_be(const LegalQuery& q, const CardSet& deck, bool led_unknown) const;
  // Whether `card`, not in `seat`'s hand, may be one of the unknown cards it was dealt ('?'):
  // its hand holds some, no other hand holds the card and it was not played already (in
  // a pile, or `so_far` in this trick).
  bool one_of_its_unknowns(int seat, Card card, std::span<const Card> so_far = {}) const;
  // Written only at an unknown card's place, and read only there: left unwritten (zeroing
  // all sixteen sets cost every trick more than its cards' checks).
  using CouldBe = detail::RawPlaces<CardSet, PerTrick<Card>::kCapacity>;
  int winner_whatever(const TrickResult& out, const CouldBe& could_be, const core::TrickRules& rules) const;
  // An unknown card played (q.place, before it leaves the hand): what it can be noted; led,
  // what the trick asks for is unknown; from a hand the record gives whole, the seat keeps
  // one card too many. Returns true.
  bool note_unknown(const LegalQuery& q, const CardSet& deck, bool& led_unknown, CouldBe& could_be);
  // The winner where every card the unknown ones can be gives the same (then out.winner);
  // false: they decide it (the trick's winner is open).
  bool settle_unknown_winner(TrickResult& out, const CouldBe& could_be, const core::TrickRules& rules);
  // A card no other hand holds, played from a hand dealt unknown cards: one of them, so
  // it is taken into that hand before it is checked.
  void adopt_unknown(int seat, Card card, const CardSet& deck, std::span<const Card> so_far);

  SmallVector<Seat, 8> seats_;  // index seat-1: kept inline (no allocation per hand)
  PerTrick<int> order_;         // a seat per place of a trick: no allocation per hand
  // Each seat's index in order_ (-1: not active), looked up for every card of a trick.
  std::array<int, PerTrick<int>::kCapacity + 1> place_of_ = filled_places();
  static constexpr std::array<int, PerTrick<int>::kCapacity + 1> filled_places() {
    std::array<int, PerTrick<int>::kCapacity + 1> out{};
    out.fill(-1);
    return out;
  }
  Timeline& timeline_;
  std::function<Rational(std::span<const Card>)> pile_points_;
  const PlayLaw* law_ = nullptr;
  int tricks_played_ = 0;
  bool unknown_reported_ = false;
  bool last_trick_faulty_ = false;
  bool leader_open_ = false;        // the last trick's winner was open (a left-out card not found, a fault)
  const ShownCards& shown() const;  // of recorded_tricks_, worked out when first asked
  std::span<const record::Trick> recorded_tricks_;
  mutable std::optional<ShownCards> shown_;
  bool shown_known_ = false;  // set_recorded_tricks was called
  // Index seat: how many cards too many it holds (a left-out card not found, a card not
  // held or an unknown one played).
  std::array<std::uint8_t, 33> extra_{};
  void one_too_many(int seat);
  bool unknown_winner_ = false;  // an unknown card left a trick's winner open
};

// "seat 2" style labels and messages.
std::string seat_name(int seat);
// The same in German: "Sitz 2".
std::string seat_name_de(int seat);

}  // namespace stichprobe::engine
