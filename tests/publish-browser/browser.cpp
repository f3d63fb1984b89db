#include "tests/publish-browser/browser.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

namespace stichprobe::testing {
namespace {

// A JSON string (for the commands' parameters).
std::string json_quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string chromium_binary() {
  const char* env = std::getenv("STICHPROBE_CHROMIUM");
  return env && *env ? env : "chromium";
}

std::string chromium_flags(const std::string& profile) {
  return "--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking "
         "--disable-component-update --disable-sync --hide-scrollbars --window-size=1280,800 --user-data-dir=" +
         profile;
}

Browser::Browser() {
  profile_ = (std::filesystem::temp_directory_path() / ("stichprobe-chromium-" + std::to_string(getpid()))).string();
  std::filesystem::remove_all(profile_);
  std::filesystem::create_directories(profile_);
  int in[2], out[2];  // in: to the browser; out: from it
  if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    // The child: the pipe's ends on fds 3 and 4 (moved out of the way first).
    const int r = fcntl(in[0], F_DUPFD, 10), w = fcntl(out[1], F_DUPFD, 10);
    dup2(r, 3);
    dup2(w, 4);
    const int null = ::open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    for (int fd = 5; fd < 64; ++fd) close(fd);
    const std::string cmd = "exec " + chromium_binary() + " " + chromium_flags(profile_) + " --remote-debugging-pipe";
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  to_browser_ = in[1];
  from_browser_ = out[0];
  const Json target = call("Target.createTarget", R"({"url":"about:blank"})", false);
  const Json attached = call("Target.attachToTarget",
                             "{\"targetId\":" + json_quoted(target["targetId"].string) + ",\"flatten\":true}", false);
  session_ = attached["sessionId"].string;
  call("Page.enable", "{}");
}

Browser::~Browser() {
  if (to_browser_ >= 0) {
    const std::string msg = "{\"id\":999999,\"method\":\"Browser.close\"}";
    (void)!write(to_browser_, msg.c_str(), msg.size() + 1);
    close(to_browser_);
  }
  if (from_browser_ >= 0) close(from_browser_);
  if (pid_ > 0) {
    // A moment to close, then no more waiting.
    for (int i = 0; i < 50; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      usleep(100000);
    }
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  std::error_code ec;
  std::filesystem::remove_all(profile_, ec);
}

std::string Browser::next_message() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  for (;;) {
    const auto nul = buffer_.find('\0');
    if (nul != std::string::npos) {
      std::string msg = buffer_.substr(0, nul);
      buffer_.erase(0, nul + 1);
      return msg;
    }
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) throw std::runtime_error("chromium did not answer within 60 s");
    pollfd p{from_browser_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
    char chunk[65536];
    const ssize_t n = read(from_browser_, chunk, sizeof chunk);
    if (n <= 0) throw std::runtime_error("chromium closed its pipe (is `" + chromium_binary() + "` installed?)");
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

Json Browser::call(const std::string& method, const std::string& params, bool in_page) {
  const int id = next_id_++;
  std::string msg = "{\"id\":" + std::to_string(id) + ",\"method\":" + json_quoted(method) + ",\"params\":" + params;
  if (in_page) msg += ",\"sessionId\":" + json_quoted(session_);
  msg += "}";
  msg.push_back('\0');
  for (std::size_t at = 0; at < msg.size();) {
    const ssize_t n = write(to_browser_, msg.data() + at, msg.size() - at);
    if (n <= 0) throw std::runtime_error("cannot write to chromium");
    at += static_cast<std::size_t>(n);
  }
  for (;;) {
    const Json answer = parse_json(next_message());
    if (answer["id"].type != Json::Type::Number) {
      events_.push_back(answer["method"].string);
      continue;
    }
    if (answer["id"].integer() != id) continue;
    if (answer.has("error")) throw std::runtime_error(method + ": " + answer["error"]["message"].string);
    return answer["result"];
  }
}

Json Browser::wait_for(const std::string& event) {
  for (std::size_t i = 0; i < events_.size(); ++i)
    if (events_[i] == event) {
      events_.erase(events_.begin(), events_.begin() + static_cast<long>(i) + 1);
      return Json{};
    }
  events_.clear();
  for (;;) {
    const Json msg = parse_json(next_message());
    if (msg["method"].string == event) return msg;
  }
}

void Browser::open(const std::string& url) {
  events_.clear();
  call("Page.navigate", "{\"url\":" + json_quoted(url) + "}");
  wait_for("Page.loadEventFired");
}

Json Browser::eval(const std::string& expression) {
  const Json r = call("Runtime.evaluate",
                      "{\"expression\":" + json_quoted(expression) + ",\"awaitPromise\":true,\"returnByValue\":true}");
  if (r.has("exceptionDetails"))
    throw std::runtime_error("script: " + r["exceptionDetails"]["exception"]["description"].string +
                             r["exceptionDetails"]["text"].string);
  return r["result"]["value"];
}

void Browser::press(const std::string& key, bool shift) {
  struct Code {
    const char* key;
    const char* code;
    int vk;
  };
  static const Code kCodes[] = {{"ArrowRight", "ArrowRight", 39},
                                {"ArrowLeft", "ArrowLeft", 37},
                                {"ArrowDown", "ArrowDown", 40},
                                {"ArrowUp", "ArrowUp", 38},
                                {"PageDown", "PageDown", 34},
                                {"PageUp", "PageUp", 33},
                                {"Home", "Home", 36},
                                {"End", "End", 35},
                                {"f", "KeyF", 70}};
  for (const Code& c : kCodes) {
    if (key != c.key) continue;
    const std::string shown = shift && key == "f" ? "F" : key;
    const std::string common = ",\"key\":" + json_quoted(shown) + ",\"code\":" + json_quoted(c.code) +
                               ",\"windowsVirtualKeyCode\":" + std::to_string(c.vk) +
                               ",\"modifiers\":" + (shift ? "8" : "0");
    call("Input.dispatchKeyEvent", "{\"type\":\"rawKeyDown\"" + common + "}");
    call("Input.dispatchKeyEvent", "{\"type\":\"keyUp\"" + common + "}");
    return;
  }
  throw std::runtime_error("no key code for " + key);
}

}  // namespace stichprobe::testing
