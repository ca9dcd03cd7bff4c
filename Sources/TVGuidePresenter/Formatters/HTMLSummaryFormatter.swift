import CLibXML2
import Foundation

/// Turns TVMaze's HTML summaries into plain text with libxml2's forgiving HTML parser:
/// entities decoded, tags dropped, `<p>` and block elements as paragraphs, `<br>` as a line
/// break, list items as bullets. Malformed HTML is repaired by the parser, not guessed at.
public struct HTMLSummaryFormatter: Sendable {
  private let sanitizer: any TextSanitizing

  /// Creates a formatter whose text is made fit to show by `sanitizer`, the view's rule; it
  /// keeps no state between calls.
  public init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  /// Plain text, or `nil` when the HTML holds no visible text.
  public func plainText(fromHTML html: String?) -> String? {
    guard let html, !html.isEmpty else { return nil }
    // libxml2 drops a control character (raw or as `&#27;`) but keeps the rest of its escape
    // sequence, so `ESC[31m` would leave `[31m` for the view's rule to find. Sanitizing before
    // parsing would let a stray byte run into the markup after it; instead controls cross the
    // parser as private-use stand-ins and the text is sanitized once parsed, each sequence whole.
    let source = ControlCharacterStandIns.hiding(in: html)
    var writer = HTMLPlainTextWriter()
    Self.parse(source) { document in
      writer.visit(children: xmlDocGetRootElement(document))
    }
    let parsed = sanitizer.multiline(ControlCharacterStandIns.restoring(in: writer.text))
    var lines: [String] = []
    for line in parsed.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // A paragraph left empty by sanitizing must not add a second blank line.
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(trimmed)
    }
    let text = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    return text.isEmpty ? nil : text
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
