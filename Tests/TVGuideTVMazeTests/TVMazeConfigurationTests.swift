import Foundation
import Testing

@testable import TVGuideTVMaze

@Suite struct TVMazeConfigurationTests {
  @Test func theHostNamedToTheUserHasItsPortWhenGiven() {
    let tvMaze = TVMazeConfiguration(userAgent: "tvguide/1")
    #expect(tvMaze.hostDescription == "api.tvmaze.com")
    let local = TVMazeConfiguration(baseURL: URL(string: "http://127.0.0.1:8080")!, userAgent: "tvguide/1")
    #expect(local.hostDescription == "127.0.0.1:8080")
  }

  @Test func anIPv6HostIsNamedInBrackets() {
    let local = TVMazeConfiguration(baseURL: URL(string: "http://[::1]:9")!, userAgent: "tvguide/1")
    #expect(local.hostDescription == "[::1]:9")
    let noPort = TVMazeConfiguration(baseURL: URL(string: "http://[fe80::1]")!, userAgent: "tvguide/1")
    #expect(noPort.hostDescription == "[fe80::1]")
  }

  @Test func theDefaultsKeepTVMazesEtiquette() {
    let configuration = TVMazeConfiguration(userAgent: "tvguide/1")
    #expect(configuration.rateLimit == .tvMaze)
    #expect(configuration.connectTimeout == .seconds(10))
    #expect(configuration.requestTimeout == .seconds(10))
    #expect(configuration.baseURL.absoluteString == "https://api.tvmaze.com")
  }
}
