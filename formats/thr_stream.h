// Reading a THR file as its bytes arrive: the root, then each session's header, each
// hand and each session's end, one at a time, so memory is bounded by the largest hand
// and session header rather than by the file (a club's years of evenings in one
// <archive>, a collection's export, `zcat archive.xml.gz | stichprobe validate -`).
//
// Both reader paths read this way, element by element: the fast path (thr_fast_*)
// reads an element where it is plain, and where it gives up the pugixml path reads
// that element alone, inside copies of its ancestors' start tags, with everything the
// element's finding needs (namespaces in scope, the session's game, the order of the
// session's children, what the file's earlier parts reported). For a well-formed file
// the record and every finding, place and message are those read_thr gives for the
// whole file (tests/formats/thr_stream_test.cpp holds the two together). An XML syntax
// error, or a byte that stops the XML parser (NUL), ends the reading at its place:
// read whole, the file would show nothing else; read this way, what came before it has
// been read (and checked) already.
#pragma once
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "formats/finding.h"
#include "formats/record.h"
#include "formats/thr_reader.h"

namespace stichprobe {

class RecordSpares;

// Where the bytes come from.
class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Up to `max` more bytes into `to`; 0 at the end (and after a failed read, which sets error()).
  virtual std::size_t read(char* to, std::size_t max) = 0;
  // The format.unreadable finding of a failed read.
  const std::optional<Finding>& error() const { return error_; }

 protected:
  std::optional<Finding> error_;
};

// A file (or, for "-", standard input), read as it is asked for. A file that cannot be
// opened gives its error at once and no bytes.
class FileSource final : public ByteSource {
 public:
  explicit FileSource(const std::string& path);
  ~FileSource() override;
  FileSource(const FileSource&) = delete;
  FileSource& operator=(const FileSource&) = delete;
  std::size_t read(char* to, std::size_t max) override;
  // Reading goes on at byte `offset` (false: the source cannot seek, e.g. a pipe).
  bool seek(std::uint64_t offset);
  // The size of a regular file; nullopt for anything else (a pipe, a terminal).
  std::optional<std::uint64_t> size() const { return size_; }

 private:
  int fd_ = -1;
  bool own_ = false;
  std::string path_;
  std::optional<std::uint64_t> size_;
};

// A C++ stream (standard input as the program sees it).
class IstreamSource final : public ByteSource {
 public:
  explicit IstreamSource(std::istream& in) : in_(in) {}
  std::size_t read(char* to, std::size_t max) override;

 private:
  std::istream& in_;
};

// Bytes already read (`head`), then the rest from `rest`.
class PrefixedSource final : public ByteSource {
 public:
  PrefixedSource(std::string head, ByteSource& rest) : head_(std::move(head)), rest_(rest) {}
  std::size_t read(char* to, std::size_t max) override;

 private:
  std::string head_;
  std::size_t at_ = 0;
  ByteSource& rest_;
};

// Bytes in memory (tests, and a file read whole that turns out to be large).
class MemorySource final : public ByteSource {
 public:
  explicit MemorySource(std::string_view bytes) : bytes_(bytes) {}
  std::size_t read(char* to, std::size_t max) override;

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

namespace thr_detail {
class StreamState;
}

inline constexpr std::size_t kStreamBlock = std::size_t{128} << 10;  // within a core's cache, with the hands

class ThrStream {
 public:
  enum class Item {
    SessionStart,  // a session's header is read (all of its children before its first hand)
    Hand,          // a hand is read: hand()
    SessionEnd,    // the session's end tag is read
    End,           // the end of the file (or of the reading, after an error that ends it)
  };

  // Without `spares`, the stream keeps its own (formats/record_spares.h). `block`: how
  // many bytes it asks the source for at a time (tests make it small, to cut every
  // element somewhere).
  explicit ThrStream(ByteSource& source, const ReadOptions& options = {}, RecordSpares* spares = nullptr,
                     std::size_t block = kStreamBlock);
  ~ThrStream();
  ThrStream(const ThrStream&) = delete;
  ThrStream& operator=(const ThrStream&) = delete;

  Item next();

  // The format findings read since the last call, in the order the reader made them;
  // the caller takes them (the vector is left empty).
  Findings take_findings();

  // The document: archive or session, the archive's foreign attributes; parsed() is
  // false while (or when) no root element could be read.
  bool archive() const;
  const record::Foreign& archive_foreign() const;
  bool parsed() const;

  // The session being read (from SessionStart to SessionEnd): its header, without hands.
  const record::Session& session() const;
  // The hand of the last Item::Hand. The caller may move it out; give its blocks back
  // with give_back() once done (the next hand takes them).
  record::Hand& hand();
  void give_back(record::Hand&& hand);
  // The same hand taken out whole (no copy, no move of the record), `empty` put in its
  // place for the next hand to be read into (null: the stream makes one). `empty` must
  // be empty: a hand given back, or never read into.
  std::unique_ptr<record::Hand> take_hand(std::unique_ptr<record::Hand> empty);

  // Where the last item's bytes lie: from the end of the element before it (its
  // `from`: white space, comments or stray text belong to the item after them) to the
  // end of its own end tag. For a hand, `at` is its '<'. Offsets count bytes of the file.
  struct Span {
    std::uint64_t from = 0, at = 0, to = 0;
    Pos from_pos, at_pos, to_pos;
  };
  const Span& span() const;
  // The lowest place a finding the stream has yet to read can have (a session's end
  // reports at its start tag while it has no <players> or no hand yet).
  Pos settled() const;
  // The text of line `line` when the stream still holds it (the last two items, and the
  // lines of the root's and each session's start tag), without its line end; nullopt
  // when it does not. A line longer than 200 bytes is not kept.
  std::optional<std::string> source_line(unsigned line) const;
  // The text of the lines the last item's span touches (from the start of the line of
  // its `from`), for a finding made after the stream has moved on; the first line when
  // its start is no longer held, and the last when its end is not yet read, are left out
  // (`first` is the number of the first line given).
  std::string lines_of(const Span& span, unsigned& first) const;
  // The hand of `span` (one of the last two items, whose bytes are held) read again
  // with every card token's place, into `into`: validate reads without them and wants
  // them only for a hand with something to report. False when the bytes are gone or the
  // fast path does not take the hand (the pugixml path read it, places and all).
  bool reread_with_positions(const Span& span, record::Hand& into);
  // Bytes read from the source so far (for progress).
  std::uint64_t bytes_read() const;

  // The session's start tag, enough to read on from inside that session later (the
  // replayer reads a hand it indexed before): see resume().
  struct SessionMark;
  std::shared_ptr<const SessionMark> session_mark() const;
  // Reading goes on inside the session `mark` was taken in, at the hand whose span
  // began at `span` (the source has been sought there). The next Item is that hand.
  void resume(const std::shared_ptr<const SessionMark>& mark, const Span& span);

 private:
  std::unique_ptr<thr_detail::StreamState> state_;
};

// Largest file read whole (read_thr) rather than as its bytes arrive: everything up to
// here reads exactly as it always did, with the whole file's verdict on its XML.
inline constexpr std::size_t kReadWholeUpTo = std::size_t{1} << 20;

}  // namespace stichprobe
