import Foundation
import PropertyBased
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// Formatting holds for any season and episode numbers data may carry, `Int.min` and
/// `Int.max` included: every number is written as it is, and nothing traps.
@Suite struct ExtremeNumberPropertyTests {
  private static var seasons: Generator<[Season], some Sequence & SendableMetatype> {
    PropertyBased.zip(ExtremeIntegers.generator, ExtremeIntegers.generator.optional)
      .array(of: 1...12)
      .map { places in
        SeasonGrouper().group(
          places.enumerated().map {
            Episode(id: $0.offset, name: nil, season: $0.element.0, number: $0.element.1)
          })
      }
  }

  @Test func everySeasonAndEpisodeIsTitledWithItsNumbers() async {
    await propertyCheck(count: 300, input: Self.seasons) { seasons in
      let detail = ShowDetail(show: .mock, seasons: seasons, origin: .bundled)
      let model = ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: Date())
      #expect(model.sections.map(\.number) == seasons.map(\.number))
      for (section, season) in zip(model.sections, seasons) {
        #expect(section.title.hasPrefix("Season \(season.number) · "))
        for (row, episode) in zip(section.rows, season.episodes) {
          guard let number = episode.number, !episode.isSpecial else { continue }
          #expect(row.code.hasSuffix("E\(number < 10 && number >= 0 ? "0" : "")\(number)"))
        }
      }
    }
  }

  /// A season the show lacks lists the ones it has, however far apart: `Int.min` to
  /// `Int.max` once overflowed while telling a run of seasons from a list.
  @Test func aMissingSeasonListsTheSeasonsTheShowHas() async {
    let input = PropertyBased.zip(ExtremeIntegers.generator, ExtremeIntegers.generator.array(of: 0...6))
    await propertyCheck(count: 500, input: input) { wanted, available in
      let error = ShowDataError.seasonNotFound(season: wanted, showName: "Show", available: available)
      let message = ErrorMessageFormatter(sanitizer: TerminalText()).viewModel(for: error).message
      #expect(message.hasPrefix("Show has no season \(wanted); "))
      let seasons = Set(available).sorted()
      // Three or more in a row are written as a range, any others one by one.
      let written = message.contains(" to ") ? [seasons.first, seasons.last].compactMap { $0 } : seasons
      for season in written { #expect(message.contains("\(season)")) }
    }
  }

  @Test func anyAgeIsWordsNotATrap() async {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let offsets = Gen.oneOf(
      Gen.double(in: -1e300...1e300), Gen.double(in: -1e7...1e7),
      Gen<Double?>.element(of: [.infinity, -.infinity, .greatestFiniteMagnitude]).map { $0 ?? 0 })
    await propertyCheck(count: 300, input: offsets) { offset in
      let text = AgeFormatter().text(since: Date(timeInterval: offset, since: now), now: now)
      #expect(text.hasSuffix("ago") || text == "just now" || text == "at a future date")
    }
  }
}
