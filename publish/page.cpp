// A page: the template publish/page/page.html with its style, script and JSON filled in.
#include <string_view>
#include <utility>

#include "publish/page_model.h"
#include "publish/page_text.h"
#include "publish/publish.h"

namespace stichprobe::publish {

// publish/page/*, embedded at build time (cmake/EmbedFiles.cmake).
std::string_view embedded_file(std::string_view name);

namespace {

// `s` for HTML text and attribute values.
std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

// The template with each {{NAME}} replaced by its value; values are not scanned again.
std::string fill(std::string_view tmpl, const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  std::size_t at = 0;
  while (at < tmpl.size()) {
    const std::size_t open = tmpl.find("{{", at);
    if (open == std::string_view::npos) break;
    const std::size_t close = tmpl.find("}}", open);
    if (close == std::string_view::npos) break;
    out.append(tmpl.substr(at, open - at));
    const std::string_view name = tmpl.substr(open + 2, close - open - 2);
    bool known = false;
    for (const auto& [key, value] : values)
      if (name == key) {
        out += value;
        known = true;
      }
    if (!known) out.append(tmpl.substr(open, close + 2 - open));
    at = close + 2;
  }
  out.append(tmpl.substr(at));
  return out;
}

std::string page_title(const Page& p, const std::string& name) {
  for (const auto& s : p.sessions)
    if (!s.title.empty()) return s.title + " – " + name;
  return name;
}

}  // namespace

Page render_page(const std::string& path, const PageOptions& options) {
  replay::ReplayModel model;
  model.set_lang(options.lang);
  model.open_file(path);
  PageModel pm = page_model(model, options.name);
  Page page = std::move(pm.summary);
  const std::string lang = options.lang == Lang::De ? "de" : "en";
  page.html = fill(embedded_file("page.html"), {
                                                   {"LANG", lang},
                                                   {"TITLE", html_escape(page_title(page, options.name))},
                                                   {"NAME", html_escape(options.name)},
                                                   {"INDEX", html_escape(options.index_href)},
                                                   {"INDEX_WORD", html_escape(page_word("index", options.lang))},
                                                   {"NOSCRIPT", html_escape(page_word("noScript", options.lang))},
                                                   {"STYLE", std::string(embedded_file("page.css"))},
                                                   {"DATA", pm.data},
                                                   {"VIEW", pm.view},
                                                   {"SCRIPT", std::string(embedded_file("page.js"))},
                                               });
  return page;
}

std::string render_index(const std::vector<IndexEntry>& entries, Lang lang) {
  auto w = [&](const char* key) { return html_escape(page_word(key, lang)); };
  std::string rows;
  for (const auto& e : entries) {
    const std::string file = "<a href=\"" + html_escape(e.href) + "\">" + html_escape(e.name) + "</a>";
    if (e.page.sessions.empty()) {
      rows += "<tr class=\"unreadable\"><td>" + file + "</td><td colspan=\"6\">" + w("unreadable") + "</td><td>" +
              std::to_string(e.page.findings) + "</td></tr>\n";
      continue;
    }
    for (const auto& s : e.page.sessions) {
      std::string players;
      for (const auto& p : s.players) players += (players.empty() ? "" : ", ") + p;
      // Each session links to its first hand (an archive's sessions share the page).
      const std::string link = "<a href=\"" + html_escape(e.href) + "#hand=" + std::to_string(s.first_hand) +
                               "&amp;step=1\">" + html_escape(e.name) + "</a>";
      const std::string cls = s.errors > 0 ? "errors" : s.findings > 0 ? "warnings" : "clean";
      rows += "<tr><td>" + link + "</td><td>" + html_escape(s.title) + "</td><td>" + html_escape(s.date) + "</td><td>" +
              html_escape(s.place) + "</td><td>" + html_escape(s.game + (s.variant.empty() ? "" : " · " + s.variant)) +
              "</td><td>" + html_escape(players) + "</td><td class=\"num\">" + std::to_string(s.hands) +
              "</td><td class=\"num " + cls + "\">" + std::to_string(s.findings) + "</td></tr>\n";
    }
  }
  return fill(embedded_file("index.html"), {
                                               {"LANG", lang == Lang::De ? "de" : "en"},
                                               {"TITLE", w("index")},
                                               {"STYLE", std::string(embedded_file("page.css"))},
                                               {"FILE", w("file")},
                                               {"TITLE_COL", w("title")},
                                               {"DATE", w("date")},
                                               {"PLACE", w("place")},
                                               {"GAME", w("game")},
                                               {"PLAYERS", w("players")},
                                               {"HANDS", w("handsCount")},
                                               {"FINDINGS", w("findingsCount")},
                                               {"ROWS", rows},
                                               {"PUBLISHED", w("published")},
                                           });
}

}  // namespace stichprobe::publish
