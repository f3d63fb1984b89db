#include "validator/cli/list_sessions.h"

#include <iostream>

#include "formats/thr_stream.h"
#include "validator/cli/inputs.h"

namespace stichprobe::cli {

namespace {

bool list_file(const std::string& path, ByteSource& source, std::ostream& out, std::ostream& err) {
  ReadOptions reading;
  reading.card_positions = false;
  ThrStream stream(source, reading);
  std::uint64_t from = 0;
  Pos at;
  long hands = 0;
  for (ThrStream::Item item; (item = stream.next()) != ThrStream::Item::End;) {
    const ThrStream::Span& span = stream.span();
    if (item == ThrStream::Item::SessionStart) {
      from = span.at;
      at = span.at_pos;
      hands = 0;
    } else if (item == ThrStream::Item::Hand) {
      ++hands;
      stream.give_back(std::move(stream.hand()));
    } else if (item == ThrStream::Item::SessionEnd) {
      out << path << '\t' << from << '\t' << span.to << '\t' << at.line << ':' << at.column << '\t' << hands << '\n';
    }
  }
  if (stream.parsed()) return true;
  err << "stichprobe validate: " << path << ": not read to its end; validate it for the findings\n";
  return false;
}

}  // namespace

bool list_sessions(const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  bool all = true;
  for (const auto& path : files) {
    if (path == kStdinName) {
      IstreamSource in(std::cin);
      all = list_file(path, in, out, err) && all;
    } else {
      FileSource in(path);
      all = list_file(path, in, out, err) && all;
    }
  }
  return all;
}

}  // namespace stichprobe::cli
