// libFuzzer entry: any bytes through the THR reader and the whole validator.
// Whatever the input, nothing may crash, hang, leak or invoke undefined behaviour,
// and where the reader's fast path takes the input, the pugixml path must find
// nothing in it and read the same record, and the fast path without card positions
// the same tricks without places, and read on the blocks of earlier records the same
// record (a difference stops the fuzzer).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/record_spares.h"
#include "formats/thr_fast_reader.h"
#include "formats/thr_reader.h"
#include "validator/engine/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  stichprobe::ReadResult fast;
  if (stichprobe::thr_detail::read_thr_fast(bytes, fast)) {
    const stichprobe::ReadResult reference = stichprobe::thr_detail::read_thr_with_pugixml(bytes);
    if (!reference.parsed || !reference.findings.empty() || !(reference.document == fast.document)) __builtin_trap();
    // On the blocks of every record read before (as validate reads file after file): the same record.
    static stichprobe::RecordSpares spares;
    stichprobe::ReadResult reused;
    if (!stichprobe::thr_detail::read_thr_fast(bytes, reused, {}, &spares) || !(reused.document == fast.document))
      __builtin_trap();
    spares.keep(std::move(reused.document));
    // Without card positions: the same cards, and no places.
    stichprobe::ReadOptions bare_options;
    bare_options.card_positions = false;
    stichprobe::ReadResult bare;
    if (!stichprobe::thr_detail::read_thr_fast(bytes, bare, bare_options) ||
        bare.document.sessions.size() != fast.document.sessions.size())
      __builtin_trap();
    for (std::size_t s = 0; s < bare.document.sessions.size(); ++s) {
      const auto& a = bare.document.sessions[s];
      const auto& b = fast.document.sessions[s];
      if (a.hands.size() != b.hands.size()) __builtin_trap();
      for (std::size_t h = 0; h < a.hands.size(); ++h)
        if (a.hands[h].play && b.hands[h].play)
          for (std::size_t t = 0; t < a.hands[h].play->tricks.size(); ++t)
            if (a.hands[h].play->tricks[t].cards.cards != b.hands[h].play->tricks[t].cards.cards ||
                !a.hands[h].play->tricks[t].cards.token_pos.empty())
              __builtin_trap();
    }
  }
  const stichprobe::ReadResult read = stichprobe::read_thr(bytes);
  stichprobe::engine::AnalysisOptions opts;
  opts.timeline = true;
  opts.derivation = true;
  const auto report = stichprobe::engine::validate_document(read, opts);
  return report.findings.size() > 1000000 ? -1 : 0;
}
