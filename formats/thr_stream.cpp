// Reading a THR file as its bytes arrive (thr_stream.h). The bytes sit in one buffer
// that keeps the last two items read and a block ahead; the fast path's scanner reads
// in it element by element. Where the scanner gives up, a light scan of the markup
// (comments, CDATA, processing instructions and quoted values skipped) finds where the
// element ends: if the scanner only ran out of bytes it reads the element again with
// them, else the pugixml path reads that element alone, inside copies of its
// ancestors' start tags (thr_reader*.cpp, the same code as for a whole file).
#include "formats/thr_stream.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <istream>
#include <limits>
#include <new>

#include "formats/record_spares.h"
#include "formats/thr_fast_elements.h"
#include "formats/thr_reader_elements.h"
#include "formats/thr_reader_findings.h"
#include "formats/thr_reader_prescan.h"

namespace stichprobe {

// ---- sources

FileSource::FileSource(const std::string& path) : path_(path) {
  using thr_detail::format_finding;
  if (path == "-") {
    fd_ = 0;
    return;
  }
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
      error_ = format_finding("format.unreadable/directory", {}, {{"path", path}}, "§4");
    else
      error_ = format_finding("format.unreadable/open", {}, {{"path", path}}, "§4");
    return;
  }
  own_ = true;
  struct stat info {};
  if (::fstat(fd_, &info) == 0) {
    if (S_ISDIR(info.st_mode)) {
      error_ = format_finding("format.unreadable/directory", {}, {{"path", path}}, "§4");
      ::close(fd_);
      fd_ = -1;
      own_ = false;
      return;
    }
    if (S_ISREG(info.st_mode)) size_ = static_cast<std::uint64_t>(info.st_size);
  }
}

FileSource::~FileSource() {
  if (own_) ::close(fd_);
}

std::size_t FileSource::read(char* to, std::size_t max) {
  if (fd_ < 0 || error_) return 0;
  for (;;) {
    const ssize_t got = ::read(fd_, to, max);
    if (got >= 0) return static_cast<std::size_t>(got);
    if (errno == EINTR) continue;
    const std::string name = path_ == "-" ? "standard input" : path_;
    error_ = thr_detail::format_finding("format.unreadable", {}, {{"path", name}}, "§4");
    return 0;
  }
}

bool FileSource::seek(std::uint64_t offset) {
  if (fd_ < 0) return false;
  return ::lseek(fd_, static_cast<off_t>(offset), SEEK_SET) == static_cast<off_t>(offset);
}

std::size_t IstreamSource::read(char* to, std::size_t max) {
  if (!in_) return 0;
  in_.read(to, static_cast<std::streamsize>(max));
  const auto got = static_cast<std::size_t>(in_.gcount());
  if (got == 0 && in_.bad()) error_ = thr_detail::format_finding("format.unreadable/standard-input", {}, {}, "§4");
  return got;
}

std::size_t PrefixedSource::read(char* to, std::size_t max) {
  if (at_ < head_.size()) {
    const std::size_t n = std::min(max, head_.size() - at_);
    std::memcpy(to, head_.data() + at_, n);
    at_ += n;
    if (at_ == head_.size()) {  // its memory goes
      std::string().swap(head_);
      at_ = 0;
    }
    return n;
  }
  const std::size_t n = rest_.read(to, max);
  if (n == 0 && rest_.error()) error_ = rest_.error();
  return n;
}

std::size_t MemorySource::read(char* to, std::size_t max) {
  const std::size_t n = std::min(max, bytes_.size() - at_);
  std::memcpy(to, bytes_.data() + at_, n);
  at_ += n;
  return n;
}

// What resume() needs to read on inside a session.
struct ThrStream::SessionMark {
  std::string root_tag, root_qname, session_tag, session_qname, thr_ns, thr_prefix;
  bool root_is_session = false, root_fast = false, default_is_thr = false, session_fast = false;
  record::Session session;
  const GameVocabulary* game = nullptr;
  bool has_meta = false, has_rules = false, has_players = false;
};

namespace thr_detail {
namespace {

constexpr std::uint64_t kLineRoom = 256;   // kept before an item: its line's start (printed lines are short)
constexpr std::size_t kLongestLine = 200;  // as the text report prints them
constexpr int kGiveUpsBeforeResting = 16;  // the fast path rests after so many give-ups in a row
constexpr int kRest = 64;                  // for so many elements

std::string closing_tag(std::string_view qname) { return "</" + std::string(qname) + ">"; }

}  // namespace

// The light scan's verdict on the markup after a point: the next element, or the
// parent's end tag, or the end of the bytes before either ended.
struct Split {
  enum Kind { Element, EndTag, Incomplete } kind = Incomplete;
  std::uint64_t at = 0;       // the element's (or end tag's) '<'
  std::uint64_t tag_end = 0;  // after the element's start tag
  std::uint64_t end = 0;      // after the element or the end tag; the end of the file when incomplete
  bool empty = false;         // <x/>
  std::string qname;          // the element's
};

// One part of the file read by the pugixml path: the part's bytes inside copies of its
// ancestors' start tags (and, when the part does not close them, their end tags).
struct Part {
  std::string bytes;  // as written (the reader's positions and attribute scans)
  std::string parse;  // the copy pugixml parses in place
  std::size_t skip = 0, length = 0;
  pugi::xml_document doc;
  std::optional<LineTable> lines;
};

class StreamState {
 public:
  StreamState(ByteSource& source, const ReadOptions& options, RecordSpares* spares, std::size_t block)
      : source_(source),
        options_(options),
        spares_(spares ? *spares : own_spares_),
        block_(std::max<std::size_t>(block, 16)),
        low_water_(static_cast<std::ptrdiff_t>(std::min<std::size_t>(block_ / 4, 64 << 10))) {}

  ThrStream::Item next();

