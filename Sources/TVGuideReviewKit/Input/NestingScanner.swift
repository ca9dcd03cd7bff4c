/// The lexer behind `NestingScan`: one pass over a file's bytes, with an explicit stack of the
/// strings and interpolations it is in (never recursion), measuring the shapes the parser is
/// slow or deep on.
struct NestingScanner {
  let bytes: [UInt8]
  var index = 0

  /// What the scan found so far.
  var measured = NestingScan()

  /// The strings and the interpolations inside them the scan is in, innermost last.
  var contexts: [Context] = []
  enum Context {
    case string(quotes: Int, hashes: Int)
    case interpolation(openParentheses: Int)
  }

  /// The last token read, for the shapes made of several.
  var previous = Token.start
  enum Token: Equatable {
    case start, word
    case keyword(String)
    case leftSquare, open, close, rightBrace, arrow, other
  }

  var squareRun = 0
  var openAngles = 0
  var openConditionals = 0
  var prefixRun = 0
  var arrowRun = 0
  /// Per brace depth, the `else if`s chained so far, and whether the last `}` may go on to one.
  var elseChains: [Int] = [0]
  var ternaries: [Int] = []
  var bracketDepth = 0
  var openStrings = 0
  var atLineStart = true

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

  mutating func scanCode() {
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

  mutating func record(_ token: Token) {
    measured.tokens += 1
    if token != .leftSquare { squareRun = 0 }
    prefixRun = 0
    if previous == .rightBrace, token != .keyword("else") { elseChains[elseChains.count - 1] = 0 }
    previous = token
  }

  mutating func openSquare() {
    squareRun = previous == .leftSquare ? squareRun + 1 : 1
    measured.squareBracketRun = max(measured.squareBracketRun, squareRun)
    measured.tokens += 1
    bracketDepth += 1
    index += 1
    previous = .leftSquare
    prefixRun = 0
  }

  mutating func open(_ byte: UInt8) {
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

  mutating func close(_ byte: UInt8) {
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
  mutating func endStatement() {
    openAngles = 0
    arrowRun = 0
    ternaries.removeAll()
  }

  mutating func scanWord() {
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

  mutating func scanOperator() {
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
  mutating func scanAngles(_ text: String) {
    if text == "<", previous == .word || previous == .close {
      openAngles += 1
      measured.angleBracketDepth = max(measured.angleBracketDepth, openAngles)
    } else if text.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) {
      openAngles = max(0, openAngles - text.count { $0 == ">" })
    } else if !["&", ".", ",", "?", "!", "...", "..<", "~", "<", ":", "@"].contains(text) {
      openAngles = 0
    }
  }
}
