/// Writes a running time as `45 min`, `90 min` or, from two hours on, `2 h 15 min`.
package struct RuntimeFormatter: Sendable {
  package init() {}

  /// `nil` when the runtime is unknown or not a positive number of minutes.
  package func text(minutes: Int?) -> String? {
    guard let minutes, minutes > 0 else { return nil }
    guard minutes >= 120 else { return "\(minutes) min" }
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }

  /// A show's runtime: its fixed runtime, else TVMaze's average marked as approximate.
  package func text(runtime: Int?, averageRuntime: Int?) -> String? {
    text(minutes: runtime) ?? text(minutes: averageRuntime).map { "about \($0)" }
  }
}
