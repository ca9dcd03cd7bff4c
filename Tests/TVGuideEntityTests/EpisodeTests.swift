import TVGuideEntity
import TVGuideTestSupport
import Testing

struct EpisodeTests {
  @Test func mapsEveryFieldOfAnEpisode() {
    let episode = Episode(dto: .mock)
    #expect(episode.id == 4952 && episode.name == "Winter is Coming")
    #expect(episode.season == 1 && episode.number == 1 && episode.kind == .regular)
    #expect(episode.airdate == CalendarDate(year: 2011, month: 4, day: 17))
    #expect(episode.airtime == TimeOfDay(hour: 21, minute: 0))
    #expect(episode.runtime == 60 && episode.rating == 8.1)
    #expect(!episode.isSpecial)
  }

  @Test func anUnscheduledSpecialKeepsItsGaps() {
    let dto = EpisodeDTO(
      id: 1_636_493, name: "Greatest Moments", season: 8, number: nil, airdate: "", airtime: "",
      runtime: 120)
    let episode = Episode(dto: dto)
    #expect(episode.airdate == nil && episode.airtime == nil)
    #expect(episode.number == nil && episode.kind == nil && episode.rating == nil)
    #expect(episode.runtime == 120)
    #expect(episode.isSpecial)
  }

  @Test(arguments: [
    (EpisodeKind?.none, Int?.some(1), false), (.regular, 1, false), (.none, nil, true),
    (.significantSpecial, nil, true), (.insignificantSpecial, nil, true), (.regular, nil, true),
    (.significantSpecial, 3, true),
  ])
  func specialsAreMarkedByTypeOrByMissingNumber(_ kind: EpisodeKind?, _ number: Int?, _ isSpecial: Bool) {
    #expect(Episode(id: 1, name: nil, season: 1, number: number, kind: kind).isSpecial == isSpecial)
  }

  /// In every real episode list, specials are exactly the episodes without a number.
  @Test(arguments: EpisodeDTOTests.episodeLists)
  func realSpecialsAreTheUnnumberedEpisodes(_ path: String) throws {
    for dto in try Fixtures.decode([EpisodeDTO].self, from: path) {
      let episode = Episode(dto: dto)
      #expect(episode.isSpecial == (dto.number == nil), "\(path) #\(dto.id)")
      #expect(episode.airdate?.description == dto.airdate.flatMap { $0.isEmpty ? nil : $0 })
      #expect(episode.rating == dto.rating?.average && episode.runtime == dto.runtime)
      #expect(episode.kind?.rawText == dto.type)
    }
  }
}
