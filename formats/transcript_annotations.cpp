#include "formats/transcript_annotations.h"

#include <algorithm>

namespace stichprobe::transcript {

const std::string* annotation(const record::Foreign& f, std::string_view name) {
  for (const auto& a : f.attributes)
    if (a.qualified_name == name) return &a.value;
  return nullptr;
}

void annotate(record::Foreign& f, std::string_view name, const std::string& value) {
  auto& list = f.attributes;
  const auto it = std::find_if(list.begin(), list.end(),
                               [&](const record::ForeignAttribute& a) { return a.qualified_name == name; });
  if (value.empty()) {
    if (it != list.end()) list.erase(it);
  } else if (it != list.end()) {
    it->value = value;
  } else {
    list.push_back({std::string(name), value});
  }
}

bool is_annotation(const record::ForeignAttribute& a) {
  if (a.qualified_name == kDeclaration) return a.value == kNamespace;
  return a.qualified_name.rfind("transcript:", 0) == 0;
}

bool annotated(const record::Foreign& f) {
  return std::any_of(f.attributes.begin(), f.attributes.end(),
                     [](const record::ForeignAttribute& a) { return a.qualified_name.rfind("transcript:", 0) == 0; });
}

void declare_annotations(record::Foreign& root) {
  for (const auto& a : root.attributes)
    if (a.qualified_name == kDeclaration) return;
  root.attributes.insert(root.attributes.begin(), {std::string(kDeclaration), std::string(kNamespace)});
}

namespace {

bool has(const record::Foreign& f) { return annotated(f); }

bool hand_carries(const record::Hand& h) {
  bool any = has(h.foreign);
  if (h.deal) {
    any = any || has(h.deal->foreign);
    for (const auto& sc : h.deal->hands) any = any || has(sc.cards.foreign);
    if (h.deal->talon) {
      any = any || has(h.deal->talon->foreign) || (h.deal->talon->cards && has(h.deal->talon->cards->foreign));
      for (const auto& p : h.deal->talon->packets) any = any || has(p.foreign);
    }
  }
  if (h.auction) {
    any = any || has(h.auction->foreign);
    for (const auto& c : h.auction->calls) any = any || has(c.foreign);
  }
  any = any || (h.contract && has(h.contract->foreign));
  for (const auto& e : h.exchanges) any = any || has(e.foreign);
  for (const auto& w : h.swaps) any = any || has(w.foreign);
  for (const auto& a : h.announcements) any = any || has(a.foreign);
  if (h.play) {
    any = any || has(h.play->foreign);
    for (const auto& t : h.play->tricks) any = any || has(t.foreign);
  }
  for (const auto& r : h.rulings) any = any || has(r.foreign);
  if (h.result) {
    any = any || has(h.result->foreign);
    for (const auto& p : h.result->points) any = any || has(p.foreign);
    for (const auto& b : h.result->bonuses) any = any || has(b.foreign);
    if (h.result->settlement) {
      any = any || has(h.result->settlement->foreign);
      for (const auto& p : h.result->settlement->pays) any = any || has(p.foreign);
    }
    if (h.result->totals) {
      any = any || has(h.result->totals->foreign);
      for (const auto& t : h.result->totals->totals) any = any || has(t.foreign);
    }
  }
  return any || (h.outcome && has(h.outcome->foreign));
}

bool computed(const record::Foreign& f) { return annotation(f, kComputed) != nullptr; }

void strip_hand(record::Hand& h) {
  if (h.deal) {
    std::erase_if(h.deal->hands, [](const record::SeatCards& sc) { return computed(sc.cards.foreign); });
    if (h.deal->talon && computed(h.deal->talon->foreign)) h.deal->talon.reset();
  }
  if (!h.result) return;
  record::Result& r = *h.result;
  bool whole_part = std::erase_if(r.bonuses, [](const record::Bonus& b) { return computed(b.foreign); }) > 0;
  if (r.settlement && computed(r.settlement->foreign)) {
    r.settlement.reset();
    whole_part = true;
  } else if (r.settlement) {
    std::erase_if(r.settlement->pays, [](const record::Pay& p) { return computed(p.foreign); });
  }
  // A result the record command made only to hold what it computed.
  if (whole_part && r.points.empty() && r.bonuses.empty() && !r.settlement && !r.totals &&
      r.foreign == record::Foreign{})
    h.result.reset();
}

void undeclare(record::Foreign& f) {
  std::erase_if(f.attributes, [](const record::ForeignAttribute& a) {
    return a.qualified_name == kDeclaration && a.value == kNamespace;
  });
}

}  // namespace

bool carries_annotations(const record::Session& s) {
  bool any = has(s.foreign) || has(s.rules_foreign) || has(s.players_foreign) || (s.meta && has(s.meta->foreign));
  for (const auto& o : s.rules) any = any || has(o.foreign);
  for (const auto& p : s.players) any = any || has(p.foreign);
  for (const auto& h : s.hands) any = any || hand_carries(h);
  return any;
}

record::Document without_computed(record::Document doc) {
  for (auto& s : doc.sessions) {
    for (auto& h : s.hands) strip_hand(h);
    if (!carries_annotations(s)) undeclare(s.foreign);
  }
  return doc;
}

}  // namespace stichprobe::transcript
