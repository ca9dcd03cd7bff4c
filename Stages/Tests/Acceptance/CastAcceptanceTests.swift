import Foundation
import TVGuideTestSupport
import Testing

/// The Cast screen's requirements against every stage and variant with its patch applied, when
/// `scripts/cost-of-change --check` names their build. No app of this package has the screen.
@Suite struct CastAcceptanceTests {
  static let patchedApps = AcceptanceApp.patched(with: "cast")
  static let patchedCases: [(AcceptanceApp, Requirement)] = patchedApps.flatMap { app in
    Requirement.cast.map { (app, $0) }
  }

  @Test(.enabled(if: !patchedCases.isEmpty), arguments: patchedCases)
  func thePatchedStageMeetsTheCastRequirement(app: AcceptanceApp, requirement: Requirement) async throws {
    try await requirement.check(AcceptanceDriver(app: app))
  }

  /// Patched stages 2 to 4 and both variants print, byte for byte, what patched stage 1 prints:
  /// the cast, back to the show, a show without a cast, and a failed cast retried. Stages 5 and
  /// 6 print their show with its seasons, so they are held to the requirements' words only.
  @Test(
    .enabled(if: !patchedCases.isEmpty),
    arguments: patchedApps.filter(\.printsAsStage1))
  func thePatchedStagePrintsWhatPatchedStage1Prints(app: AcceptanceApp) async throws {
    let catalog = try AcceptanceCatalog()
    let reference = try #require(Self.patchedApps.first)
    let script = "1\ncast\nback\n2\ncast\nback\nback\n1\ncast\nretry\nquit\n"
    let environment = catalog.environment(faults: "cast 1: timeout")
    let expected = try await AcceptanceDriver(app: reference).transcript(script, environment: environment)
    let printed = try await AcceptanceDriver(app: app).transcript(script, environment: environment)
    #expect(printed == expected, "\(app): \(FirstDifference.line(Data(expected.utf8), Data(printed.utf8)))")
  }

  /// SPEC.md's Cast table lists exactly the requirements checked here.
  @Test func theSpecListsTheSameRequirements() throws {
    let spec = try String(
      contentsOf: PackageLayout.root.appendingPathComponent("Stages/SPEC.md"), encoding: .utf8)
    let rows = spec.matches(of: /(?m)^\| \*\*(CAST-\d+)\*\* \| patch \|/).map { String($0.output.1) }
    #expect(rows == Requirement.cast.map(\.id))
  }
}
