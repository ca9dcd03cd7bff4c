import Foundation
import TVGuideTestSupport
import Testing

/// Data that tries to break the output: control characters, escape sequences, HTML, nulls.
@Suite struct HostileDataTests {
  private let catalog: CatalogFolder

  init() throws {
    catalog = try HostileCatalog.make()
  }

  private func run(_ arguments: [String]) async throws -> BinaryRunner.Result {
    try await BinaryRunner(environment: catalog.environment.merging(["COLUMNS": "80"]) { $1 })
      .run(arguments)
  }

  private func expectClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let controls = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value)
    }
    #expect(
      controls.isEmpty, "raw control characters: \(controls.map { $0.value })", sourceLocation: sourceLocation
    )
    #expect(!text.contains("nil"), sourceLocation: sourceLocation)
    #expect(!text.contains("Optional("), sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ["shows"], ["shows", "--json"], ["show", "5"], ["show", "5", "--json"], ["search", "evil"],
    ["show", "6"],
  ])
  func outputCarriesNoControlCharacters(arguments: [String]) async throws {
    let result = try await run(arguments)
    #expect(result.exitCode == 0, "\(result.standardError)")
    expectClean(result.standardOutput)
    expectClean(result.standardError)
  }

  @Test func htmlIsReadAsTextAndNamesKeepTheirWords() async throws {
    let output = try await run(["show", "5"]).standardOutput
    #expect(output.contains("Evil Showtxt.exe Next"))
    #expect(output.contains("Bold move & more"))
    #expect(!output.contains("alert"))
    #expect(output.contains("Not rated yet"))
    #expect(output.contains("Untitled episode"))
  }

  @Test func aShowWithNoNameStillHasALabel() async throws {
    let output = try await run(["show", "6"]).standardOutput
    #expect(output.hasPrefix("Untitled show\n"))
    #expect(output.contains("No summary available."))
  }

  @Test(arguments: [["show", "7", "--json"], ["shows", "--json"]])
  func aNameWithNothingPrintableIsNullInJSON(arguments: [String]) async throws {
    let output = try await run(arguments).standardOutput
    let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let show = try #require(
      (json as? [String: Any]) ?? (json as? [[String: Any]])?.first { $0["id"] as? Int == 7 })
    #expect(show["name"] is NSNull)
    #expect(show["status"] is NSNull)
  }

  @Test func malformedCatalogDataIsOneSentence() async throws {
    try Data("[{\"id\": 5, \"name\": ".utf8).write(
      to: catalog.url.appendingPathComponent("shows/page-0.json"))
    let result = try await run(["show", "5"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("tvguide: The data received could not be read (page-0.json"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
