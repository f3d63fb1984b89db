// Throughput benchmark (issue 9). Generates a corpus of random legal hands over
// every game the engine knows, writes it as THR files, and measures in ONE run:
//   (a) pugixml parsing alone, (b) full validation with 1 and 2 jobs,
//   (c) xmllint --noout --schema over the same files,
// and, to show where the time goes, reading alone (read_thr_file: the THR reader,
// no game engine) and the reader's pugixml path alone (its fallback),
// and reports hands per second and ratios against (a), in CPU time (the measure on
// a shared machine) and wall time. It also times half the corpus (linearity) and
// reads the peak resident memory.
// usage: stichprobe_bench [--hands N] [--per-file K] [--dir DIR] [--no-xmllint]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <pugixml.hpp>
#include <sstream>
#include <string>

#include "formats/thr_fast_reader.h"
#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "validator/cli/allocator.h"
#include "validator/cli/validate_files.h"
#include "validator/engine/generate.h"
#include "validator/engine/registry.h"

using namespace stichprobe;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// CPU seconds of this process and of its waited-for children (xmllint): on a shared
// machine wall time measures the neighbours as much as the program.
double cpu_seconds(int who) {
  rusage ru{};
  getrusage(who, &ru);
  auto secs = [](const timeval& tv) { return static_cast<double>(tv.tv_sec) + static_cast<double>(tv.tv_usec) * 1e-6; };
  return secs(ru.ru_utime) + secs(ru.ru_stime);
}

// Wall and CPU time of one measurement.
struct Timing {
  double wall = 0, cpu = 0;
};

template <class F>
Timing measure(int who, F&& f) {
  const double c = cpu_seconds(who);
  const auto t = Clock::now();
  f();
  return {seconds_since(t), cpu_seconds(who) - c};
}

struct Corpus {
  std::vector<std::string> files;
  long hands = 0;
  long bytes = 0;
  long largest = 0;
};

Corpus make_corpus(const fs::path& dir, long hands, int per_file) {
  Corpus c;
  fs::create_directories(dir);
  const auto& games = engine::all_games();
  std::uint64_t seed = 1;
  for (long made = 0; made < hands; ++seed) {
    const engine::GameModule& game = *games[static_cast<std::size_t>(seed) % games.size()];
    const auto& variants = game.spec().variants;
    const auto& variant = variants[static_cast<std::size_t>(seed / games.size()) % variants.size()];
    engine::SessionRequest req;
    req.variant = variant.id;
    req.players = variant.player_counts[static_cast<std::size_t>(seed) % variant.player_counts.size()];
    req.hands = static_cast<int>(std::min<long>(per_file, hands - made));
    req.seed = seed;
    const std::string xml = write_thr(engine::generate_session(game, req));
    const fs::path p = dir / (game.spec().id + "-" + std::to_string(seed) + ".xml");
    std::ofstream(p, std::ios::binary) << xml;
    c.files.push_back(p.string());
    c.hands += req.hands;
    c.bytes += static_cast<long>(xml.size());
    c.largest = std::max(c.largest, static_cast<long>(xml.size()));
    made += req.hands;
  }
  return c;
}

Timing parse_only(const std::vector<std::string>& files) {
  std::size_t nodes = 0;
  const Timing t = measure(RUSAGE_SELF, [&] {
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      const std::string text = ss.str();
      pugi::xml_document doc;
      doc.load_buffer(text.data(), text.size());
      nodes += doc.first_child() ? 1 : 0;
    }
  });
  if (nodes != files.size()) std::cerr << "bench: some files did not parse\n";
  return t;
}

// The reader's pugixml path alone (what read_thr did before its fast path, and still
// does for every file the fast path does not take).
Timing read_with_pugixml(const std::vector<std::string>& files) {
  long hands = 0;
  const Timing t = measure(RUSAGE_SELF, [&] {
    for (const auto& f : files) {
      const ReadResult r = thr_detail::read_thr_with_pugixml(read_file_bytes(f).bytes);
      for (const auto& s : r.document.sessions) hands += static_cast<long>(s.hands.size());
    }
  });
  if (hands == 0) std::cerr << "bench: the pugixml path read no hands\n";
  return t;
}

