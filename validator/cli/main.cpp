// stichprobe: the thin main; everything else is in the cli library.
#include "validator/cli/cli.h"

int main(int argc, char** argv) { return stichprobe::cli::run(argc, argv); }
