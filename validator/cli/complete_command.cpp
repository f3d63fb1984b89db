// `stichprobe complete FILE [-o OUT]`: the record with every unknown card that the
// rest of it determines written in. Only the bytes of each inferred `?` change; a
// missing <deal> that the play and exchange determine is inserted as an element,
// indented like its siblings. Everything else stays byte for byte.
#include <algorithm>
#include <boost/program_options.hpp>
#include <ostream>
#include <sstream>

#include "formats/thr_reader.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/outputs.h"
#include "validator/engine/infer_hand.h"

namespace stichprobe::cli {
namespace {

struct Edit {
  std::size_t at = 0, length = 0;
  std::string text;
};

class Offsets {
 public:
  explicit Offsets(const std::string& bytes) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < bytes.size(); ++i)
      if (bytes[i] == '\n') starts_.push_back(i + 1);
  }
  // The byte of a line:column place (both 1-based); npos when outside the file.
  std::size_t at(Pos p) const {
    if (p.line == 0 || p.column == 0 || p.line > starts_.size()) return std::string::npos;
    return starts_[p.line - 1] + p.column - 1;
  }

 private:
  std::vector<std::size_t> starts_;
};

std::string codes(const record::CardList& l) {
  std::string out;
  for (Card c : l.cards) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

// A <deal> element for `deal`, inserted right after the start tag of the hand at `hand_at`.
std::optional<Edit> deal_edit(const std::string& bytes, std::size_t hand_at, const record::Deal& deal) {
  if (hand_at >= bytes.size() || bytes[hand_at] != '<') return std::nullopt;
  std::size_t name_end = hand_at + 1;
  while (name_end < bytes.size() && !std::isspace(static_cast<unsigned char>(bytes[name_end])) &&
         bytes[name_end] != '>' && bytes[name_end] != '/')
    ++name_end;
  const std::string name = bytes.substr(hand_at + 1, name_end - hand_at - 1);
  const auto colon = name.find(':');
  const std::string prefix = colon == std::string::npos ? "" : name.substr(0, colon + 1);
  // The end of the start tag (attribute values may hold '>').
  std::size_t end = name_end;
  char quote = 0;
  for (; end < bytes.size(); ++end) {
    const char c = bytes[end];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      break;
    }
  }
  if (end >= bytes.size() || bytes[end - 1] == '/') return std::nullopt;
  const std::size_t line_start = bytes.rfind('\n', hand_at) == std::string::npos ? 0 : bytes.rfind('\n', hand_at) + 1;
  const std::string hand_indent = bytes.substr(line_start, hand_at - line_start);
  const std::size_t next = bytes.find('<', end + 1);
  std::string gap = next == std::string::npos ? "" : bytes.substr(end + 1, next - end - 1);
  const auto nl = gap.rfind('\n');
  std::string child = nl == std::string::npos ? hand_indent + "  " : gap.substr(nl + 1);
  if (child.find_first_not_of(" \t") != std::string::npos) child = hand_indent + "  ";
  const std::string step = child.size() > hand_indent.size() && child.compare(0, hand_indent.size(), hand_indent) == 0
                               ? child.substr(hand_indent.size())
                               : std::string("  ");
  const std::string inner = "\n" + child + step;
  std::string text = "\n" + child + "<" + prefix + "deal>";
  for (const auto& sc : deal.hands)
    text += inner + "<" + prefix + "cards seat=\"" + std::to_string(sc.seat) + "\">" + codes(sc.cards) + "</" + prefix +
            "cards>";
  if (deal.talon) {
    text += inner + "<" + prefix + "talon>";
    if (deal.talon->cards) text += codes(*deal.talon->cards);
    for (const auto& p : deal.talon->packets) text += "<" + prefix + "packet>" + codes(p) + "</" + prefix + "packet>";
    text += "</" + prefix + "talon>";
  }
  text += "\n" + child + "</" + prefix + "deal>";
  return Edit{end + 1, 0, text};
}

// What `complete` changes in the bytes, and what it counts.
struct Completion {
  std::vector<Edit> edits;
  int filled = 0, open = 0, unreadable = 0;
  bool inconsistent = false;
};

