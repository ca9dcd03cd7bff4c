/// The lexer behind `NestingScan`: one pass over a file's bytes, with an explicit stack of the
/// strings and interpolations it is in (never recursion), measuring the shapes the parser is
/// slow or deep on.
struct NestingScanner {
  private let bytes: [UInt8]
  private var index = 0

  /// What the scan found so far.
  private(set) var measured = NestingScan()

  /// The strings and the interpolations inside them the scan is in, innermost last.
  private var contexts: [Context] = []
  private enum Context {
    case string(quotes: Int, hashes: Int)
    case interpolation(openParentheses: Int)
  }

  /// The last token read, for the shapes made of several.
  private var previous = Token.start
  private enum Token: Equatable {
    case start, word
    case keyword(String)
    case leftSquare, open, close, rightBrace, arrow, other
  }

  private var squareRun = 0
  private var openAngles = 0
  private var openConditionals = 0
  private var prefixRun = 0
  private var arrowRun = 0
  /// Per brace depth, the `else if`s chained so far, and whether the last `}` may go on to one.
  private var elseChains: [Int] = [0]
  private var ternaries: [Int] = []
  private var bracketDepth = 0
  private var openStrings = 0
  private var atLineStart = true

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func scan() {
    while index < bytes.count {
      if case .string(let quotes, let hashes) = contexts.last {
        scanString(quotes: quotes, hashes: hashes)
      } else {
        scanCode()
      }
    }
  }

  // MARK: Code

