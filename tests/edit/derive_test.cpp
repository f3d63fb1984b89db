// What a transcript leaves to the rules (formats/TRANSCRIPT.md §6) and what it must not
// lose (§7): one test per slip an archivist makes, each with the number of findings,
// their place, and `record --from` of the record giving back every word typed.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "formats/transcript_annotations.h"
#include "formats/transcript_reader.h"
#include "formats/transcript_writer.h"
#include "tests/support/expected.h"
#include "validator/edit/enter_record.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

// A Troggu hand as an archivist types it from a notebook: only the source's facts (no
// seats on the deal lines or the call, no talon, no leaders, no settlement).
const std::string kTroggu =
    "game troggu\n"
    "players Anna Beat Cilgia Dölf\n"
    "hand dealer Cilgia\n"
    "deal T3 T6 T11 T13 T16 T18 T20 C7 C10 CJ H3 D1 D6\n"
    "deal T8 T10 T12 T15 C9 CQ S6 S10 SQ H2 H6 HJ HC\n"
    "deal T5 T9 T17 C6 S5 SK H4 H5 HQ D4 D5 DQ DK\n"
    "deal T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC\n"
    "call solo\n"
    "trick DC D6 T10 D4\n"
    "trick SQ S5 SJ T20\n"
    "trick T11 T8 T17 T2\n"
    "trick HQ HK H3 HC\n"
    "trick CK C10 C9 C6\n"
    "trick T1 T13 T15 T9\n"
    "trick H2 H4 T14 T3\n"
    "trick D3 D1 T12 DQ\n"
    "trick CQ T5 C8 C7\n"
    "trick SK T21 T18 S10\n"
    "trick C5 CJ HJ H5\n"
    "trick T16 S6 DK DJ\n"
    "trick T6 H6 D5 D2\n"
    "points declarer 55\n";

// A Tapp Tarock Dreier: the talon in packets, a run of calls, the exchange without its seat.
const std::string kTappTarock =
    "game tapp-tarock\n"
    "players Anton Berta Carl\n"
    "hand dealer Berta\n"
    "deal DK S8 T13 T4 HQ T7 D2 D3 DQ C8 HK T10 S7 H1 CJ S10\n"
    "deal CC T11 T6 HJ H2 H4 SJ C9 T20 T12 T16 CK T3 T1 T17 T14\n"
    "deal S9 T18 D4 HC T2 DJ T8 D1 SK C10 T21 T5 SQ H3 T9 T15\n"
    "packet T19 F SC\n"
    "packet DC CQ C7\n"
    "call pass pass dreier\n"
    "exchange packet 1 discard SC C9 H2\n"
    "announce Berta pagat-ultimo\n"
    "trick HC HQ HJ\ntrick DK T3 DJ\ntrick T6 T8 T4\ntrick T2 T13 T12\ntrick S7 SJ S9\ntrick T16 T15 T7\n"
    "trick F T18 T10\ntrick CC C10 C8\ntrick T11 T5 CJ\ntrick H4 H3 HK\ntrick S8 T19 SK\ntrick T14 T9 D3\n"
    "trick T20 T21 DQ\ntrick SQ S10 T17\ntrick CK D1 D2\ntrick T1 D4 H1\n"
    "points declarer 42\n";

struct Recorded {
  edit::Entered entered;
  Findings errors;   // errors and warnings
  std::string back;  // `record --from` of the record written
  record::Session session;
};

Recorded record_transcript(const std::string& transcript) {
  Recorded r;
  r.entered = edit::enter_record(read_transcript(transcript));
  for (const auto& f : r.entered.findings)
    if (f.severity != Severity::Info) r.errors.push_back(f);
  const ReadResult saved = read_thr(r.entered.text);
  r.back = write_transcript(saved.document);
  if (!saved.document.sessions.empty()) r.session = saved.document.sessions.front();
  // What `record --from` checks before it writes: the transcript gives the record back.
  CHECK(write_thr(transcript::without_computed(read_thr(edit::enter_record(read_transcript(r.back)).text).document)) ==
        write_thr(transcript::without_computed(saved.document)));
  return r;
}

// `text` with its first `from` replaced by `to`.
std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

