import TVGuidePresenter
import Testing

@testable import TVGuideView

/// `tvguide import FILE` printed: the headline and each part that has something, the lookups
/// dimmed last; an import stopped part way prints what it did and fails with why; an error alone.
@MainActor
@Suite struct ImportReportTests {
  private static let done = ImportViewModel(
    headline: "Read a tvdb,imdb,season,episode export of 2 rows: followed 1 show; 1 row not applied.",
    shows: ["Game of Thrones (TVMaze 82), from TheTVDB 121361: 1 row, 1 episode watched"],
    problems: ["Line 3: no show has that id."], lookups: "1 lookup made, 0 remembered from an earlier run.")

  @Test func textIsTheHeadlineThenEachPartThatHasSomething() {
    let report = ImportReport(format: .text(width: 200, usesColor: false))
    report.display(Self.done)
    #expect(
      report.output.standardOutput
        == """
        Read a tvdb,imdb,season,episode export of 2 rows: followed 1 show; 1 row not applied.

        Followed
        Game of Thrones (TVMaze 82), from TheTVDB 121361: 1 row, 1 episode watched

        Not applied
        Line 3: no show has that id.

        1 lookup made, 0 remembered from an earlier run.

        """)
    #expect(report.output.succeeded)
  }

  @Test func emptyPartsAreLeftOut() {
    let report = ImportReport(format: .text(width: 200, usesColor: false))
    report.display(
      ImportViewModel(headline: "Read an export of 0 rows.", shows: [], problems: [], lookups: "none"))
    #expect(report.output.standardOutput == "Read an export of 0 rows.\n\nnone\n")
  }

  /// A stopped import prints what it did, the shows not applied yet, and fails with why.
  @Test func aStoppedImportPrintsWhatItDidAndFailsWithWhy() {
    var stopped = Self.done
    stopped.notApplied = "TheTVDB id 73739."
    stopped.stopped = "The import stopped at TheTVDB id 73739: TVMaze answered with a server error."
    let report = ImportReport(format: .text(width: 200, usesColor: false))
    report.display(stopped)
    #expect(report.output.standardOutput.contains("\nNot applied yet\nTheTVDB id 73739.\n"))
    #expect(report.output.errorMessage == stopped.stopped)
    #expect(!report.output.succeeded)
  }

  @Test func anErrorIsTheSentenceAlone() {
    let report = ImportReport(format: .text(width: 60, usesColor: false))
    report.displayError(ErrorViewModel(message: "The file is empty.", hint: "h", isRetryable: false))
    #expect(report.output == ReportOutput(standardOutput: "", errorMessage: "The file is empty."))
  }
}
