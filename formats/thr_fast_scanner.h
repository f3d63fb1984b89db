// The byte-level half of the THR reader's fast path (thr_fast_reader.cpp): start and
// end tags, attributes, white space, comments, references, text and card tokens of
// the XML that THR writers produce (ours and other programs': a BOM, CRLF, either
// quote, any attribute order, comments between elements, a namespace prefix),
// keeping line and column on the way (no line table). Anything outside that throws
// GiveUp; the file is then read again by the pugixml path, which is the reference
// and reports whatever is wrong.
#pragma once
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <forward_list>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/record.h"
#include "formats/record_spares.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace stichprobe::thr_detail::fast {

// Names are short: two loads of the same width from each, the first and the last bytes
// (overlapping when the size is no power of two), beat a call to memcmp and a loop over
// the bytes (which was a twentieth of validation's time: every name and value matched).
template <class Word>
[[gnu::always_inline]] inline bool same_ends(const char* a, const char* b, std::size_t n) {
  Word a0, b0, a1, b1;
  std::memcpy(&a0, a, sizeof(Word));
  std::memcpy(&b0, b, sizeof(Word));
  std::memcpy(&a1, a + n - sizeof(Word), sizeof(Word));
  std::memcpy(&b1, b + n - sizeof(Word), sizeof(Word));
  return ((a0 ^ b0) | (a1 ^ b1)) == 0;
}

[[gnu::always_inline]] inline bool same(std::string_view a, std::string_view b) {
  const std::size_t n = a.size();
  if (n != b.size()) return false;
  if (n >= 8)
    return n <= 16 ? same_ends<std::uint64_t>(a.data(), b.data(), n) : std::memcmp(a.data(), b.data(), n) == 0;
  if (n >= 4) return same_ends<std::uint32_t>(a.data(), b.data(), n);
  if (n >= 2) return same_ends<std::uint16_t>(a.data(), b.data(), n);
  return n == 0 || a[0] == b[0];
}

// A card code as parse_card_code reads it (the unknown card for anything else, which
// the caller gives up on), decided by table: this runs once per card of every file.
// A test compares the two on every string of up to three bytes.
struct CardCodes {
  // Suited ranks by their second byte (-1: none); "10" is decided on its own.
  std::array<std::int8_t, 256> rank{};
  std::array<std::int8_t, 256> suit{};
  constexpr CardCodes() {
    for (auto& r : rank) r = -1;
    for (auto& x : suit) x = -1;
    for (char c = '1'; c <= '9'; ++c) rank[static_cast<unsigned char>(c)] = static_cast<std::int8_t>(c - '1');
    rank['J'] = static_cast<std::int8_t>(Rank::Jack);
    rank['C'] = static_cast<std::int8_t>(Rank::Cavalier);
    rank['Q'] = static_cast<std::int8_t>(Rank::Queen);
    rank['K'] = static_cast<std::int8_t>(Rank::King);
    rank['A'] = static_cast<std::int8_t>(Rank::Ace);
    suit['C'] = static_cast<std::int8_t>(Suit::Clubs);
    suit['S'] = static_cast<std::int8_t>(Suit::Spades);
    suit['H'] = static_cast<std::int8_t>(Suit::Hearts);
    suit['D'] = static_cast<std::int8_t>(Suit::Diamonds);
  }
};
inline constexpr CardCodes kCardCodes{};

inline std::optional<Card> card_code_at(const char* p, std::size_t n) {
  const auto first = static_cast<unsigned char>(p[0]);
  if (n == 2) {
    const auto second = static_cast<unsigned char>(p[1]);
    if (first == 'T') {
      if (second >= '1' && second <= '9') return Card::trump(second - '0');
      return std::nullopt;
    }
    const int suit = kCardCodes.suit[first], rank = kCardCodes.rank[second];
    if (suit < 0 || rank < 0) return std::nullopt;
    return Card::suited(static_cast<Suit>(suit), static_cast<Rank>(rank));
  }
  return parse_card_code(std::string_view(p, n));  // "?", "F", "T10".."T21", "C10"..
}