// How many files the fast path takes (untimed).
long fast_path_files(const std::vector<std::string>& files) {
  long taken = 0;
  for (const auto& f : files) {
    ReadResult r;
    taken += thr_detail::read_thr_fast(read_file_bytes(f).bytes, r) ? 1 : 0;
  }
  return taken;
}

// The reader alone, as validation reads a file first (without card positions, which
// only findings need): what full validation costs before a game module runs.
Timing read_only(const std::vector<std::string>& files, long& hands_read) {
  hands_read = 0;
  ReadOptions as_validate_reads;
  as_validate_reads.card_positions = false;
  return measure(RUSAGE_SELF, [&] {
    for (const auto& f : files) {
      const ReadResult r = read_thr_file(f, as_validate_reads);
      for (const auto& s : r.document.sessions) hands_read += static_cast<long>(s.hands.size());
    }
  });
}

Timing validate(const std::vector<std::string>& files, int jobs, long& findings) {
  findings = 0;
  return measure(RUSAGE_SELF, [&] {
    cli::validate_files(files, jobs, {},
                        [&](cli::FileResult&& r, bool) { findings += static_cast<long>(r.findings.size()); });
  });
}

Timing xmllint(const std::vector<std::string>& files, const std::string& schema) {
  // In batches, so the command line stays short; xmllint reads each file once.
  return measure(RUSAGE_CHILDREN, [&] {
    for (std::size_t i = 0; i < files.size(); i += 200) {
      std::string cmd = "xmllint --noout --schema '" + schema + "'";
      for (std::size_t j = i; j < std::min(files.size(), i + 200); ++j) cmd += " '" + files[j] + "'";
      cmd += " >/dev/null 2>&1";
      if (std::system(cmd.c_str()) != 0) std::cerr << "bench: xmllint reported problems\n";
    }
  });
}

}  // namespace

