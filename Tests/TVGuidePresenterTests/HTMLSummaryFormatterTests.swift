import Foundation
import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// A summary as the view shows it: read by `HTMLTextReader` (whose parsing `HTMLTextReaderTests`
/// holds), cleaned by the view's rule, and laid out in trimmed lines, or `nil` when nothing is
/// left to show.
@Suite struct HTMLSummaryFormatterTests {
  private let formatter = HTMLSummaryFormatter(sanitizer: TerminalText())

  private func text(_ html: String?) -> String? {
    formatter.plainText(fromHTML: html)
  }

  // MARK: Nothing to show

  @Test(
    arguments: [
      nil, "", " ", "\n\t  ", "<p></p>", "<p> </p><br>", "<div><span></span></div>", "&nbsp;",
      "<script>x</script>",
    ] as [String?])
  func hasNoTextWhenThereIsNothingToRead(html: String?) {
    #expect(text(html) == nil)
  }

  // MARK: Control characters

  @Test func removesEscapeSequencesWrittenAsEntities() {
    #expect(text("<p>&#27;[31mRed&#27;[0m text</p>") == "Red text")
    #expect(text("&#x1B;]0;title&#x07;Hello") == "Hello")
    #expect(text("&#x1b;[2J&#155;31mcleared") == "cleared")
    #expect(text("no semicolon &#27[1mhere") == "no semicolon here")
  }

  @Test func removesRawEscapeSequences() {
    #expect(text("<p>\u{1B}[31mRed\u{1B}[0m text</p>") == "Red text")
    #expect(text("Bell\u{7} and \u{1B}]0;title\u{7}done") == "Bell and done")
  }

  @Test func aStrayEscapeNeverSwallowsTheMarkupAfterIt() {
    #expect(text("<p>first\u{1B}][bidi</p><p>second</p>") == "first][bidi\n\nsecond")
    #expect(text("<p>first&#27;]0;x</p><p>second</p>") == "first]0;x\n\nsecond")
    #expect(text("<p>a\u{1B}</p><p>b\u{9D}</p><p>c</p>") == "a\n\nb\n\nc")
  }

  @Test func removesInvisibleCharactersAfterParsing() {
    #expect(text("<p>zero\u{200B}width&#8203; tag\u{E0041}s &#xFEFF;bom\u{FFFF}</p>") == "zerowidth tags bom")
  }

  @Test func dropsPrivateUseCharactersThatLookLikeTheParsersStandIns() {
    #expect(text("<p>a\u{10FF1B}[31mb</p>") == "a[31mb")
  }

  @Test func removesBidiOverridesWrittenAsEntities() {
    #expect(text("<p>file&#8238;gpj.exe</p>") == "filegpj.exe")
  }

  @Test func keepsOrdinaryNumericEntities() {
    #expect(text("&#1279; &#270; &#65;&#x42;") == "ӿ Ď AB")
  }

  @Test func leavesNoEmptyParagraphWhereAControlWasRemoved() {
    #expect(text("<p>a</p><p>&#155;0m</p><p>b</p>") == "a\n\nb")
    #expect(text("<p>a</p><p>\u{1B}[0m</p><p>b</p>") == "a\n\nb")
  }

  @Test func keepsOrdinaryUnicode() {
    #expect(text("<p>東京 — Unité 9 — 👍</p>") == "東京 — Unité 9 — 👍")
  }

  // MARK: Real summaries

  /// Every `summary` string anywhere in a JSON value.
  private static func summaries(in json: Any) -> [String] {
    switch json {
    case let object as [String: Any]:
      let own = (object["summary"] as? String).map { [$0] } ?? []
      return own + object.values.flatMap(summaries(in:))
    case let array as [Any]:
      return array.flatMap(summaries(in:))
    default:
      return []
    }
  }

  @Test func convertsEveryRealSummaryIntoPlainText() throws {
    let files = Fixtures.jsonFiles()
    #expect(files.contains("shows/page-0.json"))
    let tag = try Regex(#"<\s*/?\s*[A-Za-z!][^<>]*>"#)
    var converted = 0
    for file in files {
      let json = try JSONSerialization.jsonObject(with: try Fixtures.data(file), options: [.fragmentsAllowed])
      for html in Self.summaries(in: json) {
        guard let plain = text(html) else { continue }
        converted += 1
        #expect(plain.firstMatch(of: tag) == nil, "\(file): \(plain)")
        #expect(
          !plain.unicodeScalars.contains {
            $0.value != 0x0A && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
          }, "\(file)")
        #expect(!plain.contains("\n\n\n"), "\(file)")
        #expect(plain == plain.trimmingCharacters(in: .whitespacesAndNewlines), "\(file)")
      }
    }
    #expect(converted > 1_000)
  }

  @Test func convertsARealShowSummary() throws {
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    let underTheDome = try #require(shows.first { $0.id == 1 })
    let plain = try #require(text(underTheDome.summary))
    #expect(plain.hasPrefix("Under the Dome is the story of a small town that is suddenly"))
    #expect(plain.hasSuffix("if and when it will go away."))
    #expect(!plain.contains("\n"))
  }
}
