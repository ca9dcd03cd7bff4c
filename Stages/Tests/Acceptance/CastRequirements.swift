import Foundation
import Testing

/// The Cast screen's requirements of `Stages/SPEC.md`: a change, not a stage. Each stage and
/// variant meets them once its patch under `Stages/changes/cast/` is applied
/// (`scripts/cost-of-change --check`); no stage has the screen, so `introducedIn` is 0.
extension Requirement {
  static let cast = [
    Requirement(id: "CAST-1", introducedIn: 0) { app in
      let screens = try await app.screens("1\ncast\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[2].hasPrefix("TV Guide › Under the Dome › Cast\n"))
      #expect(castRows(of: screens[2]) == (try underTheDomesCast()), "every credit, in TVMaze's order")
    },
    Requirement(id: "CAST-2", introducedIn: 0) { app in
      let screens = try await app.screens("1\ncast\nback\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 4)
      #expect(screens[3] == screens[1], "the show, as it was printed before")
    },
    Requirement(id: "CAST-3", introducedIn: 0) { app in
      let screens = try await app.screens("2\ncast\nquit\n", on: AcceptanceCatalog())
      try #require(screens.count == 3)
      #expect(screens[2].hasPrefix("TV Guide › Bare Show › Cast\n"))
      #expect(AcceptanceDriver.words(screens[2]).hasSuffix("No cast is listed for this show."))
      #expect(castRows(of: screens[2]).isEmpty)
    },
    Requirement(id: "CAST-4", introducedIn: 0) { app in
      let catalog = try AcceptanceCatalog()
      let clean = try await app.screens("1\ncast\nquit\n", on: catalog)
      let screens = try await app.screens(
        "1\ncast\nretry\nquit\n", on: catalog, faults: "cast 1: no-connection")
      try #require(screens.count == 4 && clean.count == 3)
      #expect(screens[2].hasPrefix("TV Guide › Under the Dome › Cast\n"))
      #expect(AcceptanceDriver.words(screens[2]).contains(noConnection))
      #expect(castRows(of: screens[2]).isEmpty, "no credit is drawn")
      #expect(screens[3] == clean[2], "retry shows the cast the request would have shown")
    },
  ]

  private static let noConnection =
    "Could not connect to api.tvmaze.com. Check the network connection and try again."

  /// A cast screen's rows below its title bar, as (person, character): two columns of text
  /// at least two spaces apart.
  private static func castRows(of screen: String) -> [Credit] {
    screen.split(separator: "\n").dropFirst().compactMap { line in
      line.firstMatch(of: /^(\S.*?)\s{2,}(\S.*?)\s*$/).map {
        Credit(String($0.output.1), String($0.output.2))
      }
    }
  }

  /// Who plays whom in Under the Dome, read from the file the catalog serves.
  private static func underTheDomesCast() throws -> [Credit] {
    let data = try Data(contentsOf: AcceptanceCatalog.underTheDomesCast)
    let credits = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return credits.compactMap { credit in
      let person = (credit["person"] as? [String: Any])?["name"] as? String
      let character = (credit["character"] as? [String: Any])?["name"] as? String
      return person.flatMap { person in character.map { Credit(person, $0) } }
    }
  }

  /// One row of the cast screen.
  private struct Credit: Equatable, CustomStringConvertible {
    let person: String
    let character: String

    init(_ person: String, _ character: String) {
      self.person = person
      self.character = character
    }

    var description: String { "\(person) as \(character)" }
  }
}