  Findings findings_;
  record::Document document_;  // the archive's flag and foreign attributes; no sessions
  bool parsed_ = false;
  record::Session session_;
  std::unique_ptr<record::Hand> hand_ = std::make_unique<record::Hand>();  // handed out whole (take_hand)
  ThrStream::Span span_, previous_span_;
  RecordSpares& spares() { return spares_; }
  Pos settled() const;
  std::optional<std::string> source_line(unsigned line) const;
  std::string lines_of(const ThrStream::Span& span, unsigned& first) const;
  bool reread(const ThrStream::Span& span, record::Hand& into);
  std::uint64_t bytes_read() const { return base_ + len_; }
  std::shared_ptr<const ThrStream::SessionMark> session_mark() const;
  void resume(const std::shared_ptr<const ThrStream::SessionMark>& mark, const ThrStream::Span& span);

 private:
  enum class Level { Prolog, Archive, Session, Epilogue, Done };
  enum class Got { Nothing, Header, Hand, End };

  // ---- the buffer
  const char* ptr(std::uint64_t offset) const { return buf_.data() + (offset - base_); }
  std::uint64_t offset_of(const char* p) const { return base_ + static_cast<std::uint64_t>(p - buf_.data()); }
  std::uint64_t end_offset() const { return base_ + len_; }
  bool fill();
  bool need(std::uint64_t upto) {
    while (end_offset() < upto)
      if (!fill()) return false;
    return true;
  }
  void ahead() {
    if (!eof_ && scanner_->end() - scanner_->cursor() < low_water_) fill();
  }
  fast::Scanner& scanner() { return *scanner_; }
  std::uint64_t cursor() const { return offset_of(scanner_->cursor()); }
  Pos here() const { return Pos{scanner_->line(), fast::column(scanner_->cursor(), scanner_->line_start())}; }
  void move_to(std::uint64_t offset, Pos pos) {
    const char* p = ptr(offset);
    scanner_->reset({p, pos.line, fast::address(p) - (pos.column - 1)});
  }

  // ---- the light scan
  bool find(std::string_view what, std::uint64_t from, std::uint64_t& at);
  bool tag_end(std::uint64_t from, std::uint64_t& gt);
  // At '<' (`lt`, `second` the byte after it): a comment, CDATA section, processing
  // instruction or DOCTYPE is passed over (`i` after it).
  enum class Markup { None, Skipped, Incomplete };
  Markup skip_markup(std::uint64_t lt, char second, std::uint64_t& i);
  // `head`: only as far as the next element's start tag (its end is not looked for).
  Split split(std::uint64_t from, bool head = false);

  // ---- the pugixml path
  bool parse_part(std::uint64_t from, std::uint64_t to, Pos origin, int ancestors, const std::string& close_this,
                  bool close_ancestors, bool closes_parent, bool file_start, Part& part, PrescanCarry& carry,
                  Findings& out);
  bool parse_part(std::uint64_t from, std::uint64_t to, Pos origin, int ancestors, const std::string& close_this,
                  bool close_ancestors, bool closes_parent, Part& part) {
    if (parse_part(from, to, origin, ancestors, close_this, close_ancestors, closes_parent, false, part, carry_,
                   findings_))
      return true;
    stop();
    return false;
  }
  Reader reader(Part& part) {
    Reader r(part.bytes, 0, *part.lines, findings_);
    r.set_thr_ns(thr_ns_);
    r.hand_n = hand_n_;
    return r;
  }
  void after_part(const Part& part, std::uint64_t to) { move_to(to, part.lines->at(part.skip + part.length)); }
  void stop() { level_ = Level::Done; }

  // ---- the levels
  void read_prolog();
  bool read_prolog_fast();
  void read_prolog_pugixml();
  Got read_archive_child();
  Got archive_child_fast();
  Got archive_child_pugixml(std::uint64_t from, Pos from_pos);
  Got read_session_child();
  Got session_child_fast(std::uint64_t& at);
  Got session_child_pugixml(std::uint64_t from, Pos from_pos, std::uint64_t& at);
  void begin_session(std::uint64_t from, Pos from_pos, std::uint64_t at, std::uint64_t tag_end, bool empty, bool fast);
  ThrStream::Item start_session();
  void end_session_here();
  void end_archive_here();
  void read_epilogue();
  bool fast_allowed() {
    if (rest_ == 0) return true;
    --rest_;
    return false;
  }
  void fast_went(bool taken) {
    if (taken) {
      misses_ = 0;
    } else if (++misses_ >= kGiveUpsBeforeResting) {
      misses_ = 0;
      rest_ = kRest;
    }
  }
  void pin_line(Pos pos, std::uint64_t at);
  // hand_ empty for the next hand: what the caller left in it goes back to the spares
  // (a caller that took the hand and gave an empty one leaves nothing to do).
  void fresh_hand() {
    if (!hand_) {
      hand_ = std::make_unique<record::Hand>();
      return;
    }
    const record::Hand& h = *hand_;
    if (h.n != 0 || h.pos.line != 0 || h.deal || h.auction || h.contract || h.play || h.result || h.outcome ||
        !h.exchanges.empty() || !h.swaps.empty() || !h.announcements.empty() || !h.rulings.empty())
      spares_.keep(std::move(*hand_));
  }
  ThrStream::Item deliver(ThrStream::Item item, const ThrStream::Span& span);

  ByteSource& source_;
  ReadOptions options_;
  RecordSpares own_spares_;
  RecordSpares& spares_;
  std::size_t block_;         // read at a time
  std::ptrdiff_t low_water_;  // fewer bytes ahead than this: read more first
  std::string buf_;
  std::size_t len_ = 0;
  std::uint64_t base_ = 0;
  std::uint64_t retain_ = 0;  // bytes from here on are kept
  bool eof_ = false, failed_ = false;
  std::optional<fast::Scanner> scanner_;
  Level level_ = Level::Prolog;
  PrescanCarry carry_;
  int misses_ = 0, rest_ = 0;