// Every card code (of one to three bytes) by a perfect hash of its bytes: the key is
// the code's bytes as a little-endian number, its slot the top bits of key * kMultiplier
// (a multiplier found to give every code its own slot; the constructor checks it).
// A card token is then one multiplication and one compare, without a branch per byte.
struct CardHash {
  static constexpr std::uint32_t kMultiplier = 0x96c8da19u;
  static constexpr int kBits = 9;
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;  // no code's key (they have three bytes at most)
  struct Slot {
    std::uint32_t key = kNone;
    std::uint32_t length = 0;  // a token ending in a NUL byte has the key of the code one shorter
    Card card;
  };
  std::array<Slot, std::size_t{1} << kBits> slots{};
  bool collision = false;
  static constexpr std::uint32_t slot_of(std::uint32_t key) { return (key * kMultiplier) >> (32 - kBits); }
  constexpr void add(std::string_view code) {
    std::uint32_t key = 0;
    for (std::size_t i = 0; i < code.size(); ++i)
      key |= static_cast<std::uint32_t>(static_cast<unsigned char>(code[i])) << (8 * i);
    Slot& slot = slots[slot_of(key)];
    collision = collision || slot.key != kNone;
    slot.key = key;
    slot.length = static_cast<std::uint32_t>(code.size());
    slot.card = *parse_card_code(code);
  }
  constexpr CardHash() {
    add("?");
    add("F");
    constexpr std::string_view kDigits = "0123456789";
    for (int t = 1; t <= 21; ++t) {
      char code[3] = {'T', kDigits[static_cast<std::size_t>(t < 10 ? t : t / 10)],
                      kDigits[static_cast<std::size_t>(t % 10)]};
      add(std::string_view(code, t < 10 ? 2 : 3));
    }
    constexpr std::string_view kRanks[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K", "A"};
    for (char suit : std::string_view("CSHD"))
      for (std::string_view rank : kRanks) {
        char code[3] = {suit, rank[0], rank.size() > 1 ? rank[1] : '\0'};
        add(std::string_view(code, 1 + rank.size()));
      }
  }
};
inline constexpr CardHash kCardHash{};
static_assert(!kCardHash.collision, "CardHash::kMultiplier must give every card code its own slot");

// parse_strict_int with the common case first: one or two plain digits.
[[gnu::always_inline]] inline std::optional<int> small_int(std::string_view v) {
  if (v.size() == 1 && v[0] >= '0' && v[0] <= '9') return v[0] - '0';
  if (v.size() == 2 && v[0] >= '1' && v[0] <= '9' && v[1] >= '0' && v[1] <= '9')
    return (v[0] - '0') * 10 + (v[1] - '0');
  return std::nullopt;
}

// parse_rational's common case first: a whole number of one to four digits, with or
// without a minus (points, payments, totals).
[[gnu::always_inline]] inline std::optional<std::int64_t> whole_number(std::string_view v) {
  const std::size_t sign = !v.empty() && v[0] == '-' ? 1 : 0;
  const std::size_t digits = v.size() - sign;
  if (digits == 0 || digits > 4) return std::nullopt;
  std::int64_t value = 0;
  for (std::size_t i = sign; i < v.size(); ++i) {
    if (v[i] < '0' || v[i] > '9') return std::nullopt;
    value = value * 10 + (v[i] - '0');
  }
  return sign ? -value : value;
}

struct GiveUp {};  // thrown inside the fast path only; read_thr_fast catches it
[[noreturn]] inline void give_up() { throw GiveUp{}; }

inline bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

// Byte classes, by table: the scanner asks one of these for every byte of a file.
struct ByteClasses {
  enum : std::uint8_t { kNameStart = 1, kName = 2, kTokenEnd = 4, kValueStop = 8, kReference = 16, kHigh = 32 };
  std::array<std::uint8_t, 256> of{};
  constexpr ByteClasses() {
    for (int c = 0; c < 256; ++c) {
      const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
      std::uint8_t k = 0;
      if (letter || c == '_') k |= kNameStart | kName;
      if ((c >= '0' && c <= '9') || c == '-' || c == '.') k |= kName;
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '<') k |= kTokenEnd;  // ends a card token
      if (c < 0x20 || c == '<') k |= kValueStop;  // in an attribute value: give up
      if (c == '&') k |= kReference;
      if (c >= 0x80) k |= kHigh;  // UTF-8, to be checked (plain_bytes)
      of[static_cast<std::size_t>(c)] = k;
    }
  }
  bool is(char c, std::uint8_t k) const { return (of[static_cast<unsigned char>(c)] & k) != 0; }
};
inline constexpr ByteClasses kBytes{};

// At a card token (its first byte ends no token) followed by at least three more
// bytes: its length, its card in `card`. The token ends at the first of those bytes
// that ends a token (a longer one is no card code); its bytes are looked up in
// kCardHash. Either gives up.
// The card of the token of `length` (1 to 3) bytes at p, whose next bytes (four from p
// in all) may be read.
[[gnu::always_inline]] inline Card hashed_card(const char* p, std::uint32_t length) {
  std::uint32_t bytes;  // p[0..3] in one load (little-endian: p[0] lowest), the token's kept
  std::memcpy(&bytes, p, sizeof bytes);
  if constexpr (std::endian::native == std::endian::big) bytes = __builtin_bswap32(bytes);
  static constexpr std::uint32_t kKeep[] = {0, 0xFFu, 0xFFFFu, 0xFFFFFFu};  // the token's bytes of the four loaded
  const std::uint32_t key = bytes & kKeep[length];
  const CardHash::Slot& slot = kCardHash.slots[CardHash::slot_of(key)];
  if (slot.key != key || slot.length != length) give_up();
  return slot.card;
}

[[gnu::always_inline]] inline std::size_t card_token(const char* p, Card& card) {
  const auto ends = [p](int i) { return static_cast<std::uint32_t>(kBytes.is(p[i], ByteClasses::kTokenEnd)); };
  const std::uint32_t e1 = ends(1), e2 = ends(2), e3 = ends(3);
  if ((e1 | e2 | e3) == 0) give_up();
  const std::uint32_t length = 3 - (e1 | e2) - e1;  // 1, 2 or 3, without a branch
  card = hashed_card(p, length);
  return length;
}

