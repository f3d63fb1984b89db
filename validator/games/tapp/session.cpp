#include "validator/games/tapp/session.h"

#include "validator/games/tapp/phases.h"

namespace stichprobe::games::tapp {
namespace {
constexpr const char* kSection = "Spielende";
const Card kHeartAce = Card::suited(Suit::Hearts, Rank::Ace);

bool announces_end(const record::Hand& h) {
  for (const auto& a : h.announcements)
    if (a.type == kHerzAss) return true;
  return false;
}
}  // namespace

int herz_ass_holder(const record::Hand& hand, const Rules& rules) {
  if (hand.deal) {
    for (const auto& sc : hand.deal->hands)
      for (Card c : sc.cards.cards)
        if (c == kHeartAce) return sc.seat;
    // Not in a hand as dealt: unless cards are unknown, it lies in the Tapp.
  }
  for (const auto& sw : hand.swaps)
    if (sw.gets == kHeartAce && sw.with_seat) return *sw.with_seat;
  if (hand.deal && hand.deal->hands.size() == static_cast<std::size_t>(rules.players)) {
    bool unknown = false;
    for (const auto& sc : hand.deal->hands)
      for (Card c : sc.cards.cards) unknown = unknown || c.is_unknown();
    if (!unknown) return 0;
  }
  const Contract c = recorded_contract(hand, rules, hand.dealer);
  const auto played = cards_played_by_seat(hand, rules, c, hand.dealer);
  for (std::size_t i = 0; i < played.size(); ++i)
    for (Card card : played[i])
      if (card == kHeartAce) {
        const int seat = static_cast<int>(i) + 1;
        if (c.game == Game::HerzAufnehmen && seat == c.declarer) return 0;  // it may have come from the Tapp
        return seat;
      }
  return 0;
}

std::size_t hand_index(const record::Session& session, const record::Hand& hand) {
  for (std::size_t i = 0; i < session.hands.size(); ++i)
    if (&session.hands[i] == &hand) return i;
  for (std::size_t i = 0; i < session.hands.size(); ++i)
    if (session.hands[i].n == hand.n) return i;
  return static_cast<std::size_t>(-1);
}

namespace {
// Walks the session hand by hand, giving each hand's place to `visit` until it returns
// false; returns the place after the last hand walked.
template <class Visit>
SessionPlace walk_session(const record::Session& session, const Rules& rules, Visit visit) {
  SessionPlace place;
  int closing = 0;
  for (std::size_t i = 0; i < session.hands.size(); ++i) {
    const record::Hand& h = session.hands[i];
    SessionPlace here = place;
    if (here.role == SessionRole::Watch) here.herz_ass_holder = herz_ass_holder(h, rules);
    if (!visit(i, here)) return here;
    switch (place.role) {
      case SessionRole::Normal:
        if (announces_end(h)) place.role = SessionRole::Watch;
        break;
      case SessionRole::Watch:
        // The Herz-Ass in the Tapp: nobody "erhält" it; the next deal decides (RULES.md).
        if (here.herz_ass_holder != 0) place.role = SessionRole::LastGame;
        break;
      case SessionRole::LastGame:
        place.role = SessionRole::Zwangsramsch;
        place.zwangsramsch_no = closing = 1;
        break;
      case SessionRole::Zwangsramsch:
        if (closing >= rules.players) {
          place.role = SessionRole::AfterEnd;
        } else {
          place.zwangsramsch_no = ++closing;
        }
        break;
      case SessionRole::AfterEnd: break;
    }
  }
  return place;
}
}  // namespace

SessionPlace session_place(const record::Session& session, std::size_t index, const Rules& rules) {
  return walk_session(session, rules, [index](std::size_t i, const SessionPlace&) { return i != index; });
}

std::vector<SessionPlace> session_places(const record::Session& session, const Rules& rules) {
  std::vector<SessionPlace> places;
  places.reserve(session.hands.size());
  walk_session(session, rules, [&places](std::size_t, const SessionPlace& here) {
    places.push_back(here);
    return true;
  });
  return places;
}

void check_zwangsramsch(const record::Hand& hand, const Contract& contract, engine::Reporter& rep) {
  if (hand.auction)
    for (const auto& call : hand.auction->calls)
      if (call.bid != "pass") {
        rep.error("session.zwangsramsch", "auction", {call.pos, 0, call.seat},
                  {"after the last game each player deals once more to a Zwangsramsch: no game may be played, " +
                       std::string("the record has \"") + call.bid + "\"",
                   "nach der letzten Runde gibt jeder Spieler noch einmal zu einem Zwangsramsch: kein Spiel darf "
                   "gespielt werden, aufgeschrieben ist „" +
                       call.bid + "“"},
                  kSection);
        return;
      }
  if (contract.game != Game::Ramsch)
    rep.error("session.zwangsramsch", "auction", {hand.contract ? hand.contract->pos : hand.pos, 0, contract.declarer},
              {"after the last game each player deals once more to a Zwangsramsch; the contract is " +
                   contract_name(contract),
               "nach der letzten Runde gibt jeder Spieler noch einmal zu einem Zwangsramsch; als Spiel aufgeschrieben "
               "ist " +
                   contract_name_de(contract)},
              kSection);
}

}  // namespace stichprobe::games::tapp
