import CLibXML2
import Foundation

/// Walks a libxml2 tree and writes its text, deciding where lines and paragraphs break.
struct HTMLPlainTextWriter {
  private enum PendingBreak: Int, Comparable {
    case none, space, line, paragraph
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private static let paragraphElements: Set<String> = [
    "p", "div", "ul", "ol", "table", "blockquote", "section", "article", "pre", "h1", "h2", "h3",
    "h4", "h5", "h6", "dl", "hr",
  ]
  private static let lineElements: Set<String> = ["li", "tr", "dt", "dd"]
  /// Table cells sit side by side, so their texts are only kept apart by a space.
  private static let cellElements: Set<String> = ["td", "th"]
  private static let invisibleElements: Set<String> = ["script", "style", "head", "title"]

  private(set) var text = ""
  private var pending = PendingBreak.none
  /// A list item's bullet, written only once the item has text, so an empty item leaves none.
  private var pendingBullet = false

  /// Writes the text under `parent`. A loop with a stack of its own rather than recursion: a
  /// summary may nest tags a hundred thousand deep, which would overflow the thread's stack.
  mutating func visit(children parent: xmlNodePtr?) {
    // For each element being visited: the node after it, and the break its end asks for.
    var open: [(next: xmlNodePtr?, end: PendingBreak)] = []
    var node = parent?.pointee.children
    while true {
      guard let current = node else {
        guard let (next, end) = open.popLast() else { return }
        request(end)
        node = next
        continue
      }
      node = current.pointee.next
      switch current.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        appendText(Self.content(of: current))
      case XML_ELEMENT_NODE:
        guard let breakKind = enter(current) else { continue }
        open.append((node, breakKind))
        node = current.pointee.children
      default:
        break
      }
    }
  }

  /// Starts an element: the break its start asks for; `nil` when its children are not visited.
  private mutating func enter(_ element: xmlNodePtr) -> PendingBreak? {
    let name = element.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    if Self.invisibleElements.contains(name) { return nil }
    if name == "br" {
      request(.line)
      return nil
    }
    let breakKind: PendingBreak =
      Self.paragraphElements.contains(name)
      ? .paragraph
      : Self.lineElements.contains(name) ? .line : Self.cellElements.contains(name) ? .space : .none
    request(breakKind)
    if name == "li" { pendingBullet = true }
    return breakKind
  }

  private mutating func appendText(_ raw: String) {
    var words = raw.split(whereSeparator: \.isWhitespace)
    if raw.first?.isWhitespace == true { request(.space) }
    let endsWithSpace = raw.last?.isWhitespace == true
    guard !words.isEmpty else { return }
    flushPendingBreak()
    if pendingBullet {
      text += "• "
      pendingBullet = false
    }
    text += words.removeFirst()
    for word in words { text += " " + word }
    if endsWithSpace { request(.space) }
  }

  private mutating func request(_ kind: PendingBreak) {
    pending = max(pending, kind)
  }

  private mutating func flushPendingBreak() {
    defer { pending = .none }
    guard !text.isEmpty else { return }
    switch pending {
    case .none: break
    case .space: text += " "
    case .line: text += "\n"
    case .paragraph: text += "\n\n"
    }
  }

  private static func content(of node: xmlNodePtr) -> String {
    guard let content = node.pointee.content else { return "" }
    // No-break spaces come from `&nbsp;`; they are spaces to a reader and to line wrapping.
    return String(cString: content).replacingOccurrences(of: "\u{00A0}", with: " ")
  }
}
