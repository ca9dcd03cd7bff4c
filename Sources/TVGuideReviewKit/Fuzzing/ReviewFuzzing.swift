/// The review as the fuzzing harness drives it, in memory: one file's text reviewed by every
/// rule and printed in every format, and a configuration's text read. Open to the harnesses
/// only (`@_spi(Fuzzing)`); the tool itself goes through `Reviewer`.
@_spi(Fuzzing) public enum ReviewFuzzing {
  /// What reviewing one file gave: each format's output, by the format's name, or why the
  /// file was refused (too deep, too large) as the end of a sentence.
  public enum Outcome: Sendable {
    case reviewed([String: String])
    case refused(String)
  }

  /// Reviews `source` as `Sources/TVGuidePresenter/Fuzzed.swift` of a project with TVGuide's
  /// layer order, within the standard limits, on a thread with the review's stack.
  public static func review(source: String, fileName: String = "Fuzzed.swift") -> Outcome {
    let limits = ReviewLimits.standard
    guard source.utf8.count <= limits.fileSize else {
      return .refused(FileRefusal.tooLarge(size: source.utf8.count, limit: limits.fileSize).reason)
    }
    let relative = "Sources/TVGuidePresenter/" + fileName
    let result = try? DeepStack.run { () -> Outcome in
      let file: SourceFile
      do throws(FileRefusal) {
        file = try SourceFile.parsed(
          path: relative, source: source, module: "TVGuidePresenter", moduleIsFolderLayer: false,
          relativePath: relative, folderModule: nil, foldsOperators: true, limits: limits)
      } catch {
        return .refused(error.reason)
      }
      let order = LayerOrder(layers: [
        ["TVGuideEntity"], ["TVGuideInteractor"], ["TVGuidePresenter"], ["TVGuideView"],
      ])
      let context = ReviewContext(files: [file], layers: order)
      let known = Set(ReviewRules.all.map(\.id))
      let findings = ReviewRules.all.flatMap { $0.findings(in: file, context: context) }
      let (suppressions, notes) = SuppressionReader.suppressions(in: file, knownRules: known)
      var report = ReviewReport(findings: findings, fileCount: 1, notes: notes)
      report.suppressed = findings.compactMap { finding in
        suppressions.first { $0.covers(finding) }.map {
          SuppressedFinding(finding: finding, reason: $0.reason)
        }
      }
      report.root = "/project"
      let outputs = OutputFormat.allCases.map { ($0.rawValue, $0.formatter.format(report)) }
      return .reviewed(Dictionary(uniqueKeysWithValues: outputs))
    }
    return result ?? .refused("the review did not run")
  }

  /// Reads `text` as a `.tvguide-review.yml`: `nil` when it is valid, else the sentence the
  /// review would print.
  public static func configurationProblem(in text: String) -> String? {
    do {
      _ = try DeepStack.run { try ReviewConfiguration(yaml: text) }
      return nil
    } catch {
      return ReviewConfiguration.sentence(error)
    }
  }
}
