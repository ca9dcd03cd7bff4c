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

  /// Reviews every path, each a folder or a Swift file.
  package func review(paths: [String]) throws -> ReviewReport {
    let workspace = try ReviewWorkspace(paths: paths, projectRoot: projectRoot)
    var notes: [String] = []
    let reviewed = workspace.reviewedFiles(notes: &notes)
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
      let found = rules.flatMap { $0.findings(in: file, context: context) }
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
    return ReviewReport(
      findings: Self.sorted(findings), fileCount: reviewed.count, notes: notes, suppressed: suppressed)
  }

  /// The role of each type declared in the Swift files under `path`, with why, as the rules
  /// see it: `--explain-roles FILE`.
  package func roles(in path: String) throws -> [RoleAssignment] {
    let workspace = try ReviewWorkspace(paths: [path], projectRoot: projectRoot)
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
    let workspace = try ReviewWorkspace(paths: paths, projectRoot: projectRoot)
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
    findings.sorted {
      ($0.file, $0.line, $0.column, $0.ruleID) < ($1.file, $1.line, $1.column, $1.ruleID)
    }
  }
}
