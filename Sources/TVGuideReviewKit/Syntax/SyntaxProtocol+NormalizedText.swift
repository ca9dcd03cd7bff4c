import SwiftSyntax

extension SyntaxProtocol {
  /// The node's tokens joined by single spaces, without comments: the same however the code
  /// is indented or wrapped. What a baseline knows a flagged construct by.
  var normalizedText: String {
    tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
  }

  /// The node as written, on one line: each run of spaces, line breaks and comments becomes
  /// one space, and a line break before `.` (a wrapped chain) none. Messages quote code this
  /// way, so a finding is always one line.
  var quotedText: String {
    var text = ""
    var previous: TokenSyntax?
    for token in tokens(viewMode: .sourceAccurate) {
      if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty {
        let wrapsChain = token.tokenKind == .period && token.leadingTrivia.contains { $0.isNewline }
        if !wrapsChain { text += " " }
      }
      text += token.text
      previous = token
    }
    return text
  }
}
