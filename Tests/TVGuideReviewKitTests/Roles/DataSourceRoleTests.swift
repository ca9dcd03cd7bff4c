import TVGuideReviewKit
import Testing

/// "Data source" names two things: a table's helper and a source of data. What a type does
/// decides when only its name or folder says "table helper".
@Suite struct DataSourceRoleTests {
  private static let files = [
    "Weather/Data/DataSources/ForecastRemoteDataSource.swift": """
    struct ForecastRemoteDataSource {
      func forecast(for city: String) -> AnyPublisher<Data, URLError> {
        URLSession.shared.dataTaskPublisher(for: URL(string: city)!).map(\\.data).eraseToAnyPublisher()
      }
    }
    """,
    "Weather/Data/DataSources/EndpointConvertible.swift": """
    protocol EndpointConvertible { var path: String { get } }
    extension EndpointConvertible {
      var request: URLRequest { URLRequest(url: URL(string: path)!) }
    }
    """,
    "Weather/Data/DataSources/ForecastTableSource.swift": """
    final class ForecastTableSource: NSObject, UITableViewDataSource {
      let cache = UserDefaults.standard
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cache.integer(forKey: "rows")
      }
    }
    """,
    "Weather/Screens/DataSource/CityDataSource.swift":
      "final class CityDataSource { var names: [String] = [] }\n",
  ]

  @Test func aDataSourceThatReachesTheNetworkIsADataService() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "ForecastRemoteDataSource", from: nil) == .dataService)
    #expect(context.roles.role(of: "EndpointConvertible", from: nil) == .dataService)
    let reasons = context.roles.assignment(of: "ForecastRemoteDataSource", from: nil)?.explanation ?? ""
    #expect(reasons.contains("its code uses URLSession"))
    #expect(reasons.contains("in folder \"DataSources\", but its code says otherwise"))
  }

  /// A table protocol is lineage: the table helper that reads a setting stays a table helper
  /// (and `view-does-work` can say it reaches stored data); one that reaches nothing keeps
  /// its name's role.
  @Test func aTableProtocolOrNoDataAccessKeepsTheTableHelper() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "ForecastTableSource", from: nil) == .displayHelper)
    #expect(context.roles.role(of: "CityDataSource", from: nil) == .displayHelper)
  }

  @Test func viewDoesWorkLeavesTheRemoteDataSourceAlone() {
    let context = ModelSnippet.context(Self.files)
    let findings = Self.files.sorted { $0.key < $1.key }.flatMap { path, source in
      ViewDoesWorkRule().findings(
        in: SourceFile(path: path, source: source, relativePath: path), context: context)
    }
    #expect(
      findings.map { "\($0.file):\($0.line)" } == ["Weather/Data/DataSources/ForecastTableSource.swift:2"])
  }

  /// A `Network` folder holds requests and the values they decode: a plain `Codable` value
  /// there reaches nothing, and a cell configured with one does no data work.
  @Test func aCodableValueInANetworkFolderIsAnEntity() throws {
    let files = [
      "Weather/Models/Network/Forecast.swift": "struct Forecast: Codable { let city: String }\n",
      "Weather/Models/Network/ForecastClient.swift": """
      struct ForecastClient: Codable {
        let base: String
        func load() async throws -> Data { try await URLSession.shared.data(from: URL(string: base)!).0 }
      }
      """,
      "Weather/Screens/ForecastCell.swift": """
      final class ForecastCell: UITableViewCell {
        func configure(with forecast: Forecast) { textLabel?.text = forecast.city }
      }
      """,
    ]
    let context = ModelSnippet.context(files)
    #expect(context.roles.role(of: "Forecast", from: nil) == .entity)
    #expect(context.roles.role(of: "ForecastClient", from: nil) == .dataService)
    let cell = try #require(files["Weather/Screens/ForecastCell.swift"])
    let findings = ViewDoesWorkRule().findings(
      in: SourceFile(
        path: "Weather/Screens/ForecastCell.swift", source: cell,
        relativePath: "Weather/Screens/ForecastCell.swift"),
      context: context)
    #expect(findings.isEmpty)
  }
}