unsigned line_of(const std::string& text, const std::string& line) {
  const auto at = text.find(line);
  REQUIRE(at != std::string::npos);
  return 1 + static_cast<unsigned>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

std::string codes(const record::CardList& l) {
  std::string out;
  for (Card c : l.cards) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

bool has_line(const std::string& text, const std::string& line) {
  return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

}  // namespace

TEST_CASE("the archivist's Troggu hand: only the source's facts, and the rest derived", "[edit][derive]") {
  const Recorded r = record_transcript(kTroggu);
  INFO(stichprobe::testing::finding_lines(r.entered.findings) << r.entered.text);
  CHECK(r.errors.empty());
  CHECK(kTroggu.size() <= 550);
  // Each deal line is the lowest seat not dealt yet; the call the seat to speak (forehand,
  // seat 4); the talon is what the deck leaves; the settlement the engine's.
  REQUIRE(r.session.hands.size() == 1);
  const record::Hand& h = r.session.hands.front();
  CHECK(h.dealer == 3);
  REQUIRE(h.auction);
  CHECK(h.auction->calls.front().seat == 4);
  REQUIRE(h.deal);
  CHECK(h.deal->hands.size() == 4);
  REQUIRE(h.deal->talon);
  REQUIRE(h.deal->talon->cards);
  CHECK(h.deal->talon->cards->cards.size() == 10);
  REQUIRE(h.result);
  REQUIRE(h.result->settlement);
  CHECK(h.result->settlement->unit == "rappen");
  CHECK(h.result->settlement->pays.size() == 4);
  // Both are said, as computed, not recorded: one info each.
  std::vector<std::string> infos;
  for (const auto& f : r.entered.findings) infos.push_back(f.code);
  CHECK(infos == std::vector<std::string>{"deal.derived", "settlement.computed"});
  // `record --from` gives the source's facts back; what was computed it leaves out.
  CHECK(has_line(r.back, "call 4 solo"));
  CHECK(has_line(r.back, "deal 4 T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC"));
  CHECK(has_line(r.back, "points declarer 55"));
  CHECK(r.back.find("talon") == std::string::npos);
  CHECK(r.back.find("settlement") == std::string::npos);
}

TEST_CASE("slip: an exchange without its seat is the seat that exchanges, its discards kept", "[edit][derive]") {
  const Recorded r = record_transcript(kTappTarock);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  REQUIRE(r.session.hands.front().exchanges.size() == 1);
  const record::Exchange& e = r.session.hands.front().exchanges.front();
  CHECK(e.seat == 2);
  REQUIRE(e.discard);
  CHECK(e.discard->cards.size() == 3);
  CHECK(has_line(r.back, "exchange 2 packet 1 discard SC C9 H2"));
}

TEST_CASE("slip: calls without seats, a run of passes on one line, each the next seat's", "[edit][derive]") {
  const Recorded r = record_transcript(kTappTarock);
  const auto& calls = r.session.hands.front().auction->calls;
  REQUIRE(calls.size() == 3);
  CHECK(calls[0].seat == 3);
  CHECK(calls[1].seat == 1);
  CHECK(calls[2].seat == 2);
  for (const auto& c : calls) {
    CHECK_FALSE(c.bid.empty());
    CHECK(c.seat != 0);
  }
  CHECK(has_line(r.back, "call 3 pass"));
  CHECK(has_line(r.back, "call 1 pass"));
  CHECK(has_line(r.back, "call 2 dreier"));
}

TEST_CASE("slip: a misspelt bid among calls without seats: one finding, the next call still the next seat's",
          "[edit][derive]") {
  const std::string typed = with(kTappTarock, "call pass pass dreier", "call pass pas dreier");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "format.unknown-bid");
  CHECK(r.errors.front().pos.line == line_of(typed, "call pass pas dreier"));
  const auto& calls = r.session.hands.front().auction->calls;
  REQUIRE(calls.size() == 3);
  CHECK(calls[1].seat == 1);
  CHECK(calls[1].bid == "pas");  // kept as typed
  CHECK(calls[2].seat == 2);
  CHECK(has_line(r.back, "call 1 pas"));
  CHECK(has_line(r.back, "call 2 dreier"));
}

TEST_CASE("slip: a deal line without its seat is the next seat's; no card is eaten as a seat", "[edit][derive]") {
  const Recorded r = record_transcript(kTroggu);
  const auto& hands = r.session.hands.front().deal->hands;
  REQUIRE(hands.size() == 4);
  for (int s = 1; s <= 4; ++s) {
    CHECK(hands[static_cast<std::size_t>(s - 1)].seat == s);
    CHECK(hands[static_cast<std::size_t>(s - 1)].cards.cards.size() == 13);
  }
  CHECK(has_line(r.back, "deal 1 T3 T6 T11 T13 T16 T18 T20 C7 C10 CJ H3 D1 D6"));
}

TEST_CASE("the last seat's cards left out where the talon is typed: what the deck leaves, said once",
          "[edit][derive]") {
  const std::string typed =
      with(kTroggu, "deal T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC\n", "talon T4 T7 T19 F CC S7 S8 S9 SC H1\n");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const auto derived = std::find_if(r.entered.findings.begin(), r.entered.findings.end(),
                                    [](const Finding& f) { return f.code == "deal.derived"; });
  REQUIRE(derived != r.entered.findings.end());
  CHECK(derived->message.find("seat 4: T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC") != std::string::npos);
  CHECK(codes(r.session.hands.front().deal->hands[3].cards) == "T1 T2 T14 T21 C5 C8 CK SJ HK D2 D3 DJ DC");
  // What was derived is left out again: the transcript given back is the one typed.
  CHECK(r.back.find("deal 4 ") == std::string::npos);
  CHECK(has_line(r.back, "talon T4 T7 T19 F CC S7 S8 S9 SC H1"));
}

TEST_CASE("only running totals for a played hand: the settlement computed, a wrong total one finding at it",
          "[edit][derive]") {
  const std::string typed = with(kTroggu, "points declarer 55\n", "totals 10 10 10 -30\n");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  CHECK(std::any_of(r.entered.findings.begin(), r.entered.findings.end(),
                    [](const Finding& f) { return f.code == "settlement.computed"; }));
  CHECK(has_line(r.back, "totals 1:10 2:10 3:10 4:-30"));
  const std::string wrong = with(typed, "totals 10 10 10 -30", "totals 10 10 10 -20");
  const Recorded w = record_transcript(wrong);
  INFO(stichprobe::testing::finding_lines(w.entered.findings));
  REQUIRE(w.errors.size() == 1);
  CHECK(w.errors.front().code == "session.running-total");
  CHECK(w.errors.front().pos.line == line_of(wrong, "totals 10 10 10 -20"));
  CHECK(has_line(w.back, "totals 1:10 2:10 3:10 4:-20"));
}

TEST_CASE("slip: a decimal comma, the Unicode minus, a space after the colon: the values as meant", "[edit][derive]") {
  const std::string typed = with(kTroggu, "points declarer 55\n",
                                 "points declarer 55,0\nsettlement rappen 1: 10 2:10,0 3:10 4:\xE2\x88\x92"
                                 "30\n");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.entered.findings.size() == 1);
  CHECK(r.entered.findings.front().code == "deal.derived");
  const auto& pays = r.session.hands.front().result->settlement->pays;
  REQUIRE(pays.size() == 4);
  CHECK(pays[0].amount == Rational(10));
  CHECK(pays[1].amount == Rational(10));
  CHECK(pays[3].amount == Rational(-30));
  CHECK(has_line(r.back, "points declarer 55"));
  CHECK(has_line(r.back, "settlement rappen 1:10 2:10 3:10 4:-30"));
}