int main(int argc, char** argv) {
  cli::tune_allocator();  // as stichprobe's main does; parse-only runs under it too
  long hands = 100000;
  int per_file = 100;
  bool run_xmllint = true;
  fs::path dir = fs::temp_directory_path() / "stichprobe-bench";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--hands" && i + 1 < argc)
      hands = std::atol(argv[++i]);
    else if (a == "--per-file" && i + 1 < argc)
      per_file = std::atoi(argv[++i]);
    else if (a == "--dir" && i + 1 < argc)
      dir = argv[++i];
    else if (a == "--no-xmllint")
      run_xmllint = false;
    else {
      std::cerr << "usage: stichprobe_bench [--hands N] [--per-file K] [--dir DIR] [--no-xmllint]\n";
      return 2;
    }
  }
  if (engine::all_games().empty()) {
    std::cerr << "bench: the engine knows no games\n";
    return 2;
  }
  std::error_code ec;
  fs::remove_all(dir, ec);
  auto t = Clock::now();
  const Corpus corpus = make_corpus(dir, hands, per_file);
  std::printf("corpus: %ld hands in %zu files, %.1f MB, generated in %.2f s\n", corpus.hands, corpus.files.size(),
              static_cast<double>(corpus.bytes) / 1e6, seconds_since(t));
  const double n = static_cast<double>(corpus.hands);

  const Timing parse = parse_only(corpus.files);
  long hands_read = 0;
  const Timing read = read_only(corpus.files, hands_read);
  const Timing read_pugixml = read_with_pugixml(corpus.files);
  long findings1 = 0, findings2 = 0;
  const Timing v1 = validate(corpus.files, 1, findings1);
  const Timing v2 = validate(corpus.files, 2, findings2);
  std::vector<std::string> half(corpus.files.begin(),
                                corpus.files.begin() + static_cast<long>(corpus.files.size() / 2));
  long findings_half = 0;
  const Timing vhalf = validate(half, 1, findings_half);

  // CPU time is the measure (hands/s per core); wall time is shown beside it. With 2
  // jobs the CPU time is both cores' sum, so only its wall time shows the speed-up.
  std::printf("\n%-34s %9s %12s %9s %9s %12s %9s\n", "measure", "CPU s", "hands/s", "vs parse", "wall s", "hands/s",
              "vs parse");
  auto row = [&](const char* name, const Timing& m) {
    std::printf("%-34s %9.3f %12.0f %8.2fx %9.3f %12.0f %8.2fx\n", name, m.cpu, n / m.cpu, m.cpu / parse.cpu, m.wall,
                n / m.wall, m.wall / parse.wall);
  };
  row("(a) pugixml parse only", parse);
  row("    reading only (as validate reads)", read);
  row("    reading, pugixml path only", read_pugixml);
  row("(b) full validation, 1 job", v1);
  row("(b) full validation, 2 jobs", v2);
  Timing lint;
  if (run_xmllint) {
    const std::string schema = std::string(STICHPROBE_SOURCE_DIR) + "/schemas/hand-record.xsd";
    lint = xmllint(corpus.files, schema);
    row("(c) xmllint --noout --schema", lint);
  }
  // Per hand, in CPU microseconds: validation is reading plus the game engines.
  auto micro = [&](double cpu) { return cpu / n * 1e6; };
  std::printf("\nper hand (CPU): parse %.2f us, reading %.2f us, game engines %.2f us (validation minus reading)\n",
              micro(parse.cpu), micro(read.cpu), micro(v1.cpu - read.cpu));
  std::printf("the game engines alone cost %.2fx parse-only; with reading for free validation would be %.2fx\n",
              (v1.cpu - read.cpu) / parse.cpu, (v1.cpu - read.cpu + parse.cpu) / parse.cpu);
  std::printf("files taken by the reader's fast path: %ld of %zu\n", fast_path_files(corpus.files),
              corpus.files.size());
  std::printf("\nlinearity: half the files took %.3f s CPU, all took %.3f s (ratio %.2f, 2.00 = linear)\n", vhalf.cpu,
              v1.cpu, v1.cpu / vhalf.cpu);
  std::printf("speed-up with 2 jobs: %.2fx (wall)\n", v1.wall / v2.wall);
  std::printf("findings on the generated corpus: %ld (1 job), %ld (2 jobs) — must be 0\n", findings1, findings2);
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("peak resident memory: %.1f MB (largest file %.1f kB)\n", static_cast<double>(ru.ru_maxrss) / 1024.0,
              static_cast<double>(corpus.largest) / 1024.0);
  // The targets of issue 9, checked against this run's own figures.
  auto verdict = [](bool met) { return met ? "met" : "NOT met"; };
  const double lin = v1.cpu / vhalf.cpu;
  std::printf("\ntargets (issue 9):\n");
  std::printf("  validation within 2x parse-only (1 core): %.2fx  %s\n", v1.cpu / parse.cpu,
              verdict(v1.cpu <= 2 * parse.cpu));
  std::printf("  at least 100,000 hands/s per core:        %.0f  %s\n", n / v1.cpu, verdict(n / v1.cpu >= 100000));
  if (run_xmllint)
    std::printf("  faster than xmllint's schema check:       %.2fx less CPU  %s\n", lint.cpu / v1.cpu,
                verdict(v1.cpu < lint.cpu));
  std::printf("  time linear in corpus size:               %.2f (half:all)  %s\n", lin,
              verdict(lin > 1.8 && lin < 2.2));
  std::printf("  hands read = hands generated:             %ld of %ld  %s\n", hands_read, corpus.hands,
              verdict(hands_read == corpus.hands));
  fs::remove_all(dir, ec);
  return findings1 == 0 && findings2 == 0 ? 0 : 1;
}