  // The root.
  std::string root_tag_, root_qname_, thr_ns_{kThrNamespace}, thr_prefix_;
  bool root_is_session_ = false, root_fast_ = false, default_is_thr_ = false, archive_open_ = false;
  Pos root_pos_;
  std::size_t sessions_ = 0;
  int archive_last_ = -1;
  // The session.
  std::string session_tag_, session_qname_;
  bool session_fast_ = false, session_open_ = false;
  SessionReading st_;
  ThrStream::Span session_span_;
  int hand_n_ = 0;  // the reader's hand number, carried from part to part
  // An item read ahead of the one returned (a session's header ends at its first hand).
  std::optional<ThrStream::Item> pending_;
  ThrStream::Span pending_span_;
  std::vector<std::pair<unsigned, std::string>> pinned_;  // lines of the root's and the sessions' start tags
};

// ---- the buffer

bool StreamState::fill() {
  if (eof_) return false;
  // Let go of what is no longer kept, when that is at least half the buffer.
  const std::uint64_t keep_from = std::max(retain_, base_);
  const auto drop = static_cast<std::size_t>(keep_from - base_);
  if (drop > 0 && drop >= len_ / 2) {
    std::memmove(buf_.data(), buf_.data() + drop, len_ - drop);
    len_ -= drop;
    base_ += drop;
    if (scanner_) scanner_->moved(-static_cast<std::ptrdiff_t>(drop));
  }
  if (buf_.size() < len_ + block_) {
    const char* before = buf_.data();
    buf_.resize(std::max(len_ + block_, buf_.size() * 2));
    if (scanner_) scanner_->moved(buf_.data() - before);
  }
  std::size_t got = 0;
  while (got < block_ && len_ + got < buf_.size()) {
    const std::size_t n = source_.read(buf_.data() + len_ + got, buf_.size() - len_ - got);
    if (n == 0) {
      eof_ = true;
      if (source_.error()) {  // what was read stays unread: the file's reading ends here
        findings_.push_back(*source_.error());
        failed_ = true;
      }
      break;
    }
    got += n;
  }
  len_ += got;
  if (scanner_) scanner_->set_end(buf_.data() + len_);
  return got > 0;
}

bool StreamState::find(std::string_view what, std::uint64_t from, std::uint64_t& at) {
  for (;;) {
    if (from < end_offset()) {
      const std::string_view have(ptr(from), static_cast<std::size_t>(end_offset() - from));
      const std::size_t i = have.find(what);
      if (i != std::string_view::npos) {
        at = from + i;
        return true;
      }
      from = std::max(from, end_offset() - std::min<std::uint64_t>(end_offset(), what.size() - 1));
    }
    if (!fill()) return false;
  }
}

bool StreamState::tag_end(std::uint64_t from, std::uint64_t& gt) {
  char quote = 0;
  for (std::uint64_t i = from;; ++i) {
    if (i >= end_offset() && !need(i + 1)) return false;
    const char c = *ptr(i);
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      gt = i;
      return true;
    }
  }
}

StreamState::Markup StreamState::skip_markup(std::uint64_t lt, char second, std::uint64_t& i) {
  auto starts = [&](std::string_view what) {
    return need(lt + what.size()) && std::string_view(ptr(lt), what.size()) == what;
  };
  std::uint64_t stop = 0, gt = 0;
  if (starts("<!--")) {
    if (!find("-->", lt + 4, stop)) return Markup::Incomplete;
    i = stop + 3;
  } else if (starts("<![CDATA[")) {
    if (!find("]]>", lt + 9, stop)) return Markup::Incomplete;
    i = stop + 3;
  } else if (second == '?') {
    if (!find("?>", lt + 2, stop)) return Markup::Incomplete;
    i = stop + 2;
  } else if (second == '!') {  // a DOCTYPE, with an internal subset maybe
    std::uint64_t bracket = 0;
    if (!tag_end(lt, gt)) return Markup::Incomplete;
    if (find("[", lt, bracket) && bracket < gt && (!find("]", bracket, stop) || !tag_end(stop, gt)))
      return Markup::Incomplete;
    i = gt + 1;
  } else {
    return Markup::None;
  }
  return Markup::Skipped;
}

Split StreamState::split(std::uint64_t from, bool head) {
  Split out;
  const std::uint64_t kept = retain_;
  retain_ = std::min(retain_, from);
  struct Restore {
    std::uint64_t& retain;
    std::uint64_t value;
    ~Restore() { retain = value; }
  } restore{retain_, std::min(kept, from)};
  int depth = 0;
  for (std::uint64_t i = from;;) {
    std::uint64_t lt = 0, gt = 0;
    if (!find("<", i, lt) || !need(lt + 2)) break;
    const char second = *ptr(lt + 1);
    const Markup markup = skip_markup(lt, second, i);
    if (markup == Markup::Incomplete) break;
    if (markup == Markup::Skipped) continue;
    if (second == '/') {
      if (!tag_end(lt, gt)) break;
      i = gt + 1;
      if (depth == 0) {
        out.kind = Split::EndTag;
        out.at = lt;
        out.end = i;
        return out;
      }
      if (--depth == 0) {
        out.kind = Split::Element;
        out.end = i;
        return out;
      }
    } else {
      if (!tag_end(lt, gt)) break;
      const bool empty = *ptr(gt - 1) == '/';
      i = gt + 1;
      if (depth == 0) {
        out.at = lt;
        out.tag_end = i;
        out.empty = empty;
        std::uint64_t n = lt + 1;
        while (n < gt && !is_xml_space(*ptr(n)) && *ptr(n) != '/') ++n;
        out.qname.assign(ptr(lt + 1), static_cast<std::size_t>(n - lt - 1));
        if (empty || head) {
          out.kind = Split::Element;
          out.end = i;
          return out;
        }
      }
      if (!empty) ++depth;
    }
  }
  out.kind = Split::Incomplete;
  need(std::numeric_limits<std::uint64_t>::max());  // to the end of the file
  out.end = end_offset();
  return out;
}

