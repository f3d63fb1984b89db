#include "validator/edit/actions.h"

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
  std::string operator()(const DealCards& a) const { return "deal " + seat(a.seat) + ": " + cards_text(a.cards); }
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
  std::string operator()(const Remove& a) const {
    static const char* const kNames[] = {"call", "exchange", "swap", "announcement", "ruling", "trick", "card"};
    std::string out = std::string("remove ") + kNames[static_cast<int>(a.part)] + " " + std::to_string(a.index + 1);
    if (a.part == Part::Card) out += "." + std::to_string(a.place + 1);
    return out;
  }
};

void add_deal(const record::Hand& hand, std::vector<Action>& out) {
  if (!hand.deal) return;
  for (const auto& sc : hand.deal->hands) out.push_back(DealCards{sc.seat, sc.cards.cards});
  if (!hand.deal->talon) return;
  if (hand.deal->talon->cards) out.push_back(DealTalon{hand.deal->talon->cards->cards});
  if (!hand.deal->talon->packets.empty()) {
    DealPackets p;
    for (const auto& l : hand.deal->talon->packets) p.packets.push_back(l.cards);
    out.push_back(p);
  }
}

void add_play(const record::Hand& hand, std::vector<Action>& out) {
  if (!hand.play) return;
  for (std::size_t t = 0; t < hand.play->tricks.size(); ++t) {
    const record::Trick& trick = hand.play->tricks[t];
    for (std::size_t i = 0; i < trick.cards.cards.size(); ++i)
      out.push_back(PlayCard{trick.cards.cards[i], std::nullopt, i == 0 ? trick.lead : std::nullopt});
    if (trick.winner) out.push_back(SetTrickWinner{t, trick.winner, false});
    if (trick.note) out.push_back(SetNote{trick.note, t});
  }
  if (hand.play->ended) out.push_back(EndEarly{true});
}

}  // namespace

std::string describe(const Action& action) { return std::visit(Describe{}, action); }

std::vector<Action> actions_of(const record::Hand& hand) {
  std::vector<Action> out;
  out.push_back(StartHand{hand.dealer, hand.n, hand.sitting_out, hand.id});
  add_deal(hand, out);
  if (hand.auction)
    for (const auto& c : hand.auction->calls) out.push_back(MakeCall{c, std::nullopt});
  if (hand.contract) out.push_back(SetContract{hand.contract});
  for (const auto& e : hand.exchanges) out.push_back(Exchange{e, std::nullopt});
  for (const auto& s : hand.swaps) out.push_back(Swap{s, std::nullopt});
  for (const auto& a : hand.announcements) out.push_back(Announce{a, std::nullopt});
  add_play(hand, out);
  for (const auto& r : hand.rulings) out.push_back(AddRuling{r, std::nullopt});
  if (hand.note) out.push_back(SetNote{hand.note, std::nullopt});
  if (hand.result) out.push_back(SetResult{hand.result});
  if (hand.outcome) out.push_back(SetOutcome{hand.outcome->type});
  return out;
}

}  // namespace stichprobe::edit
