// The editor on the table, headless: whole hands of every game entered through the
// app's own click actions (a click at a point of the layout the window draws, and the
// buttons under the table), saved, and validated with exactly the findings shown.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>

#include "formats/thr_reader.h"
#include "replayer/model/table_editor.h"
#include "tests/support/sweep.h"
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
  // Each card laid away: in the hand, or among the talon's cards taken.
  if (x.discard)
    for (Card c : x.discard->cards) {
      const bool in_hand = point_of(e.layout(kW, kH), c, "hand-" + std::to_string(x.seat)).has_value();
      click_card(e, c, in_hand ? "hand-" + std::to_string(x.seat) : "talon");
    }
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

// A new record for the players, game and variant of `g`, dealt by its first hand's dealer.
void new_record_like(TableEditor& e, const record::Session& g) {
  NewRecord r;
  r.game = g.game;
  r.variant = g.variant;
  for (const auto& p : g.players) r.players.push_back(p.name);
  r.dealer = g.hands.at(0).dealer;
  REQUIRE(e.new_record(r).empty());
}

// The first hand of `g` entered by clicks, saved: no error, and the findings validate
// gives the saved file are the editor's and its panels'.
void enter_and_check(const record::Session& g) {
  const fs::path out = fs::temp_directory_path() / "stichprobe-table-editor-test.xml";
  TableEditor e;
  new_record_like(e, g);
  enter_hand(e, g.hands.at(0));
  INFO(e.status());
  REQUIRE(e.save_as(out.string()).empty());
  const engine::DocumentReport report = engine::validate_document(read_thr_file(out.string()));
  for (const auto& f : report.findings) {
    INFO(f.code << ": " << f.message);
    CHECK(f.severity != Severity::Error);
  }
  CHECK(report.findings == e.session().saved_findings());
  // The panels show the model's findings, each at its place in the file saved.
  Findings shown = e.view().document_findings();
  for (Finding& f : shown) f.pos = e.session().saved_place(f.pos);
  std::stable_sort(shown.begin(), shown.end(), [](const Finding& a, const Finding& b) { return a.pos < b.pos; });
  CHECK(report.findings == shown);
  fs::remove(out);
}

}  // namespace

TEST_CASE("table editor: a whole hand of every game entered by clicks on the table", "[table-editor]") {
  for (const engine::GameModule* module : engine::all_games()) {
    engine::SessionRequest req;
    req.seed = 21;
    INFO(module->spec().id);
    enter_and_check(engine::generate_session(*module, req));
  }
}

TEST_CASE("table editor: every variant at its smallest and largest table", "[table-editor][variants]") {
  std::size_t table = 0;
  for (const engine::GameModule* module : engine::all_games())
    for (const auto& variant : module->spec().variants)
      for (int players : std::set<int>{variant.player_counts.front(), variant.player_counts.back()}) {
        if (!testing::in_sweep(table++)) continue;
        engine::SessionRequest req;
        req.seed = 2;
        req.variant = variant.id;
        req.players = players;
        INFO(module->spec().id << "/" << variant.id << " at " << players);
        enter_and_check(engine::generate_session(*module, req));
      }
}

namespace {

// A generated hand of `game` with its deal, calls and exchanges entered by clicks.
record::Hand start_hand(TableEditor& e, const std::string& game, std::uint64_t seed) {
  engine::SessionRequest req;
  req.seed = seed;
  const record::Session g = engine::generate_session(*engine::find_game(game), req);
  new_record_like(e, g);
  const record::Hand& h = g.hands[0];
  deal_by_clicks(e, *h.deal);
  std::size_t exchanges = 0;
  for (const auto& c : h.auction->calls) {
    while (exchanges < h.exchanges.size() && e.stage() == EntryStage::Exchange)
      exchange_by_clicks(e, h.exchanges[exchanges++]);
    call_by_buttons(e, c);
  }
  for (; exchanges < h.exchanges.size(); ++exchanges) exchange_by_clicks(e, h.exchanges[exchanges]);
  return h;
}

const LaidCard* laid(const EditorLayout& l, Card c, const std::string& region) {
  for (const auto& x : l.table.cards)
    if (x.view.card == c && x.region.rfind(region, 0) == 0) return &x;
  return nullptr;
}

std::multiset<std::string> keys(const Findings& fs) {
  std::multiset<std::string> out;
  for (const auto& f : fs) out.insert(f.code + "@" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column));
  return out;
}