// ---- the pugixml path

// `ancestors`: 0 none, 1 the root, 2 the root and the session (a root session is the
// root). `close_this`: the qname of an element whose start tag ends the part (closed for
// the parser), empty if none. `close_ancestors`: the ancestors' end tags follow (not for a
// part the file ends in); `closes_parent`: the part ends with its parent's own end tag.
bool StreamState::parse_part(std::uint64_t from, std::uint64_t to, Pos origin, int ancestors,
                             const std::string& close_this, bool close_ancestors, bool closes_parent, bool file_start,
                             Part& part, PrescanCarry& carry, Findings& out) {
  std::vector<std::pair<const std::string*, const std::string*>> open;  // (start tag, qname)
  if (ancestors >= 1) open.emplace_back(&root_tag_, &root_qname_);
  if (ancestors >= 2 && !root_is_session_) open.emplace_back(&session_tag_, &session_qname_);
  std::string prefix, suffix;
  for (const auto& [tag, qname] : open) prefix += *tag;
  if (!close_this.empty()) suffix = closing_tag(close_this);
  if (close_ancestors)
    for (std::size_t i = open.size() - (closes_parent ? 1 : 0); i-- > 0;) suffix += closing_tag(*open[i].second);
  part.skip = prefix.size();
  part.length = static_cast<std::size_t>(to - from);
  part.bytes.reserve(prefix.size() + part.length + suffix.size());
  part.bytes = prefix;
  part.bytes.append(ptr(from), part.length);
  part.bytes += suffix;
  part.lines.emplace(std::string_view(part.bytes.data(), part.skip + part.length), part.skip, origin);
  const Prescan pre = prescan_part(part.bytes, part.skip, part.skip + part.length, file_start, *part.lines, carry, out);
  if (!pre.parse) return false;
  const std::size_t start = file_start ? pre.start : 0;
  part.parse.assign(part.bytes, start);
  const pugi::xml_parse_result parsed =
      part.doc.load_buffer_inplace(part.parse.data(), part.parse.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!parsed) {
    out.push_back(xml_syntax_finding(part.bytes, start, parsed, *part.lines));
    return false;
  }
  return true;
}

// ---- the root

void StreamState::read_prolog() {
  need(4);
  scanner_.emplace(std::string_view(buf_.data(), len_), options_.card_positions, spares_);
  const std::uint64_t start = cursor();  // after a byte order mark
  const Pos start_pos = here();
  const std::uint64_t had = end_offset();
  if (read_prolog_fast()) return;
  // Given up: did the root's start tag only run past the bytes at hand?
  const Split sp = split(0, true);
  move_to(start, start_pos);
  if (sp.kind == Split::Element && sp.end > had && read_prolog_fast()) return;
  move_to(start, start_pos);
  read_prolog_pugixml();
}

void StreamState::pin_line(Pos pos, std::uint64_t at) {
  if (pos.line == 0 || pos.column == 0 || at + 1 < pos.column) return;
  const std::uint64_t start = at - (pos.column - 1);
  if (start < base_) return;
  std::uint64_t stop = start;
  while (stop < end_offset() && *ptr(stop) != '\n' && stop - start <= kLongestLine) ++stop;
  if (stop - start > kLongestLine) return;
  std::string text(ptr(start), static_cast<std::size_t>(stop - start));
  if (!text.empty() && text.back() == '\r') text.pop_back();
  pinned_.emplace_back(pos.line, std::move(text));
}

void StreamState::begin_session(std::uint64_t from, Pos from_pos, std::uint64_t at, std::uint64_t tag_end, bool empty,
                                bool fast) {
  ++sessions_;
  session_tag_.assign(ptr(at), static_cast<std::size_t>(tag_end - at));
  session_fast_ = fast && root_fast_;
  session_open_ = true;
  hand_n_ = 0;
  pin_line(session_.pos, at);
  session_span_ = {from, at, tag_end, from_pos, session_.pos, here()};
  if (empty) {
    end_session_here();
    pending_ = ThrStream::Item::SessionEnd;
    pending_span_ = {tag_end, tag_end, tag_end, here(), here(), here()};
  } else {
    level_ = Level::Session;
  }
}

bool StreamState::read_prolog_fast() {
  fast::Scanner& s = scanner();
  const fast::Scanner::Mark m = s.mark();
  record::Document doc;
  try {
    s.declaration();
    s.skip_misc();
    const char* lt = s.cursor();
    const fast::Tag root = s.start_tag(lt);
    const fast::Tag own = root_attributes(s, root, doc.foreign);
    thr_prefix_ = std::string(s.thr_prefix());
    s.keep_thr_prefix(thr_prefix_);
    default_is_thr_ = s.default_is_thr();
    const std::uint64_t at = offset_of(lt), tag_end = cursor();
    if (root.name == "session") {
      session_ = record::Session{};
      st_ = SessionReading{};
      st_.game = &read_session_start(own, session_);
      root_is_session_ = true;
    } else if (root.name == "archive") {
      doc.archive = true;
      read_archive_start(own);
    } else {
      fast::give_up();
    }
    s.forget_decoded();
    root_pos_ = root.pos;
    root_tag_.assign(ptr(at), static_cast<std::size_t>(tag_end - at));
    root_qname_ = std::string(root.qname);
    parsed_ = root_fast_ = true;
    document_.archive = doc.archive;
    (root_is_session_ ? session_.foreign : document_.foreign) = std::move(doc.foreign);
    pin_line(root.pos, at);
    if (root_is_session_) {
      session_tag_ = root_tag_;
      session_qname_ = root_qname_;
      begin_session(0, Pos{1, 1}, at, tag_end, root.empty, true);
      if (root.empty) level_ = Level::Epilogue;
    } else {
      archive_open_ = true;
      level_ = Level::Archive;
      if (root.empty) end_archive_here();
    }
    return true;
  } catch (const fast::GiveUp&) {
    s.reset(m);
    s.forget_decoded();
    root_is_session_ = false;
    return false;
  }
}

