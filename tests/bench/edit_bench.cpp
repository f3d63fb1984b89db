// The editing model's questions, timed (CPU time of this process: the machine is shared):
// for a sample of generated hands of every game, at every position of the auction and at
// every fifth card of the play, how long the editor takes to list the legal calls and the
// next card's choice (the engine's legal actions, edit::next_turn; before them the editor
// tried each call and card on a copy of the session through a THR round trip), and how
// long one analysis of the edited session takes; and how the cost of entering an archive
// (`record`) and of one edit in it grows with its sessions. Each figure is also given
// as a ratio against the yardstick of the same run: validating the same session straight
// from the record model (engine::validate_session), which is what one check costs at least.
// usage: stichprobe_edit_bench [--hands N] [--sessions S] [--game ID] [--min-seconds T]
#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "formats/thr_writer.h"
#include "formats/transcript_reader.h"
#include "formats/transcript_writer.h"
#include "validator/edit/analysis.h"
#include "validator/edit/choices.h"
#include "validator/edit/edit_session.h"
#include "validator/edit/enter_record.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"
#include "validator/engine/validate.h"

using namespace stichprobe;

namespace {

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// A position: the session with its last hand cut back to a point of the record.
struct Position {
  record::Session session;
  std::size_t hand = 0;
};

// The hand as far as its first `calls` calls: nothing after the auction.
record::Hand auction_prefix(const record::Hand& full, std::size_t calls) {
  record::Hand h = full;
  h.contract.reset();
  h.exchanges.clear();
  h.swaps.clear();
  h.announcements.clear();
  h.play.reset();
  h.result.reset();
  h.outcome.reset();
  if (h.auction && calls < h.auction->calls.size()) h.auction->calls.resize(calls);
  return h;
}

// The hand as far as its first `cards` cards of play.
record::Hand play_prefix(const record::Hand& full, std::size_t cards) {
  record::Hand h = full;
  h.result.reset();
  h.outcome.reset();
  if (!h.play) return h;
  std::vector<record::Trick> kept;
  for (const record::Trick& t : h.play->tricks) {
    if (cards == 0) break;
    record::Trick part = t;
    const std::size_t n = std::min(cards, t.cards.cards.size());
    part.cards.cards.resize(n);
    part.cards.token_pos.resize(n);
    part.winner.reset();
    cards -= n;
    kept.push_back(part);
  }
  h.play->tricks = kept;
  h.play->ended.reset();
  return h;
}

struct Sample {
  std::vector<Position> auction, play;
  std::vector<record::Session> sessions;  // whole generated sessions, for the analysis
};

Sample sample_of(const engine::GameModule& game, int hands) {
  Sample out;
  engine::SessionRequest req;
  req.hands = hands;
  req.seed = 11;
  const record::Session s = engine::generate_session(game, req);
  out.sessions.push_back(s);
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    record::Session upto = s;
    upto.hands.resize(i + 1);
    const record::Hand& full = s.hands[i];
    const std::size_t calls = full.auction ? full.auction->calls.size() : 0;
    for (std::size_t k = 0; k < calls; ++k) {
      upto.hands[i] = auction_prefix(full, k);
      out.auction.push_back({upto, i});
    }
    std::size_t cards = 0;
    if (full.play)
      for (const auto& t : full.play->tricks) cards += t.cards.cards.size();
    for (std::size_t k = 0; k < cards; k += 5) {
      upto.hands[i] = play_prefix(full, k);
      out.play.push_back({upto, i});
    }
  }
  return out;
}

double min_cpu = 0.3;  // --min-seconds: CPU time each figure is measured over, at least

// Seconds per call of f over the items, repeated until at least `min_cpu` (times `scale`) of CPU time.
template <class Items, class F>
double per_call(const Items& items, F&& f, double scale = 1.0) {
  const double min_seconds = min_cpu * scale;
  if (items.empty()) return 0;
  std::size_t calls = 0;
  const double start = cpu_seconds();
  double now = start;
  do {
    for (const auto& item : items) f(item);
    calls += items.size();
    now = cpu_seconds();
  } while (now - start < min_seconds);
  return (now - start) / static_cast<double>(calls);
}

std::size_t sink = 0;  // read at the end, so the work cannot be dropped