TEST_CASE("slip: a misspelt dealer is one finding, the line kept as typed, the dealer the one the calls fit",
          "[edit][derive]") {
  const std::string typed = with(with(kTroggu, "hand dealer Cilgia", "hand 1 deler 3"), "call solo", "call 4 solo");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "format.unknown-attribute");
  CHECK(r.errors.front().pos == Pos{3, 8});
  CHECK(r.session.hands.front().dealer == 3);
  CHECK(has_line(r.back, "hand 1 deler 3"));
  // With no seat anywhere (the deal lines, the call), the dealer with which the hand fits.
  const std::string seatless = with(kTroggu, "hand dealer Cilgia", "hand 1 deler 4");
  const Recorded b = record_transcript(seatless);
  INFO(stichprobe::testing::finding_lines(b.entered.findings));
  REQUIRE(b.errors.size() == 1);
  CHECK(b.errors.front().pos == Pos{3, 8});
  CHECK(b.session.hands.front().dealer == 3);
  CHECK(has_line(b.back, "hand 1 deler 4"));
  CHECK(has_line(b.back, "call 4 solo"));
}

TEST_CASE("slip: a trick in lowercase, with commas and semicolons: the cards as meant", "[edit][derive]") {
  const std::string typed =
      with(with(kTroggu, "trick DC D6 T10 D4", "trick dc, d6, t10, d4"), "trick SQ S5 SJ T20", "trick sq;s5; SJ,T20");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const auto& tricks = r.session.hands.front().play->tricks;
  CHECK(codes(tricks[0].cards) == "DC D6 T10 D4");
  CHECK(codes(tricks[1].cards) == "SQ S5 SJ T20");
  CHECK(has_line(r.back, "trick DC D6 T10 D4"));
  CHECK(has_line(r.back, "trick SQ S5 SJ T20"));
}