// Whether [begin, end) holds printable ASCII, '\t', '\n', '\r' and valid UTF-8 only
// (the pugixml path reports control characters and broken UTF-8). The scanner checks
// the bytes of text, comments and attribute values so; the rest of a file it takes
// only as names, white space, card codes and THR's punctuation, which are plain.
bool plain_bytes(const char* begin, const char* end);

// Appends the text of [p, end) as an XML parser reports it: references replaced (the
// five predefined entities and character references to characters XML allows) and,
// in text, line ends normalised ("\r\n" and a lone '\r' to '\n'). Anything else gives up.
void decode_text(const char* p, const char* end, std::string& out);

// A line's start is kept as an address, not a pointer: reading as the bytes arrive
// (thr_stream.cpp), the buffer may have let go of a long line's first bytes while its
// columns still count from there.
[[gnu::always_inline]] inline std::uintptr_t address(const char* p) { return reinterpret_cast<std::uintptr_t>(p); }
[[gnu::always_inline]] inline unsigned column(const char* q, std::uintptr_t line_start) {
  return static_cast<unsigned>(address(q) - line_start + 1);
}

// Plain data without initialisers: a Tag's slots are written only as attributes are
// found (zeroing them for every tag was a third of the time spent on tags).
struct Attribute {
  const char* name_begin;
  const char* value_begin;
  std::uint32_t name_size, value_size;
  unsigned line, column;  // the value's first byte
  bool decoded;           // the value held references: it is their decoded text, not the file's bytes
  std::string_view name() const { return {name_begin, name_size}; }
  std::string_view value() const { return {value_begin, value_size}; }
  Pos value_pos() const { return {line, column}; }
};

struct Tag {
  static constexpr int kMaxAttributes = 8;  // THR elements have at most five (and the root declarations)
  std::string_view name;                    // the local name
  std::string_view qname;                   // as written, with its prefix
  Pos pos;                                  // its '<'
  bool empty = false;                       // written <name .../>
  int count = 0;
  Attribute attributes[kMaxAttributes];
};

// A start tag as THR's writers write it: `<name`, each attribute as ` name="` in this
// order with a value of name bytes, then `>` or `/>` (Scanner::exact_start).
struct Spelling {
  std::string_view open;                         // "<name"
  std::array<std::string_view, 2> attributes{};  // ` name="` each
  int count = 0;
  constexpr std::string_view name() const { return open.substr(1); }
};

// Bytes matched piece by piece from `at` against what THR's writers write: each step
// false at the first byte that differs (the caller then reads the element the general
// way, which takes bytes that match the same).
class Exact {
 public:
  Exact(const char* at, const char* end) : q_(at), end_(end) {}
  [[gnu::always_inline]] bool lit(std::string_view s) {
    if (end_ - q_ < static_cast<std::ptrdiff_t>(s.size()) || !same(std::string_view(q_, s.size()), s)) return false;
    q_ += s.size();
    return true;
  }
  // A value of name bytes (letters, digits, '-', '.', '_': nothing to decode or check)
  // up to its closing '"', which is read too; not empty.
  [[gnu::always_inline]] bool value(std::string_view& v) {
    if (!name_bytes('"', v)) return false;
    ++q_;
    return true;
  }
  // Text of name bytes up to the next '<' (not read), not empty.
  [[gnu::always_inline]] bool text(std::string_view& v) { return name_bytes('<', v); }
  const char* at() const { return q_; }

 private:
  [[gnu::always_inline]] bool name_bytes(char stop, std::string_view& v) {
    const char* const begin = q_;
    while (q_ < end_ && kBytes.is(*q_, ByteClasses::kName)) ++q_;
    if (q_ == begin || q_ >= end_ || *q_ != stop) return false;
    v = std::string_view(begin, static_cast<std::size_t>(q_ - begin));
    return true;
  }

  const char* q_;
  const char* end_;
};

class Scanner {
 public:
  // Without `card_positions`, card lists get their cards only (ReadOptions).
  // A UTF-8 byte order mark is skipped; columns on the first line still count its bytes.
  // The record's vectors take their blocks from `spares` where it has them.
  Scanner(std::string_view bytes, bool card_positions, RecordSpares& spares)
      : p_(bytes.data()),
        end_(bytes.data() + bytes.size()),
        line_start_(address(bytes.data())),
        positions_(card_positions),
        spares_(spares) {
    if (starts_with("\xEF\xBB\xBF")) p_ += 3;
  }

  RecordSpares& spares() { return spares_; }

  // ---- reading as the bytes arrive (thr_stream.cpp): where the scanner stands, to go
  // back there when an element ran past the bytes at hand, and the bytes it reads.
  struct Mark {
    const char* p;
    unsigned line;
    std::uintptr_t line_start;
  };
  Mark mark() const { return {p_, line_, line_start_}; }
  void reset(const Mark& m) {
    p_ = m.p;
    line_ = m.line;
    line_start_ = m.line_start;
  }
  const char* cursor() const { return p_; }
  const char* end() const { return end_; }
  unsigned line() const { return line_; }
  std::uintptr_t line_start() const { return line_start_; }
  // The bytes now end at `end` (more have arrived).
  void set_end(const char* end) { end_ = end; }
  // The buffer moved by `delta` bytes (its live bytes kept, in order).
  void moved(std::ptrdiff_t delta) {
    p_ += delta;
    end_ += delta;
    line_start_ += static_cast<std::uintptr_t>(delta);
  }
  // Decoded attribute values are needed until the element that holds them is read.
  void forget_decoded() { decoded_.clear(); }
  // Which prefix names THR and whether unprefixed elements are THR's (see bind_namespace).
  std::string_view thr_prefix() const { return thr_prefix_; }
  bool default_is_thr() const { return default_is_thr_; }
  // The same prefix from a string that outlives the root's bytes.
  void keep_thr_prefix(std::string_view prefix) { thr_prefix_ = prefix; }
  // The root's binding, read before (reading on from inside a session).
  void bind(std::string_view thr_prefix, bool default_is_thr) {
    thr_prefix_ = thr_prefix;
    default_is_thr_ = default_is_thr;
    bound_ = true;
  }

