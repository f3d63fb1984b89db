// What the views ask the model to do. Views never change the model while they
// draw; they return commands and the app applies them after the frame.
#pragma once
#include <string>
#include <vector>

namespace stichprobe::replay {

enum class CommandKind {
  OpenFile,     // path
  OpenHand,     // value = index into hands()
  GoToStep,     // value = step index
  StepForward,  // one card / call
  StepBack,
  NextTrick,  // to the end of the next phase (a whole trick)
  PrevTrick,
  First,        // Home
  Last,         // End
  GoToPhase,    // value = index into phases()
  GoToFinding,  // value = index into hand_findings()
  NextHand,
  PrevHand,
  NextFinding,  // to the next step with a finding of this hand
  PrevFinding,
  SetHandFilter,  // path = the hands list's filter text (empty: every hand)
};

struct Command {
  CommandKind kind = CommandKind::StepForward;
  int value = 0;
  std::string path;
};

using Commands = std::vector<Command>;

// The replayer's keys, as the window reports them.
enum class Key { Right, Left, PageDown, PageUp, Home, End, Down, Up, F };

// What a key press asks for: Left/Right card by card, PageUp/PageDown trick by trick,
// Home/End, Up/Down hand by hand, F / Shift+F the next / previous finding.
constexpr CommandKind command_for_key(Key key, bool shift) {
  switch (key) {
    case Key::Right: return CommandKind::StepForward;
    case Key::Left: return CommandKind::StepBack;
    case Key::PageDown: return CommandKind::NextTrick;
    case Key::PageUp: return CommandKind::PrevTrick;
    case Key::Home: return CommandKind::First;
    case Key::End: return CommandKind::Last;
    case Key::Down: return CommandKind::NextHand;
    case Key::Up: return CommandKind::PrevHand;
    case Key::F: return shift ? CommandKind::PrevFinding : CommandKind::NextFinding;
  }
  return CommandKind::StepForward;
}

}  // namespace stichprobe::replay
