#include "validator/engine/variant_hints.h"

#include <algorithm>

namespace stichprobe::engine {
namespace {

bool has_errors(const Findings& findings) {
  return std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; });
}

bool valid_under(const GameModule& module, const HandContext& ctx, const record::Hand& hand) {
  return !has_errors(module.analyse(ctx, hand, {}).findings);
}

bool option_applies(const OptionSpec& o, const std::string& variant) {
  return o.variants.empty() || std::find(o.variants.begin(), o.variants.end(), variant) != o.variants.end();
}

}  // namespace

void add_variant_hints(const GameModule& module, const HandContext& ctx, const record::Hand& hand,
                       HandAnalysis& analysis) {
  if (!has_errors(analysis.findings)) return;
  const GameSpec& spec = *ctx.spec;
  std::vector<std::string> hints, hints_de;
  for (const auto& v : spec.variants) {
    if (v.id == ctx.variant) continue;
    if (std::find(v.player_counts.begin(), v.player_counts.end(), ctx.seat_count) == v.player_counts.end()) continue;
    HandContext other = ctx;
    other.prep = nullptr;
    other.variant = v.id;
    other.options = default_options(spec, v.id);
    // The record's own options carry over where they apply in the other variant.
    if (ctx.session)
      for (const auto& o : ctx.session->rules)
        if (const OptionSpec* os = find_option(spec, o.name); os && option_applies(*os, v.id))
          other.options[o.name] = o.value;
    if (valid_under(module, other, hand)) {
      hints.push_back("valid under " + spec.id + "/" + v.id);
      hints_de.push_back("nach " + spec.id + "/" + v.id + " gültig");
    }
  }
  for (const auto& o : spec.options) {
    if (!option_applies(o, ctx.variant)) continue;
    const auto current = ctx.options.find(o.name);
    for (const auto& value : o.values) {
      if (current != ctx.options.end() && current->second == value) continue;
      HandContext other = ctx;
      other.prep = nullptr;
      other.options[o.name] = value;
      if (valid_under(module, other, hand)) {
        hints.push_back("valid with " + o.name + "=" + value);
        hints_de.push_back("mit " + o.name + "=" + value + " gültig");
      }
    }
  }
  if (hints.empty()) return;
  std::string text, text_de;
  for (const auto& h : hints) text += (text.empty() ? "" : ", ") + h;
  for (const auto& h : hints_de) text_de += (text_de.empty() ? "" : ", ") + h;
  const Message hint{" [the hand would be " + text + "]", " [das Spiel wäre " + text_de + "]"};
  for (auto& f : analysis.findings)
    if (f.severity == Severity::Error) append_message(f, hint);
}

}  // namespace stichprobe::engine
