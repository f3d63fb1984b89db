#include "tests/support/replay_dump.h"

#include <algorithm>
#include <cstdlib>

#include "replayer/model/dump.h"
#include "tests/support/expected.h"

namespace stichprobe::testing {

std::vector<std::string> publish_samples() {
  const std::vector<std::string> all = xml_files_below(STICHPROBE_SAMPLES_DIR);
  const char* stride_text = std::getenv("STICHPROBE_PUBLISH_STRIDE");
  const std::size_t stride = stride_text ? static_cast<std::size_t>(std::max(1, std::atoi(stride_text))) : 1;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < all.size(); i += stride) out.push_back(all[i]);
  return out;
}

Json replay_dump(const std::string& file, Lang lang) {
  replay::ReplayModel m;
  m.set_lang(lang);
  m.open_file(file);
  return parse_json(replay::dump_steps(m, 1280, 800));
}

}  // namespace stichprobe::testing
