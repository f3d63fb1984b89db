#include "validator/engine/game.h"

#include "validator/engine/registry.h"

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

namespace {

Options build_defaults(const GameSpec& spec, const std::string& variant) {
  Options out;
  for (const auto& o : spec.options) out[o.name] = o.default_value;
  if (const VariantSpec* v = find_variant(spec, variant))
    for (const auto& [name, value] : v->option_defaults) out[name] = value;
  return out;
}

struct VariantDefaults {
  const GameSpec* spec;
  const std::string* variant;
  Options options;
};

// Every registered game's variants with their defaults, built once: a session's set-up
// copies (or compares against) these instead of building the map again.
const std::vector<VariantDefaults>& registered_defaults() {
  static const std::vector<VariantDefaults> kTable = [] {
    std::vector<VariantDefaults> table;
    for (const GameModule* g : all_games())
      for (const VariantSpec& v : g->spec().variants)
        table.push_back({&g->spec(), &v.id, build_defaults(g->spec(), v.id)});
    return table;
  }();
  return kTable;
}

}  // namespace

const Options* variant_defaults(const GameSpec& spec, const std::string& variant) {
  for (const VariantDefaults& d : registered_defaults())
    if (d.spec == &spec && *d.variant == variant) return &d.options;
  return nullptr;
}

Options default_options(const GameSpec& spec, const std::string& variant) {
  if (const Options* known = variant_defaults(spec, variant)) return *known;
  return build_defaults(spec, variant);
}

DefaultPreps::DefaultPreps(const GameSpec& spec, Make make) : make_(make) {
  for (const VariantSpec& v : spec.variants) {
    const Options* defaults = variant_defaults(spec, v.id);
    if (!defaults) continue;
    for (int players : v.player_counts) {
      HandContext ctx;
      ctx.spec = &spec;
      ctx.variant = v.id;
      ctx.options = *defaults;
      ctx.seat_count = players;
      entries_.push_back({v.id, players, defaults, make(ctx)});
    }
  }
}

std::shared_ptr<const SessionPrep> DefaultPreps::prepare(const HandContext& ctx) const {
  for (const Entry& e : entries_)
    if (e.seat_count == ctx.seat_count && e.variant == ctx.variant && *e.options == ctx.options) return e.prep;
  return make_(ctx);
}

int table_size(const HandContext& ctx, const record::Hand* hand) {
  if (ctx.seat_count > 0) return ctx.seat_count;
  if (ctx.session && !ctx.session->players.empty()) return static_cast<int>(ctx.session->players.size());
  if (hand && hand->deal) return static_cast<int>(hand->deal->hands.size());
  return 0;
}

int dealer_to_the_right(const HandContext& ctx, const record::Hand& hand) {
  if (ctx.seat_count <= 0) return hand.dealer;
  return hand.dealer % ctx.seat_count + 1;  // the player to the right: seat + 1, wrapping
}

int GameModule::next_dealer(const HandContext& ctx, const record::Hand& hand) const {
  return dealer_to_the_right(ctx, hand);
}

}  // namespace stichprobe::engine
