import TVGuideInteractor

/// Puts a failure into one sentence and says what to do about it, naming the settings as
/// the front end does.
public struct ErrorMessageFormatter: Sendable {
  private let sanitizer: any TextSanitizing
  private let settings: SettingNames

  /// Creates a formatter whose hints name the settings as `settings` does (plain words by
  /// default) and whose words from data (a host, a show's name) go through `sanitizer`, the
  /// view's rule.
  public init(settings: SettingNames = .plain, sanitizer: any TextSanitizing) {
    self.settings = settings
    self.sanitizer = sanitizer
  }

  /// The sentence and hint for any failure; one that is not a `ShowDataError` gets a generic one.
  public func viewModel(for error: any Error) -> ErrorViewModel {
    guard let error = error as? ShowDataError else {
      return ErrorViewModel(
        message: "Something unexpected went wrong.", hint: "Try again.", isRetryable: true)
    }
    return viewModel(for: error)
  }

  /// One line for an answer that is shown but could not be saved for offline use: why, and
  /// what to do about it.
  public func unsavedWarning(for error: ShowDataError) -> String {
    let (reason, remedy) = storeProblem(error)
    return "The local store could not be used (\(reason)), so this answer was not saved; \(remedy)."
  }

  /// The warning for a show given without the user's follows and watched marks, which could
  /// not be read for `error`.
  public func unreadMarksWarning(for error: ShowDataError) -> String {
    switch error {
    case .userDataUnusable(_, let problem):
      // Not the store's remedy: clearing the cache never touches the user's own file.
      "Your follows and watched marks could not be read (\(storeProblem(problem).reason)), so this show "
        + "is shown without them."
    case .localDataDamaged, .localDataUnavailable, .localDataBusy, .cacheFolderIsAFile:
      "Your follows and watched marks could not be read (\(storeProblem(error).reason)), so this show "
        + "is shown without them."
    default:
      "Your follows and watched marks are not shown: \(viewModel(for: error).message)"
    }
  }

  private func viewModel(for error: ShowDataError) -> ErrorViewModel {
    switch error {
    case .showNotFound(let id):
      return .init(
        message: "There is no show with id \(id).",
        hint: "Check the id, or search for the show by name.", isRetryable: false)
    case .pageNotFound(let page):
      let first = settings.firstPageNumber
      return .init(
        message: page < 0
          ? "Page numbers start at \(first)."
          : "There is no page \(settings.pageNumber(page)) of the show index.",
        hint: "The index starts at page \(first).", isRetryable: false)
    case .seasonNotFound(let season, let showName, let available):
      return .init(
        message: "\(sanitizer.singleLine(showName)) has no season \(season); "
          + Self.seasonList(available) + ".",
        hint: "Pick one of the seasons listed.", isRetryable: false)
    case .emptyQuery:
      return .init(
        message: "The search text has no letter or digit.", hint: "Type part of a show's name.",
        isRetryable: false)
    case .outOfReach(let how):
      return viewModel(for: how, host: liveHost)
    case .rateLimited:
      return .init(
        message: "TVMaze is refusing requests for now because too many were made.",
        hint: "Wait a minute and try again.", isRetryable: true)
    case .serverFault:
      return .init(
        message: "TVMaze answered with a server error.",
        hint: "Try again later.", isRetryable: true)
    case .unexpectedAnswer:
      return .init(
        message: "TVMaze answered with an unexpected status.",
        hint: "Check the API address\(settings.apiAddress.map { " (\($0))" } ?? ""), or try again later.",
        isRetryable: true)
    case .malformedData(let detail):
      return .init(
        message: "The data received could not be read (\(sanitizer.singleLine(detail))).",
        hint: "Try again later; if it persists, the data source has changed.",
        isRetryable: true)
    case .outageWithUnreadableStore(let outage, let store):
      let unreachable = viewModel(for: outage)
      return .init(
        message: String(unreachable.message.dropLast())
          + ", and the local store could not be read (\(storeProblem(store).reason)).",
        hint: unreachable.hint, isRetryable: true)
    case .indexReadLimit(let nextPage):
      return .init(
        message: "Stopped before page \(nextPage) of the show index: one read goes through at most "
          + "\(ShowIndexStretch.maximumPagesRead) of its pages, \(ShowIndexStretch.maximumLivePagesRead) "
          + "of them from TVMaze.",
        hint: "Retry to read on from there.", isRetryable: true)
    case .episodeNotFound(let showName, let season, let number):
      return .init(
        message: "\(sanitizer.singleLine(showName)) has no episode "
          + "\(EpisodeCodeFormatter().code(season: season, number: number)).",
        hint: "Check the season and episode numbers against the show's episode list.",
        isRetryable: false)
    case .userDataFromNewerVersion(let path):
      return .init(
        message: "The followed shows and watched marks in \(sanitizer.singleLine(path)) were saved by "
          + "a newer tvguide, so this one leaves them as they are.",
        hint: "Use the newer tvguide, or export them with it and import them here.", isRetryable: false)
    case .unreadableUserData(let detail):
      return .init(
        message:
          "The file is not a tvguide data export (\(sanitizer.singleLine(detail))); nothing was imported.",
        hint: "Import a file written by tvguide data export.", isRetryable: false)
    case .userDataUnusable(let path, let problem):
      return userDataViewModel(path: sanitizer.singleLine(path), problem: problem)
    case .tooManyFollowedShows(let limit):
      return .init(
        message: "Following these shows would pass the limit of \(Self.grouped(limit)) followed shows; "
          + "unfollow some first.",
        hint: "Unfollow shows you no longer watch.", isRetryable: false)
    case .localDataBusy:
      return .init(
        message: "The local store is locked: \(storeProblem(error).reason).",
        hint: "Try again when it has finished.", isRetryable: true)
    case .localDataDamaged, .cacheFolderIsAFile, .localDataUnavailable:
      let (reason, remedy) = storeProblem(error)
      return .init(
        message: "The local store could not be used (\(reason)); \(remedy).", hint: "Then try again.",
        isRetryable: true)
    }
  }

