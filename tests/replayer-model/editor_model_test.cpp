// The desktop editor headless (issue 19 §3): a whole hand of every game entered through
// the functions the editor's buttons call (deck picker, call buttons, the legal cards,
// the engine's winners and result), saved, and validated without an error.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <tuple>

#include "formats/thr_reader.h"
#include "replayer/model/editor_model.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::replay;
namespace fs = std::filesystem;

namespace {

std::string codes(const std::optional<record::CardList>& l) {
  std::string out;
  if (l)
    for (Card c : l->cards) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

void deal_by_clicks(EditorModel& m, const record::Deal& deal) {
  for (const auto& sc : deal.hands) {
    m.set_deal_target({DealTarget::Seat, sc.seat});
    for (Card c : sc.cards.cards) m.pick_card(c);
    CHECK(m.cards_of({DealTarget::Seat, sc.seat}) == sc.cards.cards);
  }
  if (!deal.talon) return;
  if (deal.talon->cards) {
    m.set_deal_target({DealTarget::Talon, 1});
    for (Card c : deal.talon->cards->cards) m.pick_card(c);
  }
  for (std::size_t k = 0; k < deal.talon->packets.size(); ++k) {
    m.set_deal_target({DealTarget::Packet, static_cast<int>(k) + 1});
    for (Card c : deal.talon->packets[k].cards) m.pick_card(c);
  }
}

void call_by_buttons(EditorModel& m, const record::Call& call) {
  for (const auto& offered : m.legal_calls())
    if (offered.seat == call.seat && offered.bid == call.bid && offered.suit == call.suit &&
        offered.card == call.card) {
      m.call(offered);
      return;
    }
  FAIL("no button for " << call.seat << " " << call.bid);
}

void play_by_clicks(EditorModel& m, const record::Play& play) {
  for (const auto& trick : play.tricks)
    for (Card c : trick.cards.cards) {
      const auto next = m.next_card();
      REQUIRE(next);
      CHECK(next->legal.contains(c));
      REQUIRE(m.play(c) == PlayAnswer::Played);
    }
}

void enter_hand(EditorModel& m, const record::Hand& h) {
  deal_by_clicks(m, *h.deal);
  CHECK(m.unplaced().empty());
  // Where the engine has an exchange come first (Tübinger's dealer lays two cards before
  // the Ansagen), it is entered first.
  const bool exchange_first = m.session().turn().phase == "exchange";
  if (exchange_first)
    for (const auto& e : h.exchanges) CHECK(m.exchange(e.seat, e.packet, codes(e.take), codes(e.discard)).empty());
  if (h.auction)
    for (const auto& c : h.auction->calls) call_by_buttons(m, c);
  if (h.contract)
    m.set_contract(h.contract->type, h.contract->declarer.value_or(0), h.contract->trump.value_or(""),
                   h.contract->partner_card ? card_code(*h.contract->partner_card) : "");
  if (!exchange_first)
    for (const auto& e : h.exchanges) CHECK(m.exchange(e.seat, e.packet, codes(e.take), codes(e.discard)).empty());
  for (const auto& s : h.swaps)
    CHECK(m.swap(s.seat, s.with_seat, s.gets ? card_code(*s.gets) : "", s.gives ? card_code(*s.gives) : "").empty());
  for (const auto& a : h.announcements) m.announce(a.seat, a.type, codes(a.cards));
  if (h.play) play_by_clicks(m, *h.play);
  if (h.play && h.play->ended) m.end_early();
  if (h.outcome) m.set_outcome(h.outcome->type);
  m.winners_from_engine();
  m.take_result();
}

}  // namespace

TEST_CASE("editor: a whole hand of every game entered through the editor's own functions", "[editor]") {
  const fs::path out = fs::temp_directory_path() / "stichprobe-editor-test.xml";
  for (const engine::GameModule* module : engine::all_games()) {
    INFO(module->spec().id);
    engine::SessionRequest req;
    req.seed = 21;
    const record::Session g = engine::generate_session(*module, req);
    const record::Hand& h = g.hands.at(0);
    EditorModel m;
    NewRecord r;
    r.game = g.game;
    r.variant = g.variant;
    for (const auto& p : g.players) r.players.push_back(p.name);
    r.dealer = h.dealer;
    REQUIRE(m.new_record(r).empty());
    CHECK_FALSE(m.may_close());  // nothing saved yet
    enter_hand(m, h);
    INFO(m.status());
    REQUIRE(m.save_as(out.string()).empty());
    CHECK(m.may_close());
    const engine::DocumentReport report = engine::validate_document(read_thr_file(out.string()));
    for (const auto& f : report.findings) {
      INFO(f.code << ": " << f.message);
      CHECK(f.severity != Severity::Error);
    }
    // The same findings; the editor's stand at the places of the record it holds (its own
    // for what was entered), validate's at the file's.
    const auto placeless = [](Findings f) {
      for (auto& x : f) x.pos = {};
      std::sort(f.begin(), f.end(), [](const Finding& a, const Finding& b) {
        return std::tie(a.hand, a.trick, a.seat, a.code, a.message) <
               std::tie(b.hand, b.trick, b.seat, b.code, b.message);
      });
      return f;
    };
    CHECK(placeless(report.findings) == placeless(m.findings()));
    REQUIRE(m.session().hand()->result);
    // The next hand: dealt by the seat the game's rotation gives, as the generator's next.
    m.start_next_hand();
    CHECK(m.session().session().hands.size() == 2);
    CHECK(m.session().current_hand() == 1);
    CHECK(m.session().hand()->dealer == module->next_dealer(m.session().analysis().report.context, h));
    CHECK(m.modified());
  }
  fs::remove(out);
}

TEST_CASE("editor: an illegal card only after confirmation, then marked with its finding; undo", "[editor]") {
  engine::SessionRequest req;
  req.seed = 3;
  const record::Session g = engine::generate_session(*engine::find_game("tapp-tarock"), req);
  EditorModel m;
  NewRecord r{g.game, g.variant, {}, {"A", "B", "C"}, g.hands[0].dealer};
  REQUIRE(m.new_record(r).empty());
  const record::Hand& h = g.hands[0];
  deal_by_clicks(m, *h.deal);
  for (const auto& c : h.auction->calls) call_by_buttons(m, c);
  m.set_contract(h.contract->type, *h.contract->declarer);
  for (const auto& e : h.exchanges) REQUIRE(m.exchange(e.seat, e.packet, codes(e.take), codes(e.discard)).empty());
  // Trick 1 as recorded but for its last card: a card its seat does not hold.
  const auto& t1 = h.play->tricks[0].cards.cards;
  REQUIRE(m.play(t1[0]) == PlayAnswer::Played);
  REQUIRE(m.play(t1[1]) == PlayAnswer::Played);
  const auto next = m.next_card();
  REQUIRE(next);
  std::optional<Card> wrong;
  for (const auto& sc : h.deal->hands)
    for (Card c : sc.cards.cards)
      if (!wrong && !next->held.contains(c)) wrong = c;
  REQUIRE(wrong);
  const std::string before = m.session().save_text();
  CHECK(m.play(*wrong) == PlayAnswer::NeedsConfirmation);
  CHECK(m.pending() == wrong);
  CHECK(m.session().save_text() == before);
  CHECK(m.confirm_pending() == PlayAnswer::Played);
  bool marked = false;
  for (const auto& f : m.findings()) marked = marked || (f.code == "play.card-not-held" && f.trick == 1);
  CHECK(marked);
  REQUIRE(m.undo());
  CHECK(m.session().save_text() == before);
  REQUIRE(m.redo());
  CHECK(m.session().save_text() != before);
}

TEST_CASE("editor: open a file at an action, type codes, refuse a bad code", "[editor]") {
  const std::string path = std::string(STICHPROBE_SOURCE_DIR) + "/samples/tapp-tarock/valid-dreier-upper-packet.xml";
  EditorModel m;
  REQUIRE(m.open_at(path, 30).empty());
  CHECK_FALSE(m.modified());
  // 30 actions: start, 3 hands, packets, 3 calls, contract, exchange, and 20 cards.
  REQUIRE(m.session().hand()->play);
  CHECK(m.session().hand()->play->tricks.size() == 7);
  CHECK(m.type_cards({DealTarget::Seat, 1}, "T21 X9") == "'X9' is not a THR card code");
  CHECK(m.deck().size() == 54);
}

TEST_CASE("editor: a save that fails says why and keeps the edits, unsaved, in the window", "[editor][save]") {
  const fs::path dir = fs::temp_directory_path() / ("stichprobe-editor-save-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / "hand.xml";
  const engine::GameModule& module = *engine::all_games().front();
  engine::SessionRequest req;
  req.seed = 5;
  const record::Session g = engine::generate_session(module, req);
  EditorModel m;
  NewRecord r;
  r.game = g.game;
  r.variant = g.variant;
  for (const auto& p : g.players) r.players.push_back(p.name);
  r.dealer = g.hands.at(0).dealer;
  REQUIRE(m.new_record(r).empty());
  enter_hand(m, g.hands.at(0));
  REQUIRE(m.save_as(file.string()).empty());  // saved once: the good file on disk
  m.start_next_hand();                        // edited since
  const std::string edited = m.session().save_text();
  REQUIRE(m.modified());

  SECTION("an injected writer that fails half-way") {
    std::string tried;
    m.set_writer([&](const std::string& path, std::string_view bytes) -> std::optional<WriteError> {
      tried = std::string(bytes);
      return WriteError{path, std::make_error_code(std::errc::no_space_on_device)};
    });
    const std::string why = m.save();
    CHECK(why == "cannot write " + file.string() + ": No space left on device");
    CHECK(tried == edited);
    CHECK(m.save_error() == why);
    CHECK(m.status() == "not saved");
    const std::string why_as = m.save_as((dir / "other.xml").string());
    CHECK(why_as == "cannot write " + (dir / "other.xml").string() + ": No space left on device");
    CHECK(m.session().path() == file.string());  // Save as did not move the record elsewhere
  }
  SECTION("the real writer, into a folder that is not there") {
    const std::string why = m.save_as((dir / "missing" / "hand.xml").string());
    CHECK(why == "cannot write " + (dir / "missing" / "hand.xml").string() + ": No such file or directory");
    CHECK_FALSE(fs::exists(dir / "missing"));
  }
  // The work stays in the window, unsaved: closing asks first.
  CHECK(m.active());
  CHECK(m.modified());
  CHECK_FALSE(m.may_close());
  CHECK(m.session().save_text() == edited);
  CHECK(read_thr_file(file.string()).document.sessions.at(0).hands.size() == 1);  // the file as it was
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  CHECK(names == std::vector<std::string>{"hand.xml"});  // no temporary left beside it

  // A later save that works: saved, the error gone.
  m.set_writer({});
  CHECK(m.save().empty());
  CHECK(m.save_error().empty());
  CHECK_FALSE(m.modified());
  CHECK(m.may_close());
  fs::remove_all(dir);
}
