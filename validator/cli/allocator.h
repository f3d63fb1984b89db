// Process-wide allocator settings for the programs (never called by the engine).
#pragma once

namespace stichprobe::cli {

// Reading and validating a file allocates and frees many small objects, and a big
// parse buffer. glibc's defaults hand freed memory back to the system after each file
// (trim threshold 128 kB) and fetch it again for the next, a page fault per page. With
// a top pad and a higher trim threshold the heap is kept between files. Memory stays
// bounded by the largest file (plus the pad); only the kernel round trips go.
void tune_allocator();

}  // namespace stichprobe::cli