void StreamState::read_prolog_pugixml() {
  const Split sp = split(0, true);
  const bool has_root = sp.kind == Split::Element;
  const std::uint64_t to = has_root ? (sp.empty ? sp.end : sp.tag_end) : sp.end;
  Part part;
  if (!parse_part(0, to, Pos{1, 1}, 0, has_root && !sp.empty ? sp.qname : std::string(), false, false, true, part,
                  carry_, findings_)) {
    stop();
    return;
  }
  const std::size_t start = part.bytes.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  Reader r(part.bytes, start, *part.lines, findings_);
  const pugi::xml_node root = find_root(r, part.doc.first_child(), false);
  parsed_ = true;
  if (!root) {
    r.report("format.xml-syntax/no-root", r.pos_at(0), {}, "§4");
    stop();
    return;
  }
  root_pos_ = r.pos(root);
  r.push_declarations(root);
  const RootKind kind = read_root_start(r, root, document_);
  if (kind == RootKind::None) {  // nothing below the root is read
    stop();
    return;
  }
  thr_ns_ = std::string(r.thr_ns());
  root_tag_.assign(ptr(sp.at), static_cast<std::size_t>(sp.tag_end - sp.at));
  root_qname_ = sp.qname;
  pin_line(root_pos_, sp.at);
  after_part(part, to);
  if (kind == RootKind::Session) {
    root_is_session_ = true;
    session_tag_ = root_tag_;
    session_qname_ = root_qname_;
    session_ = record::Session{};
    st_ = SessionReading{};
    read_session_attributes(r, root, session_, st_);
    begin_session(0, Pos{1, 1}, sp.at, to, sp.empty, false);
    if (sp.empty) level_ = Level::Epilogue;
    return;
  }
  archive_open_ = true;
  level_ = Level::Archive;
  if (sp.empty) end_archive_here();
}

void StreamState::end_archive_here() {
  archive_open_ = false;
  end_archive(root_pos_, sessions_, findings_);
  level_ = Level::Epilogue;
}

// ---- the archive's children

StreamState::Got StreamState::read_archive_child() {
  ahead();
  const std::uint64_t from = cursor();
  const Pos from_pos = here();
  const std::uint64_t had = end_offset();
  if (root_fast_ && fast_allowed()) {
    Got got = archive_child_fast();
    if (got == Got::Nothing) {
      // Given up: did the start tag only run past the bytes at hand?
      const Split sp = split(from, true);
      move_to(from, from_pos);
      const std::uint64_t head = sp.kind == Split::Element ? (sp.empty ? sp.end : sp.tag_end) : sp.end;
      if (sp.kind != Split::Incomplete && head > had) got = archive_child_fast();
    }
    fast_went(got != Got::Nothing);
    if (got != Got::Nothing) return got;
    move_to(from, from_pos);
  }
  return archive_child_pugixml(from, from_pos);
}

StreamState::Got StreamState::archive_child_fast() {
  fast::Scanner& s = scanner();
  const fast::Scanner::Mark m = s.mark();
  const std::uint64_t from = cursor();
  const Pos from_pos = here();
  try {
    s.skip_misc();
    const char* lt = s.cursor();
    if (s.end() - lt >= 2 && lt[0] == '<' && lt[1] == '/') {
      s.end_tag(root_qname_);
      end_archive_here();
      return Got::End;
    }
    const fast::Tag c = s.start_tag(lt);
    if (!fast::same(c.name, "session")) fast::give_up();
    record::Session session;
    const GameVocabulary& game = read_session_start(c, session);
    s.forget_decoded();
    session_ = std::move(session);
    st_ = SessionReading{};
    st_.game = &game;
    session_qname_ = std::string(c.qname);
    begin_session(from, from_pos, offset_of(lt), cursor(), c.empty, true);
    return Got::Header;
  } catch (const fast::GiveUp&) {
    s.reset(m);
    s.forget_decoded();
    return Got::Nothing;
  }
}

StreamState::Got StreamState::archive_child_pugixml(std::uint64_t from, Pos from_pos) {
  const Split sp = split(from, true);
  if (sp.kind == Split::Incomplete) {
    Part part;
    parse_part(from, sp.end, from_pos, 1, {}, false, false, part);
    stop();
    return Got::Nothing;
  }
  auto walk = [&](Part& part, std::uint64_t to, auto&& visit) {
    Reader r = reader(part);
    const pugi::xml_node root = part.doc.first_child();
    r.push_declarations(root);
    for (pugi::xml_node c = root.first_child(); c; c = c.next_sibling())
      r.child(root, c, {"session"}, document_.foreign, false, false, "§4", archive_last_,
              [&](int, pugi::xml_node e) { visit(r, e); });
    hand_n_ = r.hand_n;
    after_part(part, to);
  };
  if (sp.kind == Split::EndTag) {  // text before the archive's end tag
    Part part;
    if (!parse_part(from, sp.end, from_pos, 1, {}, true, true, part)) return Got::Nothing;
    walk(part, sp.end, [](Reader&, pugi::xml_node) {});
    end_archive_here();
    return Got::End;
  }
  // Is it a THR session? Its start tag alone (closed for the parser) tells.
  const std::uint64_t head_to = sp.empty ? sp.end : sp.tag_end;
  const std::string close_head = sp.empty ? std::string() : sp.qname;
  bool session = false;
  {
    Part probe;
    PrescanCarry carry = carry_;
    Findings scratch;
    if (parse_part(from, head_to, from_pos, 1, close_head, true, false, false, probe, carry, scratch)) {
      Reader r(probe.bytes, 0, *probe.lines, scratch);
      r.set_thr_ns(thr_ns_);
      const pugi::xml_node root = probe.doc.first_child();
      r.push_declarations(root);
      for (pugi::xml_node c = root.first_child(); c; c = c.next_sibling())
        if (c.type() == pugi::node_element) {
          r.push_declarations(c);
          const auto ns = r.namespace_of(c.name(), false);
          session = ns && *ns == r.thr_ns() && Reader::local_name(c.name()) == "session";
        }
    }
  }
  if (session) {
    Part part;
    if (!parse_part(from, head_to, from_pos, 1, close_head, true, false, part)) return Got::Nothing;
    session_ = record::Session{};
    st_ = SessionReading{};
    walk(part, head_to, [&](Reader& r, pugi::xml_node e) { read_session_attributes(r, e, session_, st_); });
    session_qname_ = sp.qname;
    begin_session(from, from_pos, sp.at, sp.tag_end, sp.empty, false);
    return Got::Header;
  }
  // A foreign or unknown element, or broken markup: the whole element.
  const Split whole = sp.empty ? sp : split(from);
  Part part;
  const bool complete = whole.kind != Split::Incomplete;
  if (!parse_part(from, whole.end, from_pos, 1, {}, complete, false, part)) return Got::Nothing;
  if (!complete) {
    stop();
    return Got::Nothing;
  }
  walk(part, whole.end, [](Reader&, pugi::xml_node) {});
  return Got::Nothing;
}

