// Troggu's session prep (the resolved options and the deal plan) changes nothing but the speed.
#include <catch2/catch.hpp>

#include "tests/support/prepare_check.h"
#include "validator/games/troggu/module.h"

TEST_CASE("Troggu hands analysed with the session prep and without it agree", "[troggu][prepare]") {
  CHECK(stichprobe::testing::check_prepare_agrees(stichprobe::games::troggu::module(), 300) > 0);
}
