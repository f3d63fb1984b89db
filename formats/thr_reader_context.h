// The THR reader's working state for one file: the bytes, the line table, the
// findings, the namespace bindings in scope, and the helpers every element reader
// uses (positions, attributes, numbers, card lists, foreign subtrees).
// Only the THR part of the tree is walked by code, and its depth is fixed by the
// format; foreign subtrees are checked and serialised iteratively (any depth).
#pragma once
#include <array>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pugixml.hpp>

#include "formats/finding.h"
#include "formats/message_template.h"
#include "formats/record.h"
#include "formats/thr_reader_findings.h"
#include "formats/xml_positions.h"

namespace stichprobe::thr_detail {

inline constexpr std::string_view kThrNamespace = "urn:tarock-hand-record:1";
inline constexpr std::string_view kXmlNamespace = "http://www.w3.org/XML/1998/namespace";
inline constexpr std::size_t kMaxForeignDepth = 10000;

// " (did you mean 'x'?)" for a name not among `candidates`, when one is close; else empty.
bool is_listed(const std::vector<std::string>& list, std::string_view name);

class Reader {
 public:
  // `base` is the offset of the bytes pugixml parsed within `bytes` (after a BOM).
  Reader(std::string_view bytes, std::size_t base, const LineTable& lines, Findings& findings);

  // ---- places
  Pos pos(pugi::xml_node node) const;  // an element: its '<'; text: its first byte
  Pos pos_at(std::size_t offset) const { return lines_.at(offset); }
  Pos attribute_pos(pugi::xml_node element, std::string_view name, int occurrence = 0) const;

  // ---- findings (hand is filled in from the hand being read)
  void error(std::string_view code, Pos pos, Message message, const char* section);
  // The finding of `key` (its code, or code/form) with its message from the readers'
  // catalogue (formats/format_messages.cpp).
  void report(std::string_view key, Pos pos, MessageValues values, const char* section) {
    error(code_of_key(key), pos, format_message(key, values), section);
  }
  int hand_n = 0;
  Findings& findings() { return findings_; }

  // ---- namespaces
  std::string_view thr_ns() const { return thr_ns_; }
  void set_thr_ns(std::string_view ns) { thr_ns_ = ns; }
  std::size_t push_declarations(pugi::xml_node element);
  void pop_declarations(std::size_t mark) { bindings_.resize(mark); }
  // The namespace of an element name (prefix or default); nullopt if the prefix is undeclared.
  std::optional<std::string_view> namespace_of(std::string_view qualified_name, bool is_attribute) const;
  static std::string_view local_name(std::string_view qualified_name);
  // How many child elements `element` has: an upper bound to reserve record vectors with.
  static std::size_t child_elements(pugi::xml_node element) {
    std::size_t n = 0;
    for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling()) n += c.type() == pugi::node_element;
    return n;
  }

  // ---- attributes: the known names fill `slots` (same order as `names`); namespace
  // declarations and foreign attributes go to `foreign`; the rest are findings.
  template <std::size_t N>
  std::array<pugi::xml_attribute, N> attributes(pugi::xml_node element, const char* const (&names)[N],
                                                record::Foreign& foreign, const char* section) {
    std::array<pugi::xml_attribute, N> slots{};
    attributes_impl(element, names, N, slots.data(), foreign, section);
    return slots;
  }

  void attributes(pugi::xml_node element, record::Foreign& foreign, const char* section) {
    attributes_impl(element, nullptr, 0, nullptr, foreign, section);
  }