// ---- a session's children

StreamState::Got StreamState::session_child_fast(std::uint64_t& at) {
  fast::Scanner& s = scanner();
  const fast::Scanner::Mark m = s.mark();
  int index = -1;
  std::optional<record::Meta> meta;
  std::vector<record::RuleOption> rules;
  std::vector<record::Player> players;
  try {
    s.skip_misc();
    const char* lt = s.cursor();
    at = offset_of(lt);
    if (s.end() - lt >= 2 && lt[0] == '<' && lt[1] == '/') {
      s.end_tag(session_qname_);
      return Got::End;
    }
    // A hand as its writers spell it first (Scanner::exact_start), any child the general way.
    static constexpr fast::Spelling kHand{"<hand", {" n=\"", " dealer=\""}, 2};
    fast::Tag c;
    int last = st_.last;
    if (last <= 3 && s.exact_start(lt, kHand, c)) {
      index = last = 3;
    } else {
      c = s.start_tag(lt);
      index = session_child(c.name, last);
    }
    if (index < 3) {
      meta = session_.meta;
      rules = session_.rules;
      players = session_.players;
      bool has_players = st_.has_players;
      read_session_header_child(s, c, index, session_, has_players);
      st_.has_players = has_players;
      st_.has_meta = st_.has_meta || index == 0;
      st_.has_rules = st_.has_rules || index == 1;
      st_.last = last;
      s.forget_decoded();
      return Got::Header;
    }
    fresh_hand();
    read_hand(s, c, *hand_, *st_.game);
    st_.last = last;
    ++st_.hands;
    hand_n_ = hand_->n;
    s.forget_decoded();
    return Got::Hand;
  } catch (const fast::GiveUp&) {
    s.reset(m);
    s.forget_decoded();
    if (index >= 0 && index < 3) {
      session_.meta = std::move(meta);
      session_.rules = std::move(rules);
      session_.players = std::move(players);
      session_.has_rules = st_.has_rules;
    } else if (index == 3) {
      spares_.keep(std::move(*hand_));
    }
    return Got::Nothing;
  }
}

StreamState::Got StreamState::session_child_pugixml(std::uint64_t from, Pos from_pos, std::uint64_t& at) {
  const Split sp = split(from);
  const bool complete = sp.kind != Split::Incomplete;
  const bool closes = sp.kind == Split::EndTag;
  Part part;
  if (!parse_part(from, sp.end, from_pos, 2, {}, complete, closes, part)) return Got::Nothing;
  if (!complete) {  // the file ends inside it, yet it parsed: nothing more can be read
    stop();
    return Got::Nothing;
  }
  at = sp.at;
  Reader r = reader(part);
  pugi::xml_node session = part.doc.first_child();
  r.push_declarations(session);
  if (!root_is_session_) {
    pugi::xml_node inner;
    for (pugi::xml_node c = session.first_child(); c && !inner; c = c.next_sibling())
      if (c.type() == pugi::node_element) inner = c;
    session = inner;
    r.push_declarations(session);
  }
  Got got = Got::Header;
  const std::function<record::Hand&()> hand = [&]() -> record::Hand& {
    got = Got::Hand;
    fresh_hand();
    return *hand_;
  };
  for (pugi::xml_node c = session.first_child(); c; c = c.next_sibling())
    thr_detail::read_session_child(r, session, c, session_, st_, hand);
  hand_n_ = r.hand_n;
  after_part(part, sp.end);
  return closes ? Got::End : got;
}

StreamState::Got StreamState::read_session_child() {
  ahead();
  const std::uint64_t from = cursor();
  const Pos from_pos = here();
  const std::uint64_t had = end_offset();
  Got got = Got::Nothing;
  std::uint64_t at = from;
  if (session_fast_ && st_.game && fast_allowed()) {
    got = session_child_fast(at);
    if (got == Got::Nothing) {
      // Given up: did the element only run past the bytes at hand?
      const Split sp = split(from);
      move_to(from, from_pos);
      if (sp.kind != Split::Incomplete && sp.end > had) got = session_child_fast(at);
    }
    fast_went(got != Got::Nothing);
  }
  if (got == Got::Nothing) {
    move_to(from, from_pos);
    got = session_child_pugixml(from, from_pos, at);
    if (level_ == Level::Done) return Got::Nothing;
  }
  if (got == Got::Hand) pending_span_ = {from, at, cursor(), from_pos, hand_->pos, here()};
  if (got == Got::End) {
    pending_span_ = {from, at, cursor(), from_pos, Pos{}, here()};
    end_session_here();
  }
  return got;
}

