// The editing model (issue 19 §1): correcting an opened record anywhere, undo and redo,
// an illegal card recorded on request with the finding `validate` gives, the result
// taken from the engine, and nothing typed lost on opening.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <tuple>

#include "formats/record_positions.h"
#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "tests/support/legal_walk.h"
#include "validator/edit/edit_session.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;

namespace {

const std::string kSamples = std::string(STICHPROBE_SOURCE_DIR) + "/samples/";

// What `stichprobe validate` reports for the saved text.
Findings validate_text(const std::string& thr) { return engine::validate_document(read_thr(thr)).findings; }

// The same findings, wherever each stands: the model's places are its own (an opened
// file's, and the editor's for what it added), the saved file's are the writer's.
bool same_findings(Findings a, Findings b) {
  const auto key = [](const Finding& f) { return std::tie(f.hand, f.trick, f.seat, f.code, f.message); };
  const auto by_key = [&](const Finding& x, const Finding& y) { return key(x) < key(y); };
  for (Findings* f : {&a, &b}) {
    for (auto& x : *f) x.pos = {};
    std::sort(f->begin(), f->end(), by_key);
  }
  return a == b;
}

record::Session generated(const std::string& game, std::uint64_t seed = 5) {
  engine::SessionRequest req;
  req.seed = seed;
  return engine::generate_session(*engine::find_game(game), req);
}

// The session of `s` without hands, to enter them anew.
edit::EditSession empty_like(const record::Session& s) {
  record::Document doc;
  doc.sessions.push_back(s);
  doc.sessions.front().hands.clear();
  return edit::EditSession::from_document(std::move(doc));
}

}  // namespace

TEST_CASE("a card changed in trick 3 of an opened file is re-checked at its place", "[edit]") {
  const std::string path = kSamples + "tapp-tarock/valid-dreier-upper-packet.xml";
  auto e = edit::EditSession::open_file(path);
  REQUIRE(e);
  REQUIRE(e->findings().empty());
  // Trick 3 is "C10 CK CJ": seat 3 follows with CK; it also holds T7, which it plays in
  // trick 7. Written as T7 here, it did not follow suit.
  const record::Trick& t3 = e->session().hands[0].play->tricks[2];
  REQUIRE(card_code(t3.cards.cards[1]) == "CK");
  const edit::Applied a = e->apply(edit::PlayCard{*parse_card_code("T7"), edit::CardPlace{2, 1}, std::nullopt});
  REQUIRE(a.applied);
  REQUIRE(a.faults.size() == 1);
  CHECK(a.faults[0].code == "play.must-follow-suit");
  CHECK(a.faults[0].trick == 3);
  CHECK(a.faults[0].seat == 3);
  // At the card's place in the opened file, and what validate says of the file Save writes.
  CHECK(a.faults[0].pos == e->session().hands[0].play->tricks[2].cards.token_pos[1]);
  CHECK(a.faults[0].pos == read_thr_file(path).document.sessions[0].hands[0].play->tricks[2].cards.token_pos[1]);
  CHECK(same_findings(e->findings(), validate_text(e->save_text())));
  CHECK(std::find(e->findings().begin(), e->findings().end(), a.faults[0]) != e->findings().end());
  // Undone, the file is the original again, clean.
  REQUIRE(e->undo());
  CHECK(e->findings().empty());
  CHECK(e->save_text() == write_thr(read_thr_file(path).document));
}

TEST_CASE("undo and redo give back byte-identical saves at every step", "[edit]") {
  const record::Session g = generated("tapp-tarock");
  edit::EditSession e = empty_like(g);
  std::vector<std::string> saves{e.save_text()};
  for (const auto& action : edit::actions_of(g.hands.at(0))) {
    REQUIRE(e.apply(action).applied);
    saves.push_back(e.save_text());
  }
  CHECK(saves.back() == write_thr(g));
  for (std::size_t i = saves.size() - 1; i > 0; --i) {
    REQUIRE(e.undo());
    CHECK(e.save_text() == saves[i - 1]);
  }
  CHECK_FALSE(e.undo());
  for (std::size_t i = 1; i < saves.size(); ++i) {
    REQUIRE(e.redo());
    CHECK(e.save_text() == saves[i]);
  }
  CHECK_FALSE(e.redo());
  // A new action after an undo drops what could be redone.
  REQUIRE(e.undo());
  REQUIRE(e.apply(edit::SetNote{std::string("checked against the score sheet"), std::nullopt}).applied);
  CHECK_FALSE(e.can_redo());
  CHECK(e.undo_labels().front() == "note on the hand");
}

