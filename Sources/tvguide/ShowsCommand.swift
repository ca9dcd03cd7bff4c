import ArgumentParser
import TVGuideBuilder
import TVGuideInteractor
import TVGuideView

/// `tvguide shows [--page N | --with-episodes] [--status S]`.
struct ShowsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shows", abstract: "Print one page of the show index (250 ids per page).",
    discussion: """
      With the bundled catalog, ● marks the shows whose \
      episodes it holds; the others' episodes come with --source tvmaze.
      """)

  // Unconditional, so `--page -1` is read as a page number, not as an option named `-1`.
  @Option(
    name: .long, parsing: .unconditional,
    help: "The page of the index, from 0; with --status, of the shows of that status.")
  var page = 0

  @OptionGroup var status: StatusOptions
  @Flag(
    name: .customLong("with-episodes"), help: "List only the shows whose episodes the bundled catalog holds.")
  var withEpisodes = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func validate() throws {
    // A usage mistake, exit status 64, like every other bad option value.
    guard page >= 0 else { throw ValidationError("--page must be 0 or more, not \(page).") }
    guard withEpisodes else { return }
    if page != 0 { throw ValidationError("--with-episodes lists every such show; leave out --page.") }
    if source.isLive {
      throw ValidationError("--with-episodes is for the bundled catalog: TVMaze has every show's episodes.")
    }
  }

  func run() async throws {
    let (dataSource, format, page, withEpisodes, filter) = (
      try source.makeDataSource(), output.format, page, withEpisodes, try status.filter()
    )
    let report = await Self.report(
      of: ReportBuilder(format: format, settings: source.settingNames), page: page,
      withEpisodes: withEpisodes, status: filter, from: dataSource)
    try ReportPrinter.print(report)
  }

  @MainActor
  private static func report(
    of builder: ReportBuilder, page: Int, withEpisodes: Bool, status: ShowStatusFilter,
    from dataSource: any ShowDataSource
  ) async -> ReportOutput {
    withEpisodes
      ? await builder.showsWithEpisodesHeld(status: status, from: dataSource)
      : await builder.showIndexPage(page, status: status, from: dataSource)
  }
}
