// Every finding code the Tapp module can report is explained (GameSpec::findings or
// the shared catalogue), so `stichprobe explain` knows it.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "validator/engine/catalogue.h"
#include "validator/games/tapp/module.h"

TEST_CASE("catalogue: every code in validator/games/tapp is listed") {
  namespace fs = std::filesystem;
  const auto& spec = stichprobe::games::tapp::module().spec();
  const std::regex code("\"((deal|auction|exchange|announcement|play|points|bonus|settlement|session)\\.[a-z-]+)\"");
  int seen = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(STICHPROBE_SOURCE_DIR) / "validator/games/tapp")) {
    if (entry.path().extension() != ".cpp" || entry.path().filename() == "findings.cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (std::sregex_iterator it(s.begin(), s.end(), code), end; it != end; ++it) {
      const std::string c = (*it)[1];
      ++seen;
      const bool own =
          std::any_of(spec.findings.begin(), spec.findings.end(), [&](const auto& f) { return f.code == c; });
      const bool shared =
          std::any_of(stichprobe::engine::shared_findings().begin(), stichprobe::engine::shared_findings().end(),
                      [&](const auto& f) { return f.code == c; });
      INFO(c << " in " << entry.path().filename().string());
      CHECK((own || shared));
    }
  }
  CHECK(seen > 40);
}
