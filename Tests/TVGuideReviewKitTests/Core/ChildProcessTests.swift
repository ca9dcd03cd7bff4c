import Foundation
import Testing

@testable import TVGuideReviewKit

/// A child is run to its end whatever it prints where: both pipes are read at once, its input
/// is written while it answers, and its folder, environment and status are the ones asked for.
@Suite struct ChildProcessTests {
  @Test func aChildFillingStandardErrorFirstStillFinishes() throws {
    // 1 MiB on standard error before a word on standard output: far more than a pipe holds, so
    // reading standard output to its end first would wait forever.
    let outcome = try ChildProcess(
      arguments: ["sh", "-c", "head -c 1048576 /dev/zero >&2; printf done"]
    ).run()
    #expect(outcome.errors.count == 1_048_576)
    #expect(String(decoding: outcome.output, as: UTF8.self) == "done")
    #expect(outcome.status == 0)
  }

  @Test func writesItsInputWhileItAnswers() throws {
    let input = Data(String(repeating: "line\n", count: 100_000).utf8)
    let outcome = try ChildProcess(arguments: ["cat"], input: input).run()
    #expect(outcome.output == input)
  }

  @Test func runsInItsFolderWithItsEnvironment() throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
    let outcome = try ChildProcess(
      arguments: ["sh", "-c", "pwd; printf %s \"$CHILD_PROCESS_TEST\""], folder: folder,
      environment: ["CHILD_PROCESS_TEST": "given", "PATH": "/usr/bin:/bin"]
    ).run()
    let lines = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n")
    #expect(lines.map(String.init) == [folder.path, "given"])
  }

  @Test func hasNoInputWhenGivenNone() throws {
    let outcome = try ChildProcess(arguments: ["cat"]).run()
    #expect(outcome.output.isEmpty)
    #expect(outcome.status == 0)
  }

  @Test func reportsTheExitStatus() throws {
    let outcome = try ChildProcess(arguments: ["sh", "-c", "echo why >&2; exit 3"]).run()
    #expect(outcome.status == 3)
    #expect(String(decoding: outcome.errors, as: UTF8.self) == "why\n")
  }
}