TEST_CASE("every game: a card not held is refused, and recorded on request with validate's finding", "[edit]") {
  for (const engine::GameModule* module : engine::all_games()) {
    INFO(module->spec().id);
    const record::Session g = generated(module->spec().id, 3);
    edit::EditSession e = empty_like(g);
    bool tried = false;
    for (const auto& action : edit::actions_of(g.hands.at(0))) {
      const std::optional<edit::NextCard> next =
          std::holds_alternative<edit::PlayCard>(action) ? e.next_card() : std::nullopt;
      // The last card of trick 2: the trick is whole with it, so the engine seats every
      // card and checks this one where it stands.
      if (!tried && next && next->trick == 1 && next->place + 1 == e.trick_size()) {
        // A card of another seat: not held, which every game's play faults.
        std::optional<Card> wrong;
        for (const auto& sc : g.hands[0].deal->hands)
          for (Card c : sc.cards.cards)
            if (!wrong && !next->held.contains(c)) wrong = c;
        REQUIRE(wrong);
        INFO("plays " << card_code(*wrong));
        const std::string before = e.save_text();
        const edit::Applied refused = e.apply(edit::PlayCard{*wrong, std::nullopt, std::nullopt});
        CHECK_FALSE(refused.applied);
        CHECK_FALSE(refused.faults.empty());
        CHECK(e.save_text() == before);
        const edit::Applied accepted = e.apply(edit::PlayCard{*wrong, std::nullopt, std::nullopt}, true);
        REQUIRE(accepted.applied);
        REQUIRE_FALSE(accepted.faults.empty());
        CHECK(same_findings(e.findings(), validate_text(e.save_text())));
        for (const auto& f : accepted.faults)
          CHECK(std::find(e.findings().begin(), e.findings().end(), f) != e.findings().end());
        REQUIRE(e.undo());
        CHECK(e.save_text() == before);
        tried = true;
      }
      REQUIRE(e.apply(action).applied);
    }
    CHECK(tried);
    CHECK(e.findings().empty());
  }
}

TEST_CASE("every game: the calls the model offers are those the engine accepts", "[edit]") {
  for (const engine::GameModule* module : engine::all_games()) {
    INFO(module->spec().id);
    const record::Session g = generated(module->spec().id, 8);
    edit::EditSession e = empty_like(g);
    // The hand entered step by step through the engine's legal actions (EditSession::apply
    // of a LegalAction), in the order the engine lists them: the deal first.
    const record::Hand& source = g.hands.at(0);
    REQUIRE(e.apply(edit::StartHand{source.dealer, source.n, source.sitting_out, std::nullopt}).applied);
    for (const auto& action : edit::actions_of(source))
      if (std::holds_alternative<edit::DealCards>(action) || std::holds_alternative<edit::DealTalon>(action) ||
          std::holds_alternative<edit::DealPackets>(action))
        REQUIRE(e.apply(action).applied);
    const testing::Steps steps = testing::steps_of(source);
    std::size_t next_call = 0;
    int offered = 0;
    while (next_call < steps.calls.size()) {
      const engine::Turn turn = e.turn();
      const std::vector<record::Call> legal = e.legal_calls();
      if (turn.phase == "auction") {
        // Every offered call, applied, carries no fault; the same bid by a seat whose turn
        // it is not is refused.
        for (const auto& c : legal) {
          const edit::Applied a = e.apply(edit::MakeCall{c, std::nullopt});
          CHECK(a.applied);
          CHECK(a.faults.empty());
          REQUIRE(e.undo());
          ++offered;
        }
        record::Call other = legal.front();
        other.seat = other.seat % e.seat_count() + 1;
        if (!edit::contains_call(legal, other)) {
          const edit::Applied a = e.apply(edit::MakeCall{other, std::nullopt});
          CHECK_FALSE(a.applied);
          CHECK_FALSE(a.faults.empty());
        }
      }
      // The recorded step the turn lists: the next call, else (Tübinger's Legen first) a laid card.
      const engine::LegalAction* take = nullptr;
      for (const auto& a : turn.actions)
        if (engine::same_action(a, steps.calls[next_call])) take = &a;
      if (take) ++next_call;
      for (std::size_t k = 0; !take && k < steps.exchange.size(); ++k)
        for (const auto& a : turn.actions)
          if (!take && engine::same_action(a, steps.exchange[k]) &&
              (!e.hand()->exchanges.size() || !e.hand()->exchanges.front().discard ||
               std::find(e.hand()->exchanges.front().discard->cards.begin(),
                         e.hand()->exchanges.front().discard->cards.end(),
                         a.card) == e.hand()->exchanges.front().discard->cards.end()))
            take = &a;
      REQUIRE(take);
      const edit::Applied a = e.apply(*take);
      REQUIRE(a.applied);
      CHECK(a.faults.empty());
    }
    CHECK(offered > 0);
  }
}

