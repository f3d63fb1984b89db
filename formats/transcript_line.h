// One transcript line as the reader walks it: its tokens, a cursor, and the readers
// of the values a line holds (seats, numbers, cards, card lists, fixed values), each of
// which reports what it cannot read as a `format` finding at the token's place.
#pragma once
#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/card.h"
#include "formats/finding.h"
#include "formats/message_template.h"
#include "formats/rational.h"
#include "formats/record.h"
#include "formats/transcript_lexer.h"
#include "formats/transcript_words.h"
#include "formats/vocabulary.h"

namespace stichprobe::transcript {

inline bool is_int(const Token& t) {
  if (t.quoted || t.text.empty()) return false;
  std::size_t i = (t.text[0] == '-' || t.text[0] == '+') ? 1 : 0;
  if (i == t.text.size()) return false;
  for (; i < t.text.size(); ++i)
    if (t.text[i] < '0' || t.text[i] > '9') return false;
  return true;
}

inline bool is_suit(const Token& t) {
  return !t.quoted && (t.text == "C" || t.text == "S" || t.text == "H" || t.text == "D");
}

class LineReader {
 public:
  virtual ~LineReader() = default;
  virtual void error(std::string_view code, Pos pos, Message m) = 0;
  // The finding of `key` (its code, or code/form) with its message from the readers'
  // catalogue (formats/format_messages.cpp).
  void report(std::string_view key, Pos pos, MessageValues values) {
    error(code_of_key(key), pos, format_message(key, values));
  }

 protected:
  std::vector<Token> t_;
  std::size_t i_ = 1;

  bool more() const { return i_ < t_.size(); }
  bool at(std::string_view word) const { return more() && t_[i_].is(word); }
  bool at_any(const std::vector<std::string>& words) const {
    return std::any_of(words.begin(), words.end(), [this](const std::string& w) { return at(w); });
  }
  const Token* take() { return more() ? &t_[i_++] : nullptr; }
  Pos end_pos() const {
    const Token& last = t_.back();
    return {last.pos.line, last.pos.column + static_cast<unsigned>(last.text.size()) + (last.quoted ? 2u : 0u)};
  }
  void missing(const char* what, const Token& k) {
    report("format.missing-attribute/line", more() ? t_[i_].pos : end_pos(), {{"line", k.text}, {"what", what}});
  }
  static std::optional<int> int_value(const Token& t) {
    if (t.quoted || t.text.empty()) return std::nullopt;
    const std::string text = number_text(t.text);
    int v = 0;
    const char* b = text.data();
    const char* e = text.data() + text.size();
    const auto r = std::from_chars(b, e, v);
    if (r.ptr == e && r.ec == std::errc{}) return v;
    return std::nullopt;
  }
  std::optional<int> integer(const Token& t, const char* what) {
    if (auto v = int_value(t)) return v;
    report("format.bad-number/whole", t.pos, {{"what", what}, {"word", t.text}});
    return std::nullopt;
  }
  // The next word as `read` reads it, or "missing" where the line has no more.
  template <class Read>
  auto need(const Token& k, const char* what, Read&& read) -> decltype(read(k)) {
    if (!more()) {
      missing(what, k);
      return std::nullopt;
    }
    return read(*take());
  }
  std::optional<int> need_int(const Token& k, const char* what) {
    return need(k, what, [&](const Token& t) { return integer(t, what); });
  }
  std::string need_text(const Token& k, const char* what) {
    if (!more()) {
      missing(what, k);
      return {};
    }
    return take()->text;
  }
  // The rest of the line as one text: a quoted string, or bare words joined by spaces.
  std::string rest_text() {
    if (more() && t_[i_].quoted) return take()->text;
    std::string out;
    while (more() && !t_[i_].quoted) out += (out.empty() ? "" : " ") + take()->text;
    return out;
  }
  Card card(const Token& t, const std::vector<std::string>& line_keywords) {
    if (!t.quoted)
      if (auto c = card_word(t.text)) return *c;
    report("format.unknown-card/word", t.pos, {{"word", t.text}, {"mean", did_you_mean(t.text, line_keywords)}});
    return Card::unknown();
  }
  std::optional<Card> one_card(const Token& k, const char* what) {
    if (!more()) {
      missing(what, k);
      return std::nullopt;
    }
    return card(*take(), {});
  }
  // Whether the word at the cursor is one of `keywords` misspelt ("winer"): no card, one
  // keyword nearest to it, and no card after it (taken as a keyword, it takes no card away).
  bool misspelt_keyword(const std::vector<std::string>& keywords) const {
    if (!more()) return false;
    const Token& t = t_[i_];
    if (t.quoted || card_word(t.text) || closest_names(t.text, keywords).size() != 1) return false;
    return i_ + 1 == t_.size() || t_[i_ + 1].quoted || !card_word(t_[i_ + 1].text);
  }
  // Card tokens up to the next of `stops` (or the end of the line); with `misspelt_stops`,
  // also up to one of them misspelt (misspelt_keyword), which the caller then reports.
  record::CardList cards(Pos list_pos, const std::vector<std::string>& stops, bool misspelt_stops = false) {
    record::CardList l;
    l.pos = list_pos;
    while (more()) {
      if (at_any(stops) || (misspelt_stops && misspelt_keyword(stops))) break;
      const Token& t = *take();
      l.cards.push_back(card(t, stops));
      l.token_pos.push_back(t.pos);
    }
    return l;
  }
  std::optional<std::string> enum_value(const Token& t, const char* what, std::initializer_list<const char*> allowed) {
    std::string list;
    for (const char* a : allowed) {
      if (t.text == a) return t.text;
      list += (list.empty() ? "" : ", ") + std::string(a);
    }
    std::vector<std::string> names(allowed.begin(), allowed.end());
    report("format.bad-value/word", t.pos,
           {{"what", what}, {"word", t.text}, {"list", list}, {"mean", did_you_mean(t.text, names)}});
    return t.text;  // kept as written, like the THR reader
  }
  Rational rational_from(std::vector<const Token*> parts, Pos where, const char* what) {
    std::string text;
    for (const Token* p : parts) text += (text.empty() ? "" : " ") + p->text;
    if (auto r = parse_rational(number_text(text))) return *r;
    report("format.bad-number/word", parts.empty() ? where : parts.front()->pos, {{"what", what}, {"word", text}});
    return {};
  }
  static bool numeric_looking(const Token& t) {
    if (t.quoted || t.text.empty()) return false;
    const char c = t.text[0];
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || t.text.rfind("\xE2\x88\x92", 0) == 0 ||
           t.text.rfind("\xE2\x80\x93", 0) == 0;
  }
  // A number that may be a mixed fraction in two tokens: "35 2/3".
  std::vector<const Token*> number_tokens() {
    std::vector<const Token*> parts;
    if (more() && numeric_looking(t_[i_])) parts.push_back(take());
    if (!parts.empty() && more() && !t_[i_].quoted && t_[i_].text.find('/') != std::string::npos &&
        parts.front()->text.find('/') == std::string::npos && parts.front()->text.find('.') == std::string::npos)
      parts.push_back(take());
    return parts;
  }
};

}  // namespace stichprobe::transcript