TEST_CASE("slip: a card code that is none: one finding at it, 'did you mean' from the seat's cards, kept as typed",
          "[edit][derive]") {
  // Cilgia's D4 typed as "DX": seat 3 still holds D4 (and D5, DQ, DK).
  const std::string typed = with(kTroggu, "trick DC D6 T10 D4", "trick DC D6 T10 DX");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  const Finding& f = r.errors.front();
  CHECK(f.code == "format.unknown-card");
  CHECK(f.pos == Pos{line_of(typed, "trick DC D6 T10 DX"), 17});
  // Every card of the seat equally close is named (all its diamonds are one letter off).
  CHECK(f.message.find("did you mean 'D4', 'D5', 'DQ' or 'DK'? seat 3 still holds them") != std::string::npos);
  // The record holds the card as unknown, the engine infers it, the line is given back as typed.
  CHECK(r.session.hands.front().play->tricks.front().cards.cards.back().is_unknown());
  CHECK(has_line(r.back, "trick DC D6 T10 DX"));
  const std::string* kept =
      transcript::annotation(r.session.hands.front().play->tricks.front().foreign, transcript::kTyped);
  REQUIRE(kept);
  CHECK(*kept == "trick DC D6 T10 DX");
}

TEST_CASE("slip: a misspelt card two cards are equally close to: 'did you mean' names both, in both languages",
          "[edit][derive]") {
  // Beat's T8 typed as "T1X": of the cards he still holds, T12 and T15 are one letter off.
  const std::string typed = with(kTroggu, "trick T11 T8 T17 T2", "trick T11 T1X T17 T2");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  const Finding& f = r.errors.front();
  CHECK(f.code == "format.unknown-card");
  CHECK(f.pos == Pos{line_of(typed, "trick T11 T1X T17 T2"), 11});
  CHECK(f.message.find("(did you mean 'T12' or 'T15'? seat 2 still holds them)") != std::string::npos);
  CHECK(f.message_de.find("(gemeint: 'T12' oder 'T15'? Sitz 2 hält sie noch)") != std::string::npos);
  // The card itself is the one of Beat's that no trick shows.
  CHECK(codes(r.session.hands.front().play->tricks[2].cards) == "T11 ? T17 T2");
  CHECK(std::any_of(r.entered.findings.begin(), r.entered.findings.end(), [](const Finding& g) {
    return g.code == "deal.card-inferred" && g.message.find("must be T8") != std::string::npos;
  }));
  CHECK(has_line(r.back, "trick T11 T1X T17 T2"));
}

TEST_CASE("slip: an unreadable card in a trick typed without leaders: the leaders derived past it, no false error",
          "[edit][derive]") {
  // Beat's C9 unreadable in trick 5: Dölf's CK wins whatever Beat followed with, so the
  // leaders go on, and the '?' is the one card of Beat's no trick shows.
  const std::string typed = with(kTroggu, "trick CK C10 C9 C6", "trick CK C10 ? C6");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  std::vector<std::string> infos;
  for (const auto& f : r.entered.findings) infos.push_back(f.code);
  std::sort(infos.begin(), infos.end());
  CHECK(infos == std::vector<std::string>{"deal.card-inferred", "deal.derived", "settlement.computed"});
  for (const auto& f : r.entered.findings)
    if (f.code == "deal.card-inferred") {
      CHECK(f.pos == Pos{line_of(typed, "trick CK C10 ? C6"), 14});
      CHECK(f.message.find("must be C9") != std::string::npos);
    }
  CHECK(has_line(r.back, "trick CK C10 ? C6"));
  CHECK(r.back.find("lead") == std::string::npos);
  // Misspelt instead: the reader's finding alone.
  const std::string misspelt = with(kTroggu, "trick T1 T13 T15 T9", "trick T1 T13 T1S T9");
  const Recorded m = record_transcript(misspelt);
  INFO(stichprobe::testing::finding_lines(m.entered.findings));
  REQUIRE(m.errors.size() == 1);
  CHECK(m.errors.front().code == "format.unknown-card");
  CHECK(m.errors.front().pos == Pos{line_of(misspelt, "trick T1 T13 T1S T9"), 14});
  CHECK(has_line(m.back, "trick T1 T13 T1S T9"));
}

TEST_CASE("slip: unreadable cards that may have won their trick: the leader the cards show, what stays open said",
          "[edit][derive]") {
  // Beat's T15 (trick 6) and T12 (trick 8) both unreadable: T15 would win trick 6, T12 not,
  // so its winner is open; trick 7's leader is the seat its cards show, and which '?' was
  // which stays open (one info), never a guess and no error.
  const std::string typed =
      with(with(kTroggu, "trick T1 T13 T15 T9", "trick T1 T13 ? T9"), "trick D3 D1 T12 DQ", "trick D3 D1 ? DQ");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const auto open = std::find_if(r.entered.findings.begin(), r.entered.findings.end(),
                                 [](const Finding& f) { return f.code == "deal.cards-open"; });
  REQUIRE(open != r.entered.findings.end());
  CHECK(open->pos == Pos{line_of(typed, "trick T1 T13 ? T9"), 14});
  CHECK(open->message.find("seat 2's play: 2 of T12 T15") != std::string::npos);
  CHECK(has_line(r.back, "trick T1 T13 ? T9"));
  CHECK(has_line(r.back, "trick D3 D1 ? DQ"));
  // Tapp Tarock with the untaken packet unknown and an illegible card (the example):
  // no false error or warning.
  const std::string tarock =
      with(with(kTappTarock, "packet DC CQ C7", "packet ? ? ?"), "trick DK T3 DJ", "trick DK ? DJ");
  const Recorded t = record_transcript(tarock);
  INFO(stichprobe::testing::finding_lines(t.entered.findings));
  CHECK(t.errors.empty());
  CHECK(has_line(t.back, "trick DK ? DJ"));
}

