import CLibXML2
import Foundation

/// Turns TVMaze's HTML summaries into plain text with libxml2's forgiving HTML parser:
/// entities decoded, tags dropped, blocks as paragraphs, `<br>` as a line break, list items
/// as bullets. Malformed HTML is repaired by the parser, not guessed at.
struct HTMLSummaryFormatter {
  private let sanitizer = TerminalTextSanitizer(mode: .multiline)

  /// Plain text, or `nil` when the HTML holds no visible text.
  func plainText(fromHTML html: String?) -> String? {
    guard let html, !html.isEmpty else { return nil }
    // libxml2 drops a control character (raw or as `&#27;`) but keeps the rest of its escape
    // sequence, so `ESC[31m` would leave `[31m`: whole sequences go before parsing.
    let source = sanitizer.sanitize(Self.decodingControlCharacterReferences(html))
    var writer = HTMLPlainTextWriter()
    if let document = Self.parse(source) {
      writer.write(childrenOf: xmlDocGetRootElement(document))
      xmlFreeDoc(document)
    }
    var lines: [String] = []
    for line in sanitizer.sanitize(writer.text).split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // A paragraph left empty by sanitizing must not add a second blank line.
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(trimmed)
    }
    let text = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    return text.isEmpty ? nil : text
  }

  /// Writes numeric references to control characters (`&#27;`, `&#x9B;`) as the characters
  /// themselves, so sanitizing sees them with the sequence they introduce.
  private static func decodingControlCharacterReferences(_ html: String) -> String {
    guard html.contains("&#") else { return html }
    return html.replacing(#/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/#) { match in
      let (reference, hex, decimal) = match.output
      let value = hex.flatMap { UInt32($0, radix: 16) } ?? decimal.flatMap { UInt32($0) }
      guard let value, value < 0x20 || (0x7F...0x9F).contains(value),
        let scalar = Unicode.Scalar(value)
      else { return String(reference) }
      return String(Character(scalar))
    }
  }

  /// The document, which the caller frees.
  private static func parse(_ html: String) -> xmlDocPtr? {
    xmlInitParser()
    let options = Int32(
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOBLANKS.rawValue)
    // A fragment is wrapped in a body so a leading text node is not dropped by the parser.
    let bytes = Array("<html><body>\(html)</body></html>".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
  }
}
