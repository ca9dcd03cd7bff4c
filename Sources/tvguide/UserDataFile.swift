import ArgumentParser
import Foundation
import TVGuidePresenter
import TVGuideStore
import TVGuideView
import TextUIKit

/// The user-data store for the `data` commands, which print their failures as one sentence.
struct UserDataFile {
  let store: UserDataStore

  init(folders: FolderOptions) {
    store = folders.userDataStore()
  }

  /// Runs `work` on the store; a failure is printed as one sentence and ends the process.
  func run<Value>(_ work: (UserDataStore) async throws -> Value) async throws -> Value {
    do {
      return try await work(store)
    } catch {
      let message = ErrorMessageFormatter(settings: .commandLine, sanitizer: TerminalText()).viewModel(
        for: error)
      Self.fail(message.message)
    }
  }

  static func fail(_ sentence: String) -> Never {
    StandardStream.error.write("tvguide: \(CommandFailurePrinter.printable(sentence))\n")
    Foundation.exit(ExitCode.failure.rawValue)
  }
}
