#include "formats/finding.h"

#include <string_view>
#include <utility>

namespace stichprobe {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
  }
  return "error";
}

const char* category_name(Category c) {
  switch (c) {
    case Category::Format: return "format";
    case Category::Deal: return "deal";
    case Category::Auction: return "auction";
    case Category::Exchange: return "exchange";
    case Category::Announcement: return "announcement";
    case Category::Play: return "play";
    case Category::Points: return "points";
    case Category::Bonus: return "bonus";
    case Category::Settlement: return "settlement";
    case Category::Session: return "session";
  }
  return "format";
}

Category category_of(std::string_view code) {
  const std::string_view prefix = code.substr(0, code.find('.'));
  for (Category c : {Category::Format, Category::Deal, Category::Auction, Category::Exchange, Category::Announcement,
                     Category::Play, Category::Points, Category::Bonus, Category::Settlement, Category::Session})
    if (prefix == category_name(c)) return c;
  return Category::Format;
}

const std::string& message_in(const Finding& f, Lang lang) {
  return lang == Lang::De && !f.message_de.empty() ? f.message_de : f.message;
}

const std::string& text_in(const Message& m, Lang lang) { return lang == Lang::De && !m.de.empty() ? m.de : m.en; }

bool parse_lang(const std::string& name, Lang& out) {
  if (name == "en")
    out = Lang::En;
  else if (name == "de")
    out = Lang::De;
  else
    return false;
  return true;
}

namespace {
// Our own English words in rule references, longest first so none is a part of a later one.
constexpr std::pair<std::string_view, std::string_view> kOwnRuleWords[] = {
    {"the game's rules on dealing", "die Regeln des Spiels zum Geben"},
    {"THR v1 §5 unknown cards", "THR v1 §5 unbekannte Karten"},
    {"THR v1 §5 Result", "THR v1 §5 Ergebnis"},
    {"transcript notation", "Mitschrift-Notation"},
    {": dealing", ": Geben"},
};
}  // namespace

std::string rule_in(const std::string& rule, Lang lang) {
  if (lang == Lang::En) return rule;
  std::string out = rule;
  for (const auto& [en, de] : kOwnRuleWords) {
    for (std::size_t at = out.find(en); at != std::string::npos; at = out.find(en, at + de.size()))
      out.replace(at, en.size(), de);
  }
  return out;
}

void set_message(Finding& f, Message m) {
  f.message = std::move(m.en);
  f.message_de = std::move(m.de);
}

void append_message(Finding& f, const Message& m) {
  f.message += m.en;
  if (!f.message_de.empty()) f.message_de += m.de.empty() ? m.en : m.de;
}

const char* severity_word(Severity s, Lang lang) {
  if (lang == Lang::En) return severity_name(s);
  switch (s) {
    case Severity::Error: return "Fehler";
    case Severity::Warning: return "Warnung";
    case Severity::Info: return "Hinweis";
  }
  return "Fehler";
}

std::string expected_line(const Finding& f) {
  return std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + " " + severity_name(f.severity) + " " +
         f.code;
}

int count_faults(const Findings& findings) {
  int n = 0;
  for (const Finding& f : findings) n += f.severity != Severity::Info ? 1 : 0;
  return n;
}

}  // namespace stichprobe
