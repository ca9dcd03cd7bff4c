import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage2_mvp

/// String and date handling in a helper of its own: testable without a view or a presenter.
@Suite struct ShowDetailViewModelMapperTests {
  private let mapper = ShowDetailViewModelMapper()

  @Test func everyKnownFactBecomesALabelledLine() {
    let viewModel = mapper.viewModel(for: .mock)
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
    let viewModel = mapper.viewModel(for: .mockBare)
    #expect(viewModel.title == "Bare Show")
    #expect(viewModel.subtitle == nil)
    #expect(viewModel.fields.map(\.label) == ["Rating", "Schedule", "Status"])
    #expect(viewModel.summary == "No summary available.")
  }

  @Test func aWebChannelIsNamedSoAndItsAverageRuntimeIsApproximate() {
    let fields = mapper.viewModel(for: .mockWebOnly).fields
    #expect(fields.contains(DetailField(label: "Web channel", value: "Netflix")))
    #expect(fields.contains(DetailField(label: "Runtime", value: "about 56 min")))
  }
}
