// The replay model without a window: cursor, phases, findings, legal cards,
// names, sorting, recent files, bad files and every sample of every game.
#include <unistd.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

#include "replayer/model/hand_sort.h"
#include "replayer/model/replay_model.h"
#include "replayer/model/ui_text.h"
#include "tests/replayer-model/command.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
using namespace stichprobe::replay;
using engine::StepKind;

namespace {

Card c(const char* code) { return *parse_card_code(code); }

std::vector<Card> cards(std::initializer_list<const char*> codes) {
  std::vector<Card> out;
  for (const char* code : codes) out.push_back(c(code));
  return out;
}

// A three-handed hand: deal, two calls, contract, exchange, two tricks, scoring.
struct Fixture {
  record::Document doc;
  std::vector<engine::SessionReport> reports;

  Fixture() {
    record::Session s;
    s.game = "tapp-tarock";
    s.variant = "standard";
    for (int seat = 1; seat <= 3; ++seat) {
      record::Player p;
      p.seat = seat;
      p.name = "P" + std::to_string(seat);
      s.players.push_back(p);
    }
    record::Hand h;
    h.n = 7;
    h.dealer = 3;
    h.contract = record::Contract{};
    h.contract->declarer = 1;
    h.contract->type = "dreier";
    h.contract->pos = {30, 3};
    record::Trick t1;
    t1.cards.cards = cards({"HK", "T3", "H1"});
    t1.cards.token_pos = {{40, 20}, {40, 23}, {40, 26}};
    h.play = record::Play{};
    h.play->tricks.push_back(t1);
    s.hands.push_back(h);
    doc.sessions.push_back(s);

    engine::TableState st;
    st.phase = "deal";
    st.seats.resize(3);
    st.seats[0].hand = cards({"HK", "C10", "T21"});
    st.seats[1].hand = cards({"T3", "H2", "F"});
    st.seats[2].hand = cards({"H1", "S7", "T1"});
    st.seats[2].roles = {"dealer"};
    st.talon = {cards({"D1", "DK"}), cards({"CK", "SQ"})};
    std::vector<engine::Step> steps;
    auto push = [&](StepKind kind, Message label, Pos pos, int seat, int trick, std::optional<Card> card) {
      steps.push_back(engine::Step{kind, std::move(label), pos, seat, trick, card, st, std::nullopt});
    };
    push(StepKind::Deal, {"deal", "Geben"}, {10, 3}, 0, 0, std::nullopt);  // 0
    st.phase = "auction";
    st.calls.push_back({"seat 1: dreier", "Sitz 1: Dreier"});
    push(StepKind::Call, {"seat 1 bids dreier", "Sitz 1 sagt Dreier"}, {20, 5}, 1, 0, std::nullopt);  // 1
    st.calls.push_back({"seat 2: pass", "Sitz 2: passt"});
    push(StepKind::Call, {"seat 2 passes", "Sitz 2 passt"}, {21, 5}, 2, 0, std::nullopt);  // 2
    st.seats[0].roles = {"declarer"};
    st.contract = {"dreier by seat 1", "Dreier von Sitz 1"};
    push(StepKind::Contract, {"contract", "Spiel"}, {30, 3}, 1, 0, std::nullopt);  // 3
    st.phase = "exchange";
    st.discards = cards({"CK"});
    st.discard_seat = 1;
    push(StepKind::Exchange, {"seat 1 exchanges", "Sitz 1 tauscht"}, {31, 3}, 1, 0, std::nullopt);  // 4
    // Trick 1: seat 1 leads HK; seat 2 must follow with H2 but plays T3 (a revoke).
    st.phase = "play";
    st.trick_number = 1;
    st.seats[0].hand = cards({"C10", "T21"});
    st.trick = {{1, c("HK")}};
    st.to_move = 2;
    st.legal = CardSet::of(cards({"H2"}));
    push(StepKind::Play, {"seat 1 plays HK", "Sitz 1 spielt HK"}, {40, 20}, 1, 1, c("HK"));  // 5
    st.seats[1].hand = cards({"H2", "F"});
    st.trick.push_back({2, c("T3")});
    st.to_move = 3;
    st.legal = CardSet::of(cards({"H1"}));
    push(StepKind::Play, {"seat 2 plays T3", "Sitz 2 spielt T3"}, {40, 23}, 2, 1, c("T3"));  // 6
    st.seats[2].hand = cards({"S7", "T1"});
    st.trick.push_back({3, c("H1")});
    st.to_move = 1;
    st.legal = CardSet::of(cards({"C10", "T21"}));
    push(StepKind::Play, {"seat 3 plays H1", "Sitz 3 spielt H1"}, {40, 26}, 3, 1, c("H1"));  // 7
    // Trick 2, led by seat 2 who won trick 1.
    st.trick.clear();
    st.seats[1].won = cards({"HK", "T3", "H1"});
    st.seats[1].tricks = 1;
    st.seats[1].points = Rational(5);
    st.trick_number = 2;
    st.seats[1].hand = cards({"F"});
    st.trick = {{2, c("H2")}};
    st.to_move = 3;
    st.legal = CardSet::of(cards({"S7", "T1"}));
    push(StepKind::Play, {"seat 2 plays H2", "Sitz 2 spielt H2"}, {41, 20}, 2, 2, c("H2"));  // 8
    st.phase = "scoring";
    push(StepKind::Score, {"scoring", "Abrechnung"}, {50, 3}, 0, 0, std::nullopt);  // 9

    engine::SessionReport rep;
    rep.game = "tapp-tarock";
    rep.variant = "standard";
    engine::HandReport hr;
    hr.n = 7;
    hr.contract = "dreier";
    hr.declarer = 1;
    hr.analysis.steps = steps;
    hr.analysis.derivation.push_back(engine::ScoreLine{{"declarer card points", "Augen des Alleinspielers"},
                                                       engine::same_in_both("40"),
                                                       std::string("45"),
                                                       true,
                                                       {"3 packets", "3 Päckchen"}});
    hr.analysis.payments = {{1, Rational(20)}, {2, Rational(-10)}, {3, Rational(-10)}};
    Finding revoke;
    revoke.code = "play.must-follow-suit";
    revoke.category = Category::Play;
    revoke.message = "seat 2 plays T3 but must follow";
    revoke.pos = {40, 23};
    revoke.hand = 7;
    revoke.trick = 1;
    revoke.seat = 2;
    revoke.phase = "play";
    revoke.rule = "tapp-tarock: Play";
    Finding call;
    call.code = "auction.out-of-turn";
    call.category = Category::Auction;
    call.pos = {21, 5};
    call.hand = 7;
    call.phase = "auction";
    Finding points;
    points.code = "points.card-points";
    points.category = Category::Points;
    points.pos = {55, 7};
    points.hand = 7;
    points.phase = "scoring";
    Finding discard;
    discard.code = "exchange.forbidden-discard";
    discard.severity = Severity::Warning;
    discard.hand = 7;
    discard.phase = "exchange";
    rep.findings = {call, discard, revoke, points};
    rep.hands.push_back(hr);
    reports.push_back(rep);
  }

