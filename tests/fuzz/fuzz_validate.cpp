// libFuzzer entry: any bytes through the THR reader and the whole validator.
// Whatever the input, nothing may crash, hang, leak or invoke undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/thr_reader.h"
#include "validator/engine/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const stichprobe::ReadResult read = stichprobe::read_thr(bytes);
  stichprobe::engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  const auto report = stichprobe::engine::validate_document(read, opts);
  return report.findings.size() > 1000000 ? -1 : 0;
}
