// stichprobe: the thin main; everything else is in the cli library.
#include "validator/cli/allocator.h"
#include "validator/cli/cli.h"

int main(int argc, char** argv) {
  stichprobe::cli::tune_allocator();
  return stichprobe::cli::run(argc, argv);
}
