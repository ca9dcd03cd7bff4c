import Foundation
import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct HTMLSummaryFormatterTests {
  private let formatter = HTMLSummaryFormatter(sanitizer: TerminalText())

  private func text(_ html: String?) -> String? {
    formatter.plainText(fromHTML: html)
  }

  // MARK: Depth

  /// libxml2 stops parsing at 256 nested elements unless told otherwise, which left such a
  /// summary with no text; the tree is walked without recursion, so depth costs no stack.
  /// Off the shared pool: parsing the deepest takes seconds in a debug build.
  @Test(arguments: [257, 5_000, 50_000])
  func readsTextNestedDeeperThanTheParsersDefaultLimit(depth: Int) async throws {
    let html = String(repeating: "<b>", count: depth) + "Deep text" + String(repeating: "</b>", count: depth)
    let blocks = String(repeating: "<div>", count: depth) + "<p>One</p><p>Two</p>"
    let (deep, paragraphs) = try await offThePool { [formatter] in
      (formatter.plainText(fromHTML: html), formatter.plainText(fromHTML: blocks))
    }
    #expect(deep == "Deep text")
    #expect(paragraphs == "One\n\nTwo")
  }

  // MARK: Entities and tags

  @Test func decodesNamedAndNumericEntities() {
    #expect(text("Tom &amp; Jerry&#8217;s &quot;Caf&eacute;&quot;") == "Tom & Jerry’s \"Café\"")
    #expect(text("&lt;b&gt; is not a tag &#x263A;") == "<b> is not a tag ☺")
  }

  @Test func readsNoBreakSpacesAsSpaces() {
    #expect(text("<p>Season&nbsp;2&nbsp;starts</p>") == "Season 2 starts")
  }

  @Test func keepsTableCellsApartAndRowsOnTheirOwnLines() {
    #expect(text("<table><tr><td>a<td>b</tr><tr><th>c</th><td>d</td></tr></table>") == "a b\nc d")
  }

  @Test func dropsNestedTagsAndKeepsTheSpacesBetweenThem() {
    #expect(
      text(
        "<p><b>Game</b> <i>of</i> <a href=\"x\"><em>Thrones</em></a> is <span><strong>back</strong></span>.</p>"
      ) == "Game of Thrones is back.")
    #expect(text("<div><p>nested <span><em>deep</em></span> text</p></div>") == "nested deep text")
  }

  @Test func joinsTheWordsOfAWrappedSource() {
    #expect(text("<p>A story\n  told over\n\tseveral lines</p>") == "A story told over several lines")
  }

  @Test func separatesParagraphsWithABlankLine() {
    #expect(text("<p>First.</p><p>Second.</p>\n\n<p>Third.</p>") == "First.\n\nSecond.\n\nThird.")
  }

  @Test func breaksLinesAtBr() {
    #expect(text("<p>Line one<br>line two<br/>line three</p>") == "Line one\nline two\nline three")
    #expect(text("<br><br>a<br><br><br>b<br>") == "a\nb")
  }

  @Test func writesListItemsAsBullets() {
    #expect(
      text("<p>Cast:</p><ul><li>Ned</li><li>Arya</li></ul><p>More.</p>") == "Cast:\n\n• Ned\n• Arya\n\nMore.")
    #expect(text("<ol><li><b>One</b> thing</li></ol>") == "• One thing")
  }

  @Test func leavesNoBulletForAnEmptyListItem() {
    #expect(text("<ul><li></li><li> </li></ul>") == nil)
    #expect(text("<ul><li>Ned</li><li></li></ul>") == "• Ned")
  }

  @Test func dropsScriptsStylesAndComments() {
    #expect(
      text("<script>alert('x')</script><p>Visible</p><style>p { color: red }</style><!-- hidden -->")
        == "Visible")
  }

  @Test func readsPlainTextWithoutTags() {
    #expect(text("Just a plain summary, no tags.") == "Just a plain summary, no tags.")
  }

  // MARK: Malformed HTML

  @Test func repairsUnclosedTags() {
    #expect(text("<p>Opens <b>bold and never closes") == "Opens bold and never closes")
    #expect(text("<p>One<p>Two") == "One\n\nTwo")
  }

  @Test func keepsStrayLessThanSignsAsText() {
    #expect(text("a < b and c > d") == "a < b and c > d")
    #expect(text("I <3 this show") == "I <3 this show")
    #expect(text("ends with <") == "ends with <")
  }

  @Test func survivesClosingTagsThatWereNeverOpened() {
    #expect(text("</div>Text</b></p>") == "Text")
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
