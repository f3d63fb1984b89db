// libFuzzer entry: any bytes through the THR reader and the whole validator.
// Whatever the input, nothing may crash, hang, leak or invoke undefined behaviour,
// and where the reader's fast path takes the input, the pugixml path must find
// nothing in it and read the same record (a difference stops the fuzzer).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/thr_fast_reader.h"
#include "formats/thr_reader.h"
#include "validator/engine/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  stichprobe::ReadResult fast;
  if (stichprobe::thr_detail::read_thr_fast(bytes, fast)) {
    const stichprobe::ReadResult reference = stichprobe::thr_detail::read_thr_with_pugixml(bytes);
    if (!reference.parsed || !reference.findings.empty() || !(reference.document == fast.document))
      __builtin_trap();
  }
  const stichprobe::ReadResult read = stichprobe::read_thr(bytes);
  stichprobe::engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  const auto report = stichprobe::engine::validate_document(read, opts);
  return report.findings.size() > 1000000 ? -1 : 0;
}