  // Where a session's hands begin (at its first), and how many more hands the rest of
  // the file holds, at the size of the `read` hands since: to size the vector of hands.
  void mark_hands() { hands_begin_ = p_; }
  std::size_t hands_ahead(std::size_t read) const {
    const auto per_hand = static_cast<std::size_t>(p_ - hands_begin_) / read + 1;
    return static_cast<std::size_t>(end_ - p_) / per_hand;
  }

  bool at_end() const { return p_ >= end_; }
  Pos here() const { return at(p_); }

  // The hot loops walk a local pointer: a byte read through the member could alias
  // the member itself, and the compiler would store it back on every byte.
  [[gnu::always_inline]] void skip_space() {
    Cursor c{p_, line_, line_start_};
    skip_space(c);
    leave(c, c.p);
  }

  // White space between elements: a line end and an indentation, mostly. Sixteen
  // bytes at a time, where they can be read (a loop per byte ended at an unpredictable
  // length after every element); the lines are counted from the mask of line ends.
  [[gnu::always_inline]] void skip_indentation() {
#if defined(__SSE2__)
    if (end_ - p_ >= 16) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p_));
      const auto is = [&v](char ch) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(ch)); };
      const __m128i line_end = is('\n');
      const auto space = static_cast<unsigned>(
          _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(line_end, is(' ')), _mm_or_si128(is('\t'), is('\r')))));
      const unsigned other = ~space & 0xFFFFu;
      const int n = other ? std::countr_zero(other) : 16;
      const unsigned lines = static_cast<unsigned>(_mm_movemask_epi8(line_end)) & ((1u << n) - 1);
      if (lines) {
        line_start_ = address(p_ + std::bit_width(lines));            // after the last line end
        for (unsigned rest = lines; rest; rest &= rest - 1) ++line_;  // one, mostly (no popcnt in x86-64's base)
      }
      p_ += n;
      if (other) return;
    }
