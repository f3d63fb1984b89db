// The editor on the table, headless: whole hands of every game entered through the
// app's own click actions (a click at a point of the layout the window draws, and the
// buttons under the table), saved, and validated with exactly the findings shown.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "formats/thr_reader.h"
#include "replayer/model/table_editor.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

constexpr float kW = 1280, kH = 800;

// The middle of what a laid card shows (the strip no later card covers), in a region
// whose id starts with `region`.
std::optional<std::pair<float, float>> point_of(const EditorLayout& l, Card c, const std::string& region) {
  for (const auto& laid : l.table.cards)
    if (laid.view.card == c && laid.region.rfind(region, 0) == 0)
      return std::pair(laid.r.x + std::min(laid.visible_w, laid.r.w) * 0.5f, laid.r.y + laid.r.h * 0.2f);
  return std::nullopt;
}

void click_card(TableEditor& e, Card c, const std::string& region) {
  const auto p = point_of(e.layout(kW, kH), c, region);
  INFO("card " << card_code(c) << " in " << region << "; " << e.prompt());
  REQUIRE(p);
  e.click_at(p->first, p->second, kW, kH);
}

void click_region(TableEditor& e, const std::string& id) {
  const EditorLayout l = e.layout(kW, kH);
  for (const auto& r : l.table.regions)
    if (r.id == id) {
      e.click_at(r.r.x + 3.0f, r.r.y + 3.0f, kW, kH);
      return;
    }
  FAIL("no region " << id);
}

std::optional<Offer> find_offer(const TableEditor& e, const std::function<bool(const Offer&)>& fit) {
  for (const auto& o : e.offers())
    if (fit(o)) return o;
  return std::nullopt;
}

void choose(
    TableEditor& e, Offer::Kind kind,
    const std::function<bool(const Offer&)>& fit = [](const Offer&) { return true; }) {
  const auto o = find_offer(e, [&](const Offer& x) { return x.kind == kind && fit(x); });
  INFO(e.prompt());
  REQUIRE(o);
  e.choose(*o);
}

// The deal by clicks: the first seat card first then its plate, the others with the
// place chosen first, the last place filled with what the deck leaves.
void deal_by_clicks(TableEditor& e, const record::Deal& deal) {
  REQUIRE(e.stage() == EntryStage::Deal);
  bool first = true;
  for (const auto& sc : deal.hands) {
    if (first) {
      for (Card c : sc.cards.cards) {
        click_card(e, c, "deck");
        CHECK(e.selected() == c);
        click_region(e, "seat-" + std::to_string(sc.seat));
      }
      first = false;
      continue;
    }
    if (e.deal_target() != DealTarget{DealTarget::Seat, sc.seat}) click_region(e, "seat-" + std::to_string(sc.seat));
    for (Card c : sc.cards.cards) click_card(e, c, "deck");
  }
  if (deal.talon) {
    for (std::size_t k = 0; k < deal.talon->packets.size(); ++k) {
      const DealTarget t{DealTarget::Packet, static_cast<int>(k) + 1};
      if (k + 1 == deal.talon->packets.size()) {
        choose(e, Offer::Kind::FillRest, [&](const Offer& o) { return o.target == t; });
        break;
      }
      if (e.deal_target() != t) choose(e, Offer::Kind::Target, [&](const Offer& o) { return o.target == t; });
      for (Card c : deal.talon->packets[k].cards) click_card(e, c, "deck");
    }
    if (deal.talon->cards) choose(e, Offer::Kind::FillRest);
  }
  for (const auto& sc : deal.hands) CHECK(e.model().cards_of({DealTarget::Seat, sc.seat}) == sc.cards.cards);
  CHECK(e.model().unplaced().empty());
}

void call_by_buttons(TableEditor& e, const record::Call& call) {
  INFO("call " << call.seat << " " << call.bid << "; " << e.prompt());
  REQUIRE(e.stage() == EntryStage::Auction);
  if (call.card) {
    choose(e, Offer::Kind::CallCard, [&](const Offer& o) { return o.seat == call.seat && o.call.bid == call.bid; });
    // The called card wherever it lies on the table.
    const EditorLayout l = e.layout(kW, kH);
    std::string region;
    for (const auto& laid : l.table.cards)
      if (laid.view.card == *call.card) region = laid.region;
    REQUIRE(!region.empty());
    click_card(e, *call.card, region);
    return;
  }
  choose(e, Offer::Kind::Call, [&](const Offer& o) {
    return o.call.seat == call.seat && o.call.bid == call.bid && o.call.suit == call.suit;
  });
}

