// Builds findings with the hand's context filled in, so game modules say only
// what is particular: code, place, trick, seat, message.
#pragma once
#include <string>

#include "formats/finding.h"

namespace stichprobe::engine {

class Reporter {
 public:
  Reporter(Findings& out, int hand_n, std::string game_rule_prefix)
      : out_(out), hand_(hand_n), prefix_(std::move(game_rule_prefix)) {}

  struct Where {
    Pos pos;
    int trick = 0;
    int seat = 0;
  };

  // `section` names the source's section the rule stands in ("Play", "Bidding").
  Finding& add(Severity sev, Category cat, std::string code, std::string phase, const Where& where,
               Message message, const std::string& section) {
    Finding f;
    f.severity = sev;
    f.category = cat;
    f.code = std::move(code);
    f.phase = std::move(phase);
    f.pos = where.pos;
    f.trick = where.trick;
    f.seat = where.seat;
    f.hand = hand_;
    set_message(f, std::move(message));
    f.rule = section.empty() ? prefix_ : prefix_ + ": " + section;
    out_.push_back(std::move(f));
    return out_.back();
  }
  Finding& error(Category cat, std::string code, std::string phase, const Where& where, Message message,
                 const std::string& section) {
    return add(Severity::Error, cat, std::move(code), std::move(phase), where, std::move(message), section);
  }
  Finding& warning(Category cat, std::string code, std::string phase, const Where& where, Message message,
                   const std::string& section) {
    return add(Severity::Warning, cat, std::move(code), std::move(phase), where, std::move(message), section);
  }
  Finding& info(Category cat, std::string code, std::string phase, const Where& where, Message message,
                const std::string& section) {
    return add(Severity::Info, cat, std::move(code), std::move(phase), where, std::move(message), section);
  }

  int hand() const { return hand_; }
  Findings& findings() { return out_; }

 private:
  Findings& out_;
  int hand_;
  std::string prefix_;
};

}  // namespace stichprobe::engine
