#include "tests/support/spellings.h"

#include <algorithm>
#include <pugixml.hpp>

namespace stichprobe::test {
namespace {

constexpr std::string_view kThr = "urn:tarock-hand-record:1";

class Respeller {
 public:
  explicit Respeller(const Spelling& s) : s_(s) {}

  std::string run(pugi::xml_node root) {
    if (s_.bom) out_ += "\xEF\xBB\xBF";
    if (!s_.declaration.empty()) out_ += s_.declaration + (s_.newline.empty() ? "\n" : s_.newline);
    if (s_.comments) out_ += "<!-- exported from the club's score sheet -->" + s_.newline;
    element(root, 0, true);
    out_ += s_.newline.empty() ? "\n" : s_.newline;
    return std::move(out_);
  }

 private:
  void line(int level) {
    out_ += s_.newline;
    if (!s_.newline.empty())
      for (int i = 0; i < level; ++i) out_ += s_.indent;
  }

  std::string qualified(const char* name) const { return s_.prefix.empty() ? name : s_.prefix + ":" + name; }

  void attribute(std::string_view name, std::string_view value) {
    out_ += ' ';
    out_ += name;
    out_ += s_.around_equals + "=" + s_.around_equals;
    out_ += s_.quote;
    escape(value, true);
    out_ += s_.quote;
  }

  void escape(std::string_view text, bool in_attribute) {
    for (char c : text) {
      if (c == '&')
        out_ += "&amp;";
      else if (c == '<')
        out_ += "&lt;";
      else if (c == '>' && !in_attribute)
        out_ += "&gt;";
      else if (in_attribute && c == s_.quote)
        out_ += c == '"' ? "&quot;" : "&apos;";
      else
        out_ += c;
    }
  }

  void root_attributes() {
    if (s_.prefix.empty())
      attribute("xmlns", kThr);
    else
      attribute("xmlns:" + s_.prefix, kThr);
    if (s_.schema_location) {
      attribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance");
      attribute("xsi:schemaLocation", std::string(kThr) + " hand-record.xsd");
    }
  }

  void element(pugi::xml_node e, int level, bool root) {
    const std::string name = qualified(e.name());
    if (s_.comments && std::string_view(e.name()) == "hand") {
      out_ += "<!-- hand " + std::string(e.attribute("n").value()) + " -->";
      line(level);
    }
    out_ += "<" + name;
    if (root) root_attributes();
    std::vector<pugi::xml_attribute> attributes;
    for (pugi::xml_attribute a = e.first_attribute(); a; a = a.next_attribute())
      if (std::string_view(a.name()) != "xmlns") attributes.push_back(a);
    if (s_.reverse_attributes) std::reverse(attributes.begin(), attributes.end());
    for (pugi::xml_attribute a : attributes) attribute(a.name(), a.value());
    if (!e.first_child()) {
      out_ += s_.space_before_slash ? " />" : "/>";
      return;
    }
    out_ += ">";
    if (e.first_child().type() == pugi::node_pcdata) {
      escape(e.first_child().value(), false);
    } else {
      if (root && s_.escaped_meta && !e.child("meta")) {
        line(level + 1);
        const std::string meta = qualified("meta"), title = qualified("title"), place = qualified("place");
        out_ += "<" + meta + "><" + title + ">Turnier &amp; Co &#8211; Runde &#x32;</" + title + "><" + place +
                ">Gasthaus &quot;Adler&quot; &lt;Nebenzimmer&gt; K&#228;fertal</" + place + "></" + meta + ">";
      }
      for (pugi::xml_node c = e.first_child(); c; c = c.next_sibling()) {
        line(level + 1);
        element(c, level + 1, false);
      }
      line(level);
    }
    out_ += "</" + name + ">";
  }

  const Spelling& s_;
  std::string out_;
};

std::vector<Spelling> make_spellings() {
  std::vector<Spelling> all;
  Spelling dotnet;  // System.Xml.XmlWriter with Indent = true
  dotnet.name = "dotnet";
  dotnet.bom = true;
  dotnet.declaration = R"(<?xml version="1.0" encoding="utf-8"?>)";
  dotnet.newline = "\r\n";
  dotnet.space_before_slash = true;
  dotnet.schema_location = true;
  all.push_back(dotnet);
  Spelling etree;  // Python's xml.etree.ElementTree.write(xml_declaration=True)
  etree.name = "etree";
  etree.declaration = "<?xml version='1.0' encoding='UTF-8'?>";
  etree.newline = "";
  etree.prefix = "ns0";
  etree.space_before_slash = true;
  all.push_back(etree);
  Spelling by_hand;  // typed in an editor: tabs, single quotes, comments, references
  by_hand.name = "by-hand";
  by_hand.newline = "\n";
  by_hand.indent = "\t";
  by_hand.quote = '\'';
  by_hand.reverse_attributes = true;
  by_hand.comments = true;
  by_hand.escaped_meta = true;
  by_hand.around_equals = " ";
  all.push_back(by_hand);
  Spelling lxml;  // lxml's tostring(pretty_print=True, standalone=True)
  lxml.name = "lxml";
  lxml.declaration = R"(<?xml version='1.0' encoding='UTF-8' standalone='yes'?>)";
  lxml.indent = "    ";
  all.push_back(lxml);
  return all;
}

}  // namespace

const std::vector<Spelling>& other_spellings() {
  static const std::vector<Spelling> all = make_spellings();
  return all;
}

std::string respell(std::string_view thr, const Spelling& spelling) {
  pugi::xml_document doc;
  if (!doc.load_buffer(thr.data(), thr.size())) return {};
  pugi::xml_node root = doc.document_element();
  if (!root) return {};
  return Respeller(spelling).run(root);
}

}  // namespace stichprobe::test
