#include "validator/cli/command_info.h"

#include <algorithm>
#include <ostream>

#include "formats/vocabulary.h"
#include "validator/cli/outputs.h"

namespace stichprobe::cli {

const char* version() { return STICHPROBE_VERSION; }
const char* homepage() { return STICHPROBE_HOMEPAGE; }

std::vector<CommandInfo> all_command_infos() {
  std::vector<CommandInfo> out;
  out.push_back(validate_info());
  out.push_back(generate_info());
  out.push_back(complete_info());
  out.push_back(record_info());
  out.push_back(publish_info());
  out.push_back(explain_info());
  out.push_back(rules_info());
  return out;
}

void add_common_options(CommandInfo& info, bool with_lang) {
  info.options.add_options()("help,h", "show this help and exit");
  if (!with_lang) return;
  info.options.add_options()("lang", po::value<std::string>()->default_value("en")->value_name("LANG"),
                             "language of the messages and the command's own words: en | de");
  info.choices.push_back({"lang", {"en", "de"}});
}

namespace {

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// The option names a mistyped one may have meant ("--format", "-j").
std::vector<std::string> option_names(const CommandInfo& info) {
  std::vector<std::string> names;
  for (const auto& row : option_rows(info.options)) {
    names.push_back(row.long_name);
    if (!row.short_name.empty()) names.push_back(row.short_name);
  }
  return names;
}

void unknown_option(const CommandInfo& info, const std::string& option, std::ostream& err) {
  err << "stichprobe " << info.name << ": unknown option '" << option << "'";
  // "--fromat=json" is the option "--fromat".
  const std::string name = option.substr(0, option.find('='));
  if (auto best = closest_name(name, option_names(info)); !best.empty()) err << " (did you mean '" << best << "'?)";
  err << "\n'stichprobe " << info.name << " --help' lists its options.\n";
}

bool check_choices(const CommandInfo& info, const po::variables_map& vm, std::ostream& err) {
  for (const auto& c : info.choices) {
    if (!vm.count(c.option)) continue;
    const std::string value = vm[c.option].as<std::string>();
    if (std::find(c.values.begin(), c.values.end(), value) != c.values.end()) continue;
    err << "stichprobe " << info.name << ": unknown --" << c.option << " '" << value << "'";
    if (auto best = closest_name(value, c.values); !best.empty()) err << " (did you mean '" << best << "'?)";
    err << "; known: " << join(c.values, ", ") << '\n';
    return false;
  }
  return true;
}

}  // namespace

std::optional<ExitStatus> parse_command(const CommandInfo& info, const Args& args, po::variables_map& vm,
                                        std::ostream& out, std::ostream& err) {
  po::options_description all;
  all.add(info.options);
  po::positional_options_description pos;
  if (!info.operand.empty()) {
    po::options_description hidden;
    hidden.add_options()(info.operand.c_str(), po::value<std::vector<std::string>>(), "");
    all.add(hidden);
    pos.add(info.operand.c_str(), info.max_operands);
  }
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::unknown_option& e) {
    unknown_option(info, e.get_option_name(), err);
    return ExitStatus::Usage;
  } catch (const po::error& e) {
    err << "stichprobe " << info.name << ": " << e.what() << "\n'stichprobe " << info.name
        << " --help' lists its options.\n";
    return ExitStatus::Usage;
  }
  if (vm.count("help")) {
    print_help(info, out);
    return ExitStatus::Clean;
  }
  if (!check_choices(info, vm, err)) return ExitStatus::Usage;
  return std::nullopt;
}

std::vector<OptionRow> option_rows(const po::options_description& options) {
  std::vector<OptionRow> rows;
  for (const auto& o : options.options()) {
    OptionRow row;
    row.long_name = "--" + o->long_name();
    // format_name() is "-j [ --jobs ]" for an option with a short name.
    const std::string shown = o->format_name();
    if (shown.size() > 1 && shown[0] == '-' && shown[1] != '-') row.short_name = shown.substr(0, shown.find(' '));
    // format_parameter() is "N (=1)", "NAME" or "" for a switch.
    const std::string param = o->format_parameter();
    const auto deflt = param.find(" (=");
    row.value_name = param.substr(0, deflt);
    if (deflt != std::string::npos) row.default_value = param.substr(deflt + 3, param.size() - deflt - 4);
    row.description = o->description();
    rows.push_back(std::move(row));
  }
  return rows;
}

namespace {

// `text` broken into lines of at most `width` bytes at spaces; paragraphs ("\n\n") kept.
std::string wrap(const std::string& text, std::size_t width) {
  std::string out, line;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t stop = text.find_first_of(" \n", start);
    if (stop == std::string::npos) stop = text.size();
    const std::string word = text.substr(start, stop - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    if (stop < text.size() && text[stop] == '\n') {
      out += line + '\n';
      line.clear();
    }
    start = stop + 1;
  }
  return out + line;
}

}  // namespace

void print_help(const CommandInfo& info, std::ostream& out) {
  out << "usage: stichprobe " << info.name << ' ' << info.synopsis << "\n\n"
      << wrap(info.description, 80) << "\n\n"
      << info.options << "\nexit status:\n";
  for (const auto& [code, meaning] : info.exit_codes) out << "  " << code << "  " << meaning << '\n';
  out << "  " << kBrokenPipeStatus << "  " << kBrokenPipeMeaning << '\n';
  out << "\nexample:\n  " << info.example << '\n';
}

void print_usage(std::ostream& out) {
  const auto infos = all_command_infos();
  std::size_t width = 0;
  for (const auto& c : infos) width = std::max(width, c.name.size());
  out << "usage: stichprobe COMMAND [options] [args]\n       stichprobe --version\n\ncommands:\n";
  for (const auto& c : infos) out << "  " << c.name << std::string(width - c.name.size() + 2, ' ') << c.summary << '\n';
  out << "\n'stichprobe COMMAND --help' describes a command's options; 'man stichprobe' all of them.\n";
}

}  // namespace stichprobe::cli
