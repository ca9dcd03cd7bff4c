import Foundation
import Testing

@testable import TVGuideEntity

@Suite struct AirstampTests {
  @Test(arguments: [
    ("2013-09-30T01:00:00+00:00", 1_380_502_800.0),
    ("2013-09-29T21:00:00-04:00", 1_380_502_800.0),
    ("2013-09-30T01:00:00Z", 1_380_502_800.0),
    ("2026-04-05T01:45:00+10:30", 1_775_315_700.0),
    ("1969-12-31T23:59:59+00:00", -1.0),
  ])
  func theMomentIsTheOneTheOffsetNames(text: String, seconds: Double) {
    #expect(Airstamp.date(from: text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    nil, "", "2013-09-30", "2013-09-30T01:00:00", "2013-09-30T25:00:00+00:00", "2013-02-30T01:00:00+00:00",
    "2013-09-30T01:00:00+0000", "2013-09-30 01:00:00+00:00", "2013-09-30T01:00:00+00:0x",
  ])
  func anythingElseIsNoMoment(text: String?) {
    #expect(Airstamp.date(from: text) == nil)
  }

  @Test func anEpisodeKeepsItsAirstampFromTheWire() throws {
    let json = Data(
      #"{"id":1,"name":"Pilot","season":1,"number":1,"airdate":"2013-09-29","airtime":"21:00","airstamp":"2013-09-30T01:00:00+00:00"}"#
        .utf8)
    let dto = try JSONDecoder().decode(EpisodeDTO.self, from: json)
    #expect(dto.airstamp == "2013-09-30T01:00:00+00:00")
    let list = Data("[".utf8) + json + Data("]".utf8)
    let parsed = list.withUnsafeBytes { EpisodeJSONParser().episodes(in: $0.bindMemory(to: UInt8.self)) }
    #expect(parsed == [dto])
    #expect(Episode(dto: dto).airstamp == Date(timeIntervalSince1970: 1_380_502_800))
  }
}
