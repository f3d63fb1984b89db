#include "validator/edit/apply.h"

#include <algorithm>
#include <optional>
#include <type_traits>

#include "formats/transcript_annotations.h"
#include "validator/engine/generate.h"

namespace stichprobe::edit {
namespace {

// Appends `item`, or replaces the element at `at`.
template <class T>
std::string put(std::vector<T>& list, const T& item, const std::optional<std::size_t>& at, const char* what) {
  if (!at) {
    list.push_back(item);
    return {};
  }
  if (*at >= list.size()) return std::string("there is no ") + what + " " + std::to_string(*at + 1);
  list[*at] = item;
  return {};
}

template <class List>  // a std::vector or InlineCards
std::string erase_at(List& list, std::size_t index, const char* what) {
  if (index >= list.size()) return std::string("there is no ") + what + " " + std::to_string(index + 1);
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(index));
  return {};
}

record::Deal& deal_of(record::Hand& h) {
  if (!h.deal) h.deal.emplace();
  return *h.deal;
}

void keep_talon(record::Talon& t, const record::Talon& p) {
  t.foreign = p.foreign;
  if (t.cards && p.cards) t.cards->foreign = p.cards->foreign;
  for (std::size_t i = 0; i < t.packets.size() && i < p.packets.size(); ++i)
    t.packets[i].foreign = p.packets[i].foreign;
}

void keep_deal(record::Hand& h, const record::Deal& p) {
  record::Deal& d = deal_of(h);
  d.foreign = p.foreign;
  if (!in_seat_order(p.hands)) {
    d.hands = p.hands;  // foreign content and all, a seat given twice each time
  } else {
    for (const auto& from : p.hands)
      for (auto& sc : d.hands)
        if (sc.seat == from.seat) sc.cards.foreign = from.cards.foreign;
  }
  if (!p.talon) return;
  if (!d.talon) d.talon.emplace();
  keep_talon(*d.talon, *p.talon);
}

// A trick without cards comes in at its place; the others (entered card by card, in order)
// take their parts.
void keep_play(record::Hand& h, const record::Play& p) {
  if (!h.play) h.play.emplace();
  h.play->foreign = p.foreign;
  h.play->ended = p.ended;
  auto& tricks = h.play->tricks;
  for (std::size_t i = 0; i < p.tricks.size(); ++i) {
    const record::Trick& from = p.tricks[i];
    if (from.cards.cards.empty()) {
      tricks.insert(tricks.begin() + static_cast<std::ptrdiff_t>(std::min(i, tricks.size())), from);
    } else if (i < tricks.size()) {
      tricks[i].foreign = from.foreign;
      tricks[i].cards.foreign = from.cards.foreign;
    }
  }
}

void keep_parts(record::Hand& h, const record::Hand& p) {
  h.foreign = p.foreign;
  if (p.dealer_unreadable) h.dealer = 0;
  h.dealer_unreadable = p.dealer_unreadable;
  if (p.deal) keep_deal(h, *p.deal);
  if (p.auction) {
    if (!h.auction) h.auction.emplace();
    h.auction->foreign = p.auction->foreign;
  }
  if (p.play) keep_play(h, *p.play);
  if (p.outcome && h.outcome) h.outcome->foreign = p.outcome->foreign;
}

// A list the record command derived rather than the source giving it.
record::CardList derived(record::CardList list, bool is_derived) {
  if (is_derived) transcript::annotate(list.foreign, transcript::kComputed, "yes");
  return list;
}

// What the engine computed is marked (transcript annotations): their namespace declared
// on the session, which is also written alone.
void declare(record::Session& s, bool annotated) {
  if (annotated) transcript::declare_annotations(s.foreign);
}

class Applier {
 public:
  Applier(record::Session& s, std::size_t& current, std::size_t trick_size)
      : s_(s), current_(current), trick_size_(trick_size) {}

