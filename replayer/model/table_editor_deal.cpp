// The deal on the table: a deck fan under the felt with the cards not yet placed. A card
// clicked goes to the chosen place (a seat, the talon or a packet), or waits in hand for
// the place to be clicked; a card clicked in a hand goes back to the deck. The chosen
// place moves on by itself once full (as bridge hand editors do); the last open place
// takes what the deck leaves in one click; '?' stands for a card the source does not give.
#include <algorithm>
#include <numeric>

#include "replayer/model/hand_sort.h"
#include "replayer/model/table_editor.h"

namespace stichprobe::replay {

// While the deal is short, or on a dealt hand once "Change the deal" is chosen.
bool TableEditor::deal_open() const { return session().hand() && (entry_ == EntryStage::Deal || deal_reopened_); }

int TableEditor::count(DealTarget t) const { return static_cast<int>(model_.cards_of(t).size()); }

int TableEditor::expected(DealTarget t) const {
  if (!shape_.known) return 0;
  const auto i = static_cast<std::size_t>(t.index - 1);
  switch (t.kind) {
    case DealTarget::Seat: return i < shape_.hand.size() ? shape_.hand[i] : 0;
    case DealTarget::Talon: return shape_.talon;
    case DealTarget::Packet: return i < shape_.packets.size() ? shape_.packets[i] : 0;
  }
  return 0;
}

// The places of the deal in seat order, then the talon or its packets.
std::vector<DealTarget> TableEditor::places() const {
  std::vector<DealTarget> out;
  const record::Hand* h = session().hand();
  for (int seat = 1; seat <= session().seat_count(); ++seat) {
    const bool out_this_hand =
        h && std::find(h->sitting_out.begin(), h->sitting_out.end(), seat) != h->sitting_out.end();
    if (!out_this_hand && (!shape_.known || expected({DealTarget::Seat, seat}) > 0))
      out.push_back({DealTarget::Seat, seat});
  }
  if (!shape_.packets.empty()) {
    for (std::size_t k = 0; k < shape_.packets.size(); ++k)
      out.push_back({DealTarget::Packet, static_cast<int>(k) + 1});
  } else if (!shape_.known || shape_.talon > 0) {
    out.push_back({DealTarget::Talon, 1});
  }
  return out;
}

bool TableEditor::deal_complete() const {
  if (deal_released_) return true;
  const record::Hand* h = session().hand();
  if (!h || !h->deal) return false;
  if (!shape_.known) return unplaced_.empty();
  const auto all = places();
  return std::all_of(all.begin(), all.end(), [&](DealTarget t) { return count(t) >= expected(t); });
}

std::string TableEditor::place_name(DealTarget t) const {
  const std::string talon = talon_label(session().session().game, 1, lang() == Lang::De);
  switch (t.kind) {
    case DealTarget::Seat: return who(t.index);
    case DealTarget::Talon: return talon;
    case DealTarget::Packet: return talon + " " + std::to_string(t.index);
  }
  return {};
}

// The deck as players sort a hand, then '?' for a card the source does not give.
std::vector<Card> TableEditor::deck_cards() const {
  std::vector<Card> deck = unplaced_;
  deck = sort_hand(deck, sort_style_for(deck_, std::nullopt));
  deck.push_back(Card::unknown());
  return deck;
}

namespace {

// The cards the findings at the deal point at (a card dealt twice, one of another deck).
std::vector<Card> marked_in_deal(const record::Hand* canonical, const std::vector<FindingAt>& findings) {
  std::vector<Card> out;
  if (!canonical || !canonical->deal) return out;
  auto scan = [&](const record::CardList& l, const Finding& f) {
    for (std::size_t i = 0; i < l.cards.size() && i < l.token_pos.size(); ++i)
      if (l.token_pos[i] == f.pos) out.push_back(l.cards[i]);
  };
  for (const auto& fa : findings) {
    if (fa.step != 0) continue;
    for (const auto& sc : canonical->deal->hands) scan(sc.cards, fa.finding);
    if (const auto& talon = canonical->deal->talon) {
      if (talon->cards) scan(*talon->cards, fa.finding);
      for (const auto& p : talon->packets) scan(p, fa.finding);
    }
  }
  return out;
}

}  // namespace

TableView TableEditor::deal_table() const {
  TableView v;
  v.has_state = true;
  v.phase = "deal";
  v.phase_name = phase_name("deal", lang());
  const bool de = lang() == Lang::De;
  const record::Hand* h = session().hand();
  const std::string& game = session().session().game;
  const std::vector<Card> marked = marked_in_deal(view_.hand_record(), view_.hand_findings());
  for (const auto& fa : view_.hand_findings())
    if (fa.step == 0) v.findings_here.push_back(fa.finding);
  const SortStyle style = sort_style_for(deck_, std::nullopt);
  auto card_view = [&](Card c) {
    CardView cv;
    cv.card = c;
    cv.marked = std::find(marked.begin(), marked.end(), c) != marked.end();
    return cv;
  };
  for (int seat = 1; seat <= session().seat_count(); ++seat) {
    SeatView s;
    s.seat = seat;
    s.name = model_.player_name(seat);
    if (h && seat == h->dealer) {
      s.roles.push_back("dealer");
      s.role_names.push_back(role_name("dealer", game, lang()));
    }
    s.active = !h || std::find(h->sitting_out.begin(), h->sitting_out.end(), seat) == h->sitting_out.end();
    const DealTarget t{DealTarget::Seat, seat};
    s.to_move = target_ && *target_ == t;
    for (Card c : sort_hand(model_.cards_of(t), style)) s.hand.push_back(card_view(c));
    if (s.active)
      s.plate_note = std::to_string(s.hand.size()) + "/" + std::to_string(expected(t)) + (de ? " Karten" : " cards");
    v.seats.push_back(std::move(s));
  }
  if (!shape_.packets.empty()) {
    for (std::size_t k = 0; k < shape_.packets.size(); ++k) {
      std::vector<CardView> packet;
      for (Card c : model_.cards_of({DealTarget::Packet, static_cast<int>(k) + 1})) packet.push_back(card_view(c));
      v.talon.push_back(std::move(packet));
    }
  } else if (shape_.talon > 0 || count({DealTarget::Talon, 1}) > 0) {
    std::vector<CardView> talon;
    for (Card c : model_.cards_of({DealTarget::Talon, 1})) talon.push_back(card_view(c));
    v.talon.push_back(std::move(talon));
  }
  v.talon_label = talon_label(game, std::max<std::size_t>(v.talon.size(), 1), de);
  v.discards_label = discards_label(game, de);
  v.step_label = phase_name("deal", lang());
  const auto& hands = view_.hands();
  const std::size_t index = session().current_hand();
  std::string first = (de ? "Spiel " : "Hand ") + std::to_string(h ? h->n : 0);
  if (!hands.empty())
    first += " (" + std::to_string(index + 1) + (de ? " von " : " of ") + std::to_string(hands.size()) + ")";
  first += de ? " · Geben" : " · Deal";
  if (h) first += (de ? ", Geber: " : ", dealer: ") + who(h->dealer);
  const int left = static_cast<int>(unplaced_.size());
  const int dealt = static_cast<int>(deck_.size()) - left;
  v.header = {first, (de ? "Gegeben: " : "Dealt: ") + std::to_string(dealt) + "/" + std::to_string(deck_.size()) +
                         (de ? " Karten · im Stapel: " : " cards · left in the deck: ") + std::to_string(left)};
  return v;
}

LayoutCapacity TableEditor::deal_capacity() const {
  LayoutCapacity cap;
  const record::Hand* h = session().hand();
  for (int seat = 1; seat <= session().seat_count(); ++seat) {
    const DealTarget t{DealTarget::Seat, seat};
    cap.hand.push_back(std::max(expected(t), count(t)));
    std::vector<std::string> roles;
    if (h && seat == h->dealer) roles.push_back(role_name("dealer", session().session().game, lang()));
    cap.roles.push_back(roles);
  }
  int talon = count({DealTarget::Talon, 1});
  for (std::size_t k = 0; k < shape_.packets.size(); ++k) talon += count({DealTarget::Packet, static_cast<int>(k) + 1});
  cap.talon = std::max(shape_.talon + std::accumulate(shape_.packets.begin(), shape_.packets.end(), 0), talon);
  cap.talon_packets = static_cast<int>(std::max<std::size_t>(shape_.packets.size(), 1));
  return cap;
}

// ---- clicks ----

void TableEditor::deal_card(Card c, DealTarget t) {
  std::vector<Card> cards = model_.cards_of(t);
  cards.push_back(c);
  model_.deal_to(t, cards, card_code(c) + (lang() == Lang::De ? " an " : " to "));
  selected_.reset();
  sync();
  if (target_ && *target_ == t && expected(t) > 0 && count(t) >= expected(t)) advance_target();
}

void TableEditor::take_back(DealTarget t, Card c) {
  std::vector<Card> cards = model_.cards_of(t);
  const auto it = std::find(cards.begin(), cards.end(), c);
  if (it == cards.end()) return;
  cards.erase(it);
  model_.deal_to(t, cards, card_code(c) + (lang() == Lang::De ? " zurück von " : " back from "));
  selected_ = c.is_unknown() ? std::nullopt : std::optional<Card>(c);
  sync();
}

// The next place after the chosen one that still misses cards (none: the deal is full).
void TableEditor::advance_target() {
  const auto all = places();
  std::size_t from = 0;
  if (target_)
    if (const auto it = std::find(all.begin(), all.end(), *target_); it != all.end())
      from = static_cast<std::size_t>(it - all.begin()) + 1;
  target_.reset();
  for (std::size_t k = 0; k < all.size(); ++k) {
    const DealTarget t = all[(from + k) % all.size()];
    if (count(t) < expected(t)) {
      target_ = t;
      return;
    }
  }
}

void TableEditor::fill(DealTarget t, bool unknown) {
  const int missing = expected(t) - count(t);
  if (missing <= 0) return;
  std::vector<Card> cards = model_.cards_of(t);
  if (unknown) {
    cards.insert(cards.end(), static_cast<std::size_t>(missing), Card::unknown());
  } else {
    const std::vector<Card> rest = unplaced_;
    if (static_cast<int>(rest.size()) != missing) return;
    cards.insert(cards.end(), rest.begin(), rest.end());
  }
  model_.deal_to(t, cards, (lang() == Lang::De ? "Rest an " : "the rest to ") + place_name(t) + ": ");
  selected_.reset();
  target_ = t;
  sync();
  advance_target();
}

// The talon, or packet `packet` (0: the first that misses cards).
DealTarget TableEditor::talon_place(int packet) const {
  if (shape_.packets.empty()) return {DealTarget::Talon, 1};
  if (packet > 0) return {DealTarget::Packet, packet};
  for (std::size_t k = 0; k < shape_.packets.size(); ++k) {
    const DealTarget t{DealTarget::Packet, static_cast<int>(k) + 1};
    if (count(t) < expected(t)) return t;
  }
  return {DealTarget::Packet, 1};
}

void TableEditor::click_deal(const TableHit& h) {
  std::optional<DealTarget> place;
  switch (h.kind) {
    case TableHit::Kind::Deck:
      if (!h.card) return;
      if (selected_ == h.card)
        selected_.reset();
      else if (target_)
        deal_card(*h.card, *target_);
      else
        selected_ = h.card;
      return;
    case TableHit::Kind::Hand:
    case TableHit::Kind::Plate: place = DealTarget{DealTarget::Seat, h.seat}; break;
    case TableHit::Kind::Talon: place = talon_place(h.packet); break;
    default: return;
  }
  if (selected_) {
    deal_card(*selected_, *place);
  } else if (h.card) {
    take_back(*place, *h.card);
  } else {
    target_ = target_ == place ? std::nullopt : place;
  }
}

void TableEditor::deal_offers(std::vector<Offer>& out) const {
  const std::string group = say("Deal to:", "Geben an:"), fill_group = say("Fill:", "Auffüllen:");
  std::vector<DealTarget> open;
  for (DealTarget t : places()) {
    Offer o = make_offer(Offer::Kind::Target, group,
                         place_name(t) + " " + std::to_string(count(t)) + "/" + std::to_string(expected(t)),
                         target_ && *target_ == t);
    o.target = t;
    out.push_back(o);
    if (count(t) < expected(t)) open.push_back(t);
  }
  // The last open place (or the chosen one) takes what the deck leaves.
  const std::optional<DealTarget> rest_to = open.size() == 1 ? std::optional<DealTarget>(open.front()) : target_;
  const int left = static_cast<int>(unplaced_.size());
  if (rest_to && left > 0 && expected(*rest_to) - count(*rest_to) == left) {
    Offer o = make_offer(Offer::Kind::FillRest, fill_group,
                         say("the rest of the deck to ", "den Rest des Stapels an ") + place_name(*rest_to) + " (" +
                             std::to_string(left) + ")");
    o.target = *rest_to;
    out.push_back(o);
  }
  if (target_ && expected(*target_) > count(*target_)) {
    Offer o = make_offer(Offer::Kind::FillUnknown, fill_group,
                         place_name(*target_) + ": " + std::to_string(expected(*target_) - count(*target_)) +
                             say(" x ? (not in the source)", " x ? (nicht in der Quelle)"));
    o.target = *target_;
    out.push_back(o);
  }
  // A source that gives less than the whole deal (or more) is entered as it is.
  if (entry_ != EntryStage::Deal || !open.empty())
    out.push_back(make_offer(Offer::Kind::LeaveDeal, fill_group,
                             entry_ != EntryStage::Deal ? say("Done with the deal", "Geben fertig")
                                                        : say("Take the deal as entered", "Geben so übernehmen")));
}

}  // namespace stichprobe::replay
