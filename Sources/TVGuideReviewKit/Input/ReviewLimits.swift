/// How much a review reads and how deep it looks: what a pull request chooses (files, their
/// size and shape, the configuration, the baseline) can cost a bounded time and memory, and
/// what goes past a bound is said, never silently dropped (issue 34).
package struct ReviewLimits: Sendable, Hashable {
  /// The largest Swift file read; a larger one is skipped with a note.
  package var fileSize: Int
  /// The most tokens one file may have: its syntax tree and what the rules keep of it take
  /// 450 to 650 bytes a token, so 700,000 (some 4.5 MB of code people write, less of denser
  /// code) keep one file's review within 500 MB.
  package var fileTokens: Int
  /// The most Swift read in one review, reviewed files first; files past it are skipped.
  package var totalSize: Int
  /// How deep a file's syntax tree may be, counting the levels folding its operators adds;
  /// a deeper file is skipped with a note. Code people write stays far below it.
  package var syntaxDepth: Int
  /// How deeply brackets, braces, angle brackets and `#if`s may nest before the parser stops
  /// and leaves the rest of the file unparsed (and the file reported as not valid Swift).
  package var parserNesting: Int
  /// The largest layer order or baseline read.
  package var settingsFileSize: Int
  /// The largest `.tvguide-review.yml` read: a person writes it, in a few lines.
  package var configurationSize: Int

  package init(
    fileSize: Int = 16 << 20, fileTokens: Int = 700_000, totalSize: Int = 64 << 20, syntaxDepth: Int = 4_000,
    parserNesting: Int = 256,
    settingsFileSize: Int = 16 << 20, configurationSize: Int = 1 << 20
  ) {
    self.fileSize = fileSize
    self.fileTokens = fileTokens
    self.totalSize = totalSize
    self.syntaxDepth = syntaxDepth
    self.parserNesting = parserNesting
    self.settingsFileSize = settingsFileSize
    self.configurationSize = configurationSize
  }

  /// The limits every review uses unless a test asks for others.
  package static let standard = ReviewLimits()
}
