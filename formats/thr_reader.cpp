// THR v1 reader: the entry points, the root element and the session header.
// pugixml options: parse_default = escapes, CDATA, end-of-line normalisation and
// attribute whitespace normalisation, i.e. the text an XML processor must report.
// Comments, PIs, the declaration and DOCTYPE are not built as nodes: the prescan
// checks the declaration and rejects DOCTYPEs and entity references itself.
#include "formats/thr_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <system_error>

#include "formats/thr_fast_reader.h"
#include "formats/thr_reader_elements.h"
#include "formats/thr_reader_prescan.h"
#include "formats/xml_syntax_text.h"
#include "formats/xml_tags.h"

namespace stichprobe {
namespace thr_detail {
namespace {

constexpr std::size_t kKeptBuffer = std::size_t{16} << 20;

std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (const auto& g : thr_vocabulary()) names.push_back(g.game);
  return names;
}

void read_meta(Reader& r, pugi::xml_node element, record::Meta& meta) {
  meta.pos = r.pos(element);
  r.attributes(element, meta.foreign, "§4");
  r.children(element, {"title", "date", "place", "event", "source", "recorded-by", "note"}, meta.foreign, false, false,
             "§4", [&](int index, pugi::xml_node child) {
               std::optional<std::string>* fields[] = {&meta.title,  &meta.date,        &meta.place, &meta.event,
                                                       &meta.source, &meta.recorded_by, &meta.note};
               auto& field = *fields[index];
               record::Foreign ignored;  // attributes of meta's text children are not kept
               r.attributes(child, ignored, "§4");
               if (field) {
                 const std::string name(Reader::local_name(child.name()));
                 r.report("format.duplicate-element", r.pos(child), {{"parent", "meta"}, {"name", name}}, "§4");
                 return;
               }
               field = r.text_content(child, meta.foreign, "§4");
             });
}

void read_rules(Reader& r, pugi::xml_node element, record::Session& session) {
  session.has_rules = true;
  session.rules_pos = r.pos(element);
  r.attributes(element, session.rules_foreign, "§6");
  r.children(element, {"option"}, session.rules_foreign, false, false, "§6", [&](int, pugi::xml_node child) {
    record::RuleOption option;
    option.pos = r.pos(child);
    auto a = r.attributes(child, {"name", "value"}, option.foreign, "§6");
    if (r.require(child, a[0], "name", "§6")) option.name = a[0].value();
    if (r.require(child, a[1], "value", "§6")) option.value = a[1].value();
    r.children(child, {}, option.foreign, false, false, "§6", [](int, pugi::xml_node) {});
    session.rules.push_back(std::move(option));
  });
}

void read_players(Reader& r, pugi::xml_node element, record::Session& session) {
  session.players_pos = r.pos(element);
  r.attributes(element, session.players_foreign, "§4");
  r.children(element, {"player"}, session.players_foreign, false, false, "§4", [&](int, pugi::xml_node child) {
    record::Player player;
    player.pos = r.pos(child);
    auto a = r.attributes(child, {"seat", "name"}, player.foreign, "§4");
    player.seat = r.integer(child, a[0], "seat", "§2", true).value_or(0);
    if (a[1]) player.name = a[1].value();
    r.children(child, {}, player.foreign, false, false, "§4", [](int, pugi::xml_node) {});
    session.players.push_back(std::move(player));
  });
}

}  // namespace

void read_session_attributes(Reader& r, pugi::xml_node element, record::Session& session, SessionReading& st) {
  session.pos = r.pos(element);
  auto a = r.attributes(element, {"version", "game", "variant"}, session.foreign, "§4");
  if (!a[0]) {
    r.report("format.version/missing", session.pos, {}, "§4");
  } else {
    session.version = a[0].value();
    if (session.version != "1")
      r.report("format.version", r.attribute_pos(element, "version"), {{"version", session.version}}, "§4");
  }
  const GameVocabulary* game = nullptr;
  if (r.require(element, a[1], "game", "§4")) {
    session.game = a[1].value();
    game = find_game_vocabulary(session.game);
    if (!game) {
      const Message mean = did_you_mean(session.game, game_names());
      r.report("format.unknown-game", r.attribute_pos(element, "game"), {{"game", session.game}, {"mean", mean}}, "§4");
    }
  }
  if (a[2]) {
    session.variant = a[2].value();
    if (game && !session.variant.empty()) {
      bool known = false;
      for (const auto& v : game->variants) known = known || v == session.variant;
      if (!known) {
        std::string list;
        for (const auto& v : game->variants) list += (list.empty() ? "" : ", ") + v;
        const Message mean = did_you_mean(session.variant, game->variants);
        r.report("format.unknown-variant", r.attribute_pos(element, "variant"),
                 {{"variant", session.variant}, {"game", session.game}, {"mean", mean}, {"list", list}}, "§4");
      }
    }
  }
  st.game = game;
}

void read_session_child(Reader& r, pugi::xml_node element, pugi::xml_node child, record::Session& session,
                        SessionReading& st, const std::function<record::Hand&()>& hand) {
  r.child(element, child, {"meta", "rules", "players", "hand"}, session.foreign, false, true, "§4", st.last,
          [&](int index, pugi::xml_node c) {
            bool* seen[] = {&st.has_meta, &st.has_rules, &st.has_players};
            if (index < 3) {
              if (*seen[index]) {
                const std::string name(Reader::local_name(c.name()));
                r.report("format.duplicate-element", r.pos(c), {{"parent", "session"}, {"name", name}}, "§4");
                return;
              }
              *seen[index] = true;
            }
            switch (index) {
              case 0: read_meta(r, c, session.meta.emplace()); break;
              case 1: read_rules(r, c, session); break;
              case 2: read_players(r, c, session); break;
              default:
                ++st.hands;
                read_hand(r, c, hand(), st.game);
                break;
            }
          });
}

void end_session(const record::Session& session, const SessionReading& st, Findings& out) {
  if (!st.has_players) out.push_back(format_finding("format.missing-element/players", session.pos, {}, "§4"));
  if (st.hands == 0) out.push_back(format_finding("format.missing-element/hands", session.pos, {}, "§4"));
}

void read_session(Reader& r, pugi::xml_node element, record::Session& session) {
  SessionReading st;
  read_session_attributes(r, element, session, st);
  session.hands.reserve(Reader::child_elements(element));
  const std::function<record::Hand&()> next_hand = [&]() -> record::Hand& { return session.hands.emplace_back(); };
  for (pugi::xml_node child = element.first_child(); child; child = child.next_sibling())
    read_session_child(r, element, child, session, st, next_hand);
  r.hand_n = 0;
  end_session(session, st, r.findings());
}

pugi::xml_node find_root(Reader& r, pugi::xml_node first, bool after_root) {
  pugi::xml_node root;
  for (pugi::xml_node n = first; n; n = n.next_sibling()) {
    if (n.type() == pugi::node_element) {
      if (!root && !after_root) {
        root = n;
      } else {
        r.report("format.xml-syntax/second-root", r.pos(n), {{"name", n.name()}}, "§4");
        break;
      }
    } else if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) {
      r.report("format.xml-syntax/outside-root", r.pos(n), {}, "§4");
    }
  }
  return root;
}

