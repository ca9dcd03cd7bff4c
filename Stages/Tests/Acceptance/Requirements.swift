import Foundation
import TVGuideTestSupport
import Testing

/// The requirements of `Stages/SPEC.md`, each checked on the small `AcceptanceCatalog`.
extension Requirement {
  static let all: [Requirement] = list + detail + navigation + errors + failurePaths + seasons + search

  private static let underTheDome = "1 Under the Dome"
  private static let bareShow = "2 Bare Show"
  private static let laterShow = "3 Later Show"
  private static let unreadablePage0 =
    "The data received could not be read (page-0.json: not valid JSON). Try again"

  static let list = [
    Requirement(id: "LIST-1", introducedIn: 1) { app in
      let screens = try await app.screens("quit\n", on: AcceptanceCatalog())
      let list = try #require(screens.first)
      #expect(list.hasPrefix("TV Guide\n"))
      #expect(AcceptanceDriver.rows(of: list) == [underTheDome, bareShow])
      #expect(list.contains("1 Under the Dome                 2013  ★★★☆☆ 6.5     Ended        CBS"))
    },
    Requirement(id: "LIST-2", introducedIn: 1) { app in
      let screens = try await app.screens("more\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome, bareShow, laterShow])
    },
    Requirement(id: "LIST-3", introducedIn: 1) { app in
      let screens = try await app.screens("more\nmore\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[1].contains("There is nothing more to load."))
      #expect(AcceptanceDriver.rows(of: screens[2]) == [underTheDome, bareShow, laterShow])
    },
  ]

  static let detail = [
    Requirement(id: "DETAIL-1", introducedIn: 1) { app in
      let screens = try await app.screens("1\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      let detail = screens[1]
      #expect(
        detail.hasPrefix("TV Guide › Under the Dome\nUnder the Dome\nDrama · Science-Fiction · Thriller\n"))
      for field in [
        "Rating     ★★★☆☆ 6.5", "Schedule   Thursdays at 22:00 on CBS", "Status     Ended · 2013–2015",
        "Network    CBS (United States)", "Runtime    60 min", "Premiered  24 Jun 2013", "Language   English",
      ] {
        #expect(detail.contains("\n\(field)\n"), "\(field)")
      }
      #expect(detail.contains("\nUnder the Dome is the story of a small town"), "the summary as text")
      #expect(!detail.contains("<"), "no HTML tag")
    },
    Requirement(id: "DETAIL-2", introducedIn: 1) { app in
      let screens = try await app.screens("2\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      let detail = screens[1]
      #expect(detail.hasPrefix("TV Guide › Bare Show\nBare Show\n\n"))
      for field in ["Rating    Not rated yet", "Schedule  No regular schedule", "Status    Status unknown"] {
        #expect(detail.contains("\n\(field)\n"), "\(field)")
      }
      for unknown in ["Network", "Runtime", "Premiered"] {
        #expect(!detail.contains("\n\(unknown) "), "\(unknown) is left out")
      }
      #expect(detail.contains("\nNo summary available."))
    },
  ]

  static let navigation = [
    Requirement(id: "NAV-1", introducedIn: 1) { app in
      let screens = try await app.screens("1\nback\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[2] == screens[0])
    },
    Requirement(id: "NAV-2", introducedIn: 6) { app in
      let screens = try await app.screens("more\n1\nback\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 4)
      #expect(AcceptanceDriver.rows(of: screens[3]) == [underTheDome, bareShow, laterShow])
    },
    Requirement(id: "NAV-3", introducedIn: 1) { app in
      let screens = try await app.screens("9\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      // The message follows the screen the command was typed on; the screen is then printed again.
      #expect(screens[0].hasSuffix("\nThere is no row 9 on this screen."))
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome, bareShow])
    },
  ]

  static let errors = [
    Requirement(id: "ERR-1", introducedIn: 1) { app in
      let catalog = try AcceptanceCatalog()
      try catalog.corrupt(page: 0)
      let screens = try await app.screens("quit\n", on: catalog)
      let list = try #require(screens.first)
      #expect(list.contains(unreadablePage0))
      #expect(list.contains("later; if it persists, the data source has changed."))
      #expect(AcceptanceDriver.rows(of: list).isEmpty)
    },
    Requirement(id: "ERR-2", introducedIn: 1) { app in
      let catalog = try AcceptanceCatalog()
      try catalog.corrupt(page: 0)
      let session = try app.session(on: catalog)
      let failed = await session.waitForOutput { $0.contains(unreadablePage0) }
      #expect(failed, "the fault is shown")
      try catalog.restore()
      session.send("retry")
      #expect(await session.waitForOutput { $0.contains(underTheDome) }, "retry loads the list")
      session.send("quit")
      let result = try await session.finish()
      #expect(result.exitCode == 0)
      #expect(result.standardError.isEmpty)
      let last = try #require(LineModeTranscript(result.standardOutput).screens.last)
      #expect(AcceptanceDriver.rows(of: last) == [underTheDome, bareShow])
      #expect(!last.contains("could not be read"))
    },
    Requirement(id: "ERR-3", introducedIn: 1) { app in
      let catalog = try AcceptanceCatalog()
      try catalog.corrupt(page: 2)
      let session = try app.session(on: catalog)
      #expect(await session.waitForOutput { $0.contains(bareShow) })
      session.send("more")
      #expect(
        await session.waitForOutput { $0.contains("(page-2.json: not valid JSON)") }, "the fault is shown")
      try catalog.restore()
      session.send("retry")
      #expect(await session.waitForOutput { $0.contains(laterShow) }, "retry loads the next page")
      session.send("quit")
      let result = try await session.finish()
      let screens = LineModeTranscript(result.standardOutput).screens
      try #require(screens.count == 3)
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome, bareShow], "the fault keeps the list")
      #expect(AcceptanceDriver.rows(of: screens[2]) == [underTheDome, bareShow, laterShow])
    },
    Requirement(id: "ERR-4", introducedIn: 1) { app in
      let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-catalog-\(UUID())").path
      let screens = try await app.screens(
        "quit\n", environment: ["TVGUIDE_CATALOG_DIR": missing, "COLUMNS": "200"])
      #expect(
        screens.first?.contains("The data received could not be read (no catalog at \(missing)).") == true)
    },
  ]