void check_saved_findings(TableEditor& e) {
  const fs::path out = fs::temp_directory_path() / "stichprobe-table-editor-check.xml";
  REQUIRE(e.save_as(out.string()).empty());
  CHECK(keys(engine::validate_document(read_thr_file(out.string())).findings) == keys(e.session().saved_findings()));
  fs::remove(out);
}

}  // namespace

TEST_CASE("table editor: an illegal card only after the question, then marked with its finding", "[table-editor]") {
  TableEditor e;
  const record::Hand h = start_hand(e, "tapp-tarock", 3);
  REQUIRE(e.stage() == EntryStage::Play);
  // Play as recorded until the seat to play holds a card it may not play.
  std::optional<Card> wrong;
  for (const auto& trick : h.play->tricks) {
    for (Card c : trick.cards.cards) {
      const int seat = e.seat_to_play();
      for (const auto& x : e.layout(kW, kH).table.cards)
        if (x.region == "hand-" + std::to_string(seat) && !x.view.legal) wrong = x.view.card;
      if (wrong) break;
      click_card(e, c, "hand-" + std::to_string(seat));
    }
    if (wrong) break;
  }
  REQUIRE(wrong);
  const int seat = e.seat_to_play();
  const std::string before = e.session().save_text();
  click_card(e, *wrong, "hand-" + std::to_string(seat));
  REQUIRE(e.pending());
  CHECK(e.pending()->question.find("?") != std::string::npos);
  CHECK(e.session().save_text() == before);  // nothing recorded yet
  e.cancel();
  CHECK_FALSE(e.pending());
  CHECK(e.session().save_text() == before);
  click_card(e, *wrong, "hand-" + std::to_string(seat));
  REQUIRE(e.pending());
  e.confirm();
  CHECK(e.session().save_text() != before);
  // On the felt the card lies in the trick, marked with its finding.
  const auto after = e.layout(kW, kH);  // kept: `laid` points into it
  const LaidCard* on_felt = laid(after, *wrong, "trick");
  REQUIRE(on_felt);
  CHECK(on_felt->view.marked);
  bool play_fault = false;
  for (const auto& f : e.session().findings())
    play_fault = play_fault || (f.category == Category::Play && f.severity == Severity::Error);
  CHECK(play_fault);
  check_saved_findings(e);
  // Undo takes it back, redo brings it again.
  REQUIRE(e.undo());
  CHECK(e.session().save_text() == before);
  REQUIRE(e.redo());
  CHECK(e.session().save_text() != before);
}

TEST_CASE("table editor: a played card clicked on the felt is changed there, the rest re-checked", "[table-editor]") {
  TableEditor e;
  const record::Hand h = start_hand(e, "troggu", 4);
  play_by_clicks(e, *h.play);
  REQUIRE(e.stage() == EntryStage::Result);
  const auto* steps = e.view().steps();
  REQUIRE(steps);
  // The cursor back to the end of a trick (the second, or the first later one whose second
  // card had another legal card beside it): its cards lie on the felt.
  std::optional<Card> other;
  std::size_t trick = 1;
  int seat = 0;
  for (; trick < h.play->tricks.size() && !other; ++trick) {
    int end = -1;
    for (std::size_t i = 0; i < steps->size(); ++i)
      if ((*steps)[i].kind == engine::StepKind::Play && (*steps)[i].trick == static_cast<int>(trick) + 1)
        end = static_cast<int>(i);
    REQUIRE(end > 0);
    e.view_command(Command{CommandKind::GoToStep, end, {}});
    const Card second = h.play->tricks[trick].cards.cards[1];
    click_card(e, second, "trick");
    // Now at the moment before it: its seat to play, the legal cards outlined.
    REQUIRE(e.stage() == EntryStage::Revise);
    seat = e.seat_to_play();
    REQUIRE(seat > 0);
    for (Card c : e.legal_to_play().cards())
      if (c != second && !other) other = c;
  }
  REQUIRE(other);
  --trick;
  CHECK(laid(e.layout(kW, kH), *other, "hand-" + std::to_string(seat))->view.legal);
  click_card(e, *other, "hand-" + std::to_string(seat));
  CHECK_FALSE(e.pending());
  REQUIRE(e.session().hand()->play->tricks[trick].cards.cards[1] == *other);
  // Later, where that card was really played, the engine now finds a fault.
  bool later = false;
  for (const auto& f : e.session().findings())
    later = later || (f.category == Category::Play && f.trick > static_cast<int>(trick) + 1);
  CHECK(later);
  check_saved_findings(e);
  choose(e, Offer::Kind::ToEnd);
  CHECK(e.stage() == EntryStage::Result);
}