RootKind read_root_start(Reader& r, pugi::xml_node root, record::Document& document) {
  const std::string_view name = root.name();
  const std::string_view local = Reader::local_name(name);
  if (local != "session" && local != "archive") {
    r.report("format.root", r.pos(root), {{"name", name}}, "§4");
    return RootKind::None;
  }
  const auto ns = r.namespace_of(name, false);
  if (!ns) {
    r.report("format.namespace/root-prefix", r.pos(root), {}, "§1");
    return RootKind::None;
  }
  if (*ns != kThrNamespace) {
    r.report(ns->empty() ? "format.namespace/none" : "format.namespace", r.pos(root),
             {{"thr", kThrNamespace}, {"found", *ns}}, "§1");
    r.set_thr_ns(*ns);  // read on as if it were THR, to report everything else too
  }
  if (local == "session") return RootKind::Session;
  document.archive = true;
  auto a = r.attributes(root, {"version"}, document.foreign, "§4");
  if (a[0] && std::string_view(a[0].value()) != "1")
    r.report("format.version", r.attribute_pos(root, "version"), {{"version", a[0].value()}}, "§4");
  return RootKind::Archive;
}

void end_archive(Pos root, std::size_t sessions, Findings& out) {
  if (sessions == 0) out.push_back(format_finding("format.missing-element/sessions", root, {}, "§4"));
}

namespace {

void read_root(Reader& r, pugi::xml_document& doc, ReadResult& result) {
  const pugi::xml_node root = find_root(r, doc.first_child(), false);
  if (!root) {
    r.report("format.xml-syntax/no-root", r.pos_at(0), {}, "§4");
    return;
  }
  const std::size_t mark = r.push_declarations(root);
  record::Document& document = result.document;
  switch (read_root_start(r, root, document)) {
    case RootKind::None: return;
    case RootKind::Session: read_session(r, root, document.sessions.emplace_back()); break;
    case RootKind::Archive:
      r.children(root, {"session"}, document.foreign, false, false, "§4",
                 [&](int, pugi::xml_node child) { read_session(r, child, document.sessions.emplace_back()); });
      end_archive(r.pos(root), document.sessions.size(), r.findings());
      break;
  }
  r.pop_declarations(mark);
}

// A start-end tag mismatch names both tags and where the open one began.
Message syntax_message(std::string_view bytes, std::size_t start, std::size_t at, const LineTable& lines,
                       pugi::xml_parse_status status) {
  const Message what = xml_syntax_text(status);
  // The file ends in the middle of a tag: truncated, most likely.
  const Message early =
      bytes.find('>', at) == std::string_view::npos ? format_message("format.xml-syntax/ends-early") : Message{};
  if (status == pugi::status_end_element_mismatch) {
    const auto end_tag = end_tag_around(bytes, at);
    if (const auto open = open_element_before(bytes, start, end_tag ? end_tag->offset : bytes.size()))
      return format_message(end_tag ? "format.xml-syntax/mismatch" : "format.xml-syntax/unclosed",
                            {{"what", what},
                             {"end", end_tag ? end_tag->name : std::string()},
                             {"open", open->name},
                             {"line", lines.at(open->offset).line},
                             {"early", early}});
  }
  return format_message("format.xml-syntax", {{"what", what}, {"early", early}});
}

}  // namespace

