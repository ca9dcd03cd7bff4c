import Foundation
import TVGuideTestSupport
import Testing

/// The built app on a pipe, on the bundled catalog and on a catalog folder that fails.
@Suite struct EndToEndTests {
  @Test func aMissingCatalogIsReportedAndRetryAsksAgain() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stage-mvvm-\(UUID().uuidString)")
    let app = BinaryRunner(
      executable: "stage-mvvm", environment: ["COLUMNS": "80", "TVGUIDE_CATALOG_DIR": folder.path])
    let result = try await app.run([], input: "retry\nquit\n")
    #expect(result.exitCode == 0)
    let screens = LineModeTranscript(result.standardOutput).screens
    #expect(screens.count == 2)
    #expect(screens.allSatisfy { $0.contains("The data received could not be read (no catalog at") })
  }

  @Test func aRowOpensItsShow() async throws {
    let app = BinaryRunner(executable: "stage-mvvm", environment: ["COLUMNS": "80"])
    let result = try await app.run([], input: "80\nback\nquit\n")
    let screens = LineModeTranscript(result.standardOutput).screens
    #expect(screens.count == 3)
    #expect(screens[1].hasPrefix("TV Guide › Game of Thrones\n"))
    #expect(screens[2] == screens[0])
  }
}
