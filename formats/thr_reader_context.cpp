#include "formats/thr_reader_context.h"

#include <charconv>
#include <cstring>
#include <limits>
#include <unordered_set>

#include "formats/vocabulary.h"

namespace stichprobe::thr_detail {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_xml_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_xml_space(s.back())) s.remove_suffix(1);
  return s;
}

// `s == n` without measuring n first (names are compared for every element).
bool name_is(std::string_view s, const char* n) {
  for (char c : s) {
    if (*n != c) return false;
    ++n;
  }
  return *n == '\0';
}

bool is_declaration(std::string_view name) { return name.starts_with("xmlns") && (name.size() == 5 || name[5] == ':'); }

std::vector<std::string> to_strings(std::initializer_list<const char*> names) { return {names.begin(), names.end()}; }

struct StringWriter : pugi::xml_writer {
  std::string& out;
  explicit StringWriter(std::string& o) : out(o) {}
  void write(const void* data, std::size_t size) override { out.append(static_cast<const char*>(data), size); }
};

constexpr int kMaxDuplicateFindingsPerElement = 5;

}  // namespace

bool is_listed(const std::vector<std::string>& list, std::string_view name) {
  for (const auto& s : list)
    if (s == name) return true;
  return false;
}

std::optional<int> parse_strict_int(std::string_view text) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  bool negative = false;
  if (text.front() == '+' || text.front() == '-') {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  if (text.empty() || text.size() > 10) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (negative) value = -value;
  if (value > std::numeric_limits<int>::max() || value < std::numeric_limits<int>::min()) return std::nullopt;
  return static_cast<int>(value);
}

Reader::Reader(std::string_view bytes, std::size_t base, const LineTable& lines, Findings& findings)
    : bytes_(bytes), base_(base), lines_(lines), findings_(findings) {
  bindings_.reserve(16);
  bindings_.emplace_back("xml", kXmlNamespace);
  bindings_.emplace_back("", "");
}

std::size_t Reader::offset(pugi::xml_node node) const {
  const std::ptrdiff_t off = node.offset_debug();
  if (off < 0) return base_;
  std::size_t o = base_ + static_cast<std::size_t>(off);
  // pugixml points at an element's name, we at its '<' (which only ever stands right
  // before an element's name: text and CDATA offsets follow '>' or '[').
  if (o > 0 && o <= bytes_.size() && bytes_[o - 1] == '<') --o;
  return o;
}

Pos Reader::pos(pugi::xml_node node) const { return lines_.at(offset(node)); }

namespace {
// Walks the attributes of a start tag in the original bytes (pugixml keeps no offsets
// for them). `f(name_offset, name, value_offset, value_length)` returns true to stop.
template <class F>
void scan_start_tag(std::string_view bytes, std::size_t lt, F&& f) {
  std::size_t i = lt + 1;
  while (i < bytes.size() && !is_xml_space(bytes[i]) && bytes[i] != '>' && bytes[i] != '/') ++i;
  while (i < bytes.size()) {
    while (i < bytes.size() && is_xml_space(bytes[i])) ++i;
    if (i >= bytes.size() || bytes[i] == '>' || bytes[i] == '/') return;
    const std::size_t name_start = i;
    while (i < bytes.size() && !is_xml_space(bytes[i]) && bytes[i] != '=' && bytes[i] != '>') ++i;
    const std::string_view name = bytes.substr(name_start, i - name_start);
    while (i < bytes.size() && is_xml_space(bytes[i])) ++i;
    if (i >= bytes.size() || bytes[i] != '=') return;
    ++i;
    while (i < bytes.size() && is_xml_space(bytes[i])) ++i;
    if (i >= bytes.size() || (bytes[i] != '"' && bytes[i] != '\'')) return;
    const char quote = bytes[i++];
    const std::size_t value_start = i;
    const std::size_t close = bytes.find(quote, i);
    if (close == std::string_view::npos) return;
    if (f(name_start, name, value_start, close - value_start)) return;
    i = close + 1;
  }
}
}  // namespace

Pos Reader::attribute_pos(pugi::xml_node element, std::string_view name, int occurrence) const {
  const std::size_t lt = offset(element);
  std::size_t found = lt;
  scan_start_tag(bytes_, lt, [&](std::size_t name_off, std::string_view n, std::size_t, std::size_t) {
    if (n == name && occurrence-- == 0) {
      found = name_off;
      return true;
    }
    return false;
  });
  return lines_.at(found);
}

void Reader::error(std::string_view code, Pos p, Message message, const char* section) {
  Finding f = format_error(std::string(code), p, std::move(message), section);
  f.hand = hand_n;
  findings_.push_back(std::move(f));
}