#endif
    skip_space();
  }

  // White space and comments (between elements, before and after the root).
  [[gnu::always_inline]] void skip_misc() {
    skip_indentation();
    if (end_ - p_ >= 2 && p_[0] == '<' && p_[1] == '!') skip_comments();
  }

  // At "<!": comments and the white space after them.
  void skip_comments() {
    for (;;) {
      if (end_ - p_ < 4 || p_[0] != '<' || p_[1] != '!' || p_[2] != '-' || p_[3] != '-') return;
      p_ += 4;
      for (;;) {
        const void* dash = std::memchr(p_, '-', static_cast<std::size_t>(end_ - p_));
        if (!dash || !plain_bytes(p_, static_cast<const char*>(dash))) give_up();
        count_lines(p_, static_cast<const char*>(dash));
        p_ = static_cast<const char*>(dash);
        if (starts_with("-->")) break;
        ++p_;
      }
      p_ += 3;
      skip_space();
    }
  }

  // The XML declaration, or none (called at the start of the file, after a BOM):
  // version 1.0, an encoding that is UTF-8, standalone yes or no, either quote. Any
  // other is the pugixml path's to check (its encoding, its place).
  void declaration() {
    if (!starts_with("<?xml")) return;
    p_ += 5;
    pseudo_attribute("version", {"1.0"}, true);
    pseudo_attribute("encoding", {"UTF-8", "utf-8", "UTF8", "utf8"}, false);
    pseudo_attribute("standalone", {"yes", "no"}, false);
    skip_space();
    if (!starts_with("?>")) give_up();
    p_ += 2;
  }

  // Which prefix names THR (empty: none) and whether unprefixed elements are THR's,
  // as the root declares them; `root` must be in THR.
  void bind_namespace(std::string_view thr_prefix, bool default_is_thr, const Tag& root) {
    thr_prefix_ = thr_prefix;
    default_is_thr_ = default_is_thr;
    bound_ = true;
    check_namespace(root.qname, root.name);
  }

  // At '<': a start tag in THR's namespace (once the root has bound it) whose
  // attribute values hold no '<' or control character, each written name="value" or
  // name='value' (white space allowed around '='); references in values are decoded.
  // It walks a local cursor: the tag's stores (pointers, line numbers) could alias the
  // members, which the compiler would otherwise reload after each.
  Tag start_tag() { return start_tag(p_); }
  // The same, with the scanner at `at` (which children() passes in a register: read
  // back from the member, it waited on the store of the white space's end).
  Tag start_tag(const char* at) {
    if (at >= end_ || *at != '<') give_up();
    Tag t;
    t.pos = Pos{line_, column(at, line_start_)};
    Cursor c{at + 1, line_, line_start_};
    const char* const end = end_;
    // The names are kept in registers until they are checked: read back from the tag,
    // two 8-byte stores as one 16-byte load stalled on every tag.
    std::size_t local_start = 0;
    const std::string_view qname = name(c.p, local_start);
    const std::string_view local(qname.data() + local_start, qname.size() - local_start);
    if (bound_) check_namespace(qname, local);
    t.qname = qname;
    t.name = local;
    for (;;) {
      if (c.p >= end) give_up();
      if (*c.p == '>') {
        leave(c, c.p + 1);
        return t;
      }
      if (*c.p == '/') {
        if (c.p + 1 >= end || c.p[1] != '>') give_up();
        leave(c, c.p + 2);
        t.empty = true;
        return t;
      }
      if (*c.p == ' ' && c.p + 1 < end && !is_space(c.p[1])) {  // one space, as writers put it: no loop
        ++c.p;
      } else {
        if (!is_space(*c.p)) give_up();  // attributes are separated by white space
        skip_space(c);
      }
      if (c.p >= end || *c.p == '>' || *c.p == '/') continue;
      if (t.count == Tag::kMaxAttributes) give_up();
      Attribute& a = t.attributes[t.count++];
      std::size_t prefix_end = 0;  // attributes are matched by their qualified names
      const std::string_view attribute_name = name(c.p, prefix_end);
      a.name_begin = attribute_name.data();
      a.name_size = static_cast<std::uint32_t>(attribute_name.size());
      if (c.p < end && *c.p != '=') skip_space(c);  // name = "value" (rare: no loop for name="value")
      if (c.p >= end || *c.p != '=') give_up();
      ++c.p;
      if (c.p < end && *c.p != '"' && *c.p != '\'') skip_space(c);
      if (c.p >= end || (*c.p != '"' && *c.p != '\'')) give_up();
      const char quote = *c.p++;
      a.line = c.line;
      a.column = column(c.p, c.line_start);
      const char* value = c.p;
      bool references = false;
      const char* q = value_end(value, end, quote, references);
      a.decoded = references;
      if (references) {
        std::string& text = decoded_.emplace_front();
        decode_text(value, q, text);
        a.value_begin = text.data();
        a.value_size = static_cast<std::uint32_t>(text.size());
      } else {
        a.value_begin = value;
        a.value_size = static_cast<std::uint32_t>(q - value);
      }
      c.p = q + 1;
    }
  }

  // "</name>" (white space allowed before the '>').
  void end_tag(std::string_view element) {
    if (end_ - p_ < static_cast<std::ptrdiff_t>(element.size()) + 3 || p_[0] != '<' || p_[1] != '/') give_up();
    p_ += 2;
    if (!same(std::string_view(p_, element.size()), element)) give_up();
    p_ += element.size();
    if (p_ < end_ && *p_ == '>') {  // no white space before the '>', as writers put it
      ++p_;
      return;
    }
    skip_space();
    if (p_ >= end_ || *p_ != '>') give_up();
    ++p_;
  }

  // The rest of an element that has neither text nor children.
  void no_content(const Tag& t) {
    if (t.empty) return;
    skip_space();
    end_tag(t.qname);
  }

  // Each child element of `t` in turn (`visit(tag)` reads it to its end); comments
  // between them are skipped, text between them gives up.
  template <class Visit>
  void children(const Tag& t, Visit&& visit) {
    children(
        t, [](const char*) { return false; }, visit);
  }
  // The same, where `exact(at)` first tries the child at `at` as THR's writers write it
  // (see Exact): true when it read the child to its end, false when it read nothing,
  // and `visit` reads it the general way.
  template <class TryExact, class Visit>
  void children(const Tag& t, TryExact&& exact, Visit&& visit) {
    if (t.empty) return;
    for (;;) {
      skip_misc();
      const char* const at = p_;
      if (end_ - at >= 2 && at[0] == '<' && at[1] == '/') {
        end_tag(t.qname);
        return;
      }
      if (exact(at)) continue;
      visit(start_tag(at));
    }
  }

  // ---- elements written exactly as THR's writers write them (`<trick>`, `<pay seat="1"
  // amount="-8"/>`), matched as literal bytes rather than read as a name and attributes
  // (a tag's general reading and the lookup of its attributes were a third of reading).
  // Only where unprefixed elements are THR's; the matched bytes hold no line end.
  // The start tag spelt `spelling` at `at`: `t` as start_tag reads it (its names are
  // `spelling`'s), the scanner after it.
  bool exact_start(const char* at, const Spelling& spelling, Tag& t) {
    if (!default_is_thr_) return false;
    Exact e(at, end_);
    if (!e.lit(spelling.open)) return false;
    for (int i = 0; i < spelling.count; ++i) {
      const std::string_view written = spelling.attributes[static_cast<std::size_t>(i)];
      const char* const name = e.at() + 1;
      std::string_view v;
      if (!e.lit(written) || !e.value(v)) return false;
      Attribute& a = t.attributes[i];
      a.name_begin = name;
      a.name_size = static_cast<std::uint32_t>(written.size() - 3);  // without ' ', '=' and '"'
      a.value_begin = v.data();
      a.value_size = static_cast<std::uint32_t>(v.size());
      a.line = line_;
      a.column = column(v.data(), line_start_);
      a.decoded = false;
    }
    const bool empty = e.lit("/>");
    if (!empty && !e.lit(">")) return false;
    exact_tag(at, e.at(), spelling.name(), t);
    t.empty = empty;
    t.count = spelling.count;
    return true;
  }
  // The start tag `<name>` without attributes at `at`: `t` as start_tag reads it (`name`
  // must outlive it), the scanner after it.
  [[gnu::always_inline]] bool exact_start(const char* at, std::string_view name, Tag& t) {
    const std::size_t n = name.size();
    if (!default_is_thr_ || end_ - at < static_cast<std::ptrdiff_t>(n) + 2 || at[0] != '<' || at[n + 1] != '>' ||
        !same(std::string_view(at + 1, n), name))
      return false;
    exact_tag(at, at + n + 2, name, t);
    return true;
  }
  // The start tag of `name` (with content) matched from `at` up to `after`: `t` as
  // start_tag reads it but for its attributes, which the caller has read; the scanner
  // after it.
  [[gnu::always_inline]] void exact_tag(const char* at, const char* after, std::string_view name, Tag& t) {
    t.pos = at_place(at);
    t.name = t.qname = name;
    t.empty = false;
    t.count = 0;
    p_ = after;
  }
  bool exact_allowed() const { return default_is_thr_; }
  // The place of a byte on the scanner's line.
  Pos at_place(const char* q) const { return at(q); }
  // The scanner continues at `q`, on its line (the bytes before it were matched exactly).
  void exact_to(const char* q) { p_ = q; }

  // How many child elements `t` has, at most (its start tags up to its end tag, when
  // its children hold no elements of their own): to reserve record vectors once.
  std::size_t count_children(const Tag& t) const {
    if (t.empty) return 0;
    std::size_t n = 0;
    for (const char* q = p_;;) {
      const void* lt = std::memchr(q, '<', static_cast<std::size_t>(end_ - q));
      if (!lt) return n;
      q = static_cast<const char*>(lt) + 1;
      if (q >= end_) return n;
      if (*q != '/') {
        ++n;
      } else if (end_ - q > static_cast<std::ptrdiff_t>(t.qname.size()) &&
                 same(std::string_view(q + 1, t.qname.size()), t.qname)) {
        return n;
      }
    }
  }

  // True when the content of `t` starts with a child element (not text, not its end).
  bool content_is_element(const Tag& t) {
    if (t.empty) return false;
    skip_misc();
    return end_ - p_ >= 2 && p_[0] == '<' && p_[1] != '/';
  }

  // The text of an element holding only text, up to its end tag: as the XML parser
  // reports it, i.e. "" when it is only white space, references decoded, line ends
  // normalised. Valid until the next call.
  std::string_view text(const Tag& t) {
    if (t.empty) return {};
    const char* begin = p_;
    bool blank = true, decode = false, check = false;
    while (p_ < end_ && *p_ != '<') {
      const char c = *p_;
      if (c == '\n') {
        ++p_;
        new_line();
        continue;
      }
      decode = decode || c == '&' || c == '\r';
      blank = blank && (c == ' ' || c == '\t' || c == '\r');
      check = check || static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x80;
      ++p_;
    }
    if (check && !plain_bytes(begin, p_)) give_up();
    std::string_view text(begin, static_cast<std::size_t>(p_ - begin));
    end_tag(t.qname);
    if (blank) return {};
    if (decode) {
      text_.clear();
      decode_text(text.data(), text.data() + text.size(), text_);
      text = text_;
    }
    return text;
  }

  // The card tokens of a card-list element up to its end tag, each with its place.
  // A token that is not a THR card code gives up (the pugixml path reports it). On a
  // local cursor, as start_tag: a card stored is a byte, which may alias anything.
  void card_text(const Tag& t, record::CardList& list) {
    list.pos = t.pos;
    if (t.empty) return;
    Tokens tokens{batch_, positions_, spares_, list};
    Cursor c{p_, line_, line_start_};
    const char* const end = end_;
    for (;;) {
#if defined(__SSE2__)
      if (end - c.p >= kChunk + 3) {
        if (card_chunk(c, tokens)) break;
        continue;
      }
#endif
      skip_space(c);
      if (c.p >= end) give_up();
      if (*c.p == '<') break;
      const char* start = c.p;
      const Pos where{c.line, column(start, c.line_start)};
      Card card;
      if (end - start >= 4) {  // the element's end tag is still to come: a token's next three bytes can be read
        c.p = start + card_token(start, card);
      } else {
        while (c.p < end && !kBytes.is(*c.p, ByteClasses::kTokenEnd)) ++c.p;
        card = tokens.code(start, c.p);
      }
      tokens.add(card, where);
    }
    leave(c, c.p);
    tokens.finish();
    // At its '<': the end tag as writers write it, without a call (the general one,
    // which also takes white space before the '>', was a sixth of a short list's time).
    const std::size_t n = t.qname.size();
    if (end - c.p >= static_cast<std::ptrdiff_t>(n) + 3 && c.p[1] == '/' && c.p[n + 2] == '>' &&
        same(std::string_view(c.p + 2, n), t.qname)) {
      p_ = c.p + n + 3;
      return;
    }
    end_tag(t.qname);
  }

  // The card tokens of an attribute value (separated by spaces: a value holds no
  // other white space here), placed from the value's first byte.
  void card_tokens(const Attribute& a, record::CardList& list) {
    if (a.decoded) give_up();  // the tokens' places are not in the decoded text
    Tokens tokens{batch_, positions_, spares_, list};
    const char* p = a.value_begin;
    const char* end = p + a.value_size;
    while (p < end) {
      if (*p == ' ') {
        ++p;
        continue;
      }
      const char* start = p;
      while (p < end && *p != ' ') ++p;
      tokens.add(tokens.code(start, p), Pos{a.line, a.column + static_cast<unsigned>(start - a.value_begin)});
    }
    tokens.finish();
  }

 private:
  // A card list's cards are written into the list in place (InlineCards::room); their
  // places are gathered in the scanner's batch (made once per file, not per list) and
  // moved into the list's token_pos in one go.
  static constexpr std::size_t kBatch = 96;
  using Batch = std::array<Pos, kBatch>;
  struct Tokens {
    Batch& places;
    bool positions;
    RecordSpares& spares;
    record::CardList& list;
    // The room the list has already (its inline places, a kept block): no call for a
    // list's first card.
    Card* begin = list.cards.end();  // the cards written since the last count
    Card* out = begin;
    Card* limit = out + list.cards.room_size();  // the end of the room
    std::size_t n = 0;                           // places gathered
    static Card code(const char* begin, const char* end) {
      const auto card = card_code_at(begin, static_cast<std::size_t>(end - begin));
      if (!card) give_up();
      return *card;
    }
    // Inline, its rare parts apart: a call for each card cost more than the card's store.
    [[gnu::always_inline]] void add(Card card) {
      if (out == limit) [[unlikely]]
        more_room();
      *out++ = card;
    }
    [[gnu::always_inline]] void add(Card card, Pos where) {
      add(card);
      if (!positions) return;
      if (n == kBatch) [[unlikely]]
        flush_places();
      places[n++] = where;
    }
    [[gnu::noinline]] void more_room() {
      list.cards.filled(static_cast<std::size_t>(out - begin));
      begin = out = list.cards.room(1);
      limit = out + list.cards.room_size();
    }
    void finish() {
      list.cards.filled(static_cast<std::size_t>(out - begin));
      begin = out;
      if (positions && n > 0) flush_places();
    }
    [[gnu::noinline]] void flush_places() {
      // Kept blocks go from list to list: each holds as many places as a list of
      // inline cards, so that a trick's block serves a dealt hand without growing.
      spares.take(list.token_pos);
      list.token_pos.reserve(InlineCards::kInline);
      list.token_pos.insert(list.token_pos.end(), places.begin(), places.begin() + static_cast<std::ptrdiff_t>(n));
      n = 0;
    }
  };

  // A name, with at most one ':' between a prefix and the local part, which starts
  // at `local_start`; `q` is left after it. ASCII only: anything else the XML parser
  // takes in a name gives up where the name is expected to end.
  [[gnu::always_inline]] std::string_view name(const char*& q, std::size_t& local_start) const {
    const char* const begin = q;
    local_start = 0;
    if (q >= end_ || !kBytes.is(*q, ByteClasses::kNameStart)) give_up();
    ++q;
    while (q < end_ && kBytes.is(*q, ByteClasses::kName)) ++q;
    if (q < end_ && *q == ':') {
      ++q;
      local_start = static_cast<std::size_t>(q - begin);
      if (q >= end_ || !kBytes.is(*q, ByteClasses::kNameStart)) give_up();
      while (q < end_ && kBytes.is(*q, ByteClasses::kName)) ++q;
    }
    return {begin, static_cast<std::size_t>(q - begin)};
  }

  // Where an attribute value that starts at q ends (at its closing `quote`), and
  // whether it holds references. It gives up at a control character or '<' (the
  // parser turns line ends and tabs into spaces) and at broken UTF-8.
  [[gnu::always_inline]] static const char* value_end(const char* q, const char* end, char quote, bool& references) {
    const char* const begin = q;
    bool utf8 = false;
    while (q < end && *q != quote) {
      const std::uint8_t k = kBytes.of[static_cast<unsigned char>(*q)];
      if (k & (ByteClasses::kValueStop | ByteClasses::kReference | ByteClasses::kHigh)) {
        if (k & ByteClasses::kValueStop) give_up();
        references = references || (k & ByteClasses::kReference);
        utf8 = utf8 || (k & ByteClasses::kHigh);
      }
      ++q;
    }
    if (q >= end || (utf8 && !plain_bytes(begin, q))) give_up();
    return q;
  }

  // A position in the bytes with its line, kept in locals by the hot loops.
  struct Cursor {
    const char* p;
    unsigned line;
    std::uintptr_t line_start;  // the address of the line's first byte (it may lie before a refilled buffer)
  };
  [[gnu::always_inline]] void skip_space(Cursor& c) const {
    while (c.p < end_) {
      const char ch = *c.p;
      if (ch == '\n') {
        ++c.p;
        ++c.line;
        c.line_start = address(c.p);
      } else if (ch == ' ' || ch == '\t' || ch == '\r') {
        ++c.p;
      } else {
        break;
      }
    }
  }
  // The scanner continues at `at`, on the cursor's line.
  void leave(const Cursor& c, const char* at) {
    p_ = at;
    line_ = c.line;
    line_start_ = c.line_start;
  }