  std::string operator()(const StartHand& a) {
    record::Hand h;
    h.n = a.n ? *a.n : (s_.hands.empty() ? 1 : s_.hands.back().n + 1);
    h.dealer = a.dealer;
    h.sitting_out = a.sitting_out;
    h.id = a.id;
    s_.hands.push_back(std::move(h));
    current_ = s_.hands.size() - 1;
    return {};
  }
  std::string operator()(const SelectHand& a) {
    if (a.index >= s_.hands.size()) return "there is no hand no. " + std::to_string(a.index + 1);
    current_ = a.index;
    return {};
  }
  std::string operator()(const SetDealer& a) {
    return with_hand([&](record::Hand& h) {
      h.dealer = a.dealer;
      h.dealer_unreadable = false;
      return std::string();
    });
  }
  std::string operator()(const DealCards& a) {
    return with_hand([&](record::Hand& h) {
      auto& hands = deal_of(h).hands;
      for (auto& sc : hands)
        if (sc.seat == a.seat) {
          sc.cards = derived(engine::card_list(a.cards), a.derived);
          declare(s_, a.derived);
          return std::string();
        }
      record::SeatCards sc;
      sc.seat = a.seat;
      sc.cards = derived(engine::card_list(a.cards), a.derived);
      declare(s_, a.derived);
      // In seat order, as the canonical writer and the generator keep them.
      auto it = hands.begin();
      while (it != hands.end() && it->seat < a.seat) ++it;
      hands.insert(it, sc);
      return std::string();
    });
  }
  std::string operator()(const DealTalon& a) {
    return with_hand([&](record::Hand& h) {
      auto& talon = deal_of(h).talon;
      if (!talon) talon.emplace();
      talon->packets.clear();
      talon->cards = engine::card_list(a.cards);
      transcript::annotate(talon->foreign, transcript::kComputed, a.derived ? "yes" : "");
      declare(s_, a.derived);
      return std::string();
    });
  }
  std::string operator()(const DealPackets& a) {
    return with_hand([&](record::Hand& h) {
      auto& talon = deal_of(h).talon;
      if (!talon) talon.emplace();
      talon->cards.reset();
      talon->packets.clear();
      for (const auto& p : a.packets) talon->packets.push_back(engine::card_list(p));
      transcript::annotate(talon->foreign, transcript::kComputed, a.derived ? "yes" : "");
      declare(s_, a.derived);
      return std::string();
    });
  }
  std::string operator()(const MakeCall& a) {
    return with_hand([&](record::Hand& h) {
      if (!h.auction) h.auction.emplace();
      return put(h.auction->calls, a.call, a.at, "call");
    });
  }
  std::string operator()(const SetContract& a) {
    return with_hand([&](record::Hand& h) {
      h.contract = a.contract;
      return std::string();
    });
  }
  std::string operator()(const Exchange& a) {
    return with_hand([&](record::Hand& h) { return put(h.exchanges, a.exchange, a.at, "exchange"); });
  }
  std::string operator()(const Swap& a) {
    return with_hand([&](record::Hand& h) { return put(h.swaps, a.swap, a.at, "swap"); });
  }
  std::string operator()(const Announce& a) {
    return with_hand([&](record::Hand& h) { return put(h.announcements, a.announcement, a.at, "announcement"); });
  }
  std::string operator()(const PlayCard& a) {
    return with_hand([&](record::Hand& h) { return play(h, a); });
  }
  std::string operator()(const SetTrickWinner& a) {
    return with_trick(a.trick, [&](record::Trick& t) { t.winner = a.winner; });
  }
  std::string operator()(const EndEarly& a) {
    return with_hand([&](record::Hand& h) {
      if (!h.play) h.play.emplace();
      h.play->ended = a.early ? std::optional<std::string>("early") : std::nullopt;
      return std::string();
    });
  }
  std::string operator()(const AddRuling& a) {
    return with_hand([&](record::Hand& h) { return put(h.rulings, a.ruling, a.at, "ruling"); });
  }
  std::string operator()(const SetNote& a) {
    if (a.trick) return with_trick(*a.trick, [&](record::Trick& t) { t.note = a.text; });
    return with_hand([&](record::Hand& h) {
      h.note = a.text;
      return std::string();
    });
  }
  std::string operator()(const SetResult& a) {
    return with_hand([&](record::Hand& h) {
      h.result = a.result;
      const auto marked = [](const auto& part) { return transcript::annotated(part.foreign); };
      declare(s_, a.result && ((a.result->settlement && (marked(*a.result->settlement) ||
                                                         std::any_of(a.result->settlement->pays.begin(),
                                                                     a.result->settlement->pays.end(), marked))) ||
                               std::any_of(a.result->bonuses.begin(), a.result->bonuses.end(), marked)));
      return std::string();
    });
  }
  std::string operator()(const TakeResult&) { return "the engine's result is filled in by the editing session"; }
  std::string operator()(const SetOutcome& a) {
    return with_hand([&](record::Hand& h) {
      if (a.type) {
        if (!h.outcome) h.outcome.emplace();
        h.outcome->type = *a.type;
      } else {
        h.outcome.reset();
      }
      return std::string();
    });
  }
  std::string operator()(const Remove& a) {
    return with_hand([&](record::Hand& h) { return remove(h, a); });
  }
  std::string operator()(const KeepParts& a) {
    return with_hand([&](record::Hand& h) {
      keep_parts(h, a.parts);
      return std::string();
    });
  }