  ReplayModel open() const {
    ReplayModel m;
    m.open_reports("fixture.xml", doc, reports);
    return m;
  }
};

}  // namespace

TEST_CASE("the hands list shows game, variant, contract, declarer and findings", "[model]") {
  const ReplayModel m = Fixture().open();
  REQUIRE(m.hands().size() == 1);
  const HandEntry& h = m.hands()[0];
  CHECK(h.n == 7);
  CHECK(h.game == "tapp-tarock");
  CHECK(h.variant == "standard");
  CHECK(h.contract == "dreier");
  CHECK(h.declarer == 1);
  CHECK(h.findings == 4);
  CHECK(h.errors == 3);
  CHECK(m.current_hand() == 0);
  CHECK(m.step() == 0);
  CHECK(m.player_name(2) == "P2");
}

TEST_CASE("the cursor steps card by card and stays inside the hand", "[model]") {
  ReplayModel m = Fixture().open();
  m.apply(cmd(CommandKind::StepBack));
  CHECK(m.step() == 0);
  m.apply(cmd(CommandKind::StepForward));
  CHECK(m.step() == 1);
  CHECK(m.current_step()->kind == StepKind::Call);
  m.apply(cmd(CommandKind::Last));
  CHECK(m.step() == 9);
  m.apply(cmd(CommandKind::StepForward));
  CHECK(m.step() == 9);
  m.apply(cmd(CommandKind::GoToStep, 100));
  CHECK(m.step() == 9);
  m.apply(cmd(CommandKind::First));
  CHECK(m.step() == 0);
  m.apply(cmd(CommandKind::GoToStep, 6));
  CHECK(m.current_step()->label.en == "seat 2 plays T3");
  CHECK(m.table().step_label == "seat 2 plays T3");
}