TEST_CASE("slip: a misspelt keyword: one finding, the line kept as typed and given back", "[edit][derive]") {
  const std::string typed = with(kTroggu, "points declarer 55", "pionts declarer 55");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "format.unknown-element");
  CHECK(r.errors.front().pos == Pos{line_of(typed, "pionts"), 1});
  CHECK(r.errors.front().message.find("did you mean 'points'") != std::string::npos);
  CHECK(has_line(r.back, "pionts declarer 55"));
}

TEST_CASE("comments survive the round trip: on lines of their own, at a line's end, after the last line",
          "[edit][derive]") {
  const std::string typed = "# Notebook of the Visp club, p. 4\n" +
                            with(with(kTroggu, "call solo\n", "call solo   # Dölf, without looking at the Tapp\n"),
                                 "trick DC D6 T10 D4\n", "# the play\ntrick DC D6 T10 D4\n") +
                            "# Dölf lost: 55 of 114\n";
  const Recorded r = record_transcript(typed);
  INFO(r.back);
  CHECK(r.errors.empty());
  CHECK(has_line(r.back, "# Notebook of the Visp club, p. 4"));
  CHECK(has_line(r.back, "call 4 solo # Dölf, without looking at the Tapp"));
  CHECK(has_line(r.back, "# the play"));
  CHECK(r.back.find("# the play\ntrick DC D6 T10 D4\n") != std::string::npos);
  const std::string last = "# Dölf lost: 55 of 114\n";
  CHECK(r.back.substr(r.back.size() - last.size()) == last);
  CHECK(r.entered.text.find("transcript:comment=\"") != std::string::npos);
}

TEST_CASE("the forms people write: names for seats, the games' own words, lowercase codes", "[edit][derive]") {
  // Tapp, 32 cards: "weg", "spiele", "kreuz", "karo" for the calls, names for the dealer.
  const std::string typed =
      "game tapp\noption deck 32\nplayers Anna Berthold Christa Dieter\nhand dealer anna\n"
      "deal sa cq h7 c9 c8 dk d7\ndeal H9 SQ S10 DA S7 HJ DQ\ndeal HA D8 S8 SK C10 CK HQ\n"
      "deal D10 H10 DJ D9 CA HK C7\n"
      "call Christa weg Dieter spiele weg spiele farbspiel Kreuz farbspiel karo\n"
      "trick H9 HA HK H7\ntrick CK CA C8 DQ\ntrick S10 SK D10 SA\ntrick C7 CQ DA C10\n"
      "trick S7 S8 D9 D7\ntrick H10 DK HJ HQ\ntrick C9 SQ D8 DJ\npoints declarer 46\n";
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const auto& calls = r.session.hands.front().auction->calls;
  REQUIRE(calls.size() == 6);
  CHECK(calls[0].seat == 3);
  CHECK(calls[0].bid == "pass");
  CHECK(calls[1].seat == 4);
  CHECK(calls[1].bid == "play");
  CHECK(calls[4].seat == 4);
  CHECK(calls[4].suit == std::optional<std::string>("C"));
  CHECK(calls[5].seat == 2);
  CHECK(calls[5].suit == std::optional<std::string>("D"));
  CHECK(has_line(r.back, "call 2 farbspiel D"));
  CHECK(has_line(r.back, "deal 1 SA CQ H7 C9 C8 DK D7"));
}

TEST_CASE("a settlement typed for one seat only ('...'): that payment checked, the others computed", "[edit][derive]") {
  const std::string typed = with(kTroggu, "points declarer 55\n", "points declarer 55\nsettlement rappen 4:-30 ...\n");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const auto& pays = r.session.hands.front().result->settlement->pays;
  REQUIRE(pays.size() == 4);
  CHECK(pays[3].amount == Rational(-30));
  CHECK(transcript::annotation(pays[0].foreign, transcript::kComputed));
  CHECK_FALSE(transcript::annotation(pays[3].foreign, transcript::kComputed));
  CHECK(has_line(r.back, "settlement rappen 4:-30 ..."));
  // A wrong typed payment is one finding, at it.
  const Recorded wrong = record_transcript(with(typed, "4:-30 ...", "4:-20 ..."));
  REQUIRE(wrong.errors.size() == 1);
  CHECK(wrong.errors.front().code == "settlement.amount");
}

