#include <algorithm>
#include <boost/program_options.hpp>
#include <optional>
#include <ostream>

#include "formats/thr_reader.h"
#include "formats/thr_writer.h"
#include "formats/vocabulary.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/game_name.h"
#include "validator/cli/outputs.h"
#include "validator/engine/faults.h"
#include "validator/engine/generate.h"
#include "validator/engine/validate.h"

namespace stichprobe::cli {
namespace {

bool parse_faults(const std::string& text, std::vector<engine::FaultKind>& kinds, std::ostream& err) {
  if (text.empty()) return true;
  std::vector<std::string> names;
  for (const auto& [kind, name] : engine::fault_kinds()) names.push_back(name);
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string name = text.substr(start, comma - start);
    start = comma + 1;
    if (name == "all") {
      for (const auto& [kind, n] : engine::fault_kinds()) kinds.push_back(kind);
      continue;
    }
    bool found = false;
    for (const auto& [kind, n] : engine::fault_kinds())
      if (n == name) {
        kinds.push_back(kind);
        found = true;
      }
    if (!found) {
      err << "stichprobe generate: unknown fault '" << name << "'";
      if (auto best = closest_name(name, names); !best.empty()) err << " (did you mean '" << best << "'?)";
      err << "; known:";
      for (const std::string& n : names) err << ' ' << n << ',';
      err << " all\n";
      return false;
    }
  }
  return true;
}

// Injects each fault into its own hand, validates the written session, checks
// each fault is found where it was put, and returns the findings as .expected lines.
std::optional<std::string> inject_faults(record::Session& session, const engine::GameModule& game,
                                         const std::vector<engine::FaultKind>& kinds, std::uint64_t seed,
                                         std::ostream& err) {
  core::Rng rng(seed ^ 0xFA017u);
  std::vector<engine::InjectedFault> injected;
  std::vector<bool> used(session.hands.size(), false);
  for (engine::FaultKind kind : kinds) {
    std::optional<engine::InjectedFault> fault;
    for (std::size_t h = 0; h < session.hands.size() && !fault; ++h) {
      if (used[h]) continue;
      record::Session attempt = session;
      fault = engine::inject_fault(attempt, game, kind, rng, static_cast<int>(h));
      if (fault) {
        session = std::move(attempt);
        used[h] = true;
      }
    }
    if (!fault) {
      err << "stichprobe generate: no hand left for another fault; use a larger --count\n";
      return std::nullopt;
    }
    injected.push_back(*fault);
  }
  const ReadResult read = read_thr(write_thr(session));
  const engine::DocumentReport report = engine::validate_document(read);
  for (const auto& fault : injected) {
    if (const std::string problem = engine::check_found(report.findings, fault); !problem.empty()) {
      err << "stichprobe generate: an injected fault was not found as expected: " << problem << '\n';
      return std::nullopt;
    }
  }
  std::string lines;
  for (const auto& f : report.findings) lines += expected_line(f) + "\n";
  return lines;
}

}  // namespace

CommandInfo generate_info() {
  CommandInfo info;
  info.name = "generate";
  info.summary = "random legal hands of a game as THR (deterministic for a seed)";
  info.synopsis = "GAME[/VARIANT] [options]";
  info.description =
      "Deals and plays random legal hands with the game's own engine and writes them as a THR session; the "
      "same seed gives the same hands. 'stichprobe rules' lists the games, variants and rules options.";
  add_common_options(info, false);
  info.options.add_options()("players", po::value<int>()->value_name("N"),
                             "players at the table (default: the variant's first player count)")(
      "count", po::value<int>()->default_value(1)->value_name("K"), "hands in the session")(
      "seed", po::value<std::uint64_t>()->default_value(1)->value_name("S"), "random seed (same seed, same hands)")(
      "option", po::value<std::vector<std::string>>()->value_name("NAME=VALUE"), "rules option (repeatable)")(
      "output,o", po::value<std::string>()->value_name("FILE"), "write to FILE instead of standard output")(
      "faults", po::value<std::string>()->value_name("LIST"),
      "inject known faults, each in its own hand: a comma-separated list of revoke, card-from-nowhere, "
      "wrong-payout, wrong-lead, card-left-out, cards-out-of-order, outcome-flipped, sitting-out-added, "
      "unused-part-added, auction-removed, or 'all'; their expected findings go to FILE's "
      ".expected (with -o) or into a closing "
      "XML comment");
  info.operand = "game";
  info.max_operands = 1;
  info.operand_kind = Operands::Game;
  info.exit_codes = {{0, "the session was written"}, {2, "usage error, or the session could not be written"}};
  info.example = "stichprobe generate troggu/standard --players 4 --count 10 --seed 7 -o session.xml";
  return info;
}

