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
  NextTrick,    // to the end of the next phase (a whole trick)
  PrevTrick,
  First,        // Home
  Last,         // End
  GoToPhase,    // value = index into phases()
  GoToFinding,  // value = index into hand_findings()
  NextHand,
  PrevHand,
  NextFinding,  // to the next step with a finding of this hand
  PrevFinding,
};

struct Command {
  CommandKind kind = CommandKind::StepForward;
  int value = 0;
  std::string path;
};

using Commands = std::vector<Command>;

}  // namespace stichprobe::replay
