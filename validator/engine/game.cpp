#include "validator/engine/game.h"

namespace stichprobe::engine {

const VariantSpec* find_variant(const GameSpec& spec, const std::string& variant) {
  for (const auto& v : spec.variants)
    if (v.id == variant) return &v;
  return nullptr;
}

const OptionSpec* find_option(const GameSpec& spec, const std::string& name) {
  for (const auto& o : spec.options)
    if (o.name == name) return &o;
  return nullptr;
}

Options default_options(const GameSpec& spec, const std::string& variant) {
  Options out;
  for (const auto& o : spec.options) out[o.name] = o.default_value;
  if (const VariantSpec* v = find_variant(spec, variant))
    for (const auto& [name, value] : v->option_defaults) out[name] = value;
  return out;
}

int GameModule::next_dealer(const HandContext& ctx, const record::Hand& hand) const {
  if (ctx.seat_count <= 0) return hand.dealer;
  return hand.dealer % ctx.seat_count + 1;  // the player to the right: seat + 1, wrapping
}

}  // namespace stichprobe::engine