ExitStatus generate_command(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = generate_info();
  po::variables_map vm;
  if (auto done = parse_command(info, args, vm, out, err)) return *done;
  if (!vm.count("game")) {
    err << "stichprobe generate: name a game (stichprobe rules lists them)\n";
    return ExitStatus::Usage;
  }
  const int players = vm.count("players") ? vm["players"].as<int>() : 0;
  const int count = vm["count"].as<int>();
  const std::uint64_t seed = vm["seed"].as<std::uint64_t>();
  const std::string output = vm.count("output") ? vm["output"].as<std::string>() : std::string();
  const std::vector<std::string> options =
      vm.count("option") ? vm["option"].as<std::vector<std::string>>() : std::vector<std::string>{};
  const std::string faults = vm.count("faults") ? vm["faults"].as<std::string>() : std::string();
  const GameChoice choice = resolve_game(vm["game"].as<std::vector<std::string>>().front(), err);
  if (!choice.game) return ExitStatus::Usage;
  const engine::GameSpec& spec = choice.game->spec();
  engine::SessionRequest req;
  req.variant = choice.variant;
  req.players = players;
  req.hands = count;
  req.seed = seed;
  const engine::VariantSpec* variant =
      engine::find_variant(spec, req.variant.empty() ? spec.variants.front().id : req.variant);
  for (const auto& o : options) {
    const auto eq = o.find('=');
    if (eq == std::string::npos) {
      err << "stichprobe generate: '" << o << "' is not NAME=VALUE of a " << spec.id << " rules option\n";
      return ExitStatus::Usage;
    }
    // The same check as `validate` makes of a record's <option>: what it would reject is never written.
    if (auto problem =
            engine::option_problem(spec, variant ? variant->id : req.variant, o.substr(0, eq), o.substr(eq + 1))) {
      err << "stichprobe generate: " << problem->message.en << '\n';
      return ExitStatus::Usage;
    }
    req.options[o.substr(0, eq)] = o.substr(eq + 1);
  }
  if (players != 0 && variant &&
      std::find(variant->player_counts.begin(), variant->player_counts.end(), players) ==
          variant->player_counts.end()) {
    err << "stichprobe generate: " << spec.id << "/" << variant->id << " is not played by " << players << " players\n";
    return ExitStatus::Usage;
  }
  if (count < 1) {
    err << "stichprobe generate: --count must be at least 1\n";
    return ExitStatus::Usage;
  }
  std::vector<engine::FaultKind> kinds;
  if (!parse_faults(faults, kinds, err)) return ExitStatus::Usage;
  record::Session session = engine::generate_session(*choice.game, req);
  std::string expected;
  if (!kinds.empty()) {
    const auto injected = inject_faults(session, *choice.game, kinds, seed, err);
    if (!injected) return ExitStatus::Usage;
    expected = *injected;
  }
  const std::string xml = write_thr(session);
  if (output.empty()) {
    out << xml;
    if (!kinds.empty()) out << "<!-- expected findings (LINE:COL SEVERITY CODE):\n" << expected << "-->\n";
    return ExitStatus::Clean;
  }
  std::vector<FileContent> files{{output, xml}};
  std::string expected_path;
  if (!kinds.empty()) {
    expected_path = output;
    if (expected_path.size() > 4 && expected_path.compare(expected_path.size() - 4, 4, ".xml") == 0)
      expected_path.resize(expected_path.size() - 4);
    expected_path += ".expected";
    files.push_back({expected_path, expected});
  }
  // The record and its .expected change together: neither is replaced unless both are written.
  if (auto e = write_files_atomically(files)) {
    say_write_error("generate", *e, err);
    return ExitStatus::WriteFailed;
  }
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
