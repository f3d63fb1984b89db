// THR v1 §5: one hand, from the deal to the outcome.
#include <string>

#include "formats/thr_reader_elements.h"

namespace stichprobe::thr_detail {
namespace {

constexpr const char* kHand = "§5";
const std::initializer_list<const char*> kSuits = {"C", "S", "H", "D"};

bool is_suit(std::string_view letter) {
  for (const char* s : kSuits)
    if (letter == s) return true;
  return false;
}

void read_card_list_element(Reader& r, pugi::xml_node element, record::CardList& list) {
  r.attributes(element, list.foreign, kHand);
  r.card_list_text(element, list, kHand);
}

void read_deal(Reader& r, pugi::xml_node element, record::Deal& deal) {
  deal.pos = r.pos(element);
  deal.hands.reserve(Reader::child_elements(element));
  r.attributes(element, deal.foreign, kHand);
  r.children(element, {"cards", "talon"}, deal.foreign, false, true, kHand, [&](int index, pugi::xml_node child) {
    if (index == 0) {
      record::SeatCards& seat = deal.hands.emplace_back();
      auto a = r.attributes(child, {"seat"}, seat.cards.foreign, kHand);
      seat.seat = r.integer(child, a[0], "seat", "§2", true).value_or(0);
      r.card_list_text(child, seat.cards, kHand);
      return;
    }
    if (deal.talon) {
      r.report("format.duplicate-element", r.pos(child), {{"parent", "deal"}, {"name", "talon"}}, kHand);
      return;
    }
    record::Talon& talon = deal.talon.emplace();
    talon.pos = r.pos(child);
    r.attributes(child, talon.foreign, kHand);
    bool has_text = false;
    for (pugi::xml_node c = child.first_child(); c; c = c.next_sibling())
      has_text = has_text || c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata;
    r.children(child, {"packet"}, talon.foreign, true, false, kHand,
               [&](int, pugi::xml_node packet) { read_card_list_element(r, packet, talon.packets.emplace_back()); });
    if (has_text || talon.packets.empty()) {
      record::CardList& cards = talon.cards.emplace();
      r.card_list_text(child, cards, kHand, false);
      if (!talon.packets.empty()) r.report("format.unexpected-text/talon", talon.pos, {}, kHand);
    }
  });
}

void read_auction(Reader& r, pugi::xml_node element, record::Auction& auction, const GameVocabulary* game) {
  auction.pos = r.pos(element);
  auction.calls.reserve(Reader::child_elements(element));
  r.attributes(element, auction.foreign, kHand);
  r.children(element, {"call"}, auction.foreign, false, false, kHand, [&](int, pugi::xml_node child) {
    record::Call& call = auction.calls.emplace_back();
    call.pos = r.pos(child);
    auto a = r.attributes(child, {"seat", "bid", "suit", "card", "note"}, call.foreign, kHand);
    const std::optional<int> seat = r.integer(child, a[0], "seat", "§2", true);
    call.seat = seat.value_or(0);
    call.seat_unreadable = !seat;
    call.bid_unreadable = true;
    if (r.require(child, a[1], "bid", kHand)) {
      call.bid = a[1].value();
      call.bid_unreadable = game && !is_listed(game->bids, call.bid);
      if (call.bid_unreadable)
        r.report("format.unknown-bid", r.attribute_pos(child, "bid"),
                 {{"bid", call.bid}, {"game", game->game}, {"mean", did_you_mean(call.bid, game->bids)}}, kHand);
    }
    call.suit = r.enum_attr(child, a[2], "suit", kSuits, kHand, false);
    call.suit_unreadable = r.misspelt(child, "suit") || (call.suit && !is_suit(*call.suit));
    call.card = r.card_attr(child, a[3], "card", kHand, &call.card_pos);
    call.card_unreadable = r.misspelt(child, "card") || (a[3] && !call.card);
    call.note = r.text_attr(a[4]);
    r.no_children(child, call.foreign, kHand);
  });
}

void read_contract(Reader& r, pugi::xml_node element, record::Contract& contract, const GameVocabulary* game) {
  contract.pos = r.pos(element);
  auto a = r.attributes(element, {"declarer", "type", "trump", "partner-card"}, contract.foreign, kHand);
  contract.declarer = r.integer(element, a[0], "declarer", "§2", false);
  if (r.require(element, a[1], "type", kHand)) {
    contract.type = a[1].value();
    if (game && !is_listed(game->contracts, contract.type))
      r.report("format.unknown-contract", r.attribute_pos(element, "type"),
               {{"type", contract.type}, {"game", game->game}, {"mean", did_you_mean(contract.type, game->contracts)}},
               kHand);
  }
  contract.trump = r.enum_attr(element, a[2], "trump", kSuits, kHand, false);
  contract.partner_card = r.card_attr(element, a[3], "partner-card", kHand);
  r.no_children(element, contract.foreign, kHand);
}

void read_exchange(Reader& r, pugi::xml_node element, record::Exchange& exchange) {
  exchange.pos = r.pos(element);
  auto a = r.attributes(element, {"seat", "packet"}, exchange.foreign, kHand);
  exchange.seat = r.integer(element, a[0], "seat", "§2", true).value_or(0);
  exchange.packet = r.integer(element, a[1], "packet", kHand, false);
  r.children(element, {"take", "discard"}, exchange.foreign, false, true, kHand, [&](int index, pugi::xml_node child) {
    std::optional<record::CardList>& list = index == 0 ? exchange.take : exchange.discard;
    if (list) {
      r.report("format.duplicate-element", r.pos(child),
               {{"parent", "exchange"}, {"name", index == 0 ? "take" : "discard"}}, kHand);
      return;
    }
    read_card_list_element(r, child, list.emplace());
  });
}

void read_swap(Reader& r, pugi::xml_node element, record::Swap& swap) {
  swap.pos = r.pos(element);
  auto a = r.attributes(element, {"seat", "with", "gets", "gives"}, swap.foreign, kHand);
  swap.seat = r.integer(element, a[0], "seat", "§2", true).value_or(0);
  if (r.require(element, a[1], "with", kHand)) {
    if (std::string_view(a[1].value()) == "talon")
      swap.with_talon = true;
    else
      swap.with_seat = r.integer(element, a[1], "with", "§2", true);
  }
  swap.gets = r.card_attr(element, a[2], "gets", kHand);
  swap.gives = r.card_attr(element, a[3], "gives", kHand);
  r.no_children(element, swap.foreign, kHand);
}

void read_announcement(Reader& r, pugi::xml_node element, record::Announcement& announcement) {
  announcement.pos = r.pos(element);
  auto a = r.attributes(element, {"seat", "type", "cards", "note"}, announcement.foreign, kHand);
  announcement.seat = r.integer(element, a[0], "seat", "§2", true).value_or(0);
  if (r.require(element, a[1], "type", kHand)) announcement.type = a[1].value();
  if (a[2]) announcement.cards = r.card_list_attr(element, a[2], "cards", kHand);
  announcement.note = r.text_attr(a[3]);
  r.no_children(element, announcement.foreign, kHand);
}

void read_play(Reader& r, pugi::xml_node element, record::Play& play) {
  play.pos = r.pos(element);
  auto a = r.attributes(element, {"ended"}, play.foreign, kHand);
  play.ended = r.enum_attr(element, a[0], "ended", {"early", "source-ends"}, kHand, false);
  play.tricks.reserve(Reader::child_elements(element));
  r.children(element, {"trick"}, play.foreign, false, false, kHand, [&](int, pugi::xml_node child) {
    record::Trick& trick = play.tricks.emplace_back();
    trick.pos = r.pos(child);
    auto t = r.attributes(child, {"lead", "winner", "note"}, trick.foreign, kHand);
    trick.lead = r.integer(child, t[0], "lead", "§2", false);
    trick.winner = r.integer(child, t[1], "winner", "§2", false);
    trick.note = r.text_attr(t[2]);
    r.card_list_text(child, trick.cards, kHand);
    trick.foreign.attributes.insert(trick.foreign.attributes.end(), trick.cards.foreign.attributes.begin(),
                                    trick.cards.foreign.attributes.end());
    trick.foreign.elements.insert(trick.foreign.elements.end(), trick.cards.foreign.elements.begin(),
                                  trick.cards.foreign.elements.end());
    trick.cards.foreign = {};
  });
}

void read_ruling(Reader& r, pugi::xml_node element, record::Ruling& ruling) {
  ruling.pos = r.pos(element);
  auto a = r.attributes(element, {"trick", "seat", "code", "decision"}, ruling.foreign, kHand);
  ruling.trick = r.integer(element, a[0], "trick", kHand, false);
  ruling.seat = r.integer(element, a[1], "seat", "§2", false);
  if (r.require(element, a[2], "code", kHand)) ruling.code = a[2].value();
  ruling.decision = r.enum_attr(element, a[3], "decision", {"accepted", "penalised"}, kHand, true).value_or("");
  ruling.text = r.text_content(element, ruling.foreign, kHand);
}

void read_outcome(Reader& r, pugi::xml_node element, record::Outcome& outcome) {
  outcome.pos = r.pos(element);
  auto a = r.attributes(element, {"type"}, outcome.foreign, kHand);
  outcome.type = r.enum_attr(element, a[0], "type", {"played", "thrown-in", "redeal"}, kHand, true).value_or("");
  r.no_children(element, outcome.foreign, kHand);
}

std::vector<int> seat_list(Reader& r, pugi::xml_node element, pugi::xml_attribute a) {
  std::vector<int> seats;
  const std::string_view text = a.value();
  for (std::size_t i = 0; i < text.size();) {
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size()) break;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (auto seat = parse_strict_int(text.substr(start, i - start)))
      seats.push_back(*seat);
    else
      r.report("format.bad-number/seats", r.attribute_pos(element, "sitting-out"), {{"text", text}}, "§2");
  }
  return seats;
}

}  // namespace

