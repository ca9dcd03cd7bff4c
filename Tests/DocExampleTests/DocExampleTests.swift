import Foundation
import TVGuideTestSupport
import Testing

/// Every example of the docs (a `$ ` line and the lines under it, in README.md, docs/,
/// Stages/**/README.md and the DocC catalogs) is run against the built programs and must print
/// exactly what the text shows, so neither can change without the other.
@Suite struct DocExampleTests {
  @Test(arguments: DocumentationFiles.all)
  func theExamplesPrintWhatTheTextShows(file: String) async throws {
    let text = try DocumentationFiles.text(of: file)
    let examples: [DocExample]
    do {
      examples = try DocExampleParser.examples(in: text, file: file)
    } catch {
      Self.record("\(file):\(error.line): \(error.message)", at: Self.location(file, error.line))
      return
    }
    for outcomes in try await Self.run(examples.filter { $0.reasonNotCompared == nil }) {
      for outcome in outcomes { Self.check(outcome, in: file) }
    }
  }

  /// How many examples of a file run at once: each has its own home and server, and most of a
  /// run is waiting for a program to start.
  static let examplesAtOnce = 3

  /// The outcomes of each example, in the file's order.
  private static func run(_ examples: [DocExample]) async throws -> [[DocExampleRunner.Outcome]] {
    try await withThrowingTaskGroup(of: (Int, [DocExampleRunner.Outcome]).self) { group in
      var outcomes = [[DocExampleRunner.Outcome]](repeating: [], count: examples.count)
      for (index, example) in examples.enumerated() {
        if index >= examplesAtOnce, let (done, result) = try await group.next() { outcomes[done] = result }
        group.addTask {
          guard example.asksTheStandInServer else { return (index, try await DocExampleRunner.run(example)) }
          return (
            index, try await LiveExampleSlots.shared.withSlot { try await DocExampleRunner.run(example) }
          )
        }
      }
      for try await (done, result) in group { outcomes[done] = result }
      return outcomes
    }
  }

  /// A failure points at the command's line in the document.
  static func location(_ file: String, _ line: Int) -> SourceLocation {
    SourceLocation(
      fileID: "TVGuide/\(file)", filePath: PackageLayout.root.appendingPathComponent(file).path,
      line: max(line, 1), column: 1)
  }

  private static func record(_ message: String, at place: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: place)
  }

  private static func check(_ outcome: DocExampleRunner.Outcome, in file: String) {
    let step = outcome.step
    let place = location(file, step.line)
    let comparison = DocOutputComparison(documented: step.expectedOutput, printed: outcome.output)
    guard comparison.matches else {
      record(
        "\(file):\(step.line): `$ \(step.command)` printed something else than the text shows:\n"
          + comparison.diff, at: place)
      return
    }
    if outcome.exitCode != 0 {
      record(
        "\(file):\(step.line): `$ \(step.command)` exited with status \(outcome.exitCode), which the example "
          + "does not show; end the command with `; echo \"exit status $?\"`", at: place)
    }
    for line in comparison.linesThatDoNotCount {
      record(
        "\(file):\(step.line + 1 + line): this line of the output would pass with a character changed; "
          + "an example must show what it checks", at: location(file, step.line + 1 + line))
    }
  }
}
