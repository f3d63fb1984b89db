// Phases of a timeline and where each finding belongs in it.
#include <algorithm>

#include "replayer/model/replay_model.h"

namespace stichprobe::replay {
namespace {

using engine::StepKind;

// The phase's key (English, stable: the app brings the auction and scoring tabs
// forward by it) and its title in both languages.
std::string phase_key(const engine::Step& s) {
  switch (s.kind) {
    case StepKind::Deal: return "Deal";
    case StepKind::Call:
    case StepKind::Contract: return "Auction";
    case StepKind::Exchange:
    case StepKind::Swap: return "Exchange";
    case StepKind::Announcement: return "Announcements";
    case StepKind::Play: return "Trick " + std::to_string(s.trick);
    case StepKind::Score: return "Scoring";
  }
  return "Other";
}

Message phase_title(const engine::Step& s) {
  switch (s.kind) {
    case StepKind::Deal: return {"Deal", "Geben"};
    case StepKind::Call:
    case StepKind::Contract: return {"Auction", "Bieten"};
    case StepKind::Exchange:
    case StepKind::Swap: return {"Exchange", "Tausch"};
    case StepKind::Announcement: return {"Announcements", "Ansagen"};
    case StepKind::Play: return {"Trick " + std::to_string(s.trick), "Stich " + std::to_string(s.trick)};
    case StepKind::Score: return {"Scoring", "Abrechnung"};
  }
  return {"Other", "Sonstiges"};
}

// Which step kinds a finding's phase names (THR §7 phases, plus categories).
bool phase_matches(const std::string& phase, const engine::Step& s) {
  switch (s.kind) {
    case StepKind::Deal: return phase == "deal";
    case StepKind::Call:
    case StepKind::Contract: return phase == "auction" || phase == "contract";
    case StepKind::Exchange:
    case StepKind::Swap: return phase == "exchange" || phase == "swap";
    case StepKind::Announcement: return phase == "announcement";
    case StepKind::Play: return phase == "play";
    case StepKind::Score:
      return phase == "scoring" || phase == "result" || phase == "points" || phase == "bonus" || phase == "settlement";
  }
  return false;
}

}  // namespace

std::vector<Phase> phases_of(const std::vector<engine::Step>& steps) {
  std::vector<Phase> out;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string key = phase_key(steps[i]);
    const int idx = static_cast<int>(i);
    if (!out.empty() && out.back().label == key) {
      out.back().last_step = idx;
    } else {
      out.push_back(Phase{key, phase_title(steps[i]), idx, idx, 0});
    }
  }
  return out;
}

int step_of_finding(const Finding& f, const std::vector<engine::Step>& steps) {
  if (steps.empty()) return -1;
  const int n = static_cast<int>(steps.size());
  // 1. The very place: a card token or a call element (one the editor entered: line 0).
  if (f.pos != Pos{})
    for (int i = 0; i < n; ++i)
      if (steps[static_cast<std::size_t>(i)].pos == f.pos) return i;
  // 2. A play of that trick by that seat; else the end of that trick. A wrong winner
  //    becomes true only when the trick is complete: its last card, whoever the seat.
  if (f.trick > 0) {
    const bool whole_trick = f.code.find("winner") != std::string::npos;
    int last_of_trick = -1;
    for (int i = 0; i < n; ++i) {
      const auto& s = steps[static_cast<std::size_t>(i)];
      if (s.kind != StepKind::Play || s.trick != f.trick) continue;
      if (f.seat != 0 && s.seat == f.seat && !whole_trick) return i;
      last_of_trick = i;
    }
    if (last_of_trick >= 0) return last_of_trick;
  }
  // 3. Its phase: the first step of it whose place is not before the finding,
  //    else the last step of that phase (a derived result: the end of the phase).
  if (!f.phase.empty()) {
    int first = -1, last = -1;
    for (int i = 0; i < n; ++i) {
      if (!phase_matches(f.phase, steps[static_cast<std::size_t>(i)])) continue;
      if (first < 0) first = i;
      last = i;
      if (f.pos.line != 0 && f.pos <= steps[static_cast<std::size_t>(i)].pos &&
          steps[static_cast<std::size_t>(i)].pos.line != 0)
        return i;
    }
    if (f.phase == "deal" && first >= 0) return first;
    if (last >= 0) return last;
  }
  // 4. The last step recorded at or before its place in the file.
  if (f.pos.line != 0) {
    int best = -1;
    for (int i = 0; i < n; ++i) {
      const Pos p = steps[static_cast<std::size_t>(i)].pos;
      if (p.line != 0 && p <= f.pos) best = i;
    }
    if (best >= 0) return best;
  }
  // 5. A finding about the result as a whole: the end of the hand.
  return n - 1;
}

}  // namespace stichprobe::replay