TEST_CASE("table editor: a call changed at its moment", "[table-editor]") {
  TableEditor e;
  const std::string path = std::string(STICHPROBE_SOURCE_DIR) + "/samples/tapp-tarock/valid-dreier-upper-packet.xml";
  REQUIRE(e.open(path).empty());
  const auto* steps = e.view().steps();
  REQUIRE(steps);
  int first_call = -1;
  for (std::size_t i = 0; i < steps->size() && first_call < 0; ++i)
    if ((*steps)[i].kind == engine::StepKind::Call) first_call = static_cast<int>(i);
  REQUIRE(first_call > 0);
  e.view_command(Command{CommandKind::GoToStep, first_call - 1, {}});
  REQUIRE(e.stage() == EntryStage::Revise);
  const record::Call was = e.session().hand()->auction->calls[0];
  const auto other =
      find_offer(e, [&](const Offer& o) { return o.kind == Offer::Kind::Call && o.at == 0u && o.call.bid != was.bid; });
  REQUIRE(other);
  e.choose(*other);
  CHECK(e.session().hand()->auction->calls[0].bid == other->call.bid);
  CHECK(e.modified());
  check_saved_findings(e);
  REQUIRE(e.undo());
  CHECK(e.session().hand()->auction->calls[0].bid == was.bid);
}

TEST_CASE("table editor: typed codes, '?' for what the source does not give, the deck's rest", "[table-editor]") {
  TableEditor e;
  NewRecord r{"troggu", "standard", {}, {"Anna", "Beat", "Cilli"}, 1};
  REQUIRE(e.new_record(r).empty());
  REQUIRE(e.stage() == EntryStage::Deal);
  CHECK_FALSE(e.type_codes("T21 F").empty());  // no place chosen yet
  choose(e, Offer::Kind::Target, [](const Offer& o) { return o.target == DealTarget{DealTarget::Seat, 1}; });
  CHECK(e.type_codes("T21 X9").find("X9") != std::string::npos);
  CHECK(e.type_codes("T21 F T1").empty());
  CHECK(e.model().cards_of({DealTarget::Seat, 1}).size() == 3);
  // The rest of seat 1 unknown, seat 2 from the deck, seat 3 too, the Tapp as '?'.
  choose(e, Offer::Kind::FillUnknown, [](const Offer& o) { return o.target == DealTarget{DealTarget::Seat, 1}; });
  CHECK(e.model().cards_of({DealTarget::Seat, 1}).size() == static_cast<std::size_t>(e.shape().hand[0]));
  CHECK(e.deal_target() == DealTarget{DealTarget::Seat, 2});  // the place moves on by itself
  for (Card c : e.model().unplaced()) {
    if (e.model().cards_of({DealTarget::Seat, 2}).size() == static_cast<std::size_t>(e.shape().hand[1])) break;
    click_card(e, c, "deck");
  }
  CHECK(e.deal_target() == DealTarget{DealTarget::Seat, 3});
  // A card clicked in a hand goes back to the deck, in hand for its next place.
  const Card back = e.model().cards_of({DealTarget::Seat, 2}).front();
  click_card(e, back, "hand-2");
  CHECK(e.selected() == back);
  click_region(e, "seat-2");
  CHECK(e.model().cards_of({DealTarget::Seat, 2}).size() == static_cast<std::size_t>(e.shape().hand[1]));
  for (Card c : e.model().unplaced()) {
    if (e.model().cards_of({DealTarget::Seat, 3}).size() == static_cast<std::size_t>(e.shape().hand[2])) break;
    click_card(e, c, "deck");
  }
  CHECK(e.deal_target() == DealTarget{DealTarget::Talon, 1});
  choose(e, Offer::Kind::FillUnknown);
  CHECK(e.stage() == EntryStage::Auction);
  check_saved_findings(e);
}