std::size_t Reader::push_declarations(pugi::xml_node element) {
  const std::size_t mark = bindings_.size();
  for (pugi::xml_attribute a = element.first_attribute(); a; a = a.next_attribute()) {
    if (a.name()[0] != 'x') continue;  // cheap test before measuring the name
    const std::string_view name = a.name();
    if (!is_declaration(name)) continue;
    bindings_.emplace_back(name.size() == 5 ? std::string_view() : name.substr(6), std::string_view(a.value()));
  }
  return mark;
}

namespace {
// The first ':' of a name; names are short, a loop beats a call to memchr.
std::size_t colon_of(std::string_view name) {
  for (std::size_t i = 0; i < name.size(); ++i)
    if (name[i] == ':') return i;
  return std::string_view::npos;
}
}  // namespace

std::optional<std::string_view> Reader::namespace_of(std::string_view qualified_name, bool is_attribute) const {
  const std::size_t colon = colon_of(qualified_name);
  if (colon == std::string_view::npos && is_attribute) return std::string_view();
  const std::string_view prefix =
      colon == std::string_view::npos ? std::string_view() : qualified_name.substr(0, colon);
  for (auto it = bindings_.rbegin(); it != bindings_.rend(); ++it)
    if (it->first == prefix) return it->second;
  return std::nullopt;
}

std::string_view Reader::local_name(std::string_view qualified_name) {
  const std::size_t colon = colon_of(qualified_name);
  return colon == std::string_view::npos ? qualified_name : qualified_name.substr(colon + 1);
}

// A prefixed attribute: an undeclared prefix or THR's own namespace is a finding, any
// other namespace's attribute is kept to be written back.
void Reader::prefixed_attribute(pugi::xml_node element, pugi::xml_attribute a, std::string_view name,
                                record::Foreign& foreign) {
  const auto ns = namespace_of(name, true);
  if (!ns) {
    report("format.namespace/attribute", attribute_pos(element, name), {{"name", name}}, "§1");
  } else if (*ns == thr_ns_) {
    report("format.unknown-attribute/thr-namespace", attribute_pos(element, name), {{"name", name}}, "§4");
  } else {
    foreign.attributes.push_back({std::string(name), std::string(a.value())});
  }
}

void Reader::attributes_impl(pugi::xml_node element, const char* const* names, std::size_t n,
                             pugi::xml_attribute* slots, record::Foreign& foreign, const char* section) {
  // Duplicate attributes make the XML ill-formed, but pugixml keeps them silently.
  // A known name finds its slot taken; only the other names (rare) are compared
  // with the earlier attributes, so the common element costs one pass.
  misspelt_.clear();  // the element's own required attributes are read right after this
  int duplicates = 0, scanned = 0;
  auto report_duplicate = [&](pugi::xml_attribute a, std::string_view name) {
    if (duplicates++ >= kMaxDuplicateFindingsPerElement) return;
    int occurrence = 0;
    for (pugi::xml_attribute b = element.first_attribute(); b != a; b = b.next_attribute())
      if (name == b.name()) ++occurrence;
    report("format.duplicate-attribute", attribute_pos(element, name, occurrence),
           {{"name", name}, {"element", element.name()}}, "§4");
  };
  std::optional<std::unordered_set<std::string_view>> seen;  // only for elements with many unknown names
  auto seen_before = [&](pugi::xml_attribute a, std::string_view name) {
    if (++scanned > 16) {
      if (!seen) {
        seen.emplace();
        for (pugi::xml_attribute b = element.first_attribute(); b != a; b = b.next_attribute()) seen->insert(b.name());
      }
      return !seen->insert(name).second;
    }
    for (pugi::xml_attribute b = element.first_attribute(); b != a; b = b.next_attribute())
      if (name_is(name, b.name())) return true;
    return false;
  };
  for (pugi::xml_attribute a = element.first_attribute(); a; a = a.next_attribute()) {
    const char* raw = a.name();
    bool known = false;
    std::size_t i = 0;
    for (; i < n; ++i)
      if (raw[0] == names[i][0] && std::strcmp(raw, names[i]) == 0) {
        known = true;
        break;
      }
    if (known) {
      if (slots[i])
        report_duplicate(a, raw);
      else
        slots[i] = a;
      continue;
    }
    const std::string_view name = raw;
    if (seen_before(a, name)) {
      report_duplicate(a, name);
      continue;
    }
    if (is_declaration(name)) {
      // The default namespace of THR elements is THR itself; other declarations are
      // kept so that foreign attributes written back keep their prefixes.
      if (name.size() > 5) foreign.attributes.push_back({std::string(name), std::string(a.value())});
      continue;
    }
    if (name.find(':') != std::string_view::npos) {
      prefixed_attribute(element, a, name, foreign);
      continue;
    }
    std::vector<std::string> candidates(names, names + n);
    const std::string best = closest_name(name, candidates);
    const Message mean = did_you_mean(name, candidates);
    // A misspelt name: one finding, which also says that the meant attribute is missing.
    const bool misspelt = !best.empty() && !element.attribute(best.c_str());
    if (misspelt) misspelt_.emplace_back(element, best);
    report(misspelt ? "format.unknown-attribute/misspelt" : "format.unknown-attribute", attribute_pos(element, name),
           {{"name", name}, {"element", local_name(element.name())}, {"mean", mean}, {"meant", best}}, section);
  }
}

