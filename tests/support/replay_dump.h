// For the tests of the published pages: the samples they take (every one, or every
// STICHPROBE_PUBLISH_STRIDE-th under the sanitizers), and `stichprobe-replay --dump-steps`
// of a file as JSON (replay::dump_steps in process, at the replayer's 1280x800).
#pragma once
#include <string>
#include <vector>

#include "formats/finding.h"
#include "tests/support/json.h"

namespace stichprobe::testing {

std::vector<std::string> publish_samples();
Json replay_dump(const std::string& file, Lang lang = Lang::En);

}  // namespace stichprobe::testing
