import Foundation

/// Reviews the Swift files under a path: a package root, a stage folder, any folder or file.
///
/// The targets the reviewed files can see are indexed too, so a stage's file can be judged by
/// the types it uses from shared targets; findings are reported only for files under the path.
public struct Reviewer: Sendable {
  /// The name of the optional layer-order file at the package root.
  public static let layerOrderFileName = ".tvguide-review.json"

  public var rules: [any ReviewRule]
  /// Overrides the package's `.tvguide-review.json` and the default order.
  public var layers: LayerOrder?

  public init(rules: [any ReviewRule] = ReviewRules.all, layers: LayerOrder? = nil) {
    self.rules = rules
    self.layers = layers
  }

  /// Reviews `path`, relative to the current directory unless absolute.
  public func review(path: String) throws -> ReviewReport {
    let workspace = try ReviewWorkspace(path: path)
    let reviewed = try workspace.reviewedFiles()
    let context = ReviewContext(
      files: try workspace.indexedFiles(reviewed: reviewed), layers: try layers ?? workspace.layerOrder())
    let findings = reviewed.flatMap { file in rules.flatMap { $0.findings(in: file, context: context) } }
    return ReviewReport(findings: Self.sorted(findings), fileCount: reviewed.count)
  }

  private static func sorted(_ findings: [Finding]) -> [Finding] {
    findings.sorted {
      ($0.file, $0.line, $0.column, $0.ruleID) < ($1.file, $1.line, $1.column, $1.ruleID)
    }
  }
}