#if defined(__SSE2__)
  static constexpr std::ptrdiff_t kChunk = 32;

  // The next 32 bytes of card text at c.p (a token's first byte or white space; at
  // least three more bytes follow them): every token that ends in them, found from a
  // mask of the bytes that end tokens, so no token's length waits for the one before
  // it. Leaves c.p at the token that runs past them, or after the line end it stops
  // at; true when it stops at '<' (c.p there).
  [[gnu::always_inline]] bool card_chunk(Cursor& c, Tokens& tokens) const {
    const char* const base = c.p;
    const auto mask = [base](char ch) {
      const auto half = [ch](const char* at) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
        return static_cast<std::uint64_t>(
            static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(ch)))));
      };
      return half(base) | half(base + 16) << 16;
    };
    const std::uint64_t stops = mask('<') | mask('\n');
    const std::uint64_t ends = stops | mask(' ') | mask('\t') | mask('\r');
    const int stop = stops ? std::countr_zero(stops) : static_cast<int>(kChunk);
    // A token starts at a byte that ends none, after one that does (or at c.p).
    std::uint64_t starts = ~ends & ((ends << 1) | 1) & ((std::uint64_t{1} << stop) - 1);
    c.p = base + stop;
    while (starts) {
      const int at = std::countr_zero(starts);
      const std::uint64_t after = ends >> at;
      if (after == 0) {          // it runs on past these bytes (there is no stop among them)
        if (at == 0) give_up();  // 32 bytes and more: no card code (and no progress)
        c.p = base + at;
        return false;
      }
      const int length = std::countr_zero(after);
      if (length > 3) give_up();  // no card code is longer
      const Card card = hashed_card(base + at, static_cast<std::uint32_t>(length));
      if (tokens.positions)  // its place worked out only when it is kept
        tokens.add(card, Pos{c.line, column(base + at, c.line_start)});
      else
        tokens.add(card);
      starts &= starts - 1;
    }
    if (stop == kChunk) return false;
    if (*c.p == '<') return true;
    ++c.p;  // the line end
    ++c.line;
    c.line_start = address(c.p);
    return false;
  }