TEST_CASE("phases group the steps and jump trick by trick", "[model]") {
  ReplayModel m = Fixture().open();
  const auto& p = m.phases();
  REQUIRE(p.size() == 6);
  CHECK(p[0].label == "Deal");
  CHECK(p[1].label == "Auction");
  CHECK(p[1].first_step == 1);
  CHECK(p[1].last_step == 3);
  CHECK(p[2].label == "Exchange");
  CHECK(p[3].label == "Trick 1");
  CHECK(p[4].label == "Trick 2");
  CHECK(p[5].label == "Scoring");
  CHECK(p[3].findings == 1);  // the revoke
  m.apply(cmd(CommandKind::GoToPhase, 3));
  CHECK(m.step() == 5);
  CHECK(m.current_phase() == 3);
  m.apply(cmd(CommandKind::NextTrick));  // to the complete trick
  CHECK(m.step() == 7);
  m.apply(cmd(CommandKind::NextTrick));  // to the end of trick 2
  CHECK(m.step() == 8);
  m.apply(cmd(CommandKind::PrevTrick));
  CHECK(m.step() == 7);
  m.apply(cmd(CommandKind::GoToPhase, 42));  // ignored
  CHECK(m.step() == 7);
}

TEST_CASE("findings map to their step and jump there with the card marked", "[model]") {
  ReplayModel m = Fixture().open();
  const auto& f = m.hand_findings();
  REQUIRE(f.size() == 4);
  CHECK(f[0].step == 2);  // the call at its place
  CHECK(f[1].step == 4);  // exchange: its phase
  CHECK(f[2].step == 6);  // the revoke at the card's token
  CHECK(f[3].step == 9);  // scoring: its phase
  m.apply(cmd(CommandKind::GoToFinding, 2));
  CHECK(m.step() == 6);
  CHECK(m.selected_finding() == 2);
  const TableView v = m.table();
  REQUIRE(v.findings_here.size() == 1);
  CHECK(v.findings_here[0].code == "play.must-follow-suit");
  REQUIRE(v.seats[1].trick_card);
  CHECK(v.seats[1].trick_card->card == c("T3"));
  CHECK(v.seats[1].trick_card->marked);
  CHECK_FALSE(v.seats[0].trick_card->marked);
  // The auction marks the offending call.
  m.apply(cmd(CommandKind::GoToFinding, 0));
  const auto calls = m.auction();
  REQUIRE(calls.size() == 2);
  CHECK(calls[1].marked);
  CHECK(calls[1].current);
  CHECK(calls[0].made);
  CHECK_FALSE(calls[0].marked);
}

TEST_CASE("next and previous finding step from finding to finding", "[model][keys]") {
  ReplayModel m = Fixture().open();  // findings at steps 2, 4, 6, 9
  m.apply(cmd(CommandKind::NextFinding));
  CHECK(m.step() == 2);
  m.apply(cmd(CommandKind::NextFinding));
  CHECK(m.step() == 4);
  m.apply(cmd(CommandKind::NextFinding));
  CHECK(m.step() == 6);
  CHECK(m.selected_finding() == 2);
  m.apply(cmd(CommandKind::NextFinding));
  CHECK(m.step() == 9);
  m.apply(cmd(CommandKind::NextFinding));  // none after the last: stays
  CHECK(m.step() == 9);
  m.apply(cmd(CommandKind::PrevFinding));
  CHECK(m.step() == 6);
  m.apply(cmd(CommandKind::GoToStep, 3));
  m.apply(cmd(CommandKind::PrevFinding));
  CHECK(m.step() == 2);
}

TEST_CASE("F and Shift+F are the next and previous finding; the other keys step", "[model][keys]") {
  CHECK(command_for_key(Key::F, false) == CommandKind::NextFinding);
  CHECK(command_for_key(Key::F, true) == CommandKind::PrevFinding);
  CHECK(command_for_key(Key::Right, false) == CommandKind::StepForward);
  CHECK(command_for_key(Key::Left, false) == CommandKind::StepBack);
  CHECK(command_for_key(Key::PageDown, false) == CommandKind::NextTrick);
  CHECK(command_for_key(Key::PageUp, false) == CommandKind::PrevTrick);
  CHECK(command_for_key(Key::Home, false) == CommandKind::First);
  CHECK(command_for_key(Key::End, false) == CommandKind::Last);
  CHECK(command_for_key(Key::Down, false) == CommandKind::NextHand);
  CHECK(command_for_key(Key::Up, false) == CommandKind::PrevHand);
  // Pressed on a hand with findings at steps 2, 4, 6, 9: F, F, Shift+F.
  ReplayModel m = Fixture().open();
  auto press = [&m](Key k, bool shift) { m.apply(Command{command_for_key(k, shift), 0, {}}); };
  press(Key::F, false);
  CHECK(m.step() == 2);
  press(Key::F, false);
  CHECK(m.step() == 4);
  press(Key::F, true);
  CHECK(m.step() == 2);
  press(Key::F, true);  // none before the first: stays
  CHECK(m.step() == 2);
}

