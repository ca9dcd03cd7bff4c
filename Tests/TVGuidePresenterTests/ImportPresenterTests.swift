import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// The import presenter on its own: the text it hands the interactor, what it displays of the
/// result, a file that is no export, another failure, and no view kept.
@MainActor
@Suite struct ImportPresenterTests {
  private static let export = "tvdb_id,imdb_id,season,episode\n81189,,1,1\n"
  nonisolated private static let result = ImportResult(
    layout: .plain, rowCount: 1, shows: [], problems: [], lookupsMade: 1, lookupsRemembered: 0,
    source: .bundledCatalog)

  private func makePresenter(
    _ interactor: any ImportInteractorInput, view: OneShotViewSpy<ImportViewModel>
  ) -> ImportPresenter {
    let presenter = ImportPresenter(interactor: interactor, settings: .flags, sanitizer: TerminalText())
    presenter.view = view
    return presenter
  }

  @Test func handsTheTextOverAndDisplaysWhatWasDone() async {
    let interactor = UseCaseStub<String, ImportResult> { _ in Self.result }
    let view = OneShotViewSpy<ImportViewModel>()
    await makePresenter(interactor, view: view).importExport(Self.export)
    #expect(await interactor.requests == [Self.export])
    #expect(view.errors.isEmpty)
    let shown = view.displayed.first
    #expect(shown?.headline.hasPrefix("Read a tvdb,imdb,season,episode export of 1 row") == true)
    #expect(shown?.lookups == "1 lookup made, 0 remembered from an earlier run.")
    #expect(shown?.stopped == nil)
    #expect(shown?.document == nil, "the document is built for --json only")
  }

  @Test func buildsTheDocumentOnlyWhenAskedTo() async {
    let view = OneShotViewSpy<ImportViewModel>()
    let presenter = makePresenter(UseCaseStub { _ in Self.result }, view: view)
    presenter.buildsDocument = true
    await presenter.importExport(Self.export)
    #expect(view.displayed.first?.document != nil)
  }

  /// A file that is no export is the import's own sentence, not retryable.
  @Test(arguments: [
    (ImportFileError.empty, "The file is empty: an export starts with a header line."),
    (.unclosedQuote(line: 3), "The file is not valid CSV: the quoted field on line 3 is never closed."),
  ])
  func aFileThatIsNoExportIsSaidSo(error: ImportFileError, message: String) async {
    let view = OneShotViewSpy<ImportViewModel>()
    await makePresenter(UseCaseStub<String, ImportResult> { _ in throw error }, view: view).importExport("")
    #expect(view.displayed.isEmpty)
    #expect(view.errors.map(\.message) == [message])
    #expect(view.errors.first?.isRetryable == false)
  }

  @Test func anotherFailureIsTheSentenceItMeans() async {
    let view = OneShotViewSpy<ImportViewModel>()
    let unusable = ShowDataError.userDataUnusable(
      path: "/d/user.sqlite", problem: .localDataUnavailable(detail: "disk I/O error"))
    await makePresenter(UseCaseStub<String, ImportResult> { _ in throw unusable }, view: view)
      .importExport(Self.export)
    #expect(
      view.errors.map(\.message) == [
        "Your followed shows and watched marks (/d/user.sqlite) could not be used (disk I/O error); check that "
          + "folder's permissions and free space."
      ])
  }

  /// The view owns the presenter, so the presenter must not keep the view alive.
  @Test func holdsItsViewWeakly() {
    var view: OneShotViewSpy<ImportViewModel>? = OneShotViewSpy()
    let presenter = makePresenter(UseCaseStub { _ in Self.result }, view: view!)
    weak let gone = view
    view = nil
    #expect(gone == nil)
    #expect(presenter.view == nil)
  }
}
