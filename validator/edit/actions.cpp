#include "validator/edit/actions.h"

#include <algorithm>
#include <type_traits>

namespace stichprobe::edit {
namespace {

std::string seat(int s) { return "seat " + std::to_string(s); }

std::string cards_text(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

std::string where(const std::optional<std::size_t>& at) {
  return at ? " (replacing no. " + std::to_string(*at + 1) + ")" : "";
}

struct Describe {
  std::string operator()(const StartHand& a) const { return "new hand dealt by " + seat(a.dealer); }
  std::string operator()(const DealCards& a) const {
    return "deal " + seat(a.seat) + ": " + cards_text(a.cards) + (a.derived ? " (what the deck leaves)" : "");
  }
  std::string operator()(const DealTalon& a) const { return "talon: " + cards_text(a.cards); }
  std::string operator()(const DealPackets& a) const {
    std::string out = "talon packets:";
    for (const auto& p : a.packets) out += " [" + cards_text(p) + "]";
    return out;
  }
  std::string operator()(const MakeCall& a) const {
    std::string out = seat(a.call.seat) + " calls " + a.call.bid;
    if (a.call.suit) out += " " + *a.call.suit;
    if (a.call.card) out += " " + card_code(*a.call.card);
    return out + where(a.at);
  }
  std::string operator()(const SetContract& a) const {
    if (!a.contract) return "no contract";
    return "contract " + a.contract->type + (a.contract->declarer ? " by " + seat(*a.contract->declarer) : "");
  }
  std::string operator()(const Exchange& a) const { return seat(a.exchange.seat) + " exchanges" + where(a.at); }
  std::string operator()(const Swap& a) const { return seat(a.swap.seat) + " swaps" + where(a.at); }
  std::string operator()(const Announce& a) const {
    return seat(a.announcement.seat) + " announces " + a.announcement.type + where(a.at);
  }
  std::string operator()(const PlayCard& a) const {
    if (a.at)
      return "card " + std::to_string(a.at->place + 1) + " of trick " + std::to_string(a.at->trick + 1) + " is " +
             card_code(a.card);
    return "play " + card_code(a.card);
  }
  std::string operator()(const SetTrickWinner& a) const {
    const std::string t = "trick " + std::to_string(a.trick + 1);
    if (a.from_engine) return t + " won as the engine computes";
    return a.winner ? t + " won by " + seat(*a.winner) : t + " without a recorded winner";
  }
  std::string operator()(const EndEarly& a) const { return a.early ? "play ended early" : "play not ended early"; }
  std::string operator()(const AddRuling& a) const { return "ruling on " + a.ruling.code + where(a.at); }
  std::string operator()(const SetNote& a) const {
    return std::string(a.text ? "note" : "no note") +
           (a.trick ? " on trick " + std::to_string(*a.trick + 1) : std::string(" on the hand"));
  }
  std::string operator()(const SetResult& a) const { return a.result ? "result as recorded" : "no result"; }
  std::string operator()(const TakeResult&) const { return "result as the engine computes it"; }
  std::string operator()(const SetOutcome& a) const { return "outcome " + a.type.value_or("(none)"); }
  std::string operator()(const KeepParts&) const { return "the parts of the source kept as they are"; }
  std::string operator()(const SelectHand& a) const { return "go to hand no. " + std::to_string(a.index + 1); }
  std::string operator()(const SetDealer& a) const { return "dealt by " + seat(a.dealer); }
  std::string operator()(const Remove& a) const {
    static const char* const kNames[] = {"call", "exchange", "swap", "announcement", "ruling", "trick", "card"};
    std::string out = std::string("remove ") + kNames[static_cast<int>(a.part)] + " " + std::to_string(a.index + 1);
    if (a.part == Part::Card) out += "." + std::to_string(a.place + 1);
    return out;
  }
};

bool bare(const record::Foreign& f) { return f == record::Foreign{}; }

bool talon_has_parts(const record::Talon& t) {
  if (!bare(t.foreign) || (!t.cards && t.packets.empty()) || (t.cards && !bare(t.cards->foreign))) return true;
  return std::any_of(t.packets.begin(), t.packets.end(), [](const record::CardList& p) { return !bare(p.foreign); });
}

bool play_has_parts(const record::Play& p) {
  if (!bare(p.foreign) || (p.ended && *p.ended != "early") || p.tricks.empty()) return true;
  return std::any_of(p.tricks.begin(), p.tricks.end(), [](const record::Trick& t) {
    return t.cards.cards.empty() || !bare(t.foreign) || !bare(t.cards.foreign);
  });
}

}  // namespace

bool in_seat_order(const std::vector<record::SeatCards>& hands) {
  for (std::size_t i = 1; i < hands.size(); ++i)
    if (hands[i - 1].seat >= hands[i].seat) return false;
  return true;
}

namespace {

// Whether `hand` holds what only KeepParts enters.
bool has_parts(const record::Hand& h) {
  if (h.dealer_unreadable || !bare(h.foreign) || (h.outcome && !bare(h.outcome->foreign))) return true;
  if (h.auction && (h.auction->calls.empty() || !bare(h.auction->foreign))) return true;
  if (h.play && play_has_parts(*h.play)) return true;
  if (!h.deal) return false;
  const record::Deal& d = *h.deal;
  if (!bare(d.foreign) || (d.hands.empty() && !d.talon) || !in_seat_order(d.hands) ||
      (d.talon && talon_has_parts(*d.talon)))
    return true;
  return std::any_of(d.hands.begin(), d.hands.end(),
                     [](const record::SeatCards& sc) { return !bare(sc.cards.foreign); });
}

class Collect {
 public:
  Collect(std::vector<Action>& out, std::vector<Pos>* places) : out_(out), places_(places) {}
  void add(Action action, Pos place) {
    out_.push_back(std::move(action));
    if (places_) places_->push_back(place);
  }