TEST_CASE("the legal cards of the player to move are highlighted", "[model]") {
  // The engine's legal actions at the cursor (engine/legal.h) for a real hand of 16 tricks.
  ReplayModel m;
  REQUIRE(m.open_file(std::string(STICHPROBE_SAMPLES_DIR) + "/tapp-tarock/valid-dreier-upper-packet.xml"));
  m.apply(cmd(CommandKind::OpenHand, 0));
  const auto* steps = m.steps();
  REQUIRE(steps);
  int plays = 0;
  for (int s = 0; s + 1 < m.step_count(); ++s) {
    m.apply(cmd(CommandKind::GoToStep, s));
    const engine::Step& next = (*steps)[static_cast<std::size_t>(s + 1)];
    if (next.kind != StepKind::Play) {
      if ((*steps)[static_cast<std::size_t>(s)].kind != StepKind::Play && next.kind != StepKind::Score)
        CHECK(m.legal_seat() == 0);  // the auction and the exchange: nobody plays yet
      continue;
    }
    // The seat the record has play next is the one the engine has to move, and its card is legal.
    INFO("step " << s);
    CHECK(m.legal_seat() == next.seat);
    CHECK(m.legal_now().contains(*next.card));
    const TableView v = m.table();
    for (const auto& seat : v.seats) {
      CHECK(seat.to_move == (seat.seat == next.seat));
      for (const auto& cv : seat.hand) CHECK(cv.legal == (seat.seat == next.seat && m.legal_now().contains(cv.card)));
    }
    ++plays;
  }
  CHECK(plays == 48);  // before each card of 16 tricks of three
  m.apply(cmd(CommandKind::Last));
  CHECK(m.legal_seat() == 0);
  CHECK(m.legal_now().empty());
  // Following suit narrows the choice: somewhere in the hand a seat could play only some of its cards.
  bool narrowed = false;
  for (int s = 0; s < m.step_count() && !narrowed; ++s) {
    m.apply(cmd(CommandKind::GoToStep, s));
    const int seat = m.legal_seat();
    if (seat > 0)
      narrowed =
          m.legal_now().size() < static_cast<int>(m.table().seats[static_cast<std::size_t>(seat - 1)].hand.size());
  }
  CHECK(narrowed);
}

TEST_CASE("the table shows talon, discards, trick order and sides", "[model]") {
  ReplayModel m = Fixture().open();
  TableView v = m.table();
  CHECK(v.has_state);
  REQUIRE(v.talon.size() == 2);
  CHECK(v.talon[1][0].card == c("CK"));
  CHECK(v.seats[2].roles == std::vector<std::string>{"dealer"});
  CHECK(v.sides.empty());  // no declarer yet
  m.apply(cmd(CommandKind::GoToStep, 7));
  v = m.table();
  CHECK(v.seats[0].trick_position == 0);
  CHECK(v.seats[0].led);
  CHECK(v.seats[2].trick_position == 2);
  REQUIRE(v.discards.size() == 1);
  REQUIRE(v.sides.size() == 2);
  CHECK(v.sides[0].label == "Declarer side (1)");
  m.apply(cmd(CommandKind::GoToStep, 8));
  v = m.table();
  CHECK(v.sides[1].label == "Defenders (2, 3)");
  CHECK(v.sides[1].tricks == 1);
  CHECK(v.sides[1].points == "5");
  // Seat 1 holds C10 and T21, sorted trumps first.
  REQUIRE(v.seats[0].hand.size() == 2);
  CHECK(v.seats[0].hand[0].card == c("T21"));
}