TEST_CASE("only points and no deal: the bonuses the play decides computed, the open honours said, no warning",
          "[edit][derive]") {
  // The deal left out: Berta took the upper packet unseen, so her opening hand is open (her
  // F and T1 may have come from it) and with it her Köpfe; her Pagat Ultimo the last trick
  // decides ("An announced Pagat Ultimo is only won if achieved").
  std::string typed;
  std::istringstream in(kTappTarock);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("deal ", 0) != 0 && line.rfind("packet ", 0) != 0) typed += line + "\n";
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings) << r.entered.text);
  CHECK(r.errors.empty());
  std::vector<std::string> infos;
  for (const auto& f : r.entered.findings) infos.push_back(f.code);
  CHECK(infos == std::vector<std::string>{"deal.not-recorded", "bonus.computed", "bonus.unverifiable",
                                          "settlement.not-recorded"});
  const auto at = std::find(infos.begin(), infos.end(), "bonus.computed") - infos.begin();
  CHECK(r.entered.findings[static_cast<std::size_t>(at)].message.find("seat 2 pagat-ultimo 8") != std::string::npos);
  const record::Hand& h = r.session.hands.front();
  REQUIRE(h.result);
  CHECK_FALSE(h.result->settlement);  // the open Köpfe leaves the payments undecided
  REQUIRE(h.result->bonuses.size() == 1);
  CHECK(h.result->bonuses.front().type == "pagat-ultimo");
  CHECK(h.result->bonuses.front().seat == 2);
  CHECK(h.result->bonuses.front().amount == Rational(8));
  CHECK(transcript::annotation(h.result->bonuses.front().foreign, transcript::kComputed));
  // `record --from` leaves the computed bonus out: it is computed again.
  CHECK(r.back.find("bonus") == std::string::npos);
  CHECK(has_line(r.back, "points declarer 42"));
  // With the deal typed, the settlement is computed and holds the bonus: nothing added.
  const Recorded whole = record_transcript(kTappTarock);
  CHECK(whole.session.hands.front().result->bonuses.empty());
  CHECK(whole.session.hands.front().result->settlement);
}

TEST_CASE("a source that ends after some tricks: one info saying what cannot be checked, no error", "[edit][derive]") {
  std::string typed = kTroggu;
  typed = typed.substr(0, typed.find("trick T1 T13 T15 T9")) + "play source-ends\n";
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  REQUIRE(r.entered.findings.size() == 2);
  CHECK(r.entered.findings[0].code == "deal.derived");
  CHECK(r.entered.findings[1].code == "play.source-ends");
  CHECK(r.entered.findings[1].pos.line == line_of(typed, "play source-ends"));
  CHECK(r.entered.findings[1].message.find("ends after trick 5") != std::string::npos);
  CHECK(has_line(r.back, "play source-ends"));
}

namespace {
// The sample session of eight Tübinger hands with its running score sheet, as typed.
std::string score_sheet() {
  return write_transcript(
      read_thr_file(std::string(STICHPROBE_SOURCE_DIR) + "/samples/tuebinger-tarock/valid-session-score-sheet.xml")
          .document);
}
}  // namespace

TEST_CASE("one slip, one finding: a forgotten trick", "[edit][derive]") {
  // Without the sixth trick every seat ends holding one card; before the trick typed sixth
  // is the only place where those four cards make the whole hand fit.
  const std::string typed = with(kTroggu, "trick T1 T13 T15 T9\n", "");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "play.trick-missing");
  CHECK(r.errors.front().pos == Pos{line_of(typed, "trick H2 H4 T14 T3"), 1});
  CHECK(r.errors.front().message.find("T1 T13 T15 T9, led by seat 4") != std::string::npos);
  // Where the cards fit at several places, the finding names them all: one finding still.
  const std::string twice = with(kTroggu, "trick CK C10 C9 C6\n", "");
  const Recorded a = record_transcript(twice);
  REQUIRE(a.errors.size() == 1);
  CHECK(a.errors.front().message.find("(or as trick 5, 7: the record does not show which") != std::string::npos);
}

TEST_CASE("one slip, one finding: a wrong dealer, on the hand line", "[edit][derive]") {
  const std::string typed = with(score_sheet(), "hand 2 dealer 3", "hand 2 dealer 4");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.errors));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "session.dealer-rotation");
  CHECK(r.errors.front().pos == Pos{line_of(typed, "hand 2 dealer 4"), 1});
  CHECK(r.errors.front().message.find("fit seat 3") != std::string::npos);
}

TEST_CASE("one slip, one finding: a wrong payment, not also the right running total", "[edit][derive]") {
  const std::string typed = with(score_sheet(), "settlement point 2:37 3:37", "settlement point 2:36 3:37");
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.errors));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "settlement.amount");
  CHECK(r.errors.front().pos.line == line_of(typed, "settlement point 2:36 3:37"));
}

