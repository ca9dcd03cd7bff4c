import Foundation
import TVGuideTestSupport
import Testing

/// The outputs of the end-to-end tests' command lines, kept under `Snapshots/`: any change of
/// a byte fails, and a `--json` output is also read with `JSONSerialization` and compared value
/// for value. Re-record with `TVGUIDE_RECORD_SNAPSHOTS=1` only for a change meant to be seen.
@Suite struct OutputSnapshotTests {
  private let snapshots = OutputSnapshot()

  @Test(arguments: OutputSnapshotCase.all)
  func theOutputIsTheKeptOne(_ snapshotCase: OutputSnapshotCase) async throws {
    let catalog = snapshotCase.catalog == .hostile ? try HostileCatalog.make() : nil
    // An empty cache folder: `show` prints the user's marks of a followed show, and the
    // follows of whoever runs the tests must not reach the kept outputs.
    let cache = try TemporaryFolder()
    defer {
      catalog?.remove()
      cache.remove()
    }
    let environment = snapshotCase.environment.merging(catalog?.environment ?? [:]) { $1 }
      .merging(["TVGUIDE_CACHE_DIR": cache.url.path]) { kept, _ in kept }
    let result = try await BinaryRunner(environment: environment)
      .run(snapshotCase.arguments, input: snapshotCase.input)
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    if !snapshotCase.isJSON {
      // Every line printed respects the width, whatever prints it (80 when COLUMNS is unset).
      let columns = Int(snapshotCase.environment["COLUMNS"] ?? "80") ?? 80
      #expect(OverflowingLines.of(result.standardOutput, columns: columns) == [])
    }
    if snapshotCase.isJSON {
      snapshots.checkJSON(result.standardOutput, named: snapshotCase.fileName)
    } else {
      snapshots.checkText(result.standardOutput, named: snapshotCase.fileName)
    }
  }

  /// The 15 000-episode show's outputs are megabytes: each is kept as a digest, the text's
  /// first screens whole, and the JSON's counts and a few of its seasons as values.
  @Test func theLongShowsOutputsAreTheKeptOnes() async throws {
    let catalog = try LongShowCatalog()
    defer { catalog.folder.remove() }
    let runner = BinaryRunner(environment: catalog.folder.environment.merging(["COLUMNS": "80"]) { $1 })
    let show = ["show", String(LongShowCatalog.showID)]
    async let text = runner.run(show)
    async let json = runner.run(show + ["--json"])
    let (textResult, jsonResult) = try await (text, json)
    #expect(textResult.exitCode == 0 && jsonResult.exitCode == 0)
    snapshots.checkDigest(textResult.standardOutput, named: "long-show.txt.digest")
    let firstLines = textResult.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(120)
    snapshots.checkText(firstLines.joined(separator: "\n"), named: "long-show-first-lines.txt")
    snapshots.checkDigest(jsonResult.standardOutput, named: "long-show.json.digest")
    try snapshots.checkValue(
      try Self.excerpt(ofLongShow: jsonResult.standardOutput), named: "long-show-excerpt.json")
  }

  /// The document without its seasons, each season's episode count, and seasons 1, 2 and the
  /// last one whole.
  private static func excerpt(ofLongShow json: String) throws -> [String: Any] {
    var show = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let seasons = try #require(show.removeValue(forKey: "seasons") as? [[String: Any]])
    return [
      "show": show,
      "episodeCounts": seasons.map { ($0["episodes"] as? [Any])?.count ?? -1 },
      "seasons": [seasons.first, seasons.dropFirst().first, seasons.last].compactMap { $0 },
    ]
  }
}
