import Foundation
import TVGuideTestSupport
import Testing

/// The status filter's requirements against the finished app, and against every stage and
/// variant with its patch applied when `scripts/cost-of-change --check` names their build.
@Suite struct StatusFilterAcceptanceTests {
  static let patchedApps = AcceptanceApp.patched(with: "status-filter")
  static let patchedCases: [(AcceptanceApp, Requirement)] = patchedApps.flatMap { app in
    Requirement.statusFilter.map { (app, $0) }
  }

  @Test(arguments: Requirement.statusFilter)
  func theAppMeetsTheRequirement(requirement: Requirement) async throws {
    try await requirement.check(AcceptanceDriver(app: AcceptanceApp(executable: "tvguide")))
  }

  @Test(.enabled(if: !patchedCases.isEmpty), arguments: patchedCases)
  func thePatchedStageMeetsTheRequirement(app: AcceptanceApp, requirement: Requirement) async throws {
    try await requirement.check(AcceptanceDriver(app: app))
  }

  /// SPEC.md's status filter table lists exactly the requirements checked here.
  @Test func theSpecListsTheSameRequirements() throws {
    let spec = try String(
      contentsOf: PackageLayout.root.appendingPathComponent("Stages/SPEC.md"), encoding: .utf8)
    let rows = spec.matches(of: /(?m)^\| \*\*(FILTER-\d+)\*\* \| patch \|/).map { String($0.output.1) }
    #expect(rows == Requirement.statusFilter.map(\.id))
  }
}