void read_hand(Reader& r, pugi::xml_node element, record::Hand& hand, const GameVocabulary* game) {
  hand.pos = r.pos(element);
  // The hand's number first, so that a finding on its other attributes names the hand.
  r.hand_n = parse_strict_int(element.attribute("n").value()).value_or(0);
  auto a = r.attributes(element, {"n", "dealer", "id", "sitting-out", "note"}, hand.foreign, kHand);
  hand.n = r.integer(element, a[0], "n", kHand, true).value_or(0);
  if (a[0] && hand.n < 1 && parse_strict_int(a[0].value()))  // the schema's xs:positiveInteger
    r.report("format.bad-value/hand-number", r.attribute_pos(element, "n"), {{"n", a[0].value()}}, kHand);
  r.hand_n = hand.n;
  const std::optional<int> dealer = r.integer(element, a[1], "dealer", "§2", true);
  hand.dealer = dealer.value_or(0);
  hand.dealer_unreadable = !dealer;
  hand.id = r.text_attr(a[2]);
  if (a[3]) hand.sitting_out = seat_list(r, element, a[3]);
  hand.note = r.text_attr(a[4]);
  static const std::initializer_list<const char*> kChildren = {
      "deal", "auction", "contract", "exchange", "swap", "announcement", "play", "ruling", "result", "outcome"};
  r.children(element, kChildren, hand.foreign, false, true, kHand, [&](int index, pugi::xml_node child) {
    auto duplicate = [&](bool present) {
      if (present)
        r.report("format.duplicate-element", r.pos(child),
                 {{"parent", "hand"}, {"name", Reader::local_name(child.name())}}, kHand);
      return present;
    };
    switch (index) {
      case 0:
        if (!duplicate(hand.deal.has_value())) read_deal(r, child, hand.deal.emplace());
        break;
      case 1:
        if (!duplicate(hand.auction.has_value())) read_auction(r, child, hand.auction.emplace(), game);
        break;
      case 2:
        if (!duplicate(hand.contract.has_value())) read_contract(r, child, hand.contract.emplace(), game);
        break;
      case 3: read_exchange(r, child, hand.exchanges.emplace_back()); break;
      case 4: read_swap(r, child, hand.swaps.emplace_back()); break;
      case 5: read_announcement(r, child, hand.announcements.emplace_back()); break;
      case 6:
        if (!duplicate(hand.play.has_value())) read_play(r, child, hand.play.emplace());
        break;
      case 7: read_ruling(r, child, hand.rulings.emplace_back()); break;
      case 8:
        if (!duplicate(hand.result.has_value())) read_result(r, child, hand.result.emplace());
        break;
      default:
        if (!duplicate(hand.outcome.has_value())) read_outcome(r, child, hand.outcome.emplace());
        break;
    }
  });
}

}  // namespace stichprobe::thr_detail
