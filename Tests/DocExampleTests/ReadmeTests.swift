import Foundation
import TVGuideTestSupport
import Testing

/// The README stays a page read in five minutes, the reference lives in docs/, and no link
/// of either leads nowhere.
@Suite struct ReadmeTests {
  /// The Markdown pages whose links are checked: the README, docs/ and the stages' READMEs.
  private static let pages = DocumentationFiles.all.filter { !$0.contains(".docc/") }

  @Test func theReadmeIsAtMost250Lines() throws {
    let text = try DocumentationFiles.text(of: "README.md")
    // Counted as `wc -l` and an editor count: a last line without its newline counts too.
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    #expect(lines > 20)
    #expect(lines <= 250, "README.md has \(lines) lines; move reference to docs/")
  }

  /// Its first lines are the two set-up commands, as the project's guide asks.
  @Test func theReadmeStartsWithTheTwoCommands() throws {
    let lines = try DocumentationFiles.text(of: "README.md").split(separator: "\n").prefix(5).map(String.init)
    #expect(lines[0] == "# TVGuide")
    #expect(lines[1] == "```sh")
    #expect(lines[2].hasPrefix("swift run tvguide "))
    #expect(lines[3].hasPrefix("swift test "))
  }

  @Test func everyLocalLinkLeadsToAFileAndItsAnchor() throws {
    #expect(Self.pages.contains("docs/cli.md") && Self.pages.count > 20)
    var broken: [String] = []
    for page in Self.pages {
      let folder = (page as NSString).deletingLastPathComponent
      for link in MarkdownLinks.localLinks(in: try DocumentationFiles.text(of: page)) {
        let target =
          link.path.isEmpty
          ? page : ((folder as NSString).appendingPathComponent(link.path) as NSString).standardizingPath
        let url = PackageLayout.root.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: url.path) else {
          broken.append("\(page):\(link.line): \(link.path) does not exist")
          continue
        }
        guard !link.anchor.isEmpty, target.hasSuffix(".md") else { continue }
        let anchors = MarkdownLinks.anchors(in: try String(contentsOf: url, encoding: .utf8))
        if !anchors.contains(link.anchor) {
          broken.append("\(page):\(link.line): \(target) has no heading #\(link.anchor)")
        }
      }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  /// The README's CLI at a glance is lines of the reference page's block, in its order, so the
  /// two cannot drift apart; the glance may leave a command out (the reference has every one,
  /// `CommandTableTests`), so a new command is a line of docs/cli.md only.
  @Test func theCommandLineAtAGlanceIsLinesOfTheReferencesBlock() throws {
    let glance = try Self.firstBlock(of: "README.md", after: "## The command line at a glance")
    let reference = try Self.firstBlock(of: "docs/cli.md", after: "## Commands and options")
    #expect(glance.contains { $0.hasPrefix("tvguide show ID") })
    var rest = reference[...]
    for line in glance {
      let found = try #require(
        rest.firstIndex(of: line), "\(line) is not in docs/cli.md's block, or out of order")
      rest = rest[(found + 1)...]
    }
  }

  /// The lines of the first fenced block of `page` after the line `heading`.
  private static func firstBlock(of page: String, after heading: String) throws -> [Substring] {
    let text = try DocumentationFiles.text(of: page)
    let start = try #require(text.range(of: "\n\(heading)\n"), "\(page) has \(heading)")
    let block = try #require(
      text[start.upperBound...].split(separator: "```", omittingEmptySubsequences: false).dropFirst().first)
    return block.split(separator: "\n")
  }

  @Test func aMissingPageOrHeadingIsFoundAndCodeIsNotALink() {
    let page = """
      # The web view: `tvguide serve`
      ## Limits
      ## Limits
      See [limits](docs/limits.md#heads-read), [the web](#the-web-view-tvguide-serve) and
      ![a picture](docs/screenshots/web-show.png), not [a site](https://www.tvmaze.com).
      `[code](nowhere.md)`
      ```
      [in a block](nowhere.md)
      ## Not a heading
      ```
      """
    #expect(
      MarkdownLinks.localLinks(in: page) == [
        .init(line: 4, path: "docs/limits.md", anchor: "heads-read"),
        .init(line: 4, path: "", anchor: "the-web-view-tvguide-serve"),
        .init(line: 5, path: "docs/screenshots/web-show.png", anchor: ""),
      ])
    #expect(MarkdownLinks.anchors(in: page) == ["the-web-view-tvguide-serve", "limits", "limits-1"])
    #expect(MarkdownLinks.slug(of: "Documentation (DocC)") == "documentation-docc")
    #expect(
      MarkdownLinks.slug(of: "Tonight, a calendar of your shows, and an import")
        == "tonight-a-calendar-of-your-shows-and-an-import")
  }
}