TEST_CASE("in German the model shows steps, auction, contract, phases, sides and roles in German", "[model][lang]") {
  ReplayModel m = Fixture().open();
  m.set_lang(Lang::De);
  TableView v = m.table();
  CHECK(v.step_label == "Geben");
  CHECK(v.contract.empty());
  CHECK(v.phase == "deal");  // the engine's token stays
  CHECK(v.phase_name == "Geben");
  CHECK(v.seats[2].roles == std::vector<std::string>{"dealer"});
  CHECK(v.seats[2].role_names == std::vector<std::string>{"Geber"});
  const auto& p = m.phases();
  REQUIRE(p.size() == 6);
  CHECK(p[1].label == "Auction");  // the key the app brings the auction tab forward by
  CHECK(text_in(p[1].title, m.lang()) == "Bieten");
  CHECK(text_in(p[3].title, m.lang()) == "Stich 1");
  CHECK(text_in(p[5].title, m.lang()) == "Abrechnung");
  m.apply(cmd(CommandKind::GoToStep, 2));
  const auto calls = m.auction();
  REQUIRE(calls.size() == 2);
  CHECK(calls[0].text == "Sitz 1: Dreier");
  CHECK(calls[1].text == "Sitz 2: passt");
  CHECK(m.table().step_label == "Sitz 2 passt");
  m.apply(cmd(CommandKind::GoToStep, 7));
  v = m.table();
  CHECK(v.step_label == "Sitz 3 spielt H1");
  CHECK(v.contract == "Dreier von Sitz 1");
  CHECK(v.phase_name == "Spiel der Karten");
  CHECK(v.seats[0].role_names == std::vector<std::string>{"Alleinspieler"});  // Tapp Tarock: he plays alone
  REQUIRE(v.sides.size() == 2);
  CHECK(v.sides[0].label == "Spielerpartei (1)");
  CHECK(v.sides[1].label == "Gegenpartei (2, 3)");
  const ScoringView s = m.scoring();
  CHECK(s.derivation[0].item == "Augen des Alleinspielers");
  CHECK(s.payments[0].item == "P1 (Sitz 1): Zahlung");
  // Back to English: the same cursor, the engine's words.
  m.set_lang(Lang::En);
  v = m.table();
  CHECK(v.step_label == "seat 3 plays H1");
  CHECK(v.contract == "dreier by seat 1");
  CHECK(v.phase_name == "play");
  CHECK(v.seats[0].role_names == std::vector<std::string>{"declarer"});
  CHECK(m.scoring().payments[0].item == "P1 (seat 1): payment");
}

TEST_CASE("a seat without a player's name is named in the model's language", "[model][lang]") {
  Fixture f;
  f.doc.sessions[0].players[1].name.clear();
  ReplayModel m;
  m.open_reports("fixture.xml", f.doc, f.reports);
  CHECK(m.player_name(2) == "Seat 2");
  m.set_lang(Lang::De);
  CHECK(m.player_name(2) == "Sitz 2");
}

TEST_CASE("the replayer's own words: every entry has English and German", "[ui][lang]") {
  // Game terms that German shares with English; everything else must read differently.
  const std::set<std::string> same_in_both = {"Talon"};
  auto percents = [](const char* s) { return std::count(s, s + std::strlen(s), '%'); };
  std::set<std::string> english;
  for (std::size_t i = 0; i < ui_texts().size(); ++i) {
    const UiEntry& e = ui_texts()[i];
    INFO("entry " << i << ": " << (e.en ? e.en : "(null)"));
    CHECK(static_cast<std::size_t>(e.id) == i);
    REQUIRE(e.en != nullptr);
    REQUIRE(e.de != nullptr);
    CHECK(std::strlen(e.en) > 0);
    CHECK(std::strlen(e.de) > 0);
    if (!same_in_both.count(e.en)) CHECK(std::string(e.en) != e.de);
    CHECK(percents(e.en) == percents(e.de));  // the same placeholders ("step %d" / "Schritt %d")
    CHECK(ui_text(e.id, Lang::En) == e.en);
    CHECK(ui_text(e.id, Lang::De) == e.de);
  }
  CHECK(ui_texts().size() == kUiTextCount);
  CHECK(std::string(ui_text(UiText::TableWindow, Lang::De)) == "Tisch");
  CHECK(std::string(ui_text(UiText::NextTrickTip, Lang::De)).find("Nächster Stich") == 0);
}

TEST_CASE("the scoring view sets recorded beside computed", "[model]") {
  ReplayModel m = Fixture().open();
  ScoringView s = m.scoring();
  CHECK_FALSE(s.reached);
  REQUIRE(s.derivation.size() == 1);
  CHECK(s.derivation[0].mismatch);
  CHECK(s.derivation[0].recorded == "45");
  CHECK(s.derivation[0].computed == "40");
  REQUIRE(s.payments.size() == 3);
  CHECK(s.payments[0].computed == "20");
  CHECK_FALSE(s.payments[0].has_recorded);  // the fixture's record has no settlement
  m.apply(cmd(CommandKind::Last));
  CHECK(m.scoring().reached);
}

