import Foundation
import Testing

/// The variable that says an exercise of `Stages/Exercises/` has been done: set it to run the
/// exercise's checks as plain tests (`TVGUIDE_EXERCISE_SOLVED=1 swift test --filter …`), as
/// `scripts/exercises --check` does on each stage with its reference solution applied.
public let exerciseSolvedVariable = "TVGUIDE_EXERCISE_SOLVED"

/// Runs an exercise's check. On the stage as it is, the check must fail, so it runs as a known
/// issue (and the suite fails if it starts passing unnoticed); once `TVGUIDE_EXERCISE_SOLVED`
/// is set it must pass.
public func exercise(
  _ task: Comment, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ check: () async throws -> Void
) async throws {
  if ProcessInfo.processInfo.environment[exerciseSolvedVariable] != nil {
    try await check()
  } else {
    await withKnownIssue(task, isolation: isolation, sourceLocation: sourceLocation) { try await check() }
  }
}
