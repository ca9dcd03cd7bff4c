import Foundation
import TVGuideTestSupport
import Testing

/// Every `file:line` a stage's REVIEW.md points at exists and holds the code the comment is
/// about, written next to it: `` `Stages/02-MVP/Sources/File.swift:12` (`weak var view`) ``.
/// Editing a file so the line moves fails here until the review is updated.
@Suite struct ReviewReferenceTests {
  /// A reference and the code expected on its line.
  struct Reference: CustomStringConvertible {
    let file: String
    let line: Int
    let code: String
    var description: String { "\(file):\(line)" }
  }

  private static var referencePattern: Regex<(Substring, Substring, Substring, Substring)> {
    /`(Stages\/[^`:]+\.swift):(\d+)` \(`([^`]+)`\)/
  }
  private static var anyReferencePattern: Regex<Substring> { /Stages\/[^\s`:]+\.swift:\d+/ }

  private static func review(of stage: Stage) throws -> String {
    try String(
      contentsOf: PackageLayout.root.appendingPathComponent("\(stage.path)/REVIEW.md"), encoding: .utf8)
  }

  static func references(in review: String) -> [Reference] {
    review.matches(of: referencePattern).map {
      Reference(file: String($0.output.1), line: Int($0.output.2) ?? 0, code: String($0.output.3))
    }
  }

  @Test(arguments: Stage.all + Stage.variants)
  func everyReferencePointsAtTheCodeItNames(stage: Stage) throws {
    let review = try Self.review(of: stage)
    let references = Self.references(in: review)
    #expect(!references.isEmpty)
    #expect(
      references.count == review.matches(of: Self.anyReferencePattern).count,
      "every file:line is followed by the code it points at")
    for reference in references {
      #expect(reference.file.hasPrefix(stage.path + "/Sources/"), "\(reference) is not in \(stage)")
      let url = PackageLayout.root.appendingPathComponent(reference.file)
      let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      try #require(lines.indices.contains(reference.line - 1), "\(reference) is past the end of the file")
      #expect(
        lines[reference.line - 1].contains(reference.code), "\(reference) does not hold `\(reference.code)`")
    }
  }

  @Test func theReferencesAreReadFromTheReview() {
    let text =
      "Fixed at `Stages/02-MVP/Sources/A.swift:7` (`weak var view`) and `Stages/02-MVP/Sources/B.swift:9`."
    let references = Self.references(in: text)
    #expect(references.map(\.description) == ["Stages/02-MVP/Sources/A.swift:7"])
    #expect(references.first?.code == "weak var view")
    #expect(text.matches(of: Self.anyReferencePattern).count == 2, "the bare reference is counted too")
  }
}