TEST_CASE("a score sheet known only by its running totals; totals that do not sum to zero are one finding",
          "[edit][derive]") {
  const std::string typed =
      "game troggu\nplayers Anna Beat Cilgia Dölf\n"
      "hand dealer 1\ntotals 10 10 10 -30\n"
      "hand\ntotals 20 0 20 -40\n"
      "hand\ntotals 30 -10 30 -45\n";
  const Recorded r = record_transcript(typed);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors.front().code == "session.totals-sum");
  CHECK(r.errors.front().pos.line == 8);
  REQUIRE(r.session.hands.size() == 3);
  CHECK(r.session.hands[1].dealer == 2);
  CHECK(r.session.hands[2].dealer == 3);
  CHECK(has_line(r.back, "totals 1:30 2:-10 3:30 4:-45"));
}

namespace {

// A transcript line without `lead N` and `winner N`; "" for a points or settlement line.
std::string stripped_line(const std::string& line) {
  if (line.rfind("points ", 0) == 0 || line.rfind("settlement ", 0) == 0) return {};
  if (line.rfind("trick", 0) != 0) return line + "\n";
  std::string out;
  std::istringstream words(line);
  std::string w;
  while (words >> w) {
    if (w == "lead" || w == "winner") {
      words >> w;
      continue;
    }
    out += (out.empty() ? "" : " ") + w;
  }
  return out + "\n";
}

// The hand's facts beside what the rules derive: no leaders (also after a trick with an
// unknown card), winners, points, settlement; nothing computed.
record::Document facts(record::Document doc) {
  doc = transcript::without_computed(std::move(doc));
  for (auto& s : doc.sessions)
    for (auto& h : s.hands) {
      if (h.play)
        for (auto& t : h.play->tricks) {
          t.lead = std::nullopt;
          t.winner = std::nullopt;
        }
      if (!h.result) continue;
      h.result->points.clear();
      h.result->settlement.reset();
      const record::Result& r = *h.result;
      if (r.bonuses.empty() && !r.totals && r.foreign == record::Foreign{}) h.result.reset();
    }
  return doc;
}

std::map<int, Rational> paid(const record::Settlement& s) {
  std::map<int, Rational> out;
  for (const auto& p : s.pays)
    if (p.amount != Rational(0)) out[p.seat] += p.amount;
  return out;
}

}  // namespace

TEST_CASE("every sample typed without leaders, winners, points and settlement records clean to the same hand",
          "[edit][derive]") {
  int samples = 0, settled = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::string(STICHPROBE_SOURCE_DIR) + "/samples")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".xml" || (name.rfind("valid-", 0) != 0 && name.rfind("partial-", 0) != 0))
      continue;
    const ReadResult sample = read_thr_file(entry.path().string());
    const Findings checked = engine::validate_document(sample).findings;
    if (!sample.parsed ||
        std::any_of(checked.begin(), checked.end(), [](const Finding& f) { return f.severity != Severity::Info; }))
      continue;
    std::istringstream lines(write_transcript(sample.document));
    std::string typed, line;
    while (std::getline(lines, line)) typed += stripped_line(line);
    const edit::Entered entered = edit::enter_record(read_transcript(typed));
    INFO(entry.path().string() << "\n" << stichprobe::testing::finding_lines(entered.findings));
    CHECK(std::none_of(entered.findings.begin(), entered.findings.end(),
                       [](const Finding& f) { return f.severity != Severity::Info; }));
    const record::Document got = read_thr(entered.text).document;
    CHECK(write_thr(facts(got)) == write_thr(facts(sample.document)));
    // Where the sample records a settlement, the one computed is the same.
    for (std::size_t s = 0; s < got.sessions.size() && s < sample.document.sessions.size(); ++s)
      for (std::size_t h = 0; h < got.sessions[s].hands.size() && h < sample.document.sessions[s].hands.size(); ++h) {
        const auto& want = sample.document.sessions[s].hands[h].result;
        const auto& have = got.sessions[s].hands[h].result;
        if (!want || !want->settlement || !have || !have->settlement) continue;
        CHECK(paid(*have->settlement) == paid(*want->settlement));
        ++settled;
      }
    ++samples;
  }
  CHECK(samples >= 130);
  CHECK(settled >= 100);
}

