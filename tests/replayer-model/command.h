// A command as the replayer's keys, buttons and files give it, for the model tests.
#pragma once
#include <string>
#include <utility>

#include "replayer/model/commands.h"

namespace stichprobe::replay {

inline Command cmd(CommandKind k, int v = 0, std::string path = {}) { return Command{k, v, std::move(path)}; }

}  // namespace stichprobe::replay
