// `stichprobe publish FILE|DIR... -o OUTDIR [--lang en|de]`: one self-contained web page
// per record file and OUTDIR/index.html, drawn by publish/ from the replay model. Pages
// mirror the folders below each DIR given; a FILE's page takes its name. Every page is
// written through write_page: atomically, a failure said in one line (exit 2).
#include <filesystem>
#include <iostream>
#include <set>

#include "publish/publish.h"
#include "validator/cli/command_info.h"
#include "validator/cli/commands.h"
#include "validator/cli/inputs.h"
#include "validator/cli/outputs.h"

namespace stichprobe::cli {
namespace {

namespace fs = std::filesystem;

// Writes `bytes` to `path` (atomically, formats/output.h), making its folder first. On
// failure says so in one line ("stichprobe publish: cannot write PATH: REASON").
bool write_page(const fs::path& path, const std::string& bytes, std::ostream& err) {
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  if (ec) {
    say_write_error("publish", WriteError{path.string(), ec}, err);
    return false;
  }
  if (auto e = write_file_atomically(path.string(), bytes)) {
    say_write_error("publish", *e, err);
    return false;
  }
  return true;
}

// A record file and where its page goes (relative to OUTDIR).
struct Planned {
  std::string source;
  fs::path page;     // "tapp/valid-x.html"
  std::string name;  // "tapp/valid-x.xml", as the page and the index name it
};

// The pages for the arguments: below a DIR its files' relative paths, a FILE by its name;
// a name taken twice gets "-2", "-3" ...
std::vector<Planned> plan(const std::vector<std::string>& args) {
  std::vector<Planned> out;
  std::set<std::string> taken{"index.html"};
  for (const auto& arg : args) {
    std::error_code ec;
    const bool dir = fs::is_directory(arg, ec);
    for (const auto& file : collect_inputs({arg})) {
      const fs::path rel = dir ? fs::path(file).lexically_relative(arg) : fs::path(file).filename();
      fs::path page = fs::path(rel).replace_extension(".html");
      for (int k = 2; taken.count(page.generic_string()); ++k)
        page = fs::path(rel).replace_extension("").concat("-" + std::to_string(k) + ".html");
      taken.insert(page.generic_string());
      out.push_back(Planned{file, page, rel.generic_string()});
    }
  }
  return out;
}

// "../" for each folder between the page and OUTDIR.
std::string up_to_index(const fs::path& page) {
  std::string out;
  for (auto it = page.begin(); std::next(it) != page.end(); ++it) out += "../";
  return out + "index.html";
}

}  // namespace

CommandInfo publish_info() {
  CommandInfo info;
  info.name = "publish";
  info.summary = "web pages that replay the records' hands, and an index of them";
  info.synopsis = "[options] -o OUTDIR FILE|DIR...";
  info.description =
      "Writes one self-contained web page per record file (a DIR is searched for *.xml; its pages keep its "
      "folders) and OUTDIR/index.html listing each session: title, date, place, game, players, hands and findings. "
      "A page replays every hand step by step as stichprobe-replay does, with the findings 'validate' reports at "
      "their steps; it loads nothing from the network and opens from a folder as from any web server. "
      "page.html#hand=N&step=K opens the N-th hand at step K (the address follows as one steps); &seat=S shows "
      "the table as seat S saw it.";
  add_common_options(info, true);
  info.options.add_options()("output,o", po::value<std::string>()->value_name("OUTDIR"),
                             "the folder to write the pages and index.html to (made if missing)");
  info.operand = "input";
  info.max_operands = -1;
  info.operand_kind = Operands::Files;
  info.exit_codes = {{0, "every page written, no record has an error"},
                     {1, "every page written, some record has an error (the pages show it)"},
                     {2, "usage error, an input that does not exist, or a file that could not be written"}};
  info.example = "stichprobe publish -o site/ archive/";
  return info;
}

ExitStatus publish_command(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info = publish_info();
  po::variables_map vm;
  if (auto done = parse_command(info, args, vm, out, err)) return *done;
  const std::vector<std::string> inputs =
      vm.count("input") ? vm["input"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (!vm.count("output") || inputs.empty()) {
    err << "stichprobe publish: give -o OUTDIR and at least one FILE or DIR\n";
    return ExitStatus::Usage;
  }
  Lang lang = Lang::En;
  parse_lang(vm["lang"].as<std::string>(), lang);
  const fs::path outdir = vm["output"].as<std::string>();
  bool missing = false, errors = false;
  std::vector<publish::IndexEntry> index;
  for (const Planned& p : plan(inputs)) {
    std::error_code ec;
    if (p.source == "-" || p.source == kStdinName || !fs::is_regular_file(p.source, ec)) {
      err << "stichprobe publish: " << p.source << ": no such record file\n";
      missing = true;
      continue;
    }
    publish::Page page = publish::render_page(p.source, {lang, p.name, up_to_index(p.page)});
    if (!write_page(outdir / p.page, page.html, err)) return ExitStatus::WriteFailed;
    out << (outdir / p.page).string() << ": " << page.hands << (page.hands == 1 ? " hand, " : " hands, ")
        << page.findings << (page.findings == 1 ? " finding, " : " findings, ") << (page.html.size() + 1023) / 1024
        << " KB\n";
    errors = errors || page.errors > 0;
    page.html.clear();
    index.push_back(publish::IndexEntry{p.page.generic_string(), p.name, std::move(page)});
  }
  const fs::path index_path = outdir / "index.html";
  if (!write_page(index_path, publish::render_index(index, lang), err)) return ExitStatus::WriteFailed;
  out << index_path.string() << ": " << index.size() << (index.size() == 1 ? " page\n" : " pages\n");
  if (missing) return ExitStatus::Usage;
  return errors ? ExitStatus::Findings : ExitStatus::Clean;
}

}  // namespace stichprobe::cli