#endif

  // An element is THR's when its prefix is the one the root bound to THR, or it has
  // none and THR is the root's default namespace.
  void check_namespace(std::string_view qname, std::string_view local_name) const {
    if (qname.size() == local_name.size()) {
      if (!default_is_thr_) give_up();
    } else if (thr_prefix_.empty() ||
               !same(std::string_view(qname.data(), qname.size() - local_name.size() - 1), thr_prefix_)) {
      give_up();
    }
  }

  // ` name="value"` in the XML declaration, the value one of `allowed`.
  void pseudo_attribute(std::string_view attribute, std::initializer_list<std::string_view> allowed, bool required) {
    const char* back = p_;
    const std::uintptr_t back_line_start = line_start_;
    const unsigned back_line = line_;
    if (p_ >= end_ || !is_space(*p_)) {
      if (required) give_up();
      return;
    }
    skip_space();
    if (!starts_with(attribute)) {
      if (required) give_up();
      p_ = back;  // the white space is read again, its lines counted again
      line_start_ = back_line_start;
      line_ = back_line;
      return;
    }
    p_ += attribute.size();
    skip_space();
    if (p_ >= end_ || *p_ != '=') give_up();
    ++p_;
    skip_space();
    if (p_ >= end_ || (*p_ != '"' && *p_ != '\'')) give_up();
    const char quote = *p_++;
    const char* value = p_;
    while (p_ < end_ && *p_ != quote) ++p_;
    if (p_ >= end_) give_up();
    const std::string_view v(value, static_cast<std::size_t>(p_ - value));
    ++p_;
    for (std::string_view a : allowed)
      if (v == a) return;
    give_up();
  }

  void count_lines(const char* from, const char* to) {
    for (const char* q = from; q < to; ++q)
      if (*q == '\n') {
        ++line_;
        line_start_ = address(q + 1);
      }
  }

  bool starts_with(std::string_view s) const {
    return end_ - p_ >= static_cast<std::ptrdiff_t>(s.size()) && std::string_view(p_, s.size()) == s;
  }

  void new_line() {
    ++line_;
    line_start_ = address(p_);
  }

  Pos at(const char* q) const { return Pos{line_, column(q, line_start_)}; }

  const char* p_;
  const char* end_;
  std::uintptr_t line_start_;  // see Cursor::line_start
  unsigned line_ = 1;
  bool positions_;
  RecordSpares& spares_;
  const char* hands_begin_ = nullptr;
  bool bound_ = false, default_is_thr_ = false;
  std::string_view thr_prefix_;
  std::string text_;                        // decoded text (text())
  std::forward_list<std::string> decoded_;  // decoded attribute values, kept for the whole file
  Batch batch_;
};

}  // namespace stichprobe::thr_detail::fast
