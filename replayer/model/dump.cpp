#include "replayer/model/dump.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace stichprobe::replay {
namespace {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

// Geometry to a tenth of a pixel: enough to compare, short to read.
std::string num(float v) {
  std::ostringstream o;
  o << std::round(v * 10.0f) / 10.0f;
  return o.str();
}

std::string rect(const Rect& r) {
  return "\"x\":" + num(r.x) + ",\"y\":" + num(r.y) + ",\"w\":" + num(r.w) + ",\"h\":" + num(r.h);
}

std::string finding(const Finding& f) {
  return "{\"code\":" + quoted(f.code) + ",\"severity\":" + quoted(severity_name(f.severity)) +
         ",\"line\":" + std::to_string(f.pos.line) + ",\"column\":" + std::to_string(f.pos.column) + "}";
}

template <class Range, class Fn>
std::string list(const Range& items, Fn fn) {
  std::string out = "[";
  bool first = true;
  for (const auto& item : items) {
    out += (first ? "" : ",") + fn(item);
    first = false;
  }
  return out + "]";
}

std::string regions_and_cards(const TableLayout& t) {
  std::string out = ",\"regions\":" + list(t.regions, [](const Region& r) {
                      return "{\"kind\":" + quoted(r.kind) + ",\"id\":" + quoted(r.id) + "," + rect(r.r) + "}";
                    });
  out += ",\"cards\":" + list(t.cards, [&](const LaidCard& c) {
           return "{\"code\":" + quoted(card_code(c.view.card)) + ",\"region\":" + quoted(c.region) + "," + rect(c.r) +
                  ",\"visible_w\":" + num(c.visible_w) + ",\"index_w\":" + num(c.index_w) +
                  ",\"inferred\":" + (c.view.inferred ? "true" : "false") +
                  ",\"legal\":" + (c.view.legal ? "true" : "false") +
                  ",\"marked\":" + (c.view.marked ? "true" : "false") +
                  ",\"selected\":" + (c.view.selected ? "true" : "false") + "}";
         });
  return out;
}

std::string step_json(const ReplayModel& m, int width, int height) {
  const TableView v = m.table();
  const TableLayout t = m.layout(static_cast<float>(width), static_cast<float>(height));
  const int p = m.current_phase();
  std::string out = "{\"label\":" + quoted(v.step_label) + ",\"phase\":" +
                    quoted(p >= 0 ? text_in(m.phases()[static_cast<std::size_t>(p)].title, m.lang()) : "") +
                    ",\"header\":" + list(v.header, quoted);
  if (v.trick_winner) out += ",\"trick_winner\":" + std::to_string(v.trick_winner);
  if (v.recorded_winner) out += ",\"recorded_winner\":" + std::to_string(v.recorded_winner);
  out += ",\"findings\":" + list(v.findings_here, finding);
  return out + regions_and_cards(t) + "}";
}

const char* stage_name(EntryStage s) {
  switch (s) {
    case EntryStage::None: return "none";
    case EntryStage::Deal: return "deal";
    case EntryStage::Exchange: return "exchange";
    case EntryStage::Auction: return "auction";
    case EntryStage::Play: return "play";
    case EntryStage::Result: return "result";
    case EntryStage::Revise: return "revise";
  }
  return "";
}

// `from` without one copy of each of `take` (a multiset difference).
Findings without(Findings from, const Findings& take) {
  for (const auto& f : take)
    if (const auto it = std::find(from.begin(), from.end(), f); it != from.end()) from.erase(it);
  return from;
}

}  // namespace

std::string dump_steps(ReplayModel& m, int width, int height) {
  std::string out = "{\"size\":[" + std::to_string(width) + "," + std::to_string(height) +
                    "],\"file\":" + quoted(m.path()) + ",\"findings\":";
  // Findings of the file and its sessions, not of a hand.
  Findings outside;
  for (const auto& f : m.document_findings())
    if (f.hand == 0) outside.push_back(f);
  out += list(outside, finding) + ",\"hands\":[";
  for (std::size_t h = 0; h < m.hands().size(); ++h) {
    m.apply(Command{CommandKind::OpenHand, static_cast<int>(h), {}});
    // A hand's findings that no step shows (a hand the engine could not replay).
    Findings unplaced;
    for (const auto& fa : m.hand_findings())
      if (fa.step < 0) unplaced.push_back(fa.finding);
    out += std::string(h ? "," : "") + "{\"n\":" + std::to_string(m.hands()[h].n) +
           ",\"findings\":" + list(unplaced, finding) + ",\"steps\":[";
    for (int s = 0; s < m.step_count(); ++s) {
      m.apply(Command{CommandKind::GoToStep, s, {}});
      out += (s ? ",\n" : "\n") + step_json(m, width, height);
    }
    out += "]}\n";
  }
  return out + "]}\n";
}

}  // namespace stichprobe::replay

namespace stichprobe::replay {

std::string dump_editor(const TableEditor& e, int width, int height) {
  const ReplayModel& m = e.view();
  const TableView v = e.table();
  const EditorLayout l = e.layout(static_cast<float>(width), static_cast<float>(height));
  // Every finding of the file Save writes, once: those at this step, the hand's others,
  // and the rest (other hands, the session, the file).
  const Findings here = v.findings_here;
  Findings hand;
  for (const auto& fa : m.hand_findings()) hand.push_back(fa.finding);
  hand = without(hand, here);
  const Findings rest = without(without(e.session().findings(), here), hand);
  // Each at its place in the file Save writes, as `validate` of that file gives it.
  const auto saved = [&](const Finding& f) {
    Finding g = f;
    g.pos = e.session().saved_place(f.pos);
    return finding(g);
  };
  const int p = m.current_phase();
  std::string step = "{\"label\":" + quoted(v.step_label) + ",\"phase\":" +
                     quoted(p >= 0 ? text_in(m.phases()[static_cast<std::size_t>(p)].title, m.lang()) : "") +
                     ",\"stage\":" + quoted(stage_name(e.stage())) + ",\"prompt\":" + quoted(e.prompt()) +
                     ",\"header\":" + list(v.header, quoted) +
                     ",\"offers\":" + list(e.offers(), [](const Offer& o) { return quoted(o.group + " " + o.label); });
  if (v.trick_winner) step += ",\"trick_winner\":" + std::to_string(v.trick_winner);
  if (v.recorded_winner) step += ",\"recorded_winner\":" + std::to_string(v.recorded_winner);
  step += ",\"findings\":" + list(here, saved) + regions_and_cards(l.table) + "}";
  const record::Hand* h = e.session().hand();
  return "{\"size\":[" + std::to_string(width) + "," + std::to_string(height) +
         "],\"file\":" + quoted(e.session().path()) + ",\"editor\":true,\"findings\":" + list(rest, saved) +
         ",\"hands\":[{\"n\":" + std::to_string(h ? h->n : 0) + ",\"findings\":" + list(hand, saved) +
         ",\"steps\":[\n" + step + "]}\n]}\n";
}

}  // namespace stichprobe::replay