 private:
  template <class F>
  std::string with_hand(F&& f) {
    if (current_ >= s_.hands.size()) return "there is no hand yet: start one first";
    return f(s_.hands[current_]);
  }
  template <class F>
  std::string with_trick(std::size_t trick, F&& f) {
    return with_hand([&](record::Hand& h) {
      if (!h.play || trick >= h.play->tricks.size()) return "there is no trick " + std::to_string(trick + 1);
      f(h.play->tricks[trick]);
      return std::string();
    });
  }

  std::string play(record::Hand& h, const PlayCard& a) {
    if (!h.play) h.play.emplace();
    auto& tricks = h.play->tricks;
    if (a.at) return play_at(tricks, a);
    if (tricks.empty() || tricks.back().cards.cards.size() >= trick_size_) {
      tricks.emplace_back();
      tricks.back().lead = a.lead;
    }
    auto& cards = tricks.back().cards;
    cards.cards.push_back(a.card);
    cards.token_pos.push_back(Pos{});
    return {};
  }

  // A card at its place: replaced, added just past a trick's last card, or starting the
  // trick just past the last.
  static std::string play_at(std::vector<record::Trick>& tricks, const PlayCard& a) {
    const CardPlace at = *a.at;
    if (at.trick == tricks.size() && at.place == 0) {
      tricks.emplace_back().lead = a.lead;
    } else if (at.trick >= tricks.size() || at.place > tricks[at.trick].cards.cards.size()) {
      return "there is no card " + std::to_string(at.place + 1) + " in trick " + std::to_string(at.trick + 1);
    }
    auto& cards = tricks[at.trick].cards;
    // The trick's line as typed (transcript:typed) no longer says what it holds.
    transcript::annotate(tricks[at.trick].foreign, transcript::kTyped, "");
    if (at.place < cards.cards.size()) {
      cards.cards[at.place] = a.card;
    } else {
      cards.cards.push_back(a.card);
      cards.token_pos.push_back(Pos{});
    }
    return {};
  }

  static std::string remove(record::Hand& h, const Remove& a) {
    switch (a.part) {
      case Part::Call:
        if (!h.auction) return "there is no call " + std::to_string(a.index + 1);
        return erase_at(h.auction->calls, a.index, "call");
      case Part::Exchange: return erase_at(h.exchanges, a.index, "exchange");
      case Part::Swap: return erase_at(h.swaps, a.index, "swap");
      case Part::Announcement: return erase_at(h.announcements, a.index, "announcement");
      case Part::Ruling: return erase_at(h.rulings, a.index, "ruling");
      case Part::Trick:
        if (!h.play) return "there is no trick " + std::to_string(a.index + 1);
        return erase_at(h.play->tricks, a.index, "trick");
      case Part::Card: {
        if (!h.play || a.index >= h.play->tricks.size()) return "there is no trick " + std::to_string(a.index + 1);
        auto& cards = h.play->tricks[a.index].cards;
        if (a.place < cards.token_pos.size())
          cards.token_pos.erase(cards.token_pos.begin() + static_cast<std::ptrdiff_t>(a.place));
        return erase_at(cards.cards, a.place, "card");
      }
    }
    return {};
  }

  record::Session& s_;
  std::size_t& current_;
  std::size_t trick_size_;
};

}  // namespace

std::string apply_action(record::Session& session, std::size_t& current, const Action& action, std::size_t trick_size) {
  // An action changes the current hand or appends one: only that is kept to restore.
  const std::size_t current_before = current, hands_before = session.hands.size();
  std::optional<record::Hand> hand_before;
  if (current < hands_before) hand_before = session.hands[current];
  std::string why = std::visit(Applier(session, current, trick_size), action);
  if (!why.empty()) {
    session.hands.resize(hands_before);
    if (hand_before) session.hands[current_before] = std::move(*hand_before);
    current = current_before;
  }
  return why;
}

}  // namespace stichprobe::edit
