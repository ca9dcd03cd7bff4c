/// How a one-shot command prints its answer.
public enum ReportFormat: Sendable {
  /// Text for people, `width` columns wide, styled when `usesColor`.
  case text(width: Int, usesColor: Bool)
  /// JSON for programs.
  case json
}