bool Reader::misspelt(pugi::xml_node element, std::string_view name) const {
  for (const auto& [where, meant] : misspelt_)
    if (where == element && meant == name) return true;
  return false;
}

bool Reader::require(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section) {
  if (a) return true;
  if (misspelt(element, name)) return false;  // reported with the misspelt name
  report("format.missing-attribute", pos(element), {{"element", local_name(element.name())}, {"name", name}}, section);
  return false;
}

std::optional<int> Reader::integer(pugi::xml_node element, pugi::xml_attribute a, const char* name, const char* section,
                                   bool required) {
  if (!a) {
    if (required) require(element, a, name, section);
    return std::nullopt;
  }
  auto v = parse_strict_int(a.value());
  if (!v)
    report("format.bad-number/integer", attribute_pos(element, name), {{"name", name}, {"value", a.value()}}, section);
  return v;
}

std::optional<Rational> Reader::rational(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                         const char* section) {
  if (!require(element, a, name, section)) return std::nullopt;
  auto v = parse_rational(a.value());
  if (!v)
    report("format.bad-number/attribute", attribute_pos(element, name), {{"name", name}, {"value", a.value()}},
           section);
  return v;
}

std::optional<Rational> Reader::rational_text(pugi::xml_node element, const char* section) {
  std::string text;
  pugi::xml_node first_text;
  for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling())
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      if (!first_text) first_text = c;
      text += c.value();
    }
  auto v = parse_rational(text);
  if (!v)
    report("format.bad-number/text", first_text ? pos(first_text) : pos(element),
           {{"element", local_name(element.name())}, {"text", text}}, section);
  return v;
}

std::optional<std::string> Reader::enum_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                             std::initializer_list<const char*> allowed, const char* section,
                                             bool required) {
  if (!a) {
    if (required) require(element, a, name, section);
    return std::nullopt;
  }
  const std::string_view value = a.value();
  for (const char* v : allowed)
    if (value == v) return std::string(value);
  std::string list;
  for (const char* v : allowed) list += (list.empty() ? "" : ", ") + std::string(v);
  const Message mean = did_you_mean(value, to_strings(allowed));
  report("format.bad-value/attribute", attribute_pos(element, name),
         {{"name", name}, {"value", value}, {"list", list}, {"mean", mean}}, section);
  return std::string(value);  // kept as written, so a rewrite loses nothing
}

std::optional<Card> Reader::card_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                      const char* section, Pos* where) {
  if (!a) return std::nullopt;
  const std::string_view value = trim(a.value());
  Pos p = attribute_pos(element, name);
  scan_start_tag(bytes_, offset(element), [&](std::size_t, std::string_view n, std::size_t value_off, std::size_t) {
    if (n != name) return false;
    p = lines_.at(value_off);
    return true;
  });
  if (where) *where = p;
  auto card = parse_card_code(value);
  if (!card) report("format.unknown-card/attribute", p, {{"name", name}, {"value", value}}, section);
  return card;
}

