import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage5_seasons

/// String and date handling in a helper of its own: testable without a view or a presenter.
@Suite struct ShowDetailViewModelMapperTests {
  private let mapper = ShowDetailViewModelMapper()

  @Test func everyKnownFactBecomesALabelledLine() {
    let viewModel = mapper.viewModel(for: ShowDetail(show: .mock, seasons: []))
    #expect(
      viewModel.fields == [
        DetailField(label: "Rating", value: "★★★★☆ 8.9"),
        DetailField(label: "Schedule", value: "Sundays at 21:00 on HBO"),
        DetailField(label: "Status", value: "Ended · 2011–2019"),
        DetailField(label: "Network", value: "HBO (United States)"),
        DetailField(label: "Runtime", value: "60 min"),
        DetailField(label: "Premiered", value: "17 Apr 2011"),
        DetailField(label: "Language", value: "English"),
      ])
  }

  @Test func whatTVMazeDoesNotKnowIsLeftOutNotInvented() {
    let viewModel = mapper.viewModel(for: ShowDetail(show: .mockBare, seasons: []))
    #expect(viewModel.title == "Bare Show")
    #expect(viewModel.subtitle == nil)
    #expect(viewModel.fields.map(\.label) == ["Rating", "Schedule", "Status"])
    #expect(viewModel.summary == "No summary available.")
  }

  @Test func aWebChannelIsNamedSoAndItsAverageRuntimeIsApproximate() {
    let fields = mapper.viewModel(for: ShowDetail(show: .mockWebOnly, seasons: [])).fields
    #expect(fields.contains(DetailField(label: "Web channel", value: "Netflix")))
    #expect(fields.contains(DetailField(label: "Runtime", value: "about 56 min")))
  }

  @Test func eachSeasonIsASectionWithItsEpisodesAsText() {
    let special = Episode(
      id: 9, name: "Inside Game of Thrones", season: 1, number: nil, kind: .significantSpecial,
      airdate: CalendarDate(iso: "2010-12-05"), runtime: 60)
    let unnamed = Episode(id: 2, name: nil, season: 1, number: 2)
    let viewModel = mapper.viewModel(
      for: ShowDetail(show: .mock, seasons: [Season(number: 1, episodes: [special, .mock, unnamed])]))
    #expect(viewModel.sections.map(\.title) == ["Season 1 · 2 episodes · 1 special"])
    #expect(
      viewModel.sections.first?.rows == [
        EpisodeRow(
          code: "Special", title: "Inside Game of Thrones", airdate: "5 Dec 2010", runtime: "60 min",
          isSpecial: true),
        EpisodeRow(
          code: "S01E01", title: "Winter is Coming", airdate: "17 Apr 2011", runtime: "60 min",
          isSpecial: false),
        EpisodeRow(
          code: "S01E02", title: "Untitled episode", airdate: "Date unknown", runtime: "—", isSpecial: false),
      ])
  }

  @Test func aShowWithoutEpisodesSaysSo() {
    let viewModel = mapper.viewModel(for: ShowDetail(show: .mock, seasons: []))
    #expect(viewModel.sections.isEmpty)
    #expect(viewModel.noEpisodesMessage == "No episodes are listed for this show yet.")
  }
}
