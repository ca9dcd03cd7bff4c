import CLibXML2
import Foundation

/// Reads HTML into plain text with libxml2's forgiving HTML parser: entities decoded, tags
/// dropped, `<p>` and block elements as paragraphs, `<br>` as a line break, list items as
/// bullets. Malformed HTML is repaired by the parser, not guessed at. Control characters come
/// out where they were, whole, for the view's text rule to judge: what a screen may show is the
/// view's decision, not the reader's.
public enum HTMLTextReader {
  /// The text of `html`; empty when it holds no visible text.
  public static func plainText(fromHTML html: String) -> String {
    // libxml2 drops a control character (raw or as `&#27;`) but keeps the rest of its escape
    // sequence, so `ESC[31m` would leave `[31m` that no rule could recognise afterwards.
    // Cleaning before parsing would let a stray byte run into the markup after it; instead
    // controls cross the parser as private-use stand-ins and come back once it is done.
    let source = ControlCharacterStandIns.hiding(in: html)
    var writer = HTMLPlainTextWriter()
    parse(source) { document in
      writer.visit(children: xmlDocGetRootElement(document))
    }
    return ControlCharacterStandIns.restoring(in: writer.text)
  }

  private static let parserReady: Void = xmlInitParser()

  private static func parse(_ html: String, _ body: (xmlDocPtr) -> Void) {
    _ = parserReady
    // Huge lifts libxml2's limit of 256 nested elements, past which it stops parsing and
    // the summary would read as absent; the tree is walked without recursion, so any depth
    // the answer's size allows is read.
    let options =
      Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
          | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOBLANKS.rawValue) | Int32(XML_PARSE_HUGE.rawValue)
    // A fragment is wrapped in a body so a leading text node is not dropped by the parser.
    let bytes = Array("<html><body>\(html)</body></html>".utf8)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
    guard let document else { return }
    defer { xmlFreeDoc(document) }
    body(document)
  }
}
