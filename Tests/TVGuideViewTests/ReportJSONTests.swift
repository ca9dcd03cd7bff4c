import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// The `--json` of the reports: the presenters' documents through the app's one JSON writer,
/// every key written (an absent value as `null`), otherwise what `JSONEncoder` reads of them.
@MainActor
@Suite struct ReportJSONTests {
  private func foundationObject(_ value: some Encodable) throws -> Any {
    try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
  }

  private func object(_ json: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(json.utf8))
  }

  /// `object` without its `null` values, at any depth: what `JSONEncoder` leaves out.
  private func droppingNulls(_ object: Any) -> Any {
    switch object {
    case let dictionary as [String: Any]: dictionary.filter { !($0.value is NSNull) }.mapValues(droppingNulls)
    case let array as [Any]: array.map(droppingNulls)
    default: object
    }
  }

  @Test(arguments: [82, 83, 1, 43, 143])
  func aShowIsEveryKeyOfItsDocument(id: Int) throws {
    let mapper = ShowDetailViewModelMapper(sanitizer: TerminalText())
    let detail = try Fixtures.detail(ofShow: id)
    var viewModel = mapper.viewModel(for: detail, now: Date())
    viewModel.document = mapper.document(for: detail)
    let report = ShowDetailReport(format: .json)
    report.display(viewModel)
    let json = report.output.standardOutput
    #expect(json.hasSuffix("}\n"))
    let written = try #require(try object(json) as? [String: Any])
    #expect(
      Set(written.keys)
        == [
          "id", "name", "status", "premiered", "rating", "genres", "network", "summary", "seasons",
          "episodesHeld",
        ])
    #expect(
      (droppingNulls(written) as? NSDictionary) == (try foundationObject(viewModel.document) as? NSDictionary)
    )
  }

  @Test func aListWritesNullForWhatAShowLacks() throws {
    let report = ShowListReport(format: .json, showsStatus: false)
    var viewModel = ShowListViewModel(rows: [], status: ShowListStatus(kind: .browsing, message: ""))
    viewModel.document = [
      ShowSummaryDocument(
        id: 2, name: nil, status: nil, premiered: nil, rating: nil, genres: [], network: nil)
    ]
    report.display(viewModel)
    #expect(
      report.output.standardOutput
        == """
        [
          {
            "genres" : [

            ],
            "id" : 2,
            "name" : null,
            "network" : null,
            "premiered" : null,
            "rating" : null,
            "status" : null
          }
        ]

        """)
  }
}