void StreamState::end_session_here() {
  session_open_ = false;
  hand_n_ = 0;
  end_session(session_, st_, findings_);
  level_ = root_is_session_ ? Level::Epilogue : Level::Archive;
}

// A session's start tag is read: its header (every child before its first hand) too,
// and the first hand or the session's end waits as the next item.
ThrStream::Item StreamState::start_session() {
  using Item = ThrStream::Item;
  if (!pending_) {
    for (;;) {
      const Got got = read_session_child();
      if (got == Got::Header) continue;
      if (got == Got::Hand) pending_ = Item::Hand;
      if (got == Got::End) pending_ = Item::SessionEnd;
      break;  // Nothing: the reading stopped; End follows
    }
  }
  return deliver(Item::SessionStart, session_span_);
}

// ---- after the root

void StreamState::read_epilogue() {
  ahead();
  fast::Scanner& s = scanner();
  const std::uint64_t from = cursor();
  const Pos from_pos = here();
  retain_ = std::min(retain_, from);
  try {
    for (;;) {
      s.skip_misc();
      if (s.cursor() < s.end() || eof_) break;
      fill();
    }
    if (s.cursor() >= s.end()) {
      level_ = Level::Done;
      return;
    }
  } catch (const fast::GiveUp&) {  // a comment the bytes at hand end in, or anything odd
  }
  // Something after the root: the pugixml path reads the rest of the file.
  need(std::numeric_limits<std::uint64_t>::max());
  // After a copy of the root (empty), as pugixml wants an element in a document.
  Part part;
  const std::string root_tag = root_tag_;
  root_tag_ += closing_tag(root_qname_);
  const bool parsed = parse_part(from, end_offset(), from_pos, 1, {}, false, false, false, part, carry_, findings_);
  root_tag_ = root_tag;
  if (parsed) {
    Reader r(part.bytes, 0, *part.lines, findings_);
    find_root(r, part.doc.first_child(), false);
  }
  level_ = Level::Done;
}

// ---- items

ThrStream::Item StreamState::deliver(ThrStream::Item item, const ThrStream::Span& span) {
  previous_span_ = span_;
  span_ = span;
  const std::uint64_t from = std::min(previous_span_.from, span_.from);
  retain_ = from - std::min(from, kLineRoom);
  return item;
}

ThrStream::Item StreamState::next() {
  using Item = ThrStream::Item;
  if (pending_) {
    const Item item = *pending_;
    pending_.reset();
    return deliver(item, pending_span_);
  }
  for (;;) {
    if (failed_) level_ = Level::Done;
    switch (level_) {
      case Level::Prolog:
        read_prolog();
        if (session_open_ || pending_) return start_session();
        continue;
      case Level::Archive:
        if (read_archive_child() == Got::Header) return start_session();
        continue;
      case Level::Session: {
        const Got got = read_session_child();
        if (got == Got::Hand) return deliver(Item::Hand, pending_span_);
        if (got == Got::End) return deliver(Item::SessionEnd, pending_span_);
        continue;
      }
      case Level::Epilogue: read_epilogue(); continue;
      case Level::Done: return Item::End;
    }
  }
}

Pos StreamState::settled() const {
  if (level_ == Level::Prolog || !scanner_) return Pos{0, 0};
  if (session_open_ && (!st_.has_players || st_.hands == 0)) return session_.pos;
  if (archive_open_ && sessions_ == 0) return root_pos_;
  if (level_ == Level::Done) return Pos{~0u, ~0u};
  return here();
}

std::optional<std::string> StreamState::source_line(unsigned line) const {
  for (const auto& [n, text] : pinned_)
    if (n == line) return text;
  const ThrStream::Span& first = previous_span_.from < span_.from ? previous_span_ : span_;
  if (first.from_pos.line == 0 || line < first.from_pos.line) return std::nullopt;
  std::uint64_t start = 0;
  if (line == first.from_pos.line) {
    if (first.from + 1 < first.from_pos.column) return std::nullopt;
    start = first.from - (first.from_pos.column - 1);
    if (start < base_) return std::nullopt;
  } else {
    std::uint64_t i = std::max(first.from, base_);
    for (unsigned l = first.from_pos.line; l < line; ++l) {
      const void* nl =
          i < end_offset() ? std::memchr(ptr(i), '\n', static_cast<std::size_t>(end_offset() - i)) : nullptr;
      if (!nl) return std::nullopt;
      i = offset_of(static_cast<const char*>(nl)) + 1;
    }
    start = i;
  }
  std::uint64_t stop = start;
  while (stop < end_offset() && *ptr(stop) != '\n' && stop - start <= kLongestLine + 1) ++stop;
  if (stop - start > kLongestLine + 1) return std::string();  // a huge line: nobody prints it
  if (stop == end_offset() && !eof_) return std::nullopt;
  std::string text(ptr(start), static_cast<std::size_t>(stop - start));
  if (!text.empty() && text.back() == '\r') text.pop_back();
  if (text.size() > kLongestLine) return std::string();
  return text;
}

bool StreamState::reread(const ThrStream::Span& span, record::Hand& into) {
  if (span.at < base_ || span.to > end_offset() || span.to <= span.at || !st_.game || !session_fast_) return false;
  const char* at = ptr(span.at);
  fast::Scanner s(std::string_view(at, static_cast<std::size_t>(span.to - span.at)), true, spares_);
  s.reset({at, span.at_pos.line, fast::address(at) - (span.at_pos.column - 1)});
  s.bind(thr_prefix_, default_is_thr_);
  record::Hand hand;
  try {
    const fast::Tag t = s.start_tag(at);
    if (!fast::same(t.name, "hand")) return false;
    read_hand(s, t, hand, *st_.game);
  } catch (const fast::GiveUp&) {
    spares_.keep(std::move(hand));
    return false;
  }
  spares_.keep(std::move(into));
  into = std::move(hand);
  return true;
}

