import Foundation
import TVGuideTestSupport
import Testing

/// Every requirement of `Stages/SPEC.md` against every stage and the finished app, in line
/// mode through a pipe, failure paths included. What an app does not meet yet is listed in
/// `KnownDeviations`; meeting it fails here until the list says so.
@Suite struct AcceptanceTests {
  static let cases: [(AcceptanceApp, Requirement)] = AcceptanceApp.all.flatMap { app in
    Requirement.all.filter { !$0.injectsFaults || app.readsFaultPlans }.map { (app, $0) }
  }

  @Test(arguments: cases)
  func theAppMeetsTheRequirement(app: AcceptanceApp, requirement: Requirement) async throws {
    let driver = AcceptanceDriver(app: app)
    if let reason = KnownDeviations.reason(app, requirement) {
      await withKnownIssue(Comment(rawValue: reason)) { try await requirement.check(driver) }
    } else {
      try await requirement.check(driver)
    }
  }

  /// SPEC.md lists each requirement once, with the stage that introduces it, and the suite
  /// checks exactly those.
  @Test func theSpecAndTheSuiteListTheSameRequirements() throws {
    let spec = try String(
      contentsOf: PackageLayout.root.appendingPathComponent("Stages/SPEC.md"), encoding: .utf8)
    let rows = spec.matches(of: /(?m)^\| \*\*([A-Z]+-\d+)\*\* \| (\d+) \|/).map {
      "\($0.output.1) \($0.output.2)"
    }
    #expect(rows == Requirement.all.map { "\($0.id) \($0.introducedIn)" })
  }

  /// Every deviation names an app of the suite and a requirement of the spec, and the
  /// finished app has none.
  @Test func theKnownDeviationsNameRealAppsAndRequirements() {
    #expect(KnownDeviations.byApp["tvguide"] == nil)
    let apps = Set(AcceptanceApp.all.map(\.executable))
    let ids = Set(Requirement.all.map(\.id))
    for (app, entry) in KnownDeviations.byApp {
      #expect(apps.contains(app))
      #expect(entry.requirements.isSubset(of: ids))
    }
  }
}
