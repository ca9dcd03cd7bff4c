import HTMLText
import TVGuideTestSupport
import Testing

/// HTML read into plain text: what the parser makes of tags, entities, depth and malformed
/// markup, and the control characters it carries through whole for a view's rule.
@Suite struct HTMLTextReaderTests {
  private func text(_ html: String) -> String {
    HTMLTextReader.plainText(fromHTML: html)
  }

  // MARK: Depth

  /// libxml2 stops parsing at 256 nested elements unless told otherwise, which left such a
  /// summary with no text; the tree is walked without recursion, so depth costs no stack.
  /// Off the shared pool: parsing the deepest takes seconds in a debug build.
  @Test(arguments: [257, 5_000, 50_000])
  func readsTextNestedDeeperThanTheParsersDefaultLimit(depth: Int) async throws {
    let html = String(repeating: "<b>", count: depth) + "Deep text" + String(repeating: "</b>", count: depth)
    let blocks = String(repeating: "<div>", count: depth) + "<p>One</p><p>Two</p>"
    let (deep, paragraphs) = try await offThePool {
      (HTMLTextReader.plainText(fromHTML: html), HTMLTextReader.plainText(fromHTML: blocks))
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
    #expect(text("<ul><li></li><li> </li></ul>").isEmpty)
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

  // MARK: Nothing to read

  @Test(arguments: [
    "", " ", "\n\t  ", "<p></p>", "<p> </p><br>", "<div><span></span></div>", "&nbsp;", "<script>x</script>",
  ])
  func hasNoTextWhenThereIsNothingToRead(html: String) {
    #expect(text(html).isEmpty)
  }

  // MARK: Control characters, carried through whole

  /// libxml2 would drop the escape character and keep the rest of its sequence; the reader
  /// hands the whole sequence on, raw or written as a reference, for the view's rule to drop.
  @Test func keepsEscapeSequencesWholeAcrossTheParser() {
    #expect(text("<p>&#27;[31mRed&#27;[0m text</p>") == "\u{1B}[31mRed\u{1B}[0m text")
    #expect(text("<p>\u{1B}[31mRed</p>") == "\u{1B}[31mRed")
    #expect(text("&#x9B;2Jcleared&#155;") == "\u{9B}2Jcleared\u{9B}")
    #expect(text("Bell\u{7}&#7;") == "Bell\u{7}\u{7}")
  }

  @Test func aStrayControlNeverRunsIntoTheMarkupAfterIt() {
    #expect(text("<p>first\u{1B}</p><p>second</p>") == "first\u{1B}\n\nsecond")
  }

  /// The stand-ins are private-use characters; one already in the source is dropped, so it
  /// cannot come back as a control.
  @Test func dropsPrivateUseCharactersThatLookLikeTheStandIns() {
    #expect(text("<p>a\u{10FF1B}[31mb</p>") == "a[31mb")
  }

  @Test func keepsOrdinaryNumericEntities() {
    #expect(text("&#1279; &#270; &#65;&#x42; &#8238;") == "ӿ Ď AB \u{202E}")
  }
}
