// What a transcript holds beyond the THR elements it makes, kept in the record so that
// `stichprobe record --from` gives it back (docs/hand-record-format.md, "Transcript
// annotations"): attributes of the namespace urn:tarock-hand-record:transcript:1 (prefix
// `transcript`) on the element a line made. Every THR reader keeps them as content of
// another namespace, so a record that carries them stays valid THR v1.
//   transcript:typed     the line as typed, where the reader could not take all its words
//                        ("^": a further element of the line of the element before)
//   transcript:comment   the comment at the end of the line, after its '#'
//   transcript:before    lines before it that made no element (comments with their '#',
//                        lines not read), one per text line
//   transcript:after     the same after the last element of a session
//   transcript:computed  not typed: the engine's (a settlement, a payment, a seat's cards)
//   transcript:partial   a settlement typed with only some seats ("...")
#pragma once
#include <string>
#include <string_view>

#include "formats/record.h"

namespace stichprobe::transcript {

inline constexpr std::string_view kNamespace = "urn:tarock-hand-record:transcript:1";
inline constexpr std::string_view kDeclaration = "xmlns:transcript";
inline constexpr std::string_view kTyped = "transcript:typed";
inline constexpr std::string_view kComment = "transcript:comment";
inline constexpr std::string_view kBefore = "transcript:before";
inline constexpr std::string_view kAfter = "transcript:after";
inline constexpr std::string_view kComputed = "transcript:computed";
inline constexpr std::string_view kPartial = "transcript:partial";
inline constexpr std::string_view kSameLine = "^";

// The value of annotation `name` on `f`, or null.
const std::string* annotation(const record::Foreign& f, std::string_view name);
// Sets annotation `name` (replacing one there), or with an empty `value` removes it.
void annotate(record::Foreign& f, std::string_view name, const std::string& value);
// An attribute of the transcript namespace, or its declaration with this namespace.
bool is_annotation(const record::ForeignAttribute& a);
// Whether `f` carries any annotation.
bool annotated(const record::Foreign& f);
// The declaration of the namespace on a root's content of other namespaces, first; once.
void declare_annotations(record::Foreign& root);
// Whether anything in the session carries an annotation.
bool carries_annotations(const record::Session& s);
// The document without what was computed rather than typed (transcript:computed): what
// a transcript gives back, so what `record --from` must express. The namespace
// declaration goes where nothing else carries an annotation.
record::Document without_computed(record::Document doc);

}  // namespace stichprobe::transcript
