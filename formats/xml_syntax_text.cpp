#include "formats/xml_syntax_text.h"

namespace stichprobe {

Message xml_syntax_text(pugi::xml_parse_status status) {
  switch (status) {
    case pugi::status_ok: return {"no error", "kein Fehler"};
    case pugi::status_file_not_found: return {"file not found", "Datei nicht gefunden"};
    case pugi::status_io_error: return {"the file cannot be read", "die Datei lässt sich nicht lesen"};
    case pugi::status_out_of_memory: return {"out of memory", "kein Speicher mehr"};
    case pugi::status_internal_error: return {"internal error of the XML parser", "interner Fehler des XML-Parsers"};
    case pugi::status_unrecognized_tag: return {"a '<' that starts no tag", "ein '<', das kein Tag beginnt"};
    case pugi::status_bad_pi:
      return {"malformed XML declaration or processing instruction",
              "fehlerhafte XML-Deklaration oder Verarbeitungsanweisung"};
    case pugi::status_bad_comment: return {"malformed comment", "fehlerhafter Kommentar"};
    case pugi::status_bad_cdata: return {"malformed CDATA section", "fehlerhafter CDATA-Abschnitt"};
    case pugi::status_bad_doctype: return {"malformed DOCTYPE", "fehlerhafte DOCTYPE-Deklaration"};
    case pugi::status_bad_pcdata: return {"malformed text", "fehlerhafter Text"};
    case pugi::status_bad_start_element: return {"malformed start tag", "fehlerhaftes Start-Tag"};
    case pugi::status_bad_attribute: return {"malformed attribute", "fehlerhaftes Attribut"};
    case pugi::status_bad_end_element: return {"malformed end tag", "fehlerhaftes End-Tag"};
    case pugi::status_end_element_mismatch:
      return {"end tag does not match the open element", "End-Tag passt nicht zum offenen Element"};
    case pugi::status_append_invalid_root:
      return {"nodes appended to a non-element", "Knoten an ein Nicht-Element angehängt"};
    case pugi::status_no_document_element: return {"no root element", "kein Wurzelelement"};
  }
  return {"unknown XML error", "unbekannter XML-Fehler"};
}

}  // namespace stichprobe