  private mutating func scanCode() {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\n"):
      atLineStart = true
      index += 1
      return
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
      index += 1
      return
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
      skipLineComment()
      return
    case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
      skipBlockComment()
      return
    default:
      break
    }
    let lineStart = atLineStart
    atLineStart = false
    switch byte {
    case UInt8(ascii: "\""): openString(hashes: 0)
    case UInt8(ascii: "#"): scanPound(atLineStart: lineStart)
    case UInt8(ascii: "["): openSquare()
    case UInt8(ascii: "("), UInt8(ascii: "{"): open(byte)
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): close(byte)
    case UInt8(ascii: ";"):
      endStatement()
      index += 1
      record(.other)
    case UInt8(ascii: "`"): skipQuotedIdentifier()
    case UInt8(ascii: "/") where startsRegex(): skipBareRegex()
    default:
      if Self.isIdentifier(byte) {
        scanWord()
      } else if Self.isOperator(byte) {
        scanOperator()
      } else {
        index += 1
        record(.other)
      }
    }
  }

  private mutating func record(_ token: Token) {
    measured.tokens += 1
    if token != .leftSquare { squareRun = 0 }
    prefixRun = 0
    if previous == .rightBrace, token != .keyword("else") { elseChains[elseChains.count - 1] = 0 }
    previous = token
  }

  private mutating func openSquare() {
    squareRun = previous == .leftSquare ? squareRun + 1 : 1
    measured.squareBracketRun = max(measured.squareBracketRun, squareRun)
    measured.tokens += 1
    bracketDepth += 1
    index += 1
    previous = .leftSquare
    prefixRun = 0
  }

  private mutating func open(_ byte: UInt8) {
    if case .interpolation(let parentheses) = contexts.last, byte == UInt8(ascii: "(") {
      contexts[contexts.count - 1] = .interpolation(openParentheses: parentheses + 1)
    }
    if byte == UInt8(ascii: "{") {
      endStatement()
      elseChains.append(0)
    }
    bracketDepth += 1
    index += 1
    record(.open)
  }

  private mutating func close(_ byte: UInt8) {
    index += 1
    bracketDepth = max(0, bracketDepth - 1)
    // Ternaries were opened at depths that never decrease along the list.
    while let last = ternaries.last, last > bracketDepth { ternaries.removeLast() }
    if case .interpolation(let parentheses) = contexts.last, byte == UInt8(ascii: ")") {
      if parentheses == 0 {
        // The interpolation ends: back into its string.
        contexts.removeLast()
        record(.other)
        return
      }
      contexts[contexts.count - 1] = .interpolation(openParentheses: parentheses - 1)
    }
    guard byte == UInt8(ascii: "}") else {
      record(.close)
      return
    }
    endStatement()
    // A `}` right after another ends the statement inside this block: its chain, not the
    // chain of the block's own `if`, is done.
    record(.rightBrace)
    if elseChains.count > 1 { elseChains.removeLast() }
  }

  /// `{`, `}` and `;` end whatever generic arguments, arrows and ternaries were open: none of
  /// them can hold one.
  private mutating func endStatement() {
    openAngles = 0
    arrowRun = 0
    ternaries.removeAll()
  }

  private mutating func scanWord() {
    let start = index
    while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    if Self.prefixKeywords.contains(word) {
      let run = prefixRun + 1
      record(.keyword(word))
      prefixRun = run
      measured.chain = max(measured.chain, run)
      // `try?` and `try!` go on with the run.
      if index < bytes.count, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") {
        index += 1
      }
      return
    }
    if word == "if", previous == .keyword("else") {
      elseChains[elseChains.count - 1] += 1
      measured.chain = max(measured.chain, elseChains[elseChains.count - 1])
    }
    if Self.declarationKeywords.contains(word) { arrowRun = 0 }
    record(Self.statementKeywords.contains(word) ? .keyword(word) : .word)
  }

  private mutating func scanOperator() {
    let start = index
    let spaceBefore =
      start == 0 || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[start - 1])
    while index < bytes.count, Self.isOperator(bytes[index]) {
      // A comment ends an operator.
      if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
        break
      }
      index += 1
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if text == "->" {
      arrowRun += 1
      measured.chain = max(measured.chain, arrowRun)
      record(.arrow)
      return
    }
    scanAngles(text)
    if text == "?", spaceBefore {
      ternaries.append(bracketDepth)
      measured.chain = max(measured.chain, ternaries.count)
    } else if text == ":", let last = ternaries.last, last == bracketDepth {
      ternaries.removeLast()
    }
    record(.other)
  }

  /// `<` after a name opens generic arguments and `>` closes them; an operator that cannot
  /// stand inside them (`=`, `&&`, `+`…) ends every one still open. A spaced `<` counts too:
  /// the parser looks ahead for generic arguments after any `<` that follows a name, so
  /// `a < a < …` 60,000 long overflowed its stack and took time quadratic in its length.
  private mutating func scanAngles(_ text: String) {
    if text == "<", previous == .word || previous == .close {
      openAngles += 1
      measured.angleBracketDepth = max(measured.angleBracketDepth, openAngles)
    } else if text.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) {
      openAngles = max(0, openAngles - text.count { $0 == ">" })
    } else if !["&", ".", ",", "?", "!", "...", "..<", "~", "<", ":", "@"].contains(text) {
      openAngles = 0
    }
  }

  /// `#if`, `#endif` at the start of a line; `#"…"#` raw strings; `#/…/#` regex literals.
  private mutating func scanPound(atLineStart: Bool) {
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

  private mutating func openString(hashes: Int) {
    let quotes = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") ? 3 : 1
    index += quotes
    contexts.append(.string(quotes: quotes, hashes: hashes))
    openStrings += 1
    measured.interpolationDepth = max(measured.interpolationDepth, openStrings)
    record(.word)
  }

  private mutating func scanString(quotes: Int, hashes: Int) {
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

  private mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  private mutating func skipBlockComment() {
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

  private mutating func skipQuotedIdentifier() {
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
      index += 1
    }
    index += 1
    record(.word)
  }

  /// A bare `/` starts a regex literal where an expression starts, when it is not followed
  /// by a space and a closing `/` follows on the same line, as Swift's lexer decides.
  private func startsRegex() -> Bool {
    switch previous {
    case .word, .close, .rightBrace: return false
    default: break
    }
    guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"),
      next != UInt8(ascii: "\n")
    else { return false }
    return regexEnd(from: index + 1) != nil
  }

  private func regexEnd(from start: Int) -> Int? {
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

  private mutating func skipBareRegex() {
    index = (regexEnd(from: index + 1) ?? index) + 1
    record(.word)
  }

  private mutating func skipExtendedRegex(hashes: Int) {
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

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private static func isOperator(_ byte: UInt8) -> Bool {
    Array("/=-+!*%<>&|^~?.:,@\\".utf8).contains(byte)
  }

  /// Words the parser reads as a prefix of what follows, calling itself for it.
  private static let prefixKeywords: Set = [
    "try", "await", "consume", "copy", "each", "repeat", "unsafe", "_move", "_borrow", "some", "any", "inout",
    "borrowing", "consuming", "sending", "isolated", "__shared", "__owned", "_const",
  ]
  /// Words after which a new declaration starts: the arrows of the last one are done.
  private static let declarationKeywords: Set = [
    "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "return", "in",
  ]
  /// Words that start or continue a statement, after which a `/` starts a regex literal and
  /// an `if` may go on with an `else`.
  private static let statementKeywords: Set = declarationKeywords.union([
    "if", "else", "guard", "while", "throw",
  ])
}
