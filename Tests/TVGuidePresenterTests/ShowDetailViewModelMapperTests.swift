import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct ShowDetailViewModelMapperTests {
  private let mapper = ShowDetailViewModelMapper(sanitizer: TerminalText())
  private let now = Date(timeIntervalSince1970: 1_750_000_000)

  private func viewModel(
    _ show: Show, seasons: [Season] = [], origin: DataOrigin = .bundled
  ) -> ShowDetailViewModel {
    mapper.viewModel(for: ShowDetail(show: show, seasons: seasons, origin: origin), now: now)
  }

  private func document(_ show: Show, seasons: [Season] = []) -> ShowDetailDocument {
    mapper.document(for: ShowDetail(show: show, seasons: seasons, origin: .bundled), now: .now)
  }

  private func value(_ label: String, in model: ShowDetailViewModel) -> String? {
    model.fields.first { $0.label == label }?.value
  }

  /// Every string the detail screen prints.
  private func texts(of model: ShowDetailViewModel) -> [String] {
    [model.title, model.summary, model.noEpisodesMessage] + [model.subtitle, model.notice].compactMap { $0 }
      + model.fields.flatMap { [$0.label, $0.value] }
      + model.sections.flatMap { section in
        [section.title] + section.rows.flatMap { [$0.code, $0.title, $0.airdate, $0.runtime] }
      }
  }

  private static let firstSeason = Season(
    number: 1,
    episodes: [
      Episode(
        id: 1, name: "Inside Game of Thrones", season: 1, number: nil,
        kind: .significantSpecial, airdate: CalendarDate(iso: "2010-12-05"), runtime: 30),
      Episode(dto: .mock),
      Episode(
        id: 2, name: "The Kingsroad", season: 1, number: 2, kind: .regular,
        airdate: CalendarDate(iso: "2011-04-24"), runtime: 56),
    ])
  private static let secondSeason = Season(
    number: 2,
    episodes: [
      Episode(
        id: 3, name: "The North Remembers", season: 2, number: 1, kind: .regular,
        airdate: CalendarDate(iso: "2012-04-01"), runtime: 53)
    ])

  @Test func writesTheHeaderOfACompleteShow() {
    let model = viewModel(.mock)
    #expect(model.title == "Game of Thrones")
    #expect(model.subtitle == "Drama · Adventure · Fantasy")
    #expect(
      model.fields.map(\.label) == [
        "Rating", "Schedule", "Status", "Network", "Runtime", "Premiered", "Language",
      ])
    #expect(value("Rating", in: model) == "★★★★☆ 8.9")
    #expect(value("Schedule", in: model) == "Sundays at 21:00 on HBO")
    #expect(value("Status", in: model) == "Ended · 2011–2019")
    #expect(value("Network", in: model) == "HBO (United States)")
    #expect(value("Runtime", in: model) == "60 min")
    #expect(value("Premiered", in: model) == "17 Apr 2011")
    #expect(value("Language", in: model) == "English")
    #expect(model.summary == "Game of Thrones is based on the bestselling book series.")
    #expect(model.notice == nil)
    #expect(model.initials == "GT")
  }

  @Test func keepsSeasonsAndEpisodesInTheOrderOfTheDetail() {
    let model = viewModel(.mock, seasons: [Self.firstSeason, Self.secondSeason])
    #expect(model.sections.map(\.number) == [1, 2])
    #expect(model.sections.map(\.title) == ["Season 1 · 2 episodes · 1 special", "Season 2 · 1 episode"])
    #expect(model.sections[0].rows.map(\.id) == [1, 4952, 2])
    #expect(model.sections[0].rows.map(\.code) == ["Special", "S01E01", "S01E02"])
    #expect(model.sections[1].rows.map(\.id) == [3])
    let first = model.sections[0].rows[1]
    #expect(first.title == "Winter is Coming")
    #expect(first.airdate == "17 Apr 2011")
    #expect(first.runtime == "60 min")
  }

  @Test func handsOnWhichEpisodeARowIsAndWhetherTheShowIsFollowed() {
    let detail = ShowDetail(
      show: .mock, seasons: [Self.firstSeason, Self.secondSeason], origin: .bundled, watched: [],
      isFollowed: true)
    let model = mapper.viewModel(for: detail, now: now)
    #expect(model.isFollowed)
    #expect(model.sections[0].rows.map(\.season) == [1, 1, 1])
    #expect(model.sections[0].rows.map(\.number) == [nil, 1, 2])
    #expect(model.sections[1].rows.map(\.number) == [1])
    #expect(!viewModel(.mock).isFollowed)
  }

  @Test func keepsTheOrderItIsGivenEvenWhenItIsNotAscending() {
    let model = viewModel(.mock, seasons: [Self.secondSeason, Self.firstSeason])
    #expect(model.sections.map(\.number) == [2, 1])
    #expect(document(.mock, seasons: [Self.secondSeason, Self.firstSeason]).seasons.map(\.number) == [2, 1])
  }

  @Test func resolvesEveryMissingValueOfABareShow() {
    let model = viewModel(.mockBare)
    #expect(model.title == "Bare Show")
    #expect(model.initials == "BS")
    #expect(model.poster == nil)
    #expect(model.subtitle == nil)
    #expect(model.summary == "No summary available.")
    #expect(model.sections.isEmpty)
    #expect(model.noEpisodesMessage == "No episodes are listed for this show yet.")
    #expect(model.fields.map(\.label) == ["Rating", "Schedule", "Status"])
    #expect(value("Rating", in: model) == "Not rated yet")
    #expect(value("Schedule", in: model) == "No regular schedule")
    #expect(value("Status", in: model) == "Status unknown")
  }

  @Test(arguments: [Show.mock, .mockBare, .mockWebOnly])
  func neverPrintsAnEmptyStringOrASwiftOptional(show: Show) {
    let bareEpisode = Episode(id: 7, name: nil, season: 1, number: nil)
    let model = viewModel(show, seasons: [Season(number: 1, episodes: [bareEpisode])])
    for text in texts(of: model) {
      #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty)
      #expect(!text.contains("nil"))
      #expect(!text.contains("Optional("))
    }
  }

  @Test func describesAnEpisodeWithNothingKnown() throws {
    let bare = Episode(id: 7, name: "\u{1B}[0m", season: 3, number: 4)
    let row = try #require(
      viewModel(.mock, seasons: [Season(number: 3, episodes: [bare])]).sections.first?.rows.first)
    #expect(row.code == "S03E04")
    #expect(row.title == "Untitled episode")
    #expect(row.airdate == "Date unknown")
    #expect(row.runtime == "—")
  }

  @Test func labelsAWebOnlyShowsChannel() {
    let model = viewModel(.mockWebOnly)
    #expect(value("Web channel", in: model) == "Netflix")
    #expect(value("Network", in: model) == nil)
    #expect(value("Schedule", in: model) == "Fridays on Netflix")
    #expect(value("Runtime", in: model) == "about 56 min")
    #expect(document(.mockWebOnly).network == "Netflix")
  }

  @Test func tellsWhenTheDataWasSavedOffline() {
    let model = viewModel(.mock, origin: .offline(savedAt: now.addingTimeInterval(-2 * 3_600)))
    #expect(model.notice == "Offline — showing data saved 2 h ago")
    #expect(viewModel(.mock, origin: .live).notice == nil)
  }

  @Test func warnsWhenTheShowCouldNotBeSavedAndOnlyThen() {
    let detail = ShowDetail(
      show: .mock, seasons: [], origin: .live,
      saveFailure: .localDataDamaged(detail: "file is not a database"))
    #expect(
      ShowDetailViewModelMapper(settings: .flags, sanitizer: TerminalText()).viewModel(for: detail, now: now)
        .warning
        == "The local store could not be used (file is not a database), so this answer was not saved; "
        + "run `tvguide cache clear` to start a new one.")
    #expect(viewModel(.mock, origin: .live).warning == nil)
  }

  /// The CLI names its flag; a front end without flags says the same in plain words.
  @Test func saysHowToGetEpisodesTheSourceDoesNotHoldInTheFrontEndsWords() {
    let detail = ShowDetail(show: .mock, seasons: [], origin: .bundled, episodesHeld: false)
    #expect(
      ShowDetailViewModelMapper(settings: .flags, sanitizer: TerminalText()).viewModel(for: detail, now: now)
        .noEpisodesMessage
        == "The bundled catalog does not hold this show's episodes; run with --source tvmaze to get them "
        + "from TVMaze.")
    #expect(
      mapper.viewModel(for: detail, now: now).noEpisodesMessage
        == "The bundled catalog does not hold this show's episodes; use the TVMaze source to get them.")
  }

  @Test func makesTextFromDataSafeToPrint() {
    var show = Show.mock
    show.name = "Game\u{1B}]0;pwned\u{7} of Thrones"
    show.language = "Eng\u{9B}1mlish"
    show.genres = ["Dra\u{1B}[5mma"]
    show.summaryHTML = "<p>Line&#27;[31m one</p>"
    let model = viewModel(show)
    #expect(model.title == "Game of Thrones")
    #expect(model.subtitle == "Drama")
    #expect(value("Language", in: model) == "English")
    #expect(model.summary == "Line one")
    #expect(document(show).name == "Game of Thrones")
    #expect(document(show).summary == "Line one")
  }

  @Test func fillsTheDocumentWithTheShowAndItsEpisodes() throws {
    let document = document(.mock, seasons: [Self.firstSeason, Self.secondSeason])
    #expect(document.id == 82)
    #expect(document.name == "Game of Thrones")
    #expect(document.status == "Ended")
    #expect(document.premiered == "2011-04-17")
    #expect(document.rating == 8.9)
    #expect(document.genres == ["Drama", "Adventure", "Fantasy"])
    #expect(document.network == "HBO")
    #expect(document.summary == "Game of Thrones is based on the bestselling book series.")
    #expect(document.seasons.map(\.number) == [1, 2])
    #expect(document.seasons[0].episodes.map(\.id) == [1, 4952, 2])
    #expect(
      document.seasons[0].episodes[0]
        == EpisodeDocument(
          id: 1, number: nil, name: "Inside Game of Thrones", airdate: "2010-12-05", runtime: 30,
          type: "significant_special"))
    #expect(
      document.seasons[0].episodes[1]
        == EpisodeDocument(
          id: 4952, number: 1, name: "Winter is Coming", airdate: "2011-04-17", runtime: 60,
          type: "regular"))
  }

  /// The followed show's document carries what its screen shows: each episode watched or
  /// not (a special is never, having no number to mark) and each season's aired episodes
  /// left to watch.
  @Test func theDocumentOfAFollowedShowCarriesTheUsersMarks() throws {
    let detail = ShowDetail(
      show: .mock, seasons: [Self.firstSeason, Self.secondSeason], origin: .bundled,
      watched: [EpisodeKey(season: 1, number: 2)], isFollowed: true)
    let document = mapper.document(for: detail, now: now)
    #expect(document.following == true)
    // Aired by its stamp or its time: an episode known only by its day is not counted yet.
    #expect(document.seasons.map(\.unwatched) == [1, 0])
    let titles = mapper.viewModel(for: detail, now: now).sections.map(\.title)
    #expect(zip(titles, document.seasons).allSatisfy { $0.hasSuffix("· \($1.unwatched ?? -1) unwatched") })
    #expect(document.seasons.map { $0.episodes.map(\.watched) } == [[false, false, true], [false]])
    let json = try JSONWriter(style: .document).string(for: document)
    #expect(json.contains(#""following" : true"#) && json.contains(#""unwatched" : 1"#))
    #expect(json.contains(#""watched" : true"#))
  }

  /// A show neither followed nor marked reads as it does without any user data: none of the
  /// three keys, not even as `null`.
  @Test func theDocumentOfAShowWithoutMarksIsTheOneWithoutUserData() throws {
    let seasons = [Self.firstSeason, Self.secondSeason]
    let unmarked = mapper.document(
      for: ShowDetail(show: .mock, seasons: seasons, origin: .bundled, watched: [], isFollowed: false),
      now: now)
    let plain = mapper.document(for: ShowDetail(show: .mock, seasons: seasons, origin: .bundled), now: now)
    #expect(unmarked == plain)
    let json = try JSONWriter(style: .document).string(for: unmarked)
    for key in ["following", "unwatched", "watched"] {
      #expect(!json.contains("\"\(key)\""), "\(key)")
    }
    #expect(json.contains(#""rating" : 8.9"#) && json.contains(#""type" : "significant_special""#))
  }

  @Test func keepsMissingValuesMissingInTheDocument() throws {
    let bareEpisode = Episode(id: 7, name: nil, season: 1, number: nil)
    let document = document(.mockBare, seasons: [Season(number: 1, episodes: [bareEpisode])])
    #expect(document.status == nil)
    #expect(document.premiered == nil)
    #expect(document.rating == nil)
    #expect(document.network == nil)
    #expect(document.summary == nil)
    #expect(document.genres == [])
    #expect(
      document.seasons
        == [
          SeasonDocument(
            number: 1,
            episodes: [EpisodeDocument(id: 7, number: nil, name: nil, airdate: nil, runtime: nil, type: nil)])
        ])

    let json = try #require(try EncodedJSON.object(from: document))
    for key in ["status", "premiered", "rating", "network", "summary"] {
      #expect(EncodedJSON.isNull(key, in: json), "\(key) must be written as null")
    }
    let seasons = try #require(json["seasons"] as? [[String: Any]])
    let episode = try #require((seasons.first?["episodes"] as? [[String: Any]])?.first)
    for key in ["number", "name", "airdate", "runtime", "type"] {
      #expect(EncodedJSON.isNull(key, in: episode), "episode \(key) must be written as null")
    }
  }
}
