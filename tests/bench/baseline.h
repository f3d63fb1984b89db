// Issue 21's baseline, once for both benchmarks: a text parsed in place by pugixml and
// every node and attribute walked; the count is returned, so the walk cannot be dropped.
// Beside it, for one large file, pugixml's load_file with its default options, walked.
#pragma once
#include <cstddef>
#include <pugixml.hpp>

namespace stichprobe::bench {

// Counts every node and attribute of a document.
struct CountingWalker : pugi::xml_tree_walker {
  std::size_t seen = 0;
  bool for_each(pugi::xml_node& node) override {
    ++seen;
    for (pugi::xml_attribute a = node.first_attribute(); a; a = a.next_attribute()) ++seen;
    return true;
  }
};

// The nodes and attributes of the document in data[0, size) (parsed in place, so the
// bytes are overwritten); 0 if it does not parse.
inline std::size_t parse_in_place_and_walk(char* data, std::size_t size,
                                           pugi::xml_encoding encoding = pugi::encoding_auto) {
  pugi::xml_document doc;
  if (!doc.load_buffer_inplace(data, size, pugi::parse_default, encoding)) return 0;
  CountingWalker walker;
  doc.traverse(walker);
  return walker.seen;
}

// The same count for the file at `path` loaded by pugixml's load_file with its default
// options (its own read into a buffer of its own, parsed there); 0 if it does not parse.
inline std::size_t load_file_and_walk(const char* path) {
  pugi::xml_document doc;
  if (!doc.load_file(path)) return 0;
  CountingWalker walker;
  doc.traverse(walker);
  return walker.seen;
}

}  // namespace stichprobe::bench
