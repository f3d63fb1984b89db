#include <boost/program_options.hpp>
#include <algorithm>
#include <fstream>
#include <iostream>

#include "formats/thr_writer.h"
#include "validator/cli/commands.h"
#include "validator/cli/game_name.h"
#include "validator/engine/generate.h"

namespace stichprobe::cli {
namespace po = boost::program_options;

ExitStatus generate_command(const Args& args, std::ostream& out, std::ostream& err) {
  po::options_description desc("stichprobe generate GAME[/VARIANT] [options]");
  int players = 0, count = 1;
  std::uint64_t seed = 1;
  std::string output;
  std::vector<std::string> options;
  desc.add_options()("help,h", "show this help")("players", po::value<int>(&players), "players at the table")(
      "count", po::value<int>(&count)->default_value(1), "hands in the session")(
      "seed", po::value<std::uint64_t>(&seed)->default_value(1), "random seed (same seed, same hands)")(
      "option", po::value<std::vector<std::string>>(&options), "rules option NAME=VALUE (repeatable)")(
      "output,o", po::value<std::string>(&output), "write to FILE instead of standard output");
  po::options_description hidden;
  hidden.add_options()("game", po::value<std::string>(), "GAME[/VARIANT]");
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("game", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    err << "stichprobe generate: " << e.what() << "\n" << desc;
    return ExitStatus::Usage;
  }
  if (vm.count("help")) {
    out << desc;
    return ExitStatus::Clean;
  }
  if (!vm.count("game")) {
    err << "stichprobe generate: name a game\n" << desc;
    return ExitStatus::Usage;
  }
  const GameChoice choice = resolve_game(vm["game"].as<std::string>(), err);
  if (!choice.game) return ExitStatus::Usage;
  const engine::GameSpec& spec = choice.game->spec();
  engine::SessionRequest req;
  req.variant = choice.variant;
  req.players = players;
  req.hands = count;
  req.seed = seed;
  for (const auto& o : options) {
    const auto eq = o.find('=');
    const engine::OptionSpec* known = eq == std::string::npos ? nullptr : engine::find_option(spec, o.substr(0, eq));
    if (!known) {
      err << "stichprobe generate: '" << o << "' is not NAME=VALUE of a " << spec.id << " rules option\n";
      return ExitStatus::Usage;
    }
    req.options[o.substr(0, eq)] = o.substr(eq + 1);
  }
  const engine::VariantSpec* variant = engine::find_variant(spec, req.variant.empty() ? spec.variants.front().id : req.variant);
  if (players != 0 && variant &&
      std::find(variant->player_counts.begin(), variant->player_counts.end(), players) == variant->player_counts.end()) {
    err << "stichprobe generate: " << spec.id << "/" << variant->id << " is not played by " << players << " players\n";
    return ExitStatus::Usage;
  }
  if (count < 1) {
    err << "stichprobe generate: --count must be at least 1\n";
    return ExitStatus::Usage;
  }
  const std::string xml = write_thr(engine::generate_session(*choice.game, req));
  if (output.empty()) {
    out << xml;
    return ExitStatus::Clean;
  }
  std::ofstream file(output, std::ios::binary);
  file << xml;
  if (!file) {
    err << "stichprobe generate: cannot write " << output << '\n';
    return ExitStatus::Usage;
  }
  return ExitStatus::Clean;
}

}  // namespace stichprobe::cli
