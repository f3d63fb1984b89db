// THR records as other programs write them (issue 21): the same document in another
// valid spelling of XML. Used by the fast reader's differential test (every spelling
// must read as with pugixml) and by the benchmark's small-file corpus (files from
// other tools must take the fast path). Needs pugixml and nothing of Catch2.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace stichprobe::test {

// How one writer spells XML. Each field is one freedom XML gives a writer.
struct Spelling {
  std::string name;
  bool bom = false;                 // a UTF-8 byte order mark first
  std::string declaration;          // the XML declaration, or "" for none
  std::string newline = "\n";       // "\r\n", "\n", or "" for everything on one line
  std::string indent = "  ";        // per level
  char quote = '"';                 // around attribute values
  bool reverse_attributes = false;  // another attribute order
  std::string prefix;               // THR elements as prefix:name (xmlns:prefix on the root)
  bool space_before_slash = false;  // <x /> instead of <x/>
  bool comments = false;            // a comment before the root and before each hand
  bool schema_location = false;     // xmlns:xsi and xsi:schemaLocation on the root
  bool escaped_meta = false;        // a <meta> whose text uses entity and character references
  std::string around_equals;        // white space either side of '='
};

// The writers the tests and the benchmark imitate: a .NET-style XmlWriter, Python's
// ElementTree, a hand-edited file, lxml with standalone="yes".
const std::vector<Spelling>& other_spellings();

// `thr` (a THR document as write_thr writes it) spelt as `spelling` writes it: the
// same elements, attributes and text. Empty if `thr` does not parse.
std::string respell(std::string_view thr, const Spelling& spelling);

}  // namespace stichprobe::test