void exchange_by_clicks(TableEditor& e, const record::Exchange& x) {
  INFO("exchange by " << x.seat << "; " << e.prompt());
  REQUIRE(e.stage() == EntryStage::Exchange);
  REQUIRE(e.draft().seat == x.seat);
  const TableView v = e.table();
  if (x.packet) {
    REQUIRE(static_cast<std::size_t>(*x.packet) <= v.talon.size());
    click_card(e, v.talon[static_cast<std::size_t>(*x.packet - 1)].front().card, "talon");
  } else if (x.take) {
    for (Card c : x.take->cards) click_card(e, c, "talon");
  } else {
    for (const auto& packet : v.talon)
      for (const auto& c : packet) click_card(e, c.card, "talon");
  }
  if (x.discard)
    for (Card c : x.discard->cards) click_card(e, c, "hand-" + std::to_string(x.seat));
  choose(e, Offer::Kind::RecordDraft);
  CHECK_FALSE(e.pending());
}

void play_by_clicks(TableEditor& e, const record::Play& play) {
  for (const auto& trick : play.tricks)
    for (Card c : trick.cards.cards) {
      INFO("play " << card_code(c) << "; " << e.prompt());
      REQUIRE(e.stage() == EntryStage::Play);
      const int seat = e.seat_to_play();
      REQUIRE(seat > 0);
      // The card is outlined as legal in the hand of the seat to play.
      bool outlined = false;
      for (const auto& laid : e.layout(kW, kH).table.cards)
        if (laid.view.card == c && laid.region == "hand-" + std::to_string(seat)) outlined = laid.view.legal;
      CHECK(outlined);
      click_card(e, c, "hand-" + std::to_string(seat));
      CHECK_FALSE(e.pending());
    }
}

void enter_hand(TableEditor& e, const record::Hand& h) {
  deal_by_clicks(e, *h.deal);
  // Exchanges that come before the auction (Tübinger's laying), then the calls.
  std::size_t exchanges = 0;
  if (h.auction)
    for (const auto& c : h.auction->calls) {
      while (exchanges < h.exchanges.size() && e.stage() == EntryStage::Exchange)
        exchange_by_clicks(e, h.exchanges[exchanges++]);
      call_by_buttons(e, c);
    }
  for (; exchanges < h.exchanges.size(); ++exchanges) exchange_by_clicks(e, h.exchanges[exchanges]);
  for (const auto& s : h.swaps) {
    choose(e, Offer::Kind::Swap);
    click_card(e, *s.gets, s.with_seat ? "hand-" + std::to_string(*s.with_seat) : "talon");
    click_card(e, *s.gives, "hand-" + std::to_string(s.seat));
    choose(e, Offer::Kind::RecordDraft);
  }
  for (const auto& a : h.announcements) {
    choose(e, Offer::Kind::Announce, [&](const Offer& o) { return o.seat == a.seat && o.type == a.type; });
    if (a.cards) {
      for (Card c : a.cards->cards) click_card(e, c, "hand-" + std::to_string(a.seat));
      choose(e, Offer::Kind::RecordDraft);
    }
  }
  if (h.play) play_by_clicks(e, *h.play);
  if (h.play && h.play->ended) choose(e, Offer::Kind::EndEarly);
  INFO(e.prompt());
  CHECK(e.stage() == EntryStage::Result);
  if (h.outcome) choose(e, Offer::Kind::Outcome, [&](const Offer& o) { return o.type == h.outcome->type; });
  choose(e, Offer::Kind::EngineResult);
}

}  // namespace

TEST_CASE("table editor: a whole hand of every game entered by clicks on the table", "[table-editor]") {
  const fs::path out = fs::temp_directory_path() / "stichprobe-table-editor-test.xml";
  for (const engine::GameModule* module : engine::all_games()) {
    engine::SessionRequest req;
    req.seed = 21;
    const record::Session g = engine::generate_session(*module, req);
    const record::Hand& h = g.hands.at(0);
    INFO(module->spec().id);
    TableEditor e;
    NewRecord r;
    r.game = g.game;
    r.variant = g.variant;
    for (const auto& p : g.players) r.players.push_back(p.name);
    r.dealer = h.dealer;
    REQUIRE(e.new_record(r).empty());
    enter_hand(e, h);
    INFO(e.status());
    REQUIRE(e.save_as(out.string()).empty());
    const engine::DocumentReport report = engine::validate_document(read_thr_file(out.string()));
    for (const auto& f : report.findings) {
      INFO(f.code << ": " << f.message);
      CHECK(f.severity != Severity::Error);
    }
    CHECK(report.findings == e.session().findings());
    CHECK(report.findings == e.view().document_findings());
  }
  fs::remove(out);
}
