// Builds findings with the hand's context filled in, so game modules say only
// what is particular: code, place, trick, seat, message.
#pragma once
#include <string>
#include <string_view>

#include "formats/finding.h"

namespace stichprobe::engine {

class Reporter {
 public:
  // The prefix is borrowed where it outlives the reporter (a literal, the rules' own string),
  // and kept only when it is made for this hand: most hands report nothing, so a copy per
  // hand would be an allocation for nothing whenever it is longer than the short-string buffer.
  Reporter(Findings& out, int hand_n, const char* game_rule_prefix)
      : out_(out), hand_(hand_n), prefix_(game_rule_prefix) {}
  Reporter(Findings& out, int hand_n, const std::string& game_rule_prefix)
      : out_(out), hand_(hand_n), prefix_(game_rule_prefix) {}
  Reporter(Findings& out, int hand_n, std::string&& game_rule_prefix)
      : out_(out), hand_(hand_n), owned_(std::move(game_rule_prefix)), prefix_(owned_) {}
  Reporter(const Reporter&) = delete;  // prefix_ may point into owned_
  Reporter& operator=(const Reporter&) = delete;

  struct Where {
    Pos pos;
    int trick = 0;
    int seat = 0;
  };

  // `section` names the source's section the rule stands in ("Play", "Bidding").
  // The category is the code's prefix ("play.must-trump": play).
  Finding& add(Severity sev, std::string code, std::string phase, const Where& where, Message message,
               const std::string& section) {
    Finding f;
    f.severity = sev;
    f.category = category_of(f.code = std::move(code));
    f.phase = std::move(phase);
    f.pos = where.pos;
    f.trick = where.trick;
    f.seat = where.seat;
    f.hand = hand_;
    set_message(f, std::move(message));
    f.rule.reserve(prefix_.size() + (section.empty() ? 0 : 2 + section.size()));
    f.rule.append(prefix_);
    if (!section.empty()) f.rule.append(": ").append(section);
    out_.push_back(std::move(f));
    return out_.back();
  }
  Finding& error(std::string code, std::string phase, const Where& where, Message message, const std::string& section) {
    return add(Severity::Error, std::move(code), std::move(phase), where, std::move(message), section);
  }
  Finding& warning(std::string code, std::string phase, const Where& where, Message message,
                   const std::string& section) {
    return add(Severity::Warning, std::move(code), std::move(phase), where, std::move(message), section);
  }
  Finding& info(std::string code, std::string phase, const Where& where, Message message, const std::string& section) {
    return add(Severity::Info, std::move(code), std::move(phase), where, std::move(message), section);
  }

  int hand() const { return hand_; }
  Findings& findings() { return out_; }

 private:
  Findings& out_;
  int hand_;
  std::string owned_;        // the prefix when the caller made it for this reporter
  std::string_view prefix_;  // owned_ or the caller's
};

}  // namespace stichprobe::engine
