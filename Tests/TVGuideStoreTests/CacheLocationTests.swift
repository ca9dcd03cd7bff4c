import Foundation
import Testing

@testable import TVGuideStore

@Suite struct CacheLocationTests {
  private let everything = [
    "TVGUIDE_CACHE_DIR": "/env/cache", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/viewer",
  ]

  @Test func theCommandLineWins() {
    #expect(CacheLocation(explicit: "/flag", environment: everything).folder.path == "/flag")
  }

  @Test func thenTheTVGuideVariable() {
    #expect(CacheLocation(explicit: nil, environment: everything).folder.path == "/env/cache")
  }

  @Test func thenXDGCacheHome() {
    var environment = everything
    environment["TVGUIDE_CACHE_DIR"] = ""
    #expect(CacheLocation(explicit: nil, environment: environment).folder.path == "/xdg/tvguide")
  }

  @Test func thenTheHomeFolder() {
    #expect(
      CacheLocation(explicit: nil, environment: ["HOME": "/home/viewer"]).folder.path
        == "/home/viewer/.cache/tvguide")
  }

  @Test func aRelativeXDGCacheHomeIsIgnoredAsTheSpecSays() {
    let environment = ["XDG_CACHE_HOME": "relative", "HOME": "/home/viewer"]
    #expect(
      CacheLocation(explicit: nil, environment: environment).folder.path == "/home/viewer/.cache/tvguide")
  }
}