  void deal(const record::Hand& hand) {
    if (!hand.deal) return;
    for (const auto& sc : hand.deal->hands) add(DealCards{sc.seat, sc.cards.cards.to_vector()}, sc.cards.pos);
    if (!hand.deal->talon) return;
    const record::Talon& talon = *hand.deal->talon;
    if (talon.cards) add(DealTalon{talon.cards->cards.to_vector()}, talon.cards->pos);
    if (!talon.packets.empty()) {
      DealPackets p;
      for (const auto& l : talon.packets) p.packets.push_back(l.cards.to_vector());
      add(p, talon.pos);
    }
  }

  // Tricks without cards are KeepParts' own, so a winner or note goes to the trick's
  // place among those with cards.
  void play(const record::Hand& hand) {
    if (!hand.play) return;
    std::size_t t = 0;
    for (const record::Trick& trick : hand.play->tricks) {
      if (trick.cards.cards.empty()) continue;
      for (std::size_t i = 0; i < trick.cards.cards.size(); ++i)
        add(PlayCard{trick.cards.cards[i], std::nullopt, i == 0 ? trick.lead : std::nullopt},
            i < trick.cards.token_pos.size() ? trick.cards.token_pos[i] : trick.pos);
      if (trick.winner) add(SetTrickWinner{t, trick.winner, false}, trick.pos);
      if (trick.note) add(SetNote{trick.note, t}, trick.pos);
      ++t;
    }
    if (hand.play->ended) add(EndEarly{true}, hand.play->pos);
  }

 private:
  std::vector<Action>& out_;
  std::vector<Pos>* places_;
};

}  // namespace

std::string describe(const Action& action) { return std::visit(Describe{}, action); }

std::vector<Action> actions_of(const record::Hand& hand, std::vector<Pos>* places) {
  std::vector<Action> out;
  Collect c(out, places);
  c.add(StartHand{hand.dealer, hand.n, hand.sitting_out, hand.id}, hand.pos);
  c.deal(hand);
  if (hand.auction)
    for (const auto& call : hand.auction->calls) c.add(MakeCall{call, std::nullopt}, call.pos);
  if (hand.contract) c.add(SetContract{hand.contract}, hand.contract->pos);
  for (const auto& e : hand.exchanges) c.add(Exchange{e, std::nullopt}, e.pos);
  for (const auto& s : hand.swaps) c.add(Swap{s, std::nullopt}, s.pos);
  for (const auto& a : hand.announcements) c.add(Announce{a, std::nullopt}, a.pos);
  c.play(hand);
  for (const auto& r : hand.rulings) c.add(AddRuling{r, std::nullopt}, r.pos);
  if (hand.note) c.add(SetNote{hand.note, std::nullopt}, hand.pos);
  if (hand.result) c.add(SetResult{hand.result}, hand.result->pos);
  if (hand.outcome) c.add(SetOutcome{hand.outcome->type}, hand.outcome->pos);
  if (has_parts(hand)) c.add(KeepParts{hand}, hand.pos);
  return out;
}

}  // namespace stichprobe::edit
