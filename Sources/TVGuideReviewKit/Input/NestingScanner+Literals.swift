/// The scanner's literals and comments: strings, raw strings, regex literals and comments are
/// skipped as Swift's lexer reads them, so nothing inside one is taken for nesting.
extension NestingScanner {
  /// `#if`, `#endif` at the start of a line; `#"…"#` raw strings; `#/…/#` regex literals.
  mutating func scanPound(atLineStart: Bool) {
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    if peek(hashes) == UInt8(ascii: "\"") {
      index += hashes
      openString(hashes: hashes)
      return
    }
    if peek(hashes) == UInt8(ascii: "/") {
      skipExtendedRegex(hashes: hashes)
      return
    }
    index += 1
    let start = index
    while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    if atLineStart, word == "if" {
      openConditionals += 1
      measured.conditionalBlockDepth = max(measured.conditionalBlockDepth, openConditionals)
    } else if atLineStart, word == "endif" {
      openConditionals = max(0, openConditionals - 1)
    }
    record(.other)
  }

  // MARK: Strings

  mutating func openString(hashes: Int) {
    let quotes = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") ? 3 : 1
    index += quotes
    contexts.append(.string(quotes: quotes, hashes: hashes))
    openStrings += 1
    measured.interpolationDepth = max(measured.interpolationDepth, openStrings)
    record(.word)
  }

  mutating func scanString(quotes: Int, hashes: Int) {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
      index += 1 + hashes
      if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
        index += 1
        contexts.append(.interpolation(openParentheses: 0))
        previous = .open
      } else {
        index += 1
      }
    } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
      (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
    {
      index += quotes + hashes
      contexts.removeLast()
      openStrings -= 1
    } else if byte == UInt8(ascii: "\n"), quotes == 1 {
      // An unterminated string ends at its line, as the lexer recovers.
      contexts.removeLast()
      openStrings -= 1
    } else {
      index += 1
    }
  }

  // MARK: Trivia and literals skipped whole

  mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if peek(0) == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if peek(0) == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  mutating func skipQuotedIdentifier() {
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
      index += 1
    }
    index += 1
    record(.word)
  }

  /// A bare `/` starts a regex literal where an expression starts, when it is not followed
  /// by a space and a closing `/` follows on the same line, as Swift's lexer decides.
  func startsRegex() -> Bool {
    switch previous {
    case .word, .close, .rightBrace: return false
    default: break
    }
    guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"),
      next != UInt8(ascii: "\n")
    else { return false }
    return regexEnd(from: index + 1) != nil
  }

  func regexEnd(from start: Int) -> Int? {
    var position = start
    var inClass = false
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
      switch bytes[position] {
      case UInt8(ascii: "\\"): position += 1
      case UInt8(ascii: "["): inClass = true
      case UInt8(ascii: "]"): inClass = false
      case UInt8(ascii: "/") where !inClass: return position
      default: break
      }
      position += 1
    }
    return nil
  }

  mutating func skipBareRegex() {
    index = (regexEnd(from: index + 1) ?? index) + 1
    record(.word)
  }

  mutating func skipExtendedRegex(hashes: Int) {
    index += hashes + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        break
      }
      index += 1
    }
    record(.word)
  }

  // MARK: Characters and words

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func isOperator(_ byte: UInt8) -> Bool {
    Array("/=-+!*%<>&|^~?.:,@\\".utf8).contains(byte)
  }

  /// Words the parser reads as a prefix of what follows, calling itself for it.
  static let prefixKeywords: Set = [
    "try", "await", "consume", "copy", "each", "repeat", "unsafe", "_move", "_borrow", "some", "any", "inout",
    "borrowing", "consuming", "sending", "isolated", "__shared", "__owned", "_const",
  ]
  /// Words after which a new declaration starts: the arrows of the last one are done.
  static let declarationKeywords: Set = [
    "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "return", "in",
  ]
  /// Words that start or continue a statement, after which a `/` starts a regex literal and
  /// an `if` may go on with an `else`.
  static let statementKeywords: Set = declarationKeywords.union([
    "if", "else", "guard", "while", "throw",
  ])
}