  /// The live source's host as the front end names it (the error does not carry it), else
  /// TVMaze by name.
  private var liveHost: String {
    settings.liveHost.map { sanitizer.singleLine($0) } ?? "TVMaze"
  }

  /// TVMaze out of reach, said by how; `host` is the front end's name for it, already made
  /// safe to show.
  private func viewModel(for how: ShowDataError.OutOfReach, host: String) -> ErrorViewModel {
    switch how {
    case .noConnection:
      .init(
        message: "Could not connect to \(host).", hint: "Check the network connection and try again.",
        isRetryable: true)
    case .noAnswerInTime:
      .init(message: "\(host) did not answer in time.", hint: "Try again in a moment.", isRetryable: true)
    case .connectionNotAccepted:
      .init(
        message: "\(host) did not accept a connection in time.",
        hint: "Check the network connection and try again.", isRetryable: true)
    case .redirectLoop:
      .init(
        message: "\(host) sent the request round a loop of redirects.",
        hint: "Check the API address\(settings.apiAddress.map { " (\($0))" } ?? ""), or try again later.",
        isRetryable: true)
    case .tooManyRedirects(let limit):
      .init(
        message: "\(host) redirected the request more than \(limit) times.",
        hint: "Check the API address\(settings.apiAddress.map { " (\($0))" } ?? ""), or try again later.",
        isRetryable: true)
    case .webPageInstead:
      .init(
        message: "\(host) answered with a web page instead of TVMaze data.",
        hint: "If the network asks you to sign in, do so and try again; else check "
          + "\(settings.apiAddress ?? "the API address").",
        isRetryable: true)
    }
  }

  /// The user's own data, which is not cache: its sentence names it and its folder, and its
  /// remedy is never the cache's.
  private func userDataViewModel(path: String, problem: ShowDataError) -> ErrorViewModel {
    let data = "Your followed shows and watched marks (\(path))"
    switch problem {
    case .localDataBusy(let seconds):
      return .init(
        message: "\(data) are locked: another tvguide has been saving them for more than "
          + "\(seconds) \(seconds == 1 ? "second" : "seconds"); try again when it has finished.",
        hint: "Try again in a moment.", isRetryable: true)
    case .localDataDamaged(let detail):
      return .init(
        message: "\(data) could not be read (\(sanitizer.singleLine(detail))); move that file aside to "
          + "start a new one, and import your last export into it.",
        hint: "Keep the damaged file: it may still be repaired.", isRetryable: false)
    case .cacheFolderIsAFile(let file):
      return .init(
        message: "The folder for your followed shows and watched marks cannot be made: "
          + "\(sanitizer.singleLine(file)) is a file, not a folder; "
          + "\(settings.dataFolder.map { "choose another with \($0)" } ?? "choose another folder").",
        hint: "Then try again.", isRetryable: true)
    case .localDataUnavailable(let detail):
      return .init(
        message: "\(data) could not be used (\(sanitizer.singleLine(detail))); check that folder's "
          + "permissions and free space.",
        hint: "Then try again.", isRetryable: true)
    default:
      return viewModel(for: problem)
    }
  }

  /// What is wrong with the store, in a few words, and what the user can do about it. Only
  /// the store's own failures keep an answer from being saved, so others get plain words.
  private func storeProblem(_ error: ShowDataError) -> (reason: String, remedy: String) {
    switch error {
    case .localDataDamaged(let detail):
      (
        sanitizer.singleLine(detail),
        "\(settings.clearCache.map { "run \($0)" } ?? "clear the cache") to start a new one"
      )
    case .cacheFolderIsAFile(let path):
      (
        "\(sanitizer.singleLine(path)) is a file, not a folder",
        settings.cacheFolder.map { "choose another folder with \($0)" } ?? "choose another cache folder"
      )
    case .localDataUnavailable(let detail):
      (sanitizer.singleLine(detail), "check the cache folder's permissions and free space")
    case .localDataBusy(let seconds):
      (
        "another program has held its write lock for more than \(seconds) \(seconds == 1 ? "second" : "seconds")",
        "try again when it has finished"
      )
    default:
      ("an unexpected failure", "try again")
    }
  }
}
