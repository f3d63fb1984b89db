// stichprobe-replay FILE [--hand N] [--lang en|de] [--screenshot OUT.png [--step K]] [--size WxH]
//                   [--dump-steps OUT.json]
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <string>
#include <string_view>
#include <system_error>

#include "formats/output.h"
#include "replayer/app/app.h"
#include "replayer/model/dump.h"

namespace {

// Standard output's bytes, written, and its descriptor closed, with the errors checked:
// 0; 2 with the message; kBrokenPipeStatus, quietly, when the reader has gone.
int to_stdout(std::string_view bytes) {
  std::error_code ec = stichprobe::write_all(STDOUT_FILENO, bytes);
  if (!ec && ::close(STDOUT_FILENO) != 0 && errno != EINTR) ec = std::error_code(errno, std::generic_category());
  if (!ec) return 0;
  const stichprobe::WriteError e{"standard output", ec};
  if (e.broken_pipe()) return stichprobe::kBrokenPipeStatus;
  std::fprintf(stderr, "stichprobe-replay: %s\n", e.message().c_str());
  return stichprobe::replay::app::kWriteFailed;
}

int dump(const stichprobe::replay::app::AppOptions& opts, const std::string& out_path) {
  using namespace stichprobe::replay;
  std::string json;
  if (opts.edit) {
    TableEditor editor;
    if (opts.german) editor.set_lang(stichprobe::Lang::De);
    const std::string error =
        opts.step ? editor.open_at(opts.file, static_cast<std::size_t>(*opts.step)) : editor.open(opts.file);
    if (!error.empty()) {  // no record to edit: as a file that cannot be read for writing
      std::fprintf(stderr, "stichprobe-replay: %s\n", error.c_str());
      return app::kWriteFailed;
    }
    json = dump_editor(editor, opts.width, opts.height);
  } else {
    ReplayModel model;
    if (opts.german) model.set_lang(stichprobe::Lang::De);
    model.open_file(opts.file);
    json = dump_steps(model, opts.width, opts.height);
  }
  if (out_path == "-") return to_stdout(json);
  if (auto e = stichprobe::write_file_atomically(out_path, json)) {
    std::fprintf(stderr, "stichprobe-replay: %s\n", e->message().c_str());
    return app::kWriteFailed;
  }
  return 0;
}

constexpr const char* kUsage =
    "usage: stichprobe-replay [FILE] [--hand N] [--lang en|de] [--screenshot OUT.png [--step K]] [--size WxH]\n"
    "       stichprobe-replay --edit FILE [--step K] [--screenshot OUT.png]\n"
    "       stichprobe-replay FILE --dump-steps OUT.json [--size WxH] [--lang en|de]\n"
    "       stichprobe-replay --edit FILE [--step K] --dump-steps OUT.json\n"
    "  FILE              a THR hand record (also: drag and drop, File > Recent)\n"
    "  --hand N          open the hand with n=N\n"
    "  --lang de         everything in German: the windows, the steps, the auction,\n"
    "                    findings and the derivation (default en)\n"
    "  --screenshot PNG  render one frame into PNG and exit\n"
    "  --export-view     File > Export view as PNG once: write FILE-hand<n>-step<k>.png\n"
    "                    in the working directory and exit\n"
    "  --step K          with --screenshot or --export-view: show step K (1 = the deal)\n"
    "  --edit FILE       the editor on FILE (with --step K: its last hand entered up to\n"
    "                    action K, e.g. for a screenshot mid-hand)\n"
    "  --pointer X,Y     a simulated mouse position (screenshots ignore it)\n"
    "  --click X,Y       with --screenshot: a click there first, as the mouse makes it\n"
    "                    (repeatable; the editor takes it as a click on its table)\n"
    "  --size WxH        window size (default 1280x800)\n"
    "  --dump-steps JSON write what the window draws at every step of every hand\n"
    "                    (labels, phase, findings, regions, cards) without a window\n"
    "                    ('-': standard output); with --edit: the editor's table at\n"
    "                    that action, as one hand with one step\n"
    "editor: click the table (the deck, a seat, the talon, the hand to play) and the\n"
    "      buttons under it; Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+S save;\n"
    "      Left/Right back to an earlier card or call to change it\n"
    "keys: Left/Right card by card, PageUp/PageDown trick by trick, Home/End,\n"
    "      Up/Down previous/next hand, F / Shift+F next/previous finding;\n"
    "      File > Export view as PNG writes the window as --screenshot does\n"
    "exit status: 0 done; 1 no window could be opened; 2 usage error, or a file (PNG,\n"
    "      JSON) could not be written: one line on standard error says which and why;\n"
    "      141 standard output was a pipe whose reader had gone\n";

bool parse_int(std::string_view s, int& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

}  // namespace

int main(int argc, char** argv) {
  stichprobe::ignore_write_signals();
  stichprobe::replay::app::AppOptions opts;
  std::string dump_path;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    auto value = [&](std::string_view& out) {
      if (i + 1 >= argc) return false;
      out = argv[++i];
      return true;
    };
    std::string_view v;
    int n = 0;
    if (arg == "--help" || arg == "-h") {
      return to_stdout(kUsage);
    } else if (arg == "--hand" && value(v) && parse_int(v, n)) {
      opts.hand = n;
    } else if (arg == "--lang" && value(v) && (v == "en" || v == "de")) {
      opts.german = v == "de";
    } else if (arg == "--step" && value(v) && parse_int(v, n)) {
      opts.step = n;
    } else if (arg == "--dump-steps" && value(v)) {
      dump_path = std::string(v);
    } else if (arg == "--edit" && value(v)) {
      opts.file = std::string(v);
      opts.edit = true;
    } else if (arg == "--export-view") {
      opts.export_view = true;
    } else if (arg == "--click" && value(v)) {
      // A click at a window position before the screenshot, as the mouse would make it.
      const auto comma = v.find(',');
      int x = 0, y = 0;
      if (comma == std::string_view::npos || !parse_int(v.substr(0, comma), x) || !parse_int(v.substr(comma + 1), y)) {
        std::fputs("stichprobe-replay: bad --click (e.g. 400,300)\n", stderr);
        return 2;
      }
      opts.clicks.emplace_back(static_cast<float>(x), static_cast<float>(y));
    } else if (arg == "--pointer" && value(v)) {
      // A simulated mouse position in pixels, for the test that screenshots ignore it.
      const auto comma = v.find(',');
      int x = 0, y = 0;
      if (comma == std::string_view::npos || !parse_int(v.substr(0, comma), x) || !parse_int(v.substr(comma + 1), y)) {
        std::fputs("stichprobe-replay: bad --pointer (e.g. 400,300)\n", stderr);
        return 2;
      }
      opts.pointer = std::pair<float, float>(static_cast<float>(x), static_cast<float>(y));
    } else if (arg == "--screenshot" && value(v)) {
      opts.screenshot = std::string(v);
    } else if (arg == "--size" && value(v)) {
      const auto x = v.find('x');
      if (x == std::string_view::npos || !parse_int(v.substr(0, x), opts.width) ||
          !parse_int(v.substr(x + 1), opts.height) || opts.width < 320 || opts.height < 240) {
        std::fprintf(stderr, "stichprobe-replay: bad --size '%.*s' (e.g. 1280x800)\n", static_cast<int>(v.size()),
                     v.data());
        return 2;
      }
    } else if (!arg.empty() && arg[0] != '-' && opts.file.empty()) {
      opts.file = std::string(arg);
    } else {
      std::fprintf(stderr, "stichprobe-replay: unexpected argument '%s'\n", argv[i]);
      std::fputs(kUsage, stderr);
      return 2;
    }
  }
  if (!dump_path.empty()) {
    if (opts.file.empty()) {
      std::fputs("stichprobe-replay: --dump-steps needs a FILE\n", stderr);
      return 2;
    }
    return dump(opts, dump_path);
  }
  if ((!opts.screenshot.empty() || opts.export_view) && opts.file.empty()) {
    std::fputs("stichprobe-replay: --screenshot and --export-view need a FILE\n", stderr);
    return 2;
  }
  return stichprobe::replay::app::run_app(opts);
}