void bench_game(const engine::GameModule& game, int hands) {
  const Sample sample = sample_of(game, hands);
  const double yard_auction =
      per_call(sample.auction, [](const Position& p) { sink += engine::validate_session(p.session).findings.size(); });
  const double calls = per_call(
      sample.auction, [&](const Position& p) { sink += edit::legal_calls(edit::next_turn(p.session, p.hand)).size(); });
  const double yard_play =
      per_call(sample.play, [](const Position& p) { sink += engine::validate_session(p.session).findings.size(); });
  const double next = per_call(sample.play, [&](const Position& p) {
    const auto n = edit::next_card(edit::next_turn(p.session, p.hand));
    sink += n ? n->legal.size() : 0;
  });
  const double yard_session =
      per_call(sample.sessions, [](const record::Session& s) { sink += engine::validate_session(s).findings.size(); });
  const double analysis =
      per_call(sample.sessions, [](const record::Session& s) { sink += edit::analyse(s).findings.size(); });
  std::printf(
      "%-17s legal calls %9.1f us (%6.1fx)  next card %9.1f us (%6.1fx)  analysis of %d hands %9.1f us (%5.1fx)\n",
      game.spec().id.c_str(), calls * 1e6, calls / yard_auction, next * 1e6, next / yard_play, hands, analysis * 1e6,
      analysis / yard_session);
}

// `record` of an archive of `sessions` sessions of `hands` hands each: seconds, and the
// seconds of validating it straight (the yardstick).
void bench_record(const engine::GameModule& game, int sessions, int hands) {
  record::Document doc;
  doc.archive = true;
  for (int i = 0; i < sessions; ++i) {
    engine::SessionRequest req;
    req.hands = hands;
    req.seed = 100 + static_cast<std::uint64_t>(i);
    doc.sessions.push_back(engine::generate_session(game, req));
  }
  const std::string text = write_transcript(doc);
  const ReadResult read = read_transcript(text);
  const double entered = per_call(
      std::vector<int>{0}, [&](int) { sink += edit::enter_record(read).hands; }, 0.7);
  const double yard = per_call(std::vector<int>{0}, [&](int) {
    for (const auto& s : read.document.sessions) sink += engine::validate_session(s).findings.size();
  });
  std::printf("record, %-17s %3d sessions of %d hands: %9.1f ms (%6.1fx validating them)\n", game.spec().id.c_str(),
              sessions, hands, entered * 1e3, entered / yard);
}

// One edit in an archive of `sessions` sessions (a note on the last hand of the first
// session, then the findings of the whole file, as the editor shows them after each
// change): milliseconds per edit, which should not grow with the archive's other sessions.
void bench_archive_edit(const engine::GameModule& game, int sessions, int hands) {
  record::Document doc;
  doc.archive = true;
  for (int i = 0; i < sessions; ++i) {
    engine::SessionRequest req;
    req.hands = hands;
    req.seed = 200 + static_cast<std::uint64_t>(i);
    doc.sessions.push_back(engine::generate_session(game, req));
  }
  edit::EditSession e = edit::EditSession::from_document(doc);
  sink += e.findings().size();
  int k = 0;
  const double per_edit = per_call(std::vector<int>{0}, [&](int) {
    e.apply(edit::SetNote{"note " + std::to_string(++k), std::nullopt});
    sink += e.findings().size();
  });
  std::printf("edit, %-17s %3d sessions of %d hands: %9.2f ms per edit and its findings\n", game.spec().id.c_str(),
              sessions, hands, per_edit * 1e3);
}

}  // namespace

int main(int argc, char** argv) {
  int hands = 4, sessions = 32;
  std::string only;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--hands" && i + 1 < argc)
      hands = std::atoi(argv[++i]);
    else if (a == "--sessions" && i + 1 < argc)
      sessions = std::atoi(argv[++i]);
    else if (a == "--game" && i + 1 < argc)
      only = argv[++i];
    else if (a == "--min-seconds" && i + 1 < argc)
      min_cpu = std::atof(argv[++i]);
    else {
      std::fprintf(stderr, "usage: stichprobe_edit_bench [--hands N] [--sessions S] [--game ID] [--min-seconds T]\n");
      return 2;
    }
  }
  for (const engine::GameModule* game : engine::all_games())
    if (only.empty() || game->spec().id == only) bench_game(*game, hands);
  for (const engine::GameModule* game : engine::all_games())
    if (only.empty() || game->spec().id == only)
      for (int s = sessions / 4; s <= sessions; s *= 2) bench_record(*game, s, 2);
  for (const engine::GameModule* game : engine::all_games())
    if (only.empty() || game->spec().id == only)
      for (int s = sessions / 4; s <= sessions; s *= 2) bench_archive_edit(*game, s, 2);
  return sink == 42 ? 1 : 0;
}