void Reader::tokenise_cards(std::string_view value, std::size_t original_offset, std::size_t original_length,
                            record::CardList& list, const char* section) {
  // Escapes and line-end normalisation shorten the decoded text; when it is as long
  // as the original, it is the original, and offsets inside it are offsets in the file.
  const bool direct = value.size() == original_length;
  std::vector<std::size_t> original_tokens;
  if (!direct) {
    const std::string_view orig = bytes_.substr(original_offset, original_length);
    for (std::size_t i = 0; i < orig.size();) {
      while (i < orig.size() && is_xml_space(orig[i])) ++i;
      if (i >= orig.size()) break;
      original_tokens.push_back(original_offset + i);
      while (i < orig.size() && !is_xml_space(orig[i])) ++i;
    }
  }
  std::size_t token_index = 0;
  // Direct text: one pass that counts line ends on the way; `line_begin` is the index
  // in `value` where the current line starts (negative: before the text).
  unsigned line = 0;
  std::ptrdiff_t line_begin = 0;
  if (direct) {
    const Pos first = lines_.at(original_offset);
    line = first.line;
    line_begin = -static_cast<std::ptrdiff_t>(first.column - 1);
  }
  // Sized for the most tokens the text can hold (one byte and a separator each) and
  // written by index, cut to size at the end: no capacity check per card.
  const std::size_t first_new = list.cards.size();
  const std::size_t most = first_new + (value.size() + 1) / 2;
  list.cards.resize(most);
  list.token_pos.resize(most);
  Card* card_out = list.cards.data() + first_new;
  Pos* pos_out = list.token_pos.data() + first_new;
  // Direct: the file's own bytes (an attribute value has its line ends turned into
  // spaces by the parser, and the lines must still be counted).
  const char* text = direct ? bytes_.data() + original_offset : value.data();
  const std::size_t size = value.size();
  // Anything above ' ' is part of a token; below it only the four XML spaces separate.
  auto separates = [](char c) { return static_cast<unsigned char>(c) <= ' ' && is_xml_space(c); };
  for (std::size_t i = 0; i < size;) {
    const char c = text[i];
    if (separates(c)) {
      if (c == '\n') {
        ++line;
        line_begin = static_cast<std::ptrdiff_t>(i + 1);
      }
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < size && !separates(text[i])) ++i;
    const std::string_view token(text + start, i - start);
    Pos where;
    if (direct) {
      where = Pos{line, static_cast<unsigned>(static_cast<std::ptrdiff_t>(start) - line_begin + 1)};
    } else {
      where = lines_.at(token_index < original_tokens.size() ? original_tokens[token_index] : original_offset);
      ++token_index;
    }
    *pos_out++ = where;
    if (const auto card = parse_card_code(token)) {
      *card_out++ = *card;
    } else {
      // The token stands as an unknown card '?' at its place and is reported here:
      // the validator checks it like an illegible card (never a made-up one), so one
      // bad token is one finding, not a hand short of a card.
      *card_out++ = Card::unknown();
      std::string upper(token);
      for (char& u : upper)
        if (u >= 'a' && u <= 'z') u = static_cast<char>(u - 'a' + 'A');
      const bool hint = upper != token && parse_card_code(upper);
      report(hint ? "format.unknown-card/upper-case" : "format.unknown-card", where,
             {{"token", token}, {"upper", upper}}, section);
    }
  }
  list.cards.resize(static_cast<std::size_t>(card_out - list.cards.data()));
  list.token_pos.resize(static_cast<std::size_t>(pos_out - list.token_pos.data()));
  if (!direct && token_index != original_tokens.size())  // escapes changed the tokens: fall back to the text's start
    for (std::size_t k = first_new; k < list.token_pos.size(); ++k) list.token_pos[k] = lines_.at(original_offset);
}

record::CardList Reader::card_list_attr(pugi::xml_node element, pugi::xml_attribute a, const char* name,
                                        const char* section) {
  record::CardList list;
  list.pos = pos(element);
  std::size_t value_off = offset(element), value_len = 0;
  scan_start_tag(bytes_, offset(element), [&](std::size_t, std::string_view n, std::size_t off, std::size_t len) {
    if (n != name) return false;
    value_off = off;
    value_len = len;
    return true;
  });
  tokenise_cards(a.value(), value_off, value_len, list, section);
  return list;
}

void Reader::card_list_text(pugi::xml_node element, record::CardList& list, const char* section, bool visit_elements) {
  list.pos = pos(element);
  for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling()) {
    const pugi::xml_node_type type = c.type();
    if (type == pugi::node_pcdata || type == pugi::node_cdata) {
      const std::size_t start = offset(c);
      const std::string_view value = c.value();
      std::size_t end;
      if (type == pugi::node_pcdata) {
        // Raw text ends at the first '<'. Where the decoded text, laid over the file,
        // ends right there, it is the file's text as it stands (the common case).
        const std::size_t decoded = value.size();
        if (start + decoded < bytes_.size() && bytes_[start + decoded] == '<') {
          end = start + decoded;
        } else {
          const void* lt = std::memchr(bytes_.data() + start, '<', bytes_.size() - start);
          end = lt ? static_cast<std::size_t>(static_cast<const char*>(lt) - bytes_.data()) : bytes_.size();
        }
      } else {
        end = bytes_.find("]]>", start);
        if (end == std::string_view::npos) end = bytes_.size();
      }
      tokenise_cards(value, start, end - start, list, section);
    } else if (type == pugi::node_element && visit_elements) {
      const std::size_t mark = push_declarations(c);
      classify(c, {}, list.foreign, section);
      pop_declarations(mark);
    }
  }
}