std::string StreamState::lines_of(const ThrStream::Span& span, unsigned& first) const {
  first = span.from_pos.line;
  std::uint64_t start = span.from >= span.from_pos.column - 1 ? span.from - (span.from_pos.column - 1) : 0;
  if (start < base_ || span.from_pos.line == 0) {  // the first line's start is gone: from the next line on
    const std::uint64_t from = std::max(span.from, base_);
    const void* nl =
        from < end_offset() ? std::memchr(ptr(from), '\n', static_cast<std::size_t>(end_offset() - from)) : nullptr;
    if (!nl) return {};
    start = offset_of(static_cast<const char*>(nl)) + 1;
    ++first;
  }
  std::uint64_t stop = std::min(std::max(span.to, start), end_offset());
  while (stop < end_offset() && *ptr(stop) != '\n') ++stop;
  if (stop == end_offset() && !eof_) {  // the last line's end is not read yet
    while (stop > start && *ptr(stop - 1) != '\n') --stop;
  }
  return std::string(ptr(start), static_cast<std::size_t>(stop - start));
}

std::shared_ptr<const ThrStream::SessionMark> StreamState::session_mark() const {
  auto mark = std::make_shared<ThrStream::SessionMark>();
  mark->root_tag = root_tag_;
  mark->root_qname = root_qname_;
  mark->session_tag = session_tag_;
  mark->session_qname = session_qname_;
  mark->thr_ns = thr_ns_;
  mark->thr_prefix = thr_prefix_;
  mark->root_is_session = root_is_session_;
  mark->root_fast = root_fast_;
  mark->default_is_thr = default_is_thr_;
  mark->session_fast = session_fast_;
  mark->session = session_;
  mark->game = st_.game;
  mark->has_meta = st_.has_meta;
  mark->has_rules = st_.has_rules;
  mark->has_players = st_.has_players;
  return mark;
}

void StreamState::resume(const std::shared_ptr<const ThrStream::SessionMark>& mark, const ThrStream::Span& span) {
  root_tag_ = mark->root_tag;
  root_qname_ = mark->root_qname;
  session_tag_ = mark->session_tag;
  session_qname_ = mark->session_qname;
  thr_ns_ = mark->thr_ns;
  thr_prefix_ = mark->thr_prefix;
  root_is_session_ = mark->root_is_session;
  root_fast_ = mark->root_fast;
  default_is_thr_ = mark->default_is_thr;
  session_fast_ = mark->session_fast;
  session_ = mark->session;
  st_ = SessionReading{};
  st_.game = mark->game;
  st_.has_meta = mark->has_meta;
  st_.has_rules = mark->has_rules;
  st_.has_players = mark->has_players;
  st_.last = 3;
  st_.hands = 1;
  sessions_ = 1;
  session_open_ = true;
  archive_open_ = false;
  pending_.reset();
  findings_.clear();
  pinned_.clear();
  parsed_ = true;
  eof_ = false;
  len_ = 0;
  base_ = retain_ = span.at;
  previous_span_ = span_ = ThrStream::Span{span.at, span.at, span.at, span.at_pos, span.at_pos, span.at_pos};
  if (!scanner_) {
    buf_.resize(block_);
    scanner_.emplace(std::string_view(buf_.data(), len_), options_.card_positions, spares_);  // len_ is 0
  }
  fill();
  scanner_->set_end(buf_.data() + len_);
  move_to(span.at, span.at_pos);
  if (root_fast_) scanner_->bind(thr_prefix_, default_is_thr_);
  level_ = Level::Session;
}

}  // namespace thr_detail

// ---- the public face

ThrStream::ThrStream(ByteSource& source, const ReadOptions& options, RecordSpares* spares, std::size_t block)
    : state_(std::make_unique<thr_detail::StreamState>(source, options, spares, block)) {}
ThrStream::~ThrStream() = default;

ThrStream::Item ThrStream::next() {
  try {
    return state_->next();
  } catch (const std::bad_alloc&) {
    state_->findings_.push_back(thr_detail::format_finding("format.unreadable/memory", {}, {}, "§4"));
    return Item::End;
  }
}

Findings ThrStream::take_findings() {
  Findings out;
  out.swap(state_->findings_);
  return out;
}

bool ThrStream::archive() const { return state_->document_.archive; }
const record::Foreign& ThrStream::archive_foreign() const { return state_->document_.foreign; }
bool ThrStream::parsed() const { return state_->parsed_; }
const record::Session& ThrStream::session() const { return state_->session_; }
record::Hand& ThrStream::hand() {
  if (!state_->hand_) state_->hand_ = std::make_unique<record::Hand>();  // taken, none given in its place
  return *state_->hand_;
}
std::unique_ptr<record::Hand> ThrStream::take_hand(std::unique_ptr<record::Hand> empty) {
  std::unique_ptr<record::Hand> out = std::move(state_->hand_);
  state_->hand_ = std::move(empty);  // fresh_hand() makes one when there is none
  return out;
}
void ThrStream::give_back(record::Hand&& hand) { state_->spares().keep(std::move(hand)); }
const ThrStream::Span& ThrStream::span() const { return state_->span_; }
Pos ThrStream::settled() const { return state_->settled(); }
std::optional<std::string> ThrStream::source_line(unsigned line) const { return state_->source_line(line); }
std::uint64_t ThrStream::bytes_read() const { return state_->bytes_read(); }
std::string ThrStream::lines_of(const Span& span, unsigned& first) const { return state_->lines_of(span, first); }
bool ThrStream::reread_with_positions(const Span& span, record::Hand& into) { return state_->reread(span, into); }
std::shared_ptr<const ThrStream::SessionMark> ThrStream::session_mark() const { return state_->session_mark(); }
void ThrStream::resume(const std::shared_ptr<const SessionMark>& mark, const Span& span) { state_->resume(mark, span); }

}  // namespace stichprobe