TEST_CASE("every game: the result taken from the engine is the generated one", "[edit]") {
  for (const engine::GameModule* module : engine::all_games()) {
    INFO(module->spec().id);
    const record::Session g = generated(module->spec().id, 4);
    const record::Hand& hand = g.hands.at(0);
    REQUIRE(hand.result);
    edit::EditSession e = empty_like(g);
    // The points and bonuses as the source has them (Tübinger's Strafen enter the
    // settlement), the settlement and running totals from the engine.
    record::Result typed = *hand.result;
    typed.settlement.reset();
    typed.totals.reset();
    for (const auto& action : edit::actions_of(hand))
      REQUIRE(e.apply(std::holds_alternative<edit::SetResult>(action) ? edit::Action(edit::SetResult{typed}) : action)
                  .applied);
    REQUIRE(e.apply(edit::TakeResult{}).applied);
    record::Hand entered = *e.hand();
    record::clear_positions(entered);  // the editor's own places (analysis.h) aside
    const record::Result& taken = *entered.result;
    CHECK(taken.settlement == hand.result->settlement);
    CHECK(taken.totals == hand.result->totals);
    // Nothing in the taken result differs from the engine's count.
    for (const auto& f : e.findings()) {
      INFO(f.code << ": " << f.message);
      CHECK(f.severity != Severity::Error);
    }
  }
}

TEST_CASE("the engine's trick winners, card points and payments are exposed", "[edit]") {
  const record::Session g = generated("tuebinger-tarock", 2);
  edit::EditSession e = empty_like(g);
  for (const auto& action : edit::actions_of(g.hands.at(0))) REQUIRE(e.apply(action).applied);
  const std::vector<int> winners = e.trick_winners();
  REQUIRE(winners.size() == g.hands[0].play->tricks.size());
  for (std::size_t t = 0; t < winners.size(); ++t)
    if (g.hands[0].play->tricks[t].winner) CHECK(winners[t] == *g.hands[0].play->tricks[t].winner);
  // The card points of the tricks won so far: the seats' counts add up to the points
  // the scoring counts, less the laid-away cards (which the derivation counts apart).
  Rational total;
  for (const auto& [seat, points] : e.card_points()) total += points;
  Rational recorded;
  for (const auto& p : g.hands[0].result->points) recorded += p.value;
  CHECK(total > Rational(0));
  CHECK(total <= recorded);
  for (const auto& pay : g.hands[0].result->settlement->pays) CHECK(e.payments().at(pay.seat) == pay.amount);
  CHECK_FALSE(e.derivation().empty());
  // A winner cleared, then taken from the engine again.
  REQUIRE(e.apply(edit::SetTrickWinner{0, std::nullopt, false}).applied);
  REQUIRE(e.apply(edit::SetTrickWinner{0, std::nullopt, true}).applied);
  CHECK(e.hand()->play->tricks[0].winner == winners[0]);
}

