// A place in the file (formats/finding.h): places order by line, then column, as the
// reports list findings and the editor pairs the places of its saved file.
#include <catch2/catch.hpp>

#include "formats/finding.h"

using namespace stichprobe;

TEST_CASE("places order by line, then column", "[finding]") {
  CHECK(Pos{3, 40} < Pos{4, 1});
  CHECK(Pos{4, 1} < Pos{4, 2});
  CHECK_FALSE(Pos{4, 2} < Pos{4, 2});
  CHECK(Pos{4, 2} <= Pos{4, 2});
  CHECK(Pos{5, 1} > Pos{4, 99});
  CHECK(Pos{} < Pos{1, 1});  // an unknown place (0) comes first
  CHECK(Pos{2, 7} == Pos{2, 7});
  CHECK(Pos{2, 7} != Pos{7, 2});
}