TEST_CASE("table editor: every card laid is hit where it shows, at every stage", "[table-editor]") {
  TableEditor e;
  const std::string path = std::string(STICHPROBE_SOURCE_DIR) + "/samples/troggu/standard/valid-normal-8p.xml";
  for (std::size_t actions : {4u, 30u, 60u}) {
    REQUIRE(e.open_at(path, actions).empty());
    for (const auto& [w, h] : {std::pair(1280.0f, 800.0f), std::pair(1600.0f, 1000.0f)}) {
      const EditorLayout l = e.layout(w, h);
      REQUIRE_FALSE(l.table.cards.empty());
      for (const auto& x : l.table.cards) {
        INFO(card_code(x.view.card) << " in " << x.region << " after " << actions << " actions");
        const TableHit hit = e.hit(l.table, x.r.x + std::min(x.visible_w, x.r.w) * 0.5f, x.r.y + x.r.h * 0.2f);
        CHECK(hit.card == x.view.card);
        CHECK(hit.kind != TableHit::Kind::None);
      }
    }
  }
}

TEST_CASE("table editor: in German the prompts and the calls in the game's words", "[table-editor][lang]") {
  TableEditor e;
  e.set_lang(Lang::De);
  engine::SessionRequest req;
  req.seed = 3;
  const record::Session g = engine::generate_session(*engine::find_game("tapp-tarock"), req);
  NewRecord r{"tapp-tarock", "standard", {}, {"Anna", "Berta", "Carl"}, g.hands[0].dealer};
  REQUIRE(e.new_record(r).empty());
  CHECK(e.prompt().find("Geben") == 0);
  deal_by_clicks(e, *g.hands[0].deal);
  REQUIRE(e.stage() == EntryStage::Auction);
  CHECK(e.prompt().find("ist dran") != std::string::npos);
  std::set<std::string> labels;
  for (const auto& o : e.offers()) labels.insert(o.label);
  CHECK(labels.count("passe") == 1);
  CHECK(labels.count("Dreier") == 1);
  CHECK(e.view().table().header.front().rfind("Spiel 1", 0) == 0);
}

TEST_CASE("table editor: the result typed as the source has it, beside the computed one", "[table-editor]") {
  TableEditor e;
  const record::Hand h = start_hand(e, "tuebinger-tarock", 21);
  play_by_clicks(e, *h.play);
  REQUIRE(e.stage() == EntryStage::Result);
  TypedResult typed = e.typed_result_now();
  REQUIRE(typed.pay.size() == 4);
  typed.pay = {"10", "-10", "x", ""};
  CHECK_FALSE(e.set_typed_result(typed).empty());  // "x" is no number
  typed.pay = {"10", "-10", "", ""};
  typed.total = {"", "", "", ""};
  typed.declarer_points = "50";
  CHECK(e.set_typed_result(typed).empty());
  const record::Hand& now = *e.session().hand();
  REQUIRE(now.result);
  REQUIRE(now.result->settlement);
  CHECK(now.result->settlement->pays.size() == 2);
  // The scoring shows what the record says beside what the engine computes.
  const ScoringView s = e.view().scoring();
  CHECK(std::any_of(s.sheet.begin(), s.sheet.end(), [](const ScoreRow& row) { return row.has_recorded; }));
  check_saved_findings(e);
  choose(e, Offer::Kind::EngineResult);
  check_saved_findings(e);
  // The next hand: dealt by the seat the game's rotation gives, the deck open again.
  const int dealer = e.session().hand()->dealer;
  choose(e, Offer::Kind::NextHand);
  CHECK(e.session().session().hands.size() == 2);
  CHECK(e.session().current_hand() == 1);
  CHECK(e.session().hand()->dealer != dealer);
  CHECK(e.stage() == EntryStage::Deal);
  CHECK(e.view().hands().size() == 2);
  // Back to the first hand from the hands list: its result stands.
  e.view_command(Command{CommandKind::OpenHand, 0, {}});
  CHECK(e.session().current_hand() == 0);
  CHECK(e.stage() == EntryStage::Result);
}
