import Foundation
import Testing

@testable import TVGuideReviewKit

/// Text from the reviewed project is printed with everything a terminal or a log acts on made
/// visible; JSON keeps every character and escapes those.
@Suite struct VisibleTextTests {
  @Test func controlAndInvisibleCharactersBecomeVisibleEscapes() {
    #expect(VisibleText.escaped("a\u{1B}[31mb\u{07}\n\r\t") == #"a\u{1B}[31mb\u{7}\n\r\t"#)
    #expect(
      VisibleText.escaped("\u{9B}1m \u{202E}txt.swift \u{2028} \u{FEFF}")
        == #"\u{9B}1m \u{202E}txt.swift \u{2028} \u{FEFF}"#)
    #expect(VisibleText.escaped("Viéw.swift, 東京 ✓") == "Viéw.swift, 東京 ✓")
    #expect(VisibleText.escaped("a\nb\rc\u{1B}", keepingLineBreaks: true) == "a\nb\rc\\u{1B}")
  }

  @Test func jsonKeepsEveryCharacterAndEscapesWhatATerminalActsOn() throws {
    let value = "a\u{7F}\u{9B}\u{202E}\u{2028}\u{1FFFE}"
    let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
    let safe = TerminalSafeJSON.escaping(json)
    #expect(safe.unicodeScalars.allSatisfy { !VisibleText.isUnsafe($0) })
    #expect(try JSONDecoder().decode([String].self, from: Data(safe.utf8)) == [value])
    #expect(safe.contains(#"\u007f\u009b\u202e\u2028\ud83f\udffe"#))
  }
}