// One hand's determined cards written over its '?' (an unreadable code stays as written),
// and a rebuilt <deal> inserted.
void complete_hand(const engine::HandInference& hi, const record::Hand& hand, const std::string& bytes,
                   const Offsets& offsets, Completion& done, std::ostream& err) {
  if (!hi.inference.consistent) {
    done.inconsistent = true;
    err << "hand " << hand.n << ": no assignment of the unknown cards fits the record: " << hi.inference.problem.en
        << '\n';
    return;
  }
  for (std::size_t i = 0; i < hi.flow.lists.size(); ++i) {
    const engine::FlowList& l = hi.flow.lists[i];
    if (l.is_virtual) continue;
    for (std::size_t k = 0; k < l.slots.size(); ++k) {
      if (!l.slots[k].card.is_unknown()) continue;
      const Card c = hi.inference.lists[i].cards[k];
      if (c.is_unknown()) {
        ++done.open;
        continue;
      }
      const std::size_t at = offsets.at(l.slots[k].pos);
      if (at < bytes.size() && bytes[at] == '?') {
        done.edits.push_back({at, 1, card_code(c)});
        ++done.filled;
      } else {
        ++done.unreadable;  // an unreadable code the reader kept as unknown: left as written
      }
    }
  }
  if (hi.deal_rebuilt && hi.filled && hi.filled->deal)
    if (auto e = deal_edit(bytes, offsets.at(hand.pos), *hi.filled->deal)) {
      done.edits.push_back(*e);
      err << "hand " << hand.n << ": inserted the <deal> that the play and the exchange determine\n";
    }
}

}  // namespace

CommandInfo complete_info() {
  CommandInfo info;
  info.name = "complete";
  info.summary = "a record with every unknown card ('?') that the rest of it determines filled in";
  info.synopsis = "[options] FILE|-";
  info.description =
      "Writes FILE with every unknown card ('?') that the rest of the record determines filled in, and a missing "
      "<deal> that the play and the exchange determine inserted; every other byte stays as it was. '-' reads "
      "standard input. What was filled and what stays open is said on standard error.";
  add_common_options(info, false);
  info.options.add_options()("output,o", po::value<std::string>()->value_name("OUT"),
                             "write the completed record to OUT (default: standard output)");
  info.operand = "file";
  info.max_operands = -1;
  info.operand_kind = Operands::OneFile;
  info.exit_codes = {{0, "nothing to do, or every determined card filled in"},
                     {1, "the unknown cards fit no assignment"},
                     {2, "usage error, unreadable file, or the record could not be written"}};
  info.example = "stichprobe complete -o full.xml samples/troggu/standard/partial-deal-not-recorded-4p.xml";
  return info;
}

ExitStatus complete_command(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = complete_info();
  po::variables_map vm;
  if (auto done = parse_command(info, args, vm, out, err)) return *done;
  const std::string output = vm.count("output") ? vm["output"].as<std::string>() : std::string();
  const std::vector<std::string> files =
      vm.count("file") ? vm["file"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (files.size() != 1) {
    err << "stichprobe complete: give exactly one FILE (or '-' for standard input)\n";
    return ExitStatus::Usage;
  }
  const bool from_stdin = files.front() == "-";
  const FileBytes file = from_stdin ? read_stdin_bytes() : read_file_bytes(files.front());
  const std::string& bytes = file.bytes;
  const ReadResult read = read_thr(bytes);
  if (file.error || !read.parsed) {
    err << "stichprobe complete: cannot read " << (from_stdin ? kStdinName : files.front()) << '\n';
    return ExitStatus::Usage;
  }
  const Offsets offsets(bytes);
  Completion done;
  // What is said about the hands waits until the record is written: after a failed
  // write only the failure is said.
  std::ostringstream notes;
  for (const auto& session : read.document.sessions) {
    const std::vector<engine::HandInference> hands = engine::infer_session(session);
    for (std::size_t h = 0; h < hands.size(); ++h)
      if (hands[h].ran) complete_hand(hands[h], session.hands[h], bytes, offsets, done, notes);
  }
  std::vector<Edit>& edits = done.edits;
  const int filled = done.filled, open = done.open, unreadable = done.unreadable;
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.at > b.at; });
  std::string result = bytes;
  for (const Edit& e : edits) result.replace(e.at, e.length, e.text);
  if (!write_output("complete", output, result, out, err)) return ExitStatus::WriteFailed;
  err << notes.str() << "filled " << filled << (filled == 1 ? " unknown card; " : " unknown cards; ") << open
      << (open == 1 ? " stays open" : " stay open");
  if (unreadable)
    err << "; " << unreadable << (unreadable == 1 ? " unreadable code" : " unreadable codes") << " left as written";
  err << '\n';
  return done.inconsistent ? ExitStatus::Findings : ExitStatus::Clean;
}

}  // namespace stichprobe::cli
