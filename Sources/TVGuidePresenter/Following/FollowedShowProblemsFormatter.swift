import TVGuideInteractor

/// Says in one line what a list of the followed shows could not give as asked: the changes it
/// could not check, the shows it gives as last saved, the shows it leaves out, each with the
/// cause in the words of `ErrorMessageFormatter`.
package struct FollowedShowProblemsFormatter: Sendable {
  /// The most show ids a line names; the rest are counted.
  package static let maximumNamed = 10
  private let errors: ErrorMessageFormatter
  private let sanitizer: any TextSanitizing

  /// Causes are worded by `errors`; names from data go through `sanitizer`, the view's rule.
  package init(errors: ErrorMessageFormatter, sanitizer: any TextSanitizing) {
    self.errors = errors
    self.sanitizer = sanitizer
  }

  /// The line for `problems`; `nil` when the list is whole and current.
  package func warning(for problems: FollowedShowProblems) -> String? {
    var sentences: [String] = []
    if let failure = problems.refreshFailure {
      sentences.append(
        "The followed shows could not be checked for changes, so some may be as last saved: \(cause(failure))"
      )
    }
    sentences += [
      sentence(
        problems.fromSavedCopies,
        one: { "\(name(of: $0)) is shown as last saved, as it could not be read now" },
        many: "followed shows are shown as last saved, as they could not be read now"),
      sentence(
        problems.leftOut, one: { "Followed show \($0.id) is left out, as it could not be read" },
        many: "followed shows are left out, as they could not be read"),
    ].compactMap { $0 }
    return sentences.isEmpty ? nil : sentences.joined(separator: " ")
  }

  /// `one`'s words for a single show, else the count, `many`'s words and the ids; then the
  /// first show's cause. `nil` for no show.
  private func sentence(
    _ shows: [FollowedShowProblem], one: (FollowedShowProblem) -> String, many: String
  ) -> String? {
    guard let first = shows.first else { return nil }
    let subject = shows.count == 1 ? one(first) : "\(shows.count) \(many) (\(ids(shows)))"
    return "\(subject): \(cause(first.error))"
  }

  private func cause(_ error: ShowDataError) -> String {
    errors.viewModel(for: error).message
  }

  private func name(of problem: FollowedShowProblem) -> String {
    guard let name = sanitizer.printable(problem.name) else { return "Followed show \(problem.id)" }
    return "\(name) (\(problem.id))"
  }

  /// `82, 169 and 3 more`.
  private func ids(_ shows: [FollowedShowProblem]) -> String {
    let named = shows.prefix(Self.maximumNamed).map { String($0.id) }
    let list = shows.count > named.count ? named + ["\(shows.count - named.count) more"] : named
    return list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
  }
}
