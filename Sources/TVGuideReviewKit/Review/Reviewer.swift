import Foundation
import SwiftSyntax

/// Reviews the Swift files under some paths of a project: a package root, a stage folder,
/// any folder or file.
///
/// The files the reviewed ones can see are indexed too, so a file is judged by the types it
/// uses from elsewhere in the project whatever was asked; findings are reported only for the
/// files asked for.
package struct Reviewer: Sendable {
  /// The name of the older, optional layer-order file at the project root; the `layers`
  /// section of `.tvguide-review.yml` replaces it.
  package static let layerOrderFileName = ".tvguide-review.json"

  package var rules: [any ReviewRule]
  /// Overrides the project's layer order.
  package var layers: LayerOrder?
  /// The project root; found from the first path when `nil`.
  package var projectRoot: String?
  /// How much the review reads and how deep it looks.
  package var limits: ReviewLimits = .standard
  /// Whether the team's own rules run too: the program `team_rules` names in the project's
  /// configuration, which is the project's code, so only a caller that may run it asks.
  package var runsTeamRules = false
  /// Trees kept from earlier reviews in this process, for a caller that reviews the same files
  /// again (the test suites); `nil`, each file is parsed for this review only.
  package var parses: SyntaxTreeMemo?

  package init(
    rules: [any ReviewRule] = ReviewRules.all, layers: LayerOrder? = nil, projectRoot: String? = nil
  ) {
    self.rules = rules
    self.layers = layers
    self.projectRoot = projectRoot
  }

  /// Reviews `path`, relative to the current directory unless absolute.
  package func review(path: String) throws -> ReviewReport {
    try review(paths: [path])
  }

  /// Reviews every path, each a folder or a Swift file. The review runs on a thread with a
  /// stack deep enough for any file within `ReviewLimits` (`DeepStack`).
  package func review(paths: [String]) throws -> ReviewReport {
    try DeepStack.run { try reviewOnThisThread(paths: paths) }
  }

  private func reviewOnThisThread(paths: [String]) throws -> ReviewReport {
    let workspace = try ReviewWorkspace(paths: paths, projectRoot: projectRoot, limits: limits, memo: parses)
    var notes: [String] = []
    var skipped: [String] = []
    let reviewed = workspace.reviewedFiles(notes: &notes, skipped: &skipped)
    let indexed = workspace.indexedFiles(reviewed: reviewed, notes: &notes)
    // A project that declares no order is reviewed on the one its roles imply.
    let order = layers ?? workspace.layerOrder ?? .inferred
    let context = ReviewContext(
      files: indexed, layers: order, roleOverrides: workspace.configuration.roleOverrides)
    let rules = workspace.configuration.rules(from: rules)
    notes += reviewed.filter(\.hasSyntaxErrors).map {
      "\($0.path) is not valid Swift; its findings may be incomplete."
    }
    let known = Set(ReviewRules.all.map(\.id))
    let perFile = ParallelMap.map(reviewed) { file in
      let found = rules.flatMap { $0.findings(in: file, context: context) }.map { finding in
        var finding = finding
        finding.relativePath = file.relativePath
        return finding
      }
      let (suppressions, problems) = SuppressionReader.suppressions(in: file, knownRules: known)
      return (found, suppressions, problems)
    }
    var findings: [Finding] = []
    var suppressed: [SuppressedFinding] = []
    for (found, suppressions, problems) in perFile {
      notes += problems
      for finding in found {
        if let suppression = suppressions.first(where: { $0.covers(finding) }) {
          suppressed.append(SuppressedFinding(finding: finding, reason: suppression.reason))
        } else {
          findings.append(finding)
        }
      }
    }
    let team =
      try runsTeamRules ? teamRuleResults(workspace: workspace, paths: paths) : (findings: [], rules: [])
    findings += team.findings
    var report = ReviewReport(
      findings: Self.sorted(findings), fileCount: reviewed.count, notes: notes,
      suppressed: suppressed.sorted { Self.precedes($0.finding, $1.finding) })
    report.root = workspace.root.path
    report.skippedFiles = skipped
    report.teamRules = team.rules
    return report
  }

  /// What the program the configuration's `team_rules` names finds on `paths`.
  private func teamRuleResults(workspace: ReviewWorkspace, paths: [String]) throws -> (
    findings: [Finding], rules: [TeamRuleResults.Rule]
  ) {
    guard let command = workspace.configuration.teamRulesCommand else {
      throw ReviewError.teamRulesFailed(
        "the configuration in \(workspace.root.path) names no program (`team_rules: [swift, run, team-rules]`)"
      )
    }
    return try TeamRulesProgram(command: command, root: workspace.root).run(on: paths)
  }

  /// The role of each type declared in the Swift files under `path`, with why, as the rules
  /// see it: `--explain-roles FILE`.
  package func roles(in path: String) throws -> [RoleAssignment] {
    try DeepStack.run { try rolesOnThisThread(in: path) }
  }

  private func rolesOnThisThread(in path: String) throws -> [RoleAssignment] {
    let workspace = try ReviewWorkspace(paths: [path], projectRoot: projectRoot, limits: limits, memo: parses)
    var notes: [String] = []
    let reviewed = workspace.reviewedFiles(notes: &notes)
    let indexed = workspace.indexedFiles(reviewed: reviewed, notes: &notes)
    let context = ReviewContext(
      files: indexed, layers: layers ?? workspace.layerOrder ?? .inferred,
      roleOverrides: workspace.configuration.roleOverrides)
    return reviewed.flatMap { file in
      TypeBodies.all(in: file).filter { !$0.node.is(ExtensionDeclSyntax.self) }.compactMap {
        context.roles.assignment(of: $0.name, from: file.module)
      }
    }
  }

  /// Every type declared in the Swift files under `paths`, with its role, layer and evidence,
  /// in file order: `--roles`.
  package func roleListing(paths: [String]) throws -> RoleListing {
    let workspace = try ReviewWorkspace(paths: paths, projectRoot: projectRoot, memo: parses)
    var notes: [String] = []
    let reviewed = workspace.reviewedFiles(notes: &notes)
    let indexed = workspace.indexedFiles(reviewed: reviewed, notes: &notes)
    let context = ReviewContext(
      files: indexed, layers: layers ?? workspace.layerOrder ?? .inferred,
      roleOverrides: workspace.configuration.roleOverrides)
    let declarations = reviewed.flatMap { file in
      TypeBodies.all(in: file).filter { !$0.node.is(ExtensionDeclSyntax.self) }.compactMap { body in
        context.types.declarations(inFile: file.relativePath).first { $0.name == body.name }
      }
    }
    return RoleListing(types: declarations, context: context)
  }

  private static func sorted(_ findings: [Finding]) -> [Finding] {
    findings.sorted(by: precedes)
  }

  private static func precedes(_ first: Finding, _ second: Finding) -> Bool {
    (first.file, first.line, first.column, first.ruleID) < (
      second.file, second.line, second.column, second.ruleID
    )
  }
}
