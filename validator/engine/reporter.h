// Builds findings with the hand's context filled in, so game modules say only
// what is particular: code, place, trick, seat, message.
#pragma once
#include <string>
#include <string_view>

#include "formats/finding.h"
#include "validator/engine/messages.h"

namespace stichprobe::engine {

class Reporter {
 public:
  // The prefix is borrowed where it outlives the reporter (a literal, the rules' own string),
  // and kept only when it is made for this hand: most hands report nothing, so a copy per
  // hand would be an allocation for nothing whenever it is longer than the short-string buffer.
  // `messages` is the game's catalogue of message templates (the shared one is always asked too).
  Reporter(Findings& out, int hand_n, const char* game_rule_prefix, MessageCatalogue messages = {})
      : out_(out), hand_(hand_n), prefix_(game_rule_prefix), messages_(messages) {}
  Reporter(Findings& out, int hand_n, const std::string& game_rule_prefix, MessageCatalogue messages = {})
      : out_(out), hand_(hand_n), prefix_(game_rule_prefix), messages_(messages) {}
  Reporter(Findings& out, int hand_n, std::string&& game_rule_prefix, MessageCatalogue messages = {})
      : out_(out), hand_(hand_n), owned_(std::move(game_rule_prefix)), prefix_(owned_), messages_(messages) {}
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
    if (!textless_) set_message(f, std::move(message));
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

  // A finding whose message is the template of `key` (its code, or code + "/form") filled
  // with `values`: rendered here, when a finding is made, so every output reads the same text.
  Finding& add(Severity sev, std::string_view key, std::string phase, const Where& where, const std::string& section,
               Values values) {
    return add(sev, std::string(code_of_key(key)), std::move(phase), where,
               textless_ ? Message{} : engine::say(messages_, key, values), section);
  }
  Finding& error(std::string_view key, std::string phase, const Where& where, const std::string& section,
                 Values values = {}) {
    return add(Severity::Error, key, std::move(phase), where, section, values);
  }
  Finding& warning(std::string_view key, std::string phase, const Where& where, const std::string& section,
                   Values values = {}) {
    return add(Severity::Warning, key, std::move(phase), where, section, values);
  }
  Finding& info(std::string_view key, std::string phase, const Where& where, const std::string& section,
                Values values = {}) {
    return add(Severity::Info, key, std::move(phase), where, section, values);
  }
  // The message of `key` in this reporter's game, for a finding made or extended elsewhere.
  Message say(std::string_view key, Values values = {}) const { return engine::say(messages_, key, values); }
  MessageCatalogue messages() const { return messages_; }

  // Findings without their message text (code, place and rule kept): the engine's probe for
  // the legal actions (GameModule::next_turn, AnalysisOptions::next) throws its findings away,
  // and a generator asks at every step.
  void textless(bool on) { textless_ = on; }

  int hand() const { return hand_; }
  Findings& findings() { return out_; }

 private:
  Findings& out_;
  int hand_;
  std::string owned_;        // the prefix when the caller made it for this reporter
  std::string_view prefix_;  // owned_ or the caller's
  MessageCatalogue messages_;
  bool textless_ = false;
};

}  // namespace stichprobe::engine