Finding xml_syntax_finding(std::string_view bytes, std::size_t start, const pugi::xml_parse_result& parsed,
                           const LineTable& lines) {
  const std::size_t at = start + static_cast<std::size_t>(parsed.offset < 0 ? 0 : parsed.offset);
  return format_error("format.xml-syntax", lines.at(at), syntax_message(bytes, start, at, lines, parsed.status), "§4");
}

ReadResult read_thr_with_pugixml(std::string_view bytes) {
  ReadResult result;
  try {
    const LineTable lines(bytes);
    const Prescan pre = prescan(bytes, lines, result.findings);
    if (!pre.parse) return result;
    const std::string_view body = bytes.substr(pre.start);
    // pugixml parses in place; it would copy the text into a fresh allocation of the
    // file's size per call (an mmap and page faults for every large file). One buffer
    // per thread, grown to the largest file read, is reused instead.
    // A buffer beyond kKeptBuffer is given back after the file.
    thread_local std::string buffer;
    struct Release {
      ~Release() {
        if (buffer.capacity() > kKeptBuffer) std::string().swap(buffer);
      }
    } release;
    buffer.assign(body);
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed =
        doc.load_buffer_inplace(buffer.data(), buffer.size(), pugi::parse_default, pugi::encoding_utf8);
    if (!parsed) {
      result.findings.push_back(xml_syntax_finding(bytes, pre.start, parsed, lines));
      return result;
    }
    result.parsed = true;
    Reader reader(bytes, pre.start, lines, result.findings);
    read_root(reader, doc, result);
  } catch (const std::bad_alloc&) {
    result.findings.push_back(format_finding("format.unreadable/memory", {}, {}, "§4"));
  } catch (const std::exception& e) {
    result.findings.push_back(format_finding("format.unreadable/reading", {}, {{"why", e.what()}}, "§4"));
  }
  return result;
}

}  // namespace thr_detail

ReadResult read_thr(std::string_view bytes, const ReadOptions& options) {
  ReadResult result;
  if (thr_detail::read_thr_fast(bytes, result, options)) return result;
  return thr_detail::read_thr_with_pugixml(bytes);
}

ReadResult read_thr(std::string_view bytes, const ReadOptions& options, RecordSpares& spares) {
  ReadResult result;
  if (thr_detail::read_thr_fast(bytes, result, options, &spares)) return result;
  return thr_detail::read_thr_with_pugixml(bytes);
}

// One open, one fstat and the reads (no stat of the path first, no stream): for a
// folder of small files this was a third of the time spent on each file.
FileBytes read_file_bytes(const std::string& path, std::string buffer, std::size_t limit) {
  FileBytes out;
  out.bytes = std::move(buffer);
  auto fail = [&](std::string_view key, const char* why = "") {
    out.bytes.clear();
    out.error = thr_detail::format_finding(key, {}, {{"path", path}, {"why", why}}, "§4");
    return std::move(out);
  };
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))  // a folder that cannot be opened
      return fail("format.unreadable/directory");
    return fail("format.unreadable/open");
  }
  struct Close {
    int fd;
    ~Close() { ::close(fd); }
  } close_it{fd};
  struct stat info {};
  if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) return fail("format.unreadable/directory");
  try {
    // A regular file is read to the size fstat gave (as the stream did: no extra call
    // to find the end); anything without a size (a pipe, /proc) to its end.
    const bool sized = S_ISREG(info.st_mode) && info.st_size > 0;
    if (sized && static_cast<std::uint64_t>(info.st_size) > limit) {
      out.bytes.clear();
      out.too_large = true;
      return out;
    }
    std::size_t used = 0;
    out.bytes.resize(sized ? static_cast<std::size_t>(info.st_size) : 4096);
    for (;;) {
      if (used == out.bytes.size()) {
        if (sized) break;
        out.bytes.resize(out.bytes.size() * 2);
      }
      const ssize_t got = ::read(fd, out.bytes.data() + used, out.bytes.size() - used);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) return fail("format.unreadable");
      if (got == 0) break;
      used += static_cast<std::size_t>(got);
    }
    out.bytes.resize(used);
  } catch (const std::exception& e) {
    return fail("format.unreadable/why", e.what());
  }
  return out;
}

ReadResult read_thr_file(const std::string& path, const ReadOptions& options) {
  FileBytes file = read_file_bytes(path);
  if (file.error) {
    ReadResult result;
    result.findings.push_back(std::move(*file.error));
    return result;
  }
  return read_thr(file.bytes, options);
}

}  // namespace stichprobe
