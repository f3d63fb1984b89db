// The contracts, the resolved options and the session's prepared rules.
#include "validator/games/tapp-tarock/rules.h"
#include "validator/games/tapp-tarock/spec.h"

namespace stichprobe::games::tapp_tarock {

std::optional<Contract> parse_contract(std::string_view token) {
  if (token == "dreier") return Contract::Dreier;
  if (token == "unterer") return Contract::Unterer;
  if (token == "oberer") return Contract::Oberer;
  if (token == "solo") return Contract::Solo;
  return std::nullopt;
}

const char* contract_token(Contract c) {
  switch (c) {
    case Contract::Dreier: return "dreier";
    case Contract::Unterer: return "unterer";
    case Contract::Oberer: return "oberer";
    case Contract::Solo: return "solo";
  }
  return "?";
}

const char* contract_name(Contract c) {
  switch (c) {
    case Contract::Dreier: return "Dreier";
    case Contract::Unterer: return "Unterer";
    case Contract::Oberer: return "Oberer";
    case Contract::Solo: return "Solo";
  }
  return "?";
}

// "Dreier 3, Unterer 4, Oberer 5, Solo 8" (Game values and bonuses).
int contract_value(Contract c) {
  switch (c) {
    case Contract::Dreier: return 3;
    case Contract::Unterer: return 4;
    case Contract::Oberer: return 5;
    case Contract::Solo: return 8;
  }
  return 0;
}

Rules resolve_rules(const std::string& variant, const engine::Options& options) {
  auto value = [&](const char* name, const char* fallback) {
    auto it = options.find(name);
    return it == options.end() ? std::string(fallback) : it->second;
  };
  Rules r;
  r.old_talon = variant == "old-talon";
  r.hold_any_overcalled = value("hold", "earlier-seat") == "any-overcalled";
  r.solo_opening = value("solo-opening", "no") == "yes";
  r.all_pass_redeal = value("all-pass", "thrown-in") == "redeal";
  r.valat_adds = value("valat", "replaces") == "adds";
  r.pagat_taker_scores = value("pagat-captured", "taker-scores") == "taker-scores";
  r.defender_honours = value("defender-honours", "count") == "count";
  r.both_announcements = value("announcements", "one") == "both";
  return r;
}

int required_packet(Contract c, const Rules& rules) {
  if (!rules.old_talon) return 0;
  if (c == Contract::Unterer) return 2;  // "in an Unterer he had to take the lower three cards"
  if (c == Contract::Oberer) return 1;   // "in an Oberer he had to pick up the upper three cards"
  return 0;
}

std::shared_ptr<const engine::SessionPrep> prepare(const engine::HandContext& ctx) {
  return engine::prepare_rules<Prep>(spec(), ctx);
}

engine::PreparedOr<Rules> rules_for(const engine::HandContext& ctx) { return engine::prepared_rules<Prep>(ctx); }

}  // namespace stichprobe::games::tapp_tarock
