#include "validator/engine/variant_hints.h"

#include <algorithm>

#include "validator/engine/phrases.h"

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
  Message hints;  // "valid under dappen/breitnau, valid with dapp-rule=strict"
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
      append_item(hints, say({}, "phrase.valid-under", {{"variant", spec.id + "/" + v.id}}), ", ");
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
        append_item(hints, say({}, "phrase.valid-with", {{"option", o.name}, {"value", value}}), ", ");
      }
    }
  }
  if (hints.en.empty()) return;
  const Message hint = say({}, "phrase.would-be", {{"hints", hints}});
  for (auto& f : analysis.findings)
    if (f.severity == Severity::Error) append_message(f, hint);
}

}  // namespace stichprobe::engine
