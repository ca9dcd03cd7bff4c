import Foundation
import Testing

/// The variable that names the exercises of `Stages/Exercises/` that have been done: their
/// folders, separated by commas (`TVGUIDE_EXERCISE_SOLVED=02-MVP swift test`, the whole suite
/// with exercise 2 done), or `1` for all of them (`TVGUIDE_EXERCISE_SOLVED=1 swift test --filter
/// Stage2MVPExerciseTests`, where the filter runs one exercise only). `scripts/exercises
/// --check` sets it to `1` for each reference solution it applies, whose tests hold no other exercise.
public let exerciseSolvedVariable = "TVGUIDE_EXERCISE_SOLVED"

/// Whether the exercise in `Stages/Exercises/<folder>` counts as done in this run.
public func isExerciseSolved(_ folder: String) -> Bool {
  guard let value = ProcessInfo.processInfo.environment[exerciseSolvedVariable] else { return false }
  return value == "1"
    || value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == folder }
}

/// Runs the check of the exercise in `Stages/Exercises/<folder>`. On the stage as it is the
/// check must fail, so it runs as a known issue (and the suite fails if it starts passing
/// unnoticed); once `TVGUIDE_EXERCISE_SOLVED` names the exercise it must pass.
public func exercise(
  _ folder: String, _ task: Comment, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ check: () async throws -> Void
) async throws {
  if isExerciseSolved(folder) {
    try await check()
  } else {
    let comment = Comment(rawValue: "Stages/Exercises/\(folder): \(task.rawValue)")
    await withKnownIssue(comment, isolation: isolation, sourceLocation: sourceLocation) { try await check() }
  }
}