  // ---- values
  bool require(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section);
  // Whether an unknown attribute of `element` was reported as a misspelling of `name`.
  bool misspelt(pugi::xml_node element, std::string_view name) const;
  std::optional<int> integer(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section,
                             bool required);
  std::optional<Rational> rational(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                   const char* section);
  std::optional<Rational> rational_text(pugi::xml_node element, const char* section);
  std::optional<std::string> text_attr(pugi::xml_attribute a) const {
    if (!a) return std::nullopt;
    return std::string(a.value());
  }
  // A value from a fixed list; anything else is a format.bad-value finding (kept as written).
  std::optional<std::string> enum_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                       std::initializer_list<const char*> allowed, const char* section, bool required);
  std::optional<Card> card_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section,
                                Pos* where = nullptr);
  record::CardList card_list_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section);
  // The text of a card-list element (its foreign attributes are read by the caller).
  void card_list_text(pugi::xml_node element, record::CardList& list, const char* section, bool visit_elements = true);
  // The text content of an element that holds only text (and foreign children).
  std::string text_content(pugi::xml_node element, record::Foreign& foreign, const char* section);

  // ---- children: THR children are dispatched by their index in `names` (unknown
  // names are findings); foreign children are serialised into `foreign`; text is a
  // finding unless `text_ok`. With `ordered`, a child that comes before an earlier
  // sibling's kind in `names` is a finding (THR fixes the order of children).
  // An element that has no THR children (foreign ones go to `foreign`).
  void no_children(pugi::xml_node element, record::Foreign& foreign, const char* section) {
    children(element, {}, foreign, false, false, section, [](int, pugi::xml_node) {});
  }
  template <class Visit>
  void children(pugi::xml_node element, std::initializer_list<const char*> names, record::Foreign& foreign,
                bool text_ok, bool ordered, const char* section, Visit&& visit) {
    int last = -1;
    for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling())
      child(element, c, names, foreign, text_ok, ordered, section, last, visit);
  }
  // One child of `element` as children() takes it; `last` carries THR's order from one
  // child to the next (reading as the bytes arrive gives a session's children one at a time).
  template <class Visit>
  void child(pugi::xml_node element, pugi::xml_node child, std::initializer_list<const char*> names,
             record::Foreign& foreign, bool text_ok, bool ordered, const char* section, int& last, Visit&& visit) {
    if (child.type() != pugi::node_element) {
      if (!text_ok) unexpected_text(element, child, section);
      return;
    }
    const std::size_t mark = push_declarations(child);
    const int index = classify(child, names, foreign, section);
    if (index >= 0) {
      if (ordered && index < last)
        out_of_order(element, child, names, last, section);
      else
        last = index;
      visit(index, child);
    }
    pop_declarations(mark);
  }

 private:
  void prefixed_attribute(pugi::xml_node element, pugi::xml_attribute a, std::string_view name,
                          record::Foreign& foreign);
  void attributes_impl(pugi::xml_node element, const char* const* names, std::size_t n, pugi::xml_attribute* slots,
                       record::Foreign& foreign, const char* section);
  // -1: handled here (foreign, unknown, undeclared prefix); else the index in names.
  int classify(pugi::xml_node child, std::initializer_list<const char*> names, record::Foreign& foreign,
               const char* section);
  void unexpected_text(pugi::xml_node element, pugi::xml_node text, const char* section);
  void out_of_order(pugi::xml_node element, pugi::xml_node child, std::initializer_list<const char*> names, int last,
                    const char* section);
  bool serialise_foreign(pugi::xml_node element, std::string& out);
  void tokenise_cards(std::string_view value, std::size_t original_offset, std::size_t original_length,
                      record::CardList& list, const char* section);
  std::size_t offset(pugi::xml_node node) const;

  std::string_view bytes_;
  std::size_t base_;
  const LineTable& lines_;
  Findings& findings_;
  std::string_view thr_ns_ = kThrNamespace;
  std::vector<std::pair<std::string_view, std::string_view>> bindings_;  // prefix -> namespace
  // Unknown attributes that are a misspelling of a known, absent one (element, meant name):
  // the missing attribute is not reported a second time.
  std::vector<std::pair<pugi::xml_node, std::string>> misspelt_;
};

// Integers as THR writes them: optional sign, decimal digits, nothing else.
std::optional<int> parse_strict_int(std::string_view text);

}  // namespace stichprobe::thr_detail