  static let seasons = [
    Requirement(id: "SEASONS-1", introducedIn: 5) { app in
      let screens = try await app.screens("1\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(screens[1].contains("\n\nSeason 1 · 13 episodes\n"))
      #expect(screens[1].contains("\nSeason 3 · 13 episodes\n"))
    },
    Requirement(id: "SEASONS-2", introducedIn: 5) { app in
      let screens = try await app.screens("2\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      let saysSo = [
        "\n\nNo episodes are listed for this show yet.",
        "\n\nThe bundled catalog does not hold this show's episodes; use the TVMaze source to\nget them.",
      ]
      #expect(saysSo.contains { screens[1].hasSuffix($0) })
    },
  ]

  static let search = [
    Requirement(id: "SEARCH-1", introducedIn: 6) { app in
      let screens = try await app.screens("/dome\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(screens[1].contains("\n1 show matches \"dome\"\n"))
      #expect(AcceptanceDriver.rows(of: screens[1]) == [underTheDome])
    },
    Requirement(id: "SEARCH-2", introducedIn: 6) { app in
      let screens = try await app.screens("/zzqqxx\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 2)
      #expect(screens[1].hasSuffix("\nNo shows match \"zzqqxx\""))
    },
    Requirement(id: "SEARCH-3", introducedIn: 6) { app in
      let screens = try await app.screens("/dome\n/\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[2].contains("\nStart typing to search\n"))
      #expect(AcceptanceDriver.rows(of: screens[2]) == [underTheDome, bareShow])
    },
    Requirement(id: "SEARCH-4", introducedIn: 6) { app in
      let screens = try await app.screens("/dome\n1\nback\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 4)
      #expect(screens[1].contains("\n1 show matches \"dome\"\n"))
      #expect(screens[2].hasPrefix("TV Guide › Under the Dome"))
      #expect(screens[3] == screens[1], "back keeps the results")
    },
  ]
}
