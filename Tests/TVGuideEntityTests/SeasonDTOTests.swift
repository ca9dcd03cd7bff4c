import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct SeasonDTOTests {
  @Test func fixturesArePresent() {
    #expect(!Fixtures.jsonFiles(under: "seasons").isEmpty)
  }

  /// Season pages and images are not read by the app yet; every other field survives.
  @Test(arguments: Fixtures.jsonFiles(under: "seasons"))
  func seasonsDecodeWithoutLoss(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let seasons = try Fixtures.decode([SeasonDTO].self, from: path)
    #expect(!seasons.isEmpty)
    let unread: Set<String> = ["_links", "url", "image"]
    #expect(raw.differences(to: try JSONValue(encoding: seasons), ignoring: unread) == [])
  }
}