std::string Reader::text_content(pugi::xml_node element, record::Foreign& foreign, const char* section) {
  std::string text;
  for (pugi::xml_node c = element.first_child(); c; c = c.next_sibling()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      text += c.value();
    } else if (c.type() == pugi::node_element) {
      const std::size_t mark = push_declarations(c);
      classify(c, {}, foreign, section);
      pop_declarations(mark);
    }
  }
  return text;
}

int Reader::classify(pugi::xml_node child, std::initializer_list<const char*> names, record::Foreign& foreign,
                     const char* section) {
  const std::string_view name = child.name();
  const auto ns = namespace_of(name, false);
  if (!ns) {
    report("format.namespace/element", pos(child), {{"name", name}}, "§1");
    return -1;
  }
  if (*ns != thr_ns_) {
    if (ns->empty()) {
      report("format.unknown-element/no-namespace", pos(child), {{"name", name}, {"thr", kThrNamespace}}, "§1");
      return -1;
    }
    std::string text;
    if (serialise_foreign(child, text)) foreign.elements.push_back(std::move(text));
    return -1;
  }
  const std::string_view local = local_name(name);
  int index = 0;
  for (const char* n : names) {
    if (name_is(local, n)) return index;
    ++index;
  }
  const pugi::xml_node parent = child.parent();
  const Message mean = did_you_mean(local, to_strings(names));
  report("format.unknown-element", pos(child), {{"name", local}, {"parent", local_name(parent.name())}, {"mean", mean}},
         section);
  return -1;
}

void Reader::unexpected_text(pugi::xml_node element, pugi::xml_node text, const char* section) {
  const std::string snippet(trim(text.value()).substr(0, 40));
  report("format.unexpected-text", pos(text), {{"text", snippet}, {"element", local_name(element.name())}}, section);
}

void Reader::out_of_order(pugi::xml_node element, pugi::xml_node child, std::initializer_list<const char*> names,
                          int last, const char* section) {
  report("format.element-order", pos(child),
         {{"name", local_name(child.name())}, {"later", names.begin()[last]}, {"element", local_name(element.name())}},
         section);
}

bool Reader::serialise_foreign(pugi::xml_node element, std::string& out) {
  // Iterative walk: any depth without recursion; checks what pugixml lets through.
  std::size_t depth = 0;
  for (pugi::xml_node n = element;;) {
    if (n.type() == pugi::node_element) {
      std::unordered_set<std::string_view> seen;
      for (pugi::xml_attribute a = n.first_attribute(); a; a = a.next_attribute())
        if (!seen.insert(a.name()).second) {
          report("format.duplicate-attribute", attribute_pos(n, a.name(), 1),
                 {{"name", a.name()}, {"element", n.name()}}, "§4");
          break;
        }
    }
    if (pugi::xml_node first = n.first_child()) {
      if (++depth > kMaxForeignDepth) {
        report("format.too-deep", pos(element), {{"element", element.name()}, {"levels", kMaxForeignDepth}}, "§1");
        return false;
      }
      n = first;
      continue;
    }
    while (n != element && !n.next_sibling()) {
      n = n.parent();
      --depth;
    }
    if (n == element) break;
    n = n.next_sibling();
  }
  // Make the subtree self-contained: declare the namespaces in scope above it that
  // it does not declare itself (the writer puts it under a THR default namespace).
  std::vector<std::string_view> done;
  for (auto it = bindings_.rbegin(); it != bindings_.rend(); ++it) {
    const std::string_view prefix = it->first;
    if (prefix == "xml") continue;
    bool already = false;
    for (auto d : done) already = already || d == prefix;
    if (already) continue;
    done.push_back(prefix);
    const std::string decl = prefix.empty() ? std::string("xmlns") : "xmlns:" + std::string(prefix);
    if (element.attribute(decl.c_str())) continue;
    if (prefix.empty() && it->second == kThrNamespace) continue;
    element.append_attribute(decl.c_str()).set_value(std::string(it->second).c_str());
  }
  StringWriter writer(out);
  element.print(writer, "", pugi::format_raw, pugi::encoding_utf8);
  return true;
}

}  // namespace stichprobe::thr_detail
