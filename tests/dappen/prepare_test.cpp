// Dappen's session prep (the resolved rules) changes nothing but the speed.
#include <catch2/catch.hpp>

#include "tests/support/prepare_check.h"
#include "validator/games/dappen/module.h"

TEST_CASE("Dappen hands analysed with the session prep and without it agree", "[dappen][prepare]") {
  CHECK(stichprobe::testing::check_prepare_agrees(stichprobe::games::dappen::module(), 300) > 0);
}