namespace {

// The blocks of docs/recording.md marked `<!-- hand: NAME -->`, in order.
std::vector<std::pair<std::string, std::string>> recording_hands() {
  std::ifstream in(std::string(STICHPROBE_SOURCE_DIR) + "/docs/recording.md");
  std::vector<std::pair<std::string, std::string>> out;
  std::string line, name;
  bool in_block = false;
  while (std::getline(in, line)) {
    if (line.rfind("<!-- hand: ", 0) == 0) {
      name = line.substr(11, line.size() - 15);
    } else if (!name.empty() && line.rfind("```text", 0) == 0) {
      in_block = true;
      out.emplace_back(name, "");
    } else if (in_block && line == "```") {
      in_block = false;
      name.clear();
    } else if (in_block) {
      out.back().second += line + "\n";
    }
  }
  return out;
}

// The README's table of the five hands: per row, its lines and characters.
std::vector<std::vector<long>> readme_figures() {
  std::ifstream in(std::string(STICHPROBE_SOURCE_DIR) + "/README.md");
  std::vector<std::vector<long>> out;
  std::string line;
  bool in_table = false;
  while (std::getline(in, line)) {
    if (line.rfind("| hand | lines | characters |", 0) == 0) in_table = true;
    if (!in_table) continue;
    if (line.rfind("|", 0) != 0) break;
    std::vector<long> numbers;
    long n = -1;
    for (char c : line.substr(line.find('|', 1))) {
      if (c >= '0' && c <= '9') {
        n = (n < 0 ? 0 : n * 10) + (c - '0');
      } else if (n >= 0) {
        numbers.push_back(n);
        n = -1;
      }
    }
    if (numbers.size() == 2) out.push_back(numbers);
  }
  return out;
}

long lines_of(const std::string& text) { return static_cast<long>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("the five hands of docs/recording.md record clean, with the README's figures", "[edit][derive]") {
  const auto hands = recording_hands();
  const auto figures = readme_figures();
  REQUIRE(hands.size() == 5);
  REQUIRE(figures.size() == 5);
  for (std::size_t k = 0; k < hands.size(); ++k) {
    const auto& [name, text] = hands[k];
    const Recorded r = record_transcript(text);
    INFO(name << "\n" << stichprobe::testing::finding_lines(r.entered.findings));
    CHECK(r.errors.empty());
    CHECK(figures[k] == std::vector<long>{lines_of(text), static_cast<long>(text.size())});
    if (name == "troggu") CHECK(text.size() <= 550);
  }
}

TEST_CASE("call seats from the legal actions: Tübinger's laying before the bidding", "[edit][derive]") {
  // The transcript types the laying after the calls; the dealer lays first at the table,
  // and the Rufen depend on his cards after laying. The seats: the Raus round from the
  // dealer's right (2, 3, 4, 1), then the Rufen from the dealer (1 says fort, 2 calls).
  std::string tuebinger;
  for (const auto& [name, text] : recording_hands())
    if (name == "tuebinger") tuebinger = text;
  REQUIRE(!tuebinger.empty());
  const Recorded r = record_transcript(tuebinger);
  INFO(stichprobe::testing::finding_lines(r.entered.findings));
  CHECK(r.errors.empty());
  const record::Hand& hand = r.entered.document.sessions.at(0).hands.at(0);
  REQUIRE(hand.auction);
  std::vector<int> seats;
  for (const record::Call& c : hand.auction->calls) seats.push_back(c.seat);
  CHECK(seats == std::vector<int>{2, 3, 4, 1, 1, 2});
  REQUIRE(hand.exchanges.size() == 1);
  CHECK(hand.exchanges[0].seat == 1);
}

TEST_CASE("slip: a misspelt call word in a run of calls, in each game's words: one finding, 'did you mean' the word",
          "[edit][derive]") {
  // The word typed, what it was meant as: the finding names it, the calls after it keep their
  // turn, and no call on the same line is taken as out of turn.
  struct Slip {
    std::string from, to, meant;
  };
  const std::map<std::string, Slip> slips{
      {"dappen", {"fort fort fort fort", "fort fort fort frot", "fort"}},
      {"tapp", {"call weg spiele weg spiele", "call weg spiele weg spiel", "spiele"}},
      {"tuebinger", {"call pass pass pass pass", "call pass pass pas pass", "pass"}},
      {"tapp-tarock", {"call pass pass dreier", "call pass pas dreier", "pass"}},
  };
  std::size_t tried = 0;
  for (const auto& [name, text] : recording_hands()) {
    const auto slip = slips.find(name);
    if (slip == slips.end()) continue;
    ++tried;
    const std::string typed = with(text, slip->second.from, slip->second.to);
    const Recorded r = record_transcript(typed);
    INFO(name << "\n" << stichprobe::testing::finding_lines(r.entered.findings));
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors.front().code == "format.unknown-bid");
    CHECK(r.errors.front().pos.line == line_of(typed, slip->second.to));
    const std::string& meant = slip->second.meant;
    CHECK(r.errors.front().message.find("did you mean '" + meant + "'?") != std::string::npos);
  }
  CHECK(tried == slips.size());
}
