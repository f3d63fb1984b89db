// Debian's chromium, headless, driven through the DevTools protocol over a pipe
// (--remote-debugging-pipe: commands in on fd 3, answers out on fd 4, each a JSON text
// ended by a NUL byte), so a test loads pages, runs script in them and presses keys in
// one browser. As root it runs without its sandbox, in a fresh profile, off the network.
#pragma once
#include <sys/types.h>

#include <string>
#include <vector>

#include "tests/support/json.h"

namespace stichprobe::testing {

// The chromium to run: $STICHPROBE_CHROMIUM, else `chromium` on the PATH.
std::string chromium_binary();
// The flags every run takes (headless, no sandbox, no network, a profile in `profile`).
std::string chromium_flags(const std::string& profile);

class Browser {
 public:
  Browser();
  ~Browser();
  Browser(const Browser&) = delete;
  Browser& operator=(const Browser&) = delete;

  // Opens `url` in the page and waits for its load event.
  void open(const std::string& url);
  // The value of a JavaScript expression (a promise is awaited); throws on an exception.
  Json eval(const std::string& expression);
  // Presses and releases a key ("ArrowRight", "PageDown", "f" ...), with Shift if asked.
  void press(const std::string& key, bool shift = false);

 private:
  Json call(const std::string& method, const std::string& params, bool in_page = true);
  Json wait_for(const std::string& event);
  std::string next_message();

  pid_t pid_ = -1;
  int to_browser_ = -1, from_browser_ = -1;
  int next_id_ = 1;
  std::string buffer_, profile_, session_;
  std::vector<std::string> events_;  // the events that came while waiting for an answer
};

}  // namespace stichprobe::testing
