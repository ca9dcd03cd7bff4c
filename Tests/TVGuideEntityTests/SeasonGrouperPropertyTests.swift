import PropertyBased
import TVGuideEntity
import TVGuideTestSupport
import Testing

/// Grouping holds for any season and episode numbers data may carry, `Int.min` and `Int.max`
/// included: seasons ascending, every episode kept once, in its own season.
@Suite struct SeasonGrouperPropertyTests {
  /// Episodes with numbers from the whole range, some numberless (specials), in runs of a
  /// season as TVMaze sends them and out of order.
  private static var episodes: Generator<[Episode], some Sequence & SendableMetatype> {
    PropertyBased.zip(ExtremeIntegers.generator, ExtremeIntegers.generator.optional)
      .array(of: 0...40)
      .map { places in
        places.enumerated().map {
          Episode(id: $0.offset, name: nil, season: $0.element.0, number: $0.element.1)
        }
      }
  }

  @Test func seasonsAscendAndHoldEveryEpisodeOnceInItsOwnSeason() async {
    await propertyCheck(count: 300, input: Self.episodes) { episodes in
      let seasons = SeasonGrouper().group(episodes)
      #expect(seasons.map(\.number) == Set(episodes.map(\.season)).sorted())
      #expect(seasons.flatMap(\.episodes).map(\.id).sorted() == episodes.map(\.id).sorted())
      for season in seasons {
        #expect(season.episodes.allSatisfy { $0.season == season.number })
        let numbers = season.episodes.compactMap(\.number)
        #expect(numbers == numbers.sorted())
      }
    }
  }
}
