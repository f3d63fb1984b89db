// Dappen (Schwarzwälder Tapptarock), ../shared/rules/dappen.de.txt: one against all with a
// large Dapp, in five variants (breitnau, furtwangen, schollach, buchenbach, jeu-du-tarot).
#pragma once
#include "validator/engine/game.h"

namespace stichprobe::games::dappen {

const engine::GameModule& module();

}  // namespace stichprobe::games::dappen
