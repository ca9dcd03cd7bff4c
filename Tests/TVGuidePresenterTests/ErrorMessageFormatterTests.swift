import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct ErrorMessageFormatterTests {
  private let formatter = ErrorMessageFormatter(settings: .flags, sanitizer: TerminalText())

  @Test(arguments: [
    (ShowDataError.showNotFound(id: 123_456), "There is no show with id 123456.", false),
    (.pageNotFound(page: 400), "There is no page 400 of the show index.", false),
    (.pageNotFound(page: -1), "Page numbers start at 0.", false),
    (
      .seasonNotFound(season: 9, showName: "Game of Thrones", available: Array(1...8)),
      "Game of Thrones has no season 9; its seasons are 1 to 8.", false
    ),
    (.emptyQuery, "The search text has no letter or digit.", false),
    (.outOfReach(how: .noConnection), "Could not connect to api.tvmaze.com.", true),
    (.outOfReach(how: .noAnswerInTime), "api.tvmaze.com did not answer in time.", true),
    (.rateLimited, "TVMaze is refusing requests for now because too many were made.", true),
    (.serverFault, "TVMaze answered with a server error.", true),
    (.unexpectedAnswer, "TVMaze answered with an unexpected status.", true),
    (
      .malformedData(detail: "[3].rating.average: expected a number"),
      "The data received could not be read ([3].rating.average: expected a number).", true
    ),
    (
      .localDataUnavailable(detail: "disk I/O error"),
      "The local store could not be used (disk I/O error); check the cache folder's permissions and free space.",
      true
    ),
    (
      .localDataDamaged(detail: "file is not a database"),
      "The local store could not be used (file is not a database); run `tvguide cache clear` to start a new one.",
      true
    ),
    (
      .cacheFolderIsAFile(path: "/home/viewer/cache"),
      "The local store could not be used (/home/viewer/cache is a file, not a folder); choose another folder "
        + "with --cache-dir or TVGUIDE_CACHE_DIR.", true
    ),
    (
      .outOfReach(how: .webPageInstead),
      "api.tvmaze.com answered with a web page instead of TVMaze data.",
      true
    ),
    (
      .seasonNotFound(season: 2, showName: "Extremes", available: [Int.min, 0, Int.max]),
      "Extremes has no season 2; its seasons are -9223372036854775808, 0 and 9223372036854775807.", false
    ),
    (
      .seasonNotFound(season: 1, showName: "Ends", available: [Int.max - 2, Int.max, Int.max - 1]),
      "Ends has no season 1; its seasons are 9223372036854775805 to 9223372036854775807.", false
    ),
    (
      .outageWithUnreadableStore(
        .outOfReach(how: .noAnswerInTime),
        store: .localDataUnavailable(detail: "attempt to write a readonly database")),
      "api.tvmaze.com did not answer in time, and the local store could not be read "
        + "(attempt to write a readonly database).", true
    ),
    (
      .localDataBusy(seconds: 3),
      "The local store is locked: another program has held its write lock for more than 3 seconds.", true
    ),
    (
      .indexReadLimit(nextPage: 20),
      "Stopped before page 20 of the show index: one read goes through at most 400 of its pages, "
        + "20 of them from TVMaze.", true
    ),
  ])
  func putsEveryCaseIntoOneSentence(error: ShowDataError, message: String, isRetryable: Bool) {
    let model = formatter.viewModel(for: error)
    #expect(model.message == message)
    #expect(model.isRetryable == isRetryable)
    #expect(!model.hint.isEmpty)
    #expect(model.hint.hasSuffix("."))
    #expect(!model.message.contains("\n"))
    #expect(!model.message.contains(". "), "one sentence: \(model.message)")
  }

  /// The user's own data names itself and its file, and no remedy is the cache's; the new
  /// limits and redirect chains are one sentence too (issue 36).
  @Test(arguments: [
    (
      ShowDataError.userDataUnusable(
        path: "/home/viewer/.local/share/tvguide/user.sqlite", problem: .localDataBusy(seconds: 10)),
      "Your followed shows and watched marks (/home/viewer/.local/share/tvguide/user.sqlite) are locked: another "
        + "tvguide has been saving them for more than 10 seconds; try again when it has finished.", true
    ),
    (
      .userDataUnusable(path: "/d/user.sqlite", problem: .localDataDamaged(detail: "file is not a database")),
      "Your followed shows and watched marks (/d/user.sqlite) could not be read (file is not a database); move "
        + "that file aside to start a new one, and import your last export into it.", false
    ),
    (
      .userDataUnusable(path: "/d/user.sqlite", problem: .cacheFolderIsAFile(path: "/d")),
      "The folder for your followed shows and watched marks cannot be made: /d is a file, not a folder; "
        + "choose another with --data-dir or TVGUIDE_DATA_DIR.", true
    ),
    (
      .userDataUnusable(path: "/d/user.sqlite", problem: .localDataUnavailable(detail: "disk I/O error")),
      "Your followed shows and watched marks (/d/user.sqlite) could not be used (disk I/O error); check that "
        + "folder's permissions and free space.", true
    ),
    (
      .tooManyFollowedShows(limit: 10_000),
      "Following these shows would pass the limit of 10,000 followed shows; unfollow some first.", false
    ),
    (
      .outOfReach(how: .tooManyRedirects(limit: 10)),
      "api.tvmaze.com redirected the request more than 10 times.", true
    ),
  ])
  func namesTheUsersDataAndNeverTheCache(error: ShowDataError, message: String, isRetryable: Bool) {
    let model = formatter.viewModel(for: error)
    #expect(model.message == message)
    #expect(model.isRetryable == isRetryable)
    #expect(!model.hint.isEmpty && model.hint.hasSuffix("."))
    #expect(!model.message.contains(". "), "one sentence: \(model.message)")
    if case .userDataUnusable = error { #expect(!model.message.contains("cache")) }
  }

  @Test(arguments: [
    (
      ShowDataError.localDataDamaged(detail: "file is not a database"),
      "The local store could not be used (file is not a database), so this answer was not saved; "
        + "run `tvguide cache clear` to start a new one."
    ),
    (
      .cacheFolderIsAFile(path: "/home/viewer/cache"),
      "The local store could not be used (/home/viewer/cache is a file, not a folder), so this answer was "
        + "not saved; choose another folder with --cache-dir or TVGUIDE_CACHE_DIR."
    ),
    (
      .localDataUnavailable(detail: "database is locked"),
      "The local store could not be used (database is locked), so this answer was not saved; "
        + "check the cache folder's permissions and free space."
    ),
  ])
  func warnsInOneLineThatAnAnswerWasNotSavedAndWhatToDo(error: ShowDataError, warning: String) {
    #expect(formatter.unsavedWarning(for: error) == warning)
  }

  @Test func aPathInAWarningCannotBreakTheLine() {
    let warning = formatter.unsavedWarning(for: .cacheFolderIsAFile(path: "/tmp/a\nb\u{1B}[2J"))
    #expect(!warning.contains("\n"))
    #expect(!warning.contains("\u{1B}"))
  }

  @Test func saysWhatToDoAboutEachCase() {
    #expect(
      formatter.viewModel(for: ShowDataError.showNotFound(id: 1)).hint
        == "Check the id, or search for the show by name.")
    #expect(
      formatter.viewModel(for: ShowDataError.pageNotFound(page: 9)).hint == "The index starts at page 0.")
    #expect(formatter.viewModel(for: ShowDataError.rateLimited).hint == "Wait a minute and try again.")
    #expect(formatter.viewModel(for: ShowDataError.emptyQuery).hint == "Type part of a show's name.")
  }

  /// A front end that counts pages from 1 (the web view) names the same page one higher.
  @Test func numbersPagesAsTheFrontEndDoes() {
    let web = ErrorMessageFormatter(settings: SettingNames(firstPageNumber: 1), sanitizer: TerminalText())
    let pastTheEnd = web.viewModel(for: ShowDataError.pageNotFound(page: 399))
    #expect(pastTheEnd.message == "There is no page 400 of the show index.")
    #expect(pastTheEnd.hint == "The index starts at page 1.")
    #expect(web.viewModel(for: ShowDataError.pageNotFound(page: -1)).message == "Page numbers start at 1.")
  }

  @Test(arguments: [
    ([1, 2, 5], "its seasons are 1, 2 and 5"),
    ([1, 2, 3, 4, 5, 6, 7, 8], "its seasons are 1 to 8"),
    ([0, 1, 2], "its seasons are 0 to 2"),
    ([1, 2], "its seasons are 1 and 2"),
    ([3, 7], "its seasons are 3 and 7"),
    ([4], "its only season is 4"),
    ([], "it has no episodes"),
  ])
  func listsTheSeasonsAShowHas(available: [Int], list: String) {
    let error = ShowDataError.seasonNotFound(season: 99, showName: "Girls", available: available)
    #expect(formatter.viewModel(for: error).message == "Girls has no season 99; \(list).")
  }

  @Test func listsSeasonsGivenInAnyOrderOrTwice() {
    let unordered = ShowDataError.seasonNotFound(season: 4, showName: "Girls", available: [5, 1, 2])
    #expect(
      formatter.viewModel(for: unordered).message == "Girls has no season 4; its seasons are 1, 2 and 5.")
    let descending = ShowDataError.seasonNotFound(season: 9, showName: "Girls", available: [3, 2, 1])
    #expect(formatter.viewModel(for: descending).message == "Girls has no season 9; its seasons are 1 to 3.")
    let repeated = ShowDataError.seasonNotFound(season: 9, showName: "Girls", available: [2, 2])
    #expect(formatter.viewModel(for: repeated).message == "Girls has no season 9; its only season is 2.")
  }

  @Test func removesControlCharactersFromTextThatCameFromData() {
    let season = ShowDataError.seasonNotFound(
      season: 2, showName: "Evil\u{1B}]0;pwned\u{7} Show\n", available: [1])
    #expect(formatter.viewModel(for: season).message == "Evil Show has no season 2; its only season is 1.")
    // The host is the front end's, as given to it (an environment variable may hold anything).
    let typed = ErrorMessageFormatter(
      settings: SettingNames(liveHost: "api\u{1B}[31m.tvmaze.com"), sanitizer: TerminalText())
    #expect(
      typed.viewModel(for: ShowDataError.outOfReach(how: .noConnection)).message
        == "Could not connect to api.tvmaze.com.")
    let detail = ShowDataError.malformedData(detail: "bad\u{9B}2Jdata\u{7F}")
    #expect(formatter.viewModel(for: detail).message == "The data received could not be read (baddata).")
  }

  private struct InternalFailure: Error, CustomStringConvertible {
    var code = 42
    var description: String { "InternalFailure(code: 42, file: Secret.swift)" }
  }

  private static let foreignErrors: [any Error] = [
    InternalFailure(),
    CancellationError(),
    URLError(.notConnectedToInternet),
    CocoaError(.fileReadCorruptFile),
    DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Unexpected character")),
  ]

  @Test(arguments: foreignErrors.indices)
  func neverDumpsOtherErrorsToTheUser(index: Int) {
    let error = Self.foreignErrors[index]
    let model = formatter.viewModel(for: error)
    #expect(model.message == "Something unexpected went wrong.")
    #expect(model.hint == "Try again.")
    #expect(model.isRetryable)
    let typeName = String(describing: type(of: error))
    for text in [model.message, model.hint] {
      #expect(!text.contains(typeName))
      #expect(!text.contains("("))
      #expect(!text.contains("Error"))
    }
  }

  /// A front end without flags (the full-screen app, a library user's own) gets the same
  /// advice in plain words.
  @Test(arguments: [
    (
      ShowDataError.localDataDamaged(detail: "file is not a database"),
      "The local store could not be used (file is not a database); clear the cache to start a new one."
    ),
    (
      .cacheFolderIsAFile(path: "/c"),
      "The local store could not be used (/c is a file, not a folder); choose another cache folder."
    ),
  ])
  func namesNoFlagsWithPlainSettings(error: ShowDataError, message: String) {
    let model = ErrorMessageFormatter(sanitizer: TerminalText()).viewModel(for: error)
    #expect(model.message == message)
    #expect(!model.message.contains("--") && !model.message.contains("tvguide"))
  }

  @Test func pointsToTheAPIAddressByItsFlagOnlyWhenThereIsOne() {
    let plain = ErrorMessageFormatter(sanitizer: TerminalText())
    #expect(
      plain.viewModel(for: ShowDataError.unexpectedAnswer).hint
        == "Check the API address, or try again later.")
    #expect(
      formatter.viewModel(for: ShowDataError.unexpectedAnswer).hint
        == "Check the API address (--api-url), or try again later.")
    #expect(
      plain.viewModel(for: ShowDataError.outOfReach(how: .webPageInstead)).hint
        == "If the network asks you to sign in, do so and try again; else check the API address.")
    #expect(
      formatter.viewModel(for: ShowDataError.outOfReach(how: .webPageInstead)).hint
        == "If the network asks you to sign in, do so and try again; else check --api-url.")
  }
}
