import CLibXML2
import Foundation

/// Walks a libxml2 tree and writes its text, deciding where lines and paragraphs break.
struct HTMLPlainTextWriter {
  /// What separates the next text from the text before it; the strongest one asked for wins.
  private enum Break: Int, Comparable {
    case none, space, line, paragraph
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private static let paragraphElements: Set = [
    "p", "div", "ul", "ol", "table", "blockquote", "section", "article", "pre", "h1", "h2", "h3",
    "h4", "h5", "h6", "dl", "hr",
  ]

  private(set) var text = ""
  private var pendingBreak = Break.none
  /// A bullet is written only once its item has text, so an empty item leaves none.
  private var pendingBullet = false

  mutating func write(childrenOf parent: xmlNodePtr?) {
    var child = parent?.pointee.children
    while let node = child {
      switch node.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        // No-break spaces come from `&nbsp;`; to a reader and to line wrapping they are spaces.
        let content = node.pointee.content.map { String(cString: $0) } ?? ""
        write(text: content.replacingOccurrences(of: "\u{00A0}", with: " "))
      case XML_ELEMENT_NODE:
        write(element: node)
      default:
        break
      }
      child = node.pointee.next
    }
  }

  private mutating func write(element node: xmlNodePtr) {
    let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    if ["script", "style", "head", "title"].contains(name) { return }
    if name == "br" {
      pendingBreak = max(pendingBreak, .line)
      return
    }
    // Table cells sit side by side, so their texts are only kept apart by a space.
    let breakKind: Break =
      Self.paragraphElements.contains(name)
      ? .paragraph
      : ["li", "tr", "dt", "dd"].contains(name) ? .line : ["td", "th"].contains(name) ? .space : .none
    pendingBreak = max(pendingBreak, breakKind)
    if name == "li" { pendingBullet = true }
    write(childrenOf: node)
    pendingBreak = max(pendingBreak, breakKind)
  }

  private mutating func write(text raw: String) {
    var words = raw.split(whereSeparator: \.isWhitespace)
    if raw.first?.isWhitespace == true { pendingBreak = max(pendingBreak, .space) }
    guard !words.isEmpty else { return }
    if !text.isEmpty {
      switch pendingBreak {
      case .none: break
      case .space: text += " "
      case .line: text += "\n"
      case .paragraph: text += "\n\n"
      }
    }
    pendingBreak = .none
    if pendingBullet {
      text += "• "
      pendingBullet = false
    }
    text += words.removeFirst()
    for word in words { text += " " + word }
    if raw.last?.isWhitespace == true { pendingBreak = max(pendingBreak, .space) }
  }
}
