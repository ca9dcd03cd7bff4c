import Foundation
import Testing

/// The status filter's requirements of `Stages/SPEC.md`: a change, not a stage. The finished
/// app meets them; each stage and variant meets them once its patch under
/// `Stages/changes/status-filter/` is applied (`scripts/cost-of-change --check`). No stage
/// introduces them, so `introducedIn` is 0.
extension Requirement {
  static let statusFilter = [
    Requirement(id: "FILTER-1", introducedIn: 0) { app in
      let screens = try await app.screens("status running\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(AcceptanceDriver.rows(of: screens[1]) == [laterShow], "page 0 has none: it reads on")
    },
    Requirement(id: "FILTER-2", introducedIn: 0) { app in
      let screens = try await app.screens("status ended\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      // Bare Show's status is unknown, which only `all` keeps; Later Show, on page 2, is running.
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome])
    },
    Requirement(id: "FILTER-3", introducedIn: 0) { app in
      let screens = try await app.screens("status running\n1\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[2].hasPrefix("TV Guide › Later Show\n"))
    },
    Requirement(id: "FILTER-4", introducedIn: 0) { app in
      let screens = try await app.screens("status running\nstatus all\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(AcceptanceDriver.rows(of: screens[2]).prefix(2) == [underTheDome, bareShow])
    },
    Requirement(id: "FILTER-5", introducedIn: 0) { app in
      let screens = try await app.screens("status sideways\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(screens[1].contains("There is no status \"sideways\": choose all, running, ended, tbd or"))
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome, bareShow])
    },
  ]

  private static let underTheDome = "1 Under the Dome"
  private static let bareShow = "2 Bare Show"
  private static let laterShow = "1 Later Show"
}
