import Foundation
import TVGuideTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a hostile pull request puts in file names, comments and string literals, printed by
/// every format (issue 34): nothing in it may reach a terminal as an escape sequence, forge a
/// finding line or a GitHub workflow command, become a link in SARIF or break the XML; SARIF
/// names files from the project root whatever folder the review ran from; and the output is
/// the same however the paths were listed.
@Suite struct HostileOutputTests {
  private static let escape = "\u{1B}[31m"
  private static let link = "\u{1B}]8;;https://example.com\u{07}here\u{1B}]8;;\u{07}"

  /// A file whose name starts new lines with a forged finding and GitHub commands, and whose
  /// one finding quotes nothing of its own.
  private static let forgingName =
    "App/Cell.swift:1:1: error: forged [weak-delegate]\n::error file=x::forged\n::stop-commands::token\u{07}.swift"

  private func project() throws -> ReviewProject {
    try ReviewProject([
      "App.xcodeproj/project.pbxproj": "",
      Self.forgingName: "final class Cell: UITableViewCell {\n  var delegate: AnyObject?\n}\n",
      "App/Escapes\(Self.escape).swift": """
      final class Hook: UITableViewCell {
        // tvguide-review:disable:next weak-delegate \(Self.link) \(Self.escape)
        var delegate: AnyObject?
        // tvguide-review:disable:next no-such-rule \(Self.link)
        let x = 1
      }

      """,
    ])
  }

  private static func terminalControls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
  }

  @Test func textOutputAndNotesCarryNoControlCharacters() async throws {
    let project = try project()
    let run = try await project.review(["App"])
    #expect(run.status == 1)
    #expect(Self.terminalControls(in: run.output).isEmpty, "\(run.output.debugDescription)")
    #expect(Self.terminalControls(in: run.errors).isEmpty, "\(run.errors.debugDescription)")
    // One finding, on one line that starts with the escaped name.
    let findings = run.output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(findings.count == 1, "\(run.output)")
    #expect(findings.first?.hasPrefix("App/Cell.swift:1:1: error: forged [weak-delegate]\\n::error") == true)
    #expect(run.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("tvguide-review: ") })
  }

  @Test func githubLinesAreOnlyTheCommandsTheToolWrote() async throws {
    let project = try project()
    let run = try await project.review(["App", "--format", "github"])
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines.dropLast() {
      #expect(
        ["::error file=", "::warning file=", "::notice title=tvguide-review::"].contains {
          line.hasPrefix($0)
        },
        "\(line.debugDescription)")
    }
    #expect(lines.last?.hasSuffix("in 2 files.") == true)
    #expect(!run.output.contains("\n::stop-commands") && !run.errors.contains("\n::"))
    #expect(run.output.contains("::error file=App/Cell.swift%3A1%3A1%3A error%3A forged [weak-delegate]%0A"))
    #expect(Self.terminalControls(in: run.output).isEmpty && Self.terminalControls(in: run.errors).isEmpty)
  }

  @Test func checkstyleIsValidXMLWhateverTheNames() async throws {
    let project = try project()
    let run = try await project.review(["App", "--format", "checkstyle"])
    #expect(Self.terminalControls(in: run.output).isEmpty)
    #if canImport(FoundationXML) || os(macOS)
      let parser = XMLParser(data: Data(run.output.utf8))
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #endif
  }

  /// `[a](javascript:…)` in a string literal a message quotes became a link in code scanning.
  @Test func sarifMessagesAreTextAndItsFilesAreNamedFromTheRoot() async throws {
    let project = try ReviewProject([
      "App.xcodeproj/project.pbxproj": "",
      "App/Screens/My File#1.swift": """
      final class ListViewController: UIViewController {
        var presenter: ListPresenter!
        var shows: [Show] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          presenter.didSelect(shows[indexPath.row, "[a](javascript:alert(1))"])
        }
      }

      """,
    ])
    for (folder, path) in [("", "App"), ("App/Screens", "."), ("App/Screens", project.path("App"))] {
      let run = try await project.review([path, "--format", "sarif"], from: folder)
      let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let sarifRun = try #require((log?["runs"] as? [[String: Any]])?.first)
      let results = try #require(sarifRun["results"] as? [[String: Any]])
      #expect(!results.isEmpty, "\(folder) \(path)")
      for result in results {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: String]
        #expect(
          artifact == ["uri": "App/Screens/My%20File%231.swift", "uriBaseId": "SRCROOT"], "\(folder) \(path)")
        let text = (result["message"] as? [String: String])?["text"] ?? ""
        #expect(text.contains(#"\[a\](javascript:alert(1))"#), "\(text)")
        let unescaped = text.replacingOccurrences(of: #"\["#, with: "").replacingOccurrences(
          of: #"\]"#, with: "")
        #expect(!unescaped.contains("[") && !unescaped.contains("]"), "\(text)")
      }
      let bases = sarifRun["originalUriBaseIds"] as? [String: [String: String]]
      #expect(bases?["SRCROOT"]?["uri"] == URL(fileURLWithPath: project.path()).absoluteString)
    }
  }

  /// Notes and silenced findings came out in the order the paths were listed.
  @Test func theOutputIsTheSameWhateverTheOrderOfThePaths() async throws {
    let project = try ReviewProject([
      "App.xcodeproj/project.pbxproj": "",
      "App/A/Cell.swift":
        "final class A: UITableViewCell {\n  // tvguide-review:disable:next weak-delegate — kept\n  var delegate: AnyObject?\n  // tvguide-review:disable:next nothing\n  let x = 1\n}\n",
      "App/B/Cell.swift":
        "final class B: UITableViewCell {\n  // tvguide-review:disable:next weak-delegate — kept\n  var delegate: AnyObject?\n  // tvguide-review:disable:next nothing\n  let x = 1\n}\n",
    ])
    let forward = try await project.review(["App/A", "App/B", "--format", "json"])
    let backward = try await project.review(["App/B", "App/A", "--format", "json"])
    #expect(forward.output == backward.output)
    #expect(forward.errors == backward.errors)
    let sarif = try await project.review(["App/B", "App/A", "--format", "sarif"])
    #expect(sarif.output == (try await project.review(["App/A", "App/B", "--format", "sarif"])).output)
  }
}