TEST_CASE("an opened file keeps what the model cannot interpret; a new session starts empty", "[edit]") {
  const std::string path = (std::filesystem::temp_directory_path() / "stichprobe-edit-foreign.xml").string();
  std::string xml = read_file_bytes(kSamples + "tapp-tarock/valid-dreier-upper-packet.xml").bytes;
  const std::string from = "<hand n=\"1\" dealer=\"2\">";
  REQUIRE(xml.find(from) != std::string::npos);
  xml.replace(xml.find(from), from.size(),
              "<hand n=\"1\" dealer=\"2\" xmlns:x=\"urn:example:x\" x:sheet=\"p. 12\"><x:scan page=\"12\"/>");
  std::ofstream(path, std::ios::binary) << xml;
  auto e = edit::EditSession::open_file(path);
  REQUIRE(e);
  CHECK(e->path() == path);
  CHECK_FALSE(e->modified());
  REQUIRE(e->apply(edit::SetNote{std::string("re-entered"), std::nullopt}).applied);
  CHECK(e->modified());
  const std::string saved = e->save_text();
  CHECK(saved.find("x:sheet=\"p. 12\"") != std::string::npos);
  CHECK(saved.find("x:scan") != std::string::npos);
  std::filesystem::remove(path);

  edit::EditSession fresh = edit::EditSession::create({"troggu", "", {}, {"A", "B", "C", "D"}});
  CHECK(fresh.hand() == nullptr);
  CHECK(fresh.apply(edit::DealTalon{}).refusal == "there is no hand yet: start one first");
  REQUIRE(fresh.apply(edit::StartHand{2, std::nullopt, {}, std::nullopt}).applied);
  CHECK(fresh.hand()->n == 1);
  CHECK(fresh.hand()->dealer == 2);
}

TEST_CASE("a session of an archive is edited, the others kept; the findings are the whole file's", "[edit]") {
  record::Document doc;
  doc.archive = true;
  doc.sessions.push_back(generated("troggu", 1));
  doc.sessions.push_back(generated("tapp", 2));
  edit::EditSession e = edit::EditSession::from_document(doc, 1);
  CHECK(e.session().game == "tapp");
  CHECK(e.findings().empty());
  // A wrong trick winner in the Tapp session: one finding, at that trick.
  const std::size_t last = e.hand()->play->tricks.size() - 1;
  const int winner = e.trick_winners().at(last);
  REQUIRE(e.apply(edit::SetTrickWinner{last, winner % e.seat_count() + 1, false}).applied);
  REQUIRE(e.findings().size() == 1);
  CHECK(e.findings()[0].code == "play.wrong-winner");
  CHECK(same_findings(e.findings(), validate_text(e.save_text())));
  CHECK(read_thr(e.save_text()).document.sessions.at(0) == read_thr(write_thr(doc)).document.sessions.at(0));
}

TEST_CASE("an edit in an archive re-checks only its own session", "[edit]") {
  record::Document doc;
  doc.archive = true;
  for (std::uint64_t i = 0; i < 8; ++i) doc.sessions.push_back(generated(i % 2 ? "tapp" : "dappen", 30 + i));
  edit::EditSession e = edit::EditSession::from_document(doc, 3);
  CHECK(e.findings().empty());
  CHECK(e.sessions_checked() == 8);  // each session once
  for (int k = 1; k <= 5; ++k) {
    REQUIRE(e.apply(edit::SetNote{"note " + std::to_string(k), std::nullopt}).applied);
    CHECK(e.findings().empty());
    CHECK(e.sessions_checked() == 8 + k);  // the edited one again, not the seven others
  }
  // A fault in the edited session is found among the others' (none), at its place.
  const std::size_t last = e.hand()->play->tricks.size() - 1;
  const int winner = e.trick_winners().at(last);
  REQUIRE(e.apply(edit::SetTrickWinner{last, winner % e.seat_count() + 1, false}).applied);
  REQUIRE(e.findings().size() == 1);
  CHECK(e.findings()[0].pos == e.hand()->play->tricks[last].pos);
  CHECK(e.sessions_checked() == 14);
}