TEST_CASE("an empty model takes every command without a document", "[model]") {
  ReplayModel m;
  for (int k = 0; k <= static_cast<int>(CommandKind::PrevFinding); ++k)
    if (static_cast<CommandKind>(k) != CommandKind::OpenFile) m.apply(cmd(static_cast<CommandKind>(k), 3));
  CHECK(m.current_hand() == -1);
  CHECK(m.step() == -1);
  CHECK_FALSE(m.table().has_state);
  CHECK(m.auction().empty());
  CHECK(m.scoring().derivation.empty());
  CHECK(m.legal_now().empty());
}

TEST_CASE("German card names per game, the THR code beside them", "[names]") {
  CHECK(CardNames("tapp-tarock", nullptr).name(Card::fool()) == "Sküs");
  CHECK(CardNames("tapp-tarock", nullptr).name(Card::trump(1)) == "Pagat");
  CHECK(CardNames("dappen", nullptr).name(Card::fool()) == "Gstiess");
  CHECK(CardNames("dappen", nullptr).name(Card::trump(1)) == "Geiss");
  CHECK(CardNames("troggu", nullptr).name(Card::fool()) == "Narr");
  CHECK(CardNames("troggu", nullptr).name(c("HQ")) == "Goppa Frowwi");
  CHECK(CardNames("tuebinger-tarock", nullptr).name(Card::fool()) == "Ski");
  CHECK(CardNames("tuebinger-tarock", nullptr).name(c("SC")) == "Pik Cavall");
  CHECK(CardNames("tapp", nullptr).name(c("SA")) == "Schippen Ass");
  CHECK(CardNames("some-new-game", nullptr).name(Card::trump(14)) == "Tarock XIV");
  CHECK(CardNames("dappen", nullptr).index(Card::trump(19)) == "19");     // the corner: Arabic fits the strip
  CHECK(CardNames("dappen", nullptr).numeral(Card::trump(19)) == "XIX");  // the middle of the card
  CHECK(CardNames("dappen", nullptr).index(Card::trump(21)) != CardNames("dappen", nullptr).index(Card::trump(20)));
  CHECK(CardNames("dappen", nullptr).index(c("DQ")) == "D");
  CHECK(CardNames("dappen", nullptr).index(c("C10")) == "10");
  CHECK(roman_numeral(4) == "IV");
  CHECK(roman_numeral(21) == "XXI");
  // A game's own table wins over the defaults.
  engine::GameSpec spec;
  spec.card_names["F"] = "Stiess";
  CHECK(CardNames("dappen", &spec).name(Card::fool()) == "Stiess");
  CHECK(CardNames("dappen", &spec).name(Card::trump(21)) == "Mund");
}

TEST_CASE("hands are sorted as players sort them", "[sort]") {
  const auto tarock =
      sort_hand(cards({"C7", "T3", "HK", "F", "T21", "H1", "S10", "D4"}), sort_style_for(cards({"T1"}), std::nullopt));
  CHECK(cards_to_string(tarock) == "F T21 T3 C7 HK H1 S10 D4");
  const auto tapp_style = sort_style_for(cards({"HA", "C6"}), Suit::Spades);
  CHECK(tapp_style.tapp_order);
  CHECK(cards_to_string(sort_hand(cards({"H10", "HK", "HA", "S6", "C9"}), tapp_style)) == "S6 C9 HA H10 HK");
}

TEST_CASE("recent files: newest first, no duplicates, limited, kept in the caller's file", "[recent]") {
  const auto dir = std::filesystem::temp_directory_path() / ("stichprobe-replay-test-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  const std::string store = (dir / "sub" / "recent").string();
  {
    RecentFiles r(store, 3);
    CHECK_FALSE(r.load());
    r.add("a.xml");
    r.add("b.xml");
    r.add("a.xml");
    r.add("c.xml");
    r.add("d.xml");
    CHECK(r.paths() == std::vector<std::string>{"d.xml", "c.xml", "a.xml"});
  }
  RecentFiles again(store, 3);
  CHECK(again.load());
  CHECK(again.paths() == std::vector<std::string>{"d.xml", "c.xml", "a.xml"});
  RecentFiles memory;
  memory.add("x.xml");
  CHECK(memory.paths().size() == 1);
  CHECK_FALSE(memory.save());
  std::filesystem::remove_all(dir);
}
